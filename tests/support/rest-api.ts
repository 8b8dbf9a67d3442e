import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import { type Database, type DatabaseHandle, rowsOf } from "~/db/client.server";
import * as schema from "~/db/schema";
import { apikey, subscription } from "~/db/schema";
import { handleApiRequest } from "~/server/api/v1/handler.server";
import type { Runtime } from "~/server/app/runtime.server";
import type { Owner } from "~/server/workspaces/workspace.server";
import { APP_URL, type TestApp, uniqueEmail } from "./test-app";

// Helpers for the REST API (/api/v1) and the personal key's server functions.

/** A signed-in user with what the server-function helpers need. */
export interface SignedInUser {
  email: string;
  cookie: string;
  userId: string;
  /** The request headers a server function passes on to Better Auth. */
  headers: Headers;
}

export async function signedInUser(app: TestApp, email = uniqueEmail()): Promise<SignedInUser> {
  const cookie = await app.signIn(email);
  const current = await app.session(cookie);
  if (!current) throw new Error("signed in without a session");
  return {
    email,
    cookie,
    userId: current.user.id,
    headers: new Headers({ cookie, origin: APP_URL }),
  };
}

/** The user as the owner of their personal key and subscriptions. */
export function personalOwner(userId: string): Owner {
  return { kind: "user", id: userId };
}

export interface ApiCall {
  method?: string;
  /** Sent as `Authorization: Bearer <key>`. */
  bearer?: string;
  /** Sent as `x-api-key: <key>`. */
  apiKey?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with only the headers given. */
  rawBody?: string;
}

/** One request to /api/v1 through the app's handler, as the route gives it. */
export async function callApi(
  runtime: Pick<Runtime, "once">,
  path: string,
  call: ApiCall = {},
): Promise<Response> {
  const headers = new Headers(call.headers);
  if (call.bearer !== undefined) headers.set("authorization", `Bearer ${call.bearer}`);
  if (call.apiKey !== undefined) headers.set("x-api-key", call.apiKey);
  if (call.body !== undefined) headers.set("content-type", "application/json");
  const body = call.body === undefined ? call.rawBody : JSON.stringify(call.body);
  return handleApiRequest(
    runtime,
    new Request(`${APP_URL}${path}`, { method: call.method ?? "GET", headers, body }),
  );
}

/** Inserts a subscription row for the user; returns its id. */
export async function insertSubscription(
  db: Database,
  userId: string,
  values: Partial<typeof subscription.$inferInsert> = {},
): Promise<string> {
  const id = values.id ?? randomUUID();
  await db.insert(subscription).values({
    id,
    userId,
    providerSubscriptionId: `sub_${randomUUID()}`,
    providerCustomerId: `cus_${randomUUID()}`,
    productId: "prod_pro",
    planId: "plan_pro_monthly",
    name: "Pro",
    description: "The Pro plan",
    status: "active",
    price: "9.00",
    priceBeforeDiscount: values.price ?? "9.00",
    billingCycle: "monthly",
    features: ["api", "support"],
    currentPeriodStart: new Date(Date.now() - 86_400_000),
    currentPeriodEnd: new Date(Date.now() + 29 * 86_400_000),
    ...values,
  });
  return id;
}

/** The rows in api_key_usage for a key. */
export async function usageRows(db: Database, keyId: string) {
  return rowsOf<{ key_id: string; day: string; count: number }>(
    await db.execute(sql`select key_id, day::text as day, count from api_key_usage
      where key_id = ${keyId}`),
  );
}

export async function keyRow(db: Database, keyId: string) {
  const [row] = await db.select().from(apikey).where(eq(apikey.id, keyId));
  return row;
}

/**
 * A second Drizzle instance on the same connection whose every statement is counted: what a
 * piece of code costs the database, measured rather than assumed.
 */
export function countingDatabase(handle: DatabaseHandle): {
  db: Database;
  queries: string[];
  reset(): void;
} {
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db =
    handle.kind === "pglite"
      ? drizzlePglite(client as PGlite, { schema, casing: "snake_case", logger })
      : drizzlePostgres(client as Sql, { schema, casing: "snake_case", logger });
  return {
    db: db as unknown as Database,
    queries,
    reset: () => {
      queries.length = 0;
    },
  };
}

/**
 * The database with every query's answer held back until `release()`: each query runs at once
 * (`read` settles when the first has read), but its caller sees the rows only after `release()`.
 * Lets a test change the data, and tell a cache, between a cached read and its response.
 */
export function heldResponses(db: Database): {
  db: Database;
  read: Promise<void>;
  release(): void;
} {
  let release = () => {};
  const responded = new Promise<void>((resolve) => {
    release = resolve;
  });
  let hasRead = () => {};
  const read = new Promise<void>((resolve) => {
    hasRead = resolve;
  });
  // Drizzle's builders are thenables: wrap every object a call returns, and delay each `then`.
  const hold = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property, object);
        if (property === "then" && typeof value === "function") {
          return (
            onFulfilled?: (rows: unknown) => unknown,
            onError?: (error: unknown) => unknown,
          ) =>
            (object as unknown as PromiseLike<unknown>)
              .then((rows) => {
                hasRead();
                return responded.then(() => rows);
              })
              .then(onFulfilled, onError);
        }
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const result: unknown = value.apply(object, args);
          return result !== null && typeof result === "object" ? hold(result) : result;
        };
      },
    });
  return { db: hold(db), read, release };
}

/** Polls `probe` every 25 ms until it answers true or `capMs` passes; the time it took, or null. */
export async function pollUntil(probe: () => Promise<boolean>, capMs: number) {
  const started = Date.now();
  while (Date.now() - started < capMs) {
    if (await probe()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return null;
}
