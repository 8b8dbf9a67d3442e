import { describe, expect, it } from "vitest";
import { can } from "./organization-access";
import {
  allows,
  ORGANIZATION_ROLES,
  type Permission,
  ROLE_PERMISSIONS,
  STATEMENTS,
} from "./organization-roles";

// The screens read the table with `allows`, the server with Better Auth's access control
// (`can`): both must give the same response to every question a role can be asked.
const resources = Object.keys(STATEMENTS) as (keyof typeof STATEMENTS)[];
const single: Permission[] = resources.flatMap((resource) =>
  STATEMENTS[resource].map((action) => ({ [resource]: [action] })),
);
const whole: Permission[] = resources.map((resource) => ({
  [resource]: [...STATEMENTS[resource]],
}));
const pairs: Permission[] = single.flatMap((first, index) =>
  single.slice(index + 1).map((second) => ({ ...first, ...second })),
);
const questions: Permission[] = [...single, ...whole, ...pairs];

describe("the permission table read by the screens and by the server", () => {
  it("answers every role and question as Better Auth's access control does", () => {
    for (const role of [...ORGANIZATION_ROLES, "guest", "", null, undefined]) {
      for (const permission of questions) {
        expect(allows(role, permission), `${String(role)} ${JSON.stringify(permission)}`).toBe(
          can(role, permission),
        );
      }
    }
  });

  it("grants each role what the table lists for it, and refuses empty questions", () => {
    expect(allows("owner", ROLE_PERMISSIONS.owner)).toBe(true);
    expect(allows("admin", ROLE_PERMISSIONS.owner)).toBe(false);
    expect(allows("member", { apiKey: ["read"] })).toBe(true);
    expect(allows("member", { apiKey: ["read", "update"] })).toBe(false);
    expect(allows("owner", {})).toBe(can("owner", {}));
    expect(allows("owner", { billing: [] })).toBe(can("owner", { billing: [] }));
    expect(allows("owner", {})).toBe(false);
  });
});
