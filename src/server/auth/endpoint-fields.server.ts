import { z } from "zod";
import { LOCALES } from "~/i18n/locale";
import { MAX_KEY_LIFETIME, MIN_KEY_LIFETIME } from "~/lib/api-key-options";
import { API_SCOPES, scopesOfRecord } from "~/lib/api-scopes";
import { ORGANIZATION_ROLES } from "~/lib/organization-access";
import {
  apiKeyNameProblem,
  displayNameProblem,
  EMAIL_TOO_LONG,
  emailAddressProblem,
  emailWithinLimits,
  imageUrlProblem,
  organizationNameProblem,
  slugProblem,
} from "~/lib/validation";

// The fields the auth endpoints' shapes are made of (endpoints.server.ts): every string bounded,
// each judged by the rule the screens share.

/** A URL Better Auth checks against the trusted origins; bounded so no query can carry a novel. */
export const url = z.string().max(2048);
/** One-time tokens and ids: Better Auth's are 24 to 64 characters. */
export const token = z.string().min(1).max(512);
export const id = z.string().min(1).max(200);
/** Better Auth answers "Password too short/long" itself within this bound (the spec's words). */
export const password = z.string().max(1024);
export const providerId = z.string().min(1).max(64);
export const flag = z.union([z.boolean(), z.enum(["true", "false"])]);

/** An address the product can mail: the spec's shape and RFC 5321's lengths. */
export const emailAddress = z.string().superRefine((value, ctx) => {
  const problem = emailAddressProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/**
 * An address to sign in with: within RFC 5321's lengths. Its shape is left to Better Auth, which
 * answers a malformed one with the spec's "Invalid email".
 */
export const signInAddress = z.string().refine(emailWithinLimits, { message: EMAIL_TOO_LONG });

/**
 * A trimmed text field judged by a rule the screens share (src/lib/validation.ts,
 * src/lib/passkeys.ts), so both say the same words.
 */
export function trimmedText(problemOf: (value: string) => string | null) {
  return z
    .string()
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      const problem = problemOf(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** A display name: trimmed, 1 to 100 characters, no control characters. */
export const displayName = trimmedText(displayNameProblem);

/** An API key's name: trimmed, 1 to 64 characters, no control characters. */
const apiKeyName = trimmedText(apiKeyNameProblem);

/** A key's scopes as the API key plugin's client sends `permissions`: `{ resource: [actions] }`. */
const keyPermissions = z
  .record(z.string().max(100), z.array(z.string().max(100)).max(20))
  .superRefine((value, ctx) => {
    const read = scopesOfRecord(value);
    if ("unknown" in read) {
      ctx.addIssue({
        code: "custom",
        message: `Unknown scope ${read.unknown}: use one of ${API_SCOPES.join(", ")}`,
      });
    } else if (read.scopes.length === 0) {
      ctx.addIssue({ code: "custom", message: "Give a key at least one scope" });
    }
  });

/** A key's lifetime in seconds, as the plugin's `expiresIn`: a day to ten years, or null for none. */
const keyLifetime = z.number().int().min(MIN_KEY_LIFETIME).max(MAX_KEY_LIFETIME).nullable();

/** POST /api-key/create's body, as the plugin's client sends it: each part may be left out. */
export const keyCreateBody = z.strictObject({
  name: apiKeyName.optional(),
  permissions: keyPermissions.optional(),
  expiresIn: keyLifetime.optional(),
});

/** An avatar: an https:// address of bounded length, or null to remove it. */
export const imageUrl = trimmedText(imageUrlProblem);

/** An organization's or team's name: trimmed, 1 to 100 characters, no control characters. */
export const organizationName = trimmedText(organizationNameProblem);

/** An organization's slug: lowercased, then 1 to 48 letters, digits and inner dashes. */
export const slug = z
  .string()
  .max(1000)
  .transform((value) => value.trim().toLowerCase())
  .superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The language of an organization's invitation mails (ADR 062): a known locale, or null for none. */
export const organizationLocale = z.enum(LOCALES).nullable().optional();

/** One of the product's three roles, one per member (no lists, no custom roles). */
export const role = z.enum(ORGANIZATION_ROLES);

export interface AuthEndpoint {
  /** Better Auth's path under /api/auth, with `:name` for a path parameter. */
  path: string;
  methods: readonly ("GET" | "POST")[];
  /** The product's shape for the JSON body (POST) or the query (GET). */
  body?: z.ZodType;
  query?: z.ZodType;
}

export const none = z.strictObject({});

/**
 * The spec's account selection for a provider token: `providerId`, narrowed by `accountId` (the
 * provider's id of the account, or this product's row id). provider-accounts.server.ts turns it
 * into the row id this Better Auth takes; `userId` is for the server's own calls only.
 */
export const providerTokenCall = z.strictObject({
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
export const socialCall = {
  provider: providerId,
  callbackURL: url.optional(),
  errorCallbackURL: url.optional(),
  disableRedirect: z.boolean().optional(),
  scopes: scopes.optional(),
  requestSignUp: z.boolean().optional(),
  idToken: idToken.optional(),
};
