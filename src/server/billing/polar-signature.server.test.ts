import { randomBytes } from "node:crypto";
import { webhooks } from "@polar-sh/sdk/2026-10";
import fc from "fast-check";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { fuzzOptions } from "../../../tests/support/fuzz";
import {
  PolarSignatureError,
  PolarUnknownTypeError,
  verifyPolarEvent,
} from "./polar-signature.server";

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const OTHER = `whsec_${randomBytes(32).toString("base64")}`;

/** The bodies Polar, a bug or an attacker with the key could sign. */
const BODIES = {
  handled: JSON.stringify({ type: "subscription.updated", data: { id: "sub_1" } }),
  unused: JSON.stringify({ type: "order.paid", data: { id: "ord_1" } }),
  unknown: JSON.stringify({ type: "subscription.teleported", data: {} }),
  untyped: JSON.stringify({ data: {} }),
  null: "null",
  notJson: "{not json",
  empty: "",
};

/** A delivery: who signed it, when, and how its headers arrive. */
const deliveries = fc.record({
  body: fc.constantFrom(...Object.values(BODIES)),
  key: fc.constantFrom("standard", "older UTF-8 form", "another secret"),
  skewSeconds: fc.constantFrom(0, -120, 240, -400, 400),
  header: fc.constantFrom("as signed", "no id", "no signature", "v2 only", "two, one good", "cut"),
});

type Outcome = string;

type Delivery = typeof deliveries extends fc.Arbitrary<infer T> ? T : never;

function signedHeaders(delivery: Delivery): Record<string, string> {
  const secret = delivery.key === "another secret" ? OTHER : SECRET;
  const signer =
    delivery.key === "older UTF-8 form"
      ? new Webhook(new TextEncoder().encode(secret), { format: "raw" })
      : new Webhook(secret);
  const id = "msg_1";
  const at = new Date(Date.now() + delivery.skewSeconds * 1000);
  const signature = signer.sign(id, at, delivery.body);
  const headers: Record<string, string> = {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signature,
  };
  if (delivery.header === "no id") headers["webhook-id"] = "";
  if (delivery.header === "no signature") headers["webhook-signature"] = "";
  if (delivery.header === "v2 only") headers["webhook-signature"] = signature.replace("v1,", "v2,");
  if (delivery.header === "two, one good") {
    headers["webhook-signature"] = `v1,${randomBytes(32).toString("base64")} ${signature}`;
  }
  if (delivery.header === "cut") headers["webhook-signature"] = signature.slice(0, -4);
  return headers;
}

async function sdkOutcome(body: string, headers: Record<string, string>): Promise<Outcome> {
  try {
    return `event ${(await webhooks.validateEvent(body, headers, SECRET)).type}`;
  } catch (error) {
    if (error instanceof webhooks.PolarWebhookUnknownTypeError) return "unknown type";
    if (error instanceof webhooks.PolarWebhookVerificationError) return "bad signature";
    if (error instanceof webhooks.PolarWebhookError) return "not JSON";
    throw error;
  }
}

function ourOutcome(body: string, headers: Record<string, string>): Outcome {
  try {
    return `event ${verifyPolarEvent(body, headers, SECRET).type}`;
  } catch (error) {
    if (error instanceof PolarUnknownTypeError) return "unknown type";
    if (error instanceof PolarSignatureError) return "bad signature";
    if (error instanceof SyntaxError) return "not JSON";
    throw error;
  }
}

describe("verifyPolarEvent", () => {
  it("decides every delivery as the Polar SDK's validateEvent does", async () => {
    const seen = new Set<Outcome>();
    await fc.assert(
      fc.asyncProperty(deliveries, async (delivery) => {
        const headers = signedHeaders(delivery);
        const expected = await sdkOutcome(delivery.body, headers);
        seen.add(expected);
        expect(ourOutcome(delivery.body, headers)).toBe(expected);
      }),
      fuzzOptions(3),
    );
    // The draws reached every kind of answer, not only refusals.
    expect([...seen].sort()).toEqual([
      "bad signature",
      "event order.paid",
      "event subscription.updated",
      "not JSON",
      "unknown type",
    ]);
  });
});
