import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
} from "~/lib/password-policy";
import type { AddressLimits } from "./address-limits.server";
import { authError } from "./auth-errors.server";
import type { HookContext } from "./hook-context.server";
import { rulePlugin } from "./rule-plugin.server";

// The most common passwords are refused wherever a password is set (ASVS 5.0 V6.2.4 asks for a
// check against the top passwords). The list is the one zxcvbn-ts ships (@zxcvbn-ts/language-
// common: leaked-password frequency lists), offline; zxcvbn's matchers also catch what the
// length rule lets through: a common word repeated ("password password"), keyboard rows, years.

/** zxcvbn's "very guessable" and below: found within a million guesses. */
const MIN_GUESSES_LOG10 = 6;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Built on first use: the dictionaries take a few hundred milliseconds to rank. */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= import("@zxcvbn-ts/language-common").then(
    (common) =>
      new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/**
 * Whether the password is one an attacker tries among the first million, as typed or with its
 * spaces and punctuation dropped and lower-cased ("Password, password" is "passwordpassword").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  // A password of the wrong length is left to Better Auth's own response ("Password too short").
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  const zxcvbn = await passwordEstimator();
  const squeezed = password.toLowerCase().replace(/[\s\p{P}]+/gu, "");
  // zxcvbn's cost grows with the length; the product's maximum bounds it.
  return [password, squeezed].some(
    (candidate) => zxcvbn.check(candidate.slice(0, 100)).guessesLog10 < MIN_GUESSES_LOG10,
  );
}

/**
 * Before an endpoint that sets a password over HTTP, each with `newPassword` (/sign-up/email is
 * closed). Better Auth's set-password is server-only and has no path: setPasswordFn, its one
 * caller, asks isCommonPassword itself.
 */
async function refuseCommonPassword(ctx: HookContext): Promise<void> {
  const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
  if (typeof password !== "string") return;
  if (await isCommonPassword(password)) {
    throw authError("PASSWORD_TOO_COMMON", PASSWORD_TOO_COMMON.message);
  }
}

/** Password endpoints: guesses counted per address and per user, common passwords refused. */
export function passwordRules(
  limits: Pick<AddressLimits, "limitSignInGuesses" | "limitPasswordChangeGuesses">,
) {
  return rulePlugin({
    id: "passwords",
    before: {
      "/sign-in/email": limits.limitSignInGuesses,
      "/change-password": [limits.limitPasswordChangeGuesses, refuseCommonPassword],
      "/reset-password": refuseCommonPassword,
    },
  });
}
