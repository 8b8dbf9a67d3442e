import { readFileSync } from "node:fs";

// Reading the Prometheus text exposition that GET /metrics answers, for tests that compare two
// scrapes, and the metric names the operations files (dashboard, alert rules) query.

/** One series of a scrape: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function parseScrape(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const open = line.indexOf("{");
    const close = line.lastIndexOf("}");
    const space = line.lastIndexOf(" ");
    const name = open === -1 ? line.slice(0, space) : line.slice(0, open);
    const labels: Record<string, string> = {};
    if (open !== -1) {
      for (const [, label, value] of line.slice(open + 1, close).matchAll(LABEL)) {
        labels[label as string] = JSON.parse(`"${value}"`) as string;
      }
    }
    samples.push({ name, labels, value: Number(line.slice(space + 1)) });
  }
  return samples;
}

/** A series' name and labels in one string, labels sorted: `name{a="1",b="2"}`. */
function seriesKey(name: string, labels: Record<string, string> = {}): string {
  const pairs = Object.keys(labels)
    .sort()
    .map((label) => `${label}=${JSON.stringify(labels[label])}`);
  return pairs.length === 0 ? name : `${name}{${pairs.join(",")}}`;
}

/**
 * How much each counter of the app moved between two scrapes (request counts included, as the
 * histogram's `_count`); series that did not move are left out.
 */
export function countersMoved(before: string, after: string): Record<string, number> {
  const counted = (sample: Sample) =>
    sample.name.startsWith("timberline_") &&
    (sample.name.endsWith("_total") || sample.name.endsWith("_count"));
  const earlier = new Map(
    parseScrape(before)
      .filter(counted)
      .map((sample) => [seriesKey(sample.name, sample.labels), sample.value]),
  );
  const moved: Record<string, number> = {};
  for (const sample of parseScrape(after).filter(counted)) {
    const key = seriesKey(sample.name, sample.labels);
    const delta = sample.value - (earlier.get(key) ?? 0);
    if (delta !== 0) moved[key] = delta;
  }
  return moved;
}

/** The value of one series, or undefined when the scrape has none. */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}) {
  const key = seriesKey(name, labels);
  return parseScrape(text).find((sample) => seriesKey(sample.name, sample.labels) === key)?.value;
}

/** The metric families a scrape declares (`# TYPE name kind`). */
export function declaredMetrics(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1] as string));
}

const QUERIED = /\b(?:timberline|process|nodejs)_[a-z0-9_]+/g;
const SERIES_SUFFIXES = /_(?:bucket|count|sum)$/;

/**
 * The metric families the PromQL in a file queries: the dashboard's panels, the alert rules.
 * A histogram's `_bucket`, `_count` and `_sum` series belong to its family.
 */
export function queriedMetrics(file: string): string[] {
  const names = readFileSync(file, "utf8").match(QUERIED) ?? [];
  return [...new Set(names)].sort();
}

/** Whether a scrape declares the family `name` belongs to. */
export function isDeclared(declared: Set<string>, name: string): boolean {
  return declared.has(name) || declared.has(name.replace(SERIES_SUFFIXES, ""));
}
