import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { ApiConditions } from "./api-router.server";
import { parse, readJson, sendJson } from "./http.server";
import type { Metering } from "./meters.server";
import type { PolarTwin } from "./types.server";

// The twin's own API under /_twin/, for a test or a person in another process: what the
// PolarTwin handle does in process (move the clock, fail renewals, make the provider slow or
// down), and a read of its state.

/** What the control API acts through: the twin's handle, less what only its starter holds. */
export type TwinControls = Omit<PolarTwin, "url" | "close">;

export function controlApi(twin: TwinControls, conditions: ApiConditions, metering: Metering) {
  return async function control(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    const action = url.pathname.slice("/_twin/".length);
    if (await metering.control(action, request, response, url)) return;
    if (request.method === "GET" && action === "state") {
      return sendJson(response, 200, {
        now: twin.now().toISOString(),
        down: conditions.down,
        latencyMs: conditions.latencyMs,
        held: conditions.held,
        subscriptions: twin.subscriptions(),
        orders: twin.orders(),
      });
    }
    if (request.method !== "POST") return sendJson(response, 405, { detail: "Method Not Allowed" });
    const body = await readJson(request);
    const subscriptionId = () =>
      parse(z.object({ subscription_id: z.string() }), body, "body").subscription_id;
    switch (action) {
      case "advance-clock":
        await twin.advanceClock(parse(z.object({ ms: z.number().int().min(0) }), body, "body").ms);
        break;
      case "fail-renewal":
        await twin.failRenewal(subscriptionId());
        break;
      case "revoke":
        await twin.revoke(subscriptionId());
        break;
      case "end-trial":
        await twin.endTrial(subscriptionId());
        break;
      case "chaos":
        twin.setChaos(
          parse(
            z.object({
              duplicate: z.number().int().min(1).optional(),
              shuffle: z.boolean().optional(),
              delayMs: z.number().int().min(0).optional(),
              stale: z.boolean().optional(),
            }),
            body,
            "body",
          ),
        );
        break;
      case "down":
        twin.setDown(parse(z.object({ down: z.boolean() }), body, "body").down);
        break;
      case "latency":
        twin.setLatency(
          parse(z.object({ ms: z.number().int().min(0).max(600_000) }), body, "body").ms,
        );
        break;
      case "settled":
        await twin.settled();
        break;
      default:
        return sendJson(response, 404, { detail: "Not Found" });
    }
    sendJson(response, 200, {
      now: twin.now().toISOString(),
      down: conditions.down,
      latencyMs: conditions.latencyMs,
    });
  };
}
