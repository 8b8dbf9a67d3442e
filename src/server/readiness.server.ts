import { sql } from "drizzle-orm";
import { rowsOf } from "~/db/client.server";
import { bundledMigrations } from "~/db/migrate.server";
import { getRuntime } from "~/server/runtime.server";

export async function checkReadiness(): Promise<{ ready: boolean; reason?: string }> {
  try {
    const { database } = await getRuntime();
    const rows = await database.db.execute<{ applied: number }>(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    const applied = Number(rowsOf<{ applied: number }>(rows)[0]?.applied ?? 0);
    const expected = bundledMigrations().length;
    if (applied < expected) return { ready: false, reason: "migrations pending" };
    return { ready: true };
  } catch {
    return { ready: false, reason: "database unavailable" };
  }
}
