import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { SEAT_COUNT_MAX } from "~/config/plans";
import { requestOrigin } from "~/server/account/request-origin.server";
import { getRuntime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import { setSeatsAs } from "~/server/billing/actions.server";
import { seatsOf } from "~/server/billing/seats.server";
import { resolveWorkspace } from "~/server/workspaces/workspace.server";

// An organization's seats on a plan priced per seat (ADR 054): every member sees them on the
// member list; only an owner changes them, through Polar.

/** Seats bought and used in the active organization; null without a seat-priced plan. */
export const getOrganizationSeats = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => {
    const { billing } = await getRuntime();
    const workspace = await resolveWorkspace(billing.db, context.session);
    if (workspace.kind !== "organization") return null;
    return seatsOf(billing.db, workspace.owner.id);
  });

/**
 * Sets the active organization's seats (owners only), prorated and invoiced at once by Polar;
 * never below the people holding seats (members and pending invitations).
 */
export const setOrganizationSeats = createServerFn({ method: "POST" })
  .middleware([authenticated])
  // Whole seats, 1 to 1,000: anything else is a 400 VALIDATION_ERROR (inline, so the client's
  // bundle drops it with the handler).
  .validator(z.strictObject({ seats: z.number().int().min(1).max(SEAT_COUNT_MAX) }))
  .handler(async ({ context, data }) => {
    const runtime = await getRuntime();
    const workspace = await resolveWorkspace(runtime.billing.db, context.session);
    return setSeatsAs(runtime, { workspace, origin: requestOrigin(runtime) }, data.seats);
  });
