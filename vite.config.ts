import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { nitro } from "nitro/vite";
import { defineConfig, type Rolldown } from "vite";

// Mantine and TanStack Query mark their modules "use client" for React Server Components; a
// server-rendered app has no use for the marker, and the bundler warns about every one of them.
function quietDirectives(
  level: Rolldown.LogLevel,
  log: Rolldown.RollupLog,
  handler: Rolldown.LogOrStringHandler,
) {
  if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
  handler(level, log);
}

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { port: 3000 },
  build: { rolldownOptions: { onLog: quietDirectives } },
  plugins: [
    tanstackStart({
      // *.server.ts must never reach the browser: fail the build instead of mocking the import.
      importProtection: { behavior: "error" },
    }),
    nitro({
      // The server is .output/server/worker.mjs, listening on a port it can share with other
      // workers; .output/server/index.mjs is our launcher, which runs it in WEB_CONCURRENCY
      // processes (ADR 038). It replaces the preset's own, which neither replaces nor stops them.
      preset: "node-cluster",
      hooks: {
        compiled: (built) =>
          copyFile(
            fileURLToPath(new URL("./src/server/launcher.mjs", import.meta.url)),
            join(built.options.output.serverDir, "index.mjs"),
          ),
      },
      // PGlite loads its WebAssembly and data files at run time; tracing copies them into .output.
      traceDeps: ["@electric-sql/pglite"],
      compressPublicAssets: true,
      rolldownConfig: { onLog: quietDirectives },
      plugins: ["./src/server/lifecycle.nitro.ts"],
    }),
    viteReact(),
  ],
});
