// Every TanStack Query key of the app, so a mutation can invalidate exactly what it changes.
export const queryKeys = {
  session: ["session"] as const,
  subscriptions: { list: ["subscriptions", "list"] as const },
  apiKeys: { list: ["apiKeys", "list"] as const },
  account: {
    /** getAccountSettings(): password present, providers, limits, switches. */
    settings: ["account", "settings"] as const,
    /** getMySessions(): the user's sessions without tokens. */
    sessions: ["account", "sessions"] as const,
    /** authClient.listAccounts(): the linked sign-in accounts. */
    linked: ["account", "linked"] as const,
  },
};
