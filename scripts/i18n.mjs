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
