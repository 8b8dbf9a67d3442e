import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveServer, startLiveServer } from "../support/live-server";
import { callServerFn } from "../support/server-fn";
import { randomIp, uniqueEmail } from "../support/test-app";

// The sign-in mail's link on the built server (ADR 023): a page that spends nothing when opened
// (mail scanners and link previewers open every link in a mail, with GET and HEAD), whose button
// spends the token. One database is enough: the page only reads the link's row, and
// tests/auth/magic-link.test.ts reads it on both.

const ACCOUNT = "src/server/account/account.functions.ts";
const SIGN_IN_LINK = "src/server/auth/sign-in-link.functions.ts";

interface PageForm {
  method: string;
  action: string;
  fields: Record<string, string>;
}

/** The page's one form as the browser would send it: its method, action and hidden fields. */
function formOf(html: string): PageForm | null {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html);
  if (!form) return null;
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&") ?? "";
  const fields: Record<string, string> = {};
  for (const [input] of (form[2] ?? "").matchAll(/<input\b[^>]*>/g)) {
    if (attribute(input, "type") === "hidden") {
      fields[attribute(input, "name")] = attribute(input, "value");
    }
  }
  return {
    method: attribute(form[1] ?? "", "method"),
    action: attribute(form[1] ?? "", "action"),
    fields,
  };
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair.includes("session_token="))
    .join("; ");

