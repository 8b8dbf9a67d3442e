import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

// An error's `message` in the caller's language (ADR 062). The product's code writes its refusals
// in English, the spec's words; an answer on its way out is matched against the English of the
// messages below and rewritten in the asked language, the values it carries kept. A message
// with no translation stays English; the `code` never changes.

type Message = (inputs: Record<string, string>, options: { locale: Locale }) => string;

/** Each translated refusal, with the names of the values its English carries. */
const TRANSLATED: [Message, ...string[]][] = [
  [m.api_error_idempotency_in_use],
  [m.api_error_idempotency_reused],
  [m.api_error_internal],
  [m.api_error_invalid_body],
  [m.api_error_invalid_header],
  [m.api_error_invalid_path],
  [m.api_error_invalid_query],
  [m.api_error_key_expired],
  [m.api_error_key_holder_gone],
  [m.api_error_key_invalid],
  [m.api_error_key_malformed],
  [m.api_error_key_missing],
  [m.api_error_key_revoked],
  [m.api_error_key_suspended],
  [m.api_error_method_not_allowed, "methods"],
  [m.api_error_no_billing_account],
  [m.api_error_no_such_endpoint, "path"],
  [m.api_error_not_a_member],
  [m.api_error_not_seat_priced],
  [m.api_error_payment_declined],
  [m.api_error_plan_not_changeable],
  [m.api_error_plan_unchanged, "plan"],
  [m.api_error_provider_busy],
  [m.api_error_provider_down],
  [m.api_error_rate_limited, "seconds"],
  [m.api_error_role_api_key],
  [m.api_error_role_billing],
  [m.api_error_role_invitation],
  [m.api_error_role_other],
  [m.api_error_seat_range, "plan", "minimum", "maximum"],
  [m.api_error_seats_ending],
  [m.api_error_seats_not_changeable],
  [m.api_error_seats_organization_only],
  [m.api_error_seats_owner_only],
  [m.api_error_seats_payment_declined],
  [m.api_error_send_json],
  [m.api_error_subscription_already_cancelled],
  [m.api_error_subscription_ended],
  [m.api_error_subscription_ending],
  [m.api_error_subscription_not_cancellable],
  [m.api_error_subscription_not_found],
  [m.api_error_subscription_not_resumable],
  [m.api_error_unavailable],
  [m.api_error_unknown_plan, "slug"],
  [m.error_link_failed],
  [m.error_member_not_found],
  [m.error_no_such_function],
  [m.error_password_already_set],
  [m.error_password_too_common],
  [m.error_session_expired],
  [m.error_transfer_owner_only],
  [m.error_transfer_to_self],
] as unknown as [Message, ...string[]][];

interface Pattern {
  message: Message;
  names: string[];
  regex: RegExp;
}

/** A stand-in no message text holds, marking where a value goes in the English. */
const MARK = "\u0000";

let fixed: Map<string, Message> | undefined;
let patterns: Pattern[] = [];

/** Built on first use: the fixed texts by their English, the rest as patterns for their values. */
function tables(): Map<string, Message> {
  if (fixed) return fixed;
  fixed = new Map();
  patterns = [];
  for (const [message, ...names] of TRANSLATED) {
    if (names.length === 0) {
      fixed.set(message({}, { locale: DEFAULT_LOCALE }), message);
      continue;
    }
    const marked = message(
      Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])),
      { locale: DEFAULT_LOCALE },
    );
    const order: string[] = [];
    const source = marked
      .split(new RegExp(`${MARK}(\\w+)${MARK}`))
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        order.push(part);
        return "(.+?)";
      })
      .join("");
    patterns.push({ message, names: order, regex: new RegExp(`^${source}$`, "s") });
  }
  return fixed;
}

/** The English `message` in `locale` when it is one of the translated refusals; else as it is. */
export function translatedErrorMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const exact = tables().get(message);
  if (exact) return exact({}, { locale });
  for (const { message: translate, names, regex } of patterns) {
    const found = regex.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ""]));
    return translate(values, { locale });
  }
  return message;
}

/**
 * An error response with its `message` in `locale` (a JSON body with `code` and `message`), and
 * Content-Language saying so; any other response as it is. Only error responses are read.
 */
export async function inLanguage(response: Response, locale: Locale): Promise<Response> {
  if (response.status < 400 || locale === DEFAULT_LOCALE) return response;
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return response;
  const { message } = body as { message?: unknown };
  if (typeof message !== "string") return response;
  const translated = translatedErrorMessage(message, locale);
  if (translated === message) return response;
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-language", locale);
  return Response.json({ ...body, message: translated }, { status: response.status, headers });
}

/**
 * The REST API's answer in the language its Accept-Language asks for (only that header: an API
 * client has no page or cookie). Unknown or malformed headers ask for English.
 */
export function inRequestedLanguage(
  request: Request,
  response: Response | Promise<Response>,
): Response | Promise<Response> {
  const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
  if (!locale || locale === DEFAULT_LOCALE) return response;
  return response instanceof Promise
    ? response.then((answer) => inLanguage(answer, locale))
    : inLanguage(response, locale);
}
