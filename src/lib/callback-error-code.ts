/**
 * An OAuth callback's or a link's `?error=` value as one key: Better Auth spells them in several
 * ways (INVALID_TOKEN, "account not linked", "email_doesn't_match"), so they are compared
 * lowercased, with quotes dropped and spaces and hyphens folded to `_`.
 */
export function normaliseErrorCode(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[\s-]+/g, "_");
}
