// A real OpenID Connect provider for the end-to-end tests: oauth2-mock-server (discovery, JWKS,
// authorize, token, userinfo) with a generated RS256 key, on OIDC_PROVIDER_HOST:OIDC_PROVIDER_PORT
// (127.0.0.1:4110), issuer http://<host>:<port>. /authorize asks nobody: it redirects straight
// back to the client with a code. Who signs in is set by the tests:
//   POST /__identity {sub, email, name?, email_verified?} → the identity of the next sign-ins (204)
//   GET  /__identity  → the current identity (JSON)
//   GET  /health      → {"ok":true} (the readiness URL for e2e/support/global-setup.ts)
// The identity is taken when /authorize hands out a code; the id token, the access token and
// /userinfo for that code all carry it, with the scopes the authorize request asked for.
// Plain .mjs so node runs it without a TypeScript loader.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Events, OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** The mock's requests carry their parsed form body. */
/** @typedef {IncomingMessage & { body?: { code?: string } }} MockRequest */

const host = process.env.OIDC_PROVIDER_HOST ?? "127.0.0.1";
const port = Number(process.env.OIDC_PROVIDER_PORT ?? 4110);
const DEFAULT_SCOPES = "openid email profile offline_access";
/** Codes not yet exchanged; a code the client never redeems is dropped after this many. */
const MAX_PENDING_CODES = 1000;

let identity = {
  sub: "nobody",
  email: "nobody@example.com",
  email_verified: true,
  name: "Nobody",
};

/** code → { identity, scope }, from /authorize to /token. */
const pending = new Map();

const issuer = new OAuth2Issuer();
issuer.url = `http://${host}:${port}`;
await issuer.keys.generate("RS256");
const service = new OAuth2Service(issuer);

service.on(
  Events.BeforeAuthorizeRedirect,
  /** @param {{ url: URL }} redirect @param {IncomingMessage} req */ ({ url }, req) => {
    const code = url.searchParams.get("code");
    if (!code) return;
    const requested = new URL(req.url ?? "/", issuer.url).searchParams.get("scope");
    pending.set(code, { identity: { ...identity }, scope: requested || DEFAULT_SCOPES });
    if (pending.size > MAX_PENDING_CODES) pending.delete(pending.keys().next().value);
  },
);

/**
 * The sign-in a token request belongs to: its code's, or (refresh) the current identity.
 * @param {MockRequest} req
 */
function grantOf(req) {
  const code = req.body?.code;
  return (code && pending.get(code)) ?? { identity, scope: DEFAULT_SCOPES };
}

service.on(Events.BeforeTokenSigning, (token, req) => {
  const grant = grantOf(req);
  // A unique id, as a real provider's tokens have: two tokens minted in one second differ.
  Object.assign(token.payload, grant.identity, { scope: grant.scope, jti: randomUUID() });
});

// The mock answers scope "dummy" unless the token request names one; a real provider grants
// the scopes the authorize request asked for.
service.on(Events.BeforeResponse, (response, req) => {
  const grant = grantOf(req);
  if (req.body?.code) pending.delete(req.body.code);
  if (response.statusCode === 200 && typeof response.body === "object") {
    response.body.scope = grant.scope;
  }
});

// The claims of the access token presented (the mock signed it; it is only read back here).
service.on(Events.BeforeUserinfo, (response, req) => {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  let claims = identity;
  if (token) {
    try {
      const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
      if (typeof payload.sub === "string") claims = payload;
    } catch {
      // Not a JWT: answer with the current identity.
    }
  }
  const { sub, email, email_verified, name } = claims;
  response.body = { sub, email, email_verified, name };
});

/** @param {ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** @param {IncomingMessage} req */
async function readJson(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

/** @param {IncomingMessage} req @param {ServerResponse} res */
async function setIdentity(req, res) {
  let body;
  try {
    body = await readJson(req);
  } catch {
    return sendJson(res, 400, { error: "the body is not JSON" });
  }
  const { sub, email, name, email_verified = true } = body ?? {};
  if (typeof sub !== "string" || !sub || typeof email !== "string" || !email) {
    return sendJson(res, 400, { error: "sub and email are required strings" });
  }
  identity = {
    sub,
    email,
    email_verified: email_verified !== false,
    name: typeof name === "string" && name ? name : /** @type {string} */ (email.split("@")[0]),
  };
  res.writeHead(204);
  res.end();
}

// Each response closes its connection: a pooled keep-alive socket the server has timed out fails
// the app's next fetch ("fetch failed") when a test starts a while after the last one.
const server = createServer((req, res) => {
  res.setHeader("connection", "close");
  const path = new URL(req.url ?? "/", issuer.url).pathname;
  if (path === "/health" && req.method === "GET") return sendJson(res, 200, { ok: true });
  if (path === "/__identity") {
    if (req.method === "GET") return sendJson(res, 200, identity);
    if (req.method === "POST") {
      setIdentity(req, res).catch((error) => sendJson(res, 500, { error: String(error) }));
      return;
    }
    return sendJson(res, 405, { error: "GET or POST" });
  }
  service.requestHandler(req, res);
});

server.on("error", (error) => {
  console.error("[oidc-provider]", error.message);
  process.exit(1);
});
server.listen(port, host);

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
