import { z } from "zod";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "~/lib/webhook-events";
import { webhookEnvelopeSchema } from "./catalogue";

// The event catalogue as the OpenAPI 3.1 `webhooks` section of the REST API's document: one
// entry per event type, its request body the envelope's JSON Schema under components.schemas.

/** The schema's name in the document: "subscription.created" → "SubscriptionCreatedEvent". */
export function webhookSchemaName(type: WebhookEventType): string {
  const words = type.split(/[._]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${words.join("")}Event`;
}

const SIGNATURE_HEADERS = [
  ["webhook-id", "The message's id (`msg_…`): the same on every retry; deduplicate by it."],
  ["webhook-timestamp", "Seconds since the epoch when this attempt was sent."],
  [
    "webhook-signature",
    "`v1,<base64 HMAC-SHA256>` of `id.timestamp.body` with the endpoint's secret; during a secret rotation, two, space-separated.",
  ],
] as const;

/** The `webhooks` section and the schemas it refers to. */
export function webhooksSection() {
  const schemas: Record<string, unknown> = {};
  const webhooks: Record<string, unknown> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const name = webhookSchemaName(type);
    const { $schema: _, ...schema } = z.toJSONSchema(webhookEnvelopeSchema(type), {
      target: "draft-2020-12",
    });
    schemas[name] = schema;
    webhooks[type] = {
      post: {
        summary: type,
        description:
          "Sent to every enabled endpoint of the workspace subscribed to this type, signed as Standard Webhooks specifies. Answer 2xx within 15 seconds; anything else is retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h. 410 disables the endpoint.",
        parameters: SIGNATURE_HEADERS.map(([header, description]) => ({
          name: header,
          in: "header",
          required: true,
          description,
          schema: { type: "string" },
        })),
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: { "200": { description: "Accepted: the delivery ends." } },
      },
    };
  }
  return { webhooks, schemas };
}
