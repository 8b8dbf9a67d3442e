import { m } from "~/i18n/paraglide/messages.js";
// The rules of the sign-in screens and the search parameters of every route. They run in the
// first page a visitor loads, so they are plain functions: a schema library here would add its
// whole core to that page (the settings forms, which load later, use zod/mini).

/** The spec's email shape: no whitespace or @, an @, no whitespace or @, a dot, then more. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * RFC 5321's limits (§4.5.3.1): a mail server refuses a longer local part or path, so an
 * address beyond them could never receive a link. Counted in UTF-8 octets, as SMTP counts.
 */
const EMAIL_LOCAL_PART_MAX_OCTETS = 64;
const EMAIL_MAX_OCTETS = 254;

/** The server's own English refusal (the edge rule's message); screens word it in their language. */
export const EMAIL_TOO_LONG = `Email addresses are at most ${EMAIL_MAX_OCTETS} characters, ${EMAIL_LOCAL_PART_MAX_OCTETS} before the @`;

const octets = (text: string) => new TextEncoder().encode(text).length;

/**
 * What is wrong with an address the product would mail, or null when it will do: the spec's
 * shape and RFC 5321's lengths. Every endpoint that takes an address (the sign-in and settings forms
 * and the server's checks of the same calls) asks this one function.
 */
export function emailAddressProblem(email: string): string | null {
  if (!EMAIL_SHAPE.test(email)) return m.validation_email_shape();
  if (!emailWithinLimits(email)) {
    return m.validation_email_too_long({
      max: EMAIL_MAX_OCTETS,
      local: EMAIL_LOCAL_PART_MAX_OCTETS,
    });
  }
  return null;
}

/** Whether an address fits RFC 5321's lengths (whatever its shape). */
export function emailWithinLimits(email: string): boolean {
  const local = email.slice(0, email.lastIndexOf("@"));
  return octets(email) <= EMAIL_MAX_OCTETS && octets(local) <= EMAIL_LOCAL_PART_MAX_OCTETS;
}

/** The sign-in email's error in the spec's words, or null when the address will do. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === "") return m.validation_enter_email();
  return emailAddressProblem(email);
}

/** The longest display name, in characters (Unicode code points) after trimming. */
const NAME_MAX_LENGTH = 100;
/** The longest avatar address: room for any real image URL, small enough for the session cookie. */
const IMAGE_URL_MAX_LENGTH = 1000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * What is wrong with a display name, or null. `name` is the value as it will be stored
 * (trimmed): 1 to NAME_MAX_LENGTH characters, with no control characters, which would break the
 * mails and pages that show it.
 */
export function displayNameProblem(name: string): string | null {
  if (name === "") return m.validation_enter_your_name();
  if ([...name].length > NAME_MAX_LENGTH) return m.validation_at_most({ max: NAME_MAX_LENGTH });
  if (CONTROL_CHARACTERS.test(name)) return m.validation_printable();
  return null;
}

/** The longest name of an API key, in characters after trimming. */
const API_KEY_NAME_MAX_LENGTH = 64;

/** What is wrong with an API key's name (trimmed), or null: 1 to 64 characters, no controls. */
export function apiKeyNameProblem(name: string): string | null {
  if (name === "") return m.validation_enter_key_name();
  if ([...name].length > API_KEY_NAME_MAX_LENGTH) {
    return m.validation_at_most({ max: API_KEY_NAME_MAX_LENGTH });
  }
  if (CONTROL_CHARACTERS.test(name)) return m.validation_printable();
  return null;
}

/**
 * A name from elsewhere (a provider's profile), made to fit: control characters dropped, trimmed,
 * cut to NAME_MAX_LENGTH characters. People type their own names through displayNameProblem.
 */
export function fittedDisplayName(name: string): string {
  const cleaned = name.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "").trim();
  return [...cleaned].slice(0, NAME_MAX_LENGTH).join("").trim();
}

/** What is wrong with an avatar address, or null: an https:// URL of bounded length. */
export function imageUrlProblem(url: string): string | null {
  if (url.length > IMAGE_URL_MAX_LENGTH) return m.validation_at_most({ max: IMAGE_URL_MAX_LENGTH });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return m.validation_https_url();
  }
  if (parsed.protocol !== "https:" || !parsed.hostname || /\s/.test(url)) {
    return m.validation_https_url();
  }
  return null;
}

/** A search parameter that should be a string; anything else reads as absent. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A search parameter holding a number of seconds (a whole number up to a day), or absent. */
export function optionalSeconds(value: unknown): number | undefined {
  const seconds = typeof value === "string" ? Number(value) : value;
  return typeof seconds === "number" &&
    Number.isInteger(seconds) &&
    seconds > 0 &&
    seconds <= 86_400
    ? seconds
    : undefined;
}

/** A search parameter naming an id: trimmed, 1 to `max` characters, or absent. */
export function optionalId(value: unknown, max = 200): string | undefined {
  const id = optionalString(value)?.trim();
  return id && id.length <= max ? id : undefined;
}

/** What is wrong with an organization's or a team's name, or null: as a person's name. */
export function organizationNameProblem(name: string): string | null {
  if (name.trim() === "") return m.validation_enter_a_name();
  return displayNameProblem(name.trim());
}

export const SLUG_MAX_LENGTH = 48;
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** What is wrong with an organization's slug (its short name in addresses), or null. */
export function slugProblem(slug: string): string | null {
  if (slug === "") return m.validation_enter_short_name();
  if (slug.length > SLUG_MAX_LENGTH) return m.validation_at_most({ max: SLUG_MAX_LENGTH });
  if (!SLUG.test(slug)) {
    return m.validation_slug_shape();
  }
  return null;
}

/** A slug suggested from a name: "Acme & Sons, Ltd." becomes "acme-sons-ltd". */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** A search parameter holding a page number of a list (1 to 100 000), or absent. */
export function optionalPage(value: unknown): number | undefined {
  const page = typeof value === "string" ? Number(value) : value;
  return typeof page === "number" && Number.isInteger(page) && page >= 1 && page <= 100_000
    ? page
    : undefined;
}

/** A search parameter that must be one of `choices`; anything else reads as absent. */
export function optionalChoice<Choice extends string>(
  choices: readonly Choice[],
  value: unknown,
): Choice | undefined {
  return choices.find((choice) => choice === value);
}
