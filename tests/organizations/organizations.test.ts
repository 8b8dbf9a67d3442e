import { randomUUID } from "node:crypto";
import { and, count, eq, like, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planBySlug } from "~/config/plans";
import { sqlStateOf } from "~/db/client.server";
import * as schema from "~/db/schema";
import { databaseKinds, storageKinds } from "../support/databases";
import { organizationEndpoint, signedInPerson } from "../support/organizations";
import { insertSubscription } from "../support/rest-api";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// Organizations through Better Auth's own endpoints (/api/auth/organization/*), as a browser or a
// script opens them: the plugin's membership and role checks, and the product's rules on top.

/** The organization endpoints of the app `appOf` answers once the describe has made it. */
const endpointOf = (appOf: () => TestApp) => (cookie: string, path: string, json?: unknown) =>
  organizationEndpoint(appOf())(cookie, path, json);

describe.each(storageKinds)("organizations at the auth endpoints (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const call = endpointOf(() => app);

  let made = 0;
  async function organizationOf(ownerCookie: string, name = "Acme") {
    made++;
    const slug = `acme-${made}`;
    const created = await call(ownerCookie, "/create", { name, slug });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as { id: string; slug: string };
  }

  it("creates an organization whose creator is its owner and active workspace", async () => {
    const cookie = await app.signIn(uniqueEmail());
    const org = await organizationOf(cookie);
    const session = (await app.session(cookie)) as unknown as {
      session: { activeOrganizationId: string };
    };
    expect(session.session.activeOrganizationId).toBe(org.id);
    const full = await call(cookie, `/get-full-organization?organizationId=${org.id}`);
    expect(full.status).toBe(200);
    expect(full.body.members).toHaveLength(1);
    expect(full.body.members[0].role).toBe("owner");
  });

  it("refuses names, slugs and logos outside the product's rules, and metadata", async () => {
    const cookie = await app.signIn(uniqueEmail());
    for (const body of [
      { name: "", slug: "ok" },
      { name: "x".repeat(101), slug: "ok" },
      { name: "Acme", slug: "Not a slug!" },
      { name: "Acme", slug: "-acme" },
      { name: "Acme", slug: "a".repeat(49) },
      { name: "Acme", slug: "acme-logo", logo: "javascript:alert(1)" },
      { name: "Acme", slug: "acme-meta", metadata: { plan: "enterprise" } },
      { name: "Acme", slug: "acme-user", userId: "someone-else" },
    ]) {
      const response = await call(cookie, "/create", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe("VALIDATION_ERROR");
    }
  });

  it("says a slug is taken, in any case", async () => {
    const first = await app.signIn(uniqueEmail());
    const org = await organizationOf(first);
    const second = await app.signIn(uniqueEmail());
    const response = await call(second, "/create", { name: "Other", slug: org.slug.toUpperCase() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
      message: "That short name is taken. Choose another.",
    });
  });

  it("refuses switching to or reading another's organization without touching the caller's own", async () => {
    const a = await app.signIn(uniqueEmail());
    const orgA = await organizationOf(a);
    const b = await app.signIn(uniqueEmail());
    const orgB = await organizationOf(b, "Beta");
    const activeOf = async (cookie: string) =>
      ((await app.session(cookie)) as unknown as { session: { activeOrganizationId: string } })
        .session.activeOrganizationId;
    for (const [path, json] of [
      ["/set-active", { organizationId: orgA.id }],
      ["/set-active", { organizationSlug: orgA.slug }],
      [`/get-full-organization?organizationId=${orgA.id}`, undefined],
    ] as const) {
      const response = await call(b, path, json);
      expect(response.status, path).toBe(403);
      expect(response.body.code).toBe("USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
      expect(await activeOf(b), path).toBe(orgB.id);
    }
    const unknown = await call(b, "/set-active", { organizationId: "no-such-organization" });
    expect(unknown.status).toBe(400);
    expect(await activeOf(b)).toBe(orgB.id);
  });

  it("invites by mail; only the invited address accepts, once", async () => {
    const owner = await app.signIn(uniqueEmail());
    const org = await organizationOf(owner);
    const invitee = uniqueEmail();
    const invited = await call(owner, "/invite-member", {
      email: invitee,
      role: "member",
      organizationId: org.id,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const link = await app.latestLink(invitee, /invited you/);
    const invitationId = link.pathname.split("/").pop() as string;
    expect(link.pathname).toBe(`/invitations/${invitationId}`);

    const stranger = await app.signIn(uniqueEmail());
    const refused = await call(stranger, "/accept-invitation", { invitationId });
    expect(refused.status).toBe(403);

    const again = await call(owner, "/invite-member", {
      email: invitee,
      role: "member",
      organizationId: org.id,
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: "USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION",
      message: `${invitee} is invited already. Resend the invitation from the pending list if it went missing.`,
    });

    const inviteeCookie = await app.signIn(invitee);
    const accepted = await call(inviteeCookie, "/accept-invitation", { invitationId });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const twice = await call(inviteeCookie, "/accept-invitation", { invitationId });
    expect(twice.status).toBe(400);

    const member = await call(owner, "/invite-member", {
      email: invitee,
      role: "member",
      organizationId: org.id,
    });
    expect(member.status).toBe(400);
    expect(member.body).toEqual({
      code: "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
      message: `${invitee} is a member of this organization already.`,
    });
  });

  it("keeps an owner: the last one can neither leave nor step down", async () => {
    const owner = await app.signIn(uniqueEmail());
    const org = await organizationOf(owner);
    const left = await call(owner, "/leave", { organizationId: org.id });
    expect(left.status).toBe(400);
    const full = await call(owner, `/get-full-organization?organizationId=${org.id}`);
    const self = full.body.members[0];
    const demoted = await call(owner, "/update-member-role", {
      memberId: self.id,
      role: "admin",
      organizationId: org.id,
    });
    expect(demoted.status).toBe(400);
  });

  it("refuses an organization's endpoints to a user of another organization", async () => {
    const a = await app.signIn(uniqueEmail());
    const orgA = await organizationOf(a);
    const b = await app.signIn(uniqueEmail());
    await organizationOf(b, "Beta");
    for (const [path, body] of [
      [`/get-full-organization?organizationId=${orgA.id}`, undefined],
      ["/update", { organizationId: orgA.id, data: { name: "Taken over" } }],
      ["/delete", { organizationId: orgA.id }],
      ["/invite-member", { organizationId: orgA.id, email: uniqueEmail(), role: "owner" }],
      ["/set-active", { organizationId: orgA.id }],
      ["/create-team", { organizationId: orgA.id, name: "Spies" }],
    ] as const) {
      const response = await call(b, path, body);
      expect([400, 401, 403], `${path} ${JSON.stringify(response.body)}`).toContain(
        response.status,
      );
    }
    const still = await call(a, `/get-full-organization?organizationId=${orgA.id}`);
    expect(still.body.name).toBe("Acme");
    expect(still.body.members).toHaveLength(1);
  });
});

// Ten creates of one slug at once: the check that it is free and the insert under its unique
// index run in turn against the database, where the engines can differ.
describe.each(databaseKinds)("organizations created at once (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const call = endpointOf(() => app);

  it("makes one organization of ten creates at once with one slug, telling the rest it is taken", async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => app.signIn(uniqueEmail())));
    const responses = await Promise.all(
      people.map((cookie, i) => call(cookie, "/create", { name: `Racer ${i}`, slug: "racing" })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses.filter((a) => a.status !== 200)) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: "ORGANIZATION_SLUG_ALREADY_TAKEN",
        message: "That short name is taken. Choose another.",
      });
    }
  });

  const db = () => app.runtime.database.db;
  const rowsOf = async (table: PgTable, where: SQL | undefined) =>
    (await db().select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

  /**
   * Four calls at once for the last place under a limit, then one more: every refusal is
   * `refusal`, and what the race left room for is taken by the call after it. Answers how many
   * of the four were let in.
   */
  async function raceForLastPlace(
    attempt: (n: number) => Promise<{ status: number; body: unknown }>,
    refusal: { status: number; body: unknown },
  ): Promise<number> {
    const raced = await Promise.all([1, 2, 3, 4].map(attempt));
    for (const answer of raced.filter(({ status }) => status !== 200))
      expect(answer).toEqual(refusal);
    const made = raced.filter(({ status }) => status === 200).length;
    expect(made).toBeLessThanOrEqual(1);
    if (made === 0) expect((await attempt(5)).status).toBe(200);
    expect(await attempt(6)).toEqual(refusal);
    return made;
  }

  it("holds a person to 50 organizations when creates for the last place run at once", async () => {
    const { cookie, id: userId } = await signedInPerson(app);
    const seeded = Array.from({ length: 49 }, () => randomUUID());
    await db()
      .insert(schema.organization)
      .values(seeded.map((id) => ({ id, name: "Seeded", slug: `seeded-${id}` })));
    await db()
      .insert(schema.member)
      .values(seeded.map((organizationId) => ({ id: randomUUID(), organizationId, userId })));

    await raceForLastPlace(
      (n) => call(cookie, "/create", { name: "Last", slug: `last-${n}-${userId.toLowerCase()}` }),
      {
        status: 403,
        body: {
          code: "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS",
          message: "You have reached the maximum number of organizations",
        },
      },
    );
    expect(await rowsOf(schema.member, eq(schema.member.userId, userId))).toBe(50);
    // A withdrawn organization leaves no row, and the caller's workspace is the one let in.
    const kept = await db()
      .select({ id: schema.organization.id })
      .from(schema.organization)
      .where(like(schema.organization.slug, `last-%-${userId.toLowerCase()}`));
    expect(kept).toHaveLength(1);
    const session = (await app.session(cookie)) as unknown as {
      session: { activeOrganizationId: string | null };
    };
    expect(session.session.activeOrganizationId).toBe(kept[0]?.id);
  });

  it("holds an organization to 50 teams when creates for the last place run at once", async () => {
    const { cookie } = await signedInPerson(app);
    const created = await call(cookie, "/create", { name: "Teams", slug: `teams-${randomUUID()}` });
    const organizationId = created.body.id as string;
    await db()
      .insert(schema.team)
      .values(
        Array.from({ length: 49 }, (_, n) => ({
          id: randomUUID(),
          organizationId,
          name: `Team ${n}`,
        })),
      );

    await raceForLastPlace(
      (n) => call(cookie, "/create-team", { organizationId, name: `Last ${n}` }),
      {
        status: 400,
        body: {
          code: "YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS",
          message: "You have reached the maximum number of teams",
        },
      },
    );
    expect(await rowsOf(schema.team, eq(schema.team.organizationId, organizationId))).toBe(50);
  });

  it("holds an organization to 100 pending invitations when invitations for the last place run at once", async () => {
    const { cookie, id: inviterId } = await signedInPerson(app);
    const created = await call(cookie, "/create", {
      name: "Invites",
      slug: `invites-${randomUUID()}`,
    });
    const organizationId = created.body.id as string;
    // Seats for far more people than the limit, so the plan is not what refuses.
    const team = planBySlug("team");
    await insertSubscription(db(), "", {
      userId: null,
      organizationId,
      productId: team?.productId,
      name: team?.name,
      seats: 500,
    });
    app.runtime.billing.subscriptions.forgetOwner({ kind: "organization", id: organizationId });
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db()
      .insert(schema.invitation)
      .values(
        Array.from({ length: 99 }, () => ({
          id: randomUUID(),
          organizationId,
          email: uniqueEmail(),
          inviterId,
          expiresAt,
        })),
      );

    await raceForLastPlace(
      () =>
        call(cookie, "/invite-member", { organizationId, email: uniqueEmail(), role: "member" }),
      {
        status: 403,
        body: { code: "INVITATION_LIMIT_REACHED", message: "Invitation limit reached" },
      },
    );
    const pending = and(
      eq(schema.invitation.organizationId, organizationId),
      eq(schema.invitation.status, "pending"),
    );
    expect(await rowsOf(schema.invitation, pending)).toBe(100);
  });

  type TwoOwners = Awaited<ReturnType<typeof twoOwners>>;

  /** An organization with two owners, `a` its creator and `b` added beside them. */
  async function twoOwners() {
    const [a, b] = [await signedInPerson(app), await signedInPerson(app)];
    const created = await call(a.cookie, "/create", { name: "Two", slug: `two-${randomUUID()}` });
    const organizationId = created.body.id as string;
    const bMember = randomUUID();
    await db()
      .insert(schema.member)
      .values({ id: bMember, organizationId, userId: b.id, role: "owner" });
    const [aRow] = await db()
      .select({ id: schema.member.id })
      .from(schema.member)
      .where(and(eq(schema.member.organizationId, organizationId), eq(schema.member.userId, a.id)));
    return { a, b, organizationId, aMember: aRow?.id as string, bMember };
  }

  it("keeps an owner when two owners demote, remove or leave at once: one of the two is refused", async () => {
    const races = {
      demote: (o: TwoOwners) => [
        call(o.a.cookie, "/update-member-role", {
          organizationId: o.organizationId,
          memberId: o.bMember,
          role: "admin",
        }),
        call(o.b.cookie, "/update-member-role", {
          organizationId: o.organizationId,
          memberId: o.aMember,
          role: "admin",
        }),
      ],
      remove: (o: TwoOwners) => [
        call(o.a.cookie, "/remove-member", {
          organizationId: o.organizationId,
          memberIdOrEmail: o.bMember,
        }),
        call(o.b.cookie, "/remove-member", {
          organizationId: o.organizationId,
          memberIdOrEmail: o.aMember,
        }),
      ],
      leave: (o: TwoOwners) => [
        call(o.a.cookie, "/leave", { organizationId: o.organizationId }),
        call(o.b.cookie, "/leave", { organizationId: o.organizationId }),
      ],
    };
    for (const [name, race] of Object.entries(races)) {
      const organization = await twoOwners();
      const statuses = (await Promise.all(race(organization))).map(({ status }) => status);
      // Which one loses depends on timing: the plugin's own check, or the database's as it writes.
      expect(
        statuses.filter((status) => status === 200),
        name,
      ).toHaveLength(1);
      expect(
        statuses.filter((status) => status >= 400 && status < 500),
        name,
      ).toHaveLength(1);
      const owners = and(
        eq(schema.member.organizationId, organization.organizationId),
        eq(schema.member.role, "owner"),
      );
      expect(await rowsOf(schema.member, owners), name).toBe(1);
    }
  });

  it("refuses in the database any change that leaves an organization without an owner", async () => {
    const { a, organizationId, aMember, bMember } = await twoOwners();
    await db().delete(schema.member).where(eq(schema.member.id, bMember));
    const onlyOwner = eq(schema.member.id, aMember);
    const refusals = [
      db().update(schema.member).set({ role: "admin" }).where(onlyOwner),
      db().delete(schema.member).where(onlyOwner),
      db().delete(schema.user).where(eq(schema.user.id, a.id)),
    ];
    for (const refused of refusals) {
      expect(
        sqlStateOf(
          await refused.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      ).toBe("TL001");
    }
    // Better Auth's adapter, whatever endpoint uses it, answers it as the plugin's own refusal.
    const { adapter } = await app.runtime.auth.$context;
    const where = [{ field: "id", value: aMember }];
    await expect(
      adapter.update({ model: "member", where, update: { role: "admin" } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { code: "YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER" },
    });
    await expect(adapter.delete({ model: "member", where })).rejects.toMatchObject({
      statusCode: 400,
      body: { code: "YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER" },
    });
    // Deleting the organization takes its owner with it.
    await db().delete(schema.organization).where(eq(schema.organization.id, organizationId));
    expect(await rowsOf(schema.member, onlyOwner)).toBe(0);
  });
});
