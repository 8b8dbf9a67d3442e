// `npm run i18n:compile`: writes the pseudo-locale's messages from English and compiles every
// locale's messages into src/i18n/paraglide (ADR 059). `npm run i18n:check`: fails when a
// message is missing in a locale or unused in src/, or the compiled messages are out of date.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile } from "@inlang/paraglide-js";
import { BASE_LOCALE, findProblems, PSEUDO_LOCALE, pseudoMessages } from "./i18n-messages.mjs";

const PROJECT = "./project.inlang";
const MESSAGES = "messages";
const OUTDIR = "src/i18n/paraglide";

const readJson = (/** @type {string} */ path) => JSON.parse(readFileSync(path, "utf8"));
const settings = readJson(join(PROJECT, "settings.json"));

function writePseudo() {
  const base = readJson(join(MESSAGES, `${BASE_LOCALE}.json`));
  const text = `${JSON.stringify(pseudoMessages(base), null, 2)}\n`;
  writeFileSync(join(MESSAGES, `${PSEUDO_LOCALE}.json`), text);
}

async function compileTo(/** @type {string} */ outdir) {
  await compile({
    project: PROJECT,
    outdir,
    // The app sets the locale itself (src/i18n/locale-runtime.ts): no strategy of its own.
    strategy: ["baseLocale"],
    // One module per locale: the browser build loads a locale's module only when a page is in
    // that locale (src/i18n/messages-on-demand.build.ts); English stays tree-shaken per message.
    outputStructure: "locale-modules",
    emitTsDeclarations: false,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    includeEslintDisableComment: false,
  });
  keepFormatters(outdir);
}

/** Paraglide's formatters as it compiles them: `new Intl.PluralRules(locale, options)` and kin. */
const FORMATTER_PER_CALL = /new Intl\.(\w+)\(locale, (\w+)\)/g;

/** Kept in the compiled registry: one Intl formatter per kind, locale and options. */
const KEPT_FORMATTERS = `
/** @type {Map<Function, Map<string, any>>} */
const formatters = new Map();

/**
 * One Intl formatter per kind, locale and options, made on first use (scripts/i18n.mjs): making
 * one costs as much as rendering a dozen elements.
 * @param {any} Kind @param {string} locale @param {object} [options]
 */
function kept(Kind, locale, options) {
	let byKey = formatters.get(Kind);
	if (!byKey) {
		byKey = new Map();
		formatters.set(Kind, byKey);
	}
	const key = options ? \`\${locale} \${JSON.stringify(options)}\` : locale;
	let made = byKey.get(key);
	if (!made) {
		made = new Kind(locale, options);
		byKey.set(key, made);
	}
	return made;
}
`;

/**
 * Rewrites the compiled registry to keep its Intl formatters (issue 46: a page with counts made
 * an Intl.PluralRules per count, bench/PROFILE.md).
 * @param {string} outdir
 */
function keepFormatters(outdir) {
  const file = join(outdir, "registry.js");
  const text = readFileSync(file, "utf8");
  const rewritten = text.replace(FORMATTER_PER_CALL, "kept(Intl.$1, locale, $2)");
  if (rewritten === text || /new Intl\./.test(rewritten)) {
    throw new Error(
      `${file}: Paraglide's formatters changed; update keepFormatters in scripts/i18n.mjs`,
    );
  }
  writeFileSync(file, `${rewritten}${KEPT_FORMATTERS}`);
}

/**
 * Every file under `dir`, by path relative to it, with its text.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
function tree(dir, prefix = "") {
  const files = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory())
      for (const [p, t] of tree(join(dir, entry.name), path)) files.set(p, t);
    else files.set(path, readFileSync(join(dir, entry.name), "utf8"));
  }
  return files;
}

function sourceTexts(/** @type {string} */ dir) {
  return [...tree(dir)]
    .filter(([path]) => /\.(ts|tsx)$/.test(path) && !path.startsWith("i18n/paraglide"))
    .map(([, text]) => text);
}

const command = process.argv[2];
if (command === "compile") {
  writePseudo();
  await compileTo(OUTDIR);
} else if (command === "check") {
  const files = Object.fromEntries(
    settings.locales.map((/** @type {string} */ locale) => [
      locale,
      readJson(join(MESSAGES, `${locale}.json`)),
    ]),
  );
  const problems = findProblems(files, sourceTexts("src"));
  const fresh = mkdtempSync(join(tmpdir(), "i18n-check-"));
  try {
    const expected = JSON.stringify(pseudoMessages(files[BASE_LOCALE] ?? {}));
    if (JSON.stringify(files[PSEUDO_LOCALE]) !== expected) {
      problems.push(`${PSEUDO_LOCALE}.json is out of date: run npm run i18n:compile.`);
    }
    await compileTo(fresh);
    const want = tree(fresh);
    const have = tree(OUTDIR);
    if (want.size !== have.size || [...want].some(([path, text]) => have.get(path) !== text)) {
      problems.push(`${OUTDIR} is out of date: run npm run i18n:compile.`);
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`i18n: ${settings.locales.length} locales, every message present and used.`);
} else {
  console.error("Usage: node scripts/i18n.mjs compile|check");
  process.exit(2);
}
// The compiler's storage engine (lix, in WebAssembly) leaves 30-second timers behind after the
// project is closed, which held the process for 30 s after its work (in `npm test` the static
// stage's longest). Nothing is left to write here.
process.exit(0);
