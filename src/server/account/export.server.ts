import { asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  account,
  accountEvent,
  apiKeyUsage,
  apikey,
  invitation,
  mcpAgent,
  member,
  organization,
  passkey,
  session,
  subscription,
  team,
  teamMember,
  user,
  webhookEndpoint,
} from "~/db/schema";
import { scopesOfPermissions } from "~/lib/api-scopes";
import { APP_NAME } from "~/lib/brand";
import { keysHeldBy } from "~/server/api-keys/api-keys.server";

/**
 * What a person gets from "Download my data" (GDPR Articles 15 and 20): every row that holds
 * their data, in a plain JSON document, without anything that would let its holder act as them
 * (session tokens, password hashes, provider tokens, API key hashes).
 *
 * Each section names the table it comes from, so a reader (and tests/auth/account-export.test.ts,
 * which checks that every table pointing at a user is here or excused in EXCLUDED_TABLES) can
 * follow it back to the schema.
 */
export const EXPORT_FORMAT = "timberline.account-export/1";

/** Tables that point at a user but are not exported, and why. */
export const EXCLUDED_TABLES: Record<string, string> = {
  verification:
    "one-time sign-in, reset and confirmation tokens: secrets that live minutes, not data about the person",
  rate_limit: "counters keyed by a hash, gone within the hour",
  webhook_event: "the payment provider's raw events; what they say is in `subscriptions`",
  two_factor:
    "the authenticator secret and backup codes, encrypted: secrets, not data about the person; whether two-factor is on is `user.twoFactorEnabled`",
  reconcile_run:
    "the console's billing reconciliations and their progress (ADR 037); it points at the admin who started one, and is the operators' record",
  admin_audit:
    "the operators' record of what admins did in the console (ADR 036); it points at the admin who acted, and is theirs to keep",
  webhook_message:
    "the events queued for the person's webhook endpoints (ADR 083): copies of what the other sections hold, kept only until delivered",
};

const invitationColumns = {
  id: invitation.id,
  organizationId: invitation.organizationId,
  email: invitation.email,
  role: invitation.role,
  status: invitation.status,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
};

