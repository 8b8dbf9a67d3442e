import { randomInt, randomUUID } from "node:crypto";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import axe from "axe-core";
import { type MailSource, mailSource } from "./mail";
import { LOCALHOST_APP_URL, MAILBOX_APP_URL, PG_APP_URL, SMTP_APP_URL } from "./servers";

const APP_ORIGINS = new Set(
  [MAILBOX_APP_URL, PG_APP_URL, SMTP_APP_URL, LOCALHOST_APP_URL].map((url) => new URL(url).origin),
);

export { expect };

/** A unique address on a reserved domain: every test gets its own account and rate-limit bucket. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${randomUUID()}@example.com`;
}

/** A random private address for X-Forwarded-For: the apps count rate limits per client IP. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * app A (dev mailbox), app B (SMTP), app C (PostgreSQL, SMTP), app D (dev mailbox, addressed as
 * localhost: the one where WebAuthn works).
 */
export type Via = "mailbox" | "smtp" | "postgres" | "localhost";

export function appUrl(via: Via): string {
  if (via === "postgres") return PG_APP_URL;
  if (via === "localhost") return LOCALHOST_APP_URL;
  return via === "smtp" ? SMTP_APP_URL : MAILBOX_APP_URL;
}

// ---------------------------------------------------------------------------------------------
// Console guard: every console error, uncaught page error and Content-Security-Policy violation
// fails the test unless expected.

interface ConsoleProblem {
  kind: "console.error" | "pageerror" | "csp-violation" | "axe";
  text: string;
  url: string;
}

/** What the page reports of a violation (a SecurityPolicyViolationEvent's fields). */
interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  line: number;
  documentUrl: string;
}

const CSP_BINDING = "__e2eReportCspViolation";

// Runs in every frame before the page's own scripts. The event is the browser's own report of a
// violation (the same one report-uri would send), so nothing the app renders can hide it; the
// binding hands it to the test runner.
const CSP_LISTENER = `document.addEventListener("securitypolicyviolation", (event) => {
  window.${CSP_BINDING}?.({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    sample: event.sample,
    source: event.sourceFile,
    line: event.lineNumber,
    documentUrl: event.documentURI,
  });
}, true);`;

/**
 * axe-core's violations on the page as it is now, one line each ("rule (impact): help at
 * elements"). Every rule axe runs by default (WCAG A and AA and its best practices, whatever the
 * impact) and label-in-name (WCAG 2.5.3), which axe ships off as experimental. Transitions are
 * let finish first: a half-faded element would read as low contrast.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const started = Date.now();
  try {
    return await runAxe(page);
  } finally {
    // The profile (scripts/test-profile.mjs) adds these up per spec.
    base.info().annotations.push({ type: "axe-ms", description: String(Date.now() - started) });
  }
}

/**
 * axe's findings by page state, in this worker: the same markup, form values, focus, size,
 * scroll and preferred scheme give the same findings, so a state checked once (a test's last
 * explicit check, which the fixture's end-of-test check repeats) is not checked again.
 */
const checkedStates = new Map<string, string[]>();

/** A key for everything axe's findings depend on: two 32-bit hashes of the markup and the rest. */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = Array.from(
      document.querySelectorAll<HTMLInputElement>("input, textarea, select"),
      (field) => `${field.value}:${field.checked}`,
    );
    const active = document.activeElement;
    const text = [
      document.documentElement.outerHTML,
      values.join("\u0000"),
      active ? active.outerHTML.slice(0, 300) : "",
      innerWidth,
      innerHeight,
      scrollX,
      scrollY,
      matchMedia("(prefers-color-scheme: dark)").matches,
    ].join("\u0001");
    let fnv = 0x811c9dc5;
    let djb = 5381;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      fnv = Math.imul(fnv ^ code, 0x01000193);
      djb = (Math.imul(djb, 33) + code) | 0;
    }
    return `${(fnv >>> 0).toString(16)}-${(djb >>> 0).toString(16)}-${text.length}`;
  });
}

/**
 * axe-core's source is evaluated once per document, not once per check as AxeBuilder
 * (@axe-core/playwright) does it, twice in fact: a scheme switched in place or a dialog opened
 * keeps the document, and injecting was most of a check's time (ADR 069).
 */
