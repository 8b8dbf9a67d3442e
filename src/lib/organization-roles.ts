// Who may do what in an organization: the one table. Better Auth's organization plugin reads it
// through src/lib/organization-access.ts (its access control, which the server's endpoints use);
// the screens read it here with a plain lookup, so that a page's first load does not carry
// Better Auth's access-control module and its error table for three roles. The screens only
// hide what the server would refuse anyway; organization-access.test.ts checks that both reads
// agree on every cell. docs/architecture.md shows it as a table; tests/organizations/organization-permissions.test.ts
// proves every cell at the endpoints.

export const ORGANIZATION_ROLES = ["owner", "admin", "member"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const STATEMENTS = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  billing: ["manage"],
  apiKey: ["create", "read", "update", "delete"],
  webhook: ["manage"],
} as const;

export type Permission = {
  [R in keyof typeof STATEMENTS]?: (typeof STATEMENTS)[R][number][];
};

const manageMembers = {
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  apiKey: ["create", "read", "update", "delete"],
} as const satisfies Permission;

export const ROLE_PERMISSIONS = {
  owner: {
    ...manageMembers,
    organization: ["update", "delete"],
    billing: ["manage"],
    webhook: ["manage"],
  },
  admin: { ...manageMembers, organization: ["update"], webhook: ["manage"] },
  member: { apiKey: ["read"] },
} as const satisfies Record<OrganizationRole, Permission>;

/** A role's rank: nobody grants a role above their own (owners grant any). */
export const ROLE_RANK: Record<OrganizationRole, number> = { owner: 3, admin: 2, member: 1 };

export function isOrganizationRole(value: unknown): value is OrganizationRole {
  return typeof value === "string" && (ORGANIZATION_ROLES as readonly string[]).includes(value);
}

/**
 * Whether `role` may do everything `permission` names, read from the table as Better Auth's
 * `authorize` reads it: every action of every resource named, and at least one. Unknown roles
 * may do nothing.
 */
export function allows(role: string | null | undefined, permission: Permission): boolean {
  if (!isOrganizationRole(role)) return false;
  const granted: Permission = ROLE_PERMISSIONS[role];
  const asked = Object.entries(permission) as [keyof Permission, string[] | undefined][];
  return (
    asked.length > 0 &&
    asked.every(
      ([resource, actions = []]) =>
        actions.length > 0 &&
        actions.every((action) =>
          (granted[resource] as readonly string[] | undefined)?.includes(action),
        ),
    )
  );
}
