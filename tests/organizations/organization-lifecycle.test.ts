import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { apikey, invitation, member, organization, teamMember } from "~/db/schema";
import { transferOwnership } from "~/server/organizations/organizations.server";
import { inRequest } from "~/server/platform/request-context.server";
import { membershipsOfSession, resolveWorkspace } from "~/server/workspaces/workspace.server";
import { databaseKinds, storageKinds } from "../support/databases";
import { organizationEndpoint, signedInPerson } from "../support/organizations";
import { countingDatabase } from "../support/rest-api";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// An organization's life through Better Auth's endpoints: every state of an invitation, teams,
// handing ownership over, members leaving, and deletion leaving nothing behind.

/** Organizations made so far, each named after its number. */
let made = 0;

/** The calls the tests make, on the app `appOf` answers once the describe has made it. */
function lifeCalls(appOf: () => TestApp) {
  const db = () => appOf().runtime.database.db;
  const call = (cookie: string, path: string, json?: unknown) =>
    organizationEndpoint(appOf())(cookie, path, json);
  const person = () => signedInPerson(appOf());

  async function organizationOf(owner: { cookie: string }) {
    made++;
    const created = await call(owner.cookie, "/create", {
      name: `Life ${made}`,
      slug: `life-${made}`,
    });
    expect(created.status).toBe(200);
    return created.body.id as string;
  }

  async function invite(
    owner: { cookie: string },
    organizationId: string,
    email: string,
    role = "member",
  ) {
    const response = await call(owner.cookie, "/invite-member", { organizationId, email, role });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id as string;
  }

  /** The owner, and a member who joined by accepting an invitation at the endpoint. */
  async function organizationWithMember(role = "member") {
    const owner = await person();
    const organizationId = await organizationOf(owner);
    const joiner = await person();
    const invitationId = await invite(owner, organizationId, joiner.email, role);
    expect((await call(joiner.cookie, "/accept-invitation", { invitationId })).status).toBe(200);
    return { owner, joiner, organizationId };
  }

  const memberRow = async (organizationId: string, userId: string) =>
    (await db().select().from(member).where(eq(member.organizationId, organizationId))).find(
      (row) => row.userId === userId,
    );

  return { call, person, organizationOf, invite, organizationWithMember, memberRow };
}

