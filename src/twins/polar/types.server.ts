// The twin's own vocabulary, shared by its parts; it imports none of them, so every part can
// import it without going round through the public entry (index.server.ts).

export interface TwinProduct {
  id: string;
  name: string;
  description: string | null;
  /** In the smallest currency unit, as Polar states amounts. */
  priceAmount: number;
  currency: string;
  /** Null for a one-time product: bought once, never renewed. */
  recurringInterval: "month" | "year" | null;
  /** Archived at Polar: no longer sold, and no subscription can move to it. */
  isArchived?: boolean;
  /** A metered price on the twin's meter of API calls: units credited a period, then per 1,000. */
  metered?: { unitsIncluded: number; per1000Units: number };
  /** Polar's `trial_interval`/`trial_interval_count`: checkout starts the subscription trialing. */
  trial?: { interval: "day" | "week" | "month" | "year"; count: number } | null;
  /** A seat-based price: `priceAmount` is one seat's, a subscription buys `minimum` to `maximum`. */
  seats?: { minimum: number; maximum: number };
}

/** Whose checkout and portal the twin's pages are: the product that started it. */
export interface TwinBrand {
  name: string;
  /** The product's icon as SVG markup, shown as the pages' favicon. */
  faviconSvg?: string;
}

export interface PolarTwinOptions {
  products: TwinProduct[];
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** The Bearer token the API accepts; any other responses 401 as Polar does. */
  accessToken: string;
  /** Where events go; `secret` looks like "whsec_<base64>". */
  webhook?: { url: string; secret: string; legacySigning?: boolean };
  /** A JSON file that keeps the state across restarts: read at start, written after each change. */
  stateFile?: string;
  /** Backoff between delivery attempts; at most 10 retries are made. */
  retryDelaysMs?: number[];
  /** The name and icon on the hosted pages; without it they say "Polar twin". */
  brand?: TwinBrand;
}

export interface TwinChaos {
  /** Send each event this many times, with the same webhook-id. */
  duplicate?: number;
  /** Deliver the events of each change out of order. */
  shuffle?: boolean;
  /** Wait this long before each delivery. */
  delayMs?: number;
  /** Also re-send the previous snapshot of each object a change touches, as a new event. */
  stale?: boolean;
}

export interface PolarTwin {
  /** The SDK's baseUrl, and the host of the checkout and portal pages. */
  url: string;
  close(): Promise<void>;
  /**
   * Ends a trialing subscription's trial now: with a card on file it becomes active and its
   * first period is charged; without one it is canceled (ADR 052).
   */
  endTrial(subscriptionId: string): Promise<void>;
  /** Waits until every queued webhook delivery has been delivered or given up. */
  settled(): Promise<void>;
  /** Programmatic payment, the same code path as the checkout page's form. */
  pay(checkoutId: string, card?: string): Promise<{ ok: boolean; message?: string }>;
  /** Renewals happen and cancelled periods end on the way, each with its events. */
  advanceClock(ms: number): Promise<void>;
  /** From the next renewal on, payment fails: past_due, then unpaid on the following one. */
  failRenewal(subscriptionId: string): Promise<void>;
  /** Like the dashboard's "revoke now". */
  revoke(subscriptionId: string): Promise<void>;
  setChaos(chaos: TwinChaos): void;
  /** While down, the API answers 503. */
  setDown(down: boolean): void;
  /** Every API call waits this long before it is answered (a slow provider); 0 turns it off. */
  setLatency(ms: number): void;
  /** The subscriptions as the API serializes them. */
  subscriptions(): unknown[];
  /** The orders as the API serializes them, oldest first. */
  orders(): unknown[];
  now(): Date;
}
