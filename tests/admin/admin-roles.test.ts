import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, user } from "~/db/schema";
import { listAudit } from "~/server/admin/audit.server";
import { storageKinds } from "../support/databases";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// Who is an admin (ADR 036): the addresses in ADMIN_EMAILS, from the moment their account is
// made and again at every sign-in; everyone else is a user.

describe.each(storageKinds)("admin roles from ADMIN_EMAILS on %s", (kind) => {
  let app: TestApp;
  const listed = uniqueEmail();
  const alsoListed = uniqueEmail();
  beforeAll(async () => {
    // Written as people type them: another case, spaces around the commas.
    app = await createTestApp(kind, {
      ADMIN_EMAILS: ` ${listed.toUpperCase()} , ${alsoListed}`,
    });
  });
  afterAll(() => app?.close());

  const db = () => app.runtime.database.db;
  const roleOf = async (email: string) => (await app.userByEmail(email))?.role;

  it("makes a listed address's new account an admin, and records the grant by ADMIN_EMAILS", async () => {
    await app.signIn(listed);
    expect(await roleOf(listed)).toBe("admin");
    const id = (await app.userByEmail(listed))?.id as string;
    const { entries } = await listAudit(db(), { page: 1, pageSize: 10, targetUserId: id });
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: null,
        actorEmail: "ADMIN_EMAILS",
        action: "role_granted",
        targetUserId: id,
        targetEmail: listed,
      }),
    ]);
  });

  it("gives every other account the user role", async () => {
    const email = uniqueEmail();
    await app.signIn(email);
    expect(await roleOf(email)).toBe("user");
  });

  it("gives a listed account its role back at its next sign-in", async () => {
    await app.signIn(alsoListed);
    await db().update(user).set({ role: "user" }).where(eq(user.email, alsoListed));
    await app.signIn(alsoListed);
    expect(await roleOf(alsoListed)).toBe("admin");
    const id = (await app.userByEmail(alsoListed))?.id as string;
    const grants = await db().select().from(adminAudit).where(eq(adminAudit.targetUserId, id));
    // Once when the account was made, once at the sign-in that gave the role back.
    expect(grants.map((grant) => grant.action)).toEqual(["role_granted", "role_granted"]);
  });
});
