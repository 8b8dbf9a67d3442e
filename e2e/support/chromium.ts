/**
 * The browser the end-to-end tests drive: Debian's chromium-headless-shell (Playwright's own
 * browser download is not reachable here), or E2E_CHROMIUM. It is the same Chromium as the
 * `chromium` package without the browser's windowing layer, the build Playwright itself runs
 * headless tests in; on two cores it used about 40% less CPU for the same pages (ADR 069).
 */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell";

/** The package that provides CHROMIUM, for the message when it is missing. */
export const CHROMIUM_PACKAGE = "chromium-headless-shell";
