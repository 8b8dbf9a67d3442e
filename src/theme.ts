import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core";

// The six named palettes of the spec, ten shades each, lightest first.
const pine: MantineColorsTuple = [
  "#e8f5ee",
  "#d0e9db",
  "#a3d3b7",
  "#72bb91",
  "#4aa772",
  "#329a5f",
  "#237a4b",
  "#1b6a40",
  "#125a35",
  "#064a29",
];
const ember: MantineColorsTuple = [
  "#fff0e8",
  "#ffdfd1",
  "#fdbda2",
  "#fb986f",
  "#f97944",
  "#f86529",
  "#e0531a",
  "#c4460f",
  "#a93b09",
  "#8c2f03",
];
const timber: MantineColorsTuple = [
  "#f8f1ea",
  "#ebe0d5",
  "#d8bfa7",
  "#c49d77",
  "#b3804f",
  "#a96e36",
  "#945d25",
  "#7d4e1d",
  "#684117",
  "#543410",
];
const slate: MantineColorsTuple = [
  "#f1f4f8",
  "#e2e6eb",
  "#c3cbd5",
  "#a2aebf",
  "#8695ac",
  "#7485a0",
  "#5f7090",
  "#4e5e7c",
  "#3f4f69",
  "#2f3e56",
];
const wool: MantineColorsTuple = [
  "#faf8f3",
  "#f1ede4",
  "#e3dccb",
  "#d4c9b0",
  "#c7b999",
  "#bfae8a",
  "#a8966f",
  "#8d7c5a",
  "#736448",
  "#5a4d37",
];
const glacier: MantineColorsTuple = [
  "#e6fbff",
  "#d3f2fa",
  "#a9e3f2",
  "#7bd3ea",
  "#56c6e4",
  "#3ebee0",
  "#1f9fc2",
  "#1287a8",
  "#07708d",
  "#005a72",
];

export const palettes = { pine, ember, timber, slate, wool, glacier };

/**
 * Mantine picks the text colour of a filled button once, for the light scheme's shade. The
 * primary shade differs per scheme here (pine 6 light, pine 4 dark), so the text colour is
 * chosen for each scheme and the browser applies the right one (CSS light-dark(), which follows
 * the color-scheme Mantine sets).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant === "outline" && input.color && input.theme.colors[input.color]) {
    // An outline's text is the colour's filled shade, which on white reads below 4.5:1 for the
    // warm colours (red 6: 3.3:1); shade 8 does. The dark scheme's lighter outline passes.
    const dark8 = `var(--mantine-color-${input.color}-8)`;
    return {
      ...colors,
      color: `light-dark(${dark8}, ${colors.color})`,
      border: `1px solid light-dark(${dark8}, ${colors.color})`,
    };
  }
  const autoContrast = input.autoContrast ?? input.theme.autoContrast;
  if (input.variant !== "filled" || !autoContrast) return colors;
  const textOn = (colorScheme: "light" | "dark") =>
    parseThemeColor({
      color: input.color || input.theme.primaryColor,
      theme: input.theme,
      colorScheme,
    }).isLight
      ? "var(--mantine-color-black)"
      : "var(--mantine-color-white)";
  const light = textOn("light");
  const dark = textOn("dark");
  return light === dark ? colors : { ...colors, color: `light-dark(${light}, ${dark})` };
};

export const theme = createTheme({
  colors: palettes,
  primaryColor: "pine",
  primaryShade: { light: 6, dark: 4 },
  // Dark or light text on filled colours by contrast. 0.18: black and white text contrast
  // equally; Mantine's 0.3 left white on pine 4 at 3:1 (WCAG asks 4.5:1).
  autoContrast: true,
  luminanceThreshold: 0.18,
  variantColorResolver,
  fontFamily:
    "'Manrope Variable', Manrope, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  // The shipped face first (src/styles/monospace.css), then Mantine's own stack for a glyph
  // outside its Latin file.
  fontFamilyMonospace:
    "'JetBrains Mono Variable', ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace",
  headings: {
    fontFamily:
      "'Manrope Variable', Manrope, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  },
  defaultRadius: "md",
  breakpoints: { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em" },
  fontSmoothing: true,
  components: {
    // A link inside a sentence must not rely on colour alone to be told apart (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: "always" } },
    // A modal's title bar is not a <header>: outside a sectioning element that is a banner
    // landmark, and the page has one already (ADR 021, 043).
    ModalHeader: { defaultProps: { component: "div" } },
  },
});

/**
 * Mantine's dimmed text (gray 6 on white, dark 2 on the dark cards) reaches about 3.5:1; one
 * shade nearer the text colour passes WCAG's 4.5:1 in both schemes. Its error colour (red 6 on
 * white, red 8 on the dark body: about 3.3:1) is the field's text and message under a refused
 * input; ember 8 and ember 4 read at about 6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-ember-8)",
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-ember-4)",
  },
});

/** The root font size the rem scale is built on. */
export const BASE_FONT_SIZE_PX = 16;
export const DEFAULT_COLOR_SCHEME = "dark" as const;
export const COLOR_SCHEME_STORAGE_KEY = "timberline-color-scheme";
