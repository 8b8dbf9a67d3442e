import { describe, expect, it } from "vitest";
import { confirmationLinkFor, SIGN_IN_CONFIRM_PATH, signInLinkFrom } from "./sign-in-link";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYzAbCdEf";

describe("confirmationLinkFor", () => {
  it("moves Better Auth's verify query onto the confirmation page, on the app's address", () => {
    const verify = `https://app.example/api/auth/magic-link/verify?token=${TOKEN}&callbackURL=%2Fsettings&newUserCallbackURL=%2Fwelcome%3Fredirect%3D%252Fsettings&errorCallbackURL=%2Flogin`;
    const link = new URL(confirmationLinkFor(verify, "https://app.example"));
    expect(link.origin).toBe("https://app.example");
    expect(link.pathname).toBe(SIGN_IN_CONFIRM_PATH);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: TOKEN,
      callbackURL: "/settings",
      newUserCallbackURL: "/welcome?redirect=%2Fsettings",
      errorCallbackURL: "/login",
    });
  });

  it("carries nothing else the verify URL might hold", () => {
    const verify = `http://localhost/api/auth/magic-link/verify?token=${TOKEN}&callbackURL=%2F&extra=1`;
    const link = new URL(confirmationLinkFor(verify, "http://localhost"));
    expect([...link.searchParams.keys()]).toEqual(["token", "callbackURL"]);
  });
});

describe("signInLinkFrom", () => {
  it("keeps a link's own paths as they are", () => {
    expect(
      signInLinkFrom({
        token: TOKEN,
        callbackURL: "/subscriptions?plan=pro",
        newUserCallbackURL: "/welcome?redirect=%2Fsubscriptions%3Fplan%3Dpro",
        errorCallbackURL: "/login?redirect=%2Fsubscriptions%3Fplan%3Dpro",
      }),
    ).toEqual({
      token: TOKEN,
      callbackURL: "/subscriptions?plan=pro",
      newUserCallbackURL: "/welcome?redirect=%2Fsubscriptions%3Fplan%3Dpro",
      errorCallbackURL: "/login?redirect=%2Fsubscriptions%3Fplan%3Dpro",
    });
  });

  it("always names a callback and an error page, both on this site", () => {
    expect(signInLinkFrom({ token: TOKEN })).toEqual({
      token: TOKEN,
      callbackURL: "/dashboard",
      errorCallbackURL: "/login",
    });
    expect(
      signInLinkFrom({
        token: TOKEN,
        callbackURL: "https://evil.example/",
        newUserCallbackURL: "//evil.example",
        errorCallbackURL: "javascript:alert(1)",
      }),
    ).toEqual({ token: TOKEN, callbackURL: "/dashboard", errorCallbackURL: "/login" });
  });

  it.each([
    undefined,
    "",
    42,
    ["a", "b"],
    "short",
    "x".repeat(129),
    `${TOKEN}<script>`,
    `${TOKEN} `,
    `${TOKEN}%00`,
  ])("finds no link in the token %j", (token) => {
    expect(signInLinkFrom({ token, callbackURL: "/dashboard" })).toBeNull();
  });
});
