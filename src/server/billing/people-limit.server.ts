import type { APIError } from "better-auth/api";
import type { EntitledPlan } from "~/config/plans";
import type { Database } from "~/db/client.server";
import { formatNumber } from "~/i18n/format";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { authRefusal } from "~/server/auth/auth-errors.server";
import { membershipOf, withdrawInvitation } from "~/server/workspaces/workspace.server";
import { limitSentence, type PlanEntitlements, peopleOf } from "./entitlements.server";
import { seatsExceeded, seatsOf } from "./seats.server";

// The organization's people against its plan (ADR 045, ADR 054), where Better Auth's organization
// plugin adds a person: checked before an invitation or an acceptance, and again after an
// invitation is written.

/**
 * The organization's plan caps its people (ADR 045): an invitation takes a place while it is
 * pending, so inviting counts members and pending invitations, and accepting counts members
 * only (the invitation's own place becomes the member's). Over the cap after a downgrade,
 * everyone stays; only additions are refused. `inviterId` is null when accepting.
 */
export async function refuseBeyondPlan(
  db: Database,
  entitlements: PlanEntitlements,
  organizationId: string,
  inviterId: string | null,
): Promise<void> {
  const inviting = inviterId !== null;
  const { plan, subscription } = await entitlements.of({
    kind: "organization",
    id: organizationId,
  });
  const taken = await peopleOf(db, organizationId, inviting);
  if (taken < plan.entitlements.members) return;
  if (subscription?.seats != null) throw await seatLimitError(db, organizationId, inviterId);
  throw await planLimitError(plan, inviting);
}

/** No place left on a flat plan: 402 PLAN_LIMIT_REACHED, naming the plan that allows more. */
function planLimitError(plan: EntitledPlan, inviting: boolean) {
  const [noPlace, nextStep] = inviting
    ? [m.error_org_no_place_invitation, m.error_org_plan_owner_changes]
    : [m.error_org_no_place_member, m.error_org_plan_ask_owner];
  return authRefusal(
    "PLAN_LIMIT_REACHED",
    (locale) =>
      `${noPlace({}, { locale })} ${limitSentence(plan, "members", locale)} ${nextStep({}, { locale })}`,
  );
}

/**
 * The check retried after an invitation is written (ADR 054), on every plan: invitations racing
 * for the last places each count after their own write, so the last of any set of them to count
 * sees them all, and none passes beyond the cap (some may be refused that a queue would have let
 * in). A lowering of seats that raced the first check is seen too. The invitation is withdrawn.
 */
export async function withdrawBeyondPlan(
  db: Database,
  entitlements: PlanEntitlements,
  organizationId: string,
  invitationId: string,
  inviterId: string,
): Promise<void> {
  let error: unknown;
  if (await seatsExceeded(db, organizationId)) {
    error = await seatLimitError(db, organizationId, inviterId);
  } else {
    const { plan, subscription } = await entitlements.of({
      kind: "organization",
      id: organizationId,
    });
    if (subscription?.seats != null) return;
    if ((await peopleOf(db, organizationId, true)) <= plan.entitlements.members) return;
    error = await planLimitError(plan, true);
  }
  await withdrawInvitation(db, invitationId);
  throw error;
}

/**
 * No seat left on a plan priced per seat (ADR 054): 402 PLAN_LIMIT_REACHED, with what the
 * caller can do. An owner adds seats; anyone else learns that only an owner can.
 */
async function seatLimitError(
  db: Database,
  organizationId: string,
  inviterId: string | null,
): Promise<APIError> {
  const seats = await seatsOf(db, organizationId);
  const role = inviterId ? (await membershipOf(db, organizationId, inviterId))?.role : undefined;
  const owner = role === "owner";
  const message: Words =
    inviterId === null
      ? words(m.error_org_no_seat_to_accept, {})
      : seats
        ? (locale) =>
            (owner ? m.error_org_seats_taken_owner : m.error_org_seats_taken_ask_owner)(
              {
                used: formatNumber(seats.used, locale),
                bought: formatNumber(seats.bought, locale),
              },
              { locale },
            )
        : words(
            owner
              ? m.error_org_seats_taken_owner_uncounted
              : m.error_org_seats_taken_ask_owner_uncounted,
            {},
          );
  return authRefusal("PLAN_LIMIT_REACHED", message);
}
