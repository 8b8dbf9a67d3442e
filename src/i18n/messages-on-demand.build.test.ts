import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserMessages } from "./messages-on-demand.build";

const INDEX = readFileSync(new URL("./paraglide/messages/_index.js", import.meta.url), "utf8");

describe("the browser's message index", () => {
  const code = browserMessages(INDEX);

  it("imports English alone, and keeps every message", () => {
    expect(code).toContain(`import * as __en from "./en.js"`);
    expect(code).not.toMatch(/from "\.\/(de|ar|en-XA)\.js"/);
    expect(code).not.toContain("runtime.js");
    const messages = INDEX.match(/^export const \w+ = /gm) ?? [];
    expect(code.match(/^export const \w+ = /gm)).toEqual(messages);
    expect(code).toContain(
      `export const login_heading = /* @__PURE__ */ __message("login_heading", __en.login_heading);`,
    );
  });

  it("fails the build when Paraglide's output changes shape", () => {
    expect(() => browserMessages(INDEX.replaceAll("return __en.", "return __base."))).toThrow(
      /not in the expected shape/,
    );
    expect(() => browserMessages("")).toThrow(/not in the expected shape/);
  });
});
