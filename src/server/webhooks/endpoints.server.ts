import type { Database } from "~/db/client.server";
import { webhookEndpoint } from "~/db/schema";
import type { WebhookEventType } from "~/lib/webhook-events";
import type { Owner } from "~/server/workspaces/workspace.server";
import { newWebhookSecret, webhookId } from "./outbox.server";

// A workspace's webhook endpoints (ADR 083): made, changed and listed here for every entry point.

export interface EndpointInput {
  url: string;
  eventTypes: WebhookEventType[];
  description?: string;
}

/** Makes an endpoint with a new secret; the secret is in this answer and in no later one. */
export async function createEndpoint(db: Database, owner: Owner, input: EndpointInput) {
  const id = webhookId("ep");
  const secret = newWebhookSecret();
  await db.insert(webhookEndpoint).values({
    id,
    userId: owner.kind === "user" ? owner.id : null,
    organizationId: owner.kind === "organization" ? owner.id : null,
    url: input.url,
    description: input.description ?? "",
    eventTypes: input.eventTypes,
    secret,
  });
  return { id, secret };
}
