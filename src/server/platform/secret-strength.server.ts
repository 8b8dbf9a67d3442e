// Whether a secret given to production can guard what it signs: Better Auth's sessions and
// tokens (BETTER_AUTH_SECRET) or Polar's webhooks (POLAR_WEBHOOK_SECRET). The estimate cannot
// prove a secret random; it refuses the ones that plainly are not: short, published, a pattern,
// or made of too few different characters.

/** Fewest characters: `openssl rand -base64 32` gives 44, Polar's endpoint secrets 53. */
export const SECRET_MIN_LENGTH = 32;

/**
 * Fewest bits by the estimate below. `openssl rand -base64 32` and `-hex 32` score over 180,
 * Polar's endpoint secrets over 230, any 32 random letters and digits over 115; one character
 * repeated scores 0, "password" four times and a digit 94.
 */
const SECRET_MIN_BITS = 96;

/**
 * Better Auth's own fallback when no secret is set (DEFAULT_SECRET in
 * node_modules/better-auth/dist/utils/constants.mjs): 40 varied characters, which only a list
 * can catch. (The shorter one its documentation names fails on length.)
 */
const PUBLISHED_SECRETS = ["better-auth-secret-12345678901234567890"];

/** Words that mark a value copied from an example instead of generated (compared lower-case,
 * without separators). */
const PLACEHOLDER_WORDS = ["changeme", "placeholder", "replaceme", "yoursecret", "secrethere"];

/**
 * Why `secret` is too weak for production, as the end of a sentence that starts with its
 * variable's name; undefined when it passes. Never quotes the secret.
 */
export function secretWeakness(secret: string): string | undefined {
  if (secret.length < SECRET_MIN_LENGTH) {
    return `must be at least ${SECRET_MIN_LENGTH} characters (it has ${secret.length})`;
  }
  const plain = secret.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (
    PUBLISHED_SECRETS.includes(secret.toLowerCase()) ||
    PLACEHOLDER_WORDS.some((word) => plain.includes(word))
  ) {
    return "is a published default or a placeholder";
  }
  const unit = repeatingUnit(secret);
  if (unit === 1) return "is one character repeated";
  if (unit <= secret.length / 2) return `repeats the same ${unit} characters`;
  const bits = Math.floor(estimatedBits(secret));
  if (bits < SECRET_MIN_BITS) {
    return `has too few different characters (about ${bits} bits by estimate, at least ${SECRET_MIN_BITS} needed)`;
  }
  return undefined;
}

/**
 * The length of the shortest prefix the whole string repeats ("abcabcab" → 3); the string's
 * own length when it repeats nothing. Knuth–Morris–Pratt's failure function.
 */
function repeatingUnit(text: string): number {
  const border = new Array<number>(text.length).fill(0);
  for (let i = 1; i < text.length; i++) {
    let k = border[i - 1] ?? 0;
    while (k > 0 && text[i] !== text[k]) k = border[k - 1] ?? 0;
    if (text[i] === text[k]) k++;
    border[i] = k;
  }
  return text.length - (border[text.length - 1] ?? 0);
}

/**
 * Shannon entropy of the characters' frequencies times the length: what the string could carry
 * if each character were drawn independently from the ones it uses, as often as it uses them.
 */
function estimatedBits(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) {
    const share = count / text.length;
    perCharacter -= share * Math.log2(share);
  }
  return perCharacter * text.length;
}
