import { randomUUID } from "node:crypto";
import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { magicLinkClient, organizationClient, twoFactorClient } from "better-auth/client/plugins";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_TOO_COMMON } from "~/lib/password-policy";
import { type LiveServer, signInOverHttp, startLiveServer } from "../support/live-server";
import { type OidcProvider, oidcEnv, startOidcProvider } from "../support/oidc-provider";
import { callServerFn } from "../support/server-fn";
import { tokenOf, uniqueEmail } from "../support/test-app";

// Better Auth's own client, with the plugins the product serves, driving every call of
// shared/SPEC.md §7 against the built server (.output), as a script or another front end
// would; and the product's getCurrentUser server function beside it.

const SESSION = "src/server/auth/session.functions.ts";
const ACCOUNT = "src/server/account/account.functions.ts";
const PASSWORD = "ferns under the old timber bridge";

/** The cookies a browser would keep for the server, from each response's Set-Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(header = "") {
    for (const pair of header.split("; ").filter(Boolean)) {
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*max-age=0$/i.test(a)) || pair.slice(at + 1) === "";
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

function clientFor(baseURL: string, jar: CookieJar) {
  return createAuthClient({
    baseURL,
    plugins: [magicLinkClient(), organizationClient(), passkeyClient(), twoFactorClient()],
    fetchOptions: {
      headers: { origin: baseURL },
      onRequest: (context) => {
        context.headers.set("cookie", jar.header());
      },
      onResponse: (context) => {
        jar.keep(context.response);
      },
    },
  });
}

describe("Better Auth's own client against the built server", () => {
  let provider: OidcProvider;
  let live: LiveServer;
  let url: string;
  beforeAll(async () => {
    provider = await startOidcProvider();
    live = await startLiveServer(oidcEnv(provider));
    url = live.server.url;
  }, 60_000);
  afterAll(async () => {
    await live?.stop();
    await provider?.stop();
  });

  /** A signed-in user, the client with its cookies, and the session's own token. */
  async function signedIn(email = uniqueEmail()) {
    const cookie = await signInOverHttp(url, email);
    const jar = new CookieJar(cookie);
    return { email, jar, client: clientFor(url, jar), token: tokenOf(cookie) };
  }

  /** A first password, through the settings' server function (set-password is server-only). */
  function setPassword(jar: CookieJar, newPassword: string) {
    return callServerFn(url, {
      method: "POST",
      file: ACCOUNT,
      name: "setPasswordFn",
      data: { newPassword },
      cookie: jar.header(),
    });
  }

  /** The session a cookie holds, from the database (a revoked one may read from its cache). */
  async function sessionOf(cookie: string): Promise<unknown> {
    const read = await fetch(`${url}/api/auth/get-session?disableCookieCache=true`, {
      headers: { cookie },
    });
    return read.json();
  }

  /** The provider account linked the way a browser links it: the redirect there and back. */
  async function linkProvider(email: string, jar: CookieJar, client: ReturnType<typeof clientFor>) {
    provider.identity = { sub: `sub-${randomUUID()}`, email, email_verified: true };
    const started = await client.linkSocial({
      provider: "oidc",
      callbackURL: "/settings",
      disableRedirect: true,
    });
    expect(started.error).toBeNull();
    const authorize = await fetch(started.data?.url ?? "", { redirect: "manual" });
    const back = new URL(authorize.headers.get("location") ?? "");
    const callback = await fetch(`${url}${back.pathname}${back.search}`, {
      headers: { cookie: jar.header() },
      redirect: "manual",
    });
    expect(callback.headers.get("location")).toBe("/settings");
    jar.keep(callback);
  }

  it("getCurrentUser answers the signed-in user, and 401 without a session", async () => {
    const { email, jar } = await signedIn();
    const result = await callServerFn(url, {
      method: "GET",
      file: SESSION,
      name: "getCurrentUser",
      cookie: jar.header(),
    });
    expect(result.status, result.error).toBe(200);
    // Spec §4's user: every field, the two dates as dates.
    expect(result.value).toMatchObject({
      email,
      emailVerified: true,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    const signedOut = await callServerFn(url, {
      method: "GET",
      file: SESSION,
      name: "getCurrentUser",
    });
    expect(signedOut.status).toBe(401);
  });

  it("listSessions, revokeSession with its handle, and revokeOtherSessions", async () => {
    const { email, client, token } = await signedIn();
    const second = await signInOverHttp(url, email);
    const listed = await client.listSessions();
    expect(listed.error).toBeNull();
    expect(listed.data).toHaveLength(2);
    const text = JSON.stringify(listed.data);
    for (const real of [token, tokenOf(second)]) expect(text).not.toContain(real);

    const mine = (await client.getSession()).data?.session.id;
    const other = listed.data?.find((s) => s.id !== mine);
    const revoked = await client.revokeSession({ token: other?.token ?? "" });
    expect(revoked.error).toBeNull();
    expect(revoked.data).toEqual({ status: true });
    expect(await sessionOf(second)).toBeNull();

    const third = await signInOverHttp(url, email);
    const others = await client.revokeOtherSessions();
    expect(others.error).toBeNull();
    expect(await sessionOf(third)).toBeNull();
    expect((await client.listSessions()).data).toHaveLength(1);
  });

  it("updateUser, changePassword and changeEmail", async () => {
    const { email, jar, client } = await signedIn();
    expect((await client.updateUser({ name: "Ada Lovelace" })).error).toBeNull();
    expect((await client.getSession()).data?.user.name).toBe("Ada Lovelace");

    const set = await setPassword(jar, PASSWORD);
    expect(set.status, set.error).toBe(200);
    const changed = await client.changePassword({
      currentPassword: PASSWORD,
      newPassword: "a quiet lake past the pine ridge",
    });
    expect(changed.error).toBeNull();
    expect(changed.data?.user.email).toBe(email);

    const newEmail = uniqueEmail();
    const moved = await client.changeEmail({ newEmail, callbackURL: "/settings" });
    expect(moved.error).toBeNull();
    expect(moved.data?.status).toBe(true);
  });

  it("setPasswordFn refuses a common password with the sentence", async () => {
    const { jar } = await signedIn();
    const result = await setPassword(jar, "password password");
    expect(result.status).toBe(400);
    expect(result.value).toMatchObject(PASSWORD_TOO_COMMON);
  });

  it("getAccessToken, accountInfo and unlinkAccount({ providerId }) for a linked provider", async () => {
    const { email, jar, client } = await signedIn();
    const set = await setPassword(jar, PASSWORD);
    expect(set.status, set.error).toBe(200);
    await linkProvider(email, jar, client);
    const accounts = await client.listAccounts();
    const linked = accounts.data?.find((a) => a.providerId === "oidc");
    expect(linked).toBeDefined();

    const tokens = await client.getAccessToken({ providerId: "oidc" } as never);
    expect(tokens.error).toBeNull();
    expect(tokens.data?.accessToken.split(".")).toHaveLength(3);

    const info = await client.accountInfo({ query: { accountId: linked?.id ?? "" } });
    expect(info.error).toBeNull();
    expect(info.data?.user).toMatchObject({ email });

    const unlinked = await client.unlinkAccount({ providerId: "oidc" } as never);
    expect(unlinked.error).toBeNull();
    expect(unlinked.data).toEqual({ status: true });
    expect((await client.listAccounts()).data?.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("deleteUser with the password", async () => {
    const { jar, client } = await signedIn();
    const set = await setPassword(jar, PASSWORD);
    expect(set.status, set.error).toBe(200);
    const deleted = await client.deleteUser({ password: PASSWORD });
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual({ success: true, message: "User deleted" });
    expect((await client.getSession()).data).toBeNull();
  });
});
