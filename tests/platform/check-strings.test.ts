import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { plainStrings } from "../../scripts/check-strings.mjs";

// Every text a person reads is a message (issue 33): the strings check is part of lint, so CI
// fails on a screen with plain English in it.

const PLAIN = `import { Button, TextInput } from "@mantine/core";

export function Screen() {
  return (
    <>
      <TextInput label="Your name" placeholder="Ann Example" />
      <Button>Save changes</Button>
    </>
  );
}
`;

const TRANSLATED = `import { Button } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";

export function Screen() {
  return (
    <Button aria-label={m.common_save()} data-testid="save-button">
      {m.common_save()} · 42
    </Button>
  );
}
`;

describe("scripts/check-strings.mjs", () => {
  it("reports JSX text and a literal label or placeholder, with their lines", () => {
    expect(plainStrings(PLAIN)).toEqual([
      { line: 6, text: "Your name" },
      { line: 6, text: "Ann Example" },
      { line: 7, text: "Save changes" },
    ]);
  });

  it("passes messages, symbols, numbers and test ids", () => {
    expect(plainStrings(TRANSLATED)).toEqual([]);
  });

  it("leaves a line with an i18n-exempt comment above it", () => {
    const exempt = `// i18n-exempt: a sample address\nconst field = { placeholder: "you@example.com" };\n`;
    expect(plainStrings(exempt)).toEqual([]);
    expect(plainStrings(exempt.replace("// i18n-exempt: a sample address\n", ""))).toEqual([
      { line: 1, text: "you@example.com" },
    ]);
  });

  it("is part of npm run lint", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts["i18n:strings"]).toBe("node scripts/check-strings.mjs");
    expect(pkg.scripts.lint).toContain("npm run i18n:strings");
  });

  describe("as the lint stage runs it", () => {
    const folder = mkdtempSync(join(tmpdir(), "check-strings-"));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const run = (dir: string) =>
      promisify(execFile)(process.execPath, ["scripts/check-strings.mjs", dir]).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          stdout: error.stdout,
          stderr: error.stderr,
        }),
      );

    it("fails naming the file, line and text of a plain string", async () => {
      const file = join(folder, "Plain.tsx");
      writeFileSync(file, PLAIN);
      const { code, stderr } = await run(folder);
      expect(code).toBe(1);
      expect(stderr).toContain(`${file}:7: plain text "Save changes"`);
      expect(stderr).toContain("3 plain texts");
      rmSync(file);
    });

    it("passes a screen whose texts are messages", async () => {
      writeFileSync(join(folder, "Translated.tsx"), TRANSLATED);
      const { code, stdout } = await run(folder);
      expect(code).toBe(0);
      expect(stdout).toContain("every text");
    });
  });
});
