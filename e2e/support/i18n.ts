import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeViolations, expect, type SignInWords } from "./fixtures";
import { MAILBOX_APP_URL } from "./servers";

// The language checks the locale specs share (issue 33): the switch's cookie, a screen's
// language, direction and axe, and the pseudo-locale's scan for text left in plain English.

/** Sets the cookie the language switch sets, as if the person had chosen `locale` on `app`. */
export async function setLocaleCookie(page: Page, locale: string, app = MAILBOX_APP_URL) {
  await page.context().addCookies([{ name: "locale", value: locale, url: app }]);
}

/** The document is in `locale`, written in its direction, and axe finds nothing on it. */
export async function expectScreenIn(page: Page, locale: string, screen: string): Promise<void> {
  const html = page.locator("html");
  await expect(html, screen).toHaveAttribute("lang", locale);
  await expect(html, screen).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
  expect(await axeViolations(page), screen).toEqual([]);
}

type Messages = Record<string, string>;
const catalogs = new Map<string, Messages>();

/** One message of a locale's file, its `{name}` parameters filled in. */
export function message(locale: string, key: string, params: Record<string, string> = {}): string {
  let messages = catalogs.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Messages;
    catalogs.set(locale, messages);
  }
  const text = messages[key];
  if (typeof text !== "string") throw new Error(`${locale}.json has no plain message ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The sign-in screens' words in `locale`, for the sign-in helpers. */
export function signInWords(locale: string): SignInWords {
  const say = (key: string) => message(locale, key, { appName: "Timberline" });
  return {
    emailLabel: say("login_email_label"),
    sendLink: say("login_send_link"),
    inboxHeading: say("login_inbox_heading"),
    confirmHeading: say("login_heading"),
    signIn: say("confirm_sign_in"),
    skipWelcome: say("welcome_skip"),
  };
}

/**
 * The page's visible text (and its title) that is plain English in the pseudo-locale: what is
 * left once every bracketed message is taken out, line by line, less what `allowed` matches
 * (user data, names, amounts: listed by each caller). A message with an element inside spans
 * several text nodes, so brackets are matched over the text joined in document order.
 */
export async function plainEnglish(page: Page, allowed: RegExp[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // The language list names each language in itself: it is not text to translate.
      if (!parent || parent.closest("script, style, noscript, template, select")) continue;
      if (!parent.checkVisibility()) continue;
      // An address broken with <wbr> for narrow screens is one piece of text.
      const value = node.nodeValue ?? "";
      if (node.previousSibling?.nodeName === "WBR") parts.push(`${parts.pop() ?? ""}${value}`);
      else parts.push(value);
    }
    return parts.join("\n");
  });
  let rest = text;
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, "\n");
  }
  return rest
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => {
      const left = allowed.reduce((all, re) => all.replace(new RegExp(re.source, "gu"), " "), line);
      return /[A-Za-z]{2,}/.test(left);
    });
}
