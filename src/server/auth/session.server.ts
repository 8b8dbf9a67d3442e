import { getRequest, setResponseStatus } from "@tanstack/react-start/server";
import { env } from "~/env.server";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { ADMIN_ROLE } from "~/lib/admin";
import { AppError } from "~/lib/app-error";
import { getRuntime, type Runtime } from "~/server/app/runtime.server";
import { callState } from "~/server/platform/request-context.server";
import { withClientIpHeader } from "./client-ip.server";
import { type CookieSession, sessionFromCookieCache } from "./cookie-session.server";

/** The fields of the user the browser may see. */
export interface ClientUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Whether the user holds the admin role (ADR 036); the console checks it again on every call. */
  isAdmin: boolean;
  /** The language the person chose (ADR 059), or null: the browser's. */
  locale: string | null;
  /** The time zone the person chose (ADR 060), or null: the browser's. */
  timeZone: string | null;
}

export interface ClientSession {
  user: ClientUser;
  session: {
    id: string;
    expiresAt: Date;
    createdAt: Date;
    /** The organization the session works in; a hint, checked against the membership on use. */
    activeOrganizationId: string | null;
    /** The admin acting as the user (ADR 036): such a session changes no credential. */
    impersonatedBy: string | null;
  };
}

/**
 * The current request's headers, as Better Auth's server calls take them, with the client's
 * address where the auth handler puts it: the calls a server function makes are recorded on
 * the account's timeline with the network they came from.
 */
export function requestHeaders(): Headers {
  return withClientIpHeader(getRequest(), env().trustProxy);
}

/**
 * Reads of one page load: the route guard, the loaders' server functions and the layout all
 * ask for the session while the same GET request is rendered. They share one response.
 */
const readsOfRequest = callState<Promise<ClientSession | null>>("session read");

/**
 * The session of the current request, or null; never throws for a missing or bad cookie.
 *
 * A GET may be answered from the signed session cookie (AUTH_SESSION_CACHE_SECONDS); any
 * other method changes something, so it reads the session from the database and a session
 * revoked a moment ago is refused at once.
 */
export function readSession(): Promise<ClientSession | null> {
  const request = getRequest();
  if (request.method !== "GET") return lookUpSession(true);
  let read = readsOfRequest.get(request);
  if (!read) {
    read = lookUpSession(false);
    readsOfRequest.set(request, read);
  }
  return read;
}

async function lookUpSession(authoritative: boolean): Promise<ClientSession | null> {
  if (!authoritative) return cachedSession();
  return orNull(await sessionFromDatabase());
}

/** Better Auth's answer to a server-side session read (with Dates, where JSON has strings). */
type SessionRead = NonNullable<Awaited<ReturnType<Runtime["auth"]["api"]["getSession"]>>>;

/** What the browser may see of a session and its user. */
function clientSession({ user, session }: CookieSession | SessionRead): ClientSession {
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image ?? null,
      emailVerified: user.emailVerified,
      createdAt: new Date(user.createdAt),
      updatedAt: new Date(user.updatedAt),
      isAdmin: stringField(user, "role") === ADMIN_ROLE,
      locale: stringField(user, "locale"),
      timeZone: stringField(user, "timeZone"),
    },
    session: {
      id: session.id,
      expiresAt: new Date(session.expiresAt),
      createdAt: new Date(session.createdAt),
      activeOrganizationId: stringField(session, "activeOrganizationId"),
      impersonatedBy: stringField(session, "impersonatedBy"),
    },
  };
}

/** The session from the database, for a request that may change something. */
async function sessionFromDatabase() {
  const { auth } = await getRuntime();
  return auth.api.getSession({ headers: requestHeaders(), query: { disableCookieCache: true } });
}

/**
 * The session from the instance's cache (ADR 078) or the signed cookie copy, else from Better
 * Auth, whose answer fills the cache; reads of one session at the same time share one call.
 * While a cache entry lives, every GET of its session gets the same object, so what is read per
 * session object (the workspace and memberships: workspace.server.ts) is read once for them all.
 */
async function cachedSession(): Promise<ClientSession | null> {
  const { auth, env, sessions } = await getRuntime();
  const headers = requestHeaders();
  const { token, entry } = sessions.lookUp(headers);
  if (entry) return sessions.viewOf(entry, clientSession);
  const copy = await sessionFromCookieCache(env, headers);
  if (copy) return clientSession(copy);
  const read = async () => (await auth.api.getSession({ headers })) as CookieSession | null;
  if (token === null) return orNull(await read());
  const found = await sessions.load(token, read);
  const stored = sessions.get(token);
  if (stored) return sessions.viewOf(stored, clientSession);
  // A shared read that ended without an answer (get-session's, refused in an outage) says nothing
  // of the session: this read asks for itself, and fails as the database does.
  return orNull(found === undefined ? await read() : found);
}

/** The browser's view of what a read found, or null for no session. */
function orNull(found: CookieSession | SessionRead | null): ClientSession | null {
  return found ? clientSession(found) : null;
}

/** A plugin's field (the organization's, the admin's), which Better Auth's base types do not name. */
function stringField(row: object, name: string): string | null {
  const value = (row as Record<string, unknown>)[name];
  return typeof value === "string" ? value : null;
}

class UnauthorizedError extends AppError {
  constructor() {
    super("UNAUTHORIZED", words(m.error_sign_in_first, {}));
    this.name = "UnauthorizedError";
  }
}

/**
 * Refuses a credential change (a password, an API key) to an admin acting as the user, like
 * Better Auth's own credential calls (admin-rules.server.ts).
 */
export function refuseWhileImpersonating(session: ClientSession): void {
  if (!session.session.impersonatedBy) return;
  throw new AppError("IMPERSONATION_REFUSED", words(m.error_impersonation_refused, {}));
}

/** The current session, or a 401: the first line of every server function that needs a user. */
export async function requireSession(): Promise<ClientSession> {
  const session = await readSession();
  if (!session) {
    setResponseStatus(401);
    throw new UnauthorizedError();
  }
  return session;
}
