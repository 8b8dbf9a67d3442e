import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { type Words, words } from "~/i18n/words";
import type { ErrorCode } from "~/lib/app-error";
import type { KeyCheck } from "~/server/api-keys/verifier.server";
import type { Runtime } from "~/server/app/runtime.server";
import {
  entitlementsOf,
  limitSentence,
  type WorkspaceEntitlements,
} from "~/server/billing/entitlements.server";
import { appErrorResponse } from "~/server/http/json-error.server";
import { countRateLimitRejection } from "~/server/metrics/metrics.server";
import { type Owner, ownerKey } from "~/server/workspaces/workspace.server";

// Who is calling: the API key in `Authorization: Bearer` or `x-api-key`, checked by the verifier
// (one query per key per second at most), then counted against its workspace's request limit.

/** The key's owner and who was shown it, once the key checked out. */
export type Caller = Extract<KeyCheck, { ok: true }>;

/** Keys look like `tl_` and 61 or more letters, digits, `-` or `_`. */
const KEY_SHAPE = /^tl_[A-Za-z0-9_-]{20,250}$/;

/** RFC 6750 §3: a request without a bearer token is told the scheme to use. */
const CHALLENGE = 'Bearer realm="api"';
/** ...and a bearer token that is not (or no longer) good is an invalid token. */
const INVALID_TOKEN = 'Bearer realm="api", error="invalid_token"';

type KeyRejection = { code: ErrorCode; message: Words };

const MISSING: KeyRejection = {
  code: "API_KEY_MISSING",
  message: words(m.api_error_key_missing, {}),
};
const MALFORMED: KeyRejection = {
  code: "API_KEY_MALFORMED",
  message: words(m.api_error_key_malformed, {}),
};

const KEY_PROBLEMS: Record<Exclude<KeyCheck, { ok: true }>["reason"], KeyRejection> = {
  unknown: { code: "API_KEY_INVALID", message: words(m.api_error_key_invalid, {}) },
  revoked: { code: "API_KEY_REVOKED", message: words(m.api_error_key_revoked, {}) },
  expired: { code: "API_KEY_EXPIRED", message: words(m.api_error_key_expired, {}) },
  suspended: { code: "API_KEY_SUSPENDED", message: words(m.api_error_key_suspended, {}) },
};

function unauthorized({ code, message }: KeyRejection, challenge: string): Response {
  return appErrorResponse(code, message, { "www-authenticate": challenge });
}

/** The response for a key that checked out but is gone a moment later (deleted with its owner). */
export function keyGone(): Response {
  return unauthorized(KEY_PROBLEMS.unknown, INVALID_TOKEN);
}

/** The key the request presents, or the 401 that says what is wrong with it. */
function presentedKey(request: Request): string | Response {
  const authorization = request.headers.get("authorization");
  const header = request.headers.get("x-api-key");
  if (authorization === null && header === null) return unauthorized(MISSING, CHALLENGE);
  const key =
    authorization !== null ? /^Bearer (\S+)$/i.exec(authorization.trim())?.[1] : header?.trim();
  if (key && KEY_SHAPE.test(key)) return key;
  const bearer = authorization === null || /^Bearer\s/i.test(authorization.trim());
  return unauthorized(MALFORMED, bearer ? INVALID_TOKEN : CHALLENGE);
}

type KeyAuthDeps = Pick<Runtime, "apiKeys" | "billing" | "env">;

/** The workspace that owns the caller's key: a user or an organization. */
export function ownerOf(caller: Caller): Owner {
  return caller.owner.kind === "user"
    ? { kind: "user", id: caller.owner.id }
    : { kind: "organization", id: caller.owner.id };
}

/**
 * Calls a key may make per window: API_RATE_LIMIT_MAX when set, else its owner's plan's calls a
 * minute scaled to the window (ADR 045).
 */
