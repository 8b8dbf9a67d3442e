import { expect, test, waitForHydration } from "./support/fixtures";

// The Content-Security-Policy of the pages: every test fails on a violation (the guard in
// support/fixtures.ts); these tests show the nonce is where it must be and that the guard sees a
// violation when one happens.

/** The nonce a page's Content-Security-Policy header names. */
function nonceOf(policy: string | undefined): string {
  const nonce = policy?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];
  if (!nonce) throw new Error(`No script nonce in the Content-Security-Policy: ${policy}`);
  return nonce;
}

test.describe("Content-Security-Policy", () => {
  test("every script and style of a page carries the answer's nonce, new on every load", async ({
    page,
  }) => {
    const first = await page.goto("/login");
    const nonce = nonceOf(first?.headers()["content-security-policy"]);
    await waitForHydration(page);

    // Browsers hide a nonce attribute from the DOM; the element's nonce property keeps it.
    const elements = await page.evaluate(() =>
      Array.from(document.querySelectorAll("script, style"), (element) => ({
        tag: element.tagName.toLowerCase(),
        src: element.getAttribute("src"),
        nonce: (element as HTMLElement).nonce,
      })),
    );
    expect(elements.filter((element) => element.tag === "script").length).toBeGreaterThan(0);
    expect(elements.filter((element) => element.tag === "style").length).toBeGreaterThan(0);
    for (const element of elements) {
      expect(element, `${element.tag} ${element.src ?? "inline"}`).toMatchObject({ nonce });
    }

    const second = await page.goto("/login");
    const secondNonce = nonceOf(second?.headers()["content-security-policy"]);
    expect(secondNonce).not.toBe(nonce);
    await waitForHydration(page);
  });

  test("a script, style or handler injected without the nonce is refused and fails the test", async ({
    page,
    consoleGuard,
    expectConsoleErrors,
    expectCspViolations,
  }) => {
    await page.goto("/login");
    await waitForHydration(page);

    // What an injection would add to the page; the test runner's own evaluate is exempt.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injectedScriptRan = true;";
      document.body.append(script);
      const style = document.createElement("style");
      style.textContent = "body { background: red; }";
      document.head.append(style);
      document.body.insertAdjacentHTML(
        "beforeend",
        `<img src="data:," alt="" onload="window.__injectedHandlerRan = true">`,
      );
    });

    // The guard has them as failures: had this test not declared them, it would fail.
    await expect
      .poll(() =>
        consoleGuard
          .unexpected()
          .filter((problem) => problem.kind === "csp-violation")
          .map((problem) => problem.text),
      )
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-elem refused inline/),
          expect.stringMatching(/^style-src-elem refused inline/),
          expect.stringMatching(/^script-src-attr refused inline/),
        ]),
      );
    expect(
      await page.evaluate(() => {
        const flags = window as unknown as Record<string, unknown>;
        return [flags.__injectedScriptRan, flags.__injectedHandlerRan];
      }),
    ).toEqual([undefined, undefined]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      "rgb(255, 0, 0)",
    );

    // Expected here, so that this test passes; in any other test they fail it.
    expectCspViolations(/^(script-src-elem|style-src-elem|script-src-attr) refused inline/);
    expectConsoleErrors(
      /^(Executing|Applying) inline .* violates the following Content Security Policy directive/,
    );
  });
});
