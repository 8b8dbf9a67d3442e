import { describe, expect, it } from "vitest";
import { BASE_FONT_SIZE_PX, DEFAULT_COLOR_SCHEME, palettes, theme } from "./theme";

describe("the theme", () => {
  it("has the six named palettes with ten valid shades each", () => {
    expect(Object.keys(palettes)).toEqual(["pine", "ember", "timber", "slate", "wool", "glacier"]);
    for (const shades of Object.values(palettes)) {
      expect(shades).toHaveLength(10);
      for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("orders each palette from light to dark", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    for (const shades of Object.values(palettes)) {
      const values = shades.map(luminance);
      expect([...values].sort((a, b) => b - a)).toEqual(values);
    }
  });

  it("uses pine as primary, shade 6 in light and 4 in dark", () => {
    expect(theme.primaryColor).toBe("pine");
    expect(theme.primaryShade).toEqual({ light: 6, dark: 4 });
  });

  it("sets Manrope, medium radius, the spec's breakpoints and a 16 px base", () => {
    expect(theme.fontFamily?.startsWith("'Manrope Variable', Manrope,")).toBe(true);
    // The shipped face (src/styles/monospace.css), not whatever the machine has installed.
    expect(theme.fontFamilyMonospace?.startsWith("'JetBrains Mono Variable',")).toBe(true);
    expect(theme.defaultRadius).toBe("md");
    expect(theme.breakpoints).toEqual({
      xs: "36em",
      sm: "48em",
      md: "62em",
      lg: "75em",
      xl: "88em",
    });
    expect(BASE_FONT_SIZE_PX).toBe(16);
    expect(DEFAULT_COLOR_SCHEME).toBe("dark");
  });
});
