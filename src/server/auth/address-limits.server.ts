import { type APIError, getSessionFromCtx } from "better-auth/api";
import type { Env } from "~/env.server";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import { waitInWords } from "~/lib/wait-in-words";
import { logEvent } from "~/server/http/request-log.server";
import type { MailContent } from "~/server/mail/message";
import { MailDeliveryError, type Mailer } from "~/server/mail/transport.server";
import { countRateLimitRejection, type RateLimitName } from "~/server/metrics/metrics.server";
import type { RateLimitRule, RateLimitStore } from "~/server/platform/rate-limit.server";
import { DELETE_ACCOUNT_TOKEN_TTL_SECONDS, EMAIL_TOKEN_TTL_SECONDS } from "./account-rules.server";
import { refusal } from "./call-language.server";
import type { AuthPath } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";
import {
  MailAllowance,
  type MailKind,
  networkOf,
  passwordChangeCounter,
  passwordSignInCounter,
} from "./limits.server";
import { pathIn, rulePlugin } from "./rule-plugin.server";

// The auth endpoints' own limits per address and per user (ADR 014, ADR 018), on top of Better
// Auth's per-IP ones: the mails an address may be sent, and the password guesses an address or
// a user may make. Each error is a 429 with Retry-After, in the words the client shows.

export const MAGIC_LINK_TTL_SECONDS = 5 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;

/** How long the link in each kind of mail stays valid. */
const LINK_LIFETIMES: Record<MailKind, number> = {
  "magic-link": MAGIC_LINK_TTL_SECONDS,
  "reset-password": RESET_PASSWORD_TTL_SECONDS,
  "verify-email": EMAIL_TOKEN_TTL_SECONDS,
  "change-email": EMAIL_TOKEN_TTL_SECONDS,
  "delete-account": DELETE_ACCOUNT_TOKEN_TTL_SECONDS,
  invitation: 0,
};

/**
 * An error the client shows as it is, with the standard Retry-After header; counted in the
 * metrics under the rule that made it.
 */
export function tooManyRequests(
  rule: RateLimitName,
  sentence: Words,
  retryAfter: number,
): Promise<APIError> {
  countRateLimitRejection(rule);
  return refusal(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_REQUESTS", message: withWait(sentence, retryAfter) },
    { "Retry-After": String(retryAfter) },
  );
}

/** "Too many attempts. Try again in 5 minutes.": a limit's sentence and the wait, in one locale. */
export function withWait(sentence: Words, retryAfter: number): Words {
  return (locale) =>
    `${sentence(locale)} ${m.error_limit_try_again({ wait: waitInWords(retryAfter, locale) }, { locale })}`;
}

const MAIL_LIMIT_MESSAGE = words(m.error_limit_mails_to_address, {});
/** Calls that mail the caller's own address after the response. */
const OWN_MAIL_PATHS = new Set<AuthPath>([
  "/change-email",
  "/send-verification-email",
  "/delete-user",
]);
const LINK_LIMIT_MESSAGE = words(m.error_limit_links_to_address, {});

export interface AddressLimitDependencies {
  env: Env;
  /** Where the counts are kept (the database, or Redis). */
  rateLimits: RateLimitStore;
  mailer: Mailer;
}

