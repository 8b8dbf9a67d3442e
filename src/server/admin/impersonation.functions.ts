import { createServerFn } from "@tanstack/react-start";
import { getRequest } from "@tanstack/react-start/server";
import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import { getRuntime } from "~/server/app/runtime.server";
import { readSession } from "~/server/auth/session.server";

/** What the banner on every page says while an admin acts as someone else. */
interface Impersonation {
  userEmail: string;
  adminEmail: string;
  /** When the impersonation session ends by itself. */
  expiresAt: Date;
}

/**
 * The impersonation the request's session is, or null. Better Auth keeps the admin's own session
 * in a signed `admin_session` cookie meanwhile: without one the session is nobody's
 * impersonation, told from the header alone, so every other page load costs nothing here.
 */
export const getImpersonation = createServerFn({ method: "GET" }).handler(
  async (): Promise<Impersonation | null> => {
    if (!getRequest().headers.get("cookie")?.includes("admin_session=")) return null;
    const current = await readSession();
    const adminId = current?.session.impersonatedBy;
    if (!current || !adminId) return null;
    const [admin] = await (await getRuntime()).database.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, adminId));
    return {
      userEmail: current.user.email,
      adminEmail: admin?.email ?? "an admin",
      expiresAt: current.session.expiresAt,
    };
  },
);
