import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthEndpoint } from "~/server/auth/endpoint-fields.server";
import { AUTH_ENDPOINTS, type AuthPath, UNSERVED_ENDPOINTS } from "~/server/auth/endpoints.server";
import { HANDLER_RULES } from "~/server/auth/handler-rules.server";
import { EVERY_CALL, type RulePlugin, stepsFor } from "~/server/auth/rule-plugin.server";
import { SPEC_FORMS } from "~/server/auth/spec-aliases.server";
import { authEndpoints } from "../support/fuzz-routes";
import { createTestApp, type TestApp, uniqueEmail } from "../support/test-app";

// Every endpoint Better Auth (with its plugins) defines for this configuration, and what the
// product does with it. A plugin upgrade that adds an endpoint fails the first test until
// someone decides here whether the product serves it (src/server/auth/endpoints.server.ts);
// until then it answers 404. auth-rules.txt lists the product's rules at each served endpoint,
// in the order they run: a rule added, moved or removed fails here until the listing says so.

/** The endpoints the product does not serve, and why nobody needs them. */
const NOT_SERVED: Record<string, string> = UNSERVED_ENDPOINTS;
/** Every endpoint the product serves, read through the shape every entry has. */
const SERVED: readonly AuthEndpoint[] = AUTH_ENDPOINTS;

describe("the Better Auth endpoints a browser can reach", () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // Every optional provider on, so their endpoints are enumerated too.
    app = await createTestApp("pglite", {
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "secret",
    });
    cookie = await app.signIn(uniqueEmail());
  });
  afterAll(() => app?.close());

  it("are each either served under a rule or not served, and nothing else", () => {
    const defined = authEndpoints(app.runtime.auth).map((endpoint) => endpoint.path);
    const decided = [...SERVED.map((endpoint) => endpoint.path), ...Object.keys(NOT_SERVED)];
    expect([...defined].sort()).toEqual([...decided].sort());
    for (const endpoint of SERVED) expect(NOT_SERVED[endpoint.path]).toBeUndefined();
  });

  it("run the product's rules the committed listing names, in its order", async () => {
    const plugins = app.runtime.auth.options.plugins ?? [];
    const served = new Set<string>(SERVED.map((endpoint) => endpoint.path));
    const steps = plugins.flatMap((plugin) => (plugin as Partial<RulePlugin>).steps ?? []);
    // A step at a path the product does not serve would never run.
    expect(steps.filter((s) => s.path !== EVERY_CALL && !served.has(s.path))).toEqual([]);
    const listing = SERVED.map(({ path }) => {
      const phases = ["before", "after"].map((phase) => {
        const named = stepsFor(plugins, path as AuthPath)
          .filter((s) => s.phase === phase)
          .map((s) => `${s.rule}.${s.step}`);
        return `  ${phase}: ${named.join(", ") || "-"}`;
      });
      const around = Object.entries(HANDLER_RULES[path as AuthPath] ?? {}).map(
        ([when, step]) => `${when} ${step.name}`,
      );
      return [path, ...phases, `  handler: ${around.join(", ") || "-"}`].join("\n");
    });
    await expect(`${listing.join("\n")}\n`).toMatchFileSnapshot("./auth-rules.txt");
  });

  it("serve each endpoint with the methods Better Auth gives it", () => {
    const methods = new Map(authEndpoints(app.runtime.auth).map((e) => [e.path, e.methods]));
    const specForm = (path: string, method: string) =>
      SPEC_FORMS.some((form) => form.path === path && form.method === method);
    for (const endpoint of SERVED) {
      for (const method of endpoint.methods) {
        if (!specForm(endpoint.path, method)) {
          expect(methods.get(endpoint.path), endpoint.path).toContain(method);
        }
      }
    }
  });

  const concrete = (path: string) => path.replace(/:\w+/g, "x");

  it.each(Object.entries(NOT_SERVED))("%s is not served (%s): 404", async (path) => {
    for (const method of ["GET", "POST"]) {
      const response = await app.request(`/api/auth${path}`, {
        method,
        cookie,
        ...(method === "POST" && { json: {} }),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
    }
  });

  it.each(SERVED.map((endpoint) => [endpoint.path, endpoint] as const))(
    "%s: its methods and its input's shape",
    async (path, endpoint) => {
      const wrong = ["GET", "POST", "PUT"].find(
        (method) => !(endpoint.methods as readonly string[]).includes(method),
      ) as string;
      const refused = await app.request(`/api/auth${concrete(path)}`, {
        method: wrong,
        cookie,
        ...(wrong !== "GET" && { json: {} }),
      });
      expect(refused.status, `${wrong} ${path}`).toBe(405);
      expect(refused.headers.get("allow")).toBe(endpoint.methods.join(", "));
      expect(await refused.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });

      // A field the product does not offer is refused at the endpoint, before Better Auth acts.
      if (endpoint.body) {
        const extra = await app.request(`/api/auth${concrete(path)}`, {
          json: { unexpectedField: true },
          cookie,
        });
        expect(extra.status, path).toBe(400);
        expect(await extra.json()).toMatchObject({
          code: "VALIDATION_ERROR",
          message: "Invalid body parameters",
        });
      }
      if (endpoint.query) {
        const extra = await app.request(`/api/auth${concrete(path)}?unexpectedField=1`, {
          cookie,
        });
        expect(extra.status, path).toBe(400);
        expect(await extra.json()).toMatchObject({
          code: "VALIDATION_ERROR",
          message: "Invalid query parameters",
        });
      }
    },
  );

  it("answers a path under /api/auth that nothing defines with 404", async () => {
    for (const path of ["/", "/nope", "/sign-in", "/sign-in/magic-link/extra", "/callback"]) {
      const response = await app.request(`/api/auth${path}`, { cookie });
      expect(response.status, path).toBe(404);
    }
  });
});
