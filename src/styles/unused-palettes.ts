/**
 * Mantine's default palettes that the app never names: its own six (src/theme.ts) replace them,
 * and gray, dark and red are the only defaults in use. Their variables (about three kB compressed
 * of the styles every page loads) are left out of Mantine's variables stylesheet by the build
 * (vite.config.ts); mantine-css.test.ts fails when the app starts naming one.
 */
export const UNUSED_PALETTES = [
  "blue",
  "cyan",
  "grape",
  "green",
  "indigo",
  "lime",
  "orange",
  "pink",
  "teal",
  "violet",
  "yellow",
] as const;

/** A declaration of one of those palettes' variables, e.g. `--mantine-color-blue-light-hover`. */
export const UNUSED_PALETTE_VARIABLE = new RegExp(
  `^--mantine-color-(?:${UNUSED_PALETTES.join("|")})-`,
);
