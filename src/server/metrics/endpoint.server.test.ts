import { describe, expect, it } from "vitest";
import { metricsResponse } from "./endpoint.server";
import { countReadiness, countSignIn } from "./metrics.server";

const TOKEN = "Yx8Qm2vR7tLc4Zp9Kw3Ns6Hd1Fb5Jg0A";

function scrape(headers: Record<string, string> = {}, method = "GET") {
  return metricsResponse(new Request("http://localhost/metrics", { method, headers }), TOKEN);
}

describe("GET /metrics", () => {
  it("answers the exposition to the token's holder", async () => {
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    expect(body).toContain("# TYPE timberline_http_request_duration_seconds histogram");
    expect(body).toContain("# TYPE process_resident_memory_bytes gauge");
    expect(body).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    const head = await scrape({ authorization: `Bearer ${TOKEN}` }, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("refuses a caller without the token with 401, a Bearer challenge and the JSON error shape", async () => {
    const cases = [
      [{}, 'Bearer realm="metrics"'],
      [{ authorization: `Bearer ${TOKEN}x` }, 'Bearer realm="metrics", error="invalid_token"'],
      [
        { authorization: `Bearer ${TOKEN.slice(1)}` },
        'Bearer realm="metrics", error="invalid_token"',
      ],
      [{ authorization: `Basic ${btoa(`metrics:${TOKEN}`)}` }, 'Bearer realm="metrics"'],
      [{ authorization: TOKEN }, 'Bearer realm="metrics"'],
    ] as const;
    for (const [headers, challenge] of cases) {
      const response = await scrape(headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe(challenge);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        code: "UNAUTHORIZED",
        message: "Send the metrics token as 'Authorization: Bearer <token>'.",
      });
    }
  });

  it("takes only GET and HEAD, and says so only to the token's holder", async () => {
    const refused = await scrape({ authorization: `Bearer ${TOKEN}` }, "POST");
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, HEAD");
    expect((await scrape({}, "POST")).status).toBe(401);
  });
});

describe("the counters", () => {
  async function value(series: string): Promise<number> {
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    const line = (await response.text()).split("\n").find((l) => l.startsWith(`${series} `));
    return Number(line?.slice(series.length + 1));
  }

  it("start every sign-in method and result at 0, and count each sign-in once", async () => {
    const series = 'timberline_sign_ins_total{method="passkey",result="failure"}';
    const before = await value(series);
    expect(before).toBeGreaterThanOrEqual(0);
    countSignIn("passkey", "failure");
    expect(await value(series)).toBe(before + 1);
  });

  it("count readiness answers by result, and the changes between ready and not", async () => {
    const changes = "timberline_readiness_changes_total";
    const unavailable = 'timberline_readiness_checks_total{result="database unavailable"}';
    countReadiness("ready");
    const before = { changes: await value(changes), unavailable: await value(unavailable) };
    for (const result of ["ready", "database unavailable", "database unavailable"] as const) {
      countReadiness(result);
    }
    expect(await value("timberline_ready")).toBe(0);
    countReadiness("ready");
    expect(await value(changes)).toBe(before.changes + 2);
    expect(await value(unavailable)).toBe(before.unavailable + 2);
    expect(await value("timberline_ready")).toBe(1);
  });
});
