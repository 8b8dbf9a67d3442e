import { startCluster, type ThrowawayCluster } from "../../scripts/postgres-cluster.mjs";
import { freePort } from "./free-port";

export type { ThrowawayCluster };

/** A throwaway PostgreSQL cluster on a free port (see scripts/postgres-cluster.mjs). */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  return startCluster(await freePort());
}
