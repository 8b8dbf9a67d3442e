// Lighthouse scores of the built app's pages, mobile (Lighthouse's default: a mid-range phone
// on a slow 4G link, simulated) or desktop, each the median of several runs, with the audits
// each page fails so they can be fixed. Any Lighthouse error is thrown: a missing score must not
// pass for a low one.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import puppeteer from "puppeteer-core";
import { median } from "./lib.mjs";

/** @import { Result } from "lighthouse" */
/** @typedef {Result["audits"][string]} AuditResult */

const CATEGORIES = ["performance", "accessibility", "best-practices"];
// The Chromium the e2e suite uses (e2e/support/chromium.ts), unless CHROME_PATH says otherwise.
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.E2E_CHROMIUM ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];

/** Presets by name; `undefined` is Lighthouse's default config (mobile). */
const PRESETS = { mobile: undefined, desktop: desktopConfig };

/**
 * The first few elements, messages or files an audit names, so the list says what to fix.
 * @param {AuditResult} audit
 * @returns {string[]}
 */
function offenders(audit, limit = 3) {
  // Read loosely: each kind of audit has items of its own shape, any field possibly missing.
  const details = /** @type {{ type: string, items?: unknown } | undefined} */ (audit.details);
  // Insight "list" details hold prose, not offenders.
  if (!details || !["table", "opportunity"].includes(details.type)) return [];
  const path = (/** @type {unknown} */ url) =>
    typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "") : "";
  return (Array.isArray(details.items) ? details.items : [])
    .map((item) => {
      if (item?.node?.snippet || item?.node?.selector)
        return item.node.snippet ?? item.node.selector;
      const url = path(item?.sourceLocation?.url ?? item?.source?.url ?? item?.url);
      if (item?.description) return `${item.description}${url ? ` (${url})` : ""}`;
      return url || null;
    })
    .filter((text) => typeof text === "string" && text !== "")
    .slice(0, limit)
    .map((text) => text.replace(/\s+/g, " "))
    .map((text) => (text.length > 140 ? `${text.slice(0, 137)}...` : text));
}

/**
 * Audits of the measured categories that do not fully pass and are not just informative.
 * @param {Result} lhr
 */
function failingAudits(lhr) {
  const ids = new Set(
    CATEGORIES.flatMap(
      (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
    ),
  );
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter(
      /** @returns {audit is AuditResult} */
      (audit) =>
        audit !== undefined &&
        !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode) &&
        (audit.scoreDisplayMode === "error" || (audit.score !== null && audit.score < 1)),
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue:
        audit.displayValue ?? (audit.errorMessage ? `error: ${audit.errorMessage}` : ""),
      items: offenders(audit),
    }))
    .sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
}

/**
 * A Cookie header as cookies of the page's site, for the browser's own cookie store.
 * @param {string} header
 * @param {string} url
 */
function cookiesFor(header, url) {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes("="))
    .map((pair) => {
      const at = pair.indexOf("=");
      const { hostname } = new URL(url);
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: "/" };
    });
}

/** Lighthouse's own advice for a trace it failed to record (NO_NAVSTART and the like). */
const RETRYABLE = /run Lighthouse again/i;
/** How often one run is attempted before its error counts. */
const ATTEMPTS = 4;

/**
 * One Lighthouse run of a page in a fresh browser context.
 * @param {import("puppeteer-core").Browser} browser
 * @param {{ url: string, label: string, cookie?: string }} page
 * @param {keyof typeof PRESETS} preset
 */
async function runOnce(browser, page, preset) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    if (page.cookie) await context.setCookie(...cookiesFor(page.cookie, page.url));
    const runnerResult = await lighthouse(
      page.url,
      { output: "json", logLevel: "error", onlyCategories: CATEGORIES, disableStorageReset: true },
      PRESETS[preset],
      tab,
    );
    return runnerResult?.lhr;
  } finally {
    await context.close();
  }
}

/**
 * A run's scores, metrics and failing audits; throws on anything but a scored page.
 * @param {Result | undefined} lhr
 * @param {{ url: string }} page
 * @param {string} preset
 */
function readRun(lhr, page, preset) {
  if (!lhr) throw new Error(`Lighthouse returned no result for ${page.url} (${preset})`);
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse on ${page.url} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  // A page that redirected (a lost session, say) would be scored as another page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(page.url).pathname) {
    throw new Error(`Lighthouse on ${page.url} ended on ${lhr.finalDisplayedUrl}`);
  }
  /** @type {Record<string, number>} */
  const scores = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== "number") {
      throw new Error(`Lighthouse on ${page.url} (${preset}): no ${category} score`);
    }
    scores[category] = Math.round(score * 100);
  }
  return {
    scores,
    failing: failingAudits(lhr),
    metrics: {
      fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    },
  };
}

/**
 * Runs every page with every preset `runs` times in one Chrome, one run after another, each in a
 * fresh browser context: an empty cache and storage, as Lighthouse's own reset would leave them.
 * A page's result is the median of its runs: each category's median score, and the metrics and
 * failing audits of the run whose performance score is the median. A run Lighthouse asks to
 * repeat (its trace not recorded: NO_NAVSTART and the like) is repeated, not dropped, so every
 * median is of `runs` runs.
 * A signed-in page gets its cookies in that context's cookie store rather than Lighthouse's
 * extraHeaders: Chrome sends a fixed Cookie header only while its own store has no cookie for
 * the site, so the first cookie the page sets (a session cookie cache, say) would replace the
 * session token on every later request, which no browser does. Lighthouse's storage reset is
 * then turned off, since it would delete those cookies.
 * @param {{ url: string, label: string, cookie?: string }[]} pages
 * @param {(keyof typeof PRESETS)[]} presets
 * @param {number} [runs]
 */
export async function runLighthouse(pages, presets, runs = 1) {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROME_PATH}: apt-get install -y chromium, or set CHROME_PATH`,
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: "silent",
  });
  const results = [];
  let browser = null;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    for (const page of pages) {
      for (const preset of presets) {
        const done = [];
        while (done.length < runs) {
          let lhr;
          for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
            lhr = await runOnce(browser, page, preset);
            if (!RETRYABLE.test(lhr?.runtimeError?.message ?? "")) break;
          }
          done.push(readRun(lhr, page, preset));
        }
        const performance = median(done.map((run) => run.scores.performance ?? 0));
        // The run nearest the median (with an even count the median may fall between two).
        const middle = done.reduce((best, run) =>
          Math.abs((run.scores.performance ?? 0) - performance) <
          Math.abs((best.scores.performance ?? 0) - performance)
            ? run
            : best,
        );
        /** @type {Record<string, number>} */
        const scores = {};
        for (const category of CATEGORIES) {
          scores[category] = median(done.map((run) => run.scores[category] ?? 0));
        }
        results.push({
          page: page.label,
          preset,
          scores,
          performanceRuns: done.map((run) => run.scores.performance ?? 0),
          failing: middle.failing,
          metrics: middle.metrics,
        });
      }
    }
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
  return results;
}
