import { Button, MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "./theme";
import { themeCssVariables } from "./theme-css";

describe("the theme's CSS variables", () => {
  it("are the text Mantine's provider renders for the theme", () => {
    const html = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p>content</p>
      </MantineProvider>,
    );
    const rendered = html.match(/<style data-mantine-styles="true">([^<]*)<\/style>/)?.[1];
    expect(rendered).toBeTruthy();
    expect(themeCssVariables).toBe(rendered?.replaceAll("&quot;", '"').replaceAll("&#x27;", "'"));
    expect(themeCssVariables).toContain("--mantine-color-pine-6");
    expect(themeCssVariables).toContain("--mantine-color-dimmed: var(--mantine-color-dark-1)");
  });
});

describe("text on filled colours", () => {
  /** WCAG 2 contrast ratio of two #rrggbb colours. */
  function contrast(a: string, b: string): number {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  }

  it("reach 4.5:1 on the primary filled button in both schemes", () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <Button>Send sign-in link</Button>
      </MantineProvider>,
    );
    expect(html).toContain(
      "--button-color:light-dark(var(--mantine-color-white), var(--mantine-color-black))",
    );
    const pine = theme.colors?.pine ?? [];
    expect(contrast(pine[6] ?? "", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(pine[4] ?? "", "#000000")).toBeGreaterThanOrEqual(4.5);
  });
});
