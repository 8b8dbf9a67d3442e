import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders, setResponseStatus } from "@tanstack/react-start/server";
import { z } from "zod";
import { authenticated } from "~/server/auth/session.functions";
import { getRuntime } from "~/server/runtime.server";
import { accountSettings, listSessions, ownSessionToken } from "./account.server";

function headers(): Headers {
  return new Headers(getRequestHeaders() as unknown as HeadersInit);
}

/** What the settings screen needs to know beyond the session: password, providers, limits. */
export const getAccountSettings = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => accountSettings(await getRuntime(), context.session.user.id));

/** The user's sessions, this one marked, without tokens. */
export const getMySessions = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => listSessions(await getRuntime(), context.session));

/** Revokes one of the user's own sessions by id; another user's id is not found. */
export const revokeSessionById = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ id: z.string().min(1).max(200) }))
  .handler(async ({ context, data }) => {
    const runtime = await getRuntime();
    const token = await ownSessionToken(runtime, context.session.user.id, data.id);
    if (!token) {
      setResponseStatus(404);
      throw new Error("Session not found");
    }
    await runtime.auth.api.revokeSession({ body: { token }, headers: headers() });
    return { status: true };
  });

/**
 * Sets a first password for an account that has none (magic-link and social users). Better
 * Auth's /set-password is server-only, so the browser reaches it through here.
 */
export const setPasswordFn = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ newPassword: z.string().min(1).max(1024) }))
  .handler(async ({ data }) => {
    const { auth } = await getRuntime();
    return auth.api.setPassword({ body: { newPassword: data.newPassword }, headers: headers() });
  });