const AXE_SOURCE = axe.source;

/**
 * Waits until no transition runs or is about to start. Mantine starts a dialog's exit two frames
 * after it is closed, so a check made at once saw a half-faded title (a CI failure): frames are
 * waited out first, and again after each round of transitions, until a frame starts none.
 */
async function settleAnimations(): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  for (let round = 0; round < 20; round += 1) {
    for (let i = 0; i < 3; i += 1) await frame();
    const running = document
      .getAnimations()
      .filter((a) => a.playState !== "finished" && a.effect?.getTiming().iterations !== Infinity);
    if (running.length === 0) return;
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
}

async function runAxe(page: Page): Promise<string[]> {
  await page.waitForLoadState("load", { timeout: 5_000 });
  await page.evaluate(settleAnimations);
  const state = await pageState(page);
  const known = checkedStates.get(state);
  if (known) return known;
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // The top document only: the apps frame nothing of their own, and the dev mailbox's frames
  // are sandboxed mails without scripts, where axe cannot run.
  const violations = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    // Every rule still runs, and WCAG 2.5.3's label-in-name, which axe ships off (issue 45);
    // only the violations are gathered node by node (the passes were most of the time).
    const results = await inPage.run(document, {
      iframes: false,
      resultTypes: ["violations"],
      rules: { "label-content-name-mismatch": { enabled: true } },
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
  });
  const found = violations.map(
    ({ id, impact, help, targets }) => `${id} (${impact}): ${help} at ${targets.join(", ")}`,
  );
  checkedStates.set(state, found);
  return found;
}

class ConsoleGuard {
  readonly problems: ConsoleProblem[] = [];
  private readonly expected: RegExp[] = [];
  private readonly expectedViolations: RegExp[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      const location = message.location();
      this.problems.push({
        kind: "console.error",
        text: message.text(),
        url: location.url
          ? `${location.url}:${location.lineNumber}`
          : (message.page()?.url() ?? ""),
      });
    });
    context.on("weberror", (webError) => {
      const error = webError.error();
      this.problems.push({
        kind: "pageerror",
        text: `${error.name}: ${error.message}`,
        url: webError.page()?.url() ?? "",
      });
    });
    await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
      const sample = violation.sample ? ` (${violation.sample})` : "";
      this.problems.push({
        kind: "csp-violation",
        text: `${violation.directive} refused ${violation.blocked || "inline"}${sample}`,
        url: violation.source ? `${violation.source}:${violation.line}` : violation.documentUrl,
      });
    });
    await context.addInitScript({ content: CSP_LISTENER });
  }

  /**
   * Violations are reported by an event the page queues; before a context closes, each open
   * page runs one more task, so a violation from the test's last step is counted. A page that
   * cannot answer (navigating, closed, blocked by a dialog) is not waited for long.
   */
  async flush(context: BrowserContext): Promise<void> {
    const oneMoreTask = (page: Page) =>
      Promise.race([
        page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
    await Promise.all(context.pages().map(oneMoreTask));
  }

  /**
   * axeViolations on each of the context's pages that shows one of the apps, as the test left it
   * (dialogs and toasts included).
   */
  async checkAccessibility(context: BrowserContext): Promise<void> {
    for (const page of context.pages()) {
      let origin: string;
      try {
        origin = new URL(page.url()).origin;
      } catch {
        continue;
      }
      if (page.isClosed() || !APP_ORIGINS.has(origin)) continue;
      try {
        for (const text of await axeViolations(page)) {
          this.problems.push({ kind: "axe", text, url: page.url() });
        }
      } catch (error) {
        // A page that navigated or closed while being checked was checked where it went.
        if (!page.isClosed() && !/navigat|closed|destroyed/i.test(String(error))) throw error;
      }
    }
  }

  expect(patterns: RegExp[]): void {
    this.expected.push(...patterns);
  }

  /** CSP violations are declared apart: no console pattern can let one through by accident. */
  expectCspViolations(patterns: RegExp[]): void {
    this.expectedViolations.push(...patterns);
  }

  /** A pattern is tested against "<text> @ <url>", so it can name the message or its source. */
  unexpected(): ConsoleProblem[] {
    return this.problems.filter((p) => {
      if (p.kind === "axe") return true;
      const patterns = p.kind === "csp-violation" ? this.expectedViolations : this.expected;
      return !patterns.some((pattern) => pattern.test(`${p.text} @ ${p.url}`));
    });
  }
}

/** The browser's log line for a document or resource answered with `status` at `path`. */
export function failedLoad(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`status of ${status} \\(.*\\) @ https?://[^/\\s]+${escaped}(:\\d+)?$`);
}

