import { describe, expect, it } from "vitest";
import { metricsExposition } from "./metrics.server";
import { OTHER_ROUTE, pageRoutes, pathOf, recordRequest, routeOf } from "./requests.server";

describe("routeOf", () => {
  it("names each page by its route, parameters as :name", () => {
    const pages = pageRoutes();
    expect(pages).toContain("/dashboard");
    expect(pages).toContain("/settings");
    expect(pages).toContain("/invitations/:invitationId");
    expect(pages).not.toContain("/settings/");
    expect(routeOf("/dashboard")).toBe("/dashboard");
    expect(routeOf("/settings/")).toBe("/settings");
    expect(routeOf("/invitations/inv_8f2c1d")).toBe("/invitations/:invitationId");
    expect(routeOf("/")).toBe("/");
  });

  it("names REST API calls by their operation's path, ids as :id", () => {
    expect(routeOf("/api/v1/me")).toBe("/api/v1/me");
    expect(routeOf("/api/v1/me/")).toBe("/api/v1/me");
    expect(routeOf("/api/v1/subscriptions/sub_123")).toBe("/api/v1/subscriptions/:id");
    expect(routeOf("/api/v1/subscriptions/sub_123/change-plan")).toBe(
      "/api/v1/subscriptions/:id/change-plan",
    );
    expect(routeOf("/api/v1/openapi.json")).toBe("/api/v1/openapi.json");
    expect(routeOf("/api/v1/subscriptions/sub_123/refund")).toBe(OTHER_ROUTE);
  });

  it("names Better Auth's calls by their endpoint, and tokens in the path stay out", () => {
    expect(routeOf("/api/auth/sign-in/magic-link")).toBe("/api/auth/sign-in/magic-link");
    expect(routeOf("/api/auth/reset-password/Zq3xV9")).toBe("/api/auth/reset-password/:token");
    expect(routeOf("/api/auth/callback/github")).toBe("/api/auth/callback/:id");
    expect(routeOf("/api/auth/error")).toBe("/api/auth/error");
    expect(routeOf("/api/auth/admin/list-users")).toBe(OTHER_ROUTE);
  });

  it("names every server function /_serverFn, and anything unknown other", () => {
    expect(routeOf(`/_serverFn/${"ab".repeat(32)}`)).toBe("/_serverFn");
    expect(routeOf("/wp-login.php")).toBe(OTHER_ROUTE);
    expect(routeOf("/dashboard/secret-token-here")).toBe(OTHER_ROUTE);
    expect(routeOf("/metrics")).toBe("/metrics");
  });

  it("maps each name it gives to itself, so no label can hold more than a pattern", () => {
    const names = [
      ...pageRoutes().filter((page) => !page.startsWith("/api/auth/")),
      "/api/v1/subscriptions/:id/cancel",
      "/api/auth/reset-password/:token",
      "/_serverFn",
      OTHER_ROUTE,
    ];
    for (const name of names) expect(routeOf(name), name).toBe(name);
  });
});

describe("pathOf", () => {
  it("keeps the path as sent, without query or fragment", () => {
    expect(pathOf("http://localhost:3000/api/v1/me?limit=5#top")).toBe("/api/v1/me");
    expect(pathOf("http://localhost:3000/a#b?c")).toBe("/a");
    expect(pathOf("http://localhost:3000")).toBe("/");
    expect(pathOf("/login?token=x")).toBe("/login");
  });
});

describe("recordRequest", () => {
  it("counts a request by method, route pattern and status, and REST calls by status", async () => {
    const token = "tok_4f7d0c3a9be14c55a1d2";
    recordRequest("GET", `http://localhost/api/v1/subscriptions/${token}`, 404, 0.003);
    recordRequest("BREW", `http://localhost/${token}?${token}`, 404, 0.001);
    const { body } = await metricsExposition();
    expect(body).toContain(
      'timberline_http_request_duration_seconds_count{method="GET",route="/api/v1/subscriptions/:id",status="404"}',
    );
    expect(body).toContain(
      'timberline_http_request_duration_seconds_count{method="OTHER",route="other",status="404"}',
    );
    expect(body).toMatch(/^timberline_api_requests_total\{status="404"\} [1-9]/m);
    expect(body).not.toContain(token);
  });
});
