import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createKey } from "~/server/api-keys/api-keys.server";
import { personalWorkspace } from "~/server/workspaces/workspace.server";
import { createTestApp, type TestApp, uniqueEmail } from "../tests/support/test-app";

// The REST API's key check against Better Auth's stock one (the API key plugin's verifyApiKey),
// in one process on PGlite: what ADR 010 chose the product's verifier for. The comparison lives
// here, in the benchmark's own harness, so no switch for it rides on the REST API's hot path.
// bench/run.mjs runs this file (`vitest run --config bench/vitest.config.ts`) and reports the
// figures it writes to BENCH_JSON.

const SECONDS = Number(process.env.BENCH_KEY_CHECK_SECONDS ?? 2);

let app: TestApp;
let key = "";

beforeAll(async () => {
  app = await createTestApp("pglite");
  const email = uniqueEmail();
  await app.signIn(email);
  const user = await app.userByEmail(email);
  if (!user) throw new Error("sign-in created no user");
  key = (await createKey(app.runtime, personalWorkspace(user.id))).key;
});

afterAll(() => app?.close());

/** Checks per second, one after another, for SECONDS (after a tenth of that to warm up). */
async function rate(check: () => Promise<boolean>): Promise<number> {
  const run = async (ms: number) => {
    let count = 0;
    const start = performance.now();
    while (performance.now() - start < ms) {
      if (!(await check())) throw new Error("the key was refused");
      count++;
    }
    return (count * 1000) / (performance.now() - start);
  };
  await run(SECONDS * 100);
  return run(SECONDS * 1000);
}

it("compares the product's key check with the API key plugin's", { timeout: 120_000 }, async () => {
  const product = await rate(async () => (await app.runtime.apiKeys.verifier.check(key)).ok);
  const plugin = await rate(
    async () => (await app.runtime.auth.api.verifyApiKey({ body: { key } })).valid,
  );
  expect(product).toBeGreaterThan(0);
  expect(plugin).toBeGreaterThan(0);
  const figures = { productPerSecond: product, pluginPerSecond: plugin };
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures));
  console.log(JSON.stringify(figures));
});
