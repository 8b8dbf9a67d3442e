import { randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import type { TwinLedger } from "./billing.server";
import { refuseFailingCard } from "./cards.server";
import { notFound, PolarApiError, validationError } from "./errors.server";
import { addOrder } from "./orders.server";
import { remainingShare, roundHalfEven } from "./proration.server";
import { periodAmount } from "./seat-prices.server";
import { toOrder } from "./serialize.server";
import type { CustomerSeatRecord, Metadata, SubscriptionRecord } from "./state.server";

// Seat-based subscriptions as Polar runs them (ADR 054): the seats bought change through the
// subscription update, prorated like a plan change, and seats are given to people by address.

export interface SeatsUpdate {
  seats: number;
  proration_behavior?: models.SubscriptionProrationBehavior | null;
}

function seatsRefused(seats: number, msg: string): PolarApiError {
  return validationError([{ loc: ["body", "seats"], msg, input: seats }]);
}

function liveSeats(billing: TwinLedger, subscriptionId: string): CustomerSeatRecord[] {
  return (billing.state.customerSeats ?? []).filter(
    (seat) => seat.subscription_id === subscriptionId && seat.status !== "revoked",
  );
}

/**
 * Polar's `PATCH /v1/subscriptions/{id}` with `seats`. `invoice` bills the difference for the
 * rest of the period on an order at once (a credit when lowering) and a failing card refuses
 * it; `prorate` keeps the lines for the next renewal; `next_period` changes the seats with
 * nothing billed until then. Fewer seats than those given to people are refused.
 */
export function changeSeats(
  billing: TwinLedger,
  id: string,
  update: SeatsUpdate,
): models.Subscription {
  const subscription = billing.subscriptionRecord(id);
  const product = billing.ctx.product(subscription.product_id);
  const { seats } = update;
  if (!product.seats) throw seatsRefused(seats, "This subscription is not seat-based.");
  if (subscription.ended_at !== null || subscription.cancel_at_period_end) {
    throw new PolarApiError(403, {
      error: "AlreadyCanceledSubscription",
      detail: "This subscription is already canceled or will be at the end of the period.",
    });
  }
  if (seats < product.seats.minimum || seats > product.seats.maximum) {
    throw seatsRefused(
      seats,
      `Seats must be between ${product.seats.minimum} and ${product.seats.maximum}.`,
    );
  }
  const given = liveSeats(billing, id).length;
  if (seats < given) {
    throw seatsRefused(
      seats,
      `${given} seats are assigned: revoke seats before lowering to ${seats}.`,
    );
  }
  const behaviour = update.proration_behavior ?? "prorate";
  const before = subscription.seats ?? product.seats.minimum;
  const now = billing.now();
  const at = now.toISOString();
  const share = remainingShare(
    subscription.current_period_start,
    subscription.current_period_end,
    now,
  );
  const line = (label: string, amount: number) => ({
    label,
    amount,
    proration: true,
    product_id: product.id,
    start: at,
    end: subscription.current_period_end,
  });
  const prorations =
    behaviour === "next_period"
      ? []
      : [
          line(
            `Unused time on ${product.name} (${before} seats)`,
            -roundHalfEven(subscription.amount * share),
          ),
          line(
            `Remaining time on ${product.name} (${seats} seats)`,
            roundHalfEven(periodAmount(product, seats) * share),
          ),
        ];
  const invoiceNow = behaviour === "invoice";
  if (invoiceNow) refuseFailingCard(subscription, prorations);
  return billing.change(() => {
    Object.assign(subscription, {
      seats,
      amount: periodAmount(product, seats),
      modified_at: at,
      pending_prorations: invoiceNow
        ? subscription.pending_prorations
        : [...(subscription.pending_prorations ?? []), ...prorations],
    } satisfies Partial<SubscriptionRecord>);
    if (invoiceNow && seats !== before) {
      const order = addOrder(
        billing,
        subscription,
        "subscription_update",
        "paid",
        null,
        at,
        prorations,
      );
      billing.emit("order.created", toOrder(order, billing.ctx));
      billing.emit("order.paid", toOrder(order, billing.ctx));
    }
    billing.emitSubscription(["subscription.updated"], subscription);
    return billing.getSubscription(id);
  });
}

function toSeat(seat: CustomerSeatRecord, customerId: string): models.CustomerSeat {
  return {
    created_at: seat.created_at,
    modified_at: seat.modified_at,
    id: seat.id,
    subscription_id: seat.subscription_id,
    order_id: null,
    status: seat.status,
    customer_id: customerId,
    member_id: null,
    member: null,
    email: seat.email,
    customer_email: seat.email,
    invitation_token_expires_at: null,
    claimed_at: seat.claimed_at,
    revoked_at: seat.revoked_at,
    seat_metadata: seat.metadata,
  };
}

/** `GET /v1/customer-seats?subscription_id=`: the seats given, and how many are left. */
export function listSeats(billing: TwinLedger, subscriptionId: string): models.SeatsList {
  const subscription = billing.subscriptionRecord(subscriptionId);
  const product = billing.ctx.product(subscription.product_id);
  if (!product.seats) throw seatsRefused(0, "This subscription is not seat-based.");
  const total = subscription.seats ?? product.seats.minimum;
  const seats = liveSeats(billing, subscriptionId);
  return {
    seats: seats.map((seat) => toSeat(seat, subscription.customer_id)),
    available_seats: Math.max(0, total - seats.length),
    total_seats: total,
  };
}

/** `POST /v1/customer-seats`: gives one of the subscription's free seats to an address. */
export function assignSeat(
  billing: TwinLedger,
  input: {
    subscription_id: string;
    email: string;
    metadata?: Metadata | null;
    immediate_claim?: boolean;
  },
): models.CustomerSeat {
  const { available_seats } = listSeats(billing, input.subscription_id);
  const subscription = billing.subscriptionRecord(input.subscription_id);
  if (available_seats === 0) {
    throw new PolarApiError(400, { error: "SeatNotAvailable", detail: "No seats are available." });
  }
  return billing.change(() => {
    const at = billing.now().toISOString();
    const seat: CustomerSeatRecord = {
      id: randomUUID(),
      created_at: at,
      modified_at: null,
      subscription_id: subscription.id,
      email: input.email.toLowerCase(),
      status: input.immediate_claim ? "claimed" : "pending",
      claimed_at: input.immediate_claim ? at : null,
      revoked_at: null,
      metadata: input.metadata ?? {},
    };
    billing.state.customerSeats = [...(billing.state.customerSeats ?? []), seat];
    const seatView = toSeat(seat, subscription.customer_id);
    billing.emit("customer_seat.assigned", seatView);
    if (seat.status === "claimed") billing.emit("customer_seat.claimed", seatView);
    return seatView;
  });
}

/** `DELETE /v1/customer-seats/{id}`: the seat is free again. */
export function revokeSeat(billing: TwinLedger, seatId: string): models.CustomerSeat {
  const seat = (billing.state.customerSeats ?? []).find((item) => item.id === seatId);
  if (!seat) throw notFound();
  const subscription = billing.subscriptionRecord(seat.subscription_id);
  if (seat.status === "revoked") return toSeat(seat, subscription.customer_id);
  return billing.change(() => {
    const at = billing.now().toISOString();
    Object.assign(seat, { status: "revoked", revoked_at: at, modified_at: at });
    const seatView = toSeat(seat, subscription.customer_id);
    billing.emit("customer_seat.revoked", seatView);
    return seatView;
  });
}
