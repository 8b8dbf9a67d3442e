import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { verification } from "~/db/schema";

/** Where Better Auth keeps a magic link: under its token's SHA-256 (`storeToken: "hashed"`). */
export function magicLinkIdentifier(token: string): string {
  return `magic-link:${createHash("sha256").update(token).digest("base64url")}`;
}

/**
 * The address a sign-in link is for, or null when the link is unknown, used or expired. It only
 * reads: the row stays for the button to spend. Read from the database, where the row is kept
 * with or without Redis (auth.server.ts), so a look leaves no trace in either.
 */
export async function pendingSignInAddress(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, magicLinkIdentifier(token)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  try {
    const { email } = JSON.parse(row.value) as { email?: unknown };
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}
