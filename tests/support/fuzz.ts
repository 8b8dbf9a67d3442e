import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { expect } from "vitest";

// Generators and checks for the hostile-input suites (tests/fuzz-*.test.ts): what a careless or
// malicious client may send, and what the product must answer to it.

/**
 * Runs per property. FUZZ_RUNS=<n> sets the base; the suites scale it per route family, so the
 * default keeps the whole fuzz run near a minute on two CPUs and a larger value digs deeper.
 */
const BASE_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
if (!Number.isInteger(BASE_RUNS) || BASE_RUNS < 1) {
  throw new Error(`FUZZ_RUNS must be a positive integer, got ${process.env.FUZZ_RUNS}`);
}

function fuzzRuns(share = 1): number {
  return Math.max(1, Math.round(BASE_RUNS * share));
}

/**
 * The seed of every property. Fixed, so `npm test` draws the same cases every time and a case
 * that fails once fails again; `npm run test:fuzz` draws a new one each run (and prints it).
 */
const DEFAULT_FUZZ_SEED = 20_261_123;

/**
 * fast-check's settings for a suite. A failure prints its seed and path; FUZZ_SEED=<seed> with
 * FUZZ_PATH=<path> replays exactly that case.
 */
export function fuzzOptions(share = 1): fc.Parameters<unknown> {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_FUZZ_SEED;
  if (!Number.isSafeInteger(seed)) {
    throw new Error(`FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`);
  }
  const path = process.env.FUZZ_PATH || undefined;
  return { numRuns: fuzzRuns(share), seed, path, endOnFailure: true };
}

/** Strings that have broken parsers, databases, templates and URL handling before. */
const NASTY_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  '"; drop table "user"; --',
  "../../../etc/passwd",
  "%00",
  "%",
  "%ZZ",
  "\\",
  "😀",
  "\u202e",
  "\ufeff",
  "𝕏𝕐",
  "\ud800",
  "a@b.co",
  "user@example.com",
  "USER@EXAMPLE.COM",
  " user@example.com ",
  "a@b",
  "@",
  `${"x".repeat(300)}@example.com`,
  "http://localhost:3000/dashboard",
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "/dashboard",
  "github",
  "google",
  "oidc",
  "credential",
  "magic-link",
  `tl_${"A".repeat(64)}`,
  "00000000-0000-0000-0000-000000000000",
  "starter",
  "pro",
  "active",
  "2026-01-01T00:00:00Z",
];

/** Very long values, built once: generating them per run would cost more than sending them. */
const HUGE_STRINGS = [
  "a".repeat(200_000),
  "é".repeat(60_000),
  "😀".repeat(30_000),
  "%".repeat(20_000),
  "\u0000".repeat(5_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

/**
 * A value for a named field, as a careless or hostile client sends it: the wrong type (null, a
 * number, a list, an object), an oversized string, an address beyond RFC 5321's lengths, a URL
 * of the wrong scheme or length, a name with control characters, or a hostile string. The
 * suites found too few of these when the values were only strings (issue 13: a null name was a
 * 500, a 300-character address went to SMTP).
 */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(null, 0, -1, 42, 1.5, true, false, [], ["a"], {}, { a: 1 }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      `${"x".repeat(65)}@example.com`,
      `${"x".repeat(300)}@example.com`,
      `${"x".repeat(5000)}@example.com`,
      `a@${"b".repeat(250)}.com`,
      `https://example.com/${"a".repeat(2000)}`,
      "http://example.com/me.png",
      "ftp://example.com/x",
      "n".repeat(101),
      "n".repeat(10_000),
      "Ada\u0007Lovelace",
      "Ada\nLovelace",
      "   ",
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 200 }).map((s) => s.repeat(50)) },
);

/** A JSON object text of `keys` (mostly), each field a `fieldValue`. */
export function fieldsText(keys: readonly string[]): fc.Arbitrary<string> {
  const key = keys.length
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...keys) },
        { weight: 1, arbitrary: hostileKey },
      )
    : hostileKey;
  return fc
    .uniqueArray(fc.tuple(key, fieldValue), {
      maxLength: Math.max(2, keys.length + 1),
      selector: ([k]) => k,
    })
    .map(
      (pairs) =>
        `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`,
    );
}

