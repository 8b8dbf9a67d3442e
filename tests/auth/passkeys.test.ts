import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkey } from "~/db/schema";
import { PASSKEY_LIMIT } from "~/lib/passkeys";
import { storageKinds } from "../support/databases";
import {
  APP_URL,
  cookiesFrom,
  createTestApp,
  type TestApp,
  uniqueEmail,
} from "../support/test-app";
import { type CeremonyOptions, SoftAuthenticator } from "../support/webauthn";

// The passkey endpoints (ADR 027) with real WebAuthn ceremonies from a software authenticator: who
// may register, the shapes, the cap, ownership, the origin check, and that a passkey sign-in is
// a fresh session.

const HERE: CeremonyOptions = { origin: APP_URL, rpId: new URL(APP_URL).hostname };

describe.each(storageKinds)("passkeys on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  /** Starts a ceremony: the options and the cookie that binds its challenge to this client. */
  async function options(path: string, cookie?: string) {
    const response = await app.request(`/api/auth/passkey/${path}`, { cookie });
    return { response, cookie: [cookie, cookiesFrom(response)].filter(Boolean).join("; ") };
  }

  async function register(
    cookie: string,
    authenticator = new SoftAuthenticator(),
    name = "Laptop",
  ) {
    const started = await options("generate-register-options", cookie);
    expect(started.response.status).toBe(200);
    const challenge = (await started.response.json()) as { challenge: string };
    const response = await app.request("/api/auth/passkey/verify-registration", {
      cookie: started.cookie,
      json: { response: authenticator.register(challenge, HERE), name },
    });
    return { response, authenticator };
  }

  async function signInWith(authenticator: SoftAuthenticator, ceremony = HERE) {
    const started = await options("generate-authenticate-options");
    expect(started.response.status).toBe(200);
    const challenge = (await started.response.json()) as { challenge: string };
    return app.request("/api/auth/passkey/verify-authentication", {
      cookie: started.cookie,
      json: { response: authenticator.authenticate(challenge, ceremony) },
    });
  }

  /** `n` passkeys written straight to the database for the account of `email`. */
  async function seedPasskeys(email: string, n: number) {
    const user = await app.userByEmail(email);
    await app.runtime.database.db.insert(passkey).values(
      Array.from({ length: n }, (_, i) => ({
        id: `seeded-${email}-${i}`,
        publicKey: "key",
        userId: user?.id as string,
        credentialID: Buffer.from(`seeded-${email}-${i}`).toString("base64url"),
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
      })),
    );
  }

  async function list(cookie: string) {
    const response = await app.request("/api/auth/passkey/list-user-passkeys", { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>[];
  }

  it("registers a passkey for this app's relying party and lists it without key material", async () => {
    const cookie = await app.signIn(uniqueEmail());
    const started = await options("generate-register-options", cookie);
    const body = (await started.response.json()) as {
      rp: { id: string; name: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
    };
    expect(body.rp).toEqual({ id: "localhost", name: "Timberline" });
    expect(body.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });

    const { response } = await register(cookie, new SoftAuthenticator(), "  Work laptop  ");
    expect(response.status).toBe(200);
    const passkeys = await list(cookie);
    expect(passkeys).toEqual([
      expect.objectContaining({ name: "Work laptop", lastUsedAt: null, backedUp: false }),
    ]);
    expect(JSON.stringify(passkeys)).not.toMatch(/publicKey|credentialID|counter/);
  });

  it("refuses registration without a session (401) and from a stale one (403)", async () => {
    const anonymous = await app.request("/api/auth/passkey/generate-register-options");
    expect(anonymous.status).toBe(401);
    const verifyAnonymous = await app.request("/api/auth/passkey/verify-registration", {
      json: { response: new SoftAuthenticator().register({ challenge: "abc" }, HERE) },
    });
    expect(verifyAnonymous.status).toBe(401);

    const cookie = await app.signIn(uniqueEmail());
    await app.ageSession(cookie, 2 * 3600);
    const stale = await app.request("/api/auth/passkey/generate-register-options", { cookie });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: "SESSION_NOT_FRESH" });
  });

  it("signs in with the passkey: a new session, fresh enough for sensitive calls", async () => {
    const email = uniqueEmail();
    const { authenticator } = await register(await app.signIn(email));
    const response = await signInWith(authenticator);
    expect(response.status).toBe(200);
    const cookie = cookiesFrom(response);
    const session = await app.session(cookie);
    expect(session?.user.email).toBe(email);
    // Registering another passkey needs a fresh session: the passkey's sign-in is one.
    expect((await register(cookie).then((r) => r.response)).status).toBe(200);
    const used = await list(cookie);
    expect(used.filter((p) => p.lastUsedAt !== null)).toHaveLength(1);
  });

  it("refuses an assertion signed for another origin (400) and signs nobody in", async () => {
    const { authenticator } = await register(await app.signIn(uniqueEmail()));
    const response = await signInWith(authenticator, {
      ...HERE,
      origin: "http://127.0.0.1:4101",
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
    const otherRp = await signInWith(authenticator, { ...HERE, rpId: "evil.example" });
    expect(otherRp.status).toBe(400);
  });

  it("refuses a passkey that did not verify its user", async () => {
    const cookie = await app.signIn(uniqueEmail());
    const started = await options("generate-register-options", cookie);
    const challenge = (await started.response.json()) as { challenge: string };
    const response = await app.request("/api/auth/passkey/verify-registration", {
      cookie: started.cookie,
      json: {
        response: new SoftAuthenticator().register(challenge, { ...HERE, userVerified: false }),
      },
    });
    expect(response.status).toBe(400);
    expect(await list(cookie)).toEqual([]);
  });

  it("answers bad shapes with 400 VALIDATION_ERROR", async () => {
    const cookie = await app.signIn(uniqueEmail());
    const bad: [string, unknown][] = [
      ["verify-registration", { response: "nope" }],
      ["verify-registration", { response: {}, createSession: true }],
      ["verify-authentication", { response: { id: "x" } }],
      ["verify-authentication", { response: { id: 1, rawId: 1, type: "public-key" } }],
      ["update-passkey", { id: "x", name: "" }],
      ["update-passkey", { id: "x", name: "n".repeat(101) }],
      ["update-passkey", { id: "x".repeat(201), name: "Phone" }],
      ["delete-passkey", { id: "" }],
    ];
    for (const [path, json] of bad) {
      const response = await app.request(`/api/auth/passkey/${path}`, { cookie, json });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    const query = await app.request("/api/auth/passkey/generate-register-options?context=signup", {
      cookie,
    });
    expect(query.status).toBe(400);
  });

  it("renames and deletes only the caller's own passkeys: another's is not found", async () => {
    const owner = await app.signIn(uniqueEmail());
    await register(owner);
    const [mine] = await list(owner);
    const id = mine?.id as string;
    const stranger = await app.signIn(uniqueEmail());
    for (const [path, json] of [
      ["update-passkey", { id, name: "Mine now" }],
      ["delete-passkey", { id }],
      ["delete-passkey", { id: "no-such-passkey" }],
    ] as const) {
      const response = await app.request(`/api/auth/passkey/${path}`, { cookie: stranger, json });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ code: "PASSKEY_NOT_FOUND" });
    }
    expect((await list(owner))[0]?.name).toBe("Laptop");

    const renamed = await app.request("/api/auth/passkey/update-passkey", {
      cookie: owner,
      json: { id, name: "Phone" },
    });
    expect(renamed.status).toBe(200);
    expect((await list(owner))[0]?.name).toBe("Phone");
    const deleted = await app.request("/api/auth/passkey/delete-passkey", {
      cookie: owner,
      json: { id },
    });
    expect(deleted.status).toBe(200);
    expect(await list(owner)).toEqual([]);
  });

  it(`holds at most ${PASSKEY_LIMIT} passkeys per account`, async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const db = app.runtime.database.db;
    await seedPasskeys(email, PASSKEY_LIMIT);
    const refused = await app.request("/api/auth/passkey/generate-register-options", { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "PASSKEY_LIMIT_REACHED" });
    const verify = await app.request("/api/auth/passkey/verify-registration", {
      cookie,
      json: { response: new SoftAuthenticator().register({ challenge: "abc" }, HERE) },
    });
    expect(verify.status).toBe(409);

    await db.delete(passkey).where(eq(passkey.id, `seeded-${email}-0`));
    expect((await register(cookie)).response.status).toBe(200);
  });

  it(`holds ${PASSKEY_LIMIT} when registrations for the last place finish at once`, async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const user = await app.userByEmail(email);
    const db = app.runtime.database.db;
    await seedPasskeys(email, PASSKEY_LIMIT - 1);
    // Each ceremony starts while one place is left; their verifications arrive together.
    const started = [];
    for (let i = 0; i < 4; i++) {
      const ceremony = await options("generate-register-options", cookie);
      expect(ceremony.response.status).toBe(200);
      const challenge = (await ceremony.response.json()) as { challenge: string };
      started.push({ cookie: ceremony.cookie, challenge });
    }
    const answers = await Promise.all(
      started.map(({ cookie: bound, challenge }) =>
        app.request("/api/auth/passkey/verify-registration", {
          cookie: bound,
          json: { response: new SoftAuthenticator().register(challenge, HERE), name: "Key" },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      `${statuses}`,
    ).toBe(true);
    const [row] = await db
      .select({ n: count() })
      .from(passkey)
      .where(eq(passkey.userId, user?.id as string));
    expect(row?.n, `${statuses}`).toBeLessThanOrEqual(PASSKEY_LIMIT);
    expect(row?.n).toBe(PASSKEY_LIMIT - 1 + statuses.filter((status) => status === 200).length);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(await answer.json()).toMatchObject({ code: "PASSKEY_LIMIT_REACHED" });
    }
  });

  it("deletes a user's passkeys with the user", async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    await register(cookie);
    const user = await app.userByEmail(email);
    const response = await app.request("/api/auth/delete-user", {
      cookie,
      json: { freshSession: true },
    });
    expect(response.status).toBe(200);
    const rows = await app.runtime.database.db
      .select()
      .from(passkey)
      .where(eq(passkey.userId, user?.id as string));
    expect(rows).toEqual([]);
  });
});
