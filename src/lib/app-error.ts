// Every error the product's own code makes has a named code, and the code fixes the HTTP
// status: one table for the REST API, the server functions and the admin console (ADR 048).
// The OpenAPI document publishes these codes, with these descriptions, as the Error's `code`.

import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { type Words, wordsIn } from "~/i18n/words";

/** Each code's HTTP status. A code's name never changes once published. */
export const ERROR_STATUS = {
  // Every endpoint
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  ORIGIN_NOT_ALLOWED: 403,
  INCOMPLETE_BODY: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // REST API keys and requests
  API_KEY_MISSING: 401,
  API_KEY_MALFORMED: 401,
  API_KEY_INVALID: 401,
  API_KEY_REVOKED: 401,
  API_KEY_EXPIRED: 401,
  API_KEY_SUSPENDED: 401,
  RATE_LIMITED: 429,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  // Workspaces and organizations
  ROLE_NOT_ALLOWED: 403,
  KEY_HOLDER_NOT_A_MEMBER: 403,
  NOT_A_MEMBER: 404,
  MEMBER_NOT_FOUND: 404,
  TRANSFER_TO_SELF: 403,
  // Subscriptions and checkout
  SUBSCRIPTION_NOT_FOUND: 404,
  SUBSCRIPTION_ALREADY_CANCELLED: 409,
  SUBSCRIPTION_NOT_CANCELLABLE: 409,
  SUBSCRIPTION_NOT_RESUMABLE: 409,
  SUBSCRIPTION_ENDED: 409,
  SUBSCRIPTION_ENDING: 409,
  SUBSCRIPTION_NOT_CHANGEABLE: 409,
  PLAN_UNCHANGED: 409,
  PLAN_CHANGE_REFUSED: 409,
  PROVIDER_BUSY: 409,
  PAYMENT_DECLINED: 402,
  UNKNOWN_PLAN: 400,
  PLAN_FOR_ORGANIZATIONS: 409,
  BILLING_ORGANIZATION_NOT_FOUND: 404,
  NO_BILLING_ACCOUNT: 404,
  PROVIDER_UNAVAILABLE: 502,
  // API keys
  API_KEY_EXISTS: 409,
  API_KEY_NOT_FOUND: 404,
  API_KEY_ENDED: 409,
  // API key scopes and lifetimes (ADR 084)
  INSUFFICIENT_SCOPE: 403,
  KEY_LIFETIME_NOT_IN_PLAN: 400,
  // Account
  USER_NOT_FOUND: 404,
  PASSWORD_ALREADY_SET: 400,
  PASSWORD_TOO_COMMON: 400,
  SESSION_EXPIRED: 403,
  IMPERSONATION_REFUSED: 403,
  LINK_NOT_VALID: 400,
  // Admin console
  CONFIRMATION_MISMATCH: 400,
  OWN_ACCOUNT: 400,
  TARGET_IS_ADMIN: 400,
  TARGET_IS_BANNED: 400,
  NOT_BANNED: 400,
  ROLE_UNCHANGED: 400,
  LISTED_IN_ADMIN_EMAILS: 400,
  ALREADY_VERIFIED: 400,
  EVENT_NOT_FOUND: 404,
  EVENT_NOT_REPLAYABLE: 409,
  CUSTOMER_NOT_FOUND: 404,
  RECONCILIATION_NOT_FOUND: 404,
  // Discount codes at checkout (ADR 052)
  DISCOUNT_CODE_INVALID: 422,
  DISCOUNT_CODE_EXPIRED: 422,
  DISCOUNT_CODE_USED_UP: 422,
  // Plan entitlements (ADR 055)
  PLAN_LIMIT_REACHED: 402,
  FEATURE_NOT_IN_PLAN: 403,
  // Seats (ADR 054)
  NOT_SEAT_PRICED: 409,
  SEAT_COUNT_REFUSED: 409,
  // Better Auth endpoints' rules (ADR 057)
  ONLY_OWNER_OF_ORGANIZATION: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What each code means, for the OpenAPI document and its generated client types. */
export const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  VALIDATION_ERROR: "A parameter, header or body is not valid; `issues` names each problem",
  UNAUTHORIZED: "Sign in to do that",
  NOT_FOUND: "No such endpoint or server function",
  METHOD_NOT_ALLOWED: "The path does not take this method; see Allow",
  ORIGIN_NOT_ALLOWED:
    "A browser page of another site sent the request (its Origin is not the app's)",
  INCOMPLETE_BODY: "The request body was not received in full",
  PAYLOAD_TOO_LARGE: "The body is larger than the endpoint takes",
  UNSUPPORTED_MEDIA_TYPE: "The body is not sent as application/json",
  TOO_MANY_REQUESTS: "Too many attempts from here; see Retry-After",
  INTERNAL_ERROR: "Something went wrong on our side",
  SERVICE_UNAVAILABLE: "The service is unavailable for a moment; see Retry-After",
  API_KEY_MISSING: "No API key was sent",
  API_KEY_MALFORMED: "The API key is not shaped like one",
  API_KEY_INVALID: "No such API key",
  API_KEY_REVOKED: "The API key was revoked",
  API_KEY_EXPIRED: "The API key has expired",
  API_KEY_SUSPENDED: "The key's owner is suspended",
  RATE_LIMITED: "The key's request limit is spent; see Retry-After",
  IDEMPOTENCY_KEY_REUSED: "The Idempotency-Key was used for another request",
  IDEMPOTENCY_KEY_IN_USE: "A request with this Idempotency-Key is still running",
  ROLE_NOT_ALLOWED: "The caller's role in the organization does not allow this",
  KEY_HOLDER_NOT_A_MEMBER: "The organization key's holder is no longer a member",
  NOT_A_MEMBER: "The caller is not a member of the organization",
  MEMBER_NOT_FOUND: "That person is not a member of the organization",
  TRANSFER_TO_SELF: "An owner hands the organization over to another member",
  SUBSCRIPTION_NOT_FOUND: "No such subscription for this owner",
  SUBSCRIPTION_ALREADY_CANCELLED: "The subscription is already set to end",
  SUBSCRIPTION_NOT_CANCELLABLE: "The subscription's status does not allow cancelling",
  SUBSCRIPTION_NOT_RESUMABLE: "Only a subscription cancelled at period end can be resumed",
  SUBSCRIPTION_ENDED: "The subscription has ended: subscribe to a plan instead",
  SUBSCRIPTION_ENDING: "The subscription is set to end: resume it to change plans",
  SUBSCRIPTION_NOT_CHANGEABLE: "The subscription's status does not allow a plan change now",
  PLAN_UNCHANGED: "The subscription is already on this plan",
  PLAN_CHANGE_REFUSED: "The payment provider refused the plan change",
  PROVIDER_BUSY: "The payment provider is still busy with this subscription; retry shortly",
  PAYMENT_DECLINED: "The payment for the new plan was declined; the plan is unchanged",
  UNKNOWN_PLAN: "No plan has this slug or product id",
  PLAN_FOR_ORGANIZATIONS:
    "The plan is priced per seat and bought by an organization: make it the active workspace",
  BILLING_ORGANIZATION_NOT_FOUND: "The paying organization no longer exists",
  NO_BILLING_ACCOUNT: "There is no billing account yet: subscribe to a plan first",
  PROVIDER_UNAVAILABLE: "The payment provider is not available right now",
  API_KEY_EXISTS: "The workspace has its key already: regenerate it instead",
  API_KEY_NOT_FOUND: "No such API key",
  API_KEY_ENDED: "The API key has expired or was disabled: make a new one instead of rolling it",
  INSUFFICIENT_SCOPE: "The API key lacks the scope the operation needs; `message` names it",
  KEY_LIFETIME_NOT_IN_PLAN: "The plan does not allow a key to last that long, or to never expire",
  USER_NOT_FOUND: "No account has this id",
  PASSWORD_ALREADY_SET: "The account has a password already",
  PASSWORD_TOO_COMMON: "The password is among the most common ones",
  SESSION_EXPIRED: "Sign in again to do this",
  IMPERSONATION_REFUSED: "Not allowed while impersonating",
  LINK_NOT_VALID: "The link is not valid or was used already",
  CONFIRMATION_MISMATCH: "Admin console: the typed address is not the account's",
  OWN_ACCOUNT: "Admin console: use your own settings for your own account",
  TARGET_IS_ADMIN: "Admin console: not done to an admin",
  TARGET_IS_BANNED: "Admin console: unban the account first",
  NOT_BANNED: "Admin console: the account is not banned",
  ROLE_UNCHANGED: "Admin console: the account has this role already",
  LISTED_IN_ADMIN_EMAILS: "Admin console: ADMIN_EMAILS names this address",
  ALREADY_VERIFIED: "Admin console: the address is verified already",
  EVENT_NOT_FOUND: "Admin console: no such event in the webhook inbox",
  EVENT_NOT_REPLAYABLE: "Admin console: only failed or ignored events are replayed",
  CUSTOMER_NOT_FOUND: "Admin console: no such user or organization",
  RECONCILIATION_NOT_FOUND: "Admin console: no such reconciliation run",
  DISCOUNT_CODE_INVALID: "No discount has this code, or it does not apply to this plan",
  DISCOUNT_CODE_EXPIRED: "The discount code has expired or is not valid yet",
  DISCOUNT_CODE_USED_UP: "The discount code has been redeemed as often as it may be",
  PLAN_LIMIT_REACHED: "The plan allows no more of this; the message names the plan that does",
  FEATURE_NOT_IN_PLAN:
    "The plan does not include this feature; the message names the plan that does",
  NOT_SEAT_PRICED: "The organization's plan is not priced per seat",
  SEAT_COUNT_REFUSED: "Outside the plan's seats, or below the people holding seats now",
  ONLY_OWNER_OF_ORGANIZATION:
    "The account is an organization's only owner: hand it over or delete it first",
};

/** Every code, in the table's order. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/**
 * An error with its named code; its status is the code's, from ERROR_STATUS. Its `message` is
 * English; the words it was thrown with answer a caller in their language (ADR 062).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly words: string | Words,
  ) {
    super(wordsIn(words, DEFAULT_LOCALE));
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }

  /** The message in `locale`; English when it has no translation. */
  messageIn(locale: Locale): string {
    return wordsIn(this.words, locale);
  }
}
