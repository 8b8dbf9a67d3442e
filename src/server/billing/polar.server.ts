import { createPolar, errors } from "@polar-sh/sdk/2026-10";

export type PolarClient = ReturnType<typeof createPolar>;

/** The SDK pointed at real Polar, or at the local twin: the same code path either way. */
export function createPolarClient(options: { accessToken: string; baseUrl: string }): PolarClient {
  return createPolar({ accessToken: options.accessToken, baseUrl: options.baseUrl, timeout: 10 });
}

/** Polar answered that the object does not exist (or is not this organization's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof errors.ResourceNotFound || statusOf(error) === 404;
}

/** Polar's own words for an error: its `detail`, or the first validation message. */
export function polarDetail(error: unknown): string | undefined {
  const body = (error as { error?: { detail?: unknown } } | null)?.error;
  const detail = body?.detail;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    const first = detail[0] as { msg?: unknown } | undefined;
    if (typeof first?.msg === "string") return first.msg;
  }
  return undefined;
}

/**
 * Polar knows no such object for this id: not found, or refused as a malformed id (422) — to a
 * person holding the id, both mean the same thing.
 */
export function isUnknownId(error: unknown): boolean {
  return isNotFound(error) || statusOf(error) === 422;
}

/** The HTTP status Polar answered an SDK call with, when it answered. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof Error && "statusCode" in error && typeof error.statusCode === "number") {
    return error.statusCode;
  }
  return undefined;
}
