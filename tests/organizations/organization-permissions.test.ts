import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitation, member, organization, team, teamMember } from "~/db/schema";
import { type OrganizationRole, roles } from "~/lib/organization-access";
import { storageKinds } from "../support/databases";
import { organizationOnPlan, seedTeamAndInvitation } from "../support/organizations";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// Every cell of the permission matrix (src/lib/organization-access.ts) at Better Auth's own
// organization endpoints: each action tried by an owner, an admin and a member of a fresh
// organization. An allowed call does what it says; a refused one responses 403 and changes
// nothing. Billing and keys are proven in billing-organizations and api-keys-organizations.

type Role = OrganizationRole;
const ROLES: Role[] = ["owner", "admin", "member"];

type Person = Role | "other" | "secondOwner" | "otherAdmin" | "teamMate";

interface Fixture {
  organizationId: string;
  /**
   * The member rows: one per role for the caller, and others each action may act on (a member,
   * a second owner, a second admin, a member of the team).
   */
  members: Record<Person, { id: string; userId: string }>;
  teamId: string;
  /** A pending invitation to be a member, to `invitedEmail`, and one to be an owner. */
  invitationId: string;
  invitedEmail: string;
  ownerInvitationId: string;
}

interface Action {
  what: string;
  allowed: Role[];
  call: (f: Fixture) => { path: string; json?: unknown };
  /** What the database holds afterwards when the call was allowed (or not). */
  done: (app: TestApp, f: Fixture) => Promise<boolean>;
  /** A read: allowed is 200, refused 403, and nothing changes either way. */
  reads?: boolean;
}

