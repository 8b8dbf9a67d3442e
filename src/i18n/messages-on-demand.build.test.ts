import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  browserIndex,
  browserMessage,
  directMessageImports,
  englishMessages,
} from "./messages-on-demand.build";

const read = (file: string) =>
  readFileSync(new URL(`./paraglide/${file}`, import.meta.url), "utf8");
const INDEX = read("messages/_index.js");
const ENGLISH = read("messages/en.js");

describe("the browser's messages", () => {
  const english = englishMessages(ENGLISH);
  const index = browserIndex(INDEX, english);

  it("has an index that re-exports every message from a module of its own", () => {
    const messages = [...INDEX.matchAll(/^export const (\w+) = /gm)].map((match) => match[1]);
    expect(messages.length).toBeGreaterThan(0);
    expect([
      ...index.matchAll(/^export \{ (\w+) \} from "\0timberline-message:\1";$/gm),
    ]).toHaveLength(messages.length);
    expect(index).not.toMatch(/de\.js|ar\.js|en-XA\.js|runtime\.js/);
  });

  it("gives each message its English text behind the loaded catalog's", () => {
    const source = browserMessage("login_heading", english.get("login_heading") ?? "");
    expect(source).toContain(`Sign in to \${i?.appName}`);
    expect(source).toContain('export const login_heading = __timberline_message("login_heading", ');
    expect(source).not.toContain("registry");
    const plural = [...english].find(([, text]) => text.includes("registry."));
    expect(plural && browserMessage(plural[0], plural[1])).toContain(
      "import * as __timberline_registry",
    );
  });

  it("fails the build when Paraglide's output changes shape", () => {
    expect(() => englishMessages("")).toThrow(/not in the expected shape/);
    expect(() => englishMessages("export function x() {}")).toThrow(/not in the expected shape/);
    expect(() => browserIndex(INDEX, new Map())).toThrow(/not in the expected shape/);
  });

  it("rewrites a screen's m.key calls to constants of its own, or leaves the file", () => {
    const screen = [
      `import { Title } from "@mantine/core";`,
      `import { m } from "~/i18n/paraglide/messages.js";`,
      "export const A = () => <Title aria-label={m.a_label()}>{m.a_title({ n: 1 })}{m.a_label()}</Title>;",
    ].join("\n");
    const english = new Map([
      ["a_label", "() => `Label`"],
      ["a_title", '(i) => { const p = registry.plural("en", i?.n, {}); return "Title " + p; }'],
    ]);
    const rewritten = directMessageImports(screen, "/src/A.tsx", english) ?? "";
    expect(rewritten).toContain("import { catalogMessage as __timberline_message } from");
    expect(rewritten).toContain("import * as __timberline_registry from");
    expect(rewritten).toContain(
      'const __m_a_label = __timberline_message("a_label", () => `Label`);',
    );
    expect(rewritten).toContain(
      'const __m_a_title = __timberline_message("a_title", (i) => { const p = __timberline_registry.plural(',
    );
    expect(rewritten).toContain(
      "aria-label={__m_a_label()}>{__m_a_title({ n: 1 })}{__m_a_label()}",
    );
    expect(rewritten).not.toContain("timberline-message:");
    expect(rewritten).not.toContain("m.");
    // `m` passed on as a value: every message may be used, so the file stays as it is.
    expect(
      directMessageImports(screen.replace("{m.a_label()}</", "{list(m)}</"), "/src/A.tsx", english),
    ).toBe(null);
    expect(directMessageImports("export const x = 1;", "/src/x.ts", english)).toBe(null);
    expect(() => directMessageImports(screen, "/src/A.tsx", new Map())).toThrow(/no a_label/);
  });
});
