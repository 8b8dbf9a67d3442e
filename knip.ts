import type { KnipConfig } from "knip";

// `npm run lint` runs knip after Biome: an unused file, export or dependency fails it (ADR 031).
// Knip's plugins find most entry points themselves: the file routes under src/routes and
// TanStack Start's src/server.ts, src/start.ts and src/router.tsx, vite, vitest, playwright and
// drizzle configs with the files they name, and the npm scripts' files (scripts/, bench/).
const config: KnipConfig = {
  entry: [
    // Nitro loads it by path from vite.config.ts (`nitro({ plugins: [...] })`).
    "src/server/app/lifecycle.nitro.ts",
    // Node runs them as processes, started by e2e/support/global-setup.ts.
    "e2e/support/smtp-sink.mjs",
    "e2e/support/oidc-provider.mjs",
    // scripts/container-test.sh runs it against the container.
    "scripts/container-load.mjs",
    // scripts/test.mjs runs every stage through it, to read the stage's CPU time.
    "scripts/cpu-time.mjs",
    // bench/run.mjs runs the in-process comparisons with `vitest run --config` on this file.
    "bench/vitest.config.ts",
    "bench/**/*.bench.ts",
  ],
  // The message files' plugin: the inlang project (project.inlang/settings.json) loads it by path.
  // swc: dependency-cruiser's TypeScript reader (.dependency-cruiser.cjs, `parser: "swc"`).
  // MCP's conformance suite: tests/api/mcp.test.ts runs its CLI by path (ADR 082).
  ignoreDependencies: [
    "@inlang/plugin-message-format",
    "@swc/core",
    "@modelcontextprotocol/conformance",
  ],
  ignoreBinaries: [
    // procps's `free`: bench/run.mjs reads the machine's memory for the results' setup line.
    "free",
    // coreutils' `mkfifo`: request-log.server.test.ts fills a real pipe that nothing reads.
    "mkfifo",
    // PostgreSQL's `pg_config`: scripts/postgres-cluster.mjs asks it where the server binaries are.
    "pg_config",
    // Debian's prometheus package: tests/platform/operations.test.ts checks the alert rules with it.
    "promtool",
  ],
};

export default config;
