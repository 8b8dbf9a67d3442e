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
import { authRefusal } from "./auth-errors.server";
import type { HookContext } from "./hook-context.server";
import {
  MailAllowance,
  type MailKind,
  networkOf,
  passwordChangeCounter,
  passwordSignInCounter,
} from "./limits.server";
import { rulePlugin } from "./rule-plugin.server";

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
  return authRefusal("TOO_MANY_REQUESTS", withWait(sentence, retryAfter), {
    "Retry-After": String(retryAfter),
  });
}

/** "Too many attempts. Try again in 5 minutes.": a limit's sentence and the wait, in one locale. */
export function withWait(sentence: Words, retryAfter: number): Words {
  return (locale) =>
    `${sentence(locale)} ${m.error_limit_try_again({ wait: waitInWords(retryAfter, locale) }, { locale })}`;
}

const MAIL_LIMIT_MESSAGE = words(m.error_limit_mails_to_address, {});
/** Calls that mail the caller's own address after the response. */
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

  /**
   * Refuses a call that would mail `address` later once its allowance is spent, and reserves
   * the mail for the call's send (`MailAllowance.reserve`).
   */
  async function checkMailAllowance(
    kind: MailKind,
    address: string,
    headers: Headers | undefined,
  ): Promise<void> {
    const decision = await allowance.reserve(kind, address, networkOf(headers));
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
   * allowance is already spent, else reserves the mail (given back if the call fails). Calls made
   * signed out get no such answer, since it would tell whether mail went to an account. `mailed`
   * is the mail the call would send, and to which address; undefined when it sends none.
   */
  function ownMailCheck(
    mailed: (
      body: Record<string, unknown>,
      email: string,
    ) => readonly [MailKind, string] | undefined,
  ) {
    return async function checkOwnMailAllowance(ctx: HookContext): Promise<void> {
      const session = await getSessionFromCtx(ctx);
      if (!session) return;
      const check = mailed((ctx.body ?? {}) as Record<string, unknown>, session.user.email);
      if (check) await checkMailAllowance(check[0], check[1], ctx.request?.headers);
    };
  }

  /** Password guesses per address, whoever asks and from wherever. */
  async function limitSignInGuesses(ctx: HookContext): Promise<void> {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return;
    await limit(
      passwordSignInCounter(limits, email),
      "auth_password_address",
      words(m.error_limit_sign_in_attempts, {}),
    );
  }

  /** Current-password guesses per user, from wherever. */
  async function limitPasswordChangeGuesses(ctx: HookContext): Promise<void> {
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    await limit(
      passwordChangeCounter(limits, "change-password", session.user.id),
      "auth_password_user",
      words(m.error_limit_attempts, {}),
    );
  }

  return {
    checkMailAllowance,
    mailLater,
    mailSignInLink,
    limitSignInGuesses,
    limitPasswordChangeGuesses,
    /** Signed-in calls that mail the caller: refused at once when the allowance is spent. */
    ownMail: rulePlugin({
      id: "own-mail",
      before: {
        "/change-email": ownMailCheck((_body, email) =>
          env.changeEmailEnabled ? ["change-email", email] : undefined,
        ),
        "/send-verification-email": ownMailCheck((body, email) =>
          typeof body.email === "string" && body.email.toLowerCase() === email
            ? ["verify-email", body.email]
            : undefined,
        ),
        "/delete-user": ownMailCheck((body, email) =>
          env.deleteAccountEnabled &&
          body.password === undefined &&
          body.freshSession === undefined &&
          body.token === undefined
            ? ["delete-account", email]
            : undefined,
        ),
      },
    }),
  };
}

export type AddressLimits = ReturnType<typeof addressLimits>;
