// `npm run api:types`: writes the REST API's client types (tests/generated/api-v1.d.ts) from
// the OpenAPI document the API serves. The contract test (tests/api/rest-api-contract.test.ts)
// fails while the committed file differs from what this writes.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

// The TypeScript sources load through Vite's module runner, with the `~` alias, as under Vitest.
const { module } = await runnerImport(join(root, "tests/support/api-types.ts"), {
  root,
  configFile: false,
  logLevel: "warn",
  resolve: { alias: { "~": join(root, "src") } },
});

const file = join(root, module.API_TYPES_FILE);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, await module.apiTypes(await module.documentFromRoutes()));
console.log(`wrote ${module.API_TYPES_FILE}`);
