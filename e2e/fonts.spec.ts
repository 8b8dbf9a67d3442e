import type { Page } from "@playwright/test";
import { expect, signInOverHttp, test, uniqueEmail, waitForHydration } from "./support/fixtures";

// The app ships the faces it draws text in (Manrope, JetBrains Mono), so a page looks the same on
// every machine whatever fonts are installed (ADR 025: the visual baselines depend on it).

/**
 * The fonts Chromium drew the element's text with, from its own account (DevTools' "Rendered
 * Fonts"); a face the machine has installed is marked as such.
 */
async function fontsDrawn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? "" : " (installed)"}`);
  } finally {
    await cdp.detach();
  }
}

/** The status of each FontFace of `family` the document knows. */
const faceStatus = (page: Page, family: string) =>
  page.evaluate(
    (name) => [...document.fonts].filter((face) => face.family === name).map((f) => f.status),
    family,
  );

test("code is drawn in the shipped monospace face, text in Manrope", async ({ page }) => {
  // A sign-in and the largest page: as long as the visual spec's screens take.
  test.setTimeout(90_000);
  await signInOverHttp(page, uniqueEmail("fonts"), { open: null });
  await page.goto("/api-docs");
  await waitForHydration(page);
  const code = "main code";
  const firstCode = page.locator(code).first();
  await expect(firstCode).toBeVisible();
  expect(await firstCode.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    /^"JetBrains Mono Variable",/,
  );
  await expect.poll(() => faceStatus(page, "JetBrains Mono Variable")).toContain("loaded");
  await expect.poll(() => fontsDrawn(page, code)).toEqual(["JetBrains Mono"]);
  // A variable face is named after its default instance ("Manrope ExtraLight").
  await expect
    .poll(() => fontsDrawn(page, "main h1"))
    .toEqual([expect.stringMatching(/^Manrope( [A-Za-z]+)?$/)]);
});

test("every font file the first paint's styles name is served", async ({ page, request }) => {
  await page.goto("/login");
  const urls = await page
    .locator("#critical-css")
    .evaluate((style) =>
      [...(style.textContent ?? "").matchAll(/url\(\s*["']?([^"')]+\.woff2)/g)].map(
        ([, url]) => url,
      ),
    );
  // Manrope's six subsets and the monospace face's Latin file.
  expect(urls).toHaveLength(7);
  for (const url of urls) expect((await request.get(url ?? "")).status(), url).toBe(200);
});
