import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { longCallSiteComments, orphanedDocComments } from "../../scripts/check-comments.mjs";

const SAMPLE = `// A file's header at column 0 may run
// as long as it needs:
// it is not a call site.
import { thing } from "./thing";

/**
 * JSDoc before a declaration tells the story,
 * however many lines it takes,
 * and is never reported.
 */
export function work() {
  // Two lines of why
  // are fine.
  thing();
  // Three lines at a call site
  // are a story that belongs
  // in the JSDoc or an ADR.
  return thing();
}

const table = {
  // A directive is not prose:
  // biome-ignore lint/style/noNonNullAssertion: a sample
  // so this run has two lines.
  key: 1,
};
`;

describe("scripts/check-comments.mjs", () => {
  it("reports an indented run of three comment lines, not JSDoc, headers or two lines", () => {
    expect(longCallSiteComments(SAMPLE)).toEqual([{ line: 15, length: 3 }]);
  });

  it("reports a run that ends the file", () => {
    expect(longCallSiteComments("f(() => {\n  // one\n  // two\n  // three")).toEqual([
      { line: 2, length: 3 },
    ]);
  });

  it("reports a JSDoc block directly above another, but not tag-only blocks or separated ones", () => {
    const text = [
      '/** @import { Thing } from "./thing" */',
      "/** @typedef {{ a: number }} A */",
      "/**",
      " * Lost: the next block hides it.",
      " */",
      "/** What work does. */",
      "export function work() {}",
      "",
      "/** Kept apart by a blank line from the next. */",
      "",
      "/** Documents the constant. */",
      "const value = 1;",
    ].join("\n");
    expect(orphanedDocComments(text)).toEqual([3]);
  });

  describe("as the lint stage runs it", () => {
    const folder = mkdtempSync(join(tmpdir(), "check-comments-"));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const run = (dir: string) =>
      promisify(execFile)(process.execPath, ["scripts/check-comments.mjs", dir]).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );

    it("fails naming the file and line of a long call-site comment", async () => {
      writeFileSync(join(folder, "sample.ts"), SAMPLE);
      const { code, stdout } = await run(folder);
      expect(code).toBe(1);
      expect(stdout).toContain(`${join(folder, "sample.ts")}:15: 3 comment lines at a call site`);
    });

    it("passes a file whose call-site comments are short", async () => {
      const short = join(mkdtempSync(join(folder, "short-")), "short.tsx");
      writeFileSync(short, "export function f() {\n  // why\n  return 1;\n}\n");
      expect(await run(join(short, ".."))).toEqual({ code: 0, stdout: "" });
    });
  });
});