describe.each(storageKinds)("an organization's life (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_LIMIT_MAILS_PER_ADDRESS: "3" });
  });
  afterAll(() => app?.close());

  const { call, person, organizationOf, invite, organizationWithMember, memberRow } = lifeCalls(
    () => app,
  );

  describe("invitations", () => {
    it("mails a link to the invitation page that names the organization and the inviter", async () => {
      const owner = await person();
      const organizationId = await organizationOf(owner);
      const email = uniqueEmail();
      const invitationId = await invite(owner, organizationId, email, "admin");
      const [mail] = await app.mailTo(email);
      expect(mail?.subject).toMatch(new RegExp(`invited you to Life ${made} on`));
      expect(mail?.text).toContain(`/invitations/${invitationId}`);
      expect(mail?.text).toContain("as an admin");
      expect(mail?.text).toContain("expires in 48 hours");
    });

    it("accepted: the invitee is a member with the role, and it is the active workspace", async () => {
      const { joiner, organizationId } = await organizationWithMember("admin");
      expect((await memberRow(organizationId, joiner.id))?.role).toBe("admin");
      const workspace = await resolveWorkspace(app.runtime.database.db, {
        user: { id: joiner.id },
        session: { activeOrganizationId: organizationId },
      });
      expect(workspace).toMatchObject({ kind: "organization", role: "admin" });
    });

    it("a page load reads the member's organizations once, for the workspace and the switcher; a removal shows on the next", async () => {
      const { owner, joiner, organizationId } = await organizationWithMember("admin");
      const counted = countingDatabase(app.runtime.database);
      const session = {
        user: { id: joiner.id },
        session: { activeOrganizationId: organizationId },
      };
      // A page load's reads share its request's context (opened at the server's entry).
      const pageLoad = <T>(run: () => Promise<T>) =>
        inRequest(new Request("http://app.test/dashboard"), "page load", run);
      const [workspace, organizations] = await pageLoad(() =>
        Promise.all([
          resolveWorkspace(counted.db, session),
          membershipsOfSession(counted.db, session),
        ]),
      );
      expect(workspace).toMatchObject({
        kind: "organization",
        role: "admin",
        organization: { id: organizationId, name: expect.stringMatching(/^Life /) },
      });
      expect(organizations.map((row) => [row.id, row.role])).toEqual([[organizationId, "admin"]]);
      expect(counted.queries).toHaveLength(1);

      const removed = await call(owner.cookie, "/remove-member", {
        organizationId,
        memberIdOrEmail: joiner.email,
      });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      // The next request's session is a new object: the membership is read again, and is gone.
      const next = { ...session };
      await pageLoad(async () => {
        expect(await resolveWorkspace(counted.db, next)).toMatchObject({ kind: "personal" });
        expect(await membershipsOfSession(counted.db, next)).toEqual([]);
      });
    });

    it("declined: no membership, and it cannot be accepted afterwards", async () => {
      const owner = await person();
      const organizationId = await organizationOf(owner);
      const invitee = await person();
      const invitationId = await invite(owner, organizationId, invitee.email);
      expect((await call(invitee.cookie, "/reject-invitation", { invitationId })).status).toBe(200);
      const accepted = await call(invitee.cookie, "/accept-invitation", { invitationId });
      expect(accepted.status).toBe(400);
      expect(accepted.body.code).toBe("INVITATION_NOT_FOUND");
      expect(await memberRow(organizationId, invitee.id)).toBeUndefined();
    });

    it("expired: refused, with the same answer as an unknown one", async () => {
      const owner = await person();
      const organizationId = await organizationOf(owner);
      const invitee = await person();
      const invitationId = await invite(owner, organizationId, invitee.email);
      await app.runtime.database.db
        .update(invitation)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitation.id, invitationId));
      const accepted = await call(invitee.cookie, "/accept-invitation", { invitationId });
      expect(accepted.status).toBe(400);
      expect(accepted.body.code).toBe("INVITATION_NOT_FOUND");
      const unknown = await call(invitee.cookie, "/accept-invitation", { invitationId: "nope" });
      expect(unknown.body).toEqual(accepted.body);
      expect(await memberRow(organizationId, invitee.id)).toBeUndefined();
    });

    it("revoked: refused to the invitee, and cannot be revoked twice", async () => {
      const owner = await person();
      const organizationId = await organizationOf(owner);
      const invitee = await person();
      const invitationId = await invite(owner, organizationId, invitee.email);
      expect((await call(owner.cookie, "/cancel-invitation", { invitationId })).status).toBe(200);
      expect((await call(invitee.cookie, "/accept-invitation", { invitationId })).status).toBe(400);
      const again = await call(owner.cookie, "/cancel-invitation", { invitationId });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        code: "INVITATION_NOT_PENDING",
        message: "This invitation was canceled already.",
      });
    });

    it("accepted invitations cannot be revoked afterwards", async () => {
      const owner = await person();
      const organizationId = await organizationOf(owner);
      const invitee = await person();
      const invitationId = await invite(owner, organizationId, invitee.email);
      expect((await call(invitee.cookie, "/accept-invitation", { invitationId })).status).toBe(200);
      const revoked = await call(owner.cookie, "/cancel-invitation", { invitationId });
      expect(revoked.status).toBe(400);
      expect(revoked.body.code).toBe("INVITATION_NOT_PENDING");
    });

    it("bound to its address: another signed-in user can neither read, accept nor decline it", async () => {
      const owner = await person();
      const organizationId = await organizationOf(owner);
      const invitationId = await invite(owner, organizationId, uniqueEmail());
      const stranger = await person();
      const read = await app.request(`/api/auth/organization/get-invitation?id=${invitationId}`, {
        cookie: stranger.cookie,
      });
      expect(read.status).toBe(403);
      for (const path of ["/accept-invitation", "/reject-invitation"]) {
        const response = await call(stranger.cookie, path, { invitationId });
        expect(response.status, path).toBe(403);
        expect(response.body.code).toBe("YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION");
      }
      expect(await memberRow(organizationId, stranger.id)).toBeUndefined();
      const [row] = await app.runtime.database.db
        .select()
        .from(invitation)
        .where(eq(invitation.id, invitationId));
      expect(row?.status).toBe("pending");
    });

    it("accepted by someone who is a member already: said so, and nothing changes", async () => {
      const { owner, joiner, organizationId } = await organizationWithMember("admin");
      // An invitation to the member's address (made before they joined, or to an address they
      // moved to): accepting it must not make a second membership.
      const invitationId = await invite(owner, organizationId, uniqueEmail());
      await app.runtime.database.db
        .update(invitation)
        .set({ email: joiner.email })
        .where(eq(invitation.id, invitationId));
      const accepted = await call(joiner.cookie, "/accept-invitation", { invitationId });
      expect(accepted.status).toBe(400);
      expect(accepted.body).toEqual({
        code: "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
        message: "You are a member of this organization already.",
      });
      expect((await memberRow(organizationId, joiner.id))?.role).toBe("admin");
    });

    it("signed out, the invitation page's call asks to sign in", async () => {
      const owner = await person();
      const organizationId = await organizationOf(owner);
      const invitationId = await invite(owner, organizationId, uniqueEmail());
      const read = await app.request(`/api/auth/organization/get-invitation?id=${invitationId}`);
      expect(read.status).toBe(401);
    });

    it("resend mails the same invitation again with a new expiry", async () => {
      const owner = await person();
      const organizationId = await organizationOf(owner);
      const email = uniqueEmail();
      const invitationId = await invite(owner, organizationId, email);
      const resent = await call(owner.cookie, "/invite-member", {
        organizationId,
        email,
        role: "member",
        resend: true,
      });
      expect(resent.status).toBe(200);
      expect(resent.body.id).toBe(invitationId);
      const mails = await app.mailTo(email);
      expect(mails).toHaveLength(2);
      for (const mail of mails) expect(mail.text).toContain(`/invitations/${invitationId}`);
    });

    it("counts against the address's mail allowance, and says so before inviting", async () => {
      const owner = await person();
      const email = uniqueEmail();
      // Three organizations invite one address: the allowance (3 per address) is spent.
      for (let i = 0; i < 3; i++) await invite(owner, await organizationOf(owner), email);
      const organizationId = await organizationOf(owner);
      const refused = await call(owner.cookie, "/invite-member", {
        organizationId,
        email,
        role: "member",
      });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("TOO_MANY_REQUESTS");
      expect(refused.body.message).toMatch(/^Too many emails were sent to this address\./);
      const pending = await app.runtime.database.db
        .select()
        .from(invitation)
        .where(eq(invitation.organizationId, organizationId));
      expect(pending).toHaveLength(0);
      expect(await app.mailTo(email)).toHaveLength(3);
    });

    it("refused invitations spend none of the address's allowance", async () => {
      const owner = await person();
      const email = uniqueEmail();
      const organizationId = await organizationOf(owner);
      await invite(owner, organizationId, email);
      // Each is refused after the allowance was checked (and the mail reserved).
      for (let i = 0; i < 3; i++) {
        const again = await call(owner.cookie, "/invite-member", {
          organizationId,
          email,
          role: "member",
        });
        expect(again.status).toBe(400);
      }
      for (let i = 0; i < 2; i++) await invite(owner, await organizationOf(owner), email);
      expect(await app.mailTo(email)).toHaveLength(3);
    });
  });

  describe("teams", () => {
    it("takes only members of the organization, and lists a member's teams", async () => {
      const { owner, joiner, organizationId } = await organizationWithMember();
      const created = await call(owner.cookie, "/create-team", {
        organizationId,
        name: "Platform",
      });
      expect(created.status).toBe(200);
      const teamId = created.body.id as string;
      const outsider = await person();
      const refused = await call(owner.cookie, "/add-team-member", {
        organizationId,
        teamId,
        userId: outsider.id,
      });
      expect(refused.status).toBe(400);
      const added = await call(owner.cookie, "/add-team-member", {
        organizationId,
        teamId,
        userId: joiner.id,
      });
      expect(added.status).toBe(200);
      const listed = await app.request(
        `/api/auth/organization/list-user-teams?organizationId=${organizationId}`,
        { cookie: joiner.cookie },
      );
      expect(((await listed.json()) as { name: string }[]).map((t) => t.name)).toEqual([
        "Platform",
      ]);
      const removed = await call(owner.cookie, "/remove-team-member", {
        organizationId,
        teamId,
        userId: joiner.id,
      });
      expect(removed.status).toBe(200);
    });

    it("a member who leaves leaves their teams", async () => {
      const { owner, joiner, organizationId } = await organizationWithMember();
      const created = await call(owner.cookie, "/create-team", { organizationId, name: "Ops" });
      const teamId = created.body.id as string;
      await call(owner.cookie, "/add-team-member", { organizationId, teamId, userId: joiner.id });
      expect((await call(joiner.cookie, "/leave", { organizationId })).status).toBe(200);
      const rows = await app.runtime.database.db
        .select()
        .from(teamMember)
        .where(eq(teamMember.teamId, teamId));
      expect(rows).toHaveLength(0);
    });
  });

  describe("deletion", () => {
    it("leaves no row anywhere that names the organization or its team", async () => {
      const { owner, joiner, organizationId } = await organizationWithMember();
      const db = app.runtime.database.db;
      await invite(owner, organizationId, uniqueEmail());
      const created = await call(owner.cookie, "/create-team", { organizationId, name: "Gone" });
      await call(owner.cookie, "/add-team-member", {
        organizationId,
        teamId: created.body.id,
        userId: joiner.id,
      });
      await db.insert(apikey).values({
        id: `org-key-${organizationId}`,
        key: `hash-${organizationId}`,
        configId: "organization",
        referenceId: organizationId,
        mintedBy: owner.id,
      });
      const typed = await call(owner.cookie, "/delete", { organizationId });
      expect(typed.status, JSON.stringify(typed.body)).toBe(200);

      const teamId = created.body.id as string;
      // Every row of every table that names the organization or its team, whatever the column.
      const columns = rowsOf<{ table_name: string; column_name: string }>(
        await db.execute(
          sql`select table_name, column_name from information_schema.columns
              where table_schema = 'public' and data_type = 'text'`,
        ),
      );
      const left: Record<string, number> = {};
      for (const { table_name, column_name } of columns) {
        const rows = rowsOf<{ count: number }>(
          await db.execute(
            sql`select count(*)::int as count from ${sql.identifier(table_name)}
                where ${sql.identifier(column_name)} in (${organizationId}, ${teamId})`,
          ),
        );
        const count = Number(rows[0]?.count);
        if (count > 0) left[`${table_name}.${column_name}`] = count;
      }
      expect(left).toEqual({});
      // The member's session still names it in Redis or a cookie copy at most: it resolves to
      // their personal workspace.
      const workspace = await resolveWorkspace(db, {
        user: { id: joiner.id },
        session: { activeOrganizationId: organizationId },
      });
      expect(workspace.kind).toBe("personal");
    });
  });
});

