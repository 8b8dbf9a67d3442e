import type { Locator, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** One card of /settings, found by its heading. */
export function section(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** The settings pages, by the last part of their address ("" is /settings, the profile). */
export type SettingsPage =
  | ""
  | "security"
  | "sessions"
  | "activity"
  | "linked-accounts"
  | "api"
  | "billing"
  | "danger-zone";

export const SETTINGS_PATHS = [
  "/settings",
  "/settings/security",
  "/settings/sessions",
  "/settings/activity",
  "/settings/linked-accounts",
  "/settings/api",
  "/settings/billing",
  "/settings/danger-zone",
];

/** Opens a settings page on the given app and waits until it is interactive. */
export async function openSettings(
  page: Page,
  baseUrl: string,
  which: SettingsPage = "",
): Promise<void> {
  await page.goto(`${baseUrl}/settings${which ? `/${which}` : ""}`);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** Moves to another settings page by its link, as a person would. */
export async function goToSettingsPage(page: Page, label: string): Promise<void> {
  const link = page
    .getByRole("navigation", { name: "Settings" })
    .getByRole("link", { name: label });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region").first()).toBeVisible();
}

/** Waits for a notification with the given text (title or message). */
export async function expectNotification(page: Page, text: string | RegExp): Promise<void> {
  await expect(
    page.locator(".mantine-Notification-root").filter({ hasText: text }).first(),
  ).toBeVisible();
}

export const PASSWORD_ONE = "correct horse battery staple 1";
export const PASSWORD_TWO = "correct horse battery staple 2";
export const PASSWORD_THREE = "correct horse battery staple 3";

/** Sets a first password through the Password card. */
export async function setFirstPassword(page: Page, password: string): Promise<void> {
  const card = section(page, "Password");
  await card.getByLabel("New password", { exact: true }).fill(password);
  await card.getByLabel("Repeat the new password").fill(password);
  await card.getByRole("button", { name: "Set a password" }).click();
  await expectNotification(page, "Password set");
  await expect(card.getByLabel("Current password")).toBeVisible();
}
