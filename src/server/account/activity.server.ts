import { createHash, randomBytes } from "node:crypto";
import { isIPv4 } from "node:net";
import { generateId } from "@better-auth/core/utils/id";
import { isValidIP, normalizeIP } from "@better-auth/core/utils/ip";
import Bowser from "bowser";
import { and, desc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accountEvent, user, verification } from "~/db/schema";
import { formatDateTime } from "~/i18n/format";
import { type Locale, resolveLocale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { isTimeZone } from "~/i18n/time-zone";
import { ACTIVITY_KINDS, type ActivityGroup, type ActivityKind, kindsOf } from "~/lib/activity";
import { compactIp } from "~/lib/ip-address";
import { CLIENT_IP_HEADER } from "~/server/auth/client-ip.server";
import { logEvent } from "~/server/http/request-log.server";
import { securityAlertMail } from "~/server/mail/templates/account";
import type { Mailer } from "~/server/mail/transport.server";
import type { BackgroundTasks } from "~/server/platform/background.server";
import type { RateLimitStore } from "~/server/platform/rate-limit.server";

// The account's own record of what happened to it (ADR 026): one insert per event, written by
// the endpoint where the event happens, read only by the account's owner.

/** Where a request came from, as coarsely as the timeline shows it. */
export interface EventOrigin {
  network: string | null;
  device: string | null;
}

export const NO_ORIGIN: EventOrigin = { network: null, device: null };

/**
 * The network an address belongs to, never the address: its /24 (IPv4) or /48 (IPv6), enough
 * for a person to tell "home" from "somewhere else" without the table holding who they are.
 */
export function coarseNetwork(ip: string | null | undefined): string | null {
  if (!ip || !isValidIP(ip)) return null;
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (address === "::1" || address === "::" || address === "0.0.0.0" || /^127\./.test(address)) {
    return "this computer";
  }
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  return `${compactIp(normalizeIP(address, { ipv6Subnet: 48 }))}/48`;
}

/**
 * The browser and system, without versions ("Chrome on macOS"): a browser that updates itself
 * every month must not look like a new device.
 */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (!browser && !os) return "an unknown device";
  return `${browser ?? "An unknown browser"} on ${os ?? "an unknown system"}`;
}

/** The origin of a request whose client address the server wrote into CLIENT_IP_HEADER. */
export function originOf(headers: Headers | undefined): EventOrigin {
  return {
    network: coarseNetwork(headers?.get(CLIENT_IP_HEADER)),
    device: deviceLabel(headers?.get("user-agent")),
  };
}

export interface RecordedEvent {
  id: string;
  userId: string;
  kind: ActivityKind;
  createdAt: Date;
  network: string | null;
  device: string | null;
  detail: Record<string, string>;
}

/**
 * Appends one event. Never throws: the action it records has happened, and a timeline that
 * could not be written must not turn it into an error for the person.
 */
export async function recordEvent(
  db: Database,
  userId: string,
  kind: ActivityKind,
  origin: EventOrigin,
  detail: Record<string, string> = {},
): Promise<RecordedEvent | undefined> {
  try {
    const [row] = await db
      .insert(accountEvent)
      .values({ id: generateId(), userId, kind, ...origin, detail })
      .returning();
    return row && { ...row, kind };
  } catch (error) {
    logEvent("warn", "Account event not recorded", { kind, error });
    return undefined;
  }
}

export interface ActivityPage {
  events: Omit<RecordedEvent, "userId">[];
  /** Pass back for the next, older page; null at the end. */
  nextCursor: string | null;
}

/** A position in the timeline: the last event's time and id, so equal times still page. */
function encodeCursor(event: { createdAt: Date; id: string }): string {
  return `${event.createdAt.toISOString()}|${event.id}`;
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [time = "", id = ""] = cursor.split("|");
  return { createdAt: new Date(time), id };
}

