import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { apikey, mcpAgent } from "~/db/schema";
import { ownedBy } from "~/server/api-keys/api-keys.server";
import { requirePermission, type Workspace } from "~/server/workspaces/workspace.server";

// "Connected agents" (ADR 082): the MCP clients that have initialized a session on /mcp, under
// the key each used. The key is an agent's only credential, so revoking one deletes its key.

/** A client names itself, so the names one key can add are bounded: further ones are not kept. */
const AGENTS_PER_KEY = 20;

/** Longer names and versions are cut: they are labels for a person, not identities. */
const LABEL_LENGTH = 100;

/** `initialize` comes with every connection: an agent's last visit is written once a minute. */
const SEEN_EVERY_MS = 60_000;

export interface ClientInfo {
  name: string;
  version: string;
}

export interface ConnectedAgent {
  keyId: string;
  keyName: string | null;
  keyStart: string | null;
  keyEnd: string | null;
  clientName: string;
  clientVersion: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** A client's label as it is kept: control characters out, trimmed, at most LABEL_LENGTH. */
function label(value: string): string {
  return value
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, LABEL_LENGTH);
}

/**
 * Notes that `client` connected with the key `keyId`, in one statement: a new name is kept while
 * the key has fewer than AGENTS_PER_KEY agents, a known one is seen again at most once a minute.
 */
export async function recordAgent(
  db: Database,
  keyId: string,
  client: ClientInfo,
  now = new Date(),
): Promise<void> {
  const name = label(client.name);
  if (name === "") return;
  const version = label(client.version);
  // As text, cast: the two drivers write a Date parameter of raw SQL differently.
  const at = sql`${now.toISOString()}::timestamptz`;
  const staleBefore = sql`${new Date(now.getTime() - SEEN_EVERY_MS).toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into ${mcpAgent} (api_key_id, client_name, client_version, first_seen_at, last_seen_at)
    select ${keyId}, ${name}, ${version}, ${at}, ${at}
    where (select count(*) from ${mcpAgent} where api_key_id = ${keyId}) < ${AGENTS_PER_KEY}
      or exists (select 1 from ${mcpAgent} where api_key_id = ${keyId} and client_name = ${name})
    on conflict (api_key_id, client_name) do update
      set client_version = excluded.client_version, last_seen_at = excluded.last_seen_at
      where ${mcpAgent.lastSeenAt} < ${staleBefore}
        or ${mcpAgent.clientVersion} <> excluded.client_version`);
}

/** The agents connected with the workspace's keys, the latest first; every role may see them. */
export async function workspaceAgents(
  db: Database,
  workspace: Workspace,
): Promise<ConnectedAgent[]> {
  requirePermission(workspace, { apiKey: ["read"] });
  return db
    .select({
      keyId: mcpAgent.apiKeyId,
      keyName: apikey.name,
      keyStart: apikey.start,
      keyEnd: apikey.suffix,
      clientName: mcpAgent.clientName,
      clientVersion: mcpAgent.clientVersion,
      firstSeenAt: mcpAgent.firstSeenAt,
      lastSeenAt: mcpAgent.lastSeenAt,
    })
    .from(mcpAgent)
    .innerJoin(apikey, and(eq(apikey.id, mcpAgent.apiKeyId), ownedBy(workspace.owner)))
    .orderBy(sql`${mcpAgent.lastSeenAt} desc`, asc(mcpAgent.clientName));
}
