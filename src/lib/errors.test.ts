import { describe, expect, it } from "vitest";
import { errorFromResponse, ServerError } from "./errors";

const answer = (body: string, type: string, status = 502) =>
  errorFromResponse(new Response(body, { status, headers: { "content-type": type } }));

describe("errorFromResponse (spec §7)", () => {
  it("throws the decoded error of a JSON answer", async () => {
    const error = await answer(
      '{"code":"PLAN_UNCHANGED","message":"Already on it"}',
      "application/json",
      409,
    );
    expect(error).toBeInstanceOf(ServerError);
    expect([error.message, error.code, error.status, error.responseText]).toEqual([
      "Already on it",
      "PLAN_UNCHANGED",
      409,
      undefined,
    ]);
  });

  it("throws a short text answer as it is", async () => {
    const error = await answer("Bad gateway: upstream timed out", "text/plain");
    expect([error.message, error.responseText]).toEqual([
      "Bad gateway: upstream timed out",
      "Bad gateway: upstream timed out",
    ]);
  });

  it("keeps an HTML page or a long text for a developer and shows a sentence a person can act on", async () => {
    const page = "<html><body><h1>502 Bad Gateway</h1></body></html>";
    const long = "x".repeat(201);
    for (const [body, type] of [
      [page, "text/html"],
      [long, "text/plain"],
    ] as const) {
      const error = await answer(body, type);
      expect(error.message).not.toBe(body);
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.responseText).toBe(body);
    }
  });
});
