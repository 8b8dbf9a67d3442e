import { z } from "zod";
import { LOCALES } from "~/i18n/locale";
import { isTimeZone } from "~/i18n/time-zone";
import { ORGANIZATION_ROLES } from "~/lib/organization-access";
import { PASSKEY_LIMIT, passkeyNameProblem } from "~/lib/passkeys";
import { type CodeKind, readCode } from "~/lib/two-factor";
import {
  apiKeyNameProblem,
  displayNameProblem,
  EMAIL_TOO_LONG,
  emailAddressProblem,
  emailWithinLimits,
  fittedDisplayName,
  imageUrlProblem,
  organizationNameProblem,
  slugProblem,
} from "~/lib/validation";

// The Better Auth endpoints this product serves over HTTP, each with the product's own shape for
// its input and the rule the product adds there. Better Auth (and its plugins) define more
// endpoints than the product uses; every path not listed here answers 404 at /api/auth, so a
// plugin upgrade cannot open an endpoint nobody decided to open (tests/auth/auth-endpoints.test.ts holds the
// full list, served or not).
//
// The shapes are stricter than Better Auth's own: a field the product does not offer is refused,
// every string is bounded, and the fields Better Auth takes as "anything" (update-user's record)
// get types. endpoint-input.server.ts holds each call to them in the before-hook, so the
// same rule holds for a browser, a script and the product's own server calls; a failure answers
// 400 VALIDATION_ERROR.

/** A URL Better Auth checks against the trusted origins; bounded so no query can carry a novel. */
const url = z.string().max(2048);
/** One-time tokens and ids: Better Auth's are 24 to 64 characters. */
const token = z.string().min(1).max(512);
const id = z.string().min(1).max(200);
/** Better Auth answers "Password too short/long" itself within this bound (the spec's words). */
const password = z.string().max(1024);
const providerId = z.string().min(1).max(64);
const flag = z.union([z.boolean(), z.enum(["true", "false"])]);

