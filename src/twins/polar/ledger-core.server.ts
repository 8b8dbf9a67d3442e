import type { models } from "@polar-sh/sdk/2026-10";
import { type SerializeContext, toSubscription } from "./serialize.server";
import type { SubscriptionRecord, TwinState } from "./state.server";
import type { TwinProduct } from "./types.server";
import { newEventId, type TwinEvent } from "./webhooks.server";

/**
 * What every resource of the ledger works on: the state, the catalogue, the twin's clock, and
 * the change that gathers a change's events into one batch. The per-resource modules
 * (customers, checkouts, orders, subscriptions, plan changes, renewals) take it as `ledger`.
 */
export class LedgerCore {
  readonly ctx: SerializeContext;
  readonly catalogue: Map<string, TwinProduct>;
  private pending: TwinEvent[] = [];

  constructor(
    readonly state: TwinState,
    products: TwinProduct[],
    baseUrl: () => string,
    private readonly onChange: (events: TwinEvent[]) => void,
  ) {
    this.catalogue = new Map(products.map((product) => [product.id, product]));
    const find = <T extends { id: string }>(items: T[], id: string, what: string): T => {
      const found = items.find((item) => item.id === id);
      if (!found) throw new Error(`Polar twin: ${what} ${id} is missing from the state.`);
      return found;
    };
    this.ctx = {
      get baseUrl() {
        return baseUrl();
      },
      product: (id) => {
        const product = this.catalogue.get(id);
        if (!product) throw new Error(`Polar twin: product ${id} is not in the catalogue.`);
        return product;
      },
      customer: (id) => find(this.state.customers, id, "customer"),
      subscription: (id) => find(this.state.subscriptions, id, "subscription"),
      discount: (id) => find(this.state.discounts, id, "discount"),
      now: () => this.now(),
    };
  }

  now(): Date {
    return new Date(Date.now() + this.state.clockOffsetMs);
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  /** Runs one change; its events leave as one batch once the state holds the change. */
  change<T>(apply: () => T): T {
    this.pending = [];
    const result = apply();
    const events = this.pending;
    this.pending = [];
    this.onChange(events);
    return result;
  }

  emit(type: models.WebhookEventType, data: { id: string }, at = this.nowIso()): void {
    this.pending.push({ id: newEventId(), type, timestamp: at, data });
  }

  emitSubscription(
    types: models.WebhookEventType[],
    subscription: SubscriptionRecord,
    at?: string,
  ): void {
    for (const type of types) this.emit(type, toSubscription(subscription, this.ctx), at);
  }
}
