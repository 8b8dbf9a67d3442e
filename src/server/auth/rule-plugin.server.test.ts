import { betterAuth } from "better-auth";
import { memoryAdapter } from "better-auth/adapters/memory";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AuthPath } from "./endpoints.server";
import type { HookContext } from "./hook-context.server";
import { type AuthRule, everyCall, replaceBody, rulePlugin } from "./rule-plugin.server";

/** An endpoint that responses the body it got, to see what the rules handed on. */
const echo = {
  id: "echo",
  endpoints: {
    echo: createAuthEndpoint(
      "/echo",
      { method: "POST", body: z.record(z.string(), z.unknown()) },
      async (ctx) => ctx.json({ body: ctx.body }),
    ),
  },
};

function authWith(rules: readonly AuthRule[]) {
  return betterAuth({
    baseURL: "http://localhost:3000",
    secret: "a-test-secret-that-is-long-enough-for-better-auth",
    database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
    plugins: [...rules.map(rulePlugin), echo],
  });
}

async function post(auth: ReturnType<typeof authWith>, body: unknown) {
  const response = await auth.handler(
    new Request("http://localhost:3000/api/auth/echo", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe("the product's rules as local Better Auth plugins", () => {
  it("run in the order of the plugin list, before and after the endpoint", async () => {
    const seen: string[] = [];
    const rule = (id: string): AuthRule => ({
      id,
      before: [{ matcher: everyCall, handler: () => void seen.push(`${id} before`) }],
      after: [{ matcher: everyCall, handler: () => void seen.push(`${id} after`) }],
    });

    await post(authWith([rule("a"), rule("b"), rule("c")]), {});
    expect(seen).toEqual(["a before", "b before", "c before", "a after", "b after", "c after"]);

    seen.length = 0;
    await post(authWith([rule("c"), rule("a"), rule("b")]), {});
    expect(seen).toEqual(["c before", "a before", "b before", "c after", "a after", "b after"]);
  });

  it("hand a replaced body to every later rule and to the endpoint, renamed fields gone", async () => {
    const laterSaw: unknown[] = [];
    const rename: AuthRule = {
      id: "rename",
      before: [
        {
          matcher: everyCall,
          handler: (ctx) => {
            const { providerId } = ctx.body as { providerId: string };
            return replaceBody(ctx, { accountId: `row-of-${providerId}` });
          },
        },
      ],
    };
    const later: AuthRule = {
      id: "later",
      before: [
        { matcher: everyCall, handler: (ctx) => void laterSaw.push({ ...(ctx.body as object) }) },
      ],
    };

    const result = await post(authWith([rename, later]), { providerId: "github" });

    expect(laterSaw).toEqual([{ accountId: "row-of-github" }]);
    expect(result).toEqual({ status: 200, body: { body: { accountId: "row-of-github" } } });
  });

  it("stop the call when a rule refuses it, before any later rule or the endpoint", async () => {
    const seen: string[] = [];
    const refuse: AuthRule = {
      id: "refuse",
      before: [
        {
          matcher: everyCall,
          handler: () => {
            throw APIError.fromStatus("FORBIDDEN", { message: "refused by the rule" });
          },
        },
      ],
    };
    const later: AuthRule = {
      id: "later",
      before: [{ matcher: everyCall, handler: () => void seen.push("later") }],
    };
    const result = await post(authWith([refuse, later]), {});
    expect(result).toMatchObject({ status: 403, body: { message: "refused by the rule" } });
    expect(seen).toEqual([]);
  });

  it("type the path, so a misspelt one does not compile", () => {
    const matcher = (ctx: HookContext) =>
      // @ts-expect-error: "/delet-user" is no endpoint of this configuration.
      ctx.path === "/delet-user";
    // @ts-expect-error: the same misspelling as a value of the type.
    const typo: AuthPath = "/delet-user";
    const real: AuthPath = "/delete-user";
    expect([typeof matcher, typo, real]).toEqual(["function", "/delet-user", "/delete-user"]);
  });
});
