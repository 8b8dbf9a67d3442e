import { describe, expect, it } from "vitest";
import { documentFromRoutes } from "../../../tests/support/api-types";
import {
  type ApiDocument,
  checkedArguments,
  REQUIRED_SCOPES_META,
  restRequest,
  toolCatalogue,
  toolName,
  toolResult,
} from "./tools.server";

// /mcp's tools against the REST API's own OpenAPI document: every operation is a tool and every
// tool an operation, so an endpoint added to the API reaches agents too, or this names it.

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

async function catalogue() {
  const document = (await documentFromRoutes()) as unknown as ApiDocument;
  return { document, ...toolCatalogue(document) };
}

describe("the MCP tools made from the REST API's OpenAPI document", () => {
  it("makes one tool of each operation, and no tool without one", async () => {
    const { document, tools, refused } = await catalogue();
    // An operation that cannot be a tool is named here with the reason, never left out silently.
    expect(refused).toEqual([]);
    const operationIds = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([, operation]) => (operation as { operationId: string }).operationId),
    );
    expect(operationIds.length).toBeGreaterThan(0);
    expect([...tools.keys()].sort()).toEqual(operationIds.map(toolName).sort());
  });

  it("names tools in snake_case, marks reads, and asks for the path, query and body", async () => {
    const { tools } = await catalogue();
    expect(toolName("getEntitlements")).toBe("get_entitlements");
    expect(toolName("getMe")).toBe("get_me");
    expect(toolName("getAPIKeyUsage")).toBe("get_api_key_usage");
    expect(tools.get("get_entitlements")?.tool).toMatchObject({
      annotations: { readOnlyHint: true },
      inputSchema: { type: "object", properties: {}, required: [], additionalProperties: false },
    });
    const changePlan = tools.get("change_subscription_plan")?.tool;
    expect(changePlan?.annotations).toEqual({ readOnlyHint: false });
    expect(changePlan?.inputSchema.required).toEqual(["id", "body"]);
    // The body's component is written out: the schema stands alone, with no $ref.
    expect(changePlan?.inputSchema.properties?.body).toMatchObject({
      type: "object",
      required: ["slug"],
    });
    expect(JSON.stringify([...tools.values()].map(({ tool }) => tool))).not.toContain("$ref");
    expect(tools.get("list_subscriptions")?.tool.inputSchema.properties).toHaveProperty("limit");
    expect(tools.get("cancel_subscription")?.tool.inputSchema.properties).toHaveProperty(
      "idempotency-key",
    );
  });

  it("declares each operation's success body as its tool's output schema, written out", async () => {
    const { document, tools } = await catalogue();
    for (const [name, { tool }] of tools) {
      expect(tool.outputSchema, name).toMatchObject({ type: "object" });
    }
    const entitlements = document.components?.schemas?.Entitlements as { required: string[] };
    expect(tools.get("get_entitlements")?.tool.outputSchema).toMatchObject({
      required: entitlements.required,
    });
    // A choice of objects (the user's or the organization's key) is an object at the root.
    const me = tools.get("get_me")?.tool.outputSchema as { oneOf?: unknown[] };
    expect(me.oneOf).toHaveLength(2);
    const { tools: made } = toolCatalogue({
      paths: {
        "/a": {
          post: {
            operationId: "a",
            responses: {
              "200": { content: { "application/json": { schema: { type: "object" } } } },
              "201": { content: { "application/json": { schema: { type: "object" } } } },
            },
          },
          delete: { operationId: "deleteA", responses: { "204": {} } },
          get: {
            operationId: "getA",
            responses: {
              "200": { content: { "application/json": { schema: { type: "array" } } } },
            },
          },
        },
      },
    });
    expect(made.get("a")?.tool.outputSchema).toEqual({
      type: "object",
      anyOf: [{ type: "object" }, { type: "object" }],
    });
    // A success without a JSON object could not conform to any: no schema is declared.
    expect(made.get("delete_a")?.tool.outputSchema).toBeUndefined();
    expect(made.get("get_a")?.tool.outputSchema).toBeUndefined();
  });

  it("copies an operation's x-required-scopes into its tool's _meta", () => {
    const { tools } = toolCatalogue({
      paths: {
        "/me": {
          get: { operationId: "getMe", "x-required-scopes": ["account:read"] },
          post: { operationId: "setMe" },
        },
      },
    });
    expect(tools.get("get_me")?.tool._meta).toEqual({ [REQUIRED_SCOPES_META]: ["account:read"] });
    expect(tools.get("set_me")?.tool._meta).toBeUndefined();
  });

  it("names each operation that cannot be a tool, with the reason", () => {
    const { tools, refused } = toolCatalogue({
      paths: {
        "/a": { get: { summary: "no id" } },
        "/b": { get: { operationId: "b", parameters: [{ name: "session", in: "cookie" }] } },
        "/c": {
          post: {
            operationId: "c",
            requestBody: { content: { "text/plain": { schema: { type: "string" } } } },
          },
        },
        "/d": { get: { operationId: "getD" }, post: { operationId: "get_d" } },
      },
    });
    expect([...tools.keys()]).toEqual(["get_d"]);
    expect(refused).toEqual([
      { operation: "GET /a", reason: "it has no operationId" },
      { operation: "GET /b", reason: "its parameter session is in cookie" },
      { operation: "POST /c", reason: "its body is text/plain, not JSON" },
      { operation: "POST /d", reason: "another operation is the tool get_d already" },
    ]);
  });

  it("turns a call into the REST request: encoded path, query, body, the caller's headers", async () => {
    const { tools } = await catalogue();
    const route = tools.get("change_subscription_plan")?.route;
    if (!route) throw new Error("no change_subscription_plan tool");
    const incoming = new Request("https://app.example/mcp", {
      method: "POST",
      headers: {
        authorization: "Bearer tl_x",
        "accept-language": "de",
        cookie: "session=secret",
        "mcp-protocol-version": "2025-11-25",
      },
    });
    const input = { id: "a/b c", "idempotency-key": "retry-1", body: { slug: "pro" } };
    const checked = checkedArguments(route, input);
    expect(checked.success).toBe(true);
    const request = restRequest(route, input, incoming);
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://app.example/api/v1/subscriptions/a%2Fb%20c/change-plan");
    expect(Object.fromEntries(request.headers)).toEqual({
      authorization: "Bearer tl_x",
      "accept-language": "de",
      "idempotency-key": "retry-1",
      "content-type": "application/json",
    });
    expect(await request.json()).toEqual({ slug: "pro" });

    const list = tools.get("list_subscriptions")?.route;
    if (!list) throw new Error("no list_subscriptions tool");
    expect(restRequest(list, { limit: 5, status: "active" }, incoming).url).toBe(
      "https://app.example/api/v1/subscriptions?status=active&limit=5",
    );
  });

  it("refuses unknown arguments, a missing or dot-segment path parameter, objects in a URL", async () => {
    const { tools } = await catalogue();
    const route = tools.get("change_subscription_plan")?.route;
    if (!route) throw new Error("no change_subscription_plan tool");
    const issues = (input: Record<string, unknown>) => {
      const checked = checkedArguments(route, input);
      return checked.success ? [] : checked.error.issues.map((issue) => issue.code);
    };
    expect(issues({ id: "s1", body: { slug: "pro" }, userId: "u2" })).toEqual([
      "unrecognized_keys",
    ]);
    expect(issues({ body: { slug: "pro" } })).toEqual(["invalid_union"]);
    expect(issues({ id: { $ne: 1 }, body: { slug: "pro" } })).toEqual(["invalid_union"]);
    expect(issues({ id: "s1" })).toEqual(["invalid_type"]);
    // A dot segment would take the call to another path than its operation's.
    expect(issues({ id: "..", body: { slug: "pro" } })).toEqual(["invalid_format"]);
    expect(issues({ id: ".", body: { slug: "pro" } })).toEqual(["invalid_format"]);
    expect(issues({ id: "", body: { slug: "pro" } })).toEqual(["too_small"]);
    expect(issues({ id: "..a", body: { slug: "pro" } })).toEqual([]);
  });

  it("answers a 2xx as the result and a 4xx as a tool error with the REST error's code", async () => {
    expect(await toolResult(Response.json({ plan: "free" }))).toEqual({
      content: [{ type: "text", text: '{"plan":"free"}' }],
      structuredContent: { plan: "free" },
    });
    const refusal = { code: "INSUFFICIENT_SCOPE", message: "The key lacks subscriptions:write." };
    // Text only: a client checks any structured content against the tool's output schema.
    expect(await toolResult(Response.json(refusal, { status: 403 }))).toEqual({
      content: [{ type: "text", text: JSON.stringify(refusal) }],
      isError: true,
    });
    expect(await toolResult(new Response(null, { status: 204 }))).toEqual({
      content: [{ type: "text", text: "" }],
    });
  });
});
