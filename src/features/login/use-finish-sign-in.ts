import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { safeRedirectPath } from "~/lib/redirect";

/**
 * What every sign-in screen does once the session cookie is set: nothing cached while signed out
 * is kept, the guard reads the new session, and the browser goes where it was headed (a path on
 * this site, else the dashboard).
 */
export function useFinishSignIn(redirectTo: string | undefined): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    queryClient.clear();
    await router.invalidate();
    await router.navigate({ href: safeRedirectPath(redirectTo) });
  };
}
