import { passkeyClient } from "@better-auth/passkey/client";
import { magicLinkClient, organizationClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { ac, roles } from "./organization-access";
import { oneChallengeAtATime } from "./passkey-challenges";

// Same origin: the auth API is mounted by this app at /api/auth. The organization plugin's
// client knows the product's roles, so its types and permission checks match the server's.
export const authClient = createAuthClient({
  fetchOptions: oneChallengeAtATime,
  plugins: [
    magicLinkClient(),
    organizationClient({
      ac,
      roles,
      teams: { enabled: true },
      // The organization's invitation language (organization-rules.server.ts).
      schema: {
        organization: { additionalFields: { locale: { type: "string", required: false } } },
      },
    }),
    passkeyClient(),
    // No redirect option: the password form reads `twoFactorRedirect` itself and goes on to
    // /login/two-factor with the same `redirect`.
    twoFactorClient(),
  ],
});
