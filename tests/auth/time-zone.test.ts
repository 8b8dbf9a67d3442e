import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageKinds } from "../support/databases";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// The person's time zone (ADR 060): stored through update-user, only a zone `Intl` knows, or
// null to follow the browser again.
describe.each(storageKinds)("the stored time zone on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  const update = (cookie: string, json: Record<string, unknown>) =>
    app.request("/api/auth/update-user", { json, cookie });

  it("stores a zone and carries it in the session, and null clears it", async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    expect((await update(cookie, { timeZone: "Europe/Berlin" })).status).toBe(200);
    expect((await app.userByEmail(email))?.timeZone).toBe("Europe/Berlin");
    expect((await app.session(cookie))?.user).toMatchObject({ timeZone: "Europe/Berlin" });

    expect((await update(cookie, { timeZone: null })).status).toBe(200);
    expect((await app.userByEmail(email))?.timeZone).toBeNull();
  });

  it("refuses a zone Intl does not know with 400 VALIDATION_ERROR", async () => {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    for (const timeZone of ["Mars/Olympus", "../etc/passwd", "", 42, "x".repeat(65)]) {
      const refused = await update(cookie, { timeZone });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect((await app.userByEmail(email))?.timeZone).toBeNull();
  });
});