function callsPerWindow(
  env: Pick<Runtime["env"], "apiRateLimit">,
  { plan }: WorkspaceEntitlements,
): number {
  const { max, window } = env.apiRateLimit;
  return max ?? Math.max(1, Math.round((plan.entitlements.apiCallsPerMinute * window) / 60));
}

export interface Admitted {
  caller: Caller;
  /** The key's RateLimit-* headers, for every response to it. */
  rateHeaders: Record<string, string>;
}

/**
 * The caller, or the response that turns them away: 401 for a missing or bad key, 429 once the
 * workspace's limit is spent. A refused key spends nothing. Synchronous while the key is cached.
 */
export function admit(
  deps: KeyAuthDeps,
  request: Request,
  refusable = true,
): Admitted | Response | Promise<Admitted | Response> {
  const key = presentedKey(request);
  if (typeof key !== "string") return key;
  const check = deps.apiKeys.verifier.check(key);
  return check instanceof Promise
    ? check.then((done) => decide(deps, done, refusable))
    : decide(deps, check, refusable);
}

/**
 * The 401 for a request whose key is missing, malformed or not good; the caller for a good key.
 * `admit` without the count: for /mcp, whose tool calls each pass `admit` at the REST API.
 */
export function keyRefusal(
  deps: Pick<Runtime, "apiKeys">,
  request: Request,
): Caller | Response | Promise<Caller | Response> {
  const key = presentedKey(request);
  if (typeof key !== "string") return key;
  const check = deps.apiKeys.verifier.check(key);
  return check instanceof Promise ? check.then(callerOrRefusal) : callerOrRefusal(check);
}

function callerOrRefusal(check: KeyCheck): Caller | Response {
  return check.ok ? check : refused(check);
}

function refused(check: Exclude<KeyCheck, { ok: true }>): Response {
  return unauthorized(KEY_PROBLEMS[check.reason], INVALID_TOKEN);
}

function decide(
  deps: KeyAuthDeps,
  check: KeyCheck,
  refusable: boolean,
): Admitted | Response | Promise<Admitted | Response> {
  if (!check.ok) return refused(check);
  const owner = ownerOf(check);
  const entitlements = entitlementsOf(deps.billing.subscriptions, owner);
  return entitlements instanceof Promise
    ? entitlements.then((known) => count(deps, check, owner, known, refusable))
    : count(deps, check, owner, entitlements, refusable);
}

/**
 * Counts the call against its workspace's limit. A call that is not `refusable` (the limits'
 * own report) is answered once the limit is spent, uncounted in its window, as the limiter
 * counts no refused call; it still counts in the period's use.
 */
function count(
  deps: KeyAuthDeps,
  check: Caller,
  owner: Owner,
  entitlements: WorkspaceEntitlements,
  refusable: boolean,
): Admitted | Response {
  // Per workspace, as the plan sells it: another key, or the same one made again, shares it.
  const decision = deps.apiKeys.limiter.hit(
    ownerKey(owner),
    callsPerWindow(deps.env, entitlements),
  );
  const rateHeaders = {
    "ratelimit-limit": String(decision.limit),
    "ratelimit-remaining": String(decision.remaining),
    "ratelimit-reset": String(decision.reset),
  };
  if (!decision.allowed && refusable) {
    countRateLimitRejection("api_key");
    // The plan's limit is named unless the deployment set one for every key.
    const named = deps.env.apiRateLimit.max === undefined ? entitlements.plan : undefined;
    const message = (locale: Locale) => {
      const wait = m.api_error_rate_limited({ seconds: decision.reset }, { locale });
      return named ? `${wait} ${limitSentence(named, "apiCallsPerMinute", locale)}` : wait;
    };
    return appErrorResponse("RATE_LIMITED", message, {
      ...rateHeaders,
      "retry-after": String(decision.reset),
    });
  }
  deps.apiKeys.usage.record(check.keyId, owner);
  return { caller: check, rateHeaders };
}
