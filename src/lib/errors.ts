/** The text to show for anything thrown: its message, or the spec's generic sentence. */
export const UNEXPECTED_ERROR = "An unexpected error occurred";

export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "object" && error !== null && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message) return message;
  }
  if (typeof error === "string" && error) return error;
  return fallback;
}

/** A refusal from the server: the message to show, its status, stable code and any issues. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly issues?: unknown,
  ) {
    super(message);
    this.name = "ServerError";
  }
}

/**
 * The error a refused call stands for: the `{ code, message }` of its JSON body, or the short
 * plain text of something that answered otherwise (a proxy, say); the generic sentence when it
 * has neither.
 */
export async function errorFromResponse(response: Response): Promise<ServerError> {
  const text = await response.text().catch(() => "");
  let body: { code?: unknown; message?: unknown; issues?: unknown } | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null) body = parsed;
  } catch {
    body = undefined;
  }
  const plain = response.headers.get("content-type")?.startsWith("text/plain") ?? false;
  const message = body ? body.message : plain && text.length <= 200 ? text.trim() : undefined;
  return new ServerError(
    typeof message === "string" && message ? message : UNEXPECTED_ERROR,
    response.status,
    typeof body?.code === "string" ? body.code : "UNKNOWN",
    body?.issues,
  );
}
