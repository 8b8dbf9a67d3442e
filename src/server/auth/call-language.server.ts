import { APIError } from "better-auth/api";
import { DEFAULT_LOCALE, headersLocale, type Locale } from "~/i18n/locale";
import { type Words, wordsIn } from "~/i18n/words";
import { currentRequest, withSlots } from "~/server/platform/request-context.server";

// The language of the refusals /api/auth answers (ADR 062): the calling page's, by the rule a
// page load uses (the signed-in person's stored choice, else the `locale` cookie, else
// Accept-Language). Settled when the first refusal is worded, so a call that is refused nothing
// reads no session for it.

/**
 * Runs an /api/auth call with its refusals in the caller's language; `locale` fixes it instead
 * (a plain form post reads English sentences back into numbers).
 */
export function inAuthCallLanguage<Result>(
  call: {
    headers: Headers;
    stored: () => Promise<string | null | undefined>;
    locale?: Locale;
  },
  answer: () => Result,
): Result {
  const locale = call.locale ? Promise.resolve(call.locale) : undefined;
  return withSlots({ authCall: { headers: call.headers, stored: call.stored, locale } }, answer);
}

/** The locale a refusal worded now is in: the calling page's; English outside an /api/auth call. */
export function authCallLocale(): Promise<Locale> {
  const call = currentRequest()?.authCall;
  if (!call) return Promise.resolve(DEFAULT_LOCALE);
  call.locale ??= call
    .stored()
    .catch(() => null)
    .then((stored) => headersLocale(call.headers, stored));
  return call.locale;
}

/** Content-Language for an answer worded in `locale`; English says none. */
export function spokenIn(locale: Locale): Record<string, string> {
  return locale === DEFAULT_LOCALE ? {} : { "content-language": locale };
}

type Status = ConstructorParameters<typeof APIError>[0];

/**
 * A Better Auth refusal with its message in the caller's language and Content-Language saying
 * so; its status and `code` do not change. A plain string stays as it is.
 */
export async function refusal(
  status: Status,
  body: { code?: string; message: string | Words },
  headers: Record<string, string> = {},
): Promise<APIError> {
  const locale = await authCallLocale();
  return new APIError(
    status,
    { ...body, message: wordsIn(body.message, locale) },
    typeof body.message === "string" ? headers : { ...headers, ...spokenIn(locale) },
  );
}