/** Header-safe text (Latin-1 without control characters), including very long values. */
export const headerString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("", "null", "undefined", "*", "\u00e9", "a=b; c"),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom("x".repeat(2_000), "x".repeat(6_000)),
);

/** A JSON text: hostile values, nested objects and arrays, and keys such as `__proto__`. */
export function jsonText(keys: readonly string[] = []): fc.Arbitrary<string> {
  const key = keys.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...keys) },
        { weight: 1, arbitrary: hostileKey },
      )
    : hostileKey;
  const { value } = fc.letrec<{ value: string; object: string; array: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileString.map((s) => JSON.stringify(s)),
      fc.integer().map(String),
      fc.constantFrom("0", "-0", "1e308", "-1e308", "1.5", "9007199254740993", "true", "false"),
      fc.constant("null"),
      tie("array"),
      tie("object"),
    ),
    array: fc.array(tie("value"), { maxLength: 4 }).map((items) => `[${items.join(",")}]`),
    object: fc
      .array(fc.tuple(key, tie("value")), { maxLength: 5 })
      .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`),
  }));
  return value;
}

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "", " ", "a.b", "a[b]", "$where"),
  fc.string({ maxLength: 12 }),
);

/**
 * A JSON object text whose keys are mostly `keys` (an endpoint's own fields, so the generated
 * bodies get past "unknown shape" and reach deeper checks), with hostile values.
 */
export function jsonObjectText(keys: readonly string[]): fc.Arbitrary<string> {
  const value = jsonText(keys);
  const key = keys.length
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...keys) },
        { weight: 1, arbitrary: hostileKey },
      )
    : hostileKey;
  return fc
    .array(fc.tuple(key, value), { maxLength: Math.max(3, keys.length + 2) })
    .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`);
}

/** Prototype-pollution payloads, written as text so the keys reach the server as they are. */
const POLLUTION_BODIES = [
  '{"__proto__":{"polluted":"yes","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"email":"a@b.co","__proto__":{"polluted":"yes"}}',
  '{"__proto__":null}',
  '{"a":{"__proto__":{"polluted":"yes"}},"b":[{"__proto__":{"polluted":"yes"}}]}',
];

/** Nesting far beyond any real payload: recursive walkers and serialisers overflow on it. */
const DEEP_BODIES = [
  `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`,
];

/** The fields of a JSON text, flattened to strings for a form or a query (best effort). */
function formPairs(text: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [["value", text]];
  }
  if (typeof parsed !== "object" || parsed === null) return [["value", String(parsed)]];
  return Object.entries(parsed).map(([k, v]) => [
    k,
    typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
  ]);
}

/** A request body as sent: the bytes and the content type they claim to be. */
export interface EncodedBody {
  label: string;
  contentType: string | undefined;
  body: string | FormData | URLSearchParams;
}

/** `text` encoded the ways clients get it wrong: as JSON, as forms, mislabelled or broken. */
export function encodings(text: fc.Arbitrary<string>): fc.Arbitrary<EncodedBody> {
  return fc.oneof(
    { weight: 8, arbitrary: text.map((body) => json("json", body)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...POLLUTION_BODIES).map((body) => json("pollution", body)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...DEEP_BODIES).map((body) => json("deep", body)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.nat())
        .map(([body, cut]) => json("broken json", body.slice(0, cut % (body.length + 1)) || "{")),
    },
    {
      weight: 1,
      arbitrary: text.map((body) => ({
        label: "form",
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams(formPairs(body)),
      })),
    },
    {
      weight: 1,
      arbitrary: text.map((body) => {
        const form = new FormData();
        for (const [k, v] of formPairs(body)) form.append(k, v);
        return { label: "multipart", contentType: undefined, body: form };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          text,
          fc.constantFrom(
            undefined,
            "text/plain",
            "application/xml",
            "application/json; charset=utf-16",
            "application/json, text/plain",
            "multipart/form-data",
            "multipart/form-data; boundary=x",
            "application/x-www-form-urlencoded",
            "",
          ),
        )
        .map(([body, contentType]) => ({ label: `as ${contentType}`, contentType, body })),
    },
  );
}

function json(label: string, body: string): EncodedBody {
  return { label, contentType: "application/json", body };
}

/** A query string (without `?`) of mostly `keys`, repeated keys and hostile values included. */
export function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const key = keys.length
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...keys) },
        { weight: 1, arbitrary: hostileKey },
      )
    : hostileKey;
  const raw = fc.constantFrom(
    "%",
    "%ZZ",
    "a=b=c",
    "&&",
    "=",
    "%00",
    "a[]=1&a[]=2",
    "__proto__[x]=1",
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(
          fc.tuple(
            key,
            hostileString.filter((s) => s.length < 2_000),
          ),
          { maxLength: 5 },
        )
        .map((pairs) => new URLSearchParams(pairs).toString()),
    },
    { weight: 1, arbitrary: raw },
  );
}

