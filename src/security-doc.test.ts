import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// docs/security.md names, for each ASVS item, the test that proves it as
// `file` › 'title'. A renamed or deleted test would leave the claim without its proof.

const root = fileURLToPath(new URL("..", import.meta.url));
const doc = readFileSync(`${root}docs/security.md`, "utf8");
const CITATION =
  /`((?:tests|e2e|src)\/[^`]+\.tsx?)`|› '(.*?)'(?=\s*(?:;|\||\(|$|,))|› "(.*?)"(?=\s*(?:;|\||\(|$|,))/g;

interface Citation {
  line: number;
  file: string | undefined;
  title: string;
}

function citations(): { files: string[]; titles: Citation[] } {
  const files: string[] = [];
  const titles: Citation[] = [];
  doc.split("\n").forEach((text, index) => {
    let file: string | undefined;
    for (const match of text.matchAll(CITATION)) {
      if (match[1]) {
        file = match[1];
        files.push(file);
        continue;
      }
      titles.push({ line: index + 1, file, title: match[2] ?? match[3] ?? "" });
    }
  });
  return { files, titles };
}

describe("docs/security.md", () => {
  const { files, titles } = citations();

  it("cites tests", () => {
    expect(titles.length).toBeGreaterThan(100);
  });

  it("names only files that exist", () => {
    expect(files.filter((file) => !existsSync(`${root}${file}`))).toEqual([]);
  });

  it("names only test titles that exist in the file cited before them", () => {
    const missing = titles.filter(({ file, title }) => {
      if (!file || !existsSync(`${root}${file}`)) return true;
      const source = readFileSync(`${root}${file}`, "utf8");
      const quoted = ['"', "'", "`"].map((quote) => `${quote}${title}${quote}`);
      quoted.push(`'${title.replaceAll("'", "\\'")}'`);
      return !quoted.some((form) => source.includes(form));
    });
    expect(missing).toEqual([]);
  });

  it("quotes every title it cites", () => {
    expect(doc.match(/› (?!['"])/g) ?? []).toEqual([]);
  });
});
