import { createServerFn } from "@tanstack/react-start";
import { z } from "zod";
import { getRuntime } from "~/server/app/runtime.server";
import { authenticated } from "~/server/auth/session.functions";
import { refuseWhileImpersonating } from "~/server/auth/session.server";
import { resolveWorkspace, type Workspace } from "~/server/workspaces/workspace.server";
import {
  addEndpoint,
  deleteEndpoint,
  deliveryLog,
  type EndpointDeps,
  endpointInput,
  listEndpoints,
  recordId,
  replayDeliveries,
  replayDelivery,
  rotateSecret,
  sendTestEvent,
  setEndpointEnabled,
} from "./endpoints.server";

// The webhook settings of the workspace the session works in (ADR 083): endpoints.server.ts
// checks the caller's role there (403) and that what is named belongs to the workspace (404).
// Whatever shows a secret or makes the product send is refused to an admin acting as the user
// (ADR 036): a secret signs what the customer's systems trust, and a send reaches them.

/** Runs `work` in the caller's workspace; a refusal (an AppError) answers with its code. */
async function inWorkspace<T>(
  session: Parameters<typeof resolveWorkspace>[1],
  work: (deps: EndpointDeps, workspace: Workspace) => Promise<T>,
): Promise<T> {
  const runtime = await getRuntime();
  const deps = { db: runtime.database.db, allowPrivate: runtime.env.webhooksAllowPrivate };
  return work(deps, await resolveWorkspace(runtime.database.db, session));
}

const endpointRequest = z.strictObject({ endpointId: recordId });

/** The workspace's endpoints, newest first, without secrets (query key ["webhooks","list"]). */
export const getWebhookEndpoints = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .handler(({ context }) => inWorkspace(context.session, listEndpoints));

/**
 * Makes an endpoint of the workspace: a URL the product may send to (400 VALIDATION_ERROR
 * otherwise), one or more subscribable event types and an optional description. The answer
 * holds its `whsec_…` secret, shown once.
 */
export const createWebhookEndpoint = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(endpointInput)
  .handler(({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (deps, workspace) => addEndpoint(deps, workspace, data));
  });

/** Turns the endpoint on or off; on again, its record of failures starts afresh. */
export const setWebhookEndpointEnabled = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.strictObject({ endpointId: recordId, enabled: z.boolean() }))
  .handler(({ context, data }) =>
    inWorkspace(context.session, (deps, workspace) =>
      setEndpointEnabled(deps, workspace, data.endpointId, data.enabled),
    ),
  );

/** Deletes the endpoint with its delivery log; nothing more is sent to it. */
export const deleteWebhookEndpoint = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(endpointRequest)
  .handler(({ context, data }) =>
    inWorkspace(context.session, (deps, workspace) =>
      deleteEndpoint(deps, workspace, data.endpointId),
    ),
  );

/** A new secret for the endpoint, shown once; the old one keeps signing beside it for 24 hours. */
export const rotateWebhookSecret = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(endpointRequest)
  .handler(({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (deps, workspace) =>
      rotateSecret(deps, workspace, data.endpointId),
    );
  });

/** Queues a `webhook.test` event for the endpoint alone; the worker sends it within seconds. */
export const sendWebhookTestEvent = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(endpointRequest)
  .handler(({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (deps, workspace) =>
      sendTestEvent(deps, workspace, data.endpointId),
    );
  });

/** The endpoint's latest deliveries, newest first (query key ["webhooks","deliveries",id]). */
export const getWebhookDeliveries = createServerFn({ method: "GET" })
  .middleware([authenticated])
  .validator(endpointRequest)
  .handler(({ context, data }) =>
    inWorkspace(context.session, (deps, workspace) =>
      deliveryLog(deps, workspace, data.endpointId),
    ),
  );

/**
 * Sends one of the workspace's deliveries again now, with the same `webhook-id`; one still
 * pending is left on its way and answered `replayed: false`.
 */
export const replayWebhookDelivery = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.strictObject({ deliveryId: recordId }))
  .handler(({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (deps, workspace) =>
      replayDelivery(deps, workspace, data.deliveryId),
    );
  });

/** An instant as the browser's `toISOString()` writes it, or with an offset. */
const instant = z.iso.datetime({ offset: true });

/**
 * Sends again the endpoint's failed deliveries of [from, to), up to 1,000 a call:
 * `{ replayed, more }`. A range reversed, ending in the future or longer than 31 days is a
 * 400 VALIDATION_ERROR; succeeded and pending deliveries are left as they are.
 */
export const replayWebhookDeliveries = createServerFn({ method: "POST" })
  .middleware([authenticated])
  .validator(z.strictObject({ endpointId: recordId, from: instant, to: instant }))
  .handler(({ context, data }) => {
    refuseWhileImpersonating(context.session);
    return inWorkspace(context.session, (deps, workspace) =>
      replayDeliveries(deps, workspace, data.endpointId, {
        from: new Date(data.from),
        to: new Date(data.to),
      }),
    );
  });
