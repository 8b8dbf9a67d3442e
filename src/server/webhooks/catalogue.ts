import { z } from "zod";
import { SUBSCRIPTION_STATUSES } from "~/lib/subscription-status";
import type { WebhookEventType } from "~/lib/webhook-events";

// Every event the product sends to its customers' endpoints, each with the schema of its `data`
// (ADR 083). The envelope is Standard Webhooks' `{ type, timestamp, data }`; the schemas are
// published as the `webhooks` section of the REST API's OpenAPI document (openapi.server.ts).

const workspace = z
  .object({
    kind: z.enum(["user", "organization"]),
    id: z.string(),
  })
  .describe("The workspace the event happened in: a person's own or an organization.");

const subscription = z.object({
  workspace,
  id: z.string().describe("The subscription's id at the payment provider."),
  plan: z.string().describe("The plan's slug, as /api/v1/me names it."),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.iso.datetime().nullable(),
});

const member = z.object({
  workspace,
  userId: z.string(),
  role: z.string(),
});

const invitation = z.object({
  workspace,
  id: z.string(),
  email: z.email(),
  role: z.string(),
});

const apiKey = z.object({
  workspace,
  id: z.string(),
  name: z.string().nullable(),
  /** The key's first characters, as the key list shows them; never the key. */
  start: z.string().nullable(),
});

export const WEBHOOK_EVENT_DATA = {
  "subscription.created": subscription,
  "subscription.updated": subscription,
  "subscription.canceled": subscription,
  "member.added": member,
  "member.removed": member,
  "member.role_changed": member.extend({ previousRole: z.string() }),
  "invitation.created": invitation.extend({ expiresAt: z.iso.datetime() }),
  "invitation.accepted": invitation.extend({ userId: z.string() }),
  "api_key.created": apiKey,
  "api_key.deleted": apiKey,
  "api_key.rolled": apiKey.extend({
    previousKeyEndsAt: z.iso.datetime().nullable().describe("When the old value stops working."),
  }),
  "usage.threshold_reached": z.object({
    workspace,
    threshold: z.number().int().describe("The share of the included calls reached, in percent."),
    used: z.number().int(),
    included: z.number().int(),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
  }),
  "webhook.test": z.object({
    workspace,
    endpointId: z.string(),
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** The envelope every delivery of `type` carries, as receivers parse it. */
export function webhookEnvelopeSchema<T extends WebhookEventType>(type: T) {
  return z.object({
    type: z.literal(type),
    timestamp: z.iso.datetime().describe("When the event happened (UTC)."),
    data: WEBHOOK_EVENT_DATA[type],
  });
}
