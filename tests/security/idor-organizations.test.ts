import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member } from "~/db/schema";
import { AUTH_ENDPOINTS } from "~/server/auth/endpoints.server";
import { storageKinds } from "../support/databases";
import { organizationEndpoint, seedTeamAndInvitation } from "../support/organizations";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// Organization A's ids named by B, an owner of organization B, at every organization endpoint
// Better Auth serves: each call is refused or answers only B's own data, and everything A's
// owner sees of A afterwards is as it was. The list is checked against the endpoint table, so a
// new organization endpoint cannot be left out.

interface Side {
  cookie: string;
  userId: string;
  email: string;
  organizationId: string;
  memberId: string;
  otherMemberId: string;
  otherUserId: string;
  teamId: string;
  invitationId: string;
}

type Case = (a: Side, b: Side) => { path: string; json?: unknown };

/** `value` with every list of records sorted by their `id`, at any depth. */
function inIdOrder(value: unknown): unknown {
  if (Array.isArray(value)) {
    const id = (item: unknown) => String((item as { id?: unknown } | null)?.id ?? "");
    return value.map(inIdOrder).sort((one, other) => id(one).localeCompare(id(other)));
  }
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, inIdOrder(item)]));
}

const CASES: Record<string, Case> = {
  "/organization/create": () => ({ path: "/create", json: { name: "X", slug: "x-idor" } }),
  "/organization/check-slug": () => ({ path: "/check-slug", json: { slug: "side-1" } }),
  "/organization/update": (a) => ({
    path: "/update",
    json: { organizationId: a.organizationId, data: { name: "Taken" } },
  }),
  "/organization/delete": (a) => ({ path: "/delete", json: { organizationId: a.organizationId } }),
  "/organization/set-active": (a) => ({
    path: "/set-active",
    json: { organizationId: a.organizationId },
  }),
  "/organization/list": () => ({ path: "/list" }),
  "/organization/get-full-organization": (a) => ({
    path: `/get-full-organization?organizationId=${a.organizationId}`,
  }),
  "/organization/list-members": (a) => ({
    path: `/list-members?organizationId=${a.organizationId}`,
  }),
  "/organization/get-active-member": () => ({ path: "/get-active-member" }),
  "/organization/invite-member": (a) => ({
    path: "/invite-member",
    json: { organizationId: a.organizationId, email: uniqueEmail(), role: "member" },
  }),
  "/organization/get-invitation": (a) => ({ path: `/get-invitation?id=${a.invitationId}` }),
  "/organization/accept-invitation": (a) => ({
    path: "/accept-invitation",
    json: { invitationId: a.invitationId },
  }),
  "/organization/reject-invitation": (a) => ({
    path: "/reject-invitation",
    json: { invitationId: a.invitationId },
  }),
  "/organization/cancel-invitation": (a) => ({
    path: "/cancel-invitation",
    json: { invitationId: a.invitationId },
  }),
  "/organization/list-invitations": (a) => ({
    path: `/list-invitations?organizationId=${a.organizationId}`,
  }),
  "/organization/list-user-invitations": () => ({ path: "/list-user-invitations" }),
  "/organization/remove-member": (a, b) => ({
    path: "/remove-member",
    json: { organizationId: b.organizationId, memberIdOrEmail: a.otherMemberId },
  }),
  "/organization/update-member-role": (a, b) => ({
    path: "/update-member-role",
    json: { organizationId: b.organizationId, memberId: a.otherMemberId, role: "owner" },
  }),
  "/organization/leave": (a) => ({ path: "/leave", json: { organizationId: a.organizationId } }),
  "/organization/create-team": (a) => ({
    path: "/create-team",
    json: { organizationId: a.organizationId, name: "Spies" },
  }),
  "/organization/update-team": (a, b) => ({
    path: "/update-team",
    json: { teamId: a.teamId, data: { name: "Taken", organizationId: b.organizationId } },
  }),
  "/organization/remove-team": (a, b) => ({
    path: "/remove-team",
    json: { teamId: a.teamId, organizationId: b.organizationId },
  }),
  "/organization/list-teams": (a) => ({ path: `/list-teams?organizationId=${a.organizationId}` }),
  "/organization/add-team-member": (a, b) => ({
    path: "/add-team-member",
    json: { teamId: a.teamId, userId: b.userId, organizationId: b.organizationId },
  }),
  "/organization/remove-team-member": (a, b) => ({
    path: "/remove-team-member",
    json: { teamId: a.teamId, userId: a.otherUserId, organizationId: b.organizationId },
  }),
  "/organization/list-user-teams": (a) => ({
    path: `/list-user-teams?organizationId=${a.organizationId}&userId=${a.otherUserId}`,
  }),
  "/organization/list-team-members": (a) => ({ path: `/list-team-members?teamId=${a.teamId}` }),
  "/organization/set-active-team": (a) => ({
    path: "/set-active-team",
    json: { teamId: a.teamId },
  }),
};

