import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { spendNotMeToken } from "~/server/account/activity.server";
import { allowConsoleError } from "../support/console-guard";
import { storageKinds } from "../support/databases";
import { APP_URL, createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

const VERIFY_SUBJECT = /^Confirm your email address/;
const CHANGE_SUBJECT = /^Confirm the change of your/;
const NOTICE_SUBJECT = /email address was changed$/;

describe.each(storageKinds)("email address calls on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  async function verifiedUser() {
    const email = uniqueEmail();
    const cookie = await app.signIn(email);
    const current = await app.session(cookie);
    if (!current) throw new Error("no session");
    return { email, cookie, userId: current.user.id };
  }

  /** Magic links verify the address; this user's is marked unverified again. */
  async function unverifiedUser() {
    const created = await verifiedUser();
    await app.runtime.database.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.id, created.userId));
    return created;
  }

  async function follow(link: URL, cookie?: string) {
    return app.request(`${link.pathname}${link.search}`, { cookie });
  }

  describe("POST /send-verification-email", () => {
    it("mails a verification link for the signed-in user's unverified address", async () => {
      const { email, cookie } = await unverifiedUser();
      const response = await app.request("/api/auth/send-verification-email", {
        json: { email, callbackURL: "/settings" },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      const link = await app.latestLink(email, VERIFY_SUBJECT);
      expect(link.origin).toBe(APP_URL);
      expect(link.pathname).toBe("/api/auth/verify-email");
      expect(link.searchParams.get("callbackURL")).toBe("/settings");
    });

    it("refuses an address that is already verified", async () => {
      const { email, cookie } = await verifiedUser();
      const response = await app.request("/api/auth/send-verification-email", {
        json: { email },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Email is already verified" });
    });

    it("refuses another address than the session's: 'Email mismatch'", async () => {
      const { cookie } = await unverifiedUser();
      const response = await app.request("/api/auth/send-verification-email", {
        json: { email: uniqueEmail() },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Email mismatch" });
    });

    it("without a session, answers the same for an unknown address and mails nothing", async () => {
      const email = uniqueEmail();
      const response = await app.request("/api/auth/send-verification-email", {
        json: { email },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect(await app.mailTo(email)).toHaveLength(0);
    });

    it("answers 400 VALIDATION_ERROR to a malformed address", async () => {
      const response = await app.request("/api/auth/send-verification-email", {
        json: { email: "nope" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
    });
  });

  describe("GET /verify-email", () => {
    it("sets emailVerified and redirects to the callback URL", async () => {
      const { email, cookie, userId } = await unverifiedUser();
      await app.request("/api/auth/send-verification-email", {
        json: { email, callbackURL: "/settings" },
        cookie,
      });
      const response = await follow(await app.latestLink(email, VERIFY_SUBJECT));
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/settings");
      const [row] = await app.runtime.database.db.select().from(user).where(eq(user.id, userId));
      expect(row?.emailVerified).toBe(true);
      // The signed session copy still says "not verified": it is dropped, so the next page
      // reads the database.
      expect(response.headers.getSetCookie().join("\n")).toMatch(/session_data=;.*Max-Age=0/i);
    });

    async function tokenFor(email: string, expiresIn = 3600) {
      return createEmailVerificationToken(app.runtime.env.authSecret, email, undefined, expiresIn);
    }

    it("redirects with error=token_expired for an expired token, as spec §7 spells it", async () => {
      const { email } = await unverifiedUser();
      const token = await tokenFor(email, -60);
      const response = await app.request(
        `/api/auth/verify-email?token=${token}&callbackURL=%2Fsettings`,
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/settings?error=token_expired");
    });

    it("redirects with error=invalid_token for a forged token", async () => {
      const token = await createEmailVerificationToken(
        "another secret, 32 characters long!",
        uniqueEmail(),
      );
      const response = await app.request(
        `/api/auth/verify-email?token=${token}&callbackURL=%2Fsettings`,
      );
      expect(response.headers.get("location")).toBe("/settings?error=invalid_token");
    });

    it("redirects with error=user_not_found for an address nobody holds", async () => {
      const token = await tokenFor(uniqueEmail());
      const response = await app.request(
        `/api/auth/verify-email?token=${token}&callbackURL=%2Fsettings`,
      );
      expect(response.headers.get("location")).toBe("/settings?error=user_not_found");
    });

    it("answers 401 INVALID_TOKEN without a callback URL", async () => {
      const response = await app.request("/api/auth/verify-email?token=garbage");
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: "INVALID_TOKEN",
        message: "Invalid token",
      });
    });

    it("answers 400 VALIDATION_ERROR 'Invalid query parameters' without a token", async () => {
      const response = await app.request("/api/auth/verify-email");
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid query parameters",
      });
    });
  });

  describe("POST /change-email", () => {
    it("changes an unverified address at once and mails the new one a verification link", async () => {
      const { email, cookie, userId } = await unverifiedUser();
      const newEmail = uniqueEmail();
      const response = await app.request("/api/auth/change-email", {
        json: { newEmail, callbackURL: "/settings" },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect(await app.session(cookie)).toMatchObject({
        user: { id: userId, email: newEmail, emailVerified: false },
      });
      const link = await app.latestLink(newEmail, VERIFY_SUBJECT);
      expect((await app.mailTo(email)).filter((m) => NOTICE_SUBJECT.test(m.subject))).toHaveLength(
        1,
      );

      const verified = await follow(link);
      expect(verified.headers.get("location")).toBe("/settings");
      expect((await app.session(cookie))?.user).toMatchObject({
        email: newEmail,
        emailVerified: true,
      });
    });

    it("for a verified address, asks the current address to approve, then the new one to confirm, and only then changes it", async () => {
      const { email, cookie, userId } = await verifiedUser();
      const newEmail = uniqueEmail();
      const response = await app.request("/api/auth/change-email", {
        json: { newEmail, callbackURL: "/settings" },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      // Nothing changes until the current address approves.
      expect((await app.session(cookie))?.user).toMatchObject({ email, emailVerified: true });
      const [confirmation] = (await app.mailTo(email)).filter((m) =>
        CHANGE_SUBJECT.test(m.subject),
      );
      expect(confirmation?.text).toContain(newEmail);
      expect(await app.mailTo(newEmail)).toHaveLength(0);

      const approved = await follow(await app.latestLink(email, CHANGE_SUBJECT), cookie);
      expect(approved.status).toBe(302);
      expect(approved.headers.get("location")).toBe("/settings");
      // Still the old address: the new one has not proven itself yet.
      expect((await app.session(cookie))?.user).toMatchObject({ email, emailVerified: true });
      expect((await app.mailTo(email)).filter((m) => NOTICE_SUBJECT.test(m.subject))).toHaveLength(
        0,
      );

      const confirmed = await follow(await app.latestLink(newEmail, VERIFY_SUBJECT), cookie);
      expect(confirmed.status).toBe(302);
      expect((await app.session(cookie))?.user).toMatchObject({
        id: userId,
        email: newEmail,
        emailVerified: true,
      });
      const [notice] = (await app.mailTo(email)).filter((m) => NOTICE_SUBJECT.test(m.subject));
      expect(notice?.text).toContain(newEmail);
    });

    it("gives the old address a working 'This wasn't me' link in the approval mail and the change notice", async () => {
      const notMeLinkIn = (text: string | undefined) => {
        const url = /This wasn't me: (\S+)/.exec(text ?? "")?.[1];
        if (!url) throw new Error("no 'This wasn't me' link in the mail");
        return new URL(url);
      };
      // A verified account: the approval mail goes to the old address.
      const verified = await verifiedUser();
      await app.request("/api/auth/change-email", {
        json: { newEmail: uniqueEmail(), callbackURL: "/settings" },
        cookie: verified.cookie,
      });
      const [approval] = (await app.mailTo(verified.email)).filter((m) =>
        CHANGE_SUBJECT.test(m.subject),
      );
      const approvalLink = notMeLinkIn(approval?.text);
      expect(approvalLink.pathname).toBe("/account/not-me");
      // The approve button stays the mail's first link.
      expect(approval?.text.match(/https?:\/\/\S+/)?.[0]).not.toContain("/account/not-me");
      const spent = await spendNotMeToken(
        app.runtime.database.db,
        approvalLink.searchParams.get("token") ?? "",
      );
      expect(spent).toBe(verified.userId);

      // An unverified account changes at once: the notice goes to the old address.
      const unverified = await unverifiedUser();
      await app.request("/api/auth/change-email", {
        json: { newEmail: uniqueEmail(), callbackURL: "/settings" },
        cookie: unverified.cookie,
      });
      const [notice] = (await app.mailTo(unverified.email)).filter((m) =>
        NOTICE_SUBJECT.test(m.subject),
      );
      const noticeLink = notMeLinkIn(notice?.text);
      expect(notice?.html).toContain(`href="${noticeLink.href.replaceAll("&", "&amp;")}"`);
      expect(
        await spendNotMeToken(app.runtime.database.db, noticeLink.searchParams.get("token") ?? ""),
      ).toBe(unverified.userId);
    });

    it("says so when another account took the new address before it was confirmed", async () => {
      const { email, cookie, userId } = await verifiedUser();
      const newEmail = uniqueEmail();
      await app.request("/api/auth/change-email", {
        json: { newEmail, callbackURL: "/settings" },
        cookie,
      });
      await follow(await app.latestLink(email, CHANGE_SUBJECT), cookie);
      await app.signIn(newEmail);
      const confirmed = await follow(await app.latestLink(newEmail, VERIFY_SUBJECT), cookie);
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("location")).toBe(
        `${APP_URL}/settings?error=couldnt_update_your_email`,
      );
      expect((await app.session(cookie))?.user).toMatchObject({ id: userId, email });
    });

    it("does not tell, to a forged change link, whether an account holds the address", async () => {
      const { email, cookie, userId } = await verifiedUser();
      const held = uniqueEmail();
      await app.signIn(held);
      const forge = (updateTo: string) =>
        createEmailVerificationToken("another secret, 32 characters long!", email, updateTo, 3600, {
          userId,
          requestType: "change-email-verification",
        });
      const responses = [];
      for (const updateTo of [held, uniqueEmail()]) {
        const token = await forge(updateTo);
        const response = await app.request(
          `/api/auth/verify-email?token=${token}&callbackURL=%2Fsettings`,
          { cookie },
        );
        responses.push({ status: response.status, location: response.headers.get("location") });
      }
      expect(responses[0]).toEqual({ status: 302, location: "/settings?error=invalid_token" });
      expect(responses[1]).toEqual(responses[0]);
      expect((await app.session(cookie))?.user).toMatchObject({ id: userId, email });
    });

    it("lowercases the new address", async () => {
      const { cookie } = await unverifiedUser();
      const newEmail = uniqueEmail();
      await app.request("/api/auth/change-email", {
        json: { newEmail: newEmail.toUpperCase() },
        cookie,
      });
      expect((await app.session(cookie))?.user.email).toBe(newEmail);
    });

    it("refuses the current address: 'Email is the same'", async () => {
      const { email, cookie } = await verifiedUser();
      for (const newEmail of [email, email.toUpperCase()]) {
        const response = await app.request("/api/auth/change-email", {
          json: { newEmail },
          cookie,
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message: "Email is the same" });
      }
    });

    it("refuses an address another account holds: 'Couldn't update your email'", async () => {
      const other = await verifiedUser();
      for (const make of [unverifiedUser, verifiedUser]) {
        const { email, cookie } = await make();
        const response = await app.request("/api/auth/change-email", {
          json: { newEmail: other.email.toUpperCase() },
          cookie,
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message: "Couldn't update your email" });
        expect((await app.session(cookie))?.user.email).toBe(email);
        expect(await app.mailTo(email)).toHaveLength(1);
      }
      expect(await app.mailTo(other.email)).toHaveLength(1);
    });

    it("answers 400 VALIDATION_ERROR to a malformed address", async () => {
      const { cookie } = await verifiedUser();
      const response = await app.request("/api/auth/change-email", {
        json: { newEmail: "not-an-email" },
        cookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Invalid body parameters",
      });
    });

    it("needs a session", async () => {
      const response = await app.request("/api/auth/change-email", {
        json: { newEmail: uniqueEmail() },
      });
      expect(response.status).toBe(401);
    });
  });

  describe("POST /change-email with AUTH_ENABLE_CHANGE_EMAIL=false", () => {
    let disabled: TestApp;
    beforeAll(async () => {
      disabled = await createTestApp(kind, { AUTH_ENABLE_CHANGE_EMAIL: "false" });
    });
    afterAll(() => disabled?.close());

    it("answers 'Change email is disabled', whatever the new address", async () => {
      allowConsoleError(/Change email is disabled/);
      const holder = uniqueEmail();
      await disabled.signIn(holder);
      const email = uniqueEmail();
      const cookie = await disabled.signIn(email);
      for (const newEmail of [uniqueEmail(), holder]) {
        const response = await disabled.request("/api/auth/change-email", {
          json: { newEmail },
          cookie,
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: "CHANGE_EMAIL_DISABLED",
          message: "Change email is disabled",
        });
      }
      expect((await disabled.session(cookie))?.user.email).toBe(email);
    });
  });
});
