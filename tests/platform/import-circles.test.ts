import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { cruise, type IConfiguration } from "dependency-cruiser";
import { afterAll, expect, it } from "vitest";

// The lint stage's import check (.dependency-cruiser.cjs, ADR 073) on a made-up src/: it must
// see a circle that a type-only import or a dynamic import() closes, as a circle of values, and
// src/server/platform/ importing an area, while the composition root (app/) may import both.

const root = mkdtempSync(join(tmpdir(), "import-circles-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  "src/price.ts":
    'import type { Plan } from "./plan";\nexport const price = (p: Plan) => p.cents;\n',
  "src/plan.ts":
    'import { price } from "./price";\nexport type Plan = { cents: number };\nexport const show = price;\n',
  "src/menu.tsx": 'export const load = () => import("./switcher");\n',
  "src/switcher.tsx": 'import { load } from "./menu";\nexport const again = load;\n',
  "src/page.ts": 'import { format } from "./format";\nexport const page = format;\n',
  "src/format.ts": "export const format = (n: number) => String(n);\n",
  "src/server/billing/prices.ts": "export const cents = 100;\n",
  "src/server/platform/clock.ts":
    'import { cents } from "../billing/prices";\nexport const tick = cents;\n',
  "src/server/app/root.ts":
    'import { tick } from "../platform/clock";\nexport const root = tick;\n',
};

it("flags circles closed by import type or import(), and the platform floor importing an area", async () => {
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const { default: config } = (await import(resolve(".dependency-cruiser.cjs"))) as {
    default: IConfiguration;
  };
  const { tsConfig: _projectOnly, ...options } = config.options ?? {};
  const previous = process.cwd();
  process.chdir(root);
  try {
    const { output } = await cruise(["src"], {
      ...options,
      validate: true,
      ruleSet: { forbidden: config.forbidden ?? [] },
    });
    if (typeof output === "string") throw new Error(output);
    const { violations } = output.summary;
    const circles = violations
      .filter(({ rule }) => rule.name === "no-circular")
      .map(({ from, cycle }) => [from, ...(cycle ?? []).map(({ name }) => name)])
      .map((modules) => [...new Set(modules)].sort())
      .sort((a, b) => String(a).localeCompare(String(b)));
    expect(circles).toEqual([
      ["src/menu.tsx", "src/switcher.tsx"],
      ["src/plan.ts", "src/price.ts"],
    ]);
    const layering = violations.filter(({ rule }) => rule.name === "platform-imports-no-domain");
    expect(layering.map(({ from, to }) => [from, to])).toEqual([
      ["src/server/platform/clock.ts", "src/server/billing/prices.ts"],
    ]);
  } finally {
    process.chdir(previous);
  }
});
