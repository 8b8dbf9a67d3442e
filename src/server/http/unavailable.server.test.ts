import { describe, expect, it, vi } from "vitest";
import { MailDeliveryError } from "~/server/mail/transport.server";
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  respondToOutages,
  SERVICE_UNAVAILABLE,
  serviceUnavailable,
} from "./unavailable.server";

function withCode(code: string, message = "boom"): Error {
  return Object.assign(new Error(message), { code });
}

/** What Drizzle throws: the failed query, with the driver's error as its cause. */
function drizzleError(cause: unknown): Error {
  return Object.assign(new Error("Failed query: select 1\nparams: "), {
    name: "DrizzleQueryError",
    cause,
  });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a reset connection", withCode("ECONNRESET")],
    ["postgres.js: a pool connection closed under a query", withCode("CONNECTION_CLOSED")],
    ["postgres.js: the pool ended", withCode("CONNECTION_ENDED")],
    ["postgres.js: no connection in time", withCode("CONNECT_TIMEOUT")],
    ["PostgreSQL shutting down (admin_shutdown)", withCode("57P01")],
    ["PostgreSQL starting up (cannot_connect_now)", withCode("57P03")],
    ["PostgreSQL out of connections", withCode("53300")],
    ["a connection exception (class 08)", withCode("08006")],
    ["the embedded database closed", new Error("PGlite is closed")],
    ["a query error caused by a refused connection", drizzleError(withCode("ECONNREFUSED"))],
    [
      "every address refused (AggregateError)",
      drizzleError(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")])),
    ],
  ])("recognises %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a failed query", drizzleError(withCode("23505"))],
    ["a syntax error", withCode("42601")],
    ["a plain error", new Error("nope")],
    ["a mail server that refused", new MailDeliveryError(withCode("ECONNREFUSED"))],
    [
      "the payment provider unreachable",
      Object.assign(new Error("fetch failed"), {
        name: "PolarNetworkError",
        cause: withCode("ECONNREFUSED"),
      }),
    ],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ])("does not take %s for an outage", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops on an error that causes itself", () => {
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe("serviceUnavailable", () => {
  it("answers 503 with the JSON error and Retry-After", async () => {
    const response = serviceUnavailable();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-tss-raw")).toBeNull();
    expect(await response.json()).toEqual(SERVICE_UNAVAILABLE);
  });

  it("marks a server function's answer as a thrown response", () => {
    const request = new Request("http://app.test/_serverFn/abc", { method: "POST" });
    expect(serviceUnavailable(request).headers.get("x-tss-raw")).toBe("thrown");
  });
});

describe("respondToOutages", () => {
  const request = new Request("http://app.test/api/v1/me");
  const up = vi.fn(async () => true);
  const down = vi.fn(async () => false);

  it("passes answers below 500 through without probing", async () => {
    const probe = vi.fn(async () => false);
    const response = await respondToOutages(request, async () => new Response("ok"), probe);
    expect(await response.text()).toBe("ok");
    expect(probe).not.toHaveBeenCalled();
  });

  it("turns a thrown outage error into the 503", async () => {
    const response = await respondToOutages(
      request,
      async () => {
        throw drizzleError(withCode("ECONNREFUSED"));
      },
      up,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(SERVICE_UNAVAILABLE);
  });

  it("rethrows any other error", async () => {
    const thrown = new Error("a bug");
    await expect(
      respondToOutages(
        request,
        async () => {
          throw thrown;
        },
        down,
      ),
    ).rejects.toBe(thrown);
  });

  const failed = () => Response.json({ message: "Failed query: select secret" }, { status: 500 });

  it("keeps a 500 while the database answers, and replaces it while it does not", async () => {
    vi.useFakeTimers({ now: Date.now() + 60_000 }); // well after any earlier test's outage
    try {
      expect((await respondToOutages(request, async () => failed(), up)).status).toBe(500);
      const during = await respondToOutages(request, async () => failed(), down);
      expect(during.status).toBe(503);
      expect(await during.json()).toEqual(SERVICE_UNAVAILABLE);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers a 500 just after an outage as its tail, though the probe already succeeds", async () => {
    vi.useFakeTimers({ now: Date.now() + 120_000 });
    try {
      await respondToOutages(request, async () => failed(), down);
      // A pooled connection the outage broke fails once more while a fresh probe succeeds.
      vi.advanceTimersByTime(1_000);
      expect((await respondToOutages(request, async () => failed(), up)).status).toBe(503);
      vi.advanceTimersByTime(2_500);
      expect((await respondToOutages(request, async () => failed(), up)).status).toBe(500);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a rendered error page as the page, with 503 and Retry-After", async () => {
    const page = new Request("http://app.test/dashboard");
    const response = await respondToOutages(
      page,
      async () =>
        new Response("<html>Something went wrong</html>", {
          status: 500,
          headers: { "content-type": "text/html; charset=utf-8" },
        }),
      down,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await response.text()).toBe("<html>Something went wrong</html>");
  });

  it("leaves a 503 of its own alone", async () => {
    const probe = vi.fn(async () => false);
    const own = await respondToOutages(
      request,
      async () => new Response("busy", { status: 503 }),
      probe,
    );
    expect(await own.text()).toBe("busy");
    expect(probe).not.toHaveBeenCalled();
  });
});
