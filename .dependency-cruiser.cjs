// Imports run one way (ADR 032): `npm run lint` fails on an import circle in src/, type-only
// imports and dynamic import() included, apart from the two ADR 032 keeps on purpose.
/** The two circles kept: TanStack Router's generated tree, and tables that point at each other. */
const KEPT_CIRCLES = "^src/(router\\.tsx|routeTree\\.gen\\.ts|db/schema/(auth|organization)\\.ts)$";

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
