import { getRequest } from "@tanstack/react-start/server";
import type { Runtime } from "~/server/app/runtime.server";
import { clientIpOf } from "~/server/auth/client-ip.server";
import { coarseNetwork, deviceLabel, type EventOrigin } from "./activity.server";

/** Where the current server-function call came from, for the account's timeline. */
export function requestOrigin({ env }: Pick<Runtime, "env">): EventOrigin {
  const request = getRequest();
  return {
    network: coarseNetwork(clientIpOf(request, env.trustProxy)),
    device: deviceLabel(request.headers.get("user-agent")),
  };
}
