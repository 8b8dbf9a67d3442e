import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Plugin, parseSync } from "vite";

const INDEX = fileURLToPath(new URL("./paraglide/messages/_index.js", import.meta.url));
const ENGLISH = fileURLToPath(new URL("./paraglide/messages/en.js", import.meta.url));
const REGISTRY = fileURLToPath(new URL("./paraglide/registry.js", import.meta.url));
const CATALOGS = fileURLToPath(new URL("./catalogs.ts", import.meta.url));

/** A message's own module in the browser build: `\0timberline-message:<key>`. */
const MESSAGE_PREFIX = "\0timberline-message:";

const shapeError = (what: string) =>
  new Error(`messages-on-demand: Paraglide's ${what} is not in the expected shape`);

/**
 * Each English message's function, as source text, by key: the `export const key = …`
 * declarations of Paraglide's English module.
 */
export function englishMessages(source: string): Map<string, string> {
  const { program, errors } = parseSync(ENGLISH, source, { lang: "js" });
  if (errors.length > 0) throw shapeError("English module");
  const messages = new Map<string, string>();
  for (const statement of program.body) {
    if (statement.type !== "ExportNamedDeclaration") continue;
    const declaration = statement.declaration;
    if (declaration?.type !== "VariableDeclaration") throw shapeError("English module");
    for (const { id, init } of declaration.declarations) {
      if (id.type !== "Identifier" || !init) throw shapeError("English module");
      messages.set(id.name, source.slice(init.start, init.end));
    }
  }
  if (messages.size === 0) throw shapeError("English module");
  return messages;
}

/**
 * Paraglide's message index for the browser: English only, one module per message. Paraglide's
 * own index imports every locale's module, so each page would carry every language's texts, and
 * one module holding every English text would be one chunk that every page loads. Here each
 * message is a module of its own (the bundler puts it in the chunk of the page that uses it),
 * which asks the loaded catalog of the page's locale (src/i18n/catalogs.ts) and falls back to
 * its English. Paraglide's runtime (its own locale detection) is left out. Fails the build when
 * Paraglide's output changes shape.
 */
export function browserIndex(index: string, english: Map<string, string>): string {
  const names = [...index.matchAll(/^export const (\w+) = /gm)].map((match) => match[1] ?? "");
  if (names.length === 0 || names.some((name) => !english.has(name))) throw shapeError("index");
  return names.map((name) => `export { ${name} } from "${MESSAGE_PREFIX}${name}";`).join("\n");
}

/** One message's browser module: its English function behind the catalog's lookup. */
export function browserMessage(name: string, english: string): string {
  const message = messageCall(name, english);
  return [...messageImports([message]), `export const ${name} = ${message};`].join("\n");
}

/**
 * One message as a call of the catalog's lookup with its English. A screen holds it as a
 * constant of its own rather than importing the message's module: a message two pages share
 * would otherwise be a chunk of its own, about 130 bytes of a chunk's overhead for a few bytes
 * of text.
 */
function messageCall(name: string, english: string): string {
  return `${MESSAGE}(${JSON.stringify(name)}, ${withRegistry(english)})`;
}

/** The imports the message calls read: the catalog's lookup, and the registry when one uses it. */
function messageImports(calls: string[]): string[] {
  return [
    `import { catalogMessage as ${MESSAGE} } from ${JSON.stringify(CATALOGS)};`,
    calls.some((call) => call.includes(REGISTRY_LOCAL))
      ? `import * as ${REGISTRY_LOCAL} from ${JSON.stringify(REGISTRY)};`
      : "",
  ];
}

/**
 * The English function with Paraglide's `registry.x` read from the registry's import under a
 * name no screen uses. The members stay static reads, so the bundler keeps only the helpers
 * used (a namespace passed as a value would keep them all).
 */
function withRegistry(english: string): string {
  if (!english.includes("registry")) return english;
  const { program, errors } = parseSync("message.js", `(${english})`, { lang: "js" });
  if (errors.length > 0) throw shapeError("English module");
  const spans: number[] = [];
  walk(program, (node) => {
    const object = node.object as (Node & { name?: string }) | undefined;
    if (
      node.type === "MemberExpression" &&
      object?.type === "Identifier" &&
      object.name === "registry"
    )
      spans.push(object.start - 1);
  });
  let out = english;
  for (const start of spans.sort((a, b) => b - a))
    out = `${out.slice(0, start)}${REGISTRY_LOCAL}${out.slice(start + "registry".length)}`;
  return out;
}

