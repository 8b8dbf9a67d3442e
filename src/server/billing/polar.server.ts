import { createPolar, errors, type models } from "@polar-sh/sdk/2026-10";

export type PolarClient = ReturnType<typeof createPolar>;
export type PolarSubscription = models.Subscription;

/** The SDK pointed at real Polar, or at the local twin: the same code path either way. */
export function createPolarClient(options: { accessToken: string; baseUrl: string }): PolarClient {
  return createPolar({ accessToken: options.accessToken, baseUrl: options.baseUrl, timeout: 10 });
}

/** Polar answered that the object does not exist (or is not this organization's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof errors.ResourceNotFound || statusOf(error) === 404;
}

export function statusOf(error: unknown): number | undefined {
  if (error instanceof Error && "statusCode" in error && typeof error.statusCode === "number") {
    return error.statusCode;
  }
  return undefined;
}
