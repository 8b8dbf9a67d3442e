// Every text a person reads is a message (issue 33, ADR 059): English written straight into a
// screen fails here, so a new screen cannot ship untranslated. It reads the .tsx files under
// src/features and src/routes and reports JSX text, and string literals given to the props and
// fields that carry words (label, title, aria-label, a notification's message…).
// `node scripts/check-strings.mjs [folder…]`; a line that must stay as it is (a brand, a
// format sample) carries `// i18n-exempt: <why>` on the line before it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseSync } from "vite";

/** Props and object fields whose string value is read by a person. */
export const TEXT_FIELDS = new Set([
  "alt",
  "aria-label",
  "aria-description",
  "cancel",
  "confirm",
  "description",
  "emptyMessage",
  "error",
  "label",
  "message",
  "nothingFoundMessage",
  "placeholder",
  "title",
]);

/**
 * Folders whose pages are not the product's: the development mailbox and the Polar twin's
 * pages are tools for the developer running the app, in English on purpose (ADR 059).
 */
const EXEMPT_FOLDERS = ["src/routes/dev/", "src/routes/api/"];

/** Words, not a symbol, a number or an identifier-like token ("·", "42", "sk_…", "A/B"). */
const WORDS = /[A-Za-z]{2,}/;

/** @param {string} text */
const isWords = (text) => WORDS.test(text) && !/^[a-z]+(?:[A-Z][a-z]*)+$/.test(text.trim());

/**
 * The text of a string-valued expression: a literal, a template's fixed parts, either side of a
 * condition; undefined for anything computed.
 * @param {any} node
 * @returns {string | undefined}
 */
function literal(node) {
  if (!node) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral")
    return node.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked ?? "").join(" ");
  if (node.type === "JSXExpressionContainer") return literal(node.expression);
  if (node.type === "ParenthesizedExpression") return literal(node.expression);
  if (node.type === "ConditionalExpression" || node.type === "LogicalExpression") {
    const sides = [literal(node.consequent ?? node.left), literal(node.alternate ?? node.right)];
    return sides.filter(Boolean).join(" ") || undefined;
  }
  return undefined;
}

/** @param {any} key */
const keyName = (key) =>
  key?.type === "Identifier" || key?.type === "JSXIdentifier"
    ? key.name
    : key?.type === "Literal"
      ? String(key.value)
      : key?.type === "JSXNamespacedName"
        ? `${key.namespace.name}:${key.name.name}`
        : undefined;

/**
 * The plain texts in one .tsx source.
 * @param {string} text the file's text
 * @param {string} [fileName]
 * @returns {{ line: number, text: string }[]}
 */
export function plainStrings(text, fileName = "file.tsx") {
  const { program, errors } = parseSync(fileName, text, { lang: "tsx" });
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message}`);
  const lines = text.split("\n");
  /** @type {{ line: number, text: string }[]} */
  const found = [];
  /** @param {number} offset @param {string} value */
  const report = (offset, value) => {
    const line = text.slice(0, offset).split("\n").length;
    if (/\/\/ i18n-exempt:/.test(lines[line - 2] ?? "")) return;
    found.push({ line, text: value.trim().replace(/\s+/g, " ") });
  };
  /** @param {any} node @param {any} parent */
  const visit = (node, parent) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (!node || typeof node !== "object" || typeof node.type !== "string") return;
    if (node.type === "JSXText") {
      if (isWords(node.value)) report(node.start, node.value);
    } else if (node.type === "JSXExpressionContainer" && parent?.type === "JSXElement") {
      const value = literal(node.expression);
      if (value && isWords(value)) report(node.start, value);
    } else if (node.type === "JSXAttribute" || node.type === "Property") {
      const name = keyName(node.name ?? node.key);
      const value = literal(node.value);
      if (name && TEXT_FIELDS.has(name) && value && isWords(value)) report(node.start, value);
    }
    for (const [key, child] of Object.entries(node))
      if (key !== "parent" && child && typeof child === "object") visit(child, node);
  };
  visit(program, undefined);
  return found;
}

/** @param {string} directory @returns {string[]} the .tsx files under it, tests left out */
function sources(directory) {
  if (directory.endsWith(".tsx")) return [directory];
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx$/.test(path) && !/\.test\.tsx$/.test(path))
    .map((path) => join(directory, path))
    .filter((path) => !EXEMPT_FOLDERS.some((folder) => path.startsWith(folder)))
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : ["src/features", "src/routes"];
  const found = folders.flatMap((folder) =>
    sources(folder).flatMap((file) =>
      plainStrings(readFileSync(file, "utf8"), file).map(
        ({ line, text }) => `${file}:${line}: plain text "${text}"`,
      ),
    ),
  );
  for (const problem of found) console.error(problem);
  if (found.length > 0) {
    console.error(`${found.length} plain texts: make each a message (docs/translating.md).`);
    process.exit(1);
  }
  console.log("strings: every text in src/features and src/routes is a message.");
}
