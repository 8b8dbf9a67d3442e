import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type LiveServer,
  mailedLinkOverHttp,
  signInOverHttp,
  startLiveServer,
  subscribeOverHttp,
} from "../support/live-server";
import { pollUntil } from "../support/rest-api";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";

// The seats server functions (ADR 054) over HTTP on the built server: input checked at the edge
// (400 VALIDATION_ERROR), owners only, and the plan's rules (a seat-priced plan, its range).

const SEATS = "src/server/organizations/seats.functions.ts";

describe("the seats server functions", () => {
  let live: LiveServer;
  let url: string;
  const headers = (cookie: string) => ({
    origin: url,
    cookie,
    "content-type": "application/json",
  });
  const auth = async (path: string, cookie: string, body: unknown) => {
    const response = await fetch(`${url}/api/auth${path}`, {
      method: "POST",
      headers: headers(cookie),
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const setSeats = (cookie: string, data: unknown) =>
    callServerFn(url, { method: "POST", file: SEATS, name: "setOrganizationSeats", cookie, data });
  const getSeats = (cookie: string) =>
    callServerFn(url, { method: "GET", file: SEATS, name: "getOrganizationSeats", cookie });

  let owner: string;
  let organizationId: string;
  beforeAll(async () => {
    live = await startLiveServer({ BILLING_RECONCILE_INTERVAL: "0" });
    url = live.server.url;
    const email = uniqueEmail();
    owner = await signInOverHttp(url, email);
    organizationId = String(
      (await auth("/organization/create", owner, { name: "Seats", slug: "seats" })).id,
    );
    // On a flat plan there are no seats to set.
    await subscribeOverHttp(url, owner, email, "starter");
  }, 120_000);
  afterAll(async () => {
    await live?.stop();
  });

  it("refuses seats that are not a whole number from 1 to 1,000 with 400 VALIDATION_ERROR", async () => {
    for (const seats of [-1, 0, 2.5, 1001, 1e9, "3", null]) {
      const result = await setSeats(owner, { seats });
      expect(result.status, String(seats)).toBe(400);
      expect((result.value as { code: string }).code).toBe("VALIDATION_ERROR");
    }
    expect((await setSeats(owner, { seats: 3, extra: true })).status).toBe(400);
  });

  it("says a flat plan has no seats, then sets them on the Team plan for an owner only", async () => {
    const flat = await setSeats(owner, { seats: 3 });
    expect(flat.status).toBe(409);
    expect(flat.value).toMatchObject({ code: "NOT_SEAT_PRICED" });
    expect((await getSeats(owner)).value).toBeNull();

    const email = uniqueEmail();
    const other = await signInOverHttp(url, email);
    const created = await auth("/organization/create", other, { name: "Team", slug: "team-seats" });
    await subscribeOverHttp(url, other, email, "team");
    await pollUntil(async () => (await getSeats(other)).value !== null, 10_000);
    expect((await getSeats(other)).value).toMatchObject({ bought: 2, used: 1 });

    // An admin sees the seats and is refused changing them.
    const adminEmail = uniqueEmail();
    await auth("/organization/invite-member", other, {
      email: adminEmail,
      role: "admin",
      organizationId: created.id,
    });
    const link = await mailedLinkOverHttp(url, adminEmail, "/invitations/");
    const admin = await signInOverHttp(url, adminEmail);
    await auth("/organization/accept-invitation", admin, {
      invitationId: link.pathname.split("/").pop(),
    });
    await auth("/organization/set-active", admin, { organizationId: created.id });
    // The admin's cookie keeps a signed copy of the session for AUTH_SESSION_CACHE_SECONDS (1 s).
    await pollUntil(async () => (await getSeats(admin)).value !== null, 10_000);
    expect((await getSeats(admin)).value).toMatchObject({ bought: 2, used: 2 });
    const refused = await setSeats(admin, { seats: 3 });
    expect(refused.status).toBe(403);
    expect(refused.value).toEqual({
      code: "ROLE_NOT_ALLOWED",
      message: "Only an owner can add or remove seats.",
    });

    const added = await setSeats(other, { seats: 3 });
    expect(added.status, added.error).toBe(200);
    expect(added.value).toMatchObject({
      seats: { bought: 3, used: 2 },
      charge: { status: "paid" },
    });
    const below = await setSeats(other, { seats: 1 });
    expect(below.status).toBe(409);
    expect(below.value).toMatchObject({ code: "SEAT_COUNT_REFUSED" });
    expect(organizationId).toBeTruthy();
  });

  it("lowers the seats for an owner, credited, but never below the members and pending invitations", async () => {
    const email = uniqueEmail();
    const cookie = await signInOverHttp(url, email);
    const created = await auth("/organization/create", cookie, { name: "Fewer", slug: "fewer" });
    await subscribeOverHttp(url, cookie, email, "team");
    await pollUntil(async () => (await getSeats(cookie)).value !== null, 10_000);
    expect((await setSeats(cookie, { seats: 4 })).status).toBe(200);
    await auth("/organization/invite-member", cookie, {
      email: uniqueEmail(),
      role: "member",
      organizationId: created.id,
    });
    await auth("/organization/invite-member", cookie, {
      email: uniqueEmail(),
      role: "member",
      organizationId: created.id,
    });

    const refused = await setSeats(cookie, { seats: 2 });
    expect(refused.status).toBe(409);
    expect(refused.value).toEqual({
      code: "SEAT_COUNT_REFUSED",
      message:
        "3 people hold seats (members and pending invitations), so the seats cannot go below 3. Remove a member or revoke an invitation first.",
    });
    expect((await getSeats(cookie)).value).toMatchObject({ bought: 4, used: 3 });

    const lowered = await setSeats(cookie, { seats: 3 });
    expect(lowered.status, lowered.error).toBe(200);
    expect(lowered.value).toMatchObject({ seats: { bought: 3, used: 3 } });
    expect(Number((lowered.value as { charge: { amount: string } }).charge.amount)).toBeLessThan(0);
  });
});
