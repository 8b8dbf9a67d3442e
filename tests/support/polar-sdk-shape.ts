import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * Checks a JSON value against a model of @polar-sh/sdk/2026-10, read from the SDK's own type
 * declarations. The SDK does not validate what it receives (it returns `response.json()` as
 * is), so this is what holds the twin's responses to the shapes the SDK promises its callers:
 * every required key present, null only where the model allows it, enum values spelled as
 * declared, amounts whole numbers, timestamps ISO 8601 with an offset. The twin's tests use it.
 */

type TypeNode =
  | { kind: "union"; members: TypeNode[] }
  | { kind: "array"; element: TypeNode }
  | { kind: "literal"; value: string | number | boolean | null }
  | { kind: "primitive"; name: "string" | "number" | "boolean" | "unknown" | "never" }
  | { kind: "record"; value: TypeNode }
  | { kind: "named"; name: string };

interface Property {
  optional: boolean;
  type: TypeNode;
}

interface Declarations {
  interfaces: Map<string, Map<string, Property>>;
  aliases: Map<string, TypeNode>;
}

function tokenize(source: string): string[] {
  const tokens = source.match(/"(?:[^"\\]|\\.)*"|\w+|\[\]|[|()<>,]/g);
  if (!tokens) throw new Error(`sdk-shape: cannot read type "${source}"`);
  return tokens;
}

function parseType(source: string): TypeNode {
  const tokens = tokenize(source);
  let position = 0;
  const next = () => tokens[position++];
  const peek = () => tokens[position];

  function union(): TypeNode {
    const members = [postfix()];
    while (peek() === "|") {
      position++;
      members.push(postfix());
    }
    return members.length === 1 ? (members[0] as TypeNode) : { kind: "union", members };
  }

  function postfix(): TypeNode {
    let node = primary();
    while (peek() === "[]") {
      position++;
      node = { kind: "array", element: node };
    }
    return node;
  }

  function primary(): TypeNode {
    const token = next();
    if (token === undefined) throw new Error(`sdk-shape: type ends early: "${source}"`);
    if (token === "(") {
      const inner = union();
      next();
      return inner;
    }
    if (token.startsWith('"')) return { kind: "literal", value: JSON.parse(token) as string };
    if (token === "null") return { kind: "literal", value: null };
    if (token === "true" || token === "false") return { kind: "literal", value: token === "true" };
    if (/^\d+$/.test(token)) return { kind: "literal", value: Number(token) };
    if (token === "Record") {
      next();
      union();
      next();
      const value = union();
      next();
      return { kind: "record", value };
    }
    if (
      token === "string" ||
      token === "number" ||
      token === "boolean" ||
      token === "unknown" ||
      token === "never"
    ) {
      return { kind: "primitive", name: token };
    }
    return { kind: "named", name: token };
  }

  const node = union();
  if (position !== tokens.length) throw new Error(`sdk-shape: cannot read type "${source}"`);
  return node;
}

function readDeclarations(text: string): Declarations {
  const interfaces = new Map<string, Map<string, Property>>();
  const aliases = new Map<string, TypeNode>();
  let current: Map<string, Property> | undefined;
  for (const line of text.split("\n")) {
    const opening = /^interface (\w+) (?:extends [^{]+)?\{(\})?$/.exec(line);
    if (opening) {
      current = new Map();
      interfaces.set(opening[1] as string, current);
      if (opening[2]) current = undefined;
      continue;
    }
    if (current && line === "}") {
      current = undefined;
      continue;
    }
    const property = current && /^ {2}(\w+)(\?)?: (.+);$/.exec(line);
    if (current && property) {
      current.set(property[1] as string, {
        optional: property[2] === "?",
        type: parseType(property[3] as string),
      });
      continue;
    }
    const alias = !current && /^type (\w+) = (.+);$/.exec(line);
    if (alias) aliases.set(alias[1] as string, parseType(alias[2] as string));
  }
  return { interfaces, aliases };
}

let cached: Declarations | undefined;

function declarations(): Declarations {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const versionDir = dirname(require.resolve("@polar-sh/sdk/2026-10"));
  const index = readFileSync(join(versionDir, "index.d.mts"), "utf8");
  const models = /from "\.\.\/(models-[\w-]+)\.mjs"/.exec(index)?.[1];
  if (!models) throw new Error("sdk-shape: cannot find the 2026-10 models in the SDK");
  cached = readDeclarations(readFileSync(join(versionDir, "..", `${models}.d.mts`), "utf8"));
  return cached;
}

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const TIMESTAMP_KEY = /(_at|_start|_end|^timestamp|_timestamp)$/;
const AMOUNT_KEY = /amount$/;

function check(
  value: unknown,
  type: TypeNode,
  path: string,
  key: string,
  problems: string[],
): void {
  switch (type.kind) {
    case "literal":
      if (value !== type.value) problems.push(`${path}: expected ${JSON.stringify(type.value)}`);
      return;
    case "primitive":
      if (type.name === "unknown") return;
      if (type.name === "never" || typeof value !== type.name) {
        problems.push(`${path}: expected ${type.name}, got ${JSON.stringify(value)}`);
      } else if (
        type.name === "string" &&
        TIMESTAMP_KEY.test(key) &&
        !TIMESTAMP.test(value as string)
      ) {
        problems.push(`${path}: expected an ISO 8601 timestamp with offset, got ${value}`);
      } else if (type.name === "number" && AMOUNT_KEY.test(key) && !Number.isInteger(value)) {
        problems.push(`${path}: expected a whole amount, got ${value}`);
      }
      return;
    case "array":
      if (!Array.isArray(value)) {
        problems.push(`${path}: expected an array`);
        return;
      }
      value.forEach((item, index) => {
        check(item, type.element, `${path}[${index}]`, key, problems);
      });
      return;
    case "record":
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        problems.push(`${path}: expected an object`);
        return;
      }
      for (const [entry, item] of Object.entries(value)) {
        check(item, type.value, `${path}.${entry}`, entry, problems);
      }
      return;
    case "union": {
      const attempts = type.members.map((member) => {
        const found: string[] = [];
        check(value, member, path, key, found);
        return found;
      });
      if (attempts.some((found) => found.length === 0)) return;
      problems.push(
        ...attempts.reduce((best, found) => (found.length < best.length ? found : best)),
      );
      return;
    }
    case "named":
      checkNamed(value, type.name, path, problems);
      return;
  }
}

function checkNamed(value: unknown, name: string, path: string, problems: string[]): void {
  const { interfaces, aliases } = declarations();
  const alias = aliases.get(name);
  if (alias) {
    check(value, alias, path, path.split(".").at(-1) ?? "", problems);
    return;
  }
  const shape = interfaces.get(name);
  if (!shape) throw new Error(`sdk-shape: the SDK declares no model ${name}`);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    problems.push(`${path}: expected a ${name} object, got ${JSON.stringify(value)}`);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, property] of shape) {
    if (!(key in record)) {
      if (!property.optional) problems.push(`${path}.${key}: missing (${name})`);
      continue;
    }
    check(record[key], property.type, `${path}.${key}`, key, problems);
  }
  for (const key of Object.keys(record)) {
    if (!shape.has(key)) problems.push(`${path}.${key}: not a key of ${name}`);
  }
}

/** The ways `value` differs from the SDK model `name`; empty when it conforms. */
export function sdkShapeProblems(name: string, value: unknown): string[] {
  const problems: string[] = [];
  checkNamed(value, name, name, problems);
  return problems;
}