const ACTIONS: Action[] = [
  {
    what: "rename the organization",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/update",
      json: { organizationId: f.organizationId, data: { name: "Renamed" } },
    }),
    done: async (app, f) => (await orgRow(app, f))?.name === "Renamed",
  },
  {
    what: "delete the organization",
    allowed: ["owner"],
    call: (f) => ({ path: "/delete", json: { organizationId: f.organizationId } }),
    done: async (app, f) => (await orgRow(app, f)) === undefined,
  },
  {
    what: "invite a member",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/invite-member",
      json: {
        organizationId: f.organizationId,
        email: `new-${f.organizationId}@example.com`,
        role: "member",
      },
    }),
    done: async (app, f) => (await invitations(app, f)).length === 3,
  },
  {
    what: "invite an owner",
    allowed: ["owner"],
    call: (f) => ({
      path: "/invite-member",
      json: {
        organizationId: f.organizationId,
        email: `boss-${f.organizationId}@example.com`,
        role: "owner",
      },
    }),
    done: async (app, f) => (await invitations(app, f)).length === 3,
  },
  {
    what: "change its slug and logo",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/update",
      json: {
        organizationId: f.organizationId,
        data: {
          slug: `moved-${f.organizationId.slice(0, 8).toLowerCase()}`,
          logo: "https://example.com/logo.png",
        },
      },
    }),
    done: async (app, f) => (await orgRow(app, f))?.logo === "https://example.com/logo.png",
  },
  {
    what: "list the invitations",
    allowed: ["owner", "admin"],
    call: (f) => ({ path: `/list-invitations?organizationId=${f.organizationId}` }),
    done: async () => true,
    reads: true,
  },
  {
    what: "resend an invitation",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/invite-member",
      json: {
        organizationId: f.organizationId,
        email: f.invitedEmail,
        role: "member",
        resend: true,
      },
    }),
    done: async (app, f) => (await app.mailTo(f.invitedEmail)).length === 1,
  },
  {
    what: "revoke an invitation to be an owner",
    allowed: ["owner"],
    call: (f) => ({ path: "/cancel-invitation", json: { invitationId: f.ownerInvitationId } }),
    done: async (app, f) =>
      (await invitations(app, f)).find((row) => row.id === f.ownerInvitationId)?.status ===
      "canceled",
  },
  {
    what: "make another admin a member",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/update-member-role",
      json: { organizationId: f.organizationId, memberId: f.members.otherAdmin.id, role: "member" },
    }),
    done: async (app, f) => (await roleOf(app, f.members.otherAdmin.id)) === "member",
  },
  {
    what: "list another member's teams",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: `/list-user-teams?organizationId=${f.organizationId}&userId=${f.members.other.userId}`,
    }),
    done: async () => true,
    reads: true,
  },
  {
    what: "remove a member from a team",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/remove-team-member",
      json: {
        organizationId: f.organizationId,
        teamId: f.teamId,
        userId: f.members.teamMate.userId,
      },
    }),
    done: async (app, f) => !(await teamMembers(app, f)).includes(f.members.teamMate.userId),
  },
  {
    what: "leave",
    allowed: ["owner", "admin", "member"],
    call: (f) => ({ path: "/leave", json: { organizationId: f.organizationId } }),
    done: async () => true,
    reads: true,
  },
  {
    what: "revoke an invitation",
    allowed: ["owner", "admin"],
    call: (f) => ({ path: "/cancel-invitation", json: { invitationId: f.invitationId } }),
    done: async (app, f) =>
      (await invitations(app, f)).find((row) => row.id === f.invitationId)?.status === "canceled",
  },
  {
    what: "make a member an admin",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/update-member-role",
      json: { organizationId: f.organizationId, memberId: f.members.other.id, role: "admin" },
    }),
    done: async (app, f) => (await roleOf(app, f.members.other.id)) === "admin",
  },
  {
    what: "make a member an owner",
    allowed: ["owner"],
    call: (f) => ({
      path: "/update-member-role",
      json: { organizationId: f.organizationId, memberId: f.members.other.id, role: "owner" },
    }),
    done: async (app, f) => (await roleOf(app, f.members.other.id)) === "owner",
  },
  {
    what: "demote another owner",
    allowed: ["owner"],
    call: (f) => ({
      path: "/update-member-role",
      json: {
        organizationId: f.organizationId,
        memberId: f.members.secondOwner.id,
        role: "member",
      },
    }),
    done: async (app, f) => (await roleOf(app, f.members.secondOwner.id)) === "member",
  },
  {
    what: "remove a member",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/remove-member",
      json: { organizationId: f.organizationId, memberIdOrEmail: f.members.other.id },
    }),
    done: async (app, f) => (await roleOf(app, f.members.other.id)) === undefined,
  },
  {
    what: "remove another owner",
    allowed: ["owner"],
    call: (f) => ({
      path: "/remove-member",
      json: { organizationId: f.organizationId, memberIdOrEmail: f.members.secondOwner.id },
    }),
    done: async (app, f) => (await roleOf(app, f.members.secondOwner.id)) === undefined,
  },
  {
    what: "create a team",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/create-team",
      json: { organizationId: f.organizationId, name: "New team" },
    }),
    done: async (app, f) => (await teams(app, f)).length === 2,
  },
  {
    what: "rename a team",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/update-team",
      json: { teamId: f.teamId, data: { name: "Renamed team", organizationId: f.organizationId } },
    }),
    done: async (app, f) => (await teams(app, f))[0]?.name === "Renamed team",
  },
  {
    what: "delete a team",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/remove-team",
      json: { organizationId: f.organizationId, teamId: f.teamId },
    }),
    done: async (app, f) => (await teams(app, f)).length === 0,
  },
  {
    what: "add a member to a team",
    allowed: ["owner", "admin"],
    call: (f) => ({
      path: "/add-team-member",
      json: { organizationId: f.organizationId, teamId: f.teamId, userId: f.members.other.userId },
    }),
    done: async (app, f) => (await teamMembers(app, f)).includes(f.members.other.userId),
  },
];

async function orgRow(app: TestApp, f: Fixture) {
  const [row] = await app.runtime.database.db
    .select()
    .from(organization)
    .where(eq(organization.id, f.organizationId));
  return row;
}
const invitations = (app: TestApp, f: Fixture) =>
  app.runtime.database.db
    .select()
    .from(invitation)
    .where(eq(invitation.organizationId, f.organizationId));
async function roleOf(app: TestApp, memberId: string) {
  const [row] = await app.runtime.database.db.select().from(member).where(eq(member.id, memberId));
  return row?.role;
}
const teams = (app: TestApp, f: Fixture) =>
  app.runtime.database.db.select().from(team).where(eq(team.organizationId, f.organizationId));
async function teamMembers(app: TestApp, f: Fixture) {
  const rows = await app.runtime.database.db
    .select()
    .from(teamMember)
    .where(eq(teamMember.teamId, f.teamId));
  return rows.map((row) => row.userId);
}