/** Extra request headers: broken cookies and keys, foreign origins, spoofed addresses. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.oneof(
      headerString.map((v) => ["cookie", `better-auth.session_token=${v}`] as const),
      headerString.map((v) => ["cookie", v] as const),
      headerString.map((v) => ["authorization", v] as const),
      headerString.map((v) => ["authorization", `Bearer ${v}`] as const),
      headerString.map((v) => ["x-api-key", v] as const),
      fc
        .constantFrom("null", "https://evil.example", "http://localhost:3000.evil.example", "")
        .map((v) => ["origin", v] as const),
      headerString.map((v) => ["referer", v] as const),
      headerString.map((v) => ["x-forwarded-for", v] as const),
      headerString.map((v) => ["x-app-client-ip", v] as const),
      headerString.map((v) => ["accept", v] as const),
      headerString.map((v) => ["user-agent", v] as const),
      headerString.map((v) => ["x-tsr-serverfn", v] as const),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs));

/** The handler's response; a throw becomes the 500 a server would send, naming the error. */
export async function responseFrom(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    return new Response(`thrown: ${(error as Error)?.stack ?? String(error)}`, { status: 500 });
  }
}

/** Long enough for a property's runs (the suites' default 30 s is for single requests). */
export const FUZZ_TIMEOUT_MS = 600_000;

/**
 * The same headers as an HTTP client can send them: Node's fetch refuses values beyond ASCII (a
 * raw socket could send them; the in-process suites pass them to the handlers as they are), and
 * Node's HTTP server answers a request whose headers pass 16 KB with its own bodiless 431 and a
 * closed connection, before any of the app runs, so each value stays under 2 KB.
 */
export const hostileHttpHeaders: fc.Arbitrary<Record<string, string>> = hostileHeaders.map(
  (headers) =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        value.replace(/[^ -~]/g, "?").slice(0, 2_000),
      ]),
    ),
);

export interface CheckedResponse {
  status: number;
  /** The parsed JSON body of an error; undefined for an accepted call. */
  error?: { code: string; message: string; issues?: unknown };
}

/**
 * The contract every response keeps: never a 5xx; an error is a 4xx whose body is JSON with a
 * string `code` and `message`.
 */
export async function checkResponse(
  response: Response,
  what: string,
  method = "GET",
): Promise<CheckedResponse> {
  const text = await response.text();
  const status = response.status;
  const seen = `${what}\n→ ${status} ${response.headers.get("content-type")} ${text.slice(0, 400)}`;
  expect(status, seen).toBeLessThan(500);
  if (status < 400) return { status };
  expect(response.headers.get("content-type") ?? "", seen).toContain("application/json");
  // A HEAD answer is the GET response's head: an error says it is JSON and carries no body.
  if (method === "HEAD") {
    expect(text, seen).toBe("");
    return { status };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    expect.fail(`error body is not JSON: ${seen}`);
  }
  expect(body, seen).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  const error = body as NonNullable<CheckedResponse["error"]>;
  expect(error.code.length, seen).toBeGreaterThan(0);
  expect(error.message.length, seen).toBeGreaterThan(0);
  return { status, error };
}