// A hand-over locks both member rows (select … for update) and rewrites them in one
// transaction: where the engines can differ.
describe.each(databaseKinds)("an organization's owners (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_LIMIT_MAILS_PER_ADDRESS: "3" });
  });
  afterAll(() => app?.close());

  const { call, organizationWithMember, memberRow } = lifeCalls(() => app);

  describe("owners", () => {
    it("ownership is handed over in one step: the new owner owns, the old one is an admin", async () => {
      const { owner, joiner, organizationId } = await organizationWithMember();
      const db = app.runtime.database.db;
      const target = await memberRow(organizationId, joiner.id);
      const workspace = await resolveWorkspace(db, {
        user: { id: owner.id },
        session: { activeOrganizationId: organizationId },
      });
      await transferOwnership(db, workspace, target?.id as string);
      expect((await memberRow(organizationId, joiner.id))?.role).toBe("owner");
      expect((await memberRow(organizationId, owner.id))?.role).toBe("admin");
      // The former owner can no longer delete it; the new one can leave only with another owner.
      const deleted = await call(owner.cookie, "/delete", { organizationId });
      expect(deleted.status).toBe(403);
      expect((await call(joiner.cookie, "/leave", { organizationId })).status).toBe(400);
      expect((await call(owner.cookie, "/leave", { organizationId })).status).toBe(200);
    });

    it("only an owner hands over, and only to a member of the organization", async () => {
      const { owner, joiner, organizationId } = await organizationWithMember("admin");
      const db = app.runtime.database.db;
      const asAdmin = await resolveWorkspace(db, {
        user: { id: joiner.id },
        session: { activeOrganizationId: organizationId },
      });
      const ownerRow = await memberRow(organizationId, owner.id);
      await expect(transferOwnership(db, asAdmin, ownerRow?.id as string)).rejects.toMatchObject({
        status: 403,
      });
      const asOwner = await resolveWorkspace(db, {
        user: { id: owner.id },
        session: { activeOrganizationId: organizationId },
      });
      const elsewhere = await organizationWithMember();
      const foreign = await memberRow(elsewhere.organizationId, elsewhere.joiner.id);
      await expect(transferOwnership(db, asOwner, foreign?.id as string)).rejects.toMatchObject({
        status: 404,
      });
      expect((await memberRow(organizationId, owner.id))?.role).toBe("owner");
      expect((await memberRow(elsewhere.organizationId, elsewhere.joiner.id))?.role).toBe("member");
    });

    it("an account that is an organization's only owner cannot be deleted until it hands over", async () => {
      const { owner, joiner, organizationId } = await organizationWithMember();
      const refused = await app.request("/api/auth/delete-user", {
        cookie: owner.cookie,
        json: { freshSession: true },
      });
      expect(refused.status).toBe(409);
      const [owned] = await app.runtime.database.db
        .select()
        .from(organization)
        .where(eq(organization.id, organizationId));
      expect(await refused.json()).toEqual({
        code: "ONLY_OWNER_OF_ORGANIZATION",
        message: `You are the only owner of ${owned?.name}. Hand it over to another member or delete it first.`,
      });
      expect(await app.userByEmail(owner.email)).toBeDefined();
      const target = await memberRow(organizationId, joiner.id);
      await transferOwnership(
        app.runtime.database.db,
        await resolveWorkspace(app.runtime.database.db, {
          user: { id: owner.id },
          session: { activeOrganizationId: organizationId },
        }),
        target?.id as string,
      );
      const deleted = await app.request("/api/auth/delete-user", {
        cookie: owner.cookie,
        json: { freshSession: true },
      });
      expect(deleted.status).toBe(200);
      expect(await memberRow(organizationId, owner.id)).toBeUndefined();
    });
  });
});
