import { createHash } from "node:crypto";
import { fromCrossJSON, toJSONAsync } from "seroval";

// Server functions over HTTP, as the browser calls them on a built server: POST (or GET with a
// `payload` query) to /_serverFn/<id>, the payload in TanStack Start's seroval encoding.

/** A built server function's id: the SHA-256 of its file and handler name (TanStack Start). */
export function serverFnId(file: string, name: string): string {
  return createHash("sha256").update(`${file}--${name}_createServerFn_handler`).digest("hex");
}

export interface ServerFnCall {
  method: "GET" | "POST";
  /** The function's file from the project root, e.g. "src/server/billing/billing.functions.ts". */
  file: string;
  /** The exported name, e.g. "createCheckoutSession". */
  name: string;
  data?: unknown;
  cookie?: string;
  /** More request headers (a forwarded client address, say). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ServerFnResponse {
  status: number;
  headers: Headers;
  /** The decoded result, or what the call threw (TanStack's error, or the JSON error). */
  value: unknown;
  /** The error's message when the call failed. */
  error?: string;
}

export async function callServerFn(baseUrl: string, call: ServerFnCall): Promise<ServerFnResponse> {
  let url = `${baseUrl}/_serverFn/${serverFnId(call.file, call.name)}`;
  const payload =
    call.data === undefined ? undefined : JSON.stringify(await toJSONAsync({ data: call.data }));
  if (call.method === "GET" && payload) url += `?payload=${encodeURIComponent(payload)}`;
  const response = await fetch(url, {
    method: call.method,
    headers: {
      "x-tsr-serverFn": "true",
      accept: "application/json",
      origin: baseUrl,
      ...(call.method === "POST" && payload && { "content-type": "application/json" }),
      ...(call.cookie && { cookie: call.cookie }),
      ...call.headers,
    },
    body: call.method === "POST" ? payload : undefined,
    signal: call.signal,
  });
  const text = await response.text();
  let value: unknown = text;
  if (response.headers.get("x-tss-serialized")) {
    value = fromCrossJSON(JSON.parse(text), { refs: new Map() });
  } else if (response.headers.get("content-type")?.includes("application/json"))
    value = JSON.parse(text);
  // An error is JSON `{ code, message }` marked as a thrown response (x-tss-raw: thrown).
  const failed =
    response.headers.get("x-tss-raw") === "thrown"
      ? value
      : (value as { error?: unknown } | null)?.error;
  // A function may answer null: the response's `result` is taken whenever it has one.
  const isWrapped = typeof value === "object" && value !== null && "result" in value;
  const result = isWrapped ? (value as { result: unknown }).result : value;
  return {
    status: response.status,
    headers: response.headers,
    value: failed ?? result,
    ...(failed !== undefined && { error: (failed as Error)?.message ?? String(failed) }),
  };
}