/** Describes a generated request for a failure report, cutting huge values short. */
export function describeRequest(parts: Record<string, unknown>): string {
  return JSON.stringify(parts, (_, value: unknown) => {
    if (typeof value === "string" && value.length > 300) {
      return `${value.slice(0, 120)}…(${value.length} chars)…${value.slice(-120)}`;
    }
    if (value instanceof URLSearchParams) return `form:${value.toString().slice(0, 300)}`;
    if (value instanceof FormData) return `multipart:${JSON.stringify([...value.entries()])}`;
    return value;
  });
}

/** Runs one SQL text and returns its rows (PGlite, or postgres.js through a connection). */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Tables a refused request may still write, and why:
 * - rate_limit: the limiters count every request, the refused ones included; that is their job;
 * - api_key_usage: calls made with a key are counted per day, refused ones too, in batches.
 */
const BOOKKEEPING_TABLES = new Set(["rate_limit", "api_key_usage"]);

export type TableSnapshot = Map<string, string>;

/** A digest of every row of every table (bar the bookkeeping ones), per table. */
export async function snapshotTables(run: RunSql): Promise<TableSnapshot> {
  const tables = (
    await run(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((row) => String(row.name))
    .filter((name) => !BOOKKEEPING_TABLES.has(name));
  const digests = await run(
    tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text), '')) as digest from "${name}" t`,
      )
      .join(" union all "),
  );
  return new Map(digests.map((row) => [String(row.name), `${row.rows}:${row.digest}`]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/**
 * Rows that break the product's rules, whichever endpoint wrote them: a name or avatar no endpoint should
 * accept, an address no mail server takes, a second personal key or a key of another prefix.
 * Accepted calls are checked against these, so an endpoint that takes what another refuses shows.
 */
export async function ruleViolations(run: RunSql): Promise<Record<string, unknown>[]> {
  return run(`
    select 'user' as "table", id, name, image, email from "user"
    where char_length(name) > 100 or name ~ '[[:cntrl:]]' or name <> btrim(name)
       or (image is not null and (image !~ '^https://' or char_length(image) > 1000))
       or octet_length(email) > 254 or octet_length(split_part(email, '@', 1)) > 64
    union all
    select 'apikey', reference_id, prefix, null, null from apikey
    where prefix is distinct from 'tl_'
       or reference_id in (select reference_id from apikey group by 1 having count(*) > 1)`);
}

/** Fails when a request managed to add properties to every object in this process. */
export function expectPrototypeClean(): void {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted, "Object.prototype was polluted").toBeUndefined();
  expect(probe.isAdmin, "Object.prototype was polluted").toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
}

/**
 * One request on its own connection, its response read even when the server answers before the
 * body is sent and closes (as servers may for a refused upload; fetch reports that as a network
 * error). Each request stands alone, so one answered early cannot leave its connection unusable
 * for the next.
 */
export async function requestOnce(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: EncodedBody["body"] },
): Promise<Response> {
  let body: Buffer | undefined;
  const headers: Record<string, string> = { ...init.headers, connection: "close" };
  if (init.body !== undefined) {
    const encoded = new Response(init.body);
    body = Buffer.from(await encoded.arrayBuffer());
    // A form states its own type (multipart with its boundary); a string goes as it was labelled.
    const type = typeof init.body === "string" ? null : encoded.headers.get("content-type");
    if (type && !Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) {
      headers["content-type"] = type;
    }
    headers["content-length"] = String(body.byteLength);
  }
  return new Promise((resolve, reject) => {
    let responded = false;
    const outgoing = httpRequest(url, { method: init.method ?? "GET", headers }, (incoming) => {
      responded = true;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("error", reject);
      incoming.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === "string") responseHeaders.set(name, value);
          else for (const each of value ?? []) responseHeaders.append(name, each);
        }
        const status = incoming.statusCode ?? 0;
        resolve(
          new Response([101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks), {
            status,
            headers: responseHeaders,
          }),
        );
      });
    });
    // Writing the rest of a refused upload may fail once the response is in: that is expected.
    outgoing.on("error", (error) => {
      if (!responded) reject(error);
    });
    outgoing.end(body);
  });
}
