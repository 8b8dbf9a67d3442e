import { createServerFn } from "@tanstack/react-start";
import { setCookie, setResponseHeader } from "@tanstack/react-start/server";
import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { ACTIVITY_CURSOR, ACTIVITY_GROUPS, ACTIVITY_PAGE_SIZE } from "~/lib/activity";
import { waitInWords } from "~/lib/wait-in-words";
import { getRuntime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import { forgetTrustedDevices } from "~/server/auth/two-factor.server";
import { refuse } from "~/server/http/function-errors.server";
import { countRateLimitRejection } from "~/server/metrics/metrics.server";
import { decodeCursor, listEvents, notMeTokenIsLive, spendNotMeToken } from "./activity.server";
import { requestOrigin } from "./request-origin.server";

/** One page of the caller's own timeline, newest first; only ever the session's user's rows. */
export const getMyActivity = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .validator(
    z
      .object({
        cursor: z.string().max(120).regex(ACTIVITY_CURSOR, "Invalid cursor").optional(),
        limit: z.number().int().min(1).max(100).optional(),
        group: z.enum(ACTIVITY_GROUPS).optional(),
      })
      .strict(),
  )
  .handler(async ({ context, data }) => {
    const { database } = await getRuntime();
    return listEvents(database.db, context.session.user.id, {
      cursor: data.cursor === undefined ? undefined : decodeCursor(data.cursor),
      limit: data.limit ?? ACTIVITY_PAGE_SIZE,
      group: data.group,
    });
  });

// A "This wasn't me" token is 32 random bytes in base64url.
const notMeToken = z.object({ token: z.string().min(1).max(128) }).strict();
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const LINK_FAILED = words(m.error_link_failed, {});

/**
 * Whether a "This wasn't me" link still works, for its page's GET: spends nothing, so a mail
 * scanner's fetch changes nothing. Open to signed-out callers: the token is the credential.
 */
export const previewNotMeLink = createServerFn({ method: "POST" })
  .validator(notMeToken)
  .handler(async ({ data }) => {
    if (!TOKEN_SHAPE.test(data.token)) return { live: false };
    const { database } = await getRuntime();
    return { live: await notMeTokenIsLive(database.db, data.token) };
  });

/** Presses of the "This wasn't me" button per client network in ten minutes. */
const REPORTS_PER_NETWORK = { window: 600, max: 20 };

/**
 * "This wasn't me": spends the token and signs out every session of the account it was mailed
 * for, this browser's too. Limited per network, so nobody guesses tokens at speed.
 */
export const reportNotMe = createServerFn({ method: "POST" })
  .validator(notMeToken)
  .handler(async ({ data }) => {
    const runtime = await getRuntime();
    const origin = requestOrigin(runtime);
    const decision = await runtime.rateLimits.consume(
      `not-me:${origin.network ?? "unknown"}`,
      REPORTS_PER_NETWORK,
    );
    if (!decision.allowed) {
      countRateLimitRejection("not_me");
      setResponseHeader("Retry-After", String(decision.retryAfter));
      refuse("TOO_MANY_REQUESTS", (locale) =>
        m.error_too_many_attempts({ wait: waitInWords(decision.retryAfter, locale) }, { locale }),
      );
    }
    const userId = TOKEN_SHAPE.test(data.token)
      ? await spendNotMeToken(runtime.database.db, data.token)
      : undefined;
    if (!userId) refuse("LINK_NOT_VALID", LINK_FAILED);
    const context = await runtime.auth.$context;
    await context.internalAdapter.deleteUserSessions(userId);
    // A browser trusted to skip the two-factor step may be the one that wasn't them.
    await forgetTrustedDevices(runtime.database.db, userId);
    await runtime.activity.record(userId, "all_sessions_revoked", origin, { reason: "not-me" });
    // Whoever pressed it is signed out here too; the signed session copy would otherwise show
    // them signed in for its last seconds.
    for (const cookie of [context.authCookies.sessionToken, context.authCookies.sessionData]) {
      const { sameSite, ...attributes } = cookie.attributes;
      setCookie(cookie.name, "", {
        ...attributes,
        sameSite: sameSite?.toLowerCase() as "lax" | "strict" | "none" | undefined,
        maxAge: 0,
      });
    }
    return { status: "signed-out" as const };
  });
