import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveServer, signInOverHttp, startLiveServer } from "../support/live-server";
import { uniqueEmail } from "../support/test-app";

// The sign-in form posted without script (src/server/auth/form-posts.server.ts) on the built
// server: the refusal comes back as a number, and the page shows its sentence in the page's
// language (issue 33), whatever language the endpoint would have answered in; and the welcome
// page's title.

describe("a plain form post's problem in the page's language", () => {
  let live: LiveServer;
  let url: string;
  beforeAll(async () => {
    live = await startLiveServer({ AUTH_LIMIT_PASSWORD_PER_ADDRESS: "1" });
    url = live.server.url;
  }, 120_000);
  afterAll(async () => {
    await live?.stop();
  });

  const signIn = (form: Record<string, string>, cookie: string) =>
    fetch(`${url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: url,
        "content-type": "application/x-www-form-urlencoded",
        cookie,
      },
      body: new URLSearchParams({ intent: "password", ...form }).toString(),
    });
  const page = async (location: string, cookie: string) =>
    (await fetch(new URL(location, url), { headers: { cookie } })).text();

  it("shows a wrong password and a limit in German and Arabic", async () => {
    const email = uniqueEmail();
    const wrong = await signIn({ email, password: "not-the-password-1" }, "locale=de");
    expect(wrong.status).toBe(303);
    const back = wrong.headers.get("location") ?? "";
    expect(new URL(back, url).searchParams.get("problem")).toBe("5");
    expect(await page(back, "locale=de")).toContain(
      "Ungültige E-Mail-Adresse oder ungültiges Passwort",
    );
    expect(await page(back, "locale=en")).toContain("Invalid email or password");

    // The second guess for the address is over its limit: the sentence without its wait.
    const limited = await signIn({ email, password: "not-the-password-2" }, "locale=ar");
    const over = limited.headers.get("location") ?? "";
    expect(new URL(over, url).searchParams.get("problem")).toBe("15");
    expect(await page(over, "locale=ar")).toContain("محاولات تسجيل دخول كثيرة جدًا لهذا العنوان.");
  });

  it("shows a missing password in the page's language", async () => {
    const empty = await signIn({ email: uniqueEmail(), password: "" }, "locale=de");
    const back = empty.headers.get("location") ?? "";
    expect(new URL(back, url).searchParams.get("problem")).toBe("4");
    expect(await page(back, "locale=de")).toContain("Geben Sie Ihr Passwort ein");
  });

  it("titles the welcome page in the page's language", async () => {
    const cookie = await signInOverHttp(url, uniqueEmail());
    expect(await page("/welcome", `${cookie}; locale=de`)).toMatch(
      /<title>Willkommen · [^<]+<\/title>/,
    );
    expect(await page("/welcome", cookie)).toMatch(/<title>Welcome · [^<]+<\/title>/);
  });
});
