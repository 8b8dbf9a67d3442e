import { betterAuth } from "better-auth";
import { memoryAdapter } from "better-auth/adapters/memory";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type AuthRule,
  EVERY_CALL,
  type RuleTable,
  replaceBody,
  rulePlugin,
  stepsFor,
} from "./rule-plugin.server";

/** Endpoints that answer the body they got, to see what the rules handed on. */
const echo = {
  id: "echo",
  endpoints: {
    echo: createAuthEndpoint(
      "/echo",
      { method: "POST", body: z.record(z.string(), z.unknown()) },
      async (ctx) => ctx.json({ body: ctx.body }),
    ),
    other: createAuthEndpoint(
      "/other",
      { method: "POST", body: z.record(z.string(), z.unknown()) },
      async (ctx) => ctx.json({ body: ctx.body }),
    ),
  },
};

/** A table for the test endpoints, whose paths are no AuthPath of the product. */
const at = (table: Record<string, unknown>) => table as RuleTable;

function authWith(rules: readonly AuthRule[]) {
  return betterAuth({
    baseURL: "http://localhost:3000",
    secret: "a-test-secret-that-is-long-enough-for-better-auth",
    database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
    plugins: [...rules.map(rulePlugin), echo],
  });
}

async function post(auth: ReturnType<typeof authWith>, body: unknown, path = "/echo") {
  const response = await auth.handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
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
      before: {
        [EVERY_CALL]: function before() {
          seen.push(`${id} before`);
        },
      },
      after: {
        [EVERY_CALL]: function after() {
          seen.push(`${id} after`);
        },
      },
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
      before: {
        [EVERY_CALL]: function rename(ctx) {
          const { providerId } = ctx.body as { providerId: string };
          return replaceBody(ctx, { accountId: `row-of-${providerId}` });
        },
      },
    };
    const later: AuthRule = {
      id: "later",
      before: {
        [EVERY_CALL]: function look(ctx) {
          laterSaw.push({ ...(ctx.body as object) });
        },
      },
    };

    const result = await post(authWith([rename, later]), { providerId: "github" });

    expect(laterSaw).toEqual([{ accountId: "row-of-github" }]);
    expect(result).toEqual({ status: 200, body: { body: { accountId: "row-of-github" } } });
  });

  it("stop the call when a rule refuses it, before any later rule or the endpoint", async () => {
    const seen: string[] = [];
    const refuse: AuthRule = {
      id: "refuse",
      before: {
        [EVERY_CALL]: function refuse() {
          throw APIError.fromStatus("FORBIDDEN", { message: "refused by the rule" });
        },
      },
    };
    const later: AuthRule = {
      id: "later",
      before: {
        [EVERY_CALL]: function later() {
          seen.push("later");
        },
      },
    };
    const result = await post(authWith([refuse, later]), {});
    expect(result).toMatchObject({ status: 403, body: { message: "refused by the rule" } });
    expect(seen).toEqual([]);
  });

  it("run a step only at the paths its table names, each path's steps in their order", async () => {
    const seen: string[] = [];
    const step = (name: string) =>
      ({
        [name]: (ctx: { path: string }) => void seen.push(`${name} ${ctx.path}`),
      })[name] as () => void;
    const rule: AuthRule = {
      id: "paths",
      before: at({ "/echo": [step("first"), step("second")], "/other": step("third") }),
    };
    const auth = authWith([rule]);
    await post(auth, {});
    await post(auth, {}, "/other");
    expect(seen).toEqual(["first /echo", "second /echo", "third /other"]);
    expect(stepsFor(auth.options.plugins, "/echo" as never).map((s) => s.step)).toEqual([
      "first",
      "second",
    ]);
  });

  it("refuse an unnamed step, which the rule listing could not name", () => {
    expect(() =>
      rulePlugin({ id: "anonymous", before: at({ "/echo": [() => undefined] }) }),
    ).toThrow('Rule "anonymous" has an unnamed before step at /echo.');
  });

  it("type the path, so a misspelt one does not compile", () => {
    // @ts-expect-error: "/delet-user" is no endpoint of this configuration.
    const typo: RuleTable = { "/delet-user": function misspelt() {} };
    const real: RuleTable = { "/delete-user": function spelt() {} };
    expect([Object.keys(typo), Object.keys(real)]).toEqual([["/delet-user"], ["/delete-user"]]);
  });
});