describe.each(storageKinds)("organization B naming organization A's ids (%s)", (kind) => {
  let app: TestApp;
  let a: Side;
  let b: Side;
  let made = 0;

  const call = (cookie: string, path: string, json?: unknown) =>
    organizationEndpoint(app)(cookie, path, json);

  async function side(): Promise<Side> {
    made++;
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const userId = (await app.userByEmail(email))?.id as string;
    const created = await call(cookie, "/create", { name: `Side ${made}`, slug: `side-${made}` });
    const organizationId = created.body.id as string;
    const db = app.runtime.database.db;
    const [own] = await db.select().from(member).where(eq(member.organizationId, organizationId));
    const otherEmail = uniqueEmail();
    await app.signIn(otherEmail);
    const otherUserId = (await app.userByEmail(otherEmail))?.id as string;
    const otherMemberId = randomUUID();
    await db
      .insert(member)
      .values({ id: otherMemberId, organizationId, userId: otherUserId, role: "member" });
    const { teamId, invitationId } = await seedTeamAndInvitation(
      db,
      organizationId,
      userId,
      `Team ${made}`,
    );
    return {
      cookie,
      userId,
      email,
      organizationId,
      memberId: own?.id as string,
      otherMemberId,
      otherUserId,
      teamId,
      invitationId,
    };
  }

  /**
   * Everything A's owner sees of organization A, each list in the order of its ids: Better
   * Auth's reads name no order, and PostgreSQL's plan for a prepared statement may change it.
   */
  async function view(owner: Side) {
    const full = await call(
      owner.cookie,
      `/get-full-organization?organizationId=${owner.organizationId}`,
    );
    const invitations = await call(
      owner.cookie,
      `/list-invitations?organizationId=${owner.organizationId}`,
    );
    const teams = await call(owner.cookie, `/list-teams?organizationId=${owner.organizationId}`);
    return inIdOrder({ full, invitations, teams });
  }

  beforeAll(async () => {
    app = await createTestApp(kind);
    a = await side();
    b = await side();
  });
  afterAll(() => app?.close());

  it("covers every organization endpoint", () => {
    const endpoints = AUTH_ENDPOINTS.map((endpoint) => endpoint.path).filter((path) =>
      path.startsWith("/organization/"),
    );
    expect(Object.keys(CASES).sort()).toEqual(endpoints.sort());
  });

  it.each(Object.keys(CASES))("%s: B gets nothing of A's, and A is unchanged", async (endpoint) => {
    const before = await view(a);
    const { path, json } = (CASES[endpoint] as Case)(a, b);
    const response = await call(b.cookie, path, json);
    const text = JSON.stringify(response.body);
    expect(response.status, text).toBeLessThan(500);
    // Whatever B is answered, none of A's ids or names is in it.
    for (const secret of [a.organizationId, a.otherMemberId, a.teamId, a.invitationId, a.email]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("Side 1");
    expect(await view(a)).toEqual(before);
  });
});
