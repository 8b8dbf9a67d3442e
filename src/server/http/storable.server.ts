/** Half of a UTF-16 surrogate pair, alone: JSON can carry it, PostgreSQL's jsonb cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function storableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * Whether PostgreSQL can take `value` as it is: no NUL (text cannot hold it) and no lone
 * surrogate (jsonb cannot) in any string or key, and nested no deeper than `maxDepth`. Walked
 * without recursion, so no nesting overflows it. Input that fails this is invalid input: it
 * would otherwise fail in the database, as a 500.
 */
export function storableInPostgres(value: unknown, maxDepth = 32): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === "string") {
      if (!storableText(item)) return false;
    } else if (typeof item === "object" && item !== null) {
      if (depth >= maxDepth) return false;
      for (const [key, child] of Object.entries(item)) {
        if (!storableText(key)) return false;
        pending.push([child, depth + 1]);
      }
    }
  }
  return true;
}
