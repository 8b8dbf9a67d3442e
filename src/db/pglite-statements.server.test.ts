import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeInCauses } from "~/lib/error-code";
import { type DatabaseHandle, openDatabase, rowsOf } from "./client.server";
import { namedStatements } from "./pglite-statements.server";

// PGlite's queries as named statements (ADR 088): each text parsed once, every call bound with
// its own values, errors answered as PGlite's own, the locks kept. pg_prepared_statements lists
// what PGlite holds; PGlite's own `query` (an unnamed statement) reads it without adding to it.

async function held(client: PGlite): Promise<string[]> {
  const result = await client.query<{ statement: string }>(
    "select statement from pg_prepared_statements order by prepare_time",
  );
  return result.rows.map((row) => row.statement);
}

describe("PGlite's queries as named statements", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.db.execute(sql`create table probe (id int primary key, note text not null)`);
  });
  afterAll(() => handle.close());

  it("parses a statement once and binds each call's values", async () => {
    const read = (id: number) =>
      handle.db.execute(sql`select ${id}::int * 2 as doubled, ${`n${id}`}::text as note`);
    const answers = await Promise.all([1, 2, 3, 4].map(read));
    expect(answers.map((result) => rowsOf(result)[0])).toEqual([
      { doubled: 2, note: "n1" },
      { doubled: 4, note: "n2" },
      { doubled: 6, note: "n3" },
      { doubled: 8, note: "n4" },
    ]);
    const same = await handle.db.execute(
      sql`select statement from pg_prepared_statements where statement like ${"%as doubled%"}`,
    );
    expect(rowsOf(same)).toHaveLength(1);
  });

  it("answers errors as PGlite does, and the next call runs", async () => {
    const insert = (id: number) =>
      handle.db.execute(sql`insert into probe (id, note) values (${id}, ${"first"})`);
    await insert(1);
    const duplicate = await insert(1).catch((error: unknown) => error);
    expect(codeInCauses(duplicate)).toBe("23505");
    const badValue = await handle.db
      .execute(sql`select ${"not a number"}::int as n`)
      .catch((error: unknown) => error);
    expect(codeInCauses(badValue)).toBe("22P02");
    const typo = await handle.db.execute(sql`selec ${1}::int`).catch((error: unknown) => error);
    expect(codeInCauses(typo)).toBe("42601");
    await insert(2);
    const rows = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from probe`));
    expect(rows.map((row) => row.id).sort()).toEqual([1, 2]);
  });

  it("parses a statement again when a table it reads changes its columns", async () => {
    await handle.db.execute(sql`create table shape (a int)`);
    await handle.db.execute(sql`insert into shape values (${1})`);
    const read = (db: Pick<typeof handle.db, "execute"> = handle.db) =>
      db.execute(sql`select * from shape where a = ${1}`);
    expect(rowsOf(await read())).toEqual([{ a: 1 }]);
    await handle.db.execute(sql`alter table shape add column b text default 'b'`);
    expect(rowsOf(await read())).toEqual([{ a: 1, b: "b" }]);
    // In a transaction the error stands (the transaction is aborted); the next call parses anew.
    await handle.db.execute(sql`alter table shape add column c text default 'c'`);
    const inTransaction = await handle.db
      .transaction((tx) => read(tx))
      .catch((error: unknown) => error);
    expect(codeInCauses(inTransaction)).toBe("0A000");
    expect(rowsOf(await read())).toEqual([{ a: 1, b: "b", c: "c" }]);
  });

  it("keeps a transaction's calls in it, and its rollback undoes them", async () => {
    const note = (id: number) =>
      sql`insert into probe (id, note) values (${id}, ${"in a transaction"})`;
    const rolledBack = await handle.db
      .transaction(async (tx) => {
        await tx.execute(note(10));
        // Another caller waits for the transaction: it must not see the row, nor run inside it.
        const outside = handle.db.execute(sql`select count(*)::int as n from probe`);
        await tx.execute(note(11));
        tx.rollback();
        return outside;
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toBeInstanceOf(Error);
    const count = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from probe where id >= ${10}`),
    );
    expect(count).toEqual([{ n: 0 }]);
    // The statement first parsed in the rolled-back transaction is still there to use.
    await handle.db.execute(note(12));
    const committed = await handle.db.transaction(async (tx) => {
      await tx.execute(note(13));
      return rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from probe where id >= ${10}`),
      );
    });
    expect(committed).toEqual([{ n: 2 }]);
  });
});

describe("the statements kept", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create("memory://");
  });
  afterAll(() => client.close());

  it("closes the one used least recently beyond the limit", async () => {
    const named = namedStatements(client, { protocol, parse }, 2);
    const ask = async (column: string) =>
      (await named.query<Record<string, number>>(`select $1::int as ${column}`, [7])).rows[0];
    expect(await ask("a")).toEqual({ a: 7 });
    expect(await ask("b")).toEqual({ b: 7 });
    expect(await ask("a")).toEqual({ a: 7 });
    expect(await ask("c")).toEqual({ c: 7 });
    expect(await held(client)).toEqual(["select $1::int as a", "select $1::int as c"]);
  });
});
