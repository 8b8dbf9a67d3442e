// The message files' rules, shared by `npm run i18n:compile` and `npm run i18n:check`
// (scripts/i18n.mjs) and their unit test (src/i18n/messages.test.ts).

/** The locale every other is checked against, and the pseudo-locale made from it. */
export const BASE_LOCALE = "en";
export const PSEUDO_LOCALE = "en-XA";

/** @type {Record<string, string>} */
const ACCENTED = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/**
 * A pseudo-translation of one English text: every letter accented, about 40% longer, in
 * brackets. `{name}` placeholders stay as they are, so the message takes the same inputs.
 * @param {string} text
 */
export function pseudoLocalize(text) {
  const parts = text.split(/(\{[^}]*\})/);
  const accented = parts
    .map((part) =>
      part.startsWith("{") ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c),
    )
    .join("");
  const letters = text.replace(/\{[^}]*\}/g, "").length;
  const padding = "·".repeat(Math.max(1, Math.round(letters * 0.4)));
  return `[${accented} ${padding}]`;
}

/** @typedef {Record<string, any>} MessageFile */

/**
 * A message's value pseudo-translated: a text, or a message with variants (plurals, selects),
 * each variant's text.
 * @param {any} value
 * @returns {any}
 */
function pseudoValue(value) {
  if (typeof value === "string") return pseudoLocalize(value);
  if (Array.isArray(value)) return value.map(pseudoValue);
  if (value && typeof value === "object" && value.match) {
    const match = Object.fromEntries(
      Object.entries(value.match).map(([when, text]) => [when, pseudoValue(text)]),
    );
    return { ...value, match };
  }
  return value;
}

/**
 * The pseudo-locale's message file: each of the base file's messages, pseudo-translated.
 * @param {MessageFile} base
 */
export function pseudoMessages(base) {
  /** @type {MessageFile} */
  const out = { $schema: base.$schema ?? "" };
  for (const [key, value] of Object.entries(base)) {
    if (key !== "$schema") out[key] = pseudoValue(value);
  }
  return out;
}

/** A message file's keys (its messages), without the schema's. */
const messageKeys = (/** @type {MessageFile} */ file) =>
  Object.keys(file).filter((key) => key !== "$schema");

/**
 * What is wrong with the message files against the code: a key of the base locale missing in
 * another locale, a key another locale has that the base has not, a key no source file uses
 * (`m.key` in the code). Each problem is one sentence.
 * @param {Record<string, MessageFile>} files by locale
 * @param {string[]} sources the text of every source file
 * @returns {string[]}
 */
export function findProblems(files, sources) {
  const problems = [];
  const base = new Set(messageKeys(files[BASE_LOCALE] ?? {}));
  for (const [locale, file] of Object.entries(files)) {
    const keys = new Set(messageKeys(file));
    for (const key of base) {
      if (!keys.has(key)) problems.push(`${locale}: the message "${key}" is missing.`);
    }
    for (const key of keys) {
      if (!base.has(key))
        problems.push(`${locale}: the message "${key}" is not in ${BASE_LOCALE}.`);
    }
  }
  const code = sources.join("\n");
  for (const key of base) {
    if (!new RegExp(`\\bm\\.${key}\\b`).test(code)) {
      problems.push(`The message "${key}" is used nowhere in src/.`);
    }
  }
  return problems;
}
