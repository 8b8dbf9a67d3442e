import { createHmac, randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import type { PolarTwinOptions, TwinChaos } from "./types.server";

/** One event as Polar emits it; `data` is the object's snapshot at the moment of the change. */
export interface TwinEvent {
  /** The Standard Webhooks message id: the same on every retry and duplicate of this event. */
  id: string;
  type: models.WebhookEventType;
  /** On the twin's clock, which advanceClock moves ahead of the wall clock. */
  timestamp: string;
  data: { id: string };
}

type WebhookTarget = NonNullable<PolarTwinOptions["webhook"]>;

const API_VERSION = "2026-10";
const DEFAULT_RETRY_DELAYS_MS = [50, 100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000];
const MAX_RETRIES = 10;
const DELIVERY_TIMEOUT_MS = 10_000;

function webhookBody(event: TwinEvent): string {
  return JSON.stringify({
    type: event.type,
    timestamp: event.timestamp,
    api_version: API_VERSION,
    data: event.data,
  });
}

function signingKey(target: WebhookTarget): Buffer {
  if (target.legacySigning) return Buffer.from(target.secret, "utf8");
  const encoded = target.secret.startsWith("whsec_") ? target.secret.slice(6) : target.secret;
  return Buffer.from(encoded, "base64");
}

/** The Standard Webhooks headers for one delivery attempt. */
function signedHeaders(
  target: WebhookTarget,
  id: string,
  body: string,
  timestampSeconds: number,
): Record<string, string> {
  const signature = createHmac("sha256", signingKey(target))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return {
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": `v1,${signature}`,
  };
}

/** Waits `ms`, or less if `signal` aborts (the twin closing). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });
}

function shuffled<T>(items: T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  // A shuffle that happens to keep the order would make a chaos run prove nothing.
  if (result.length > 1 && result.every((item, index) => item === items[index])) {
    result.push(result.shift() as T);
  }
  return result;
}

/**
 * Delivers events one at a time, in order: a failing delivery is retried with backoff before the
 * next one goes, so a receiver never sees event 2 before event 1 unless chaos asks for it.
 */
export class WebhookSender {
  private readonly queue: TwinEvent[] = [];
  private readonly previousSnapshot = new Map<string, TwinEvent>();
  private readonly idleWaiters: Array<() => void> = [];
  private readonly closing = new AbortController();
  private chaos: TwinChaos = {};
  private pumping = false;

  constructor(
    private readonly target: WebhookTarget | undefined,
    private readonly retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {}

  setChaos(chaos: TwinChaos): void {
    this.chaos = { ...chaos };
  }

  /** Queues the events of one change. */
  enqueue(batch: TwinEvent[]): void {
    const stale = this.chaos.stale ? this.staleCopies(batch) : [];
    for (const event of batch) this.previousSnapshot.set(subjectOf(event), event);
    if (!this.target || this.closing.signal.aborted) return;
    const ordered = this.chaos.shuffle ? shuffled(batch) : batch;
    const copies = Math.max(1, Math.floor(this.chaos.duplicate ?? 1));
    for (const event of [...ordered, ...stale]) {
      for (let copy = 0; copy < copies; copy++) this.queue.push(event);
    }
    void this.pump();
  }

  settled(): Promise<void> {
    if (!this.pumping && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    this.closing.abort();
    this.queue.length = 0;
  }

  /** Late copies of the last event about each object, under new ids: what an inbox must ignore. */
  private staleCopies(batch: TwinEvent[]): TwinEvent[] {
    const copies = new Map<string, TwinEvent>();
    for (const event of batch) {
      const subject = subjectOf(event);
      const previous = this.previousSnapshot.get(subject);
      if (previous && !copies.has(subject)) copies.set(subject, { ...previous, id: newEventId() });
    }
    return [...copies.values()];
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (let event = this.queue.shift(); event; event = this.queue.shift()) {
        await sleep(this.chaos.delayMs ?? 0, this.closing.signal);
        await this.deliver(event);
      }
    } finally {
      this.pumping = false;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private async deliver(event: TwinEvent): Promise<void> {
    const target = this.target;
    if (!target) return;
    const body = webhookBody(event);
    const retries = this.retryDelaysMs.slice(0, MAX_RETRIES);
    for (let attempt = 0; attempt <= retries.length; attempt++) {
      if (this.closing.signal.aborted) return;
      if (attempt > 0) await sleep(retries[attempt - 1] ?? 0, this.closing.signal);
      // The signature's timestamp is the wall clock: receivers reject a skewed one, and the
      // twin's own clock may have been advanced by months.
      const headers = signedHeaders(target, event.id, body, Math.floor(Date.now() / 1000));
      try {
        const response = await fetch(target.url, {
          method: "POST",
          headers,
          body,
          signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
        });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // A refused connection or a timeout is retried like a non-2xx response.
      }
    }
    if (!this.closing.signal.aborted) {
      console.warn(
        `Polar twin: gave up delivering ${event.type} (${event.id}) to ${target.url} after ${retries.length + 1} attempts.`,
      );
    }
  }
}

function subjectOf(event: TwinEvent): string {
  return `${event.type.split(".")[0]}:${event.data.id}`;
}

/** Polar's webhook ids look like "msg_<random>"; any unique string satisfies the standard. */
export function newEventId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}
