import { createTheme, type MantineColorsTuple } from "@mantine/core";

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

export const theme = createTheme({
  colors: palettes,
  primaryColor: "pine",
  primaryShade: { light: 6, dark: 4 },
  // Picks dark or light text on filled colours by contrast, so every shade stays legible.
  autoContrast: true,
  fontFamily:
    "'Manrope Variable', Manrope, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  headings: {
    fontFamily:
      "'Manrope Variable', Manrope, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  },
  defaultRadius: "md",
  breakpoints: { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em" },
  fontSmoothing: true,
});

/** The root font size the rem scale is built on. */
export const BASE_FONT_SIZE_PX = 16;
export const DEFAULT_COLOR_SCHEME = "dark" as const;
export const COLOR_SCHEME_STORAGE_KEY = "timberline-color-scheme";
