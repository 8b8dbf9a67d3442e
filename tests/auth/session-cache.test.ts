import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assembleRuntime, type Runtime } from "~/server/app/runtime.server";
import { handleAuthRequest } from "~/server/auth/auth-handler.server";
import { sessionFromCookieCache } from "~/server/auth/cookie-session.server";
import { CookieJar } from "../../scripts/cookie-jar.mjs";
import { storageKinds } from "../support/databases";
import { countingDatabase } from "../support/rest-api";
import { APP_URL, createTestApp, type TestApp, tokenOf, uniqueEmail } from "../support/test-app";

/** The names of the cookies in a jar. */
const namesIn = (jar: CookieJar) => [...jar.cookies.keys()];

/** The `name=value` pair of the jar's cookie whose name ends with `suffix`. */
function cookieEndingWith(jar: CookieJar, suffix: string): string {
  const found = [...jar.cookies].find(([name]) => name.endsWith(suffix));
  if (!found) throw new Error(`no cookie ending with ${suffix}`);
  return `${found[0]}=${found[1]}`;
}

/**
 * The app's own wiring on a database that records every statement: a second runtime on the
 * same data and secret, so cookies from `app` work on it.
 */
function countedRuntime(app: TestApp) {
  const counted = countingDatabase(app.runtime.database);
  const runtime = assembleRuntime({
    env: app.runtime.env,
    database: { ...app.runtime.database, db: counted.db },
  });
  return { runtime, queries: counted.queries };
}

const CACHE_SECONDS = 1;
const afterTheCacheExpires = () =>
  new Promise((done) => setTimeout(done, CACHE_SECONDS * 1000 + 150));

