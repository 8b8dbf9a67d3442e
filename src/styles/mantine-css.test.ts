import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UNUSED_PALETTES } from "./unused-palettes";

const SRC = join(import.meta.dirname, "..");
const STYLES = join(SRC, "../node_modules/@mantine/core/styles");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

/** Every name the app imports from @mantine/core. */
function mantineImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@mantine\/core"/g,
    )) {
      for (const name of (match[1] ?? "").split(",")) {
        const clean = name.replace(/\btype\b/, "").trim();
        if (clean) names.add(clean);
      }
    }
  }
  return names;
}

describe("the Mantine styles the app ships", () => {
  const critical = readFileSync(join(SRC, "styles/critical.css"), "utf8");
  const shipped = critical + readFileSync(join(SRC, "styles/deferred.css"), "utf8");
  /** Styles a route links itself, for pages few people open (the admin console's). */
  const linkedByRoutes = sourceFiles(join(SRC, "routes"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");

  it("include the styles of every Mantine component the app imports", () => {
    const missing = [...mantineImports()].filter(
      (name) =>
        existsSync(join(STYLES, `${name}.css`)) &&
        !shipped.includes(`@mantine/core/styles/${name}.css`) &&
        !linkedByRoutes.includes(`@mantine/core/styles/${name}.css?url`),
    );
    expect(missing).toEqual([]);
  });

  it("start with Mantine's global layers, and name only files that exist", () => {
    const files = (text: string) =>
      [...text.matchAll(/@import "@mantine\/core\/styles\/([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(files(critical).slice(0, 3)).toEqual([
      "baseline.css",
      "default-css-variables.css",
      "global.css",
    ]);
    for (const file of files(shipped)) expect(existsSync(join(STYLES, file))).toBe(true);
  });

  it("leave out only palettes the app never names", () => {
    const named = sourceFiles(SRC)
      .filter((file) => !file.endsWith("unused-palettes.ts"))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const used = UNUSED_PALETTES.filter((palette) =>
      new RegExp(`["'.]${palette}["'.]|--mantine-color-${palette}-`).test(named),
    );
    expect(used).toEqual([]);
  });
});
