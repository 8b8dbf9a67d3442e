import type { authClient } from "./auth-client";

/**
 * Better Auth's client, loaded when first needed. The sign-in screens use this, so the client
 * (about 11 KB compressed) is fetched when a visitor presses a button, not with the page.
 */
export function loadAuthClient(): Promise<typeof authClient> {
  return import("./auth-client").then((module) => module.authClient);
}
