import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Events, OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";
import { freePort } from "./free-port";
import { cookiesFrom, type TestApp } from "./test-app";

const GRANTED_SCOPES = "openid email profile offline_access";

export interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface OidcProvider {
  /** The issuer URL, for OIDC_ISSUER. */
  issuer: string;
  /** Who the next sign-ins at the provider are: their id token, access token and userinfo. */
  identity: Identity;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider process (discovery, JWKS, authorize, token, userinfo) on a free
 * port. Every token and userinfo answer carries the current `identity`.
 */
export async function startOidcProvider(): Promise<OidcProvider> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  // Each response closes its connection: a pooled keep-alive socket the server has timed out
  // fails the app's next fetch ("fetch failed") when a test starts a while after the last one.
  const http = createServer((req, res) => {
    res.setHeader("connection", "close");
    service.requestHandler(req, res);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, "127.0.0.1", resolve);
  });
  issuer.url = `http://127.0.0.1:${port}`;
  const server = { service };
  const provider: OidcProvider = {
    issuer: issuer.url,
    identity: { sub: "nobody", email: "nobody@example.com", email_verified: true },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  server.service.on(Events.BeforeTokenSigning, (token) => {
    // A unique id, as a real provider's tokens have: two tokens minted in one second differ.
    Object.assign(token.payload, provider.identity, { jti: randomUUID() });
  });
  // The mock answers scope "dummy" unless the token request names one; a real provider grants
  // the scopes the authorize request asked for.
  server.service.on(Events.BeforeResponse, (response) => {
    const body = response.body as Record<string, unknown>;
    if (body.scope === "dummy") body.scope = GRANTED_SCOPES;
  });
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = { ...provider.identity };
  });
  return provider;
}

export function oidcEnv(provider: OidcProvider): Record<string, string> {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: "timberline-test",
    OIDC_CLIENT_SECRET: "timberline-test-secret",
  };
}

/**
 * Follows a response of /link-social or /sign-in/social the way a browser would: to the
 * provider's authorize endpoint, which redirects straight back to the app's callback, carrying
 * the cookies the start call set. Returns the app's answer to the callback.
 */
export async function completeOAuth(
  app: TestApp,
  start: Response,
  cookie = "",
): Promise<{ callback: Response; callbackPath: string }> {
  if (start.status !== 200)
    throw new Error(`OAuth start failed: ${start.status} ${await start.text()}`);
  const { url } = (await start.json()) as { url: string };
  const authorize = await fetch(url, { redirect: "manual" });
  const location = authorize.headers.get("location");
  if (!location) throw new Error(`provider did not redirect: ${authorize.status}`);
  const back = new URL(location);
  const cookies = [cookie, cookiesFrom(start)].filter(Boolean).join("; ");
  const callback = await app.request(`${back.pathname}${back.search}`, { cookie: cookies });
  return { callback, callbackPath: back.pathname };
}
