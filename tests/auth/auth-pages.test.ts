import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderAuthErrorPage } from "~/server/auth/error-page.server";
import { createTestApp, type TestApp } from "../support/test-app";

describe("the auth service's own pages", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp("pglite");
  });
  afterAll(() => app?.close());

  it("answers the health check with {ok:true}", async () => {
    const response = await app.request("/api/auth/ok");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("shows the error code escaped, never as markup", async () => {
    const html = await renderAuthErrorPage("<script>alert(1)</script>").text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('<a href="/">Return to Application</a>');
    expect(html).toContain("Authentication error");
  });

  it("shows Unknown when there is no code", async () => {
    for (const code of [null, "", "   "]) {
      expect(await renderAuthErrorPage(code).text()).toContain("<code>Unknown</code>");
    }
  });
});