/** One page of the user's own events, newest first; `userId` always comes from the session. */
export async function listEvents(
  db: Database,
  userId: string,
  options: { cursor?: { createdAt: Date; id: string }; limit: number; group?: ActivityGroup },
): Promise<ActivityPage> {
  const { cursor, limit, group } = options;
  const rows = await db
    .select({
      id: accountEvent.id,
      kind: accountEvent.kind,
      createdAt: accountEvent.createdAt,
      network: accountEvent.network,
      device: accountEvent.device,
      detail: accountEvent.detail,
    })
    .from(accountEvent)
    .where(
      and(
        eq(accountEvent.userId, userId),
        group ? inArray(accountEvent.kind, kindsOf(group)) : undefined,
        cursor
          ? or(
              lt(accountEvent.createdAt, cursor.createdAt),
              and(eq(accountEvent.createdAt, cursor.createdAt), lt(accountEvent.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(accountEvent.createdAt), desc(accountEvent.id))
    .limit(limit + 1);
  const events = rows.slice(0, limit).map((row) => ({ ...row, kind: row.kind as ActivityKind }));
  const last = events.at(-1);
  return { events, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** Removes events older than `days`; the number removed. */
export async function removeExpiredEvents(db: Database, days: number): Promise<number> {
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(accountEvent)
    .where(lt(accountEvent.createdAt, cutoff))
    .returning({ id: accountEvent.id });
  return removed.length;
}

const RETENTION_INTERVAL_SECONDS = 60 * 60;

/** Removes expired events at start and then hourly; returns the function that stops it. */
export function startActivityRetention(db: Database, days: number): () => Promise<void> {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= removeExpiredEvents(db, days)
      .then(() => {})
      .catch((error: unknown) => logEvent("warn", "Removing old account events failed", { error }))
      .finally(() => {
        running = undefined;
      });
  };
  pass();
  const timer = setInterval(pass, RETENTION_INTERVAL_SECONDS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** How long a "This wasn't me" link works. */
const NOT_ME_TTL_SECONDS = 7 * 24 * 60 * 60;
const NOT_ME_PREFIX = "not-me:";

function notMeIdentifier(token: string): string {
  return `${NOT_ME_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;
}

/** A single-use token for the user's "This wasn't me" link; only its hash is stored. */
export async function createNotMeToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.insert(verification).values({
    id: generateId(),
    identifier: notMeIdentifier(token),
    value: userId,
    expiresAt: new Date(now.getTime() + NOT_ME_TTL_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

/** Whether the token would work, without spending it (the page's GET). */
export async function notMeTokenIsLive(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, notMeIdentifier(token)),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Spends the token: the user it was for, or undefined for one that is unknown, used or expired.
 * One delete, so two presses at once cannot both act.
 */
export async function spendNotMeToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, notMeIdentifier(token)))
    .returning({ userId: verification.value, expiresAt: verification.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return row.userId;
}

/**
 * The events whose owner gets a mail, and how the mail names them. An email change has none of
 * its own: the alert would go to the account's address when it is sent, which for an unverified
 * account is already the new one, and the old address gets Better Auth's approval mail or the
 * product's change notice anyway (account-rules.server.ts). Each kind maps to the mail's heading
 * in the recipient's language.
 */
const ALERTS: Partial<Record<ActivityKind, (locale: Locale) => string>> = {
  sign_in: (locale) => m.mail_alert_sign_in({}, { locale }),
  password_changed: (locale) => m.mail_alert_password_changed({}, { locale }),
  password_reset: (locale) => m.mail_alert_password_reset({}, { locale }),
  api_key_regenerated: (locale) => m.mail_alert_api_key_regenerated({}, { locale }),
  api_key_leaked: (locale) => m.mail_alert_api_key_leaked({}, { locale }),
  two_factor_disabled: (locale) => m.mail_alert_two_factor_disabled({}, { locale }),
  passkey_added: (locale) => m.mail_alert_passkey_added({}, { locale }),
};

/** Alert mails one account may get an hour: a stolen session cannot flood its owner's inbox. */
const ALERTS_PER_HOUR = 20;

export interface ActivityLogDeps {
  db: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  rateLimits: RateLimitStore;
  appName: string;
  appUrl: string;
}

/** Records events and, for the sensitive ones, mails the owner after the response (ADR 018). */
export class ActivityLog {
  constructor(private readonly deps: ActivityLogDeps) {}

  async record(
    userId: string,
    kind: ActivityKind,
    origin: EventOrigin,
    detail: Record<string, string> = {},
  ): Promise<void> {
    const alert = kind === "sign_in" ? await this.isNewDevice(userId, origin) : kind in ALERTS;
    const event = await recordEvent(this.deps.db, userId, kind, origin, detail);
    if (event && alert) this.deps.background.run(this.sendAlert(event));
  }

  /**
   * Whether an earlier sign-in came from this device and network. The account's first sign-in
   * is not "new": there is nothing to compare it with, and its owner just made the account.
   */
  private async isNewDevice(userId: string, origin: EventOrigin): Promise<boolean> {
    try {
      const [counts] = await this.deps.db
        .select({
          seen: sql<number>`count(*) filter (where ${accountEvent.device} is not distinct from ${origin.device} and ${accountEvent.network} is not distinct from ${origin.network})`,
          total: sql<number>`count(*)`,
        })
        .from(accountEvent)
        .where(and(eq(accountEvent.userId, userId), eq(accountEvent.kind, "sign_in")));
      return Number(counts?.total ?? 0) > 0 && Number(counts?.seen ?? 0) === 0;
    } catch (error) {
      logEvent("warn", "Could not compare the sign-in with earlier ones", { error });
      return false;
    }
  }

  /** A single-use "This wasn't me" link for the user (ADR 026), for alerts and change mails. */
  async notMeLink(userId: string): Promise<string> {
    const token = await createNotMeToken(this.deps.db, userId);
    return `${this.deps.appUrl}/account/not-me?token=${token}`;
  }

  private async sendAlert(event: RecordedEvent): Promise<void> {
    const { db, mailer, rateLimits, appName } = this.deps;
    try {
      const decision = await rateLimits.consume(`activity-alert:${event.userId}`, {
        window: 3600,
        max: ALERTS_PER_HOUR,
      });
      if (!decision.allowed) {
        logEvent("info", "Security alert not sent: the account's hourly allowance is spent");
        return;
      }
      const [owner] = await db
        .select({ email: user.email, locale: user.locale, timeZone: user.timeZone })
        .from(user)
        .where(eq(user.id, event.userId));
      if (!owner) return;
      const notMeUrl = await this.notMeLink(event.userId);
      // Sent after the response: the account's own language and zone, else English and UTC.
      const locale = resolveLocale({ stored: owner.locale });
      const timeZone = isTimeZone(owner.timeZone) ? owner.timeZone : "UTC";
      const l = { locale };
      await mailer.send({
        to: owner.email,
        ...securityAlertMail({
          appName,
          locale,
          what: ALERTS[event.kind]?.(locale) ?? ACTIVITY_KINDS[event.kind].label({}, { locale }),
          when: `${formatDateTime(event.createdAt, { locale, timeZone })} ${timeZone}`,
          device: event.device ?? m.mail_alert_unknown_device({}, l),
          network:
            event.network === "this computer"
              ? m.mail_alert_server_network({}, l)
              : event.network
                ? m.mail_alert_network({ network: event.network }, l)
                : m.mail_alert_unknown_network({}, l),
          notMeUrl,
        }),
      });
    } catch (error) {
      logEvent("warn", "Security alert not sent", { kind: event.kind, error });
    }
  }
}
