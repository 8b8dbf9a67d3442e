import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { NODE_FLAGS } from "./src/server/platform/node-flags.mjs";

const alias = { "~": fileURLToPath(new URL("./src", import.meta.url)) };

/**
 * Files that stop, fault or drain built servers and clusters against deadlines, or compare
 * timings: they run once the rest have finished, on a quieter machine.
 */
const PROCESS_TIMING = [
  "tests/platform/drain-keep-alive.test.ts",
  "tests/platform/faults-*.test.ts",
  "tests/platform/cluster.test.ts",
  "tests/platform/two-instances.test.ts",
  "tests/auth/reset-timing.test.ts",
];

const integration: TestProjectInlineConfiguration["test"] = {
  environment: "node",
  isolate: false,
  globalSetup: ["tests/support/postgres.global-setup.ts"],
  setupFiles: ["tests/support/console-guard.ts", "tests/support/file-profile.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The workers open PGlite too (in-process apps, migrated templates).
  execArgv: NODE_FLAGS,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // The dev mailbox prints every link it receives; show output only for failing tests.
    silent: "passed-only",
    // Measured on 2 CPUs (docs/testing.md): most integration files wait on a server, a
    // PostgreSQL or a mail as much as they compute, so three files at a time fill both cores.
    maxWorkers: 3,
    // The files of a worker share one module registry: importing the app once per worker
    // instead of once per file was more than half of the tests' time (ADR 068). A test leaves
    // no module state behind it; tests/support/file-profile.ts reads each file's CPU.
    isolate: false,
    // `npm run test:coverage`: which lines and branches of src/ the unit and integration tests
    // reach in their own processes (the built server's processes are not counted).
    coverage: {
      provider: "v8",
      include: ["src/**"],
      exclude: ["src/**/*.test.{ts,tsx}", "src/i18n/paraglide/**"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "test-results/coverage",
      // A run with one failing test still says what the others reached.
      reportOnFailure: true,
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "node",
          isolate: false,
          setupFiles: ["tests/support/console-guard.ts", "tests/support/file-profile.ts"],
          execArgv: NODE_FLAGS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/**/*.test.ts"],
          exclude: PROCESS_TIMING,
          ...integration,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "processes",
          include: PROCESS_TIMING,
          ...integration,
          // After the others, one at a time: these wait on clusters, signals and deadlines that
          // other busy workers' servers would starve (ADR 068).
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
        },
      },
    ],
  },
});