/** An address the product can mail: the spec's shape and RFC 5321's lengths. */
const emailAddress = z.string().superRefine((value, ctx) => {
  const problem = emailAddressProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/**
 * An address to sign in with: within RFC 5321's lengths. Its shape is left to Better Auth, which
 * answers a malformed one with the spec's "Invalid email".
 */
const signInAddress = z.string().refine(emailWithinLimits, { message: EMAIL_TOO_LONG });

/**
 * A trimmed text field judged by a rule the screens share (src/lib/validation.ts,
 * src/lib/passkeys.ts), so both say the same words.
 */
function trimmedText(problemOf: (value: string) => string | null) {
  return z
    .string()
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      const problem = problemOf(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** A display name: trimmed, 1 to 100 characters, no control characters. */
const displayName = trimmedText(displayNameProblem);

/** An API key's name: trimmed, 1 to 64 characters, no control characters. */
const apiKeyName = trimmedText(apiKeyNameProblem);

/** An avatar: an https:// address of bounded length, or null to remove it. */
const imageUrl = trimmedText(imageUrlProblem);

/** An organization's or team's name: trimmed, 1 to 100 characters, no control characters. */
const organizationName = trimmedText(organizationNameProblem);

/** An organization's slug: lowercased, then 1 to 48 letters, digits and inner dashes. */
const slug = z
  .string()
  .max(1000)
  .transform((value) => value.trim().toLowerCase())
  .superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The language of an organization's invitation mails (ADR 062): a known locale, or null for none. */
const organizationLocale = z.enum(LOCALES).nullable().optional();

/** One of the product's three roles, one per member (no lists, no custom roles). */
const role = z.enum(ORGANIZATION_ROLES);

export interface AuthEndpoint {
  /** Better Auth's path under /api/auth, with `:name` for a path parameter. */
  path: string;
  methods: readonly ("GET" | "POST")[];
  /** The product's shape for the JSON body (POST) or the query (GET). */
  body?: z.ZodType;
  query?: z.ZodType;
  /** What the product adds to Better Auth's own behaviour at this endpoint. */
  rule: string;
}

const none = z.strictObject({});

const ADMIN_CONSOLE = "the console's server functions do this for admins only, audited";

/**
 * The spec's account selection for a provider token: `providerId`, narrowed by `accountId` (the
 * provider's id of the account, or this product's row id). provider-accounts.server.ts turns it
 * into the row id this Better Auth takes; `userId` is for the server's own calls only.
 */
const providerTokenCall = z.strictObject({
  providerId: providerId.optional(),
  accountId: id.optional(),
  userId: id.optional(),
  useAccountCookie: z.boolean().optional(),
});

/** Scopes to ask the provider for beyond the product's own: OAuth scope tokens, bounded. */
const scopes = z
  .array(
    z
      .string()
      .min(1)
      .max(200)
      .regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/),
  )
  .max(20);

/** An ID token a client got from the provider itself (Google's one-tap, say), spec §7. */
const idToken = z.strictObject({
  token: z.string().min(1).max(8192),
  nonce: z.string().max(512).optional(),
  accessToken: z.string().max(8192).optional(),
  refreshToken: z.string().max(8192).optional(),
  scopes: scopes.optional(),
});

/** The fields /sign-in/social and /link-social share (spec §7). */
const socialCall = {
  provider: providerId,
  callbackURL: url.optional(),
  errorCallbackURL: url.optional(),
  disableRedirect: z.boolean().optional(),
  scopes: scopes.optional(),
  requestSignUp: z.boolean().optional(),
  idToken: idToken.optional(),
};

/** Every Better Auth endpoint served over HTTP, and why. */
export const AUTH_ENDPOINTS = [
  { path: "/ok", methods: ["GET"], rule: "health check; answers {ok}" },
  { path: "/error", methods: ["GET"], rule: "HTML error page (src/routes/api/auth/error.ts)" },
  {
    path: "/get-session",
    methods: ["GET"],
    query: z.strictObject({ disableCookieCache: flag.optional(), disableRefresh: flag.optional() }),
    rule: "the caller's own session and user, answered without the session token",
  },
  {
    path: "/sign-out",
    methods: ["POST"],
    body: z.strictObject({ callbackURL: url.optional(), disableRedirect: z.boolean().optional() }),
    rule: "ends the caller's session",
  },
  {
    path: "/list-sessions",
    methods: ["GET"],
    query: z.strictObject({ disableCookieCache: flag.optional() }),
    rule: "the caller's own sessions; each `token` is an opaque handle, never the session's token",
  },
  {
    path: "/revoke-session",
    methods: ["POST"],
    body: z.strictObject({ token }),
    rule: "one of the caller's own sessions, by its handle (or own token); any other is not found",
  },
  {
    path: "/revoke-sessions",
    methods: ["POST"],
    body: none,
    rule: "ends every session of the caller",
  },
  {
    path: "/revoke-other-sessions",
    methods: ["POST"],
    body: none,
    rule: "ends the caller's other sessions",
  },
  {
    path: "/sign-in/magic-link",
    methods: ["POST"],
    body: z.strictObject({
      email: emailAddress,
      name: displayName.optional(),
      callbackURL: url.optional(),
      newUserCallbackURL: url.optional(),
      errorCallbackURL: url.optional(),
    }),
    rule: "mails a link; counted per address and network, per address, per IP; only sent mails count",
  },
  {
    path: "/magic-link/verify",
    methods: ["GET"],
    query: z.strictObject({
      token,
      callbackURL: url.optional(),
      errorCallbackURL: url.optional(),
      newUserCallbackURL: url.optional(),
    }),
    rule: "signs in once per link; limited per IP, shown on the sign-in screen when limited",
  },
  {
    path: "/sign-in/email",
    methods: ["POST"],
    body: z.strictObject({
      email: signInAddress,
      password,
      callbackURL: url.optional(),
      rememberMe: z.boolean().optional(),
    }),
    rule: "password sign-in; limited per address and per IP",
  },
  {
    path: "/sign-in/social",
    methods: ["POST"],
    body: z.strictObject({ ...socialCall, newUserCallbackURL: url.optional() }),
    rule: "starts a provider's redirect; an ID token is refused with the reason (refuseIdTokenSignIn)",
  },
  {
    path: "/sign-up/email",
    methods: ["POST"],
    rule: "closed: self-service sign-up is refused (spec §1)",
  },
  {
    path: "/callback/:id",
    methods: ["GET", "POST"],
    rule: "a provider's answer; state cookie and origin-bound callback (Better Auth)",
  },
  {
    path: "/send-verification-email",
    methods: ["POST"],
    body: z.strictObject({ email: emailAddress, callbackURL: url.optional() }),
    rule: "mailed after the answer, only to an unverified account; same answer for any address",
  },
  {
    path: "/verify-email",
    methods: ["GET"],
    query: z.strictObject({ token: z.string().min(1).max(4096), callbackURL: url.optional() }),
    rule: "a signed link; an address another account took since is refused",
  },
  {
    path: "/request-password-reset",
    methods: ["POST"],
    body: z.strictObject({ email: emailAddress, redirectTo: url.optional() }),
    rule: "mailed after the answer, only to an account; same answer and time for any address",
  },
  {
    path: "/reset-password/:token",
    methods: ["GET"],
    query: z.strictObject({ callbackURL: url }),
    rule: "sends the browser on to the reset screen with the token",
  },
  {
    path: "/reset-password",
    methods: ["POST"],
    body: z.strictObject({ newPassword: password, token }),
    rule: "sets the password once per link; ends every session",
  },
  {
    path: "/change-password",
    methods: ["POST"],
    body: z.strictObject({
      newPassword: password,
      currentPassword: password,
      revokeOtherSessions: z.boolean().optional(),
    }),
    rule: "needs the current password; limited per user and per IP; the answer carries no token",
  },
  {
    path: "/update-user",
    methods: ["POST"],
    body: z.strictObject({
      name: displayName.optional(),
      image: z.union([imageUrl, z.null()]).optional(),
      locale: z.enum(LOCALES).nullable().optional(),
      timeZone: z.string().refine(isTimeZone, "Unknown time zone").nullable().optional(),
    }),
    rule: "name (1–100 characters), an https:// avatar, a known locale and time zone only; never the address",
  },
  {
    path: "/change-email",
    methods: ["POST"],
    body: z.strictObject({ newEmail: emailAddress, callbackURL: url.optional() }),
    rule: "a verified address changes only after both addresses confirm; limited per address",
  },
  {
    path: "/delete-user",
    methods: ["POST"],
    body: z.strictObject({
      callbackURL: url.optional(),
      password: password.optional(),
      token: token.optional(),
      freshSession: z.literal(true).optional(),
    }),
    rule: "by password, by a fresh session, or by a mailed link; billing closed first",
  },
  {
    path: "/delete-user/callback",
    methods: ["GET"],
    query: z.strictObject({ token, callbackURL: url.optional() }),
    rule: "the mailed deletion link; single use",
  },
  {
    path: "/list-accounts",
    methods: ["GET"],
    query: none,
    rule: "the caller's own linked accounts",
  },
  {
    path: "/link-social",
    methods: ["POST"],
    body: z.strictObject(socialCall),
    rule: "needs a fresh session; by the provider's redirect, or by its ID token where it verifies them",
  },
  {
    path: "/unlink-account",
    methods: ["POST"],
    body: z
      .strictObject({ providerId: providerId.optional(), accountId: id.optional() })
      .refine((body) => body.providerId !== undefined || body.accountId !== undefined, {
        message: "Name the provider (providerId) or the account (accountId)",
      }),
    rule: "needs a fresh session; by provider or account; never the last way in",
  },
  {
    path: "/get-access-token",
    methods: ["POST"],
    body: providerTokenCall,
    rule: "the caller's own provider token (never another user's: userId is server-only)",
  },
  {
    path: "/refresh-token",
    methods: ["POST"],
    body: providerTokenCall,
    rule: "the caller's own provider token (never another user's: userId is server-only)",
  },
  {
    path: "/account-info",
    // POST {accountId} is spec §7's form of the same call (spec-aliases.server.ts).
    methods: ["GET", "POST"],
    query: z.strictObject({
      accountId: id.optional(),
      userId: id.optional(),
      useAccountCookie: flag.optional(),
    }),
    rule: "the caller's own provider profile, by row or provider account id (userId is server-only)",
  },
  {
    path: "/api-key/create",
    methods: ["POST"],
    body: z.strictObject({ name: apiKeyName.optional() }),
    rule: "a personal key, as the screens make it (api-keys.server.ts): 402 beyond the plan's count",
  },
  {
    path: "/api-key/delete",
    methods: ["POST"],
    body: z.strictObject({ keyId: id }),
    rule: "the caller's own key only; refused by the REST API at once on this instance",
  },
  {
    path: "/admin/stop-impersonating",
    methods: ["POST"],
    body: none,
    rule: "an admin acting as a user goes back to their own session; the console's other actions are server functions (ADR 036)",
  },
  ...organizationEndpoints(),
  ...passkeyEndpoints(),
  ...twoFactorEndpoints(),
] as const satisfies readonly AuthEndpoint[];

/**
 * Better Auth's organization plugin (ADR 020): the endpoints the screens and Better Auth's client
 * use. The plugin checks membership and the role's permissions (src/lib/organization-access.ts)
 * at each; the product's shapes close what it leaves open (no metadata, bounded names, slugs
 * and logos, one role and one team at a time), and organization-rules.server.ts adds the
 * product's rules.
 */
function organizationEndpoints() {
  const organizationId = id.optional();
  const forOrganization = z.strictObject({ organizationId });
  return [
    {
      path: "/organization/create",
      methods: ["POST"],
      body: z.strictObject({
        name: organizationName,
        slug,
        logo: z.union([imageUrl, z.null()]).optional(),
        locale: organizationLocale,
        keepCurrentActiveOrganization: z.boolean().optional(),
      }),
      rule: "any signed-in user; the creator is its owner; a slug is taken once; a known locale",
    },
    {
      path: "/organization/check-slug",
      methods: ["POST"],
      body: z.strictObject({ slug }),
      rule: "signed in; whether a slug is free",
    },
    {
      path: "/organization/update",
      methods: ["POST"],
      body: z.strictObject({
        organizationId,
        data: z.strictObject({
          name: organizationName.optional(),
          slug: slug.optional(),
          logo: z.union([imageUrl, z.null()]).optional(),
          locale: organizationLocale,
        }),
      }),
      rule: "owners and admins; name, slug, logo and a known locale only (no metadata)",
    },
    {
      path: "/organization/delete",
      methods: ["POST"],
      body: z.strictObject({ organizationId: id }),
      rule: "owners only; its subscriptions end at the provider first; its key and rows go",
    },
    {
      path: "/organization/set-active",
      methods: ["POST"],
      body: z.strictObject({
        organizationId: z.union([id, z.null()]).optional(),
        organizationSlug: slug.optional(),
      }),
      rule: "the caller's own organizations only; null is the personal workspace",
    },
    {
      path: "/organization/list",
      methods: ["GET"],
      query: none,
      rule: "the caller's own organizations",
    },
    {
      path: "/organization/get-full-organization",
      methods: ["GET"],
      query: z.strictObject({
        organizationId,
        organizationSlug: slug.optional(),
        membersLimit: z.coerce.number().int().min(1).max(100).optional(),
      }),
      rule: "members only; invitations only for those who may invite",
    },
    {
      path: "/organization/list-members",
      methods: ["GET"],
      query: z.strictObject({
        organizationId,
        limit: z.coerce.number().int().min(1).max(100).optional(),
        offset: z.coerce.number().int().min(0).max(100_000).optional(),
      }),
      rule: "members only",
    },
    {
      path: "/organization/get-active-member",
      methods: ["GET"],
      query: none,
      rule: "the caller's own membership of the active organization",
    },
    {
      path: "/organization/invite-member",
      methods: ["POST"],
      body: z.strictObject({
        email: emailAddress,
        role,
        organizationId,
        resend: z.boolean().optional(),
        teamId: id.optional(),
      }),
      rule: "owners and admins; nobody above their own role; counted per address like every mail",
    },
    {
      path: "/organization/get-invitation",
      methods: ["GET"],
      query: z.strictObject({ id }),
      rule: "the invited address only, signed in and verified",
    },
    {
      path: "/organization/accept-invitation",
      methods: ["POST"],
      body: z.strictObject({ invitationId: id }),
      rule: "the invited address only, once, before it expires; never a second membership",
    },
    {
      path: "/organization/reject-invitation",
      methods: ["POST"],
      body: z.strictObject({ invitationId: id }),
      rule: "the invited address only, while it is pending",
    },
    {
      path: "/organization/cancel-invitation",
      methods: ["POST"],
      body: z.strictObject({ invitationId: id }),
      rule: "owners and admins of its organization; pending invitations only; an owner's by owners",
    },
    {
      path: "/organization/list-invitations",
      methods: ["GET"],
      query: forOrganization,
      rule: "owners and admins",
    },
    {
      path: "/organization/list-user-invitations",
      methods: ["GET"],
      query: none,
      rule: "the caller's own pending invitations (verified address)",
    },
    {
      path: "/organization/remove-member",
      methods: ["POST"],
      body: z.strictObject({ memberIdOrEmail: z.string().min(1).max(320), organizationId }),
      rule: "owners and admins; owners only by owners; never the last owner; their key access ends",
    },
    {
      path: "/organization/update-member-role",
      methods: ["POST"],
      body: z.strictObject({ memberId: id, role, organizationId }),
      rule: "owners and admins; owner granted and owners changed only by owners; never the last",
    },
    {
      path: "/organization/leave",
      methods: ["POST"],
      body: z.strictObject({ organizationId: id }),
      rule: "any member but the last owner; their key access ends",
    },
    {
      path: "/organization/create-team",
      methods: ["POST"],
      body: z.strictObject({ name: organizationName, organizationId }),
      rule: "owners and admins",
    },
    {
      path: "/organization/update-team",
      methods: ["POST"],
      body: z.strictObject({
        teamId: id,
        data: z.strictObject({ name: organizationName, organizationId }),
      }),
      rule: "owners and admins; the name only",
    },
    {
      path: "/organization/remove-team",
      methods: ["POST"],
      body: z.strictObject({ teamId: id, organizationId }),
      rule: "owners and admins",
    },
    {
      path: "/organization/list-teams",
      methods: ["GET"],
      query: forOrganization,
      rule: "members only",
    },
    {
      path: "/organization/add-team-member",
      methods: ["POST"],
      body: z.strictObject({ teamId: id, userId: id, organizationId }),
      rule: "owners and admins; members of the organization only",
    },
    {
      path: "/organization/remove-team-member",
      methods: ["POST"],
      body: z.strictObject({ teamId: id, userId: id, organizationId }),
      rule: "owners and admins",
    },
    {
      path: "/organization/list-user-teams",
      methods: ["GET"],
      query: z.strictObject({ organizationId, userId: id.optional() }),
      rule: "a member's own teams; another member's for owners and admins",
    },
    {
      path: "/organization/list-team-members",
      methods: ["GET"],
      query: z.strictObject({ teamId: id.optional() }),
      rule: "members of the team",
    },
    {
      path: "/organization/set-active-team",
      methods: ["POST"],
      body: z.strictObject({ teamId: z.union([id, z.null()]).optional() }),
      rule: "a team of the active organization the caller belongs to",
    },
  ] as const satisfies readonly AuthEndpoint[];
}

/**
 * Better Auth's passkey plugin (ADR 027): the browser's WebAuthn answers, in the JSON form
 * SimpleWebAuthn's browser half sends, every field bounded. The plugin takes `response` as
 * anything; a malformed one would reach its parser and, at registration, answer 500.
 */
function passkeyEndpoints() {
  /** base64url, as WebAuthn's binary fields travel in JSON; a COSE key or signature is < 1 KB. */
  const binary = z
    .string()
    .min(1)
    .max(8192)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Expected base64url");
  const credentialId = binary.max(1400);
  const transports = z.array(z.string().min(1).max(32)).max(10);
  const attachment = z.enum(["platform", "cross-platform"]);
  const extensions = z.record(z.string().max(64), z.unknown());
  const credential = {
    id: credentialId,
    rawId: credentialId,
    type: z.literal("public-key"),
    authenticatorAttachment: attachment.optional(),
    clientExtensionResults: extensions.optional(),
  };
  const passkeyName = trimmedText(passkeyNameProblem);
  return [
    {
      path: "/passkey/generate-register-options",
      methods: ["GET"],
      query: z.strictObject({
        authenticatorAttachment: attachment.optional(),
        name: passkeyName.optional(),
      }),
      rule: `signed in with a fresh session; at most ${PASSKEY_LIMIT} passkeys; limited per IP`,
    },
    {
      path: "/passkey/verify-registration",
      methods: ["POST"],
      body: z.strictObject({
        response: z.strictObject({
          ...credential,
          response: z.strictObject({
            clientDataJSON: binary,
            attestationObject: binary,
            authenticatorData: binary.optional(),
            transports: transports.optional(),
            publicKeyAlgorithm: z.number().int().optional(),
            publicKey: binary.optional(),
          }),
        }),
        name: passkeyName.optional(),
      }),
      rule: `fresh session; this origin and relying party only; user verified; at most ${PASSKEY_LIMIT}`,
    },
    {
      path: "/passkey/generate-authenticate-options",
      methods: ["GET"],
      query: none,
      rule: "a challenge for a sign-in, bound to this browser's cookie; limited per IP",
    },
    {
      path: "/passkey/verify-authentication",
      methods: ["POST"],
      body: z.strictObject({
        response: z.strictObject({
          ...credential,
          response: z.strictObject({
            clientDataJSON: binary,
            authenticatorData: binary,
            signature: binary,
            userHandle: binary.optional(),
          }),
        }),
      }),
      rule: "signs in: this origin and relying party only, user verified, once per challenge",
    },
    {
      path: "/passkey/list-user-passkeys",
      methods: ["GET"],
      query: none,
      rule: "the caller's own passkeys: names and dates, no key material",
    },
    {
      path: "/passkey/update-passkey",
      methods: ["POST"],
      body: z.strictObject({ id, name: passkeyName }),
      rule: "renames one of the caller's own passkeys; another's is not found",
    },
    {
      path: "/passkey/delete-passkey",
      methods: ["POST"],
      body: z.strictObject({ id }),
      rule: "deletes one of the caller's own passkeys; another's is not found",
    },
  ] as const satisfies readonly AuthEndpoint[];
}

/**
 * Better Auth's two-factor plugin (ADR 028): an authenticator app and backup codes. The plugin's
 * other endpoints (codes by mail or text, reading the secret again) are not served: the product sends
 * no codes, and the secret is shown once, at setup.
 */
function twoFactorEndpoints() {
  // The screens read a typed code with the same function, so both say the same words.
  const codeOf = (kind: CodeKind) =>
    z
      .string()
      .max(64)
      .transform((value, ctx) => {
        const read = readCode(kind, value);
        if ("code" in read) return read.code;
        ctx.addIssue({ code: "custom", message: read.problem });
        return z.NEVER;
      });
  const totpCode = codeOf("totp");
  const backupCode = codeOf("backup");
  const eitherCode = codeOf("either");
  const secondStep = "a sign-in's second step (its challenge cookie), five tries each";
  return [
    {
      path: "/two-factor/enable",
      methods: ["POST"],
      body: z.strictObject({ password: password.optional() }),
      rule: "starts setup: fresh session; the password too if the account has one",
    },
    {
      path: "/two-factor/verify-totp",
      methods: ["POST"],
      body: z.strictObject({ code: totpCode, trustDevice: z.boolean().optional() }),
      rule: `${secondStep}; signed in, the first code turns it on, counted per user`,
    },
    {
      path: "/two-factor/verify-backup-code",
      methods: ["POST"],
      body: z.strictObject({ code: backupCode, trustDevice: z.boolean().optional() }),
      rule: `${secondStep}; each code works once`,
    },
    {
      path: "/two-factor/generate-backup-codes",
      methods: ["POST"],
      body: z.strictObject({ password: password.optional() }),
      rule: "replaces the backup codes: fresh session; the password if the account has one",
    },
    {
      path: "/two-factor/disable",
      methods: ["POST"],
      body: z.strictObject({ code: eitherCode, password: password.optional() }),
      rule: "fresh session and a current code or backup code; forgets every trusted browser",
    },
  ] as const satisfies readonly AuthEndpoint[];
}

/** A path the product serves under /api/auth: `ctx.path` in every rule is one of these, or unserved. */
type ServedPath = (typeof AUTH_ENDPOINTS)[number]["path"];

/**
 * Better Auth's endpoints that this configuration defines and the product does not serve over
 * HTTP (they answer 404), and why; the admin ones are still called by the server itself.
 */
export const UNSERVED_ENDPOINTS = {
  "/api-key/get": "the screens read the key through getUserApiKeys, without key material",
  "/api-key/list": "getUserApiKeys lists the keys, without key material",
  "/api-key/update": "a key is regenerated or deleted, never renamed, re-limited or disabled",
  "/update-session": "no session fields are the user's to set",
  "/organization/get-organization":
    "get-full-organization answers the same for members, and the screens read through it",
  "/organization/get-active-member-role":
    "the screens read roles from get-full-organization and the product's server functions",
  "/organization/has-permission":
    "permissions are checked where the action happens; the screens read the matrix itself",
  "/verify-password":
    "no screen asks for it; password checks happen inside the calls that need them",
  "/two-factor/get-totp-uri":
    "the authenticator secret is shown once, at setup; reading it again would let a stolen session copy it",
  "/two-factor/send-otp": "the product sends no codes by mail or text: the second factor is an app",
  "/two-factor/verify-otp":
    "the product sends no codes by mail or text: the second factor is an app",
  // The admin console acts through its own server functions, which answer 404 to anyone but an
  // admin and write the audit log (ADR 036); only stop-impersonating is served.
  "/admin/set-role": ADMIN_CONSOLE,
  "/admin/get-user": ADMIN_CONSOLE,
  "/admin/create-user": ADMIN_CONSOLE,
  "/admin/update-user": ADMIN_CONSOLE,
  "/admin/list-users": ADMIN_CONSOLE,
  "/admin/list-user-sessions": ADMIN_CONSOLE,
  "/admin/unban-user": ADMIN_CONSOLE,
  "/admin/ban-user": ADMIN_CONSOLE,
  "/admin/impersonate-user": ADMIN_CONSOLE,
  "/admin/revoke-user-session": ADMIN_CONSOLE,
  "/admin/revoke-user-sessions": ADMIN_CONSOLE,
  "/admin/remove-user": ADMIN_CONSOLE,
  "/admin/set-user-password": ADMIN_CONSOLE,
  "/admin/has-permission": ADMIN_CONSOLE,
} as const satisfies Record<string, string>;

/**
 * Every Better Auth endpoint path of this configuration. Rules compare `ctx.path` against this
 * type, so a misspelt path is a compile error rather than a rule that never runs.
 */
export type AuthPath = ServedPath | keyof typeof UNSERVED_ENDPOINTS;

const byPath = new Map<string, AuthEndpoint>(
  AUTH_ENDPOINTS.map((endpoint) => [endpoint.path, endpoint]),
);

/** The endpoint for Better Auth's endpoint path (`/callback/:id` form), if the product serves it. */
export function endpointOf(endpointPath: string): AuthEndpoint | undefined {
  return byPath.get(endpointPath);
}

/** The endpoint a request path under the auth base path reaches, matching `:name` segments. */
export function endpointFor(path: string): AuthEndpoint | undefined {
  const exact = byPath.get(path);
  if (exact) return exact;
  const segments = path.split("/");
  return AUTH_ENDPOINTS.find((endpoint) => {
    const pattern = endpoint.path.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every(
        (part, i) => part === segments[i] || (part.startsWith(":") && segments[i] !== ""),
      )
    );
  });
}

interface NewUser {
  email: string;
  name?: string | null;
  image?: string | null;
}

/**
 * A user as the database hook stores it, whichever endpoint made it (a magic link's name, a
 * provider's profile): the name fitted to the product's rule and an avatar only when it is an
 * https:// address of bounded length. False for an address no mail server would take.
 */
export function storableUser<T extends NewUser>(user: T): T | false {
  if (!emailWithinLimits(user.email)) return false;
  const image = user.image?.trim();
  return {
    ...user,
    name: fittedDisplayName(user.name ?? ""),
    image: image && imageUrlProblem(image) === null ? image : null,
  };
}
