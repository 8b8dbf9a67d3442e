import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const INDEX = fileURLToPath(new URL("./paraglide/messages/_index.js", import.meta.url));
const CATALOGS = fileURLToPath(new URL("./catalogs.ts", import.meta.url));

/**
 * Paraglide's message index for the browser, English only. Paraglide's own index imports every
 * locale's module statically, so each page would carry every language's texts. Here each message
 * asks the loaded catalog of the page's locale (src/i18n/catalogs.ts) and falls back to English,
 * which stays tree-shaken per message; Paraglide's runtime (its own locale detection) is left
 * out. Fails the build when Paraglide's output changes shape.
 */
export function browserMessages(source: string): string {
  const names = [...source.matchAll(/^export const (\w+) = /gm)].map((match) => match[1]);
  const english = new Set(
    [...source.matchAll(/^\treturn __en\.(\w+)\(inputs\)$/gm)].map((m) => m[1]),
  );
  if (
    names.length === 0 ||
    names.some((name) => !english.has(name)) ||
    !source.includes(`import * as __en from "./en.js"`)
  )
    throw new Error(`messages-on-demand: Paraglide's ${INDEX} is not in the expected shape`);
  return [
    `import { loadedMessages as __loaded } from ${JSON.stringify(CATALOGS)};`,
    `import * as __en from "./en.js";`,
    "const __message = (key, english) => (inputs = {}, options = {}) =>",
    "  (__loaded(options.locale)?.[key] ?? english)(inputs);",
    ...names.map(
      (name) => `export const ${name} = /* @__PURE__ */ __message("${name}", __en.${name});`,
    ),
  ].join("\n");
}

/** The browser build's Paraglide index from browserMessages; the server's stays whole. */
export function messagesOnDemand(): Plugin {
  return {
    name: "timberline-messages-on-demand",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id.split("?")[0] !== INDEX) return null;
      return browserMessages(readFileSync(INDEX, "utf8"));
    },
  };
}