export async function exportAccount(db: Database, userId: string, now = new Date()) {
  const [person] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      image: user.image,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) return null;

  const [
    sessions,
    accounts,
    keys,
    subscriptions,
    memberships,
    teams,
    sent,
    received,
    activity,
    passkeys,
  ] = await Promise.all([
    db
      .select({
        id: session.id,
        createdAt: session.createdAt,
        lastActiveAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        activeOrganizationId: session.activeOrganizationId,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db
      .select({
        id: account.id,
        providerId: account.providerId,
        accountId: account.accountId,
        scope: account.scope,
        createdAt: account.createdAt,
        updatedAt: account.updatedAt,
      })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.createdAt)),
    // The personal key, and any organization key last shown to this person.
    db
      .select({
        id: apikey.id,
        kind: apikey.configId,
        ownerId: apikey.referenceId,
        name: apikey.name,
        start: apikey.start,
        suffix: apikey.suffix,
        enabled: apikey.enabled,
        createdAt: apikey.createdAt,
        lastUsedAt: apikey.lastRequest,
        expiresAt: apikey.expiresAt,
        permissions: apikey.permissions,
      })
      .from(apikey)
      .where(keysHeldBy(userId))
      .orderBy(asc(apikey.createdAt)),
    db
      .select({
        id: subscription.id,
        plan: subscription.planId,
        name: subscription.name,
        status: subscription.status,
        price: subscription.price,
        billingCycle: subscription.billingCycle,
        currentPeriodStart: subscription.currentPeriodStart,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        createdAt: subscription.createdAt,
        updatedAt: subscription.updatedAt,
      })
      .from(subscription)
      .where(eq(subscription.userId, userId))
      .orderBy(asc(subscription.createdAt)),
    db
      .select({
        organizationId: member.organizationId,
        organization: organization.name,
        role: member.role,
        joinedAt: member.createdAt,
      })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, userId))
      .orderBy(asc(member.createdAt)),
    db
      .select({ teamId: teamMember.teamId, team: team.name, organizationId: team.organizationId })
      .from(teamMember)
      .innerJoin(team, eq(team.id, teamMember.teamId))
      .where(eq(teamMember.userId, userId)),
    db
      .select(invitationColumns)
      .from(invitation)
      .where(eq(invitation.inviterId, userId))
      .orderBy(asc(invitation.createdAt)),
    db
      .select(invitationColumns)
      .from(invitation)
      .where(eq(invitation.email, person.email))
      .orderBy(asc(invitation.createdAt)),
    db
      .select({
        kind: accountEvent.kind,
        at: accountEvent.createdAt,
        network: accountEvent.network,
        device: accountEvent.device,
        detail: accountEvent.detail,
      })
      .from(accountEvent)
      .where(eq(accountEvent.userId, userId))
      .orderBy(asc(accountEvent.createdAt)),
    // What identifies each passkey to its owner; the public key and counter are the
    // authenticator's business.
    db
      .select({
        id: passkey.id,
        name: passkey.name,
        deviceType: passkey.deviceType,
        backedUp: passkey.backedUp,
        createdAt: passkey.createdAt,
        lastUsedAt: passkey.lastUsedAt,
      })
      .from(passkey)
      .where(eq(passkey.userId, userId))
      .orderBy(asc(passkey.createdAt)),
  ]);

  const usage = keys.length
    ? await db
        .select({ keyId: apiKeyUsage.keyId, day: apiKeyUsage.day, calls: apiKeyUsage.count })
        .from(apiKeyUsage)
        .where(
          inArray(
            apiKeyUsage.keyId,
            keys.map((key) => key.id),
          ),
        )
        .orderBy(asc(apiKeyUsage.day))
    : [];
  const agents = keys.length
    ? await db
        .select()
        .from(mcpAgent)
        .where(
          inArray(
            mcpAgent.apiKeyId,
            keys.map((key) => key.id),
          ),
        )
        .orderBy(asc(mcpAgent.firstSeenAt))
    : [];
  // The person's own endpoints, every column but their signing secrets.
  const {
    secret: _secret,
    previousSecret: _previous,
    ...endpointColumns
  } = getTableColumns(webhookEndpoint);
  const endpoints = await db
    .select(endpointColumns)
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.userId, userId))
    .orderBy(asc(webhookEndpoint.createdAt));

  return {
    format: EXPORT_FORMAT,
    product: APP_NAME,
    exportedAt: now.toISOString(),
    user: person,
    sessions,
    linkedAccounts: accounts,
    passkeys,
    apiKeys: keys.map(({ permissions, ...key }) => ({
      ...key,
      scopes: scopesOfPermissions(permissions),
      usage: usage.filter((day) => day.keyId === key.id).map(({ day, calls }) => ({ day, calls })),
      connectedAgents: agents
        .filter((agent) => agent.apiKeyId === key.id)
        .map(({ apiKeyId: _key, ...agent }) => agent),
    })),
    subscriptions,
    organizations: memberships,
    teams,
    invitationsSent: sent,
    invitationsReceived: received,
    activity,
    webhookEndpoints: endpoints,
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccount>>>;

/** Which section holds each table's rows: the test's map from the schema to the document. */
export const EXPORTED_TABLES: Record<string, keyof AccountExport> = {
  user: "user",
  session: "sessions",
  account: "linkedAccounts",
  passkey: "passkeys",
  apikey: "apiKeys",
  api_key_usage: "apiKeys",
  mcp_agent: "apiKeys",
  subscription: "subscriptions",
  member: "organizations",
  team_member: "teams",
  invitation: "invitationsSent",
  account_event: "activity",
  webhook_endpoint: "webhookEndpoints",
};

/** `timberline-data-2026-11-23.json` */
export function exportFileName(now: Date): string {
  return `${APP_NAME.toLowerCase()}-data-${now.toISOString().slice(0, 10)}.json`;
}
