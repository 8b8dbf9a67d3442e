import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, rowsOf } from "~/db/client.server";
import { type EmptyDatabase, emptyDatabase } from "../support/databases";

// Drizzle asks postgres.js to prepare no query it was not given a name for; the client lets
// DATABASE_URL decide instead (ADR 085). What PostgreSQL holds prepared for a connection is in
// pg_prepared_statements, read on the same connection as the query it should list.

/** The statements the connection running this holds prepared. */
async function preparedHere(db: Pick<Database, "execute">): Promise<string[]> {
  const result = await db.execute(sql`select statement from pg_prepared_statements`);
  return rowsOf<{ statement: string }>(result).map((row) => row.statement);
}

/** A query with a parameter, as Drizzle sends every query, with `name` in its text. */
const probe = (name: string) => sql`select ${name}::text as ${sql.identifier(name)}`;

describe("statements on PostgreSQL", () => {
  let database: EmptyDatabase;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database.drop());

  it("are prepared on their connection, in a transaction and a savepoint too", async () => {
    const handle = await openDatabase({ url: database.url });
    try {
      // One query at a time: the pool opens one connection and runs each query on it.
      await handle.db.execute(probe("outside"));
      expect(await preparedHere(handle.db)).toContainEqual(expect.stringContaining('"outside"'));
      await handle.db.transaction(async (tx) => {
        await tx.execute(probe("in_transaction"));
        await tx.transaction(async (savepoint) => {
          await savepoint.execute(probe("in_savepoint"));
        });
        const prepared = await preparedHere(tx);
        expect(prepared).toContainEqual(expect.stringContaining('"in_transaction"'));
        expect(prepared).toContainEqual(expect.stringContaining('"in_savepoint"'));
      });
    } finally {
      await handle.close();
    }
  });

  it("are not prepared with ?prepare=false in DATABASE_URL, for a pooler in transaction mode", async () => {
    const url = new URL(database.url);
    url.searchParams.set("prepare", "false");
    const handle = await openDatabase({ url: url.toString() });
    try {
      await handle.db.execute(probe("unprepared"));
      await handle.db.transaction(async (tx) => {
        await tx.execute(probe("unprepared_in_transaction"));
        expect(await preparedHere(tx)).toEqual([]);
      });
      expect(await preparedHere(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
