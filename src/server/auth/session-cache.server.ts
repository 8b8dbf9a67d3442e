import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies, SECURE_COOKIE_PREFIX } from "better-auth/cookies";
import { LRUCache } from "lru-cache";
import { securedJsonResponse } from "~/server/http/secured-json.server";
import type { CookieSession } from "./cookie-session.server";

/** Better Auth's session cookie, without the `__Secure-` prefix an HTTPS origin adds. */
const SESSION_COOKIE = "better-auth.session_token";
/** A base64 HMAC-SHA256 with its padding, as Better Auth signs its cookies. */
const SIGNATURE_LENGTH = 44;

interface Entry {
  /** The session and its user as get-session answers them, or null: no such session. */
  found: CookieSession | null;
  /** get-session's response body, made on the first hit that needs it. */
  body?: string;
  /** What the pages made of `found` (`viewOf`), shared by the requests the entry answers. */
  view?: unknown;
}

export interface SessionCacheOptions {
  /** Better Auth's secret, which signs the session cookie. */
  secret: string;
  /** Whether the app is served over HTTPS: Better Auth's cookie name depends on it. */
  secure: boolean;
  /** How long a session read is trusted (AUTH_SESSION_CACHE_SECONDS); 0 turns the cache off. */
  ttlMs: number;
  max?: number;
  now?: () => number;
}

/**
 * The sessions this instance read lately, by token, trusted for AUTH_SESSION_CACHE_SECONDS
 * (ADR 078). Every browser, tab and connection of one session shares its entry, where Better
 * Auth's cookie copy was each browser's own. Any request that may change a session or a user
 * (`changesSessions`) empties the cache when it has been answered, and a read that began before
 * that is not stored; other instances see the change when their entry expires.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Entry> | undefined;
  private readonly loads = new Map<string, Promise<CookieSession | null | undefined>>();
  private readonly cookieName: string;
  /** Counts `forgetAll`: a read that began under another count is not stored. */
  private generation = 0;

  constructor(private readonly options: SessionCacheOptions) {
    this.cookieName = `${options.secure ? SECURE_COOKIE_PREFIX : ""}${SESSION_COOKIE}`;
    this.entries =
      options.ttlMs > 0
        ? new LRUCache<string, Entry>({
            max: options.max ?? 10_000,
            ttl: options.ttlMs,
            ttlResolution: 0,
            ...(options.now && { perf: { now: options.now } }),
          })
        : undefined;
  }

  /**
   * The session token of the request's session cookie, when Better Auth would accept its
   * signature; null for no cookie, a forged one, or with the cache off.
   */
  tokenOf(headers: Headers): string | null {
    if (!this.entries) return null;
    const cookies = headers.get("cookie");
    if (!cookies) return null;
    const raw = parseCookies(cookies).get(this.cookieName);
    if (!raw) return null;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    if (dot < 1 || signature.length !== SIGNATURE_LENGTH) return null;
    const expected = Buffer.from(
      createHmac("sha256", this.options.secret).update(token).digest("base64"),
    );
    return timingSafeEqual(signature, expected) ? token : null;
  }

  /** The request's session token (`tokenOf`) and its cached read (`get`), if any. */
  lookUp(headers: Headers): { token: string | null; entry: Entry | undefined } {
    const token = this.tokenOf(headers);
    return { token, entry: token === null ? undefined : this.get(token) };
  }

  /** The cached read of the token's session, while it is trusted and the session unexpired. */
  get(token: string): Entry | undefined {
    const entry = this.entries?.get(token);
    if (!entry) return undefined;
    if (entry.found && Date.parse(entry.found.session.expiresAt) <= this.now()) return undefined;
    return entry;
  }

  /** get-session's body for an entry, without the session token (it lives in the cookie). */
  bodyOf(entry: Entry): string {
    if (entry.body === undefined) {
      if (!entry.found) entry.body = "null";
      else {
        const { token: _token, ...session } = entry.found.session;
        entry.body = JSON.stringify({ session, user: entry.found.user });
      }
    }
    return entry.body;
  }

  /** `make(found)` once per entry: every request the entry answers gets the same object. */
  viewOf<T>(entry: Entry, make: (found: CookieSession) => T): T | null {
    if (!entry.found) return null;
    entry.view ??= make(entry.found);
    return entry.view as T;
  }

  /**
   * Reads the token's session with `read`, which answers it, null (no such session) or
   * undefined (no answer to keep: an error). Reads of one token at the same time share the
   * first one's; what it answered is stored unless a `forgetAll` came in between.
   */
  load(
    token: string,
    read: () => Promise<CookieSession | null | undefined>,
  ): Promise<CookieSession | null | undefined> {
    const shared = this.loads.get(token);
    if (shared) return shared;
    const generation = this.generation;
    const loading = read()
      .then((found) => {
        if (found !== undefined && generation === this.generation) {
          this.entries?.set(token, { found: found && wireForm(found) });
        }
        return found;
      })
      .finally(() => {
        if (this.loads.get(token) === loading) this.loads.delete(token);
      });
    this.loads.set(token, loading);
    return loading;
  }

  /** Drops every entry, and keeps every read under way from being stored. */
  forgetAll(): void {
    this.generation++;
    this.loads.clear();
    this.entries?.clear();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}

/** The session as get-session's JSON carries it: Better Auth's server calls answer Dates. */
function wireForm(found: CookieSession): CookieSession {
  return JSON.parse(JSON.stringify({ session: found.session, user: found.user }));
}

/** Better Auth's get-session, which the server answers from the cache before any router. */
export const GET_SESSION_PATH = "/api/auth/get-session";

/** get-session's body for the request's session while the cache holds it, else undefined. */
export function cachedSessionBody(sessions: SessionCache, headers: Headers): string | undefined {
  const { entry } = sessions.lookUp(headers);
  return entry && sessions.bodyOf(entry);
}

/**
 * get-session's answer from a cached body, on the REST API's fast path (`securedJsonResponse`).
 * `secureOrigin`: APP_URL is HTTPS.
 */
export function sessionResponse(body: string, secureOrigin: boolean): Response {
  return securedJsonResponse(body, secureOrigin, { pragma: "no-cache" });
}

/** Paths whose requests change no session and no user: the REST API and the payment webhooks. */
const UNRELATED = ["/api/v1/", "/api/webhooks/"];

/**
 * Whether answering the request may have changed a session or a user, so that the cache must be
 * emptied: every call to Better Auth but get-session (a magic link's GET verifies an address, a
 * provider's callback links an account), and every request that is not a read.
 */
export function changesSessions(method: string, path: string): boolean {
  if (path.startsWith("/api/auth/")) return path !== GET_SESSION_PATH;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return !UNRELATED.some((prefix) => path.startsWith(prefix));
}
