import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { APP_NAME } from "~/lib/brand";
import { invalid } from "~/server/api/v1/app.server";
import { notStored, restApiOf } from "~/server/api/v1/handler.server";
import { type Caller, keyRefusal } from "~/server/api/v1/key-auth.server";
import type { Runtime } from "~/server/app/runtime.server";
import { inRequestedLanguage } from "~/server/http/error-language.server";
import { appErrorResponse } from "~/server/http/json-error.server";
import { recordAgent } from "./agents.server";
import {
  type ApiDocument,
  checkedArguments,
  REQUIRED_SCOPES_META,
  restRequest,
  type ToolCatalogue,
  toolCatalogue,
  toolResult,
} from "./tools.server";

// /mcp: the Model Context Protocol over Streamable HTTP, for AI agents (ADR 082). Stateless: a
// server and a transport per request, JSON answers, no session, so any instance can answer any
// request. The caller's API key is checked first, by the REST API's rule; each tool call is then
// a request to the REST API itself, which checks the key again and applies every limit, scope and
// meter. src/server.ts hands it /mcp as it hands /api/v1 to the REST API.

/** Only POST carries messages without a session: GET's stream and DELETE's end have nothing to serve. */
const ALLOWED_METHODS = "POST";

type McpDeps = Pick<Runtime, "once" | "apiKeys" | "env" | "database">;

interface Catalogue extends ToolCatalogue {
  version: string;
}

/** The tools of the runtime's REST API, made once from its OpenAPI document. */
function catalogueOf(runtime: Runtime): Catalogue {
  const document = JSON.parse(restApiOf(runtime).documentText()) as ApiDocument;
  return { ...toolCatalogue(document), version: document.info?.version ?? "1" };
}

/** A tool call, answered by the REST API; its refusals are the tool's errors, not the protocol's. */
async function callTool(
  runtime: McpDeps,
  catalogue: Catalogue,
  request: Request,
  name: string,
  input: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  const found = catalogue.tools.get(name);
  if (!found) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  const checked = checkedArguments(found.route, input);
  if (!checked.success) return toolResult(invalid("arguments", checked.error.issues));
  const response = await restApiOf(runtime).fetch(restRequest(found.route, checked.data, request));
  return toolResult(response);
}

/** Whether a key with `scopes` may use `tool`: each scope its operation requires. */
function allowed(tool: { _meta?: Record<string, unknown> }, scopes: ReadonlySet<string>): boolean {
  const required = tool._meta?.[REQUIRED_SCOPES_META];
  return !Array.isArray(required) || required.every((scope) => scopes.has(scope));
}

function mcpServer(runtime: McpDeps, request: Request, caller: Caller): Server {
  const catalogue = runtime.once(catalogueOf);
  const server = new Server(
    { name: APP_NAME, version: catalogue.version },
    { capabilities: { tools: {} } },
  );
  // Listed by the key's scopes; a call to another tool still reaches the REST API, which refuses.
  const tools = [...catalogue.tools.values()]
    .map(({ tool }) => tool)
    .filter((tool) => allowed(tool, caller.scopes));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, ({ params }) =>
    callTool(runtime, catalogue, request, params.name, params.arguments),
  );
  return server;
}

async function answer(runtime: McpDeps, request: Request): Promise<Response> {
  if (request.method !== "POST") {
    return appErrorResponse(
      "METHOD_NOT_ALLOWED",
      words(m.api_error_method_not_allowed, { methods: ALLOWED_METHODS }),
      { allow: ALLOWED_METHODS },
    );
  }
  // DNS rebinding: a page of another site may reach this host by name, never with its Origin.
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== new URL(runtime.env.appUrl).origin) {
    return appErrorResponse("ORIGIN_NOT_ALLOWED", words(m.api_error_origin_not_allowed, {}));
  }
  const caller = await keyRefusal(runtime, request);
  if (caller instanceof Response) return caller;
  const server = mcpServer(runtime, request, caller);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request);
    // Set by this request's `initialize` only: a connection's first message names its client.
    const client = server.getClientVersion();
    if (client) await recordAgent(runtime.database.db, caller.keyId, client);
    return notStored(response);
  } finally {
    await server.close();
  }
}

/** /mcp's answer, its errors in the language Accept-Language asks for, as the REST API's. */
export function handleMcpRequest(runtime: McpDeps, request: Request): Promise<Response> {
  return inRequestedLanguage(request, () => answer(runtime, request));
}
