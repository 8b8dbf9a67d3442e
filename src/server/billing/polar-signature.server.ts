import type { webhooks } from "@polar-sh/sdk/2026-10";
import { Webhook, WebhookVerificationError } from "standardwebhooks";

type PolarEventType = webhooks.WebhookPayload["type"];

/** Every event type of Polar's 2026-10 API: the SDK's `WebhookPayload` types, both ways. */
const EVENT_TYPES = [
  "benefit.created",
  "benefit.updated",
  "benefit_grant.created",
  "benefit_grant.cycled",
  "benefit_grant.revoked",
  "benefit_grant.updated",
  "checkout.created",
  "checkout.expired",
  "checkout.updated",
  "customer.created",
  "customer.deleted",
  "customer.state_changed",
  "customer.updated",
  "customer_seat.assigned",
  "customer_seat.claimed",
  "customer_seat.revoked",
  "discount.created",
  "discount.deleted",
  "discount.updated",
  "member.created",
  "member.deleted",
  "member.updated",
  "order.created",
  "order.paid",
  "order.refunded",
  "order.updated",
  "organization.updated",
  "product.created",
  "product.updated",
  "refund.created",
  "refund.updated",
  "subscription.active",
  "subscription.canceled",
  "subscription.created",
  "subscription.cycled",
  "subscription.migrated",
  "subscription.past_due",
  "subscription.paused",
  "subscription.resumed",
  "subscription.revoked",
  "subscription.uncanceled",
  "subscription.updated",
] as const satisfies readonly PolarEventType[];

/** A type the SDK names and the list lacks; the Set below does not compile unless it is never. */
type Unlisted = Exclude<PolarEventType, (typeof EVENT_TYPES)[number]>;
const KNOWN: ReadonlySet<string> = new Set<[Unlisted] extends [never] ? string : Unlisted>(
  EVENT_TYPES,
);

/** The signature is missing, malformed, stale or made with another secret. */
export class PolarSignatureError extends Error {}

/** Signed, but of a kind Polar's API does not have. */
export class PolarUnknownTypeError extends Error {}

/**
 * The keys Polar may sign with, as the SDK's `validateEvent` tries them: the base64 after
 * `whsec_` (Standard Webhooks), then the UTF-8 bytes of the whole secret (its older form).
 */
function verifiersFor(secret: string): Webhook[] {
  const verifiers = [new Webhook(new TextEncoder().encode(secret), { format: "raw" })];
  try {
    verifiers.unshift(new Webhook(secret));
  } catch {
    // Not base64 after the prefix: only the older form can match.
  }
  return verifiers;
}

let cached: { secret: string; verifiers: Webhook[] } | undefined;

/**
 * The verified event of a raw Polar webhook body, with the checks of the SDK's `validateEvent`
 * (Standard Webhooks, both key forms, ±5 minutes; a type of the 2026-10 API), made with the
 * Standard Webhooks reference package: its HMAC is synchronous, where the SDK's WebCrypto took
 * four thread-pool round trips per event (ADR 083). Throws PolarSignatureError,
 * PolarUnknownTypeError, or a SyntaxError for a signed body that is not JSON.
 */
export function verifyPolarEvent(
  body: string,
  headers: Record<string, string>,
  secret: string,
): { type: string; data?: unknown } {
  if (cached?.secret !== secret) cached = { secret, verifiers: verifiersFor(secret) };
  let payload: unknown;
  let verified = false;
  for (const verifier of cached.verifiers) {
    try {
      payload = verifier.verify(body, headers);
      verified = true;
      break;
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
    }
  }
  if (!verified) throw new PolarSignatureError("Invalid webhook signature");
  // The package answers an empty body with undefined, where the SDK failed to parse it.
  if (payload === undefined) throw new SyntaxError("The webhook's body is empty");
  const type = (payload as { type?: unknown } | null)?.type;
  if (typeof type !== "string" || !KNOWN.has(type)) throw new PolarUnknownTypeError();
  return payload as { type: string; data?: unknown };
}
