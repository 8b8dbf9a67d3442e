import { getRequestHeaders, setResponseStatus } from "@tanstack/react-start/server";
import { getRuntime } from "~/server/runtime.server";

/** The fields of the user the browser may see. */
export interface ClientUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

export interface ClientSession {
  user: ClientUser;
  session: { id: string; expiresAt: Date; createdAt: Date };
}

/** The current request's headers, as Better Auth's server calls take them. */
export function requestHeaders(): Headers {
  return new Headers(getRequestHeaders() as unknown as HeadersInit);
}

/** The session of the current request, or null; never throws for a missing or bad cookie. */
export async function readSession(): Promise<ClientSession | null> {
  const { auth } = await getRuntime();
  const found = await auth.api.getSession({ headers: requestHeaders() });
  if (!found) return null;
  const { user, session } = found;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image ?? null,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    },
    session: { id: session.id, expiresAt: session.expiresAt, createdAt: session.createdAt },
  };
}

export class UnauthorizedError extends Error {
  readonly status = 401;
  readonly code = "UNAUTHORIZED";
  constructor() {
    super("You need to sign in to do that.");
    this.name = "UnauthorizedError";
  }
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
