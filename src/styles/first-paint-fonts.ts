import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The font files the first paint's styles name (critical.css and what it imports, Mantine's
 * files aside: they name none). The server writes those styles into the page, so the browser
 * build never meets the files; vite.config.ts emits them there under the same hashed names, or
 * a face a page asks for (Manrope's Latin Extended for "Łukasz") would answer 404.
 */
export function firstPaintFontFiles(cssFile: string, root: string): string[] {
  const text = readFileSync(cssFile, "utf8");
  const located = (specifier: string) =>
    specifier.startsWith(".")
      ? resolve(dirname(cssFile), specifier)
      : join(root, "node_modules", specifier);
  const fonts = [...text.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)].map(([, url = ""]) =>
    located(url),
  );
  const imported = [...text.matchAll(/@import\s+["']([^"']+\.css)["']/g)]
    .map(([, specifier = ""]) => specifier)
    .filter((specifier) => !specifier.startsWith("@mantine/"))
    .flatMap((specifier) => firstPaintFontFiles(located(specifier), root));
  return [...new Set([...fonts, ...imported])];
}
