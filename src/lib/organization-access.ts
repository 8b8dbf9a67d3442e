import { createAccessControl } from "better-auth/plugins/access";

// Who may do what in an organization: one table, read by Better Auth's organization plugin (its
// own endpoints check it), by the product's server functions and REST routes (billing, keys,
// ownership), and by the screens (which only hide what the server would refuse anyway).
// README.md shows it as a table; tests/organization-permissions.test.ts proves every cell at
// the doors.

export const ORGANIZATION_ROLES = ["owner", "admin", "member"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

const statements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  billing: ["manage"],
  apiKey: ["create", "read", "update", "delete"],
} as const;

export const ac = createAccessControl(statements);

const manageMembers = {
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  apiKey: ["create", "read", "update", "delete"],
} as const;

export const roles = {
  owner: ac.newRole({
    ...manageMembers,
    organization: ["update", "delete"],
    billing: ["manage"],
  }),
  admin: ac.newRole({ ...manageMembers, organization: ["update"] }),
  member: ac.newRole({ apiKey: ["read"] }),
};

/** A role's rank: nobody grants a role above their own (owners grant any). */
export const ROLE_RANK: Record<OrganizationRole, number> = { owner: 3, admin: 2, member: 1 };

export type Permission = {
  [R in keyof typeof statements]?: (typeof statements)[R][number][];
};

/** Whether `role` may do everything `permission` names. Unknown roles may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!role || !(role in roles)) return false;
  return roles[role as OrganizationRole].authorize(permission).success;
}

export function isOrganizationRole(value: unknown): value is OrganizationRole {
  return typeof value === "string" && (ORGANIZATION_ROLES as readonly string[]).includes(value);
}
