import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT } from "~/server/http/body-limit.server";
import { toolName } from "~/server/mcp/tools.server";
import {
  createApiKeyOverHttp,
  type LiveServer,
  signInOverHttp,
  startLiveServer,
} from "../support/live-server";
import { callServerFn } from "../support/server-fn";
import { uniqueEmail } from "../support/test-app";

// /mcp on the built server, through the official MCP client over Streamable HTTP, as an agent
// reaches it: the tools are the REST API's operations, a call answers what the REST API answers
// for the same key, and a refusal is a tool error, never a protocol failure or a 500.

interface TextContent {
  type: "text";
  text: string;
}

/**
 * A local reverse proxy to `target` that sends every request on with the key. As a proxy in
 * front of the app would, it maps its own address to the app's (Host, and an Origin of its own);
 * any other Origin goes through as it came.
 */
async function keyAddingProxy(target: string, key: string) {
  let own = "";
  const server = createServer((incoming, outgoing) => {
    const origin = incoming.headers.origin;
    const forwarded = httpRequest(
      new URL(incoming.url ?? "/", target),
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          host: new URL(target).host,
          ...(origin && new URL(origin).port === own && { origin: new URL(target).origin }),
          authorization: `Bearer ${key}`,
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  own = String(port);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/** Runs the installed conformance CLI; resolves with its output, whatever its exit code. */
function runConformance(args: string[]): Promise<string> {
  const cli = join(process.cwd(), "node_modules/@modelcontextprotocol/conformance/dist/index.js");
  return new Promise((done) => {
    execFile(process.execPath, [cli, ...args], { timeout: 50_000 }, (_, stdout, stderr) =>
      done(`${stdout}${stderr}`),
    );
  });
}

interface ConformanceCheck {
  id: string;
  status: string;
  errorMessage?: string;
}

/** Every check the CLI wrote under `output` (checks.json, one folder per scenario). */
function conformanceChecks(output: string): ConformanceCheck[] {
  return readdirSync(output, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith("checks.json"))
    .flatMap((path) => JSON.parse(readFileSync(join(output, path), "utf8")) as ConformanceCheck[]);
}

/** A tool error's REST body, which comes as text only (a client checks structured content). */
function errorOf(result: Record<string, unknown>): unknown {
  const [content] = result.content as TextContent[];
  return JSON.parse(content?.text ?? "");
}

/** An MCP initialize message, as a client sends it first. */
const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "test", version: "1" },
  },
};

describe("the MCP endpoint on the built server", () => {
  let live: LiveServer;
  let url: string;
  let key: string;
  let cookie: string;
  let client: Client;
  beforeAll(async () => {
    live = await startLiveServer();
    url = live.server.url;
    cookie = await signInOverHttp(url, uniqueEmail());
    key = (await createApiKeyOverHttp(url, cookie)).key;
    client = new Client({ name: "timberline-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await live?.stop();
  });

  const rest = async (path: string) => {
    const response = await fetch(`${url}/api/v1${path}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const agentsOf = async (session: string) => {
    const listed = await callServerFn(url, {
      method: "GET",
      file: "src/server/mcp/agents.functions.ts",
      name: "getConnectedAgents",
      cookie: session,
    });
    expect(listed.status, listed.error).toBe(200);
    return listed.value as { keyId: string; clientName: string; clientVersion: string }[];
  };
  const postMcp = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...headers,
      },
      body,
    });

  it("lists one tool per operation of the REST API's document", async () => {
    const document = (await (await fetch(`${url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(operationIds.map(toolName).sort());
    expect(tools.find((tool) => tool.name === "get_entitlements")).toMatchObject({
      annotations: { readOnlyHint: true },
      inputSchema: { type: "object" },
      // The client checks each call's structured content against it from here on.
      outputSchema: { type: "object", required: expect.arrayContaining(["plan", "usage"]) },
    });
  });

  it("calls get_entitlements and answers what GET /api/v1/entitlements answers", async () => {
    const before = await rest("/entitlements");
    const result = await client.callTool({ name: "get_entitlements", arguments: {} });
    const after = await rest("/entitlements");
    expect(result.isError).toBeFalsy();
    const [content] = result.content as TextContent[];
    expect(JSON.parse(content?.text ?? "")).toEqual(result.structuredContent);
    // The calls this period move with every call, the tool's own included: the rest is equal.
    const usage = before.usage as { apiCalls: number };
    expect(result.structuredContent).toEqual({
      ...before,
      usage: { ...usage, apiCalls: expect.any(Number) },
    });
    const calls = (result.structuredContent as typeof before & { usage: typeof usage }).usage;
    expect(calls.apiCalls).toBeGreaterThanOrEqual(usage.apiCalls);
    expect(calls.apiCalls).toBeLessThanOrEqual((after.usage as typeof usage).apiCalls);
  });

  it("answers bad arguments and REST refusals as tool errors, and goes on serving", async () => {
    const tooMany = await client.callTool({
      name: "list_subscriptions",
      arguments: { limit: 1000 },
    });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.structuredContent).toBeUndefined();
    expect(errorOf(tooMany)).toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [{ path: "limit" }],
    });
    const unknown = await client.callTool({ name: "get_me", arguments: { userId: "someone" } });
    expect(unknown.isError).toBe(true);
    expect(errorOf(unknown)).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Invalid tool arguments",
      issues: [{ path: "userId" }],
    });
    const missing = await client.callTool({
      name: "get_subscription",
      arguments: { id: "no-such-subscription" },
    });
    expect(missing.isError).toBe(true);
    expect((missing.content as TextContent[])[0]?.text).toContain(
      '"code":"SUBSCRIPTION_NOT_FOUND"',
    );
    const me = await client.callTool({ name: "get_me" });
    expect(me.isError).toBeFalsy();
    expect(me.structuredContent).toEqual(await rest("/me"));
  });

  it("lists only the tools the key's scopes allow, and refuses the others' calls 403 as tool errors", async () => {
    const cookie = await signInOverHttp(url, uniqueEmail());
    const made = await callServerFn(url, {
      method: "POST",
      file: "src/server/api-keys/api-keys.functions.ts",
      name: "createUserApiKey",
      cookie,
      data: { scopes: ["account:read"] },
    });
    expect(made.status, made.error).toBe(200);
    const scoped = new Client({ name: "scoped", version: "1.0.0" });
    await scoped.connect(
      new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
        requestInit: {
          headers: { authorization: `Bearer ${(made.value as { key: string }).key}` },
        },
      }),
    );
    try {
      const { tools } = await scoped.listTools();
      // The leak report needs no key, so no scope either.
      expect(tools.map((tool) => tool.name).sort()).toEqual(["get_me", "report_leaked_keys"]);
      expect((await scoped.callTool({ name: "get_me" })).isError).toBeFalsy();
      const refused = await scoped.callTool({ name: "get_entitlements", arguments: {} });
      expect(refused.isError).toBe(true);
      expect(errorOf(refused)).toEqual({
        code: "INSUFFICIENT_SCOPE",
        message: "This API key lacks the subscriptions:read scope.",
      });
      // Connected agents: the client as it named itself, under its key; revoking it deletes
      // the key, and the agent's next call is refused.
      const keyId = (made.value as { id: string }).id;
      expect(await agentsOf(cookie)).toMatchObject([
        { keyId, clientName: "scoped", clientVersion: "1.0.0" },
      ]);
      const revoked = await callServerFn(url, {
        method: "POST",
        file: "src/server/api-keys/api-keys.functions.ts",
        name: "revokeUserApiKey",
        cookie,
        data: { keyId },
      });
      expect(revoked.status, revoked.error).toBe(200);
      await expect(scoped.callTool({ name: "get_me" })).rejects.toThrow(/API_KEY_INVALID/);
      expect(await agentsOf(cookie)).toEqual([]);
    } finally {
      await scoped.close();
    }
  });

  it("keeps each client that initializes as an agent of its key, named as it says, at most 20", async () => {
    const initialize = (name: string, version = "2") =>
      postMcp(
        JSON.stringify({
          ...INITIALIZE,
          params: { ...INITIALIZE.params, clientInfo: { name, version } },
        }),
        { authorization: `Bearer ${key}` },
      );
    expect((await initialize(`\u0007${"n".repeat(300)}`)).status).toBe(200);
    for (let index = 0; index < 25; index += 1) {
      expect((await initialize(`agent-${index}`)).status).toBe(200);
    }
    const agents = await agentsOf(cookie);
    // The first, with the test's client: its name has no control characters, and 100 letters.
    expect(agents).toHaveLength(20);
    expect(agents.map((agent) => agent.clientName)).toEqual(
      expect.arrayContaining(["timberline-test", "n".repeat(100), "agent-0", "agent-17"]),
    );
    expect(agents.map((agent) => agent.clientName)).not.toContain("agent-18");
    // A known one is still seen, with its new version.
    expect((await initialize("agent-3", "3")).status).toBe(200);
    expect((await agentsOf(cookie)).find((agent) => agent.clientName === "agent-3")).toMatchObject({
      clientVersion: "3",
    });
    expect(await agentsOf(await signInOverHttp(url, uniqueEmail()))).toEqual([]);
  });

  it("answers an unknown tool with a protocol error that names it", async () => {
    await expect(client.callTool({ name: "drop_database", arguments: {} })).rejects.toThrow(
      /Unknown tool: drop_database/,
    );
  });

  it("turns away a request without a good key with the REST API's 401", async () => {
    const missing = await postMcp(JSON.stringify(INITIALIZE));
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect(await missing.json()).toMatchObject({ code: "API_KEY_MISSING" });
    const unknown = await postMcp(JSON.stringify(INITIALIZE), {
      authorization: `Bearer tl_${"A".repeat(30)}${"b".repeat(31)}`,
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: "API_KEY_INVALID" });
    // A page of another site, even with a key (DNS rebinding), is refused before the key is read.
    const foreign = await postMcp(JSON.stringify(INITIALIZE), {
      authorization: `Bearer ${key}`,
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "ORIGIN_NOT_ALLOWED" });
    const own = await postMcp(JSON.stringify(INITIALIZE), { origin: new URL(url).origin });
    expect(own.status).toBe(401);
    const keyless = new Client({ name: "keyless", version: "1.0.0" });
    await expect(
      keyless.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`))),
    ).rejects.toThrow();
  });

  // The MCP project's own suite, through a proxy that adds the key, which the suite cannot send.
  // Its other server scenarios call fixture tools (test_simple_text…) this server has no reason
  // to offer; these apply to any server (`ping` too, which the client above already answers).
  it.each(["server-initialize", "tools-list", "dns-rebinding-protection"])(
    "passes the MCP conformance suite's %s",
    async (scenario) => {
      const proxy = await keyAddingProxy(url, key);
      const output = mkdtempSync(join(tmpdir(), "mcp-conformance-"));
      try {
        const run = await runConformance([
          "server",
          "--url",
          `${proxy.url}/mcp`,
          "--scenario",
          scenario,
          "-o",
          output,
        ]);
        const checks = conformanceChecks(output);
        expect(checks.length, run).toBeGreaterThan(0);
        expect(
          checks.filter((check) => check.status === "FAILURE"),
          run,
        ).toEqual([]);
      } finally {
        await proxy.close();
        rmSync(output, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it("takes POST only, and no body over the limit", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${url}/mcp`, {
        method,
        headers: { authorization: `Bearer ${key}`, accept: "text/event-stream" },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    }
    const large = await postMcp(
      JSON.stringify({ ...INITIALIZE, pad: "x".repeat(JSON_BODY_LIMIT) }),
      {
        authorization: `Bearer ${key}`,
      },
    );
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});