describe.each(storageKinds)("the organization permission matrix at the endpoints (%s)", (kind) => {
  let app: TestApp;
  const cookies = {} as Record<Person, string>;
  const userIds = {} as Record<Person, string>;
  /** Organizations the current owner made: one person may belong to ORGANIZATION_LIMIT. */
  let ownedByOwner = 0;
  let made = 0;

  const call = (cookie: string, path: string, json?: unknown) =>
    app.request(`/api/auth/organization${path}`, { cookie, json });

  beforeAll(async () => {
    app = await createTestApp(kind);
    for (const who of [
      "owner",
      "admin",
      "member",
      "other",
      "secondOwner",
      "otherAdmin",
      "teamMate",
    ] as const) {
      const email = uniqueEmail();
      cookies[who] = await app.signIn(email);
      userIds[who] = (await app.userByEmail(email))?.id as string;
    }
  });
  afterAll(() => app?.close());

  /** A fresh organization: made by the owner at the endpoint, the others added as members. */
  async function fixture(): Promise<Fixture> {
    made++;
    if (++ownedByOwner > 40) {
      const email = uniqueEmail();
      cookies.owner = await app.signIn(email);
      userIds.owner = (await app.userByEmail(email))?.id as string;
      ownedByOwner = 1;
    }
    const created = await call(cookies.owner, "/create", {
      name: `Org ${made}`,
      slug: `org-${made}`,
    });
    expect(created.status).toBe(200);
    const organizationId = ((await created.json()) as { id: string }).id;
    const db = app.runtime.database.db;
    const [ownerRow] = await db
      .select()
      .from(member)
      .where(eq(member.organizationId, organizationId));
    const members = {
      owner: { id: ownerRow?.id as string, userId: userIds.owner },
    } as Fixture["members"];
    const added: [keyof Fixture["members"], Role][] = [
      ["admin", "admin"],
      ["member", "member"],
      ["other", "member"],
      ["secondOwner", "owner"],
      ["otherAdmin", "admin"],
      ["teamMate", "member"],
    ];
    for (const [who, role] of added) {
      const id = randomUUID();
      await db.insert(member).values({ id, organizationId, userId: userIds[who], role });
      members[who] = { id, userId: userIds[who] };
    }
    const { teamId, invitationId, invitedEmail } = await seedTeamAndInvitation(
      db,
      organizationId,
      userIds.owner,
    );
    await db.insert(teamMember).values({ id: randomUUID(), teamId, userId: userIds.teamMate });
    const ownerInvitationId = randomUUID();
    await db.insert(invitation).values({
      id: ownerInvitationId,
      organizationId,
      email: uniqueEmail(),
      role: "owner",
      inviterId: userIds.owner,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { organizationId, members, teamId, invitationId, invitedEmail, ownerInvitationId };
  }

  it("is the table the plugin is given", () => {
    expect(Object.keys(roles).sort()).toEqual([...ROLES].sort());
  });

  for (const action of ACTIONS) {
    for (const role of ROLES) {
      const allowed = action.allowed.includes(role);
      it(`${role} ${allowed ? "may" : "may not"} ${action.what}`, async () => {
        const f = await fixture();
        // Seven members and two invitations are more people than the free plan holds (ADR 045).
        if (action.what.includes("invite")) {
          await organizationOnPlan(app.runtime, f.organizationId);
        }
        const { path, json } = action.call(f);
        const response = await call(cookies[role], path, json);
        const body = await response.text();
        if (allowed) {
          expect(response.status, body).toBe(200);
          expect(await action.done(app, f)).toBe(true);
        } else {
          expect(response.status, body).toBe(403);
          if (!action.reads) expect(await action.done(app, f)).toBe(false);
        }
      });
    }
  }

  it("a user outside the organization may do none of it", async () => {
    const outsider = await app.signIn(uniqueEmail());
    for (const action of ACTIONS) {
      const f = await fixture();
      const { path, json } = action.call(f);
      const response = await call(outsider, path, json);
      expect([400, 403], `${action.what}: ${await response.text()}`).toContain(response.status);
      if (!action.reads) expect(await action.done(app, f), action.what).toBe(false);
    }
  });
});