// ---------------------------------------------------------------------------------------------
// Hydration: the pages are server-rendered; typing or clicking before React has taken over the
// DOM is lost (or submits the form natively). Wait until every control React renders is live.

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const live = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactProps$"));
    const main = document.querySelector("main");
    if (!main || !live(main)) return false;
    return Array.from(document.querySelectorAll("main button, main input, header button")).every(
      live,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Sign-in through the real magic-link flow.

/** The page a sign-in mail links to; its button spends the link. */
const SIGN_IN_CONFIRM_PATH = "/login/confirm";

/** The words the sign-in screens show: English unless the page is in another language. */
export interface SignInWords {
  emailLabel: string;
  sendLink: string;
  inboxHeading: string;
  /** The link page's heading ("Sign in to Timberline") and its button. */
  confirmHeading: string | RegExp;
  signIn: string;
  skipWelcome: string;
}

const ENGLISH_SIGN_IN: SignInWords = {
  emailLabel: "Email address",
  sendLink: "Send sign-in link",
  inboxHeading: "Check your inbox",
  confirmHeading: /^Sign in to /,
  signIn: "Sign in",
  skipWelcome: "Skip for now",
};

export interface SignInOptions {
  /** The screens' words, for a page in another language. */
  words?: SignInWords;
  /**
   * Which app and mail path: app A with the dev mailbox (default), app B or app C over SMTP,
   * app D (localhost) with its own dev mailbox.
   */
  via?: Via;
  /** Passed as /login?redirect=… */
  redirect?: string;
  /** Use the sign-in form already on the page (e.g. after a guard redirect) instead of /login. */
  fromCurrentPage?: boolean;
}

export interface SignInResult {
  link: string;
  mail: Awaited<ReturnType<MailSource["waitForNew"]>>;
}

/** Asks for a link on /login and waits for "Check your inbox"; returns the new mail's link. */
export async function requestMagicLink(
  page: Page,
  email: string,
  {
    via = "mailbox",
    redirect,
    fromCurrentPage = false,
    words = ENGLISH_SIGN_IN,
  }: SignInOptions = {},
): Promise<SignInResult> {
  const source = mailSource(via);
  const before = await source.ids(email);
  if (!fromCurrentPage) {
    const query = redirect === undefined ? "" : `?redirect=${encodeURIComponent(redirect)}`;
    await page.goto(`${appUrl(via)}/login${query}`);
  }
  await waitForHydration(page);
  await page.getByLabel(words.emailLabel).fill(email);
  await page.getByRole("button", { name: words.sendLink }).click();
  await expect(page.getByRole("heading", { name: words.inboxHeading })).toBeVisible();
  const mail = await source.waitForNew(email, before);
  return { mail, link: magicLinkFrom(mail.text ?? "", via) };
}

/**
 * The whole flow: /login, the form, the mail, the link, its page's "Sign in" button. Ends
 * wherever the link leads; a new account's welcome step is skipped (e2e/welcome.spec.ts tests it).
 */
export async function signIn(
  page: Page,
  email: string,
  options: SignInOptions = {},
): Promise<SignInResult> {
  const result = await requestMagicLink(page, email, options);
  await followMagicLink(page, result.link, { words: options.words });
  return result;
}

/**
 * Opens a mailed sign-in link as a person does: its page, then its "Sign in" button (a plain
 * form: no need to wait for hydration). With `welcome: "skip"`, a new account's welcome step is
 * skipped; with "stay", the page is left there.
 */
export async function followMagicLink(
  page: Page,
  link: string,
  {
    welcome = "skip",
    words = ENGLISH_SIGN_IN,
  }: { welcome?: "skip" | "stay"; words?: SignInWords | undefined } = {},
): Promise<void> {
  await page.goto(link);
  await pressSignIn(page, words);
  if (welcome === "skip" && new URL(page.url()).pathname === "/welcome") {
    await page.getByRole("link", { name: words.skipWelcome }).click();
    await page.waitForURL((url) => url.pathname !== "/welcome");
  }
}

/** Presses the sign-in link page's button and waits until the browser has left the page. */
export async function pressSignIn(page: Page, words = ENGLISH_SIGN_IN): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: words.confirmHeading })).toBeVisible();
  await page.getByRole("button", { name: words.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== SIGN_IN_CONFIRM_PATH);
}

