import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageKinds } from "../support/databases";
import {
  type EmptyDatabase,
  emptyDatabase,
  type LiveServer,
  signInOverHttp,
  startLiveServer,
} from "../support/live-server";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";

// What the organization's pages read on the built server, by role: members and teams with their
// members for everyone (getOrganizationPeople), pending invitations only for those who may
// invite, and invitations to be an owner only for owners (getOrganizationInvitations).

const FUNCTIONS = "src/server/organizations/organizations.functions.ts";

interface People {
  members: { id: string; userId: string; email: string; role: string }[];
  teams: { id: string; name: string; memberUserIds: string[] }[];
}
type Invitations = { email: string; role: string; inviterEmail: string }[];

describe.each(storageKinds)("organization settings by role on the built server (%s)", (kind) => {
  let live: LiveServer;
  let database: EmptyDatabase | undefined;
  const url = () => live.server.url;

  beforeAll(async () => {
    database = kind === "postgres" ? await emptyDatabase() : undefined;
    live = await startLiveServer({
      BILLING_RECONCILE_INTERVAL: "0",
      ...(database && { DATABASE_URL: database.url }),
    });
  }, 60_000);

  afterAll(async () => {
    await live?.stop();
    await database?.drop();
  });

  /**
   * A session cookie without the signed session copy: calls that change the active
   * organization drop that copy, and a test keeping it would read the workspace it replaced.
   */
  const signIn = async (email: string) =>
    (await signInOverHttp(url(), email))
      .split("; ")
      .filter((cookie) => !cookie.includes("session_data"))
      .join("; ");

  const endpoint = async (cookie: string, path: string, body: unknown) => {
    const response = await fetch(`${url()}/api/auth/organization${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url(), cookie },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return response.json();
  };

  const read = async (cookie: string, name: string) => {
    const result = await callServerFn(url(), { method: "GET", file: FUNCTIONS, name, cookie });
    return { status: result.status, value: result.value };
  };
  const peopleOf = async (cookie: string) => {
    const { status, value } = await read(cookie, "getOrganizationPeople");
    expect(status).toBe(200);
    if (!value) throw new Error("the session's workspace is not an organization");
    return value as People;
  };
  const invitationsOf = async (cookie: string) => {
    const { status, value } = await read(cookie, "getOrganizationInvitations");
    expect(status).toBe(200);
    return value as Invitations;
  };

  it("shows teams to every member and pending invitations only to those who may invite", async () => {
    const ownerEmail = uniqueEmail();
    const joinerEmail = uniqueEmail();
    const invitedMember = uniqueEmail();
    const invitedOwner = uniqueEmail();
    const owner = await signIn(ownerEmail);
    const organization = await endpoint(owner, "/create", {
      name: "Settings Co",
      slug: `settings-${kind}-${Date.now()}`,
    });
    const invite = (email: string, role: string) =>
      endpoint(owner, "/invite-member", { email, role, organizationId: organization.id });
    const invitation = await invite(joinerEmail, "member");
    await invite(invitedMember, "member");
    await invite(invitedOwner, "owner");

    const joiner = await signIn(joinerEmail);
    await endpoint(joiner, "/accept-invitation", { invitationId: invitation.id });
    const team = await endpoint(owner, "/create-team", {
      name: "Platform",
      organizationId: organization.id,
    });
    const asOwner = await peopleOf(owner);
    const joinerMember = asOwner.members.find((member) => member.email === joinerEmail);
    if (!joinerMember) throw new Error("the joiner is not listed among the members");
    await endpoint(owner, "/add-team-member", {
      teamId: team.id,
      userId: joinerMember.userId,
      organizationId: organization.id,
    });

    // The owner sees every pending invitation (the accepted one is gone), with who sent it.
    const owners = await peopleOf(owner);
    expect(
      (await invitationsOf(owner)).map((i) => [i.email, i.role, i.inviterEmail]).sort(),
    ).toEqual(
      [
        [invitedMember, "member", ownerEmail],
        [invitedOwner, "owner", ownerEmail],
      ].sort(),
    );
    expect(owners.teams).toEqual([
      { id: team.id, name: "Platform", memberUserIds: [joinerMember.userId] },
    ]);

    // A member may not invite: the invitations are refused, the members and teams the same.
    expect(await peopleOf(joiner)).toEqual(owners);
    expect(await read(joiner, "getOrganizationInvitations")).toMatchObject({
      status: 403,
      value: { message: "Only the organization's owners and admins can manage its invitations." },
    });

    // An admin sees the pending invitations, but not the one to be an owner.
    await endpoint(owner, "/update-member-role", {
      memberId: joinerMember.id,
      role: "admin",
      organizationId: organization.id,
    });
    expect((await invitationsOf(joiner)).map((i) => i.email)).toEqual([invitedMember]);

    // An expired invitation is no longer pending (the test reads PostgreSQL's tables itself).
    if (database) {
      await database.sql`
        update invitation set expires_at = now() - interval '1 minute'
        where email = ${invitedMember}`;
      expect((await invitationsOf(owner)).map((i) => i.email)).toEqual([invitedOwner]);
    }
  }, 60_000);

  it("stores the organization's invitation language: a known locale or null, nothing else", async () => {
    const cookie = await signIn(uniqueEmail());
    const created = (await endpoint(cookie, "/create", {
      name: "Sprachen",
      slug: `sprachen-${Date.now()}`,
    })) as { id: string };
    const update = (locale: unknown) =>
      fetch(`${url()}/api/auth/organization/update`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url(), cookie },
        body: JSON.stringify({ organizationId: created.id, data: { locale } }),
      });
    const stored = async () => {
      const { value } = await read(cookie, "getWorkspaces");
      return (value as { active: { organization?: { locale?: string | null } } }).active
        .organization?.locale;
    };
    expect(await stored()).toBeNull();
    expect((await update("de")).status).toBe(200);
    expect(await stored()).toBe("de");
    for (const wrong of ["xx", "de-DE", 42]) {
      const refused = await update(wrong);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect(await stored()).toBe("de");
    expect((await update(null)).status).toBe(200);
    expect(await stored()).toBeNull();
  });

  it("is null in the personal workspace", async () => {
    const cookie = await signIn(uniqueEmail());
    expect(await read(cookie, "getOrganizationPeople")).toEqual({ status: 200, value: null });
    expect(await read(cookie, "getOrganizationInvitations")).toEqual({
      status: 200,
      value: null,
    });
  });
});
