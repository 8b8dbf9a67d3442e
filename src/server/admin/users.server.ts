import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, apikey, organization, session, subscription, user } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { ADMIN_PAGE_SIZE, ADMIN_ROLE, type UserListQuery } from "~/lib/admin";
import { AppError } from "~/lib/app-error";
import { compactIp } from "~/lib/ip-address";
import { describeAgent } from "~/server/account/account.server";
import { listEvents } from "~/server/account/activity.server";
import { KEY_CONFIG, keysHeldBy } from "~/server/api-keys/api-keys.server";
import { listSubscriptions } from "~/server/billing/billing.server";
import { CURRENT_STATUSES } from "~/server/billing/current-subscription.server";
import { listMemberships } from "~/server/workspaces/workspace.server";
import { listAudit } from "./audit.server";

// What the console reads about accounts (ADR 036): its own queries, searched, filtered, sorted
// and paged in the database, never Better Auth's list-users endpoint.

/** A row of the users list. */
interface UserRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
  banned: boolean;
  banExpires: Date | null;
  subscribed: boolean;
  createdAt: Date;
}

export interface UserList {
  users: UserRow[];
  total: number;
  pageSize: number;
}

/** A personal subscription that is still running, the list's "has subscription". */
const subscribedUser = exists(
  sql`(select 1 from ${subscription} where ${subscription.userId} = ${user.id} and ${inArray(
    subscription.status,
    [...CURRENT_STATUSES],
  )})`,
);

/**
 * A ban that holds now: Better Auth's plugin lifts an expired one only at the next sign-in, so
 * the row may still say banned after its end.
 */
function bannedNow(now: Date): SQL {
  return and(eq(user.banned, true), or(isNull(user.banExpires), gte(user.banExpires, now))) as SQL;
}

/** `%` and `_` typed into the search are letters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const DAY_MS = 86_400_000;

function conditions(query: UserListQuery, now: Date): SQL | undefined {
  const choose = (value: "yes" | "no" | undefined, when: SQL) =>
    value === undefined ? undefined : value === "yes" ? when : not(when);
  return and(
    query.q
      ? or(ilike(user.email, containing(query.q)), ilike(user.name, containing(query.q)))
      : undefined,
    choose(query.verified, eq(user.emailVerified, true)),
    choose(query.banned, bannedNow(now)),
    choose(query.subscribed, subscribedUser),
    query.createdFrom ? gte(user.createdAt, new Date(query.createdFrom)) : undefined,
    // The whole last day counts: before the start of the next one.
    query.createdTo
      ? lt(user.createdAt, new Date(new Date(query.createdTo).getTime() + DAY_MS))
      : undefined,
  );
}

const SORT_COLUMNS = { created: user.createdAt, email: user.email, name: user.name } as const;

/** One page of accounts matching the query, with how many match in all. */
export async function listUsers(
  db: Database,
  query: UserListQuery,
  { pageSize = ADMIN_PAGE_SIZE, now = new Date() } = {},
): Promise<UserList> {
  const where = conditions(query, now);
  const direction = query.order === "asc" ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        role: user.role,
        banned: sql<boolean>`${bannedNow(now)}`,
        banExpires: user.banExpires,
        subscribed: sql<boolean>`${subscribedUser}`,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(where)
      // The id breaks ties, so a page never repeats or skips a row of equal sort values.
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(user.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return {
    users: rows.map(({ role, banned, subscribed, ...row }) => ({
      ...row,
      isAdmin: role === ADMIN_ROLE,
      banned: Boolean(banned),
      subscribed: Boolean(subscribed),
    })),
    total: totals[0]?.total ?? 0,
    pageSize,
  };
}

/** The account a console action names, or 404. */
export async function findUser(db: Database, userId: string) {
  const [found] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!found) throw new AppError("USER_NOT_FOUND", words(m.error_admin_no_account, {}));
  return found;
}

/** How many events and audit entries the account's page shows. */
const RECENT = 20;

/**
 * Everything the console shows about one account: profile, sign-in methods, sessions, API keys
 * (never a key or its hash), subscriptions, organizations, recent activity, and what admins did
 * to it.
 */
export async function userDetail(
  db: Database,
  userId: string,
  { adminEmails, now = new Date() }: { adminEmails: readonly string[]; now?: Date },
) {
  const person = await findUser(db, userId);
  const [providers, sessions, keys, subscriptions, organizations, activity, audit] =
    await Promise.all([
      db
        .select({ id: account.id, providerId: account.providerId, createdAt: account.createdAt })
        .from(account)
        .where(eq(account.userId, userId))
        .orderBy(asc(account.createdAt)),
      db
        .select({
          id: session.id,
          createdAt: session.createdAt,
          lastActiveAt: session.updatedAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
          impersonatedBy: session.impersonatedBy,
        })
        .from(session)
        .where(and(eq(session.userId, userId), gte(session.expiresAt, now)))
        .orderBy(desc(session.updatedAt)),
      // The personal key, and the organization keys last shown to this person.
      db
        .select({
          id: apikey.id,
          configId: apikey.configId,
          organizationName: organization.name,
          start: apikey.start,
          end: apikey.suffix,
          enabled: apikey.enabled,
          createdAt: apikey.createdAt,
          lastUsedAt: apikey.lastRequest,
          expiresAt: apikey.expiresAt,
        })
        .from(apikey)
        .leftJoin(organization, eq(organization.id, apikey.organizationId))
        .where(keysHeldBy(userId))
        .orderBy(asc(apikey.createdAt)),
      listSubscriptions(db, { kind: "user", id: userId }),
      listMemberships(db, userId),
      listEvents(db, userId, { limit: RECENT }),
      listAudit(db, { page: 1, pageSize: RECENT, targetUserId: userId }),
    ]);
  const banHolds =
    person.banned && (person.banExpires === null || person.banExpires.getTime() >= now.getTime());
  return {
    profile: {
      id: person.id,
      email: person.email,
      name: person.name,
      image: person.image,
      emailVerified: person.emailVerified,
      twoFactorEnabled: person.twoFactorEnabled,
      isAdmin: person.role === ADMIN_ROLE,
      /** ADMIN_EMAILS names the address: its admin role comes back at every sign-in. */
      adminByList: adminEmails.includes(person.email.toLowerCase()),
      ban: banHolds ? { reason: person.banReason, expires: person.banExpires } : null,
      createdAt: person.createdAt,
      updatedAt: person.updatedAt,
    },
    providers,
    sessions: sessions.map(({ userAgent, ipAddress, ...row }) => ({
      ...row,
      ...describeAgent(userAgent),
      ipAddress: compactIp(ipAddress),
    })),
    apiKeys: keys.map(({ configId, organizationName, enabled, ...key }) => ({
      ...key,
      workspace: configId === KEY_CONFIG.user ? "Personal" : (organizationName ?? "Organization"),
      /** The screens name a personal key in the page's language. */
      personal: configId === KEY_CONFIG.user,
      enabled: enabled !== false,
    })),
    subscriptions,
    organizations,
    activity: activity.events,
    audit: audit.entries,
  };
}

export type UserDetail = Awaited<ReturnType<typeof userDetail>>;