export function magicLinkFrom(text: string, via: Via = "mailbox"): string {
  const prefix = `${appUrl(via)}${SIGN_IN_CONFIRM_PATH}?`;
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No magic link starting with ${prefix} in the mail text:\n${text}`);
  return link;
}

// ---------------------------------------------------------------------------------------------
// Sign-in over HTTP, for the specs whose subject is not signing in: the same Better Auth
// endpoints the screens call (a link asked for, mailed and spent), without the screens.

/** Better Auth's endpoint that spends a sign-in link: what the confirmation page's button opens. */
const MAGIC_LINK_VERIFY_PATH = "/api/auth/magic-link/verify";

export interface HttpSignInOptions {
  /** Which app and mail path, as for signIn. */
  via?: Via;
  /** A new account's name (Better Auth takes it with the link request); unnamed when absent. */
  name?: string;
  /**
   * The path the page opens once signed in (default /dashboard, where signIn ends too); null
   * opens nothing.
   */
  open?: string | null;
  /** The client address the sign-in comes from (X-Forwarded-For), instead of the context's. */
  ip?: string;
}

/**
 * Signs `email` in on the page's browser context through HTTP: POST /api/auth/sign-in/magic-link,
 * the link read from the app's mail over HTTP, GET of the verify endpoint. The context's request
 * client shares its cookies (the session lands in the browser) and its X-Forwarded-For (the
 * test's own rate-limit bucket); Origin is the app's, as a browser's would be.
 */
export async function signInOverHttp(
  page: Page,
  email: string,
  { via = "mailbox", name, open = "/dashboard", ip }: HttpSignInOptions = {},
): Promise<void> {
  const app = appUrl(via);
  const request = page.context().request;
  const source = mailSource(via);
  const before = await source.ids(email);
  const forwarded: Record<string, string> = ip ? { "X-Forwarded-For": ip } : {};
  // Workers sign the admin in at the same time: the marker picks this request's mail.
  const marker = randomUUID();
  const asked = await request.post(`${app}/api/auth/sign-in/magic-link`, {
    headers: { Origin: new URL(app).origin, ...forwarded },
    data: {
      email,
      callbackURL: `/dashboard?signin=${marker}`,
      ...(name !== undefined && { name }),
    },
  });
  if (!asked.ok()) {
    throw new Error(`sign-in link for ${email}: ${asked.status()} ${await asked.text()}`);
  }
  const mail = await source.waitForNew(email, before, undefined, marker);
  const verify = new URL(magicLinkFrom(mail.text ?? "", via));
  verify.pathname = MAGIC_LINK_VERIFY_PATH;
  const spent = await request.get(verify.href, { maxRedirects: 0, headers: forwarded });
  const location = spent.headers().location ?? "";
  if (spent.status() !== 302 || location.includes("error=")) {
    throw new Error(`sign-in link for ${email}: ${spent.status()} to ${location || "nowhere"}`);
  }
  if (open !== null) await page.goto(`${app}${open}`);
}

// ---------------------------------------------------------------------------------------------
// Fixtures.

interface Fixtures {
  /** The X-Forwarded-For address of the default context (and of `request`). */
  clientIp: string;
  consoleGuard: ConsoleGuard;
  /**
   * Declares the console errors / page errors this test expects; anything else fails it. Each
   * pattern is tested against "<message text> @ <source url>". CSP violations are not matched.
   */
  expectConsoleErrors: (...patterns: RegExp[]) => void;
  /**
   * Declares the Content-Security-Policy violations this test causes on purpose, each pattern
   * tested against "<directive> refused <url or inline> (<sample>) @ <source url>".
   */
  expectCspViolations: (...patterns: RegExp[]) => void;
  /** A new, empty browser context with its own client IP, watched by the console guard. */
  newIsolatedPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Who `signedIn` signs in, set with test.use: a new uniqueEmail(prefix) unless `email`. */
  signInAs: SignInAs;
  /** The default page signed in over HTTP (signInOverHttp) as `signInAs` says, at /dashboard. */
  signedIn: { email: string; app: string };
}

interface SignInAs extends HttpSignInOptions {
  /** uniqueEmail's prefix. */
  prefix?: string;
  /** A fixed address (an admin's) instead of a new one. */
  email?: string;
}

const API_METHODS = ["fetch", "get", "post", "put", "patch", "delete", "head"] as const;
type ApiCall = (
  url: Parameters<APIRequestContext["fetch"]>[0],
  options?: { headers?: Record<string, string> },
) => ReturnType<APIRequestContext["fetch"]>;

/**
 * Makes each of the API client's requests ask for its connection to be closed after the answer.
 * The app closes a kept-alive connection idle for 5 s (Node's default, which the drain of ADR
 * 065 counts on), and Playwright's client keeps idle connections in a pool: a request sent on
 * one just as the app closes it fails with ECONNRESET, which a browser would send again and
 * Playwright does not. A connection per request cannot be reused at the wrong moment.
 */
function closingConnections(api: APIRequestContext): APIRequestContext {
  for (const method of API_METHODS) {
    const send = (api[method] as ApiCall).bind(api);
    const call: ApiCall = (url, options = {}) =>
      send(url, { ...options, headers: { connection: "close", ...options.headers } });
    Object.assign(api, { [method]: call });
  }
  return api;
}

async function isolatedContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp(), ...options.extraHTTPHeaders },
  });
  closingConnections(context.request);
  return context;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies this way
  clientIp: async ({}, use) => {
    await use(uniqueIp());
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "X-Forwarded-For": clientIp });
  },
  request: async ({ request }, use) => {
    await use(closingConnections(request));
  },
  consoleGuard: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies this way
    async ({}, use, testInfo) => {
      const guard = new ConsoleGuard();
      await use(guard);
      const unexpected = guard.unexpected();
      if (unexpected.length > 0) {
        const list = unexpected.map((p) => `  - [${p.kind}] ${p.text} (${p.url})`).join("\n");
        await testInfo.attach("console-errors", { body: list, contentType: "text/plain" });
        throw new Error(
          `Unexpected browser console errors, CSP violations or accessibility violations:\n${list}`,
        );
      }
    },
    { auto: true },
  ],
  context: async ({ context, consoleGuard }, use) => {
    closingConnections(context.request);
    await consoleGuard.watch(context);
    await use(context);
    await consoleGuard.checkAccessibility(context);
    await consoleGuard.flush(context);
  },
  expectConsoleErrors: async ({ consoleGuard }, use) => {
    await use((...patterns) => consoleGuard.expect(patterns));
  },
  expectCspViolations: async ({ consoleGuard }, use) => {
    await use((...patterns) => consoleGuard.expectCspViolations(patterns));
  },
  signInAs: [{}, { option: true }],
  signedIn: async ({ page, signInAs }, use) => {
    const email = signInAs.email ?? uniqueEmail(signInAs.prefix);
    await signInOverHttp(page, email, signInAs);
    await use({ email, app: appUrl(signInAs.via ?? "mailbox") });
  },
  newIsolatedPage: async ({ browser, consoleGuard }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await isolatedContext(browser, options);
      contexts.push(context);
      await consoleGuard.watch(context);
      return context.newPage();
    });
    await Promise.all(
      contexts.map(async (context) => {
        await consoleGuard.checkAccessibility(context);
        await consoleGuard.flush(context);
        await context.close();
      }),
    );
  },
});
