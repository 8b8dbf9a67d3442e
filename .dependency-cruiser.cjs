// Imports run one way (ADR 032, 073): `npm run lint` fails on an import circle in src/, type-only
// imports and dynamic import() included, apart from the one ADR 032 keeps on purpose, and on
// src/server/platform/ importing any other area of src/server/.
/** The circle kept: tables that point at each other (ADR 032). */
const KEPT_CIRCLES = "^src/db/schema/(auth|organization)\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: move what both sides need below both (ADR 032).",
      from: { path: "^src/", pathNot: KEPT_CIRCLES },
      to: { circular: true },
    },
    {
      name: "platform-imports-no-domain",
      severity: "error",
      comment:
        "src/server/platform/ is the floor every area builds on; the composition root that wires " +
        "the areas together is src/server/app/ (ADR 073).",
      from: { path: "^src/server/platform/" },
      to: { path: "^src/server/(?!platform/)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/(i18n/paraglide/|routeTree\\.gen\\.ts$)" },
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
