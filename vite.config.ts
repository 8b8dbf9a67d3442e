import { fileURLToPath } from "node:url";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { nitro } from "nitro/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { port: 3000 },
  plugins: [
    tanstackStart({
      // *.server.ts must never reach the browser: fail the build instead of mocking the import.
      importProtection: { behavior: "error" },
    }),
    nitro({
      // PGlite loads its WebAssembly and data files at run time; tracing copies them into .output.
      traceDeps: ["@electric-sql/pglite"],
      compressPublicAssets: true,
      plugins: ["./src/server/lifecycle.nitro.ts"],
    }),
    viteReact(),
  ],
});
