/**
 * The event types an endpoint may subscribe to (ADR 083), in the order the screen lists them.
 * Their payloads' schemas are in src/server/webhooks/catalogue.ts; `webhook.test` is only sent
 * by "Send test event", to the one endpoint it is asked for.
 */
export const WEBHOOK_EVENT_TYPES = [
  "subscription.created",
  "subscription.updated",
  "subscription.canceled",
  "member.added",
  "member.removed",
  "member.role_changed",
  "invitation.created",
  "invitation.accepted",
  "api_key.created",
  "api_key.deleted",
  "api_key.rolled",
  "usage.threshold_reached",
  "webhook.test",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
