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
      router: {
        // Loaders in chunks of their own, like components: the route tree is part of every
        // page's first load, and a loader eagerly imported drags its server functions (and
        // the client's RPC and serializer) and its queries' modules into it. Hydration uses
        // the server's data, so a loader's chunk is fetched on the first navigation to it.
        codeSplittingOptions: {
          defaultBehavior: [["loader"], ["component"], ["errorComponent"], ["notFoundComponent"]],
        },
      },
    }),
    nitro({
      // PGlite loads its WebAssembly and data files at run time; tracing copies them into .output.
      traceDeps: ["@electric-sql/pglite"],
      compressPublicAssets: true,
      rolldownConfig: { onLog: quietDirectives },
      plugins: ["./src/server/lifecycle.nitro.ts"],
    }),
    viteReact(),
  ],
});