export function addressLimits({ env, rateLimits, mailer }: AddressLimitDependencies) {
  const limits = env.authLimits;
  const allowance = new MailAllowance(rateLimits, limits, {
    ...LINK_LIFETIMES,
    invitation: env.invitationTtlSeconds,
  });

  /** Counts one hit; rejects with `limitMessage` once the counter is spent. */
  async function limit(
    counter: { key: string; rule: RateLimitRule },
    name: RateLimitName,
    limitMessage: Words,
  ) {
    const decision = await rateLimits.consume(counter.key, counter.rule);
    if (!decision.allowed) throw await tooManyRequests(name, limitMessage, decision.retryAfter);
  }

  /** Refuses a call that would mail `address` later once its allowance is spent; counts nothing. */
  async function checkMailAllowance(
    kind: MailKind,
    address: string,
    headers: Headers | undefined,
  ): Promise<void> {
    const decision = await allowance.check(kind, address, networkOf(headers));
    if (!decision.allowed)
      throw await tooManyRequests("auth_mail", MAIL_LIMIT_MESSAGE, decision.retryAfter);
  }

  /**
   * A mail sent after the response (Better Auth hands it to `advanced.backgroundTasks`): counted
   * against the address just before it goes, and dropped when the address's allowance is spent.
   * Nobody waits for it, so a failure is logged here and not rethrown.
   */
  async function mailLater(
    kind: MailKind,
    to: string,
    request: Request | undefined,
    content: MailContent,
  ): Promise<void> {
    const taken = await allowance.take(kind, to, networkOf(request?.headers));
    if (!taken.allowed) {
      logEvent("info", "Mail not sent: the address's allowance is spent", { kind });
      return;
    }
    try {
      await mailer.send({ to, ...content });
    } catch (error) {
      await taken.giveBack();
      // The SMTP mailer has said why already; anything else is said here.
      if (!(error instanceof MailDeliveryError)) logEvent("warn", "Mail not sent", { kind, error });
    }
  }

  /**
   * A sign-in link, sent while the call waits: refused with 429 once the address's allowance is
   * spent. Nothing half-done: `undo` drops the link's token when it is refused or cannot be
   * sent, and an unsent mail spends no allowance (the per-IP limit still counted the try).
   */
  async function mailSignInLink(
    to: string,
    headers: Headers | undefined,
    content: MailContent,
    undo: () => Promise<unknown> | undefined,
  ): Promise<void> {
    const taken = await allowance.take("magic-link", to, networkOf(headers));
    if (!taken.allowed) {
      await undo();
      throw await tooManyRequests("auth_mail", LINK_LIMIT_MESSAGE, taken.retryAfter);
    }
    try {
      await mailer.send({ to, ...content });
    } catch (error) {
      await Promise.allSettled([undo(), taken.giveBack()]);
      throw error;
    }
  }

  /**
   * Before a signed-in call that mails the caller's own addresses later: says 429 when an
   * allowance is already spent, counting nothing (the mail counts when it is sent). Calls made
   * signed out get no such answer, since it would tell whether mail went to an account.
   */
  async function checkOwnMailAllowance(ctx: HookContext): Promise<void> {
    if (!OWN_MAIL_PATHS.has(ctx.path)) return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const checks: [MailKind, string][] = [];
    if (ctx.path === "/change-email" && env.changeEmailEnabled) {
      checks.push(["change-email", session.user.email]);
    }
    if (ctx.path === "/send-verification-email" && typeof body.email === "string") {
      if (body.email.toLowerCase() === session.user.email)
        checks.push(["verify-email", body.email]);
    }
    if (ctx.path === "/delete-user" && env.deleteAccountEnabled) {
      const byLink = body.password === undefined && body.freshSession === undefined;
      if (byLink && body.token === undefined) checks.push(["delete-account", session.user.email]);
    }
    for (const [kind, address] of checks) {
      await checkMailAllowance(kind, address, ctx.request?.headers);
    }
  }

  /** Password guesses per address and per user, whoever asks and from wherever. */
  async function passwordLimits(ctx: HookContext): Promise<void> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
      await limit(
        passwordSignInCounter(limits, body.email),
        "auth_password_address",
        words(m.error_limit_sign_in_attempts, {}),
      );
    }
    if (ctx.path === "/change-password") {
      const session = await getSessionFromCtx(ctx);
      if (session) {
        await limit(
          passwordChangeCounter(limits, "change-password", session.user.id),
          "auth_password_user",
          words(m.error_limit_attempts, {}),
        );
      }
    }
  }

  return {
    checkMailAllowance,
    mailLater,
    mailSignInLink,
    passwordLimits,
    /** Signed-in calls that mail the caller: refused at once when the allowance is spent. */
    ownMail: rulePlugin({
      id: "own-mail",
      before: [{ matcher: pathIn(...OWN_MAIL_PATHS), handler: checkOwnMailAllowance }],
    }),
  };
}

export type AddressLimits = ReturnType<typeof addressLimits>;
