import { z } from "zod";
import { LOCALES } from "~/i18n/locale";
import { isTimeZone } from "~/i18n/time-zone";
import { emailWithinLimits, fittedDisplayName, imageUrlProblem } from "~/lib/validation";
import {
  type AuthEndpoint,
  displayName,
  emailAddress,
  flag,
  id,
  imageUrl,
  keyCreateBody,
  none,
  password,
  providerId,
  providerTokenCall,
  signInAddress,
  socialCall,
  token,
  url,
} from "./endpoint-fields.server";
import {
  organizationEndpoints,
  passkeyEndpoints,
  twoFactorEndpoints,
} from "./plugin-endpoints.server";

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

/** Every Better Auth endpoint served over HTTP, and why. */
export const AUTH_ENDPOINTS = [
  { path: "/ok", methods: ["GET"] },
  { path: "/error", methods: ["GET"] },
  {
    path: "/get-session",
    methods: ["GET"],
    query: z.strictObject({ disableCookieCache: flag.optional(), disableRefresh: flag.optional() }),
  },
  {
    path: "/sign-out",
    methods: ["POST"],
    body: z.strictObject({ callbackURL: url.optional(), disableRedirect: z.boolean().optional() }),
  },
  {
    path: "/list-sessions",
    methods: ["GET"],
    query: z.strictObject({ disableCookieCache: flag.optional() }),
  },
  {
    path: "/revoke-session",
    methods: ["POST"],
    body: z.strictObject({ token }),
  },
  {
    path: "/revoke-sessions",
    methods: ["POST"],
    body: none,
  },
  {
    path: "/revoke-other-sessions",
    methods: ["POST"],
    body: none,
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
  },
  {
    path: "/sign-in/social",
    methods: ["POST"],
    body: z.strictObject({ ...socialCall, newUserCallbackURL: url.optional() }),
  },
  {
    path: "/sign-up/email",
    methods: ["POST"],
  },
  {
    path: "/callback/:id",
    methods: ["GET", "POST"],
  },
  {
    path: "/send-verification-email",
    methods: ["POST"],
    body: z.strictObject({ email: emailAddress, callbackURL: url.optional() }),
  },
  {
    path: "/verify-email",
    methods: ["GET"],
    query: z.strictObject({ token: z.string().min(1).max(4096), callbackURL: url.optional() }),
  },
  {
    path: "/request-password-reset",
    methods: ["POST"],
    body: z.strictObject({ email: emailAddress, redirectTo: url.optional() }),
  },
  {
    path: "/reset-password/:token",
    methods: ["GET"],
    query: z.strictObject({ callbackURL: url }),
  },
  {
    path: "/reset-password",
    methods: ["POST"],
    body: z.strictObject({ newPassword: password, token }),
  },
  {
    path: "/change-password",
    methods: ["POST"],
    body: z.strictObject({
      newPassword: password,
      currentPassword: password,
      revokeOtherSessions: z.boolean().optional(),
    }),
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
  },
  {
    path: "/change-email",
    methods: ["POST"],
    body: z.strictObject({ newEmail: emailAddress, callbackURL: url.optional() }),
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
  },
  {
    path: "/delete-user/callback",
    methods: ["GET"],
    query: z.strictObject({ token, callbackURL: url.optional() }),
  },
  {
    path: "/list-accounts",
    methods: ["GET"],
    query: none,
  },
  {
    path: "/link-social",
    methods: ["POST"],
    body: z.strictObject(socialCall),
  },
  {
    path: "/unlink-account",
    methods: ["POST"],
    body: z
      .strictObject({ providerId: providerId.optional(), accountId: id.optional() })
      .refine((body) => body.providerId !== undefined || body.accountId !== undefined, {
        message: "Name the provider (providerId) or the account (accountId)",
      }),
  },
  {
    path: "/get-access-token",
    methods: ["POST"],
    body: providerTokenCall,
  },
  {
    path: "/refresh-token",
    methods: ["POST"],
    body: providerTokenCall,
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
  },
  {
    path: "/api-key/create",
    methods: ["POST"],
    body: keyCreateBody,
  },
  {
    path: "/api-key/delete",
    methods: ["POST"],
    body: z.strictObject({ keyId: id }),
  },
  {
    path: "/admin/stop-impersonating",
    methods: ["POST"],
    body: none,
  },
  ...organizationEndpoints(),
  ...passkeyEndpoints(),
  ...twoFactorEndpoints(),
] as const satisfies readonly AuthEndpoint[];

const ADMIN_CONSOLE = "the console's server functions do this for admins only, audited";

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
