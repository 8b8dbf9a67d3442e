import { PolarApiError } from "./errors.server";
import type { OrderItemRecord, SubscriptionRecord } from "./state.server";

// The test cards the twin takes: a 16-digit number that passes the Luhn check pays, but for the
// one that is always declined; a subscription whose card fails is refused what is due at once.

const DECLINED_CARD = "4000000000000002";

export const DEFAULT_CARD = "4242 4242 4242 4242";

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a test card says when it is used: its digits, or why it cannot pay. */
export function checkCard(
  card: string,
): { ok: true; digits: string } | { ok: false; message: string } {
  const digits = card.replace(/[\s-]/g, "");
  if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, message: "Your card number is incorrect." };
  }
  if (digits === DECLINED_CARD) return { ok: false, message: "Your card was declined." };
  return { ok: true, digits };
}

/** An order due now on a card that fails: refused with 402 before anything changes. */
export function refuseFailingCard(
  subscription: SubscriptionRecord,
  items: OrderItemRecord[],
): void {
  const due = items.reduce((sum, item) => sum + item.amount, 0);
  if (due > 0 && subscription.payment_failing) {
    throw new PolarApiError(402, {
      error: "PaymentFailed",
      detail: "The payment failed: the card was declined.",
    });
  }
}
