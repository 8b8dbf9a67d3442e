import { magicLinkClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

// Same origin: the auth API is mounted by this app at /api/auth.
export const authClient = createAuthClient({ plugins: [magicLinkClient()] });
