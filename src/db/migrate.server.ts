import { createHash } from "node:crypto";
import type { MigrationMeta } from "drizzle-orm/migrator";
import journal from "../../drizzle/meta/_journal.json";
import type { DatabaseHandle } from "./client.server";

// The committed SQL files are bundled into the server at build time, so migrations are found
// wherever the server is started from and travel inside `.output` with the code that needs them.
const sqlByPath = import.meta.glob<string>("../../drizzle/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The committed migrations in journal order, shaped as drizzle's own folder reader shapes them. */
export function bundledMigrations(): MigrationMeta[] {
  return journal.entries.map((entry) => {
    const query = sqlByPath[`../../drizzle/${entry.tag}.sql`];
    if (query === undefined)
      throw new Error(`Migration ${entry.tag}.sql is missing from the build`);
    return {
      sql: query.split("--> statement-breakpoint"),
      bps: entry.breakpoints,
      folderMillis: entry.when,
      hash: createHash("sha256").update(query).digest("hex"),
    };
  });
}

interface MigratableDatabase {
  dialect: { migrate(m: MigrationMeta[], session: unknown, config: object): Promise<void> };
  session: unknown;
}

/**
 * Applies every pending migration (or the first few, for a test of a migration's data step);
 * already-applied ones are skipped by drizzle's journal table.
 * Instances starting together on one database take turns, so the later ones find it migrated.
 */
export async function applyMigrations(
  database: DatabaseHandle,
  migrations = bundledMigrations(),
): Promise<void> {
  const { dialect, session } = database.db as unknown as MigratableDatabase;
  await database.serialized(() =>
    dialect.migrate(migrations, session, { migrationsFolder: "(bundled)" }),
  );
}
