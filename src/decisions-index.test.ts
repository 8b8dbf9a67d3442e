import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md is the index a newcomer reads first: every ADR must be in it, with the
// status its own file states.

const folder = fileURLToPath(new URL("../docs/decisions/", import.meta.url));
const index = readFileSync(`${folder}README.md`, "utf8");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe("the decision records", () => {
  it.each(records)("%s states its status and is listed in the index with it", (name) => {
    const text = readFileSync(`${folder}${name}`, "utf8");
    const status = /^Status: (Proposed|Accepted|Superseded by \d{3})$/m.exec(text)?.[1];
    expect(status, `${name} needs a "Status:" line`).toBeDefined();
    const row = index.split("\n").find((line) => line.includes(`(${name})`));
    expect(row, `docs/decisions/README.md does not list ${name}: npm run adr:index`).toBeDefined();
    expect(row).toContain(`| ${status} |`);
  });
});
