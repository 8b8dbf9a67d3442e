import { and, eq, inArray, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { type Database, rowsOf } from "~/db/client.server";
import { member, user, webhookAttempt, webhookEndpoint, webhookMessage } from "~/db/schema";
import { isLocale } from "~/i18n/locale";
import { webhookDisabledMail } from "~/server/mail/templates/webhooks";
import type { Mailer } from "~/server/mail/transport.server";
import { PeriodicWork } from "~/server/platform/periodic-work.server";
import type { Owner } from "~/server/workspaces/workspace.server";
import { webhookId } from "./outbox.server";
import {
  type SendFailure,
  type SendLimits,
  type SendOutcome,
  sendWebhook,
} from "./transport.server";

// The delivery worker (ADR 083): claims due deliveries from the outbox, signs and sends them,
// and records what happened. Several instances may run it on one database: a claim takes rows
// with FOR UPDATE SKIP LOCKED and holds them for a lease, so no two workers send one delivery at
// once, and a worker that dies mid-send loses its claim when the lease ends.

/** The waits after each failed attempt; after the last one the delivery has failed. */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
] as const;
const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** An endpoint whose every attempt has failed this long is disabled, and its owner mailed. */
export const DISABLE_AFTER_FAILING_MS = 5 * 86_400_000;
/** The start of a response's body kept in the log. */
const STORED_BODY_CHARS = 4096;

/** Why an attempt failed, as the delivery log stores it; null when it was accepted. */
type DeliveryError = SendFailure | "status" | "redirect" | "endpoint_disabled";

export interface DelivererDeps {
  db: Database;
  mailer: Pick<Mailer, "send">;
  appName: string;
  appUrl: string;
}

export interface DelivererOptions extends Partial<SendLimits> {
  /** The clock deliveries are scheduled by; tests move it instead of waiting. */
  now?: () => Date;
  /** Deliveries claimed, and sent side by side, at a time. */
  batchSize?: number;
  /** Between passes while nothing is due. */
  intervalMs?: number;
  /** How long a claim is this worker's alone: longer than a send can take. */
  leaseMs?: number;
}

interface Claimed {
  id: string;
  message_id: string;
  endpoint_id: string;
  attempts: number;
}

export class WebhookDeliverer {
  private readonly now: () => Date;
  private readonly limits: SendLimits;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly work = new PeriodicWork(() => this.pass());

