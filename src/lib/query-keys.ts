// Every TanStack Query key of the app, so a mutation can invalidate exactly what it changes.
export const queryKeys = {
  session: ["session"] as const,
  subscriptions: { list: ["subscriptions", "list"] as const },
  apiKeys: { list: ["apiKeys", "list"] as const },
};
