/**
 * The letters an avatar shows for a person or an organization, the same everywhere (the header,
 * the members, the profile): the first letter of the first and of the last word, or of the only
 * one ("Ada King Lovelace" → "AL", "ada@example.com" → "A"). Words without a letter or digit
 * ("&") are skipped.
 */
export function initialsOf(name: string): string {
  const firsts = name
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.match(/[\p{L}\p{N}]/u) ?? []);
  const [first, ...rest] = firsts;
  if (first === undefined) return "?";
  return `${first}${rest.at(-1) ?? ""}`.toUpperCase();
}
