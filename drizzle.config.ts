import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; the app applies them at start-up on
// PGlite and PostgreSQL alike (see src/db/migrate.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
