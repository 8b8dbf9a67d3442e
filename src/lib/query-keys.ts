// Every TanStack Query key of the app, so a mutation can invalidate exactly what it changes.
export const queryKeys = {
  session: ["session"] as const,
  /** getPublicConfig(): what the public screens may know of the server's setup. */
  publicConfig: ["publicConfig"] as const,
  subscriptions: {
    /** Everything about the workspace's plan, for a change of subscription. */
    all: ["subscriptions"] as const,
    list: ["subscriptions", "list"] as const,
    /** getEntitlements(): the plan's limits and their use (ADR 045). */
    entitlements: ["subscriptions", "entitlements"] as const,
  },
  checkout: {
    /** getCheckoutResult(): what /success shows for one checkout. */
    result: (checkoutId: string) => ["checkout", "result", checkoutId] as const,
  },
  apiKeys: {
    /** getUserApiKeys(): the user's keys, never the keys themselves. */
    list: ["apiKeys", "list"] as const,
    /** getApiKeyUsage(): calls per day over the last 30 days. */
    usage: ["apiKeys", "usage"] as const,
    /** getPeriodUsage(): this period's calls against the plan's included calls. */
    period: ["apiKeys", "period"] as const,
    /** getApiKeyPlan(): the plan's key count and whether it includes usage history. */
    plan: ["apiKeys", "plan"] as const,
    /** getConnectedAgents(): the MCP clients that connected with the workspace's keys. */
    agents: ["apiKeys", "agents"] as const,
  },
  webhooks: {
    /** getWebhookEndpoints(): the workspace's endpoints, never their secrets. */
    list: ["webhooks", "list"] as const,
    /** getWebhookDeliveries(): one endpoint's latest deliveries. */
    deliveries: (endpointId: string) => ["webhooks", "deliveries", endpointId] as const,
  },
  /** GET /api/v1/openapi.json: the REST API's description. */
  apiDocs: ["apiDocs", "openapi"] as const,
  account: {
    /** getAccountSettings(): password present, providers, limits, switches. */
    settings: ["account", "settings"] as const,
    /** getMySessions(): the user's sessions without tokens. */
    sessions: ["account", "sessions"] as const,
    /** getMyActivity(): the account's timeline, one entry per kind filter ("all" for none). */
    activity: (group: string) => ["account", "activity", group] as const,
    /** Every filter of the timeline, for a change that adds an entry. */
    anyActivity: ["account", "activity"] as const,
    /** authClient.listAccounts(): the linked sign-in accounts. */
    linked: ["account", "linked"] as const,
    /** authClient.passkey.listUserPasskeys(): the user's passkeys, names and dates only. */
    passkeys: ["account", "passkeys"] as const,
    /** authClient.getSession(): whether the user's two-factor authentication is on. */
    twoFactor: ["account", "twoFactor"] as const,
  },
  /** The admin console's billing (ADR 037). */
  adminBilling: {
    /** getBillingOverview(): the first screen's numbers. */
    overview: ["adminBilling", "overview"] as const,
    /** listConsoleSubscriptions(): one page, one filter. */
    subscriptions: (filters: object) => ["adminBilling", "subscriptions", filters] as const,
    /** Every page and filter of the subscriptions, for a change that moves any of them. */
    anySubscriptions: ["adminBilling", "subscriptions"] as const,
    /** listWebhookInbox(): one page, one filter. */
    webhooks: (filters: object) => ["adminBilling", "webhooks", filters] as const,
    anyWebhooks: ["adminBilling", "webhooks"] as const,
    /** listReconcileRuns(): the newest reconciliations. */
    reconcileRuns: ["adminBilling", "reconcileRuns"] as const,
    /** getReconcileRun(): one reconciliation's progress. */
    reconcileRun: (runId: string) => ["adminBilling", "reconcileRun", runId] as const,
  },
  /** getWorkspaces(): the active workspace and every organization the user belongs to. */
  workspaces: ["workspaces"] as const,
  organization: {
    /** getOrganizationPeople(): the active organization's members and teams. */
    people: ["organization", "people"] as const,
    /** getOrganizationInvitations(): its pending invitations (owners and admins). */
    invitations: ["organization", "invitations"] as const,
    /** getOrganizationSeats(): seats bought and used on a seat-priced plan (ADR 054). */
    seats: ["organization", "seats"] as const,
    /** authClient.organization.listUserInvitations(): invitations waiting for the user. */
    myInvitations: ["organization", "myInvitations"] as const,
    /** authClient.organization.getInvitation(): one invitation, as its recipient sees it. */
    invitation: (invitationId: string) => ["organization", "invitation", invitationId] as const,
  },
  admin: {
    /** getImpersonation(): whether an admin acts as the signed-in user (the banner's). */
    impersonation: ["admin", "impersonation"] as const,
    /** listAdminUsers(): one page of the console's users list, per query. */
    users: (query: object) => ["admin", "users", query] as const,
    /** getAdminUser(): one account's page in the console. */
    user: (userId: string) => ["admin", "user", userId] as const,
    /** listAdminAudit(): one page of the audit log. */
    audit: (page: number) => ["admin", "audit", page] as const,
    /** Everything the console shows, for an action that may change any of it. */
    all: ["admin"] as const,
  },
};
