import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstPaintFontFiles } from "./first-paint-fonts";

const ROOT = join(import.meta.dirname, "../..");

describe("the font files of the first paint's styles", () => {
  const files = firstPaintFontFiles(join(ROOT, "src/styles/critical.css"), ROOT);

  it("are Manrope's subsets and the monospace face's Latin file, and exist", () => {
    expect(files.map((file) => basename(file)).sort()).toEqual([
      "jetbrains-mono-latin-wght-normal.woff2",
      "manrope-cyrillic-ext-wght-normal.woff2",
      "manrope-cyrillic-wght-normal.woff2",
      "manrope-greek-wght-normal.woff2",
      "manrope-latin-ext-wght-normal.woff2",
      "manrope-latin-wght-normal.woff2",
      "manrope-vietnamese-wght-normal.woff2",
    ]);
    for (const file of files) expect(existsSync(file)).toBe(true);
  });
});
