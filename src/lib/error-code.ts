/** How far down an error's causes a code is looked for: a wrapped error is a few levels deep. */
const MAX_DEPTH = 8;

/**
 * The first string `code` on an error or down its chain of causes that `accepted` takes. The
 * query builder and the drivers wrap the error that carries the code (PostgreSQL's SQLSTATE on
 * postgres.js's and PGlite's errors, Node's errno on a refused connection).
 */
export function codeInCauses(
  error: unknown,
  accepted: (code: string) => boolean = () => true,
): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    if (typeof current.code === "string" && accepted(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}
