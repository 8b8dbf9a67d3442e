import postgres from "postgres";
import { APP_C_DATABASE_URL_VAR } from "./servers";

// App C's PostgreSQL, read (and for fixtures written) directly by the deletion tests.

let client: postgres.Sql | null = null;

export function appCDatabase(): postgres.Sql {
  const url = process.env[APP_C_DATABASE_URL_VAR];
  if (!url)
    throw new Error(`${APP_C_DATABASE_URL_VAR} is not set: e2e/support/global-setup.ts sets it`);
  client ??= postgres(url, { max: 2, onnotice: () => {} });
  return client;
}

export async function userIdByEmail(email: string): Promise<string | null> {
  const rows = await appCDatabase()<{ id: string }[]>`
    select id from "user" where lower(email) = lower(${email})`;
  return rows[0]?.id ?? null;
}

export interface LeftoverRow {
  table: string;
  id: string;
}

/**
 * Every row of the auth tables that references the user's id or address: the user, sessions,
 * accounts, verification values (by id or address, in identifier or value) and API keys.
 */
export async function rowsReferencing(userId: string, email: string): Promise<LeftoverRow[]> {
  const sql = appCDatabase();
  const idPattern = `%${userId}%`;
  const emailPattern = `%${email.toLowerCase()}%`;
  return sql<LeftoverRow[]>`
    select 'user' as table, id from "user" where id = ${userId} or lower(email) = ${email.toLowerCase()}
    union all
    select 'session', id from session where user_id = ${userId}
    union all
    select 'account', id from account
      where user_id = ${userId} or account_id = ${userId} or lower(account_id) = ${email.toLowerCase()}
    union all
    select 'verification', id from verification
      where value like ${idPattern} or identifier like ${idPattern}
         or lower(value) like ${emailPattern} or lower(identifier) like ${emailPattern}
    union all
    select 'apikey', id from apikey where reference_id = ${userId}`;
}

/** An API key row for the user, as the api-key plugin would store it (hash only). */
export async function insertApiKey(userId: string): Promise<void> {
  await appCDatabase()`
    insert into apikey (id, key, reference_id, name)
    values (${`e2e-${crypto.randomUUID()}`}, ${crypto.randomUUID()}, ${userId}, 'e2e key')`;
}

/** Moves the user's sessions' creation back, past the freshness window of sensitive calls. */
export async function ageSessions(userId: string, seconds: number): Promise<void> {
  await appCDatabase()`
    update session set created_at = now() - make_interval(secs => ${seconds})
    where user_id = ${userId}`;
}
