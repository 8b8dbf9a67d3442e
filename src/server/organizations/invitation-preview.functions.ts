import { createServerFn } from "@tanstack/react-start";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { invitation, organization, user } from "~/db/schema";
import { getRuntime } from "~/server/app/runtime.server";

/**
 * What an invitation's page tells whoever holds its link, signed in or not: the organization, who
 * invited (their name; their address only when they have none) and the invited address, to
 * start the sign-in form with. Open to signed-out callers by design: the id in the mailed link
 * is the secret, and its holder learns nothing the mail itself does not say. Null for an unknown,
 * answered or expired invitation. POST, so the id travels in a body, not a URL.
 */
export const previewInvitation = createServerFn({ method: "POST" })
  .validator(z.object({ invitationId: z.string().min(1).max(200) }))
  .handler(async ({ data }) => {
    const { database } = await getRuntime();
    const [found] = await database.db
      .select({
        organizationName: organization.name,
        inviterName: user.name,
        inviterEmail: user.email,
        email: invitation.email,
      })
      .from(invitation)
      .innerJoin(organization, eq(organization.id, invitation.organizationId))
      .innerJoin(user, eq(user.id, invitation.inviterId))
      .where(
        and(
          eq(invitation.id, data.invitationId),
          eq(invitation.status, "pending"),
          gt(invitation.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!found) return null;
    return {
      organizationName: found.organizationName,
      inviterName: found.inviterName?.trim() || found.inviterEmail,
      email: found.email,
    };
  });
