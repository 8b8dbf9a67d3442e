import { m } from "~/i18n/paraglide/messages.js";

type RefusalSentence = (error: { code?: unknown; message?: unknown }) => string | undefined;

let refusalSentences: RefusalSentence | undefined;

/**
 * Gives errorMessage and passkeyFailure the product's refusal sentences (auth-errors.ts). They
 * stay off a page's first load (ADR 059): the browser loads them once the page is interactive
 * (src/hydrate.tsx), the server at start. Until then a refusal shows the server's own message.
 */
export function setRefusalSentences(sentences: RefusalSentence): void {
  refusalSentences = sentences;
}

/** The product's sentence for a refusal it knows by code, once loaded. */
export function refusalSentence(error: { code?: unknown; message?: unknown }): string | undefined {
  return refusalSentences?.(error);
}

/** The text to show for anything thrown: its message, or the spec's generic sentence. */
export const UNEXPECTED_ERROR = "An unexpected error occurred";

/**
 * The script's own faults ("Cannot destructure property 'url' of …") and the browser's network
 * failure ("Failed to fetch") are no sentence for a person: the caller's fallback says more.
 */
const SCRIPT_ERRORS = [TypeError, ReferenceError, SyntaxError, RangeError];

/**
 * The sentence for anything thrown, in the page's language: the product's words for a refusal
 * it knows by code (auth-errors.ts), else its message, or `fallback` when it has none worth
 * showing: no message, the generic sentence (the caller's fallback is more precise), or a fault
 * of the script itself.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  fallback ??= m.common_an_unexpected_error_occurred();
  if (SCRIPT_ERRORS.some((kind) => error instanceof kind)) return fallback;
  if (typeof error === "object" && error !== null && !(error instanceof WordedError)) {
    const sentence = refusalSentence(error);
    if (sentence) return sentence;
  }
  const message =
    typeof error === "string"
      ? error
      : typeof error === "object" && error !== null && "message" in error
        ? (error as { message: unknown }).message
        : undefined;
  return typeof message === "string" && message && message !== UNEXPECTED_ERROR
    ? message
    : fallback;
}

/** An error from the server: the message to show, its status, stable code and any issues. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly issues?: unknown,
    /** The answer's text when it was not the server's JSON (spec §7), for a developer to read. */
    readonly responseText?: string,
  ) {
    super(message);
    this.name = "ServerError";
  }
}

/** An error a screen already put in the product's words, in the page's language: shown as is. */
export class WordedError extends ServerError {}

/** The longest plain-text answer shown as it is; a longer one is a page, not a sentence. */
const MAX_PLAIN_ERROR = 200;

/**
 * The error a refused call stands for: the `{ code, message }` of its JSON body, or the short
 * text of something that answered otherwise (a proxy, say; spec §7: "Otherwise it throws the
 * response text"); the generic sentence when it has neither (an HTML page, an empty body, a
 * text too long for a sentence), with the text kept in `responseText`.
 */
export async function errorFromResponse(response: Response): Promise<ServerError> {
  const text = await response.text().catch(() => "");
  let body: { code?: unknown; message?: unknown; issues?: unknown } | undefined;
  let json = false;
  try {
    const parsed: unknown = JSON.parse(text);
    json = true;
    if (typeof parsed === "object" && parsed !== null) body = parsed;
  } catch {
    body = undefined;
  }
  const html = response.headers.get("content-type")?.includes("html") ?? false;
  const plain = !json && !html && text.trim().length <= MAX_PLAIN_ERROR;
  const message = body ? body.message : plain ? text.trim() : undefined;
  return new ServerError(
    typeof message === "string" && message ? message : UNEXPECTED_ERROR,
    response.status,
    typeof body?.code === "string" ? body.code : "UNKNOWN",
    body?.issues,
    body ? undefined : text,
  );
}

/**
 * The fetch behind every server-function call in the browser (src/start.ts). TanStack's client
 * takes any JSON response without its own markers for the function's value, so a proxy's 500 `{}`
 * would "succeed" as `{}`: a failed answer that is not the server's own is thrown as its error.
 */
export const serverFnFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const fromServer = response.headers.has("x-tss-raw") || response.headers.has("x-tss-serialized");
  if (response.status < 400 || fromServer) return response;
  throw await errorFromResponse(response);
};
