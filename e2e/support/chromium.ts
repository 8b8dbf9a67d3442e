/** Debian's Chromium (Playwright's own browser download is not reachable here), or E2E_CHROMIUM. */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium";
