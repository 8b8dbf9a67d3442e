import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The files docs/operations.md hands to operators: the Prometheus alert rules, checked and
// unit-tested by Prometheus's own promtool, and the Grafana dashboard. That every metric they
// query is served is tested against a real scrape in tests/platform/metrics.test.ts.

const RULES = "ops/prometheus/alerts.yml";
const RULE_TESTS = "ops/prometheus/alerts.test.yml";
const DASHBOARD = "ops/grafana/timberline.json";
const INSTALL = "apt-get install -y --no-install-recommends prometheus";

function promtool(...args: string[]): { status: number | null; output: string } {
  const found = spawnSync("promtool", ["--version"], { encoding: "utf8" });
  if (found.error) {
    throw new Error(`promtool is not installed (Debian's prometheus package has it): ${INSTALL}`);
  }
  const run = spawnSync("promtool", args, { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the Prometheus alert rules", () => {
  it("pass promtool check rules", () => {
    const { status, output } = promtool("check", "rules", RULES);
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
    expect(status, output).toBe(0);
  });

  it("fire when they should and stay quiet otherwise (promtool test rules)", () => {
    const { status, output } = promtool("test", "rules", RULE_TESTS);
    expect(status, output).toBe(0);
    expect(output).toContain("SUCCESS");
  });

  it("include an alert for failing webhooks, failing mail, the 5xx rate and flapping readiness", () => {
    const names = [...readFileSync(RULES, "utf8").matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    expect(names).toEqual(
      expect.arrayContaining([
        "TimberlineWebhooksFailing",
        "TimberlineMailFailing",
        "TimberlineHighErrorRate",
        "TimberlineReadinessFlapping",
      ]),
    );
    const tested = readFileSync(RULE_TESTS, "utf8");
    for (const name of ["TimberlineMailFailing", "TimberlineReadinessFlapping"]) {
      expect(tested).toContain(`alertname: ${name}`);
    }
  });
});

describe("the Grafana dashboard", () => {
  interface Panel {
    type: string;
    title: string;
    gridPos: { x: number; y: number; w: number; h: number };
    targets?: { expr: string; refId: string }[];
  }

  const dashboard = JSON.parse(readFileSync(DASHBOARD, "utf8")) as {
    uid: string;
    title: string;
    panels: Panel[];
    templating: { list: { name: string }[] };
  };

  it("is a dashboard Grafana imports: titled, with a Prometheus data source to choose", () => {
    expect(dashboard.uid).toBe("timberline");
    expect(dashboard.title).toBe("Timberline");
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual([
      "datasource",
      "instance",
    ]);
  });

  it("queries something in every panel, within the grid, each panel once", () => {
    const graphs = dashboard.panels.filter((panel) => panel.type !== "row");
    expect(graphs.length).toBeGreaterThan(10);
    for (const panel of graphs) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expect(target.expr, panel.title).not.toBe("");
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
    }
    const titles = graphs.map((panel) => panel.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("passes promtool's PromQL parser in every query", () => {
    // Grafana's own variables are replaced as Grafana would before the query is sent.
    const queries = dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) =>
        target.expr.replaceAll("$__rate_interval", "5m").replaceAll("$instance", ".*"),
      ),
    );
    const rules = {
      groups: [
        {
          name: "dashboard",
          rules: queries.map((expr, i) => ({ record: `dashboard:query_${i}`, expr })),
        },
      ],
    };
    const dir = mkdtempSync(join(tmpdir(), "dashboard-queries-"));
    try {
      // JSON is YAML: promtool reads the queries as recording rules.
      const file = join(dir, "queries.yml");
      writeFileSync(file, JSON.stringify(rules));
      const { status, output } = promtool("check", "rules", file);
      expect(status, output).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
