import { BASE_ERROR_CODES } from "better-auth";
import { APIError } from "better-auth/api";
import { ORGANIZATION_ERROR_CODES } from "better-auth/client/plugins";
import type { organization, TWO_FACTOR_ERROR_CODES } from "better-auth/plugins";
import type { Words } from "~/i18n/words";
import { jsonError } from "~/server/http/json-error.server";
import { refusal } from "./call-language.server";

type Status = ConstructorParameters<typeof APIError>[0];
type OrganizationCode = keyof ReturnType<typeof organization>["$ERROR_CODES"];
type TwoFactorCode = keyof typeof TWO_FACTOR_ERROR_CODES;

/**
 * Better Auth's own codes that the product's rules answer with, each with its status. The keys
 * are typed by Better Auth's code tables, so a code it renames or drops fails to compile.
 */
const BETTER_AUTH_CODES = {
  ...({
    SESSION_NOT_FRESH: "FORBIDDEN",
    SESSION_EXPIRED: "BAD_REQUEST",
    PASSWORD_TOO_LONG: "BAD_REQUEST",
    INVALID_PASSWORD: "BAD_REQUEST",
    CREDENTIAL_ACCOUNT_NOT_FOUND: "BAD_REQUEST",
    ACCOUNT_NOT_FOUND: "BAD_REQUEST",
    PROVIDER_NOT_FOUND: "NOT_FOUND",
  } as const satisfies Partial<Record<keyof typeof BASE_ERROR_CODES, Status>>),
  ...({
    ORGANIZATION_SLUG_ALREADY_TAKEN: "BAD_REQUEST",
    ORGANIZATION_NOT_FOUND: "BAD_REQUEST",
    USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "BAD_REQUEST",
    USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: "BAD_REQUEST",
    USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: "FORBIDDEN",
    YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: "FORBIDDEN",
    YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: "FORBIDDEN",
    YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: "FORBIDDEN",
    YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: "BAD_REQUEST",
    INVITATION_LIMIT_REACHED: "FORBIDDEN",
    YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: "BAD_REQUEST",
    YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: "BAD_REQUEST",
  } as const satisfies Partial<Record<OrganizationCode, Status>>),
  ...({
    INVALID_CODE: "UNAUTHORIZED",
    TWO_FACTOR_NOT_ENABLED: "BAD_REQUEST",
  } as const satisfies Partial<Record<TwoFactorCode, Status>>),
};

/**
 * Every code the product's rules at /api/auth answer with, and its status (ADR 057, ADR 058):
 * Better Auth's own, and the product's. Call sites name the code; the status follows from it.
 */
export const AUTH_ERROR_STATUS = {
  ...BETTER_AUTH_CODES,
  // Every endpoint
  VALIDATION_ERROR: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  // Accounts, sessions and linked providers
  COULDNT_UPDATE_YOUR_EMAIL: "BAD_REQUEST",
  PASSWORD_TOO_COMMON: "BAD_REQUEST",
  SESSION_NOT_FOUND: "NOT_FOUND",
  NO_ACCOUNT_FOR_ADDRESS: "FORBIDDEN",
  IMPERSONATION_REFUSED: "FORBIDDEN",
  USER_ID_SERVER_ONLY: "BAD_REQUEST",
  ACCOUNT_AMBIGUOUS: "BAD_REQUEST",
  ID_TOKEN_SIGN_IN_REFUSED: "BAD_REQUEST",
  // Passkeys
  PASSKEY_NOT_FOUND: "NOT_FOUND",
  PASSKEY_LIMIT_REACHED: "CONFLICT",
  USER_NOT_VERIFIED: "BAD_REQUEST",
  FAILED_TO_VERIFY_REGISTRATION: "BAD_REQUEST",
  // Organizations and their plan
  INVITATION_NOT_PENDING: "BAD_REQUEST",
  ONLY_OWNER_OF_ORGANIZATION: "CONFLICT",
  PLAN_LIMIT_REACHED: "PAYMENT_REQUIRED",
} as const satisfies Record<string, Status>;

export type AuthErrorCode = keyof typeof AUTH_ERROR_STATUS;

/** The refusal for `code` with a fixed message, in Better Auth's error shape. */
export function authError(
  code: AuthErrorCode,
  message: string,
  headers: Record<string, string> = {},
): APIError {
  return new APIError(AUTH_ERROR_STATUS[code], { code, message }, headers);
}

/** The refusal for `code` as a response, for what answers before Better Auth runs. */
export function authErrorResponse(
  code: AuthErrorCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return jsonError(authError(code, message).statusCode, { code, message }, headers);
}

/** Better Auth's messages: its core's and its organization plugin's. */
const BETTER_AUTH_MESSAGES = { ...BASE_ERROR_CODES, ...ORGANIZATION_ERROR_CODES };

/** Better Auth's own error, with its own message and the catalogue's status. */
export function betterAuthError(
  code: keyof typeof BETTER_AUTH_CODES & keyof typeof BETTER_AUTH_MESSAGES,
) {
  return APIError.from(AUTH_ERROR_STATUS[code], BETTER_AUTH_MESSAGES[code]);
}

/** The refusal for `code` in the caller's language, with Content-Language saying which. */
export function authRefusal(
  code: AuthErrorCode,
  message: string | Words,
  headers: Record<string, string> = {},
): Promise<APIError> {
  return refusal(AUTH_ERROR_STATUS[code], { code, message }, headers);
}
