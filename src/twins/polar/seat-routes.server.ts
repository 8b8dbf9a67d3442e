import type { IncomingMessage } from "node:http";
import { z } from "zod";
import type { TwinLedger } from "./billing.server";
import { parse, readJson } from "./http.server";
import { assignSeat, listSeats, revokeSeat } from "./seats.server";

// The customer seats API under /v1/customer-seats (ADR 054), checked against Polar's shapes.

export const seatsUpdate = z.object({
  seats: z.number().int().min(1),
  proration_behavior: z.enum(["invoice", "prorate", "next_period", "reset"]).nullish(),
});

const seatList = z.object({ subscription_id: z.string().min(1) });
const seatAssign = z.object({
  subscription_id: z.string().min(1),
  email: z.email(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  immediate_claim: z.boolean().optional(),
});

/** The response to a customer seats route, or undefined for any other route. */
export function seatRoute(
  billing: TwinLedger,
  route: string,
  id: string,
  query: Record<string, unknown>,
  request: IncomingMessage,
): Promise<[number, unknown]> | undefined {
  switch (route) {
    case "GET customer-seats":
    case "GET customer-seats/":
      return Promise.resolve([
        200,
        listSeats(billing, parse(seatList, query, "query").subscription_id),
      ]);
    case "POST customer-seats":
    case "POST customer-seats/":
      return readJson(request).then((body) => [
        200,
        assignSeat(billing, parse(seatAssign, body, "body")),
      ]);
    case "DELETE customer-seats/:id":
      return Promise.resolve([200, revokeSeat(billing, id)]);
    default:
      return undefined;
  }
}
