import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { PASSWORD_TOO_COMMON } from "~/lib/password-policy";
import { waitInWords } from "~/lib/wait-in-words";
import { getRuntime } from "~/server/app/runtime.server";
import { isCommonPassword } from "~/server/auth/common-passwords.server";
import { passwordChangeCounter } from "~/server/auth/limits.server";
import { authenticated } from "~/server/auth/session.functions";
import { refuseWhileImpersonating, requestHeaders } from "~/server/auth/session.server";
import { refuse } from "~/server/http/function-errors.server";
import { countRateLimitRejection } from "~/server/metrics/metrics.server";
import { accountSettings, listSessions } from "./account.server";

/** What the settings screen needs to know beyond the session: password, providers, limits. */
export const getAccountSettings = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => accountSettings(await getRuntime(), context.session.user.id));

/** The user's sessions, this one marked, each with the handle /revoke-session takes. */
export const getMySessions = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(async ({ context }) => listSessions(await getRuntime(), context.session));

/**
 * Sets a first password for an account that has none (magic-link and social users). Better
 * Auth's /set-password is server-only, so the browser reaches it through here. A password
 * outlives sessions, so this asks for a fresh session, and it is limited per user: each call
 * costs a memory-hard hash. Refused to an admin acting as the user (ADR 036).
 */
export const setPasswordFn = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.object({ newPassword: z.string().min(1).max(1024) }))
  .handler(async ({ context, data }) => {
    refuseWhileImpersonating(context.session);
    const runtime = await getRuntime();
    const { user, session } = context.session;
    if ((await accountSettings(runtime, user.id)).hasPassword) {
      refuse("PASSWORD_ALREADY_SET", words(m.error_password_already_set, {}));
    }
    if (await isCommonPassword(data.newPassword)) {
      refuse(PASSWORD_TOO_COMMON.code, words(m.error_password_too_common, {}));
    }
    const freshAge = runtime.env.freshAge * 1000;
    if (freshAge !== 0 && Date.now() - new Date(session.createdAt).getTime() >= freshAge) {
      refuse("SESSION_EXPIRED", words(m.error_session_expired, {}));
    }
    const counter = passwordChangeCounter(runtime.env.authLimits, "set-password", user.id);
    const decision = await runtime.rateLimits.consume(counter.key, counter.rule);
    if (!decision.allowed) {
      countRateLimitRejection("auth_password_user");
      refuse("TOO_MANY_REQUESTS", (locale) =>
        m.error_too_many_attempts({ wait: waitInWords(decision.retryAfter, locale) }, { locale }),
      );
    }
    return runtime.auth.api.setPassword({
      body: { newPassword: data.newPassword },
      headers: requestHeaders(),
    });
  });
