import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { invitation, user } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { authRefusal } from "./auth-errors.server";
import type { HookContext } from "./hook-context.server";
import { rulePlugin } from "./rule-plugin.server";

// Who may get a new account (ADR 042). With AUTH_ALLOW_SIGNUP=false, only an address with a
// pending invitation: the rule holds where a user row is made, whichever endpoint makes it (a
// magic link, a provider's callback), and the sign-in form hears it when the link is asked for.

const NO_ACCOUNT = words(m.error_no_account_for_address, {});

export function signUpRules(db: Database, allowSignUp: boolean) {
  /** Whether a pending, unexpired invitation names the address. */
  async function isInvited(email: string): Promise<boolean> {
    const [row] = await db
      .select({ id: invitation.id })
      .from(invitation)
      .where(
        and(
          eq(sql`lower(${invitation.email})`, email.toLowerCase()),
          eq(invitation.status, "pending"),
          gt(invitation.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Before a user row is made: refused unless sign-up is open or the address is invited. */
  async function checkNewUser(email: string): Promise<void> {
    if (allowSignUp || (await isInvited(email))) return;
    throw await authRefusal("NO_ACCOUNT_FOR_ADDRESS", NO_ACCOUNT);
  }

  /**
   * Before /sign-in/magic-link: an address that could not sign in is told so now, not by a
   * link that fails. This tells whether an address has an account (ADR 042 weighs it); the
   * per-IP and per-address limits bound how many a script can ask about.
   */
  async function refuseUnknownAddress(ctx: HookContext): Promise<void> {
    if (allowSignUp) return;
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string") return;
    const [known] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()))
      .limit(1);
    if (!known) await checkNewUser(email.trim());
  }

  return {
    checkNewUser,
    /** With sign-up closed, a magic link is refused for an address that could not sign in. */
    rules: rulePlugin({
      id: "sign-up",
      before: { "/sign-in/magic-link": refuseUnknownAddress },
    }),
  };
}