const MESSAGE = "__timberline_message";
const REGISTRY_LOCAL = "__timberline_registry";

const MESSAGES_IMPORT = "~/i18n/paraglide/messages.js";

/** An AST node as the parser gives it: a type, a span and children under any key. */
type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
  visit(node as Node);
  for (const child of Object.values(node))
    if (child && typeof child === "object") walk(child, visit);
}

/**
 * A screen's `m.key(…)` calls, rewritten to constants of the screen's own ({@link messageCall}):
 * through the `m` namespace every message is reachable from every page that uses any, and the
 * bundler, which places modules by reachability, would put them all in one chunk every page
 * loads. Returns null when the file does not import `m`, or uses it other than as `m.key` (left
 * as it is: it gets the index of one module per message).
 */
export function directMessageImports(
  code: string,
  fileName: string,
  english: Map<string, string>,
): string | null {
  if (!code.includes(MESSAGES_IMPORT)) return null;
  const lang = fileName.endsWith(".tsx") ? "tsx" : "ts";
  const { program, errors } = parseSync(fileName, code, { lang });
  if (errors.length > 0) return null;
  const declaration = program.body.find(
    (statement) =>
      statement.type === "ImportDeclaration" && statement.source.value === MESSAGES_IMPORT,
  );
  if (declaration?.type !== "ImportDeclaration" || declaration.specifiers.length !== 1) return null;
  const [specifier] = declaration.specifiers;
  if (specifier?.type !== "ImportSpecifier" || specifier.imported.type !== "Identifier")
    return null;
  if (specifier.imported.name !== "m") return null;
  const local = specifier.local.name;
  const uses: { start: number; end: number; name: string }[] = [];
  let otherUses = 0;
  walk(program, (node) => {
    if (node.type === "MemberExpression" && !node.computed) {
      const object = node.object as Node & { name?: string };
      const property = node.property as Node & { name?: string };
      if (object.type === "Identifier" && object.name === local && property.name)
        uses.push({ start: node.start, end: node.end, name: property.name });
    } else if (node.type === "Identifier" && (node as { name?: string }).name === local) {
      otherUses++;
    }
  });
  // The import's own names and each `m.key`'s object are the only identifiers allowed.
  if (otherUses !== uses.length + (local === "m" ? 2 : 1)) return null;
  let out = code;
  for (const use of [...uses].sort((a, b) => b.start - a.start))
    out = `${out.slice(0, use.start)}__m_${use.name}${out.slice(use.end)}`;
  const names = [...new Set(uses.map((use) => use.name))];
  const sources = names.map((name) => {
    const source = english.get(name);
    if (source === undefined) throw shapeError(`English module (no ${name})`);
    return source;
  });
  const calls = names.map((name, at) => messageCall(name, sources[at] ?? ""));
  const imports = [
    ...messageImports(calls),
    ...names.map((name, at) => `const __m_${name} = ${calls[at]};`),
  ].join(" ");
  return `${out.slice(0, declaration.start)}${imports}${out.slice(declaration.end)}`;
}

/** The browser build's Paraglide index and message modules; the server's stays whole. */
export function messagesOnDemand(): Plugin {
  let english: Map<string, string> | undefined;
  const englishNow = () => {
    english ??= englishMessages(readFileSync(ENGLISH, "utf8"));
    return english;
  };
  return {
    name: "timberline-messages-on-demand",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      english = undefined;
    },
    watchChange(id) {
      if (id === ENGLISH) english = undefined;
    },
    resolveId(id) {
      return id.startsWith(MESSAGE_PREFIX) ? id : null;
    },
    transform: {
      order: "pre",
      handler(code, id) {
        const file = id.split("?")[0] ?? id;
        if (!/\.tsx?$/.test(file) || file.includes("/node_modules/")) return null;
        const rewritten = directMessageImports(code, file, englishNow());
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
    load(id) {
      if (id.startsWith(MESSAGE_PREFIX)) {
        const name = id.slice(MESSAGE_PREFIX.length);
        const source = englishNow().get(name);
        if (source === undefined) throw shapeError(`English module (no ${name})`);
        return browserMessage(name, source);
      }
      if (id.split("?")[0] !== INDEX) return null;
      return browserIndex(readFileSync(INDEX, "utf8"), englishNow());
    },
  };
}
