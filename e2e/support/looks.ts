import type { Page } from "@playwright/test";
import { axeViolations, expect } from "./fixtures";

// A screen is checked in both colour schemes at a desktop and a phone width. It is loaded once
// per width, as a phone or a desktop opens it; the scheme is then switched on the loaded page the
// way another tab of the app switches it (a storage event that Mantine's colour scheme manager
// follows), which changes only the CSS variables: two server renders and hydrations, not four.

export type Scheme = "light" | "dark";

/** A desktop and a phone. */
export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

export const SCHEMES: readonly Scheme[] = ["light", "dark"];

/** The key under which the app keeps the chosen scheme (src/theme.ts). */
const STORAGE_KEY = "timberline-color-scheme";

/** Switches the loaded page's scheme as a change from another tab does, and waits for it. */
export async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      const oldValue = window.localStorage.getItem(key);
      window.localStorage.setItem(key, value);
      window.dispatchEvent(
        new StorageEvent("storage", {
          key,
          oldValue,
          newValue: value,
          storageArea: window.localStorage,
        }),
      );
    },
    { key: STORAGE_KEY, value: scheme },
  );
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
}

export interface Look {
  scheme: Scheme;
  size: (typeof WIDTHS)[number];
  /** "light-1280": how a failure or a screenshot names this look. */
  name: string;
}

/**
 * For each width: resizes, calls `open` to load the screen, then `check` in each scheme.
 * `open` must leave the page hydrated (the running app hears the storage event).
 */
export async function inEveryLook(
  page: Page,
  open: () => Promise<void>,
  check: (look: Look) => Promise<void>,
  widths: readonly (typeof WIDTHS)[number][] = WIDTHS,
): Promise<void> {
  for (const size of widths) {
    await page.setViewportSize(size);
    await open();
    for (const scheme of SCHEMES) {
      await switchScheme(page, scheme);
      await check({ scheme, size, name: `${scheme}-${size.width}` });
    }
  }
}

/** axe-core finds nothing on the page as it is now (soft: every look of a screen is reported). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await axeViolations(page), what).toEqual([]);
}
