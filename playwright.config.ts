import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./e2e/support/chromium";
import { MAILBOX_APP_URL } from "./e2e/support/servers";

// End-to-end tests against the built app (run `npm run build` first). The servers they run
// against are started by the global setup (e2e/support/global-setup.ts), which says which.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  // Many journeys sign two or three people in through real mail; several take 35–40 s.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: [["list"]],
  use: {
    baseURL: MAILBOX_APP_URL,
    browserName: "chromium",
    headless: true,
    locale: "en-GB",
    timezoneId: "UTC",
    // Recording a trace for every test nearly doubled the browser's work (ADR 069): E2E_TRACE=1
    // records them again, and keeps those of the tests that fail.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
