import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The in-process comparisons of the benchmark (bench/*.bench.ts), run by bench/run.mjs with
// `vitest run --config bench/vitest.config.ts`; never part of `npm test`'s test projects.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../src", import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["bench/**/*.bench.ts"],
    environment: "node",
    hookTimeout: 60_000,
  },
});
