import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_PLAN, planBySlug } from "~/config/plans";
import { subscription } from "~/db/schema";
import { setSeatsAs } from "~/server/billing/actions.server";
import { createCheckout } from "~/server/billing/checkout.server";
import { peopleOf } from "~/server/billing/entitlements.server";
import { seatsOf } from "~/server/billing/seats.server";
import { resolveWorkspace } from "~/server/workspaces/workspace.server";
import { type BillingTestApp, createBillingTestApp, payCheckout } from "../support/billing";
import { type DatabaseKind, databaseKinds, storageKinds } from "../support/databases";
import { uniqueEmail } from "../support/test-app";

// Seats (ADR 054) at Better Auth's invitation endpoints over HTTP, with the seats bought through
// the Polar twin and its webhooks delivered over HTTP to the product's handler.

const team = planBySlug("team");
if (!team?.seats) throw new Error("the catalogue has no seat-priced plan");

type TwinSubscription = {
  id: string;
  seats: number | null;
  amount: number;
  current_period_start: string;
  current_period_end: string;
  customer: { external_id: string | null };
};

/** The calls the tests make, on the app `envOf` answers once the describe has made it. */
function seatCalls(envOf: () => BillingTestApp, kind: DatabaseKind) {
  const db = () => envOf().app.runtime.database.db;

  const endpoint = async (cookie: string, path: string, json?: unknown) => {
    const response = await envOf().app.request(`/api/auth/organization${path}`, { cookie, json });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const invite = (cookie: string, organizationId: string, role = "member", email = uniqueEmail()) =>
    endpoint(cookie, "/invite-member", { organizationId, email, role });

  let made = 0;
  /** An owner whose new organization is on the Team plan with its 2 seats, bought on the twin. */
  async function teamOrganization() {
    const email = uniqueEmail();
    const cookie = await envOf().app.signIn(email);
    made++;
    const created = await endpoint(cookie, "/create", {
      name: `Seats ${made}`,
      slug: `seats-${kind}-${made}-${Date.now()}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as string;
    const owner = { kind: "organization", id } as const;
    const { url } = await createCheckout(
      envOf().app.runtime.billing,
      owner,
      { email },
      { slug: "team" },
    );
    await payCheckout(url, email);
    await envOf().twin.settled();
    const acting = async (browser: string) => ({
      workspace: await resolveWorkspace(
        db(),
        (await envOf().app.session(browser)) as unknown as Parameters<typeof resolveWorkspace>[1],
      ),
      origin: { ip: null, userAgent: null } as never,
    });
    return { cookie, id, owner, acting };
  }

  const atTwin = (organizationId: string) =>
    (envOf().twin.subscriptions() as TwinSubscription[]).find(
      (item) => item.customer.external_id === `org_${organizationId}`,
    );

  return { db, endpoint, invite, teamOrganization, atTwin };
}

describe.each(storageKinds)("an organization's seats (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  }, 60_000);
  afterAll(() => env?.close());

  const { db, endpoint, invite, teamOrganization, atTwin } = seatCalls(() => env, kind);

  it("refuses an invitation beyond the seats, 402 with who can add one, and lets it in once an owner adds one", async () => {
    const { cookie, id, owner, acting } = await teamOrganization();
    // A seat's price and the period as the twin bills them: what the "Add a seat?" question
    // prorates its amount by.
    const billed = atTwin(id);
    const before = Date.now();
    const seats = await seatsOf(db(), id);
    const after = Date.now();
    expect(seats).toMatchObject({
      bought: 2,
      used: 1,
      pricePerSeat: ((billed?.amount ?? 0) / 2 / 100).toFixed(2),
      periodEnd: billed?.current_period_end,
    });
    const end = Date.parse(billed?.current_period_end ?? "");
    const length = end - Date.parse(billed?.current_period_start ?? "");
    expect(seats?.periodLeft).toBeLessThanOrEqual((end - before) / length);
    expect(seats?.periodLeft).toBeGreaterThanOrEqual((end - after) / length);

    // An admin fills the second seat.
    const adminEmail = uniqueEmail();
    expect((await invite(cookie, id, "admin", adminEmail)).status).toBe(200);
    const adminCookie = await env.app.signIn(adminEmail);
    const [pending] = (await endpoint(cookie, `/list-invitations?organizationId=${id}`)).body;
    expect(
      (await endpoint(adminCookie, "/accept-invitation", { invitationId: pending.id })).status,
    ).toBe(200);

    const byOwner = await invite(cookie, id);
    expect(byOwner.status).toBe(402);
    expect(byOwner.body).toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      message:
        "Every seat of this organization is taken (2 of 2). Add a seat to invite someone else.",
    });
    const byAdmin = await invite(adminCookie, id);
    expect(byAdmin.status).toBe(402);
    expect(byAdmin.body.message).toBe(
      "Every seat of this organization is taken (2 of 2). Only an owner can add seats: ask an owner to add one, then invite again.",
    );
    // The admin cannot buy one either.
    await expect(setSeatsAs(env.app.runtime, await acting(adminCookie), 3)).rejects.toMatchObject({
      status: 403,
      message: "Only an owner can add or remove seats.",
    });

    const added = await setSeatsAs(env.app.runtime, await acting(cookie), 3);
    expect(added.seats).toMatchObject({ bought: 3, used: 2 });
    // Prorated and invoiced at once: the rest of the period of one seat.
    expect(added.charge).toMatchObject({ currency: "usd", status: "paid" });
    expect(Number(added.charge?.amount)).toBeGreaterThan(0);
    expect(Number(added.charge?.amount)).toBeLessThanOrEqual(team.priceAmount / 100);
    expect(atTwin(id)?.seats).toBe(3);

    expect((await invite(adminCookie, id)).status).toBe(200);
    expect((await invite(cookie, id)).status).toBe(402);
    await env.twin.settled();
    const [row] = await db().select().from(subscription).where(eq(subscription.organizationId, id));
    expect(row?.seats).toBe(3);
    expect(owner.id).toBe(id);
  });

  it("frees a seat when an invitation is revoked, keeps the seats bought, and refuses lowering below the people", async () => {
    const { cookie, id, acting } = await teamOrganization();
    const owner = await acting(cookie);
    await setSeatsAs(env.app.runtime, owner, 4);
    const first = await invite(cookie, id);
    await invite(cookie, id);
    expect(await seatsOf(db(), id)).toMatchObject({ bought: 4, used: 3 });

    await expect(setSeatsAs(env.app.runtime, owner, 2)).rejects.toMatchObject({
      code: "SEAT_COUNT_REFUSED",
      status: 409,
      message:
        "3 people hold seats (members and pending invitations), so the seats cannot go below 3. Remove a member or revoke an invitation first.",
    });
    expect(atTwin(id)?.seats).toBe(4);
    await expect(setSeatsAs(env.app.runtime, owner, 1)).rejects.toMatchObject({
      code: "SEAT_COUNT_REFUSED",
      message: "The Team plan holds 2 to 1000 seats.",
    });

    const revoked = await endpoint(cookie, "/cancel-invitation", { invitationId: first.body.id });
    expect(revoked.status).toBe(200);
    expect(await seatsOf(db(), id)).toMatchObject({ bought: 4, used: 2 });

    const lowered = await setSeatsAs(env.app.runtime, owner, 2);
    expect(lowered.seats).toMatchObject({ bought: 2, used: 2 });
    expect(Number(lowered.charge?.amount)).toBeLessThan(0);
    // Asked again: nothing changes and nothing is billed.
    expect((await setSeatsAs(env.app.runtime, owner, 2)).charge).toBeNull();
  });

  it("frees a seat when a member is removed: the invitation refused before then passes", async () => {
    const { cookie, id } = await teamOrganization();
    const memberEmail = uniqueEmail();
    expect((await invite(cookie, id, "member", memberEmail)).status).toBe(200);
    const memberCookie = await env.app.signIn(memberEmail);
    const [pending] = (await endpoint(cookie, `/list-invitations?organizationId=${id}`)).body;
    expect(
      (await endpoint(memberCookie, "/accept-invitation", { invitationId: pending.id })).status,
    ).toBe(200);
    expect(await seatsOf(db(), id)).toMatchObject({ bought: 2, used: 2 });
    expect((await invite(cookie, id)).status).toBe(402);

    const removed = await endpoint(cookie, "/remove-member", {
      organizationId: id,
      memberIdOrEmail: memberEmail,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await seatsOf(db(), id)).toMatchObject({ bought: 2, used: 1 });
    expect((await invite(cookie, id)).status).toBe(200);
    expect(await seatsOf(db(), id)).toMatchObject({ bought: 2, used: 2 });
  });

  it("refuses at /accept-invitation a member beyond seats lowered at Polar, and lets them in once an owner adds one", async () => {
    const { cookie, id, acting } = await teamOrganization();
    await setSeatsAs(env.app.runtime, await acting(cookie), 3);
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const invited = [
      await invite(cookie, id, "member", first),
      await invite(cookie, id, "member", second),
    ];
    expect(invited.map((answer) => answer.status)).toEqual([200, 200]);
    // Lowered at Polar itself, past the product's own check: the organization is now over.
    await env.app.runtime.billing.polar.subscriptions.update(atTwin(id)?.id ?? "", {
      seats: 2,
      proration_behavior: "invoice",
    });
    await env.twin.settled();
    expect(await seatsOf(db(), id)).toMatchObject({ bought: 2, used: 3 });

    const firstCookie = await env.app.signIn(first);
    const accepted = await endpoint(firstCookie, "/accept-invitation", {
      invitationId: invited[0]?.body.id,
    });
    expect(accepted.status).toBe(200);
    const secondCookie = await env.app.signIn(second);
    const refused = await endpoint(secondCookie, "/accept-invitation", {
      invitationId: invited[1]?.body.id,
    });
    expect(refused).toEqual({
      status: 402,
      body: {
        code: "PLAN_LIMIT_REACHED",
        message:
          "This organization has no seat left for another member. Ask an owner of the organization to add a seat, then accept again.",
      },
    });

    await setSeatsAs(env.app.runtime, await acting(cookie), 3);
    const again = await endpoint(secondCookie, "/accept-invitation", {
      invitationId: invited[1]?.body.id,
    });
    expect(again.status).toBe(200);
    expect(await seatsOf(db(), id)).toMatchObject({ bought: 3, used: 3 });
  });
});

// A lowering of seats and an invitation racing it each check again once written, and seat
// webhooks meet the snapshot upsert's time check: where the engines can differ.
describe.each(databaseKinds)("an organization's seats under races (%s)", (kind) => {
  let env: BillingTestApp;
  beforeAll(async () => {
    env = await createBillingTestApp(kind);
  }, 60_000);
  afterAll(() => env?.close());

  const { db, endpoint, invite, teamOrganization, atTwin } = seatCalls(() => env, kind);

  it("never lets a lowering of seats and an invitation racing it both pass", async () => {
    for (let round = 0; round < 3; round++) {
      const { cookie, id, acting } = await teamOrganization();
      const owner = await acting(cookie);
      await setSeatsAs(env.app.runtime, owner, 3);
      await invite(cookie, id);
      // 2 of 3 taken: lowering to 2 and a third person cannot both fit.
      const [lowered, invited] = await Promise.allSettled([
        setSeatsAs(env.app.runtime, owner, 2),
        invite(cookie, id),
      ]);
      const invitedOk = invited.status === "fulfilled" && invited.value.status === 200;
      expect(lowered.status === "fulfilled" && invitedOk, `round ${round}`).toBe(false);
      const bought = (await seatsOf(db(), id))?.bought ?? 0;
      expect(await peopleOf(db(), id, true)).toBeLessThanOrEqual(bought);
      expect(atTwin(id)?.seats).toBe(bought);
    }
  });

  it("never lets invitations racing for a flat plan's last places pass beyond its people", async () => {
    const places = FREE_PLAN.entitlements.members;
    for (let round = 0; round < 3; round++) {
      const cookie = await env.app.signIn(uniqueEmail());
      const created = await endpoint(cookie, "/create", {
        name: `Free ${round}`,
        slug: `free-race-${kind}-${round}-${Date.now()}`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = created.body.id as string;
      // The owner holds one place; twice as many invitations as the rest race at once.
      const answers = await Promise.all(
        Array.from({ length: 2 * (places - 1) }, () => invite(cookie, id)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.every((status) => status === 200 || status === 402),
        `${statuses}`,
      ).toBe(true);
      const taken = await peopleOf(db(), id, true);
      expect(taken, `round ${round}: ${statuses}`).toBeLessThanOrEqual(places);
      expect(taken).toBe(1 + statuses.filter((status) => status === 200).length);
    }
  });

  it("absorbs seat webhooks duplicated, shuffled and stale: the newest seats win", async () => {
    const { cookie, id, acting } = await teamOrganization();
    const owner = await acting(cookie);
    env.twin.setChaos({ duplicate: 2, shuffle: true, stale: true });
    try {
      for (const seats of [3, 5, 4]) await setSeatsAs(env.app.runtime, owner, seats);
      await env.twin.settled();
    } finally {
      env.twin.setChaos({});
    }
    const [row] = await db()
      .select()
      .from(subscription)
      .where(and(eq(subscription.organizationId, id)));
    expect(row?.seats).toBe(4);
    expect(atTwin(id)?.seats).toBe(4);
  });
});
