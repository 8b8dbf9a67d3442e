import { allows, type Permission } from "./organization-roles";

// What an API key may do on the REST API (ADR 084): each operation needs one scope, a key holds
// the scopes chosen at its creation, and an organization key's holder's current role bounds
// them. Client-safe: the key form lists the same catalogue.

/** Every scope, `resource:action`, in the order the key form shows them. */
export const API_SCOPES = [
  "account:read",
  "keys:read",
  "subscriptions:read",
  "subscriptions:write",
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

function isApiScope(value: unknown): value is ApiScope {
  return typeof value === "string" && (API_SCOPES as readonly string[]).includes(value);
}

/** The scopes a new key gets ticked in the form: every read. */
export const READ_SCOPES: readonly ApiScope[] = API_SCOPES.filter((scope) =>
  scope.endsWith(":read"),
);

/**
 * What a role must be allowed in the organization for a key it holds to use each scope: reading
 * needs what every member may do (see the key), changing the subscription needs billing.
 */
const SCOPE_NEEDS: Record<ApiScope, Permission> = {
  "account:read": { apiKey: ["read"] },
  "keys:read": { apiKey: ["read"] },
  "subscriptions:read": { apiKey: ["read"] },
  "subscriptions:write": { billing: ["manage"] },
};

/** The scopes an organization role lets a key it holds use; none for an unknown role. */
export function scopesOfRole(role: string | null | undefined): ApiScope[] {
  return API_SCOPES.filter((scope) => allows(role, SCOPE_NEEDS[scope]));
}

/**
 * Scopes as the API key plugin stores `permissions`: `{ resource: [actions] }` as JSON, so that
 * its own `verifyApiKey({ permissions })` reads the product's keys right.
 */
export function scopesToPermissions(scopes: readonly ApiScope[]): Record<string, string[]> {
  const permissions: Record<string, string[]> = {};
  for (const scope of API_SCOPES) {
    if (!scopes.includes(scope)) continue;
    const [resource, action] = scope.split(":") as [string, string];
    permissions[resource] = [...(permissions[resource] ?? []), action];
  }
  return permissions;
}

/**
 * The scopes of a stored `permissions` text. A key made before scopes existed has none stored
 * and keeps every scope (its holder's role still bounds it); unknown entries are dropped.
 */
export function scopesOfPermissions(stored: string | null): ApiScope[] {
  if (stored === null) return [...API_SCOPES];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (typeof parsed !== "object" || parsed === null) return [];
  return API_SCOPES.filter((scope) => {
    const [resource, action] = scope.split(":") as [string, string];
    const actions = (parsed as Record<string, unknown>)[resource];
    return Array.isArray(actions) && actions.includes(action);
  });
}

/**
 * The scopes a `permissions` record names (the API key plugin's shape, which its client sends),
 * or the first entry that is no scope of the catalogue.
 */
export function scopesOfRecord(
  permissions: Record<string, readonly string[]>,
): { scopes: ApiScope[] } | { unknown: string } {
  const scopes: ApiScope[] = [];
  for (const [resource, actions] of Object.entries(permissions)) {
    for (const action of actions) {
      const scope = `${resource}:${action}`;
      if (!isApiScope(scope)) return { unknown: scope };
      if (!scopes.includes(scope)) scopes.push(scope);
    }
  }
  return { scopes };
}