describe("the sign-in link's page on the built server", () => {
  let live: LiveServer;
  let base: string;

  beforeAll(async () => {
    live = await startLiveServer();
    base = live.server.url;
  });
  afterAll(() => live?.stop());

  /** A link asked for as the sign-in screen asks for one; the mailed link. */
  async function askLink(email: string, callbackURL = "/dashboard"): Promise<URL> {
    const response = await fetch(`${base}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, "x-forwarded-for": randomIp() },
      body: JSON.stringify({
        email,
        callbackURL,
        newUserCallbackURL: `/welcome?redirect=${encodeURIComponent(callbackURL)}`,
        errorCallbackURL: `/login?redirect=${encodeURIComponent(callbackURL)}`,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    // Sign-in mails go before the response; the dev mailbox lists the newest first.
    const mails = (await (await fetch(`${base}/dev/mailbox/messages`)).json()) as {
      to: string;
      text: string;
    }[];
    const link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no sign-in mail to ${email}`);
    return new URL(link);
  }

  /** What a mail scanner does: opens the link, with no cookie, following nothing. */
  const scan = (link: URL, method = "GET") =>
    fetch(link, { method, redirect: "manual", headers: { accept: "text/html" } });

  /** What the page's button does: its form, sent as the browser sends a GET form. */
  async function press(html: string, cookie?: string): Promise<Response> {
    const form = formOf(html);
    if (!form) throw new Error("the page has no form");
    expect(form.method).toBe("get");
    const query = new URLSearchParams(form.fields);
    return fetch(`${base}${form.action}?${query}`, {
      redirect: "manual",
      headers: { accept: "text/html", ...(cookie && { cookie }) },
    });
  }

  it("the dev mailbox's JSON lists one recipient's mails, in any case, with ?to=", async () => {
    const [one, other] = [uniqueEmail(), uniqueEmail()];
    await askLink(one);
    await askLink(other);
    await askLink(one);
    const listed = async (to: string) => {
      const response = await fetch(`${base}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { to: string }[]).map((mail) => mail.to);
    };
    expect(await listed(one.toUpperCase())).toEqual([one, one]);
    expect(await listed(other)).toEqual([other]);
    expect(await listed(`x${other}`)).toEqual([]);
  });

  it("mails a link to the app's page, which shows the address and one button, and spends nothing", async () => {
    const email = uniqueEmail();
    const link = await askLink(email, "/settings");
    expect(link.origin).toBe(base);
    expect(link.pathname).toBe("/login/confirm");

    const page = await scan(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(sessionCookie(page)).toBe("");
    const html = await page.text();
    expect(html).toContain("Sign in to Timberline");
    expect(html).toContain(email);
    expect(formOf(html)).toEqual({
      method: "get",
      action: "/api/auth/magic-link/verify",
      fields: {
        token: link.searchParams.get("token"),
        callbackURL: "/settings",
        newUserCallbackURL: "/welcome?redirect=%2Fsettings",
        errorCallbackURL: "/login?redirect=%2Fsettings",
      },
    });
  });

  it("is neither stored, indexed nor named in a Referer", async () => {
    const link = await askLink(uniqueEmail());
    for (const method of ["GET", "HEAD"]) {
      const page = await scan(link, method);
      expect(page.status, method).toBe(200);
      expect(page.headers.get("cache-control"), method).toBe("no-store");
      expect(page.headers.get("x-robots-tag"), method).toBe("noindex, nofollow");
      expect(page.headers.get("referrer-policy"), method).toBe("no-referrer");
      const html = await page.text();
      if (method === "GET") {
        expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
        expect(html).toMatch(/<meta name="referrer" content="no-referrer"/);
      }
    }
  });

  it("a GET and a HEAD of the link, as scanners and previewers make, leave the token unspent: the button still signs in, once", async () => {
    const email = uniqueEmail();
    const link = await askLink(email);
    await scan(link, "HEAD");
    await scan(link);
    const html = await (await scan(link)).text();
    expect(html).toContain(email);

    const pressed = await press(html);
    expect(pressed.status).toBe(302);
    // The account is new when the button is pressed: opening the page made none, and no session.
    expect(pressed.headers.get("location")).toBe(`${base}/welcome?redirect=%2Fdashboard`);
    const cookie = sessionCookie(pressed);
    expect(cookie).not.toBe("");
    const sessions = await callServerFn(base, {
      method: "GET",
      file: ACCOUNT,
      name: "getMySessions",
      cookie,
    });
    expect(sessions.status).toBe(200);
    expect(sessions.value).toHaveLength(1);

    // Pressed again (a second tab, the back button): the link is spent.
    const again = await press(html);
    expect(again.headers.get("location")).toBe(
      `${base}/login?redirect=%2Fdashboard&error=INVALID_TOKEN`,
    );
    expect(sessionCookie(again)).toBe("");
  });

  it("opening the link of a signed-in account's address starts no session; pressing starts one", async () => {
    const email = uniqueEmail();
    const first = await press(await (await scan(await askLink(email))).text());
    const cookie = sessionCookie(first);
    const count = async () => {
      const result = await callServerFn(base, {
        method: "GET",
        file: ACCOUNT,
        name: "getMySessions",
        cookie,
      });
      return (result.value as unknown[]).length;
    };
    expect(await count()).toBe(1);

    const link = await askLink(email, "/settings");
    const page = await scan(link);
    await scan(link, "HEAD");
    expect(await count()).toBe(1);
    const pressed = await press(await page.text());
    // An existing account goes where it was going, not to the welcome step.
    expect(pressed.headers.get("location")).toBe(`${base}/settings`);
    expect(await count()).toBe(2);
  });

  it("says 'That link did not work' with a way to a new link for a used, unknown, odd or missing token, never a 5xx", async () => {
    const used = await askLink(uniqueEmail(), "/settings");
    await press(await (await scan(used)).text());
    const unknown = new URL(used);
    unknown.searchParams.set("token", "notarealtokennotarealtoken123456");
    const odd = (token: string) => {
      const url = new URL(used);
      url.searchParams.set("token", token);
      return url;
    };
    const without = new URL(used);
    without.searchParams.delete("token");
    for (const link of [
      used,
      unknown,
      without,
      odd(""),
      odd("short"),
      odd("x".repeat(5000)),
      odd('"><script>alert(1)</script>'),
      odd("123456789012345678901234567890"),
      new URL(`${used.toString()}&token=second`),
    ]) {
      const what = link.toString().slice(0, 200);
      let page = await scan(link);
      // The router answers an address it would write differently with the one it writes.
      if (page.status === 307) page = await scan(new URL(page.headers.get("location") ?? "", base));
      expect(page.status, what).toBe(200);
      const html = await page.text();
      expect(html, what).toContain("That link did not work");
      expect(html, what).toContain("invalid, already used or expired");
      expect(html, what).toMatch(
        /<a [^>]*href="\/login(\?redirect=%2Fsettings)?"[^>]*>.*Ask for a new link/,
      );
      expect(formOf(html), what).toBeNull();
      expect(html, what).not.toContain("<script>alert(1)</script>");
    }
  });

  it("sends only paths on this site to the verify endpoint, whatever the link says", async () => {
    const link = await askLink(uniqueEmail());
    link.searchParams.set("callbackURL", "https://evil.example/");
    link.searchParams.set("newUserCallbackURL", "//evil.example");
    link.searchParams.set("errorCallbackURL", "javascript:alert(1)");
    const form = formOf(await (await scan(link)).text());
    expect(form?.fields).toEqual({
      token: link.searchParams.get("token"),
      callbackURL: "/dashboard",
      errorCallbackURL: "/login",
    });
  });

  it("previews a link through its server function without spending it, and refuses a payload of the wrong shape", async () => {
    const email = uniqueEmail();
    const link = await askLink(email);
    const token = link.searchParams.get("token");
    const preview = (data: unknown) =>
      callServerFn(base, { method: "POST", file: SIGN_IN_LINK, name: "previewSignInLink", data });
    expect((await preview({ token })).value).toEqual({ email });
    expect((await preview({ token: "notarealtokennotarealtoken123456" })).value).toEqual({
      email: null,
    });
    for (const data of [undefined, {}, { token: 42 }, { token: "" }, { token: "x".repeat(513) }]) {
      const refused = await preview(data);
      expect(refused.status, JSON.stringify(data)).toBe(400);
      expect((refused.value as { code?: string }).code).toBe("VALIDATION_ERROR");
    }
    const pressed = await press(await (await scan(link)).text());
    expect(sessionCookie(pressed)).not.toBe("");
  });
});
