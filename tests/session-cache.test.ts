import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { sessionFromCookieCache } from "~/server/auth/cookie-session.server";
import { databaseKinds } from "./support/databases";
import { createTestApp, type TestApp, uniqueEmail } from "./support/test-app";

/** Counts the statements the app sends to its database, whichever driver it uses. */
function countQueries(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = database.kind === "pglite" ? ["query", "exec"] : ["unsafe"];
  const spies = methods.map((name) =>
    vi.spyOn(client as Record<string, (...args: unknown[]) => unknown>, name),
  );
  return {
    get count() {
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    },
    restore() {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** A browser's cookie jar, reduced to what these calls need: Set-Cookie replaces or removes. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(header: string) {
    for (const pair of header.split("; ")) {
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  names() {
    return [...this.cookies.keys()];
  }
  toString() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const CACHE_SECONDS = 1;
const afterTheCacheExpires = () =>
  new Promise((done) => setTimeout(done, CACHE_SECONDS * 1000 + 150));

describe.each(databaseKinds)("the session cookie cache on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_SESSION_CACHE_SECONDS: String(CACHE_SECONDS) });
  });
  afterAll(() => app?.close());

  async function signedIn() {
    const jar = new CookieJar(await app.signIn(uniqueEmail()));
    return jar;
  }

  async function getSession(jar: CookieJar) {
    const response = await app.request("/api/auth/get-session", { cookie: jar.toString() });
    expect(response.status).toBe(200);
    jar.take(response);
    return (await response.json()) as { user: { id: string }; session: { token: string } } | null;
  }

  it("answers get-session from the signed cookie without a query, and with one query once it expires", async () => {
    const jar = await signedIn();
    expect(jar.names().some((name) => name.endsWith("session_data"))).toBe(true);

    const queries = countQueries(app.runtime.database);
    try {
      const hit = await getSession(jar);
      expect(hit?.user.id).toBeTruthy();
      expect(queries.count).toBe(0);

      await afterTheCacheExpires();
      const before = queries.count;
      const miss = await getSession(jar);
      expect(miss?.user.id).toBe(hit?.user.id);
      expect(queries.count - before).toBe(1);

      // The miss sent a fresh copy: the next read is a hit again.
      const after = queries.count;
      expect((await getSession(jar))?.user.id).toBe(hit?.user.id);
      expect(queries.count).toBe(after);
    } finally {
      queries.restore();
    }
  });

  it("refuses a revoked session at once on a change, and on reads once the copy expires", async () => {
    const email = uniqueEmail();
    const mine = new CookieJar(await app.signIn(email));
    const stolen = new CookieJar(await app.signIn(email));
    const target = await getSession(stolen);
    if (!target) throw new Error("sign-in failed");

    const revoked = await app.request("/api/auth/revoke-session", {
      json: { token: target.session.token },
      cookie: mine.toString(),
    });
    expect(revoked.status).toBe(200);

    // A change reads the database: refused straight away.
    const change = await app.request("/api/auth/update-user", {
      json: { name: "Not Allowed" },
      cookie: stolen.toString(),
    });
    expect(change.status).toBe(401);
    expect((await app.userByEmail(email))?.name).not.toBe("Not Allowed");

    await afterTheCacheExpires();
    expect(await getSession(stolen)).toBeNull();
    expect(await getSession(mine)).not.toBeNull();
  });

  it("answers nothing from a copy whose session cookie is gone or forged", async () => {
    const jar = await signedIn();
    const dataCookie = jar
      .toString()
      .split("; ")
      .find((pair) => pair.split("=")[0]?.endsWith("session_data"));
    const response = await app.request("/api/auth/get-session", { cookie: dataCookie ?? "" });
    expect(await response.json()).toBeNull();
    const forged = await app.request("/api/auth/get-session", {
      cookie: `${dataCookie}; better-auth.session_token=forged.signature`,
    });
    expect(await forged.json()).toBeNull();
  });

  it("answers from the copy exactly what Better Auth answers from it", async () => {
    const jar = await signedIn();
    const fast = await app.request("/api/auth/get-session", { cookie: jar.toString() });
    // Any query sends the call through Better Auth's own pipeline, which reads the same copy.
    const stock = await app.request("/api/auth/get-session?disableRefresh=false", {
      cookie: jar.toString(),
    });
    expect(fast.headers.get("cache-control")).toBe("no-store");
    const body = (await fast.json()) as { user: { id: string } } | null;
    expect(body).toEqual(await stock.json());
    // The answer came from the copy itself, not from Better Auth's pipeline falling back.
    const direct = await sessionFromCookieCache(
      app.runtime.env,
      new Headers({ cookie: jar.toString() }),
    );
    expect(direct?.user.id).toBe(body?.user.id);
  });

  it("never pairs one session's copy with another session's cookie", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const userB = (await getSession(b))?.user.id;
    const pick = (jar: CookieJar, suffix: string) =>
      jar
        .toString()
        .split("; ")
        .find((pair) => pair.split("=")[0]?.endsWith(suffix));
    const mixed = `${pick(a, "session_data")}; ${pick(b, "session_token")}`;
    const response = await app.request("/api/auth/get-session", { cookie: mixed });
    const body = (await response.json()) as { user: { id: string } } | null;
    expect(body?.user.id).toBe(userB);
  });

  it("keeps AUTH_SESSION_CACHE_SECONDS=0 on the database for every read", async () => {
    const uncached = await createTestApp(kind, { AUTH_SESSION_CACHE_SECONDS: "0" });
    try {
      const jar = new CookieJar(await uncached.signIn(uniqueEmail()));
      expect(jar.names().some((name) => name.endsWith("session_data"))).toBe(false);
      const queries = countQueries(uncached.runtime.database);
      try {
        const response = await uncached.request("/api/auth/get-session", {
          cookie: jar.toString(),
        });
        expect(await response.json()).not.toBeNull();
        expect(queries.count).toBe(1);
      } finally {
        queries.restore();
      }
    } finally {
      await uncached.close();
    }
  });
});
