// Writes docs/decisions/README.md, the ADRs' index, from each record's title and Status line:
// `npm run adr:index` after adding or superseding a decision.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const folder = new URL("../docs/decisions/", import.meta.url);
const rows = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((name) => {
    const text = readFileSync(new URL(name, folder), "utf8");
    const title = (text.split("\n", 1)[0] ?? "").replace(/^# \d{3} · /, "");
    const status = /^Status: (.+)$/m.exec(text)?.[1] ?? "(no Status line)";
    return `| [${name.slice(0, 3)}](${name}) | ${title} | ${status} |`;
  });

writeFileSync(
  new URL("README.md", folder),
  `# Architecture decision records

One file a decision: context, decision, consequences. A new ADR takes the next number and starts
with a \`Status:\` line (Proposed, Accepted, or Superseded by NNN); \`node scripts/adr-index.mjs\`
then rewrites this index. Benchmarks' figures live in \`bench/README.md\`; an ADR says what was
decided and why.

| ADR | Decision | Status |
|---|---|---|
${rows.join("\n")}
`,
);