  constructor(
    private readonly deps: DelivererDeps,
    options: DelivererOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.limits = {
      timeoutMs: options.timeoutMs ?? 15_000,
      maxResponseBytes: options.maxResponseBytes ?? 65_536,
      allowPrivate: options.allowPrivate ?? false,
    };
    this.batchSize = options.batchSize ?? 20;
    this.intervalMs = options.intervalMs ?? 2_000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  /** The clock this worker schedules by, for the code that queues its deliveries. */
  get clock(): () => Date {
    return this.now;
  }

  start(): void {
    this.work.start(this.intervalMs);
  }

  /** Stops the schedule and waits for the pass under way; what is due stays queued. */
  stop(): Promise<void> {
    return this.work.stop();
  }

  private async pass(): Promise<number> {
    try {
      while (!this.work.stopped && (await this.tick()) === this.batchSize);
    } catch (error) {
      console.warn(`Webhook deliveries not sent: ${(error as Error)?.message ?? error}`);
    }
    return this.intervalMs;
  }

  /** Claims the deliveries due now, sends them side by side and records each; how many. */
  async tick(): Promise<number> {
    const now = this.now();
    const claimedUntil = new Date(now.getTime() + this.leaseMs);
    const claimed = rowsOf<Claimed>(
      await this.deps.db.execute(sql`
        update webhook_delivery
        set claimed_until = ${claimedUntil.toISOString()}::timestamptz, attempts = attempts + 1
        where id in (
          select d.id from webhook_delivery d
          join webhook_endpoint e on e.id = d.endpoint_id
          where d.status = 'pending' and e.enabled
            and d.next_attempt_at <= ${now.toISOString()}::timestamptz
            and (d.claimed_until is null or d.claimed_until <= ${now.toISOString()}::timestamptz)
          order by d.next_attempt_at
          limit ${this.batchSize}
          for update of d skip locked)
        returning id, message_id, endpoint_id, attempts`),
    );
    if (claimed.length === 0) return 0;
    const [messages, endpoints] = await Promise.all([
      this.deps.db
        .select()
        .from(webhookMessage)
        .where(
          inArray(
            webhookMessage.id,
            claimed.map((row) => row.message_id),
          ),
        ),
      this.deps.db
        .select()
        .from(webhookEndpoint)
        .where(
          inArray(
            webhookEndpoint.id,
            claimed.map((row) => row.endpoint_id),
          ),
        ),
    ]);
    await Promise.all(
      claimed.map(async (delivery) => {
        const message = messages.find((row) => row.id === delivery.message_id);
        const endpoint = endpoints.find((row) => row.id === delivery.endpoint_id);
        if (!message || !endpoint) return;
        const outcome = await this.send(endpoint, message, now);
        await this.record(delivery, endpoint, outcome, now, claimedUntil);
      }),
    );
    return claimed.length;
  }

  private send(
    endpoint: typeof webhookEndpoint.$inferSelect,
    message: typeof webhookMessage.$inferSelect,
    now: Date,
  ): Promise<SendOutcome> {
    const body = JSON.stringify(message.payload);
    // The moment of sending on the wall clock: receivers hold it to theirs (±5 minutes).
    const sentAt = new Date();
    const secrets = [endpoint.secret];
    if (
      endpoint.previousSecret &&
      endpoint.previousSecretEndsAt &&
      endpoint.previousSecretEndsAt > now
    ) {
      secrets.push(endpoint.previousSecret);
    }
    const headers = {
      "content-type": "application/json",
      "user-agent": `${this.deps.appName}-Webhooks/1.0`,
      "webhook-id": message.id,
      "webhook-timestamp": Math.floor(sentAt.getTime() / 1000).toString(),
      "webhook-signature": secrets
        .map((secret) => new Webhook(secret).sign(message.id, sentAt, body))
        .join(" "),
    };
    return sendWebhook(endpoint.url, headers, body, this.limits);
  }

  private async record(
    delivery: Claimed,
    endpoint: typeof webhookEndpoint.$inferSelect,
    outcome: SendOutcome,
    now: Date,
    claimedUntil: Date,
  ): Promise<void> {
    const status = outcome.kind === "answered" ? outcome.status : null;
    const accepted = status !== null && status >= 200 && status < 300;
    const gone = status === 410;
    const error: DeliveryError | null =
      outcome.kind === "failed"
        ? outcome.failure
        : accepted
          ? null
          : status !== null && status >= 300 && status < 400
            ? "redirect"
            : "status";
    const finished = accepted || gone || delivery.attempts >= MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_MS[delivery.attempts - 1] ?? 0;
    const body = outcome.kind === "answered" ? outcome.body.slice(0, STORED_BODY_CHARS) : null;
    const nowIso = now.toISOString();
    // Only while this worker's claim holds: a claim that lapsed was taken over.
    await this.deps.db.execute(sql`
      update webhook_delivery set
        status = ${accepted ? "succeeded" : finished ? "failed" : "pending"},
        next_attempt_at = ${finished ? sql`next_attempt_at` : sql`${new Date(now.getTime() + delay).toISOString()}::timestamptz`},
        claimed_until = null,
        last_response_status = ${status},
        last_response_body = ${body},
        last_duration_ms = ${outcome.durationMs},
        last_error = ${error},
        last_attempt_at = ${nowIso}::timestamptz,
        updated_at = ${nowIso}::timestamptz
      where id = ${delivery.id} and claimed_until = ${claimedUntil.toISOString()}::timestamptz`);
    await this.deps.db.insert(webhookAttempt).values({
      id: webhookId("att"),
      deliveryId: delivery.id,
      attemptedAt: now,
      responseStatus: status,
      responseBody: body,
      durationMs: outcome.durationMs,
      error,
    });
    if (accepted) {
      await this.deps.db
        .update(webhookEndpoint)
        .set({ consecutiveFailures: 0, failingSince: null })
        .where(eq(webhookEndpoint.id, endpoint.id));
      return;
    }
    const [failing] = await this.deps.db
      .update(webhookEndpoint)
      .set({
        consecutiveFailures: sql`${webhookEndpoint.consecutiveFailures} + 1`,
        failingSince: sql`coalesce(${webhookEndpoint.failingSince}, ${nowIso}::timestamptz)`,
      })
      .where(eq(webhookEndpoint.id, endpoint.id))
      .returning({ failingSince: webhookEndpoint.failingSince });
    const failingFor = failing?.failingSince ? now.getTime() - failing.failingSince.getTime() : 0;
    if (gone) await this.disable(endpoint.id, "gone", now);
    else if (failingFor >= DISABLE_AFTER_FAILING_MS)
      await this.disable(endpoint.id, "failing", now);
  }

  /**
   * Stops sending to an endpoint: its pending deliveries fail (they can be replayed once it
   * works again) and its owner is mailed, once, by whichever worker disabled it. A delivery
   * another worker is sending keeps its claim, and that worker records how it went: failing it
   * here would let a replay send it a second time while the first send is under way.
   */
  private async disable(endpointId: string, reason: "failing" | "gone", now: Date): Promise<void> {
    const [disabled] = await this.deps.db
      .update(webhookEndpoint)
      .set({ enabled: false, disabledReason: reason, updatedAt: now })
      .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.enabled, true)))
      .returning();
    if (!disabled) return;
    await this.deps.db.execute(sql`
      update webhook_delivery set status = 'failed', last_error = 'endpoint_disabled',
        updated_at = ${now.toISOString()}::timestamptz
      where endpoint_id = ${endpointId} and status = 'pending'
        and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)`);
    const owner: Owner = disabled.organizationId
      ? { kind: "organization", id: disabled.organizationId }
      : { kind: "user", id: disabled.userId ?? "" };
    // The webhooks card is on /settings/api, for the workspace the session has active.
    const settingsUrl = `${this.deps.appUrl}/settings/api`;
    for (const recipient of await managersOf(this.deps.db, owner)) {
      await this.deps.mailer
        .send({
          to: recipient.email,
          ...webhookDisabledMail({
            appName: this.deps.appName,
            endpointUrl: disabled.url,
            reason,
            settingsUrl,
            locale: isLocale(recipient.locale) ? recipient.locale : undefined,
          }),
        })
        .catch((error: unknown) =>
          console.warn(`Webhook disabled mail not sent: ${(error as Error)?.message ?? error}`),
        );
    }
  }
}

/** Who is told about a workspace's webhooks: the user, or an organization's owners. */
function managersOf(db: Database, owner: Owner) {
  const columns = { email: user.email, locale: user.locale };
  return owner.kind === "user"
    ? db.select(columns).from(user).where(eq(user.id, owner.id))
    : db
        .select(columns)
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(and(eq(member.organizationId, owner.id), eq(member.role, "owner")));
}