describe.each(storageKinds)("the session cookie cache on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_SESSION_CACHE_SECONDS: String(CACHE_SECONDS) });
  });
  afterAll(() => app?.close());

  async function signedIn() {
    const jar = new CookieJar(await app.signIn(uniqueEmail()));
    return jar;
  }

  /** get-session as a browser calls it: the jar's cookies out, the response's cookies back in. */
  async function getSession(jar: CookieJar, runtime: Runtime = app.runtime) {
    const response = await handleAuthRequest(
      runtime,
      new Request(`${APP_URL}/api/auth/get-session`, { headers: { cookie: jar.header() } }),
    );
    expect(response.status).toBe(200);
    jar.store(response.headers.getSetCookie());
    return (await response.json()) as { user: { id: string }; session: { token: string } } | null;
  }

  it("answers get-session from the signed cookie without a query, and with one query once it expires", async () => {
    const jar = await signedIn();
    expect(namesIn(jar).some((name) => name.endsWith("session_data"))).toBe(true);

    const { runtime, queries } = countedRuntime(app);
    const hit = await getSession(jar, runtime);
    expect(hit?.user.id).toBeTruthy();
    expect(queries.length).toBe(0);

    await afterTheCacheExpires();
    const before = queries.length;
    const miss = await getSession(jar, runtime);
    expect(miss?.user.id).toBe(hit?.user.id);
    expect(queries.length - before).toBe(1);

    // The miss sent a fresh copy: the next read is a hit again.
    const after = queries.length;
    expect((await getSession(jar, runtime))?.user.id).toBe(hit?.user.id);
    expect(queries.length).toBe(after);
  });

  it("refuses a revoked session at once on a change, and on reads once the copy expires", async () => {
    const email = uniqueEmail();
    const mine = new CookieJar(await app.signIn(email));
    const stolen = new CookieJar(await app.signIn(email));
    const target = await getSession(stolen);
    if (!target) throw new Error("sign-in failed");

    const revoked = await app.request("/api/auth/revoke-session", {
      json: { token: tokenOf(stolen.header()) },
      cookie: mine.header(),
    });
    expect(revoked.status).toBe(200);

    // A change reads the database: refused straight away.
    const change = await app.request("/api/auth/update-user", {
      json: { name: "Not Allowed" },
      cookie: stolen.header(),
    });
    expect(change.status).toBe(401);
    expect((await app.userByEmail(email))?.name).not.toBe("Not Allowed");

    await afterTheCacheExpires();
    expect(await getSession(stolen)).toBeNull();
    expect(await getSession(mine)).not.toBeNull();
  });

  it("answers nothing from a copy whose session cookie is gone or forged", async () => {
    const jar = await signedIn();
    const dataCookie = cookieEndingWith(jar, "session_data");
    const response = await app.request("/api/auth/get-session", { cookie: dataCookie });
    expect(await response.json()).toBeNull();
    const forged = await app.request("/api/auth/get-session", {
      cookie: `${dataCookie}; better-auth.session_token=forged.signature`,
    });
    expect(await forged.json()).toBeNull();
  });

  it("answers from the copy exactly what Better Auth answers from it", async () => {
    const jar = await signedIn();
    const fast = await app.request("/api/auth/get-session", { cookie: jar.header() });
    // Any query sends the call through Better Auth's own pipeline, which reads the same copy.
    const stock = await app.request("/api/auth/get-session?disableRefresh=false", {
      cookie: jar.header(),
    });
    expect(fast.headers.get("cache-control")).toBe("no-store");
    const body = (await fast.json()) as { user: { id: string } } | null;
    expect(body).toEqual(await stock.json());
    // The response came from the copy itself, not from Better Auth's pipeline falling back.
    const direct = await sessionFromCookieCache(
      app.runtime.env,
      new Headers({ cookie: jar.header() }),
    );
    expect(direct?.user.id).toBe(body?.user.id);
  });

  it("never pairs one session's copy with another session's cookie", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const userB = (await getSession(b))?.user.id;
    const mixed = `${cookieEndingWith(a, "session_data")}; ${cookieEndingWith(b, "session_token")}`;
    const response = await app.request("/api/auth/get-session", { cookie: mixed });
    const body = (await response.json()) as { user: { id: string } } | null;
    expect(body?.user.id).toBe(userB);
  });

  it("answers every browser of one session from one cached read, without a query", async () => {
    const jar = await signedIn();
    // Browsers without the cookie copy: only the session's own cookie.
    const first = new CookieJar(cookieEndingWith(jar, "session_token"));
    const second = new CookieJar(cookieEndingWith(jar, "session_token"));
    const { runtime, queries } = countedRuntime(app);
    const [a, b] = await Promise.all([getSession(first, runtime), getSession(second, runtime)]);
    expect(a?.user.id).toBeTruthy();
    expect(b).toEqual(a);
    const afterMiss = queries.length;
    expect(afterMiss).toBe(1);
    expect(
      await getSession(new CookieJar(cookieEndingWith(jar, "session_token")), runtime),
    ).toEqual(a);
    expect(queries.length).toBe(afterMiss);
  });

  it("forgets the cached sessions at once when a call may change one (ADR 078)", async () => {
    const cached = await createTestApp(kind, { AUTH_SESSION_CACHE_SECONDS: "300" });
    try {
      const email = uniqueEmail();
      const mine = new CookieJar(await cached.signIn(email));
      const other = new CookieJar(cookieEndingWith(mine, "session_token"));
      const read = async (jar: CookieJar) =>
        (await (
          await cached.request("/api/auth/get-session", { cookie: jar.header() })
        ).json()) as {
          user: { name: string };
        } | null;
      expect((await read(other))?.user.name).toBeDefined();
      const renamed = await cached.request("/api/auth/update-user", {
        json: { name: "Renamed Person" },
        cookie: mine.header(),
      });
      expect(renamed.status).toBe(200);
      expect((await read(other))?.user.name).toBe("Renamed Person");
      const out = await cached.request("/api/auth/sign-out", { json: {}, cookie: mine.header() });
      expect(out.status).toBe(200);
      expect(await read(other)).toBeNull();
    } finally {
      await cached.close();
    }
  });

  it("keeps AUTH_SESSION_CACHE_SECONDS=0 on the database for every read", async () => {
    const uncached = await createTestApp(kind, { AUTH_SESSION_CACHE_SECONDS: "0" });
    try {
      const jar = new CookieJar(await uncached.signIn(uniqueEmail()));
      expect(namesIn(jar).some((name) => name.endsWith("session_data"))).toBe(false);
      const { runtime, queries } = countedRuntime(uncached);
      expect(await getSession(jar, runtime)).not.toBeNull();
      expect(queries.length).toBe(1);
    } finally {
      await uncached.close();
    }
  });
});
