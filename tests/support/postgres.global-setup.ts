import type { TestProject } from "vitest/node";
import { startThrowawayCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

// Integration tests run on PGlite and on a real PostgreSQL: TEST_DATABASE_URL when given, else
// a throwaway cluster. Without either, the run fails here with the command that fixes it.
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("postgresAdminUrl", given);
    return;
  }
  const cluster = await startThrowawayCluster();
  project.provide("postgresAdminUrl", cluster.url);
  return () => cluster.stop();
}
