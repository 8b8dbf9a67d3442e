import type { Runtime } from "~/server/runtime.server";
import { withClientIp } from "./client-ip.server";

// The spec's wording for a request that fails validation; the per-field detail is kept in
// `issues` for developers.
const VALIDATION_MESSAGES = {
  body: "Invalid body parameters",
  query: "Invalid query parameters",
} as const;

async function normalizeValidationError(response: Response): Promise<Response> {
  if (response.status !== 400) return response;
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as {
    code?: string;
    message?: string;
  } | null;
  if (body?.code !== "VALIDATION_ERROR") return response;
  const where = body.message?.startsWith("[query") ? "query" : "body";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json(
    { code: "VALIDATION_ERROR", message: VALIDATION_MESSAGES[where], issues: body.message },
    { status: 400, headers },
  );
}

/** Every /api/auth call goes through here into Better Auth. */
export async function handleAuthRequest(
  { auth, env }: Pick<Runtime, "auth" | "env">,
  request: Request,
): Promise<Response> {
  const response = await auth.handler(withClientIp(request, env.trustProxy));
  return normalizeValidationError(response);
}
