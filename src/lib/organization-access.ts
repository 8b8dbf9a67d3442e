import { createAccessControl } from "better-auth/plugins/access";
import {
  type OrganizationRole,
  type Permission,
  ROLE_PERMISSIONS,
  STATEMENTS,
} from "./organization-roles";

// The table of src/lib/organization-roles.ts as Better Auth's access control: read by its
// organization plugin (its own endpoints check it) and by the product's server functions and
// REST routes (billing, keys, ownership). The screens read the same table without it.

export {
  ORGANIZATION_ROLES,
  type OrganizationRole,
  type Permission,
  ROLE_RANK,
} from "./organization-roles";

export const ac = createAccessControl(STATEMENTS);

export const roles = {
  owner: ac.newRole(ROLE_PERMISSIONS.owner),
  admin: ac.newRole(ROLE_PERMISSIONS.admin),
  member: ac.newRole(ROLE_PERMISSIONS.member),
};

/** Whether `role` may do everything `permission` names. Unknown roles may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!role || !(role in roles)) return false;
  return roles[role as OrganizationRole].authorize(permission).success;
}
