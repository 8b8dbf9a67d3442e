// The shape of a benchmark run's results: filled in by run.mjs as the stages finish, read by
// report.mjs. Types only (the .mjs files import them in JSDoc), so Node never loads this file.
import type { firstLoad } from "./assets.mjs";
import type { summarize, watchMemory } from "./lib.mjs";
import type { runLighthouse } from "./lighthouse.mjs";
import type { mixedLoad } from "./mixed.mjs";

/** One load target's figures (autocannon's, summarized), on the database it ran on. */
export type LoadRow = ReturnType<typeof summarize> & { database?: string };

export type MixedRun = Awaited<ReturnType<typeof mixedLoad>>;

export interface Results {
  command: string;
  /** Why the run built the app first, or null when the build was current. */
  built: string | null;
  duration: number;
  warmup: number;
  databases: { name: string; source?: string; skipped?: string }[];
  /** The raw node:http server. */
  ceiling: LoadRow;
  /** In table order; `rows` by database name. */
  targets: { id: string; label: string; rows: Record<string, LoadRow> }[];
  memory: ({ server: string } & ReturnType<ReturnType<typeof watchMemory>["stop"]>)[];
  bytes: Awaited<ReturnType<typeof firstLoad>>[];
  lighthouse: Awaited<ReturnType<typeof runLighthouse>>;
  mixed: MixedRun[];
  /** The same targets on PostgreSQL in one process and in `count` workers (WEB_CONCURRENCY). */
  workers?: { count: number; rows: { label: string; one?: LoadRow; many: LoadRow }[] };
  /** Key checks per second in one process (bench/key-check.bench.ts). */
  keyCheck?: { productPerSecond: number; pluginPerSecond: number };
  coldStart: {
    runs: { readyMs: number; loginMs: number }[];
    readyMs: number;
    loginMs: number;
  };
  machine: {
    cpus: number;
    memory: string;
    node: string;
    date: string;
    loadAtStart: string;
    loadAtEnd: string;
    busy: boolean;
  };
}

/** A run of the mixed stage alone (BENCH_ONLY=mixed). */
export type MixedOnlyResults = Pick<
  Results,
  "command" | "built" | "databases" | "mixed" | "machine"
>;

/** Results while run.mjs fills them in: the figures of the later stages are still missing. */
export type Unfinished<T, Later extends keyof T> = Omit<T, Later> & Partial<Pick<T, Later>>;
