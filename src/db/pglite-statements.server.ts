import type {
  PGlite,
  parse,
  protocol,
  QueryOptions,
  Results,
  Transaction,
} from "@electric-sql/pglite";

/** PGlite's wire-protocol helpers, from the module the caller loaded on use (ADR 067). */
export interface PgliteWire {
  protocol: typeof protocol;
  parse: typeof parse;
}

/** One statement PGlite holds parsed and planned, with its parameters' types. */
interface Statement {
  name: string;
  types: number[];
}

/**
 * At most this many statements are kept; the one used least recently is closed first. Each holds
 * its parse tree and plan in PGlite's memory, and the app makes a few hundred shapes of statement
 * (a list of values in `IN (…)` is one shape per length).
 */
const STATEMENTS_KEPT = 500;

type Query = PGlite["query"];

/**
 * Runs Drizzle's queries on PGlite as named statements: each statement's text is parsed and
 * planned once, then only bound and executed (ADR 088). PGlite's own `query` sends every call as
 * an unnamed statement, which PostgreSQL parses, analyses and plans again in the server's thread:
 * for the webhook intake's one statement, about 80% of its time. The calls hold PGlite's own
 * locks, as `query` does: the transaction lock and the query lock outside a transaction, the
 * query lock inside one. Named statements outlive transactions, and PostgreSQL plans a statement
 * again when a table it reads changes.
 */
export function namedStatements(
  client: PGlite,
  { protocol: wire, parse: results }: PgliteWire,
  kept = STATEMENTS_KEPT,
): Pick<PGlite, "query" | "transaction"> {
  const serialize = wire.serialize;
  const statements = new Map<string, Statement>();
  let made = 0;
  const send = async (message: Uint8Array) =>
    (await client.execProtocol(message, { syncToFs: false })).messages;

  /** Closes the statement for `text` if one is kept; the next call parses it again. */
  const close = async (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await send(serialize.close({ type: "S", name: statement.name }));
  };

  /** The statement for `text`, parsed now if it is not kept; the caller holds the query lock. */
  const statementFor = async (text: string, options: QueryOptions | undefined) => {
    const known = statements.get(text);
    if (known) {
      // Map keeps insertion order: moved to the end, it is the last to be closed.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const oldest = statements.size >= kept ? statements.keys().next().value : undefined;
    if (oldest !== undefined) await close(oldest);
    const name = `timberline_${++made}`;
    await send(serialize.parse({ name, text, types: options?.paramTypes }));
    const described = await send(serialize.describe({ type: "S", name }));
    const statement = { name, types: results.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  };

  const run = async <T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    again = false,
  ): Promise<Results<T>> => {
    const messages = [];
    let stale = false;
    try {
      const { name, types } = await statementFor(text, options);
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const type = types[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      messages.push(
        ...(await send(serialize.bind({ statement: name, values }))),
        ...(await send(serialize.describe({ type: "P" }))),
        ...(await send(serialize.execute({}))),
      );
    } catch (error) {
      if (!(error instanceof wire.messages.DatabaseError)) throw error;
      Object.assign(error, { query: text, params, queryOptions: options });
      // A table the statement reads changed its columns since it was parsed ("cached plan must
      // not change result type"): parsed again, and the call sent again where nothing was undone.
      stale = error.routine === "RevalidateCachedQuery";
      if (!stale || inTransaction || again) throw error;
    } finally {
      // After an error PostgreSQL skips every message until this one.
      messages.push(...(await send(serialize.sync())));
      if (stale) {
        await close(text);
        await send(serialize.sync());
      }
    }
    if (stale) return run(text, params, options, inTransaction, true);
    if (!inTransaction) await client.syncToFs();
    return results.parseResults(messages, client.parsers, options)[0] as Results<T>;
  };

  const query: Query = async (text, params, options) => {
    // A blob travels through PGlite's own path, which the app does not use.
    if (options?.blob) return client.query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run(text, params, options, false)),
    );
  };

  const transaction: PGlite["transaction"] = (callback) =>
    client.transaction((tx) => {
      const inTransaction: Query = async (text, params, options) => {
        // PGlite's own answers a closed transaction's query with its error.
        if (options?.blob || tx.closed) return tx.query(text, params, options);
        return client._runExclusiveQuery(() => run(text, params, options, true));
      };
      return callback(
        new Proxy(tx, {
          get: (target, property) =>
            property === "query" ? inTransaction : Reflect.get(target, property, target),
        }) satisfies Transaction,
      );
    });

  return { query, transaction };
}
