import type { Billing } from "~/server/billing/billing.server";
import { type ReplayResult, replayWebhookEvent } from "~/server/billing/webhooks.server";
import { ownerOfExternalId } from "~/server/workspaces/workspace.server";
import { type AuditActor, recordAudit } from "./audit.server";
import { customerOf, organizationDetail } from "./customers.server";

/**
 * An admin's replay of an inbox event (ADR 037), recorded in the audit log on the account the
 * event's subscription belongs to, with the event and what the replay made of it. The log is
 * written after the replay, whose outcome it records; it is written for a replay that failed
 * again too.
 */
export async function replayAsAdmin(
  billing: Billing,
  actor: AuditActor,
  eventId: string,
): Promise<ReplayResult> {
  const result = await replayWebhookEvent(billing, eventId);
  if (result.kind !== "replayed") return result;
  const owner = ownerOfExternalId(result.externalId);
  const customer = owner ? await customerOf(billing.db, owner) : undefined;
  await recordAudit(billing.db, {
    actor,
    action: "webhook_replayed",
    target: customer?.auditTarget ?? null,
    detail: {
      event: eventId,
      from: result.before,
      to: result.state,
      ...(result.error !== null && { error: result.error }),
      ...(owner && organizationDetail(owner, customer)),
    },
  });
  return result;
}
