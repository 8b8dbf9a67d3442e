import { readFileSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { nitro } from "nitro/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { messagesOnDemand } from "./src/i18n/messages-on-demand.build";
import { firstPaintFontFiles } from "./src/styles/first-paint-fonts";
import { UNUSED_PALETTE_VARIABLE } from "./src/styles/unused-palettes";

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

// Runs on each stylesheet after its @imports are inlined, so it sees Mantine's variables file.
const withoutUnusedPalettes = {
  postcssPlugin: "timberline-without-unused-palettes",
  Declaration(declaration: { prop: string; remove(): void }) {
    if (UNUSED_PALETTE_VARIABLE.test(declaration.prop)) declaration.remove();
  },
};

const ROOT = fileURLToPath(new URL(".", import.meta.url));

// The first paint's styles are the server's only (src/routes/__root.tsx), so the browser build
// never meets the fonts they name: it emits them here, hashed by content as the server's copy.
const firstPaintFonts: Plugin = {
  name: "timberline-first-paint-fonts",
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle() {
    for (const file of firstPaintFontFiles(join(ROOT, "src/styles/critical.css"), ROOT)) {
      this.emitFile({
        type: "asset",
        name: basename(file),
        originalFileName: relative(ROOT, file),
        source: readFileSync(file),
      });
    }
  },
};

// The client bundle as the bundler left it, for preloadsNotLoaded below: this hook runs before
// the one of Vite's that writes the preload lists.
let clientBundle: Rolldown.OutputBundle | undefined;
const readClientBundle: Plugin = {
  name: "timberline-read-client-bundle",
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle: {
    order: "pre",
    handler(_, bundle) {
      clientBundle = bundle;
    },
  },
};

/** The chunks `file` imports statically, itself among them, directly or not. */
function staticClosure(bundle: Rolldown.OutputBundle, file: string): Set<string> {
  const found = new Set<string>();
  const pending = [file];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const chunk = bundle[next];
    if (found.has(next) || chunk?.type !== "chunk") continue;
    found.add(next);
    pending.push(...chunk.imports);
  }
  return found;
}

/**
 * A dynamic import's preload list without the chunks that the importing chunk imports
 * statically: those ran before the import could start, so preloading them again is a no-op,
 * and every name in the list is bytes of the importing chunk. Vite lists the imported chunk's
 * whole closure: the sign-in screen's list for its link-problem alert named 40 chunks, 36 of
 * them loaded already (0.5 kB gzip of /login's first load, issue 30), and the route tree's
 * lists, part of every page, lose 0.4 kB.
 */
function preloadsNotLoaded(_: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (!clientBundle?.[hostId]) return deps;
  const loaded = staticClosure(clientBundle, hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * One chunk for the code most screens share (ADR 076, fourth round): the router's and query
 * client's internals, Mantine's everyday components, the i18n modules. Left to itself the bundler
 * gives each set of modules shared by a different set of routes a chunk of its own, and a page's
 * first load was some 60 files of a few hundred bytes, each paying its own compression and
 * import statements: merged, every measured page loads less (/ 5.0 kB, /dashboard 6.2 kB gzip).
 * "Most" is a module 20 or more of the route chunks use. Floating UI (menus, popovers), used by
 * a few less, stays apart: merged, it would add 12 kB to /login, which opens none.
 */
const commonChunk = {
  name: "common",
  minShareCount: 20,
  test: (id: string) => !id.includes("@floating-ui"),
};

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { port: 3000 },
  css: { postcss: { plugins: [withoutUnusedPalettes] } },
  build: {
    rolldownOptions: { onLog: quietDirectives },
    // Fonts stay files: a subset inlined as a data: URL is incompressible bytes in the styles
    // every page loads (the font's Cyrillic extension, 2.6 kB) for text it rarely shows.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    modulePreload: { resolveDependencies: preloadsNotLoaded },
  },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [commonChunk] } } } },
    },
  },
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
      // The server is .output/server/worker.mjs, listening on a port it can share with other
      // workers; .output/server/index.mjs is our launcher, which runs it in WEB_CONCURRENCY
      // processes (ADR 038). It replaces the preset's own, which neither replaces nor stops them.
      preset: "node-cluster",
      hooks: {
        compiled: async (built) => {
          const serverDir = built.options.output.serverDir;
          await copyFile(
            fileURLToPath(new URL("./src/server/platform/launcher.mjs", import.meta.url)),
            join(serverDir, "index.mjs"),
          );
          await copyFile(
            fileURLToPath(new URL("./src/server/platform/worker-plan.mjs", import.meta.url)),
            join(serverDir, "worker-plan.mjs"),
          );
        },
      },
      // PGlite loads its WebAssembly and data files at run time; tracing copies them into .output.
      traceDeps: ["@electric-sql/pglite"],
      compressPublicAssets: true,
      rolldownConfig: { onLog: quietDirectives },
      plugins: ["./src/server/app/lifecycle.nitro.ts"],
    }),
    viteReact(),
    firstPaintFonts,
    readClientBundle,
    messagesOnDemand(),
  ],
});
