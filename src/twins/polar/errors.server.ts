// Polar's errors as the ledger raises them, each with the status and body Polar answers.

/** A response in Polar's error shape; the HTTP layer sends it as is. */
export class PolarApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`Polar twin: ${status} ${JSON.stringify(body)}`);
  }
}

export function notFound(): PolarApiError {
  return new PolarApiError(404, { error: "ResourceNotFound", detail: "Not found" });
}

export function validationError(
  issues: Array<{ loc: (string | number)[]; msg: string; input: unknown }>,
): PolarApiError {
  return new PolarApiError(422, {
    detail: issues.map((issue) => ({ type: "value_error", ...issue })),
  });
}

export function alreadyCanceled(): PolarApiError {
  return new PolarApiError(403, {
    error: "AlreadyCanceledSubscription",
    detail: "This subscription is already canceled or will be at the end of the period.",
  });
}
