import { QueryClient } from "@tanstack/react-query";

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * The spec's data-fetching defaults: 3 retries on the client, 1 s doubling to 30 s, gc 5 min.
 * On the server a query client lives for one request; a collection timer would keep it, and the
 * page's data, in memory for five minutes after the response was sent (TanStack Query's own
 * server default is no timer).
 */
export function createQueryClient(): QueryClient {
  const onServer = typeof window === "undefined";
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: onServer ? 0 : 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        // No collection timer on the server: the client lives for one request (see the JSDoc).
        gcTime: onServer ? Number.POSITIVE_INFINITY : 5 * 60 * 1000,
      },
    },
  });
}
