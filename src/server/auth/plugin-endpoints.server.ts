import { z } from "zod";
import { passkeyNameProblem } from "~/lib/passkeys";
import { type CodeKind, readCode } from "~/lib/two-factor";
import {
  type AuthEndpoint,
  emailAddress,
  id,
  imageUrl,
  none,
  organizationLocale,
  organizationName,
  password,
  role,
  slug,
  trimmedText,
} from "./endpoint-fields.server";

// The endpoints of Better Auth's organization, passkey and two-factor plugins that the product
// serves, each with its shape (endpoints.server.ts lists them with the core's).

/**
 * Better Auth's organization plugin (ADR 020): the endpoints the screens and Better Auth's client
 * use. The plugin checks membership and the role's permissions (src/lib/organization-access.ts)
 * at each; the product's shapes close what it leaves open (no metadata, bounded names, slugs
 * and logos, one role and one team at a time), and organization-rules.server.ts adds the
 * product's rules.
 */
export function organizationEndpoints() {
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
    },
    {
      path: "/organization/check-slug",
      methods: ["POST"],
      body: z.strictObject({ slug }),
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
    },
    {
      path: "/organization/delete",
      methods: ["POST"],
      body: z.strictObject({ organizationId: id }),
    },
    {
      path: "/organization/set-active",
      methods: ["POST"],
      body: z.strictObject({
        organizationId: z.union([id, z.null()]).optional(),
        organizationSlug: slug.optional(),
      }),
    },
    {
      path: "/organization/list",
      methods: ["GET"],
      query: none,
    },
    {
      path: "/organization/get-full-organization",
      methods: ["GET"],
      query: z.strictObject({
        organizationId,
        organizationSlug: slug.optional(),
        membersLimit: z.coerce.number().int().min(1).max(100).optional(),
      }),
    },
    {
      path: "/organization/list-members",
      methods: ["GET"],
      query: z.strictObject({
        organizationId,
        limit: z.coerce.number().int().min(1).max(100).optional(),
        offset: z.coerce.number().int().min(0).max(100_000).optional(),
      }),
    },
    {
      path: "/organization/get-active-member",
      methods: ["GET"],
      query: none,
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
    },
    {
      path: "/organization/get-invitation",
      methods: ["GET"],
      query: z.strictObject({ id }),
    },
    {
      path: "/organization/accept-invitation",
      methods: ["POST"],
      body: z.strictObject({ invitationId: id }),
    },
    {
      path: "/organization/reject-invitation",
      methods: ["POST"],
      body: z.strictObject({ invitationId: id }),
    },
    {
      path: "/organization/cancel-invitation",
      methods: ["POST"],
      body: z.strictObject({ invitationId: id }),
    },
    {
      path: "/organization/list-invitations",
      methods: ["GET"],
      query: forOrganization,
    },
    {
      path: "/organization/list-user-invitations",
      methods: ["GET"],
      query: none,
    },
    {
      path: "/organization/remove-member",
      methods: ["POST"],
      body: z.strictObject({ memberIdOrEmail: z.string().min(1).max(320), organizationId }),
    },
    {
      path: "/organization/update-member-role",
      methods: ["POST"],
      body: z.strictObject({ memberId: id, role, organizationId }),
    },
    {
      path: "/organization/leave",
      methods: ["POST"],
      body: z.strictObject({ organizationId: id }),
    },
    {
      path: "/organization/create-team",
      methods: ["POST"],
      body: z.strictObject({ name: organizationName, organizationId }),
    },
    {
      path: "/organization/update-team",
      methods: ["POST"],
      body: z.strictObject({
        teamId: id,
        data: z.strictObject({ name: organizationName, organizationId }),
      }),
    },
    {
      path: "/organization/remove-team",
      methods: ["POST"],
      body: z.strictObject({ teamId: id, organizationId }),
    },
    {
      path: "/organization/list-teams",
      methods: ["GET"],
      query: forOrganization,
    },
    {
      path: "/organization/add-team-member",
      methods: ["POST"],
      body: z.strictObject({ teamId: id, userId: id, organizationId }),
    },
    {
      path: "/organization/remove-team-member",
      methods: ["POST"],
      body: z.strictObject({ teamId: id, userId: id, organizationId }),
    },
    {
      path: "/organization/list-user-teams",
      methods: ["GET"],
      query: z.strictObject({ organizationId, userId: id.optional() }),
    },
    {
      path: "/organization/list-team-members",
      methods: ["GET"],
      query: z.strictObject({ teamId: id.optional() }),
    },
    {
      path: "/organization/set-active-team",
      methods: ["POST"],
      body: z.strictObject({ teamId: z.union([id, z.null()]).optional() }),
    },
  ] as const satisfies readonly AuthEndpoint[];
}

/**
 * Better Auth's passkey plugin (ADR 027): the browser's WebAuthn answers, in the JSON form
 * SimpleWebAuthn's browser half sends, every field bounded. The plugin takes `response` as
 * anything; a malformed one would reach its parser and, at registration, answer 500.
 */
export function passkeyEndpoints() {
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
    },
    {
      path: "/passkey/generate-authenticate-options",
      methods: ["GET"],
      query: none,
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
    },
    {
      path: "/passkey/list-user-passkeys",
      methods: ["GET"],
      query: none,
    },
    {
      path: "/passkey/update-passkey",
      methods: ["POST"],
      body: z.strictObject({ id, name: passkeyName }),
    },
    {
      path: "/passkey/delete-passkey",
      methods: ["POST"],
      body: z.strictObject({ id }),
    },
  ] as const satisfies readonly AuthEndpoint[];
}

/**
 * Better Auth's two-factor plugin (ADR 028): an authenticator app and backup codes. The plugin's
 * other endpoints (codes by mail or text, reading the secret again) are not served: the product sends
 * no codes, and the secret is shown once, at setup.
 */
export function twoFactorEndpoints() {
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
  return [
    {
      path: "/two-factor/enable",
      methods: ["POST"],
      body: z.strictObject({ password: password.optional() }),
    },
    {
      path: "/two-factor/verify-totp",
      methods: ["POST"],
      body: z.strictObject({ code: totpCode, trustDevice: z.boolean().optional() }),
    },
    {
      path: "/two-factor/verify-backup-code",
      methods: ["POST"],
      body: z.strictObject({ code: backupCode, trustDevice: z.boolean().optional() }),
    },
    {
      path: "/two-factor/generate-backup-codes",
      methods: ["POST"],
      body: z.strictObject({ password: password.optional() }),
    },
    {
      path: "/two-factor/disable",
      methods: ["POST"],
      body: z.strictObject({ code: eitherCode, password: password.optional() }),
    },
  ] as const satisfies readonly AuthEndpoint[];
}
