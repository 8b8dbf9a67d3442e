import { z } from "zod";
import arabic from "zod/v4/locales/ar.js";
import german from "zod/v4/locales/de.js";
import english from "zod/v4/locales/en.js";
import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage } from "~/i18n/locale";
import { currentRequest, withSlots } from "~/server/platform/request-context.server";

// An error's `message` in the caller's language (ADR 062). Each refusal is thrown with its
// message (words, src/i18n/words.ts); the answer renders it in the language settled here for
// the request, English when none is. A message with no translation stays English; so do the
// `code`s.

/** The locale an error answered now is written in: the caller's, inside inErrorLanguage. */
export function errorLocale(): Locale {
  return currentRequest()?.errorLocale ?? DEFAULT_LOCALE;
}

const ZOD_MESSAGES: Record<Locale, z.core.$ZodErrorMap> = {
  en: english().localeError,
  de: german().localeError,
  ar: arabic().localeError,
  "en-XA": english().localeError,
};

// zod's own messages (an issue with no message of the product's, e.g. "expected number") in the
// same language: zod asks this map last, after a schema's own message.
z.config({ localeError: (issue) => ZOD_MESSAGES[errorLocale()](issue) });

/** Runs `answer` with its errors' messages in `locale`; English needs no context. */
export function inErrorLanguage<Result>(locale: Locale, answer: () => Result): Result {
  return locale === DEFAULT_LOCALE ? answer() : withSlots({ errorLocale: locale }, answer);
}

/**
 * The REST API's answer with its errors in the language Accept-Language asks for (only that
 * header: an API client has no page or cookie). Unknown or malformed headers ask for English.
 */
export function inRequestedLanguage<Result>(request: Request, answer: () => Result): Result {
  const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
  return locale ? inErrorLanguage(locale, answer) : answer();
}
