import { describe, expect, it } from "vitest";
import {
  assignableRoles,
  invitationProblem,
  mayManageBilling,
  mayManageKey,
  mayManageWebhooks,
  memberActions,
  openInvitations,
  permissionsOf,
  roleWithArticle,
  suggestedSlug,
} from "./access";

describe("the roles someone may give", () => {
  it("lets owners give any role, admins admin or member, members only member", () => {
    expect(assignableRoles("owner")).toEqual(["member", "admin", "owner"]);
    expect(assignableRoles("admin")).toEqual(["member", "admin"]);
    expect(assignableRoles("member")).toEqual(["member"]);
  });

  it("names a role in a sentence", () => {
    expect(roleWithArticle("admin")).toBe("an admin");
    expect(roleWithArticle("owner")).toBe("an owner");
    expect(roleWithArticle("member")).toBe("a member");
  });
});

describe("what a viewer may do to a member", () => {
  const owner = { userId: "o", role: "owner" as const };
  const admin = { userId: "a", role: "admin" as const };
  const member = { userId: "m", role: "member" as const };
  const none = { roles: [], remove: false, makeOwner: false };

  it("lets an owner change, remove and hand over to anyone else", () => {
    expect(memberActions(owner, admin)).toEqual({
      roles: ["member", "admin", "owner"],
      remove: true,
      makeOwner: true,
    });
    expect(memberActions(owner, member).makeOwner).toBe(true);
    expect(memberActions(owner, { userId: "o2", role: "owner" })).toEqual({
      roles: ["member", "admin", "owner"],
      remove: true,
      makeOwner: false,
    });
  });

  it("lets an admin act on admins and members, never on owners, and never promote to owner", () => {
    expect(memberActions(admin, member)).toEqual({
      roles: ["member", "admin"],
      remove: true,
      makeOwner: false,
    });
    expect(memberActions(admin, { userId: "a2", role: "admin" }).remove).toBe(true);
    expect(memberActions(admin, owner)).toEqual(none);
  });

  it("lets members act on nobody, and nobody act on themselves", () => {
    expect(memberActions(member, { userId: "m2", role: "member" })).toEqual(none);
    expect(memberActions(owner, owner)).toEqual(none);
    expect(memberActions(admin, admin)).toEqual(none);
  });
});

describe("the API key of the active workspace", () => {
  it("is managed by anyone in their personal workspace and by owners and admins of an organization", () => {
    expect(mayManageKey({ kind: "personal" })).toBe(true);
    expect(mayManageKey({ kind: "organization", role: "owner" })).toBe(true);
    expect(mayManageKey({ kind: "organization", role: "admin" })).toBe(true);
    expect(mayManageKey({ kind: "organization", role: "member" })).toBe(false);
  });
});

describe("the webhook endpoints of the active workspace", () => {
  it("are managed by anyone in their personal workspace and by owners and admins of an organization", () => {
    expect(mayManageWebhooks({ kind: "personal" })).toBe(true);
    expect(mayManageWebhooks({ kind: "organization", role: "owner" })).toBe(true);
    expect(mayManageWebhooks({ kind: "organization", role: "admin" })).toBe(true);
    expect(mayManageWebhooks({ kind: "organization", role: "member" })).toBe(false);
  });
});

describe("billing in the active workspace", () => {
  it("is managed by anyone in their personal workspace and by owners of an organization", () => {
    expect(mayManageBilling({ kind: "personal" })).toBe(true);
    expect(mayManageBilling({ kind: "organization", role: "owner" })).toBe(true);
    expect(mayManageBilling({ kind: "organization", role: "admin" })).toBe(false);
    expect(mayManageBilling({ kind: "organization", role: "member" })).toBe(false);
  });
});

describe("the suggested short name", () => {
  it("follows the name while it is still the suggestion", () => {
    expect(suggestedSlug("", "", "A")).toBe("a");
    expect(suggestedSlug("Acme", "acme", "Acme & Sons")).toBe("acme-sons");
  });

  it("keeps a short name the person typed", () => {
    expect(suggestedSlug("Acme", "my-own", "Acme & Sons")).toBe("my-own");
  });
});

describe("open invitations", () => {
  const now = new Date("2026-01-02T00:00:00Z");
  it("keeps pending invitations that have not expired", () => {
    const invitations = [
      { id: "open", status: "pending", expiresAt: "2026-01-03T00:00:00Z" },
      { id: "expired", status: "pending", expiresAt: "2026-01-01T00:00:00Z" },
      { id: "accepted", status: "accepted", expiresAt: "2026-01-03T00:00:00Z" },
      { id: "at-now", status: "pending", expiresAt: now },
    ];
    expect(openInvitations(invitations, now).map((i) => i.id)).toEqual(["open"]);
  });
});

describe("the invitation page's states", () => {
  it("reads Better Auth's errors", () => {
    expect(invitationProblem({ status: 400, code: "INVITATION_NOT_FOUND" })).toBe("gone");
    expect(invitationProblem({ status: 400, code: "VALIDATION_ERROR" })).toBe("gone");
    expect(
      invitationProblem({ status: 403, code: "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION" }),
    ).toBe("wrong-address");
    expect(
      invitationProblem({ status: 403, code: "EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION" }),
    ).toBe("unverified");
    expect(invitationProblem({ status: 503, code: "SERVICE_UNAVAILABLE" })).toBe("failed");
    expect(invitationProblem({})).toBe("failed");
  });
});

describe("what an organization's pages offer each role", () => {
  it("offers owners everything, admins all but billing and deletion, members nothing to change", () => {
    expect(permissionsOf("owner")).toEqual({
      update: true,
      delete: true,
      invite: true,
      manageTeams: true,
      manageBilling: true,
    });
    expect(permissionsOf("admin")).toEqual({
      update: true,
      delete: false,
      invite: true,
      manageTeams: true,
      manageBilling: false,
    });
    expect(permissionsOf("member")).toEqual({
      update: false,
      delete: false,
      invite: false,
      manageTeams: false,
      manageBilling: false,
    });
  });
});
