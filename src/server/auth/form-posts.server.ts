import { m } from "~/i18n/paraglide/messages.js";
import { signInLinkRequest } from "~/lib/form-posts";
import { problemCode } from "~/lib/form-problems";
import { afterWelcome, safeRedirectPath, sameOriginPath } from "~/lib/redirect";
import { readCode } from "~/lib/two-factor";
import { displayNameProblem, emailError } from "~/lib/validation";
import { getRuntime } from "~/server/app/runtime.server";
import { handleAuthRequest } from "./auth-handler.server";

// The sign-in, two-factor and welcome forms posted without script (src/lib/form-posts.ts): each
// calls the Better Auth endpoint the page's script calls, through the same handler with the same
// cookies, address and origin (so every endpoint, limit and hook applies), then redirects.

/** Far more than any of these forms sends. */
const MAX_FORM_BYTES = 16 * 1024;

interface AuthResponse {
  ok: boolean;
  body: { message?: unknown; twoFactorRedirect?: unknown } | null;
  cookies: string[];
}

/** The request's form fields, or null when it is not a form of this site's own page. */
async function readForm(request: Request, appUrl: string): Promise<URLSearchParams | null> {
  // A form on another site could otherwise sign its visitor in, or rename them.
  const origin = request.headers.get("origin");
  const sameSite = origin
    ? origin === new URL(appUrl).origin
    : request.headers.get("sec-fetch-site") === "same-origin";
  const type = request.headers.get("content-type") ?? "";
  if (!sameSite || !type.startsWith("application/x-www-form-urlencoded")) return null;
  const text = await request.text();
  return text.length > MAX_FORM_BYTES ? null : new URLSearchParams(text);
}

async function callAuth(request: Request, path: string, body: object): Promise<AuthResponse> {
  const runtime = await getRuntime();
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const call = new Request(new URL(`/api/auth${path}`, request.url), {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  // The peer's address, which the rate limits count by (client-ip.server.ts).
  Object.defineProperty(call, "ip", { value: (request as Request & { ip?: string }).ip });
  // Its refusals in English, which problemCode reads into the number the page words.
  const response = await handleAuthRequest(runtime, call, { locale: "en" });
  const parsed = await response.json().catch(() => null);
  return {
    ok: response.ok,
    body: typeof parsed === "object" ? parsed : null,
    cookies: response.headers.getSetCookie(),
  };
}

function messageOf(result: AuthResponse): string | null {
  return typeof result.body?.message === "string" ? result.body.message : null;
}

/** A 303 to a path on this site, with the cookies the call set (a session, a challenge). */
function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

function pathWith(path: string, search: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const REFUSED = () =>
  Response.json(
    { code: "FORBIDDEN", message: "This form can only be sent from this site's own page." },
    { status: 403, headers: { "cache-control": "no-store" } },
  );

/** POST /login: a sign-in link (`intent=link`) or a password sign-in (`intent=password`). */
export async function signInFormPost(request: Request): Promise<Response> {
  const { env } = await getRuntime();
  const form = await readForm(request, env.appUrl);
  if (!form) return REFUSED();
  const redirect = sameOriginPath(form.get("redirect"));
  const email = (form.get("email") ?? "").trim().toLowerCase();
  const withPassword = form.get("intent") === "password";
  const back = (search: Record<string, string | undefined>) =>
    seeOther(
      pathWith("/login", { redirect, method: withPassword ? "password" : undefined, ...search }),
    );
  const password = form.get("password") ?? "";
  const problem =
    emailError(email) ?? (withPassword && password === "" ? m.password_enter() : null);
  if (problem) return back({ problem: problemCode(problem) });
  if (!withPassword) {
    const sent = await callAuth(request, "/sign-in/magic-link", signInLinkRequest(email, redirect));
    return back(sent.ok ? { sent: "1" } : { problem: problemCode(messageOf(sent)) });
  }
  const signedIn = await callAuth(request, "/sign-in/email", { email, password });
  if (!signedIn.ok) return back({ problem: problemCode(messageOf(signedIn)) });
  // Two-factor on: no session yet, a challenge cookie for the second step.
  const next =
    signedIn.body?.twoFactorRedirect === true
      ? pathWith("/login/two-factor", { redirect })
      : safeRedirectPath(redirect);
  return seeOther(next, signedIn.cookies);
}

/** POST /login/two-factor: the second step with a code from the app or a backup code. */
export async function twoFactorFormPost(request: Request): Promise<Response> {
  const { env } = await getRuntime();
  const form = await readForm(request, env.appUrl);
  if (!form) return REFUSED();
  const redirect = sameOriginPath(form.get("redirect"));
  const backup = form.get("method") === "backup";
  const back = (message: string | null, cookies?: string[]) =>
    seeOther(
      pathWith("/login/two-factor", {
        redirect,
        method: backup ? "backup" : undefined,
        problem: problemCode(message),
      }),
      cookies,
    );
  const read = readCode(backup ? "backup" : "totp", form.get("code") ?? "");
  if ("problem" in read) return back(read.problem);
  const verified = await callAuth(
    request,
    backup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
    { code: read.code, trustDevice: form.get("trustDevice") === "on" },
  );
  if (!verified.ok) return back(messageOf(verified), verified.cookies);
  return seeOther(safeRedirectPath(redirect), verified.cookies);
}

/** POST /welcome: the new account's name, then on to where the person was going. */
export async function welcomeFormPost(request: Request): Promise<Response> {
  const { env } = await getRuntime();
  const form = await readForm(request, env.appUrl);
  if (!form) return REFUSED();
  const continueTo = afterWelcome(form.get("redirect"));
  const name = (form.get("name") ?? "").trim();
  const back = (message: string | null) =>
    seeOther(pathWith("/welcome", { redirect: continueTo, problem: problemCode(message) }));
  const problem = displayNameProblem(name);
  if (problem) return back(problem);
  const saved = await callAuth(request, "/update-user", { name });
  if (!saved.ok) return back(messageOf(saved));
  return seeOther(continueTo, saved.cookies);
}
