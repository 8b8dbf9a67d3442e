import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";

// A sign-out waits for both: a read sent once the session has ended is answered 401, which the
// browser reports as a failed load.

/** Resolves once the router has no navigation under way (its guards and loaders read too). */
export function navigationSettled(router: AnyRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.status === "idle") return resolve();
    const unsubscribe = router.subscribe("onResolved", () => {
      unsubscribe();
      resolve();
    });
  });
}

/** Resolves once no query is fetching. */
export function readsSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => queryClient.isFetching() === 0;
    if (settled()) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
