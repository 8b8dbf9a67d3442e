import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { getRuntime } from "~/server/app/runtime.server";
import { pendingSignInAddress } from "./sign-in-link.server";

/**
 * What the sign-in confirmation page shows before anything is spent: the address the link signs
 * in, or null for a link that is unknown, used or expired. Open to signed-out callers by design:
 * the token is the credential, and its holder learns nothing that pressing the page's button
 * would not tell them. POST, so that a client-side visit sends the token in a body, not a URL.
 */
export const previewSignInLink = createServerFn({ method: "POST" })
  .validator(z.object({ token: z.string().min(1).max(512) }))
  .handler(async ({ data }) => {
    const { database } = await getRuntime();
    return { email: await pendingSignInAddress(database.db, data.token) };
  });
