import { normaliseErrorCode } from "~/lib/callback-error-code";
import { validationError } from "~/server/http/json-error.server";

// The spec's names for calls and values (§7, §8) where this Better Auth serves others: the
// request is passed on as Better Auth serves it, and its redirects carry the spec's error values
// (the library's own, more precise one as `error_description`, which the screens read first).

const BASE_PATH = "/api/auth";

/** The spec's paths this Better Auth serves under another name, with the same body. */
const RENAMED: Record<string, string> = {
  // Better Auth 1.7 renamed it; the spec and older clients still call it by its first name.
  [`${BASE_PATH}/forget-password`]: `${BASE_PATH}/request-password-reset`,
};

/** The spec's `POST /account-info {accountId}`, which this Better Auth serves as a GET. */
const ACCOUNT_INFO = `${BASE_PATH}/account-info`;

/** Methods the endpoint table lists that Better Auth itself does not serve at that path. */
export const SPEC_FORMS: ReadonlyArray<{ path: string; method: "GET" | "POST" }> = [
  { path: "/account-info", method: "POST" },
];

/**
 * The request as Better Auth serves it, or the 400 for a POST /account-info body that is not
 * an object of strings (what a query can carry).
 */
export async function asServed(request: Request): Promise<Request | Response> {
  const url = new URL(request.url);
  const renamed = RENAMED[url.pathname];
  if (renamed) {
    url.pathname = renamed;
    const body = ["GET", "HEAD"].includes(request.method) ? null : await request.arrayBuffer();
    return new Request(url, { method: request.method, headers: request.headers, body });
  }
  if (url.pathname !== ACCOUNT_INFO || request.method !== "POST") return request;
  const body: unknown = await request.json().catch(() => undefined);
  const fields = typeof body === "object" && body !== null && !Array.isArray(body) ? body : null;
  if (!fields || !Object.values(fields).every((value) => typeof value === "string")) {
    return validationError("body", [{ path: "", message: "Expected an object: { accountId }" }]);
  }
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value as string);
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  return new Request(url, { method: "GET", headers });
}

/**
 * The callback's error values in §8's list: Better Auth's "account not linked" is the spec's
 * `unable_to_link_account`, its `state_mismatch` the spec's `please_restart_the_process`.
 */
function callbackError(value: string): string | null {
  const key = normaliseErrorCode(value);
  if (key.startsWith("account_not_linked")) return "unable_to_link_account";
  if (key === "state_mismatch") return "please_restart_the_process";
  return null;
}

/**
 * A redirect of the OAuth callback or of /verify-email with the spec's error value: §8's list,
 * and lower case for /verify-email (`token_expired`, where Better Auth sends TOKEN_EXPIRED).
 */
export function inSpecTerms(request: Request, response: Response): Response {
  const location = response.headers.get("location");
  if (!location || response.status < 300 || response.status >= 400) return response;
  const { pathname } = new URL(request.url);
  const verifyEmail = pathname === `${BASE_PATH}/verify-email`;
  if (!verifyEmail && !pathname.startsWith(`${BASE_PATH}/callback/`)) return response;
  const target = new URL(location, request.url);
  const error = target.searchParams.get("error");
  const spec = error && (verifyEmail ? error.toLowerCase() : callbackError(error));
  if (!error || !spec || spec === error) return response;
  target.searchParams.set("error", spec);
  if (!verifyEmail && !target.searchParams.has("error_description")) {
    target.searchParams.set("error_description", error);
  }
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(location);
  const headers = new Headers(response.headers);
  headers.set(
    "location",
    relative ? `${target.pathname}${target.search}${target.hash}` : `${target}`,
  );
  return new Response(response.body, { status: response.status, headers });
}
