// Call-site comments stay short (issue 31): an indented run of three or more `//` lines fails;
// the story goes into the JSDoc of what it explains, or into an ADR. Column-0 headers are fine.
// A JSDoc block directly above another documents nothing (issue 43): editors show only the
// second, so the first has lost its declaration.
// `node scripts/check-comments.mjs [folder]` checks the .ts and .tsx files under src (or folder).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The longest run of `//` lines allowed inside a function, block or object. */
export const MAX_CALL_SITE_LINES = 2;

/**
 * The indented runs of `//` comment lines longer than MAX_CALL_SITE_LINES in a source text.
 * @param {string} text
 * @returns {{ line: number, length: number }[]} each run's first line (1-based) and length
 */
export function longCallSiteComments(text) {
  /** @type {{ line: number, length: number }[]} */
  const runs = [];
  /** @type {{ line: number, length: number } | undefined} */
  let run;
  const close = () => {
    if (run && run.length > MAX_CALL_SITE_LINES) runs.push(run);
    run = undefined;
  };
  for (const [index, line] of text.split("\n").entries()) {
    // A Biome suppression is a directive, not prose: it neither counts nor ends a run.
    if (/^\s+\/\/ biome-ignore/.test(line)) continue;
    if (!/^\s+\/\//.test(line)) {
      close();
      continue;
    }
    run ??= { line: index + 1, length: 0 };
    run.length++;
  }
  close();
  return runs;
}

/**
 * The JSDoc blocks followed at once by another JSDoc block, which then hides them. A block that
 * holds only tags (`@import`, `@typedef`) is a declaration of its own and is not reported.
 * @param {string} text
 * @returns {number[]} each orphaned block's first line (1-based)
 */
export function orphanedDocComments(text) {
  const lines = text.split("\n");
  /** @type {number[]} */
  const orphans = [];
  let start = -1;
  for (const [index, line] of lines.entries()) {
    if (/^\s*\/\*\*/.test(line)) start = index;
    if (start < 0 || !line.includes("*/")) continue;
    const block = lines.slice(start, index + 1).join("\n");
    const prose = !/^\s*\/\*\*\s*@(import|typedef|type)\b/.test(block);
    if (prose && /^\s*\/\*\*/.test(lines[index + 1] ?? "")) orphans.push(start + 1);
    start = -1;
  }
  return orphans;
}

/** @param {string} directory @returns {string[]} the .ts and .tsx files under it */
function sources(directory) {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => join(directory, path))
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const files = sources(process.argv[2] ?? "src");
  const found = files.flatMap((file) =>
    longCallSiteComments(readFileSync(file, "utf8")).map(
      ({ line, length }) => `${file}:${line}: ${length} comment lines at a call site`,
    ),
  );
  const orphans = files.flatMap((file) =>
    orphanedDocComments(readFileSync(file, "utf8")).map(
      (line) => `${file}:${line}: a JSDoc block directly above another one`,
    ),
  );
  for (const report of [...found, ...orphans]) console.log(report);
  if (found.length > 0) {
    console.log(
      `${found.length} call-site comments over ${MAX_CALL_SITE_LINES} lines: keep the why in ` +
        "two lines, move the story to the JSDoc or the ADR.",
    );
  }
  if (orphans.length > 0) {
    console.log(
      `${orphans.length} orphaned JSDoc blocks: move each above what it documents, or merge it.`,
    );
  }
  if (found.length + orphans.length > 0) process.exit(1);
}
