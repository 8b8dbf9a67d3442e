import { randomUUID } from "node:crypto";
import { PAYING_CARD, payWith, startCheckout } from "./support/billing";
import {
  axeViolations,
  expect,
  pressSignIn,
  requestMagicLink,
  test,
  uniqueEmail,
  waitForHydration,
} from "./support/fixtures";
import { expectScreenIn, message, signInWords } from "./support/i18n";
import { devMailbox, linkIn } from "./support/mail";
import { MAILBOX_APP_URL, MAILBOX_TWIN_URL } from "./support/servers";
import { expectNotification, section } from "./support/settings";

// The newcomer's journey of issue 33 in German and in Arabic, the language chosen by nothing but
// the browser's Accept-Language: sign in by mailed link, make an API key, subscribe on the Polar
// twin, change a setting, make an organization and invite someone. Each screen is checked in
// the locale (its text, lang and dir) and by axe; the mails are checked in it too.

const app = MAILBOX_APP_URL;

const JOURNEYS = [
  {
    locale: "de",
    browser: "de-DE",
    name: "Lena Vogel",
    newName: "Lena Bergmann",
    // Written here, not read from de.json: a message left in English would pass a lookup.
    signInSubject: "Ihr Anmeldelink für Timberline",
    welcome: "Willkommen bei Timberline",
    dashboardTitle: "Übersicht · Timberline",
    paid: "Zahlung erfolgreich",
    settings: "Einstellungen",
    invitedYou: "hat Sie zu",
  },
  {
    locale: "ar",
    browser: "ar-EG",
    name: "ليلى حداد",
    newName: "ليلى منصور",
    signInSubject: "رابط تسجيل الدخول إلى Timberline",
    welcome: "مرحبًا بك في Timberline",
    dashboardTitle: "لوحة التحكم · Timberline",
    paid: "تم الدفع بنجاح",
    settings: "الإعدادات",
    invitedYou: "دعاك",
  },
] as const;

/** The words that are the same in German: the rest must differ from English. */
const SAME_AS_ENGLISH = new Set(["de.settings_profile_name_label", "de.org_name"]);

for (const journey of JOURNEYS) {
  const { locale } = journey;
  // The screens' words in the locale, each one asserted not to be the English text.
  const say = (key: string, params: Record<string, string> = {}) => {
    const text = message(locale, key, { appName: "Timberline", ...params });
    if (!SAME_AS_ENGLISH.has(`${locale}.${key}`)) {
      expect(text, key).not.toBe(message("en", key, { appName: "Timberline", ...params }));
    }
    return text;
  };

  test.describe(`a newcomer whose browser asks for ${journey.browser}`, () => {
    test.use({ locale: journey.browser });

    test("signs in, makes a key, subscribes, changes a setting, creates an organization and invites", async ({
      page,
      newIsolatedPage,
    }) => {
      // Nine screens through axe, two mails and a checkout: about a minute on an idle machine.
      test.setTimeout(240_000);
      const email = uniqueEmail(`journey-${locale}`);
      const words = signInWords(locale);

      // Sign in: the form, "check your inbox", the mail, the link's page, the welcome step.
      await page.goto(`${app}/login`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirmHeading);
      await expectScreenIn(page, locale, "/login");
      const { mail, link } = await requestMagicLink(page, email, {
        words,
        fromCurrentPage: true,
      });
      await expectScreenIn(page, locale, "/login, link sent");
      expect(mail.subject).toBe(journey.signInSubject);
      expect(mail.html).toContain(`lang="${locale}"`);
      await page.goto(link);
      await expectScreenIn(page, locale, "/login/confirm");
      await pressSignIn(page, words);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(journey.welcome);
      await waitForHydration(page);
      await expectScreenIn(page, locale, "welcome");
      await page.getByLabel(say("welcome_name_label")).fill(journey.name);
      await page.getByRole("button", { name: say("common_save") }).click();

      // The dashboard, and an API key shown once.
      await expect(page).toHaveURL(`${app}/dashboard`);
      const keys = section(page, say("keys_heading"));
      await expect(keys).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveTitle(journey.dashboardTitle);
      await waitForHydration(page);
      await expectScreenIn(page, locale, "/dashboard");
      await keys.getByRole("button", { name: say("keys_create") }).click();
      const dialog = page.getByRole("dialog", { name: say("keys_modal_title") });
      await expectNotification(page, say("keys_created_title"));
      await expectScreenIn(page, locale, "the new API key's dialog");
      await dialog.getByRole("button", { name: say("common_done") }).click();
      await expect(dialog).toBeHidden();

      // A checkout on the twin (the provider's page, not the app's), back to /success.
      const nav = page.getByRole("navigation", { name: say("shell_main") });
      await nav.getByRole("link", { name: say("shell_nav_subscriptions") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        say("billing_subscriptions_title"),
      );
      await waitForHydration(page);
      await expectScreenIn(page, locale, "/subscriptions");
      await startCheckout(
        page,
        "Starter",
        MAILBOX_TWIN_URL,
        say("pricing_subscribe_to", { plan: "Starter" }),
      );
      expect(await axeViolations(page)).toEqual([]);
      await payWith(page, PAYING_CARD);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(journey.paid, {
        timeout: 15_000,
      });
      await expectScreenIn(page, locale, "checkout success");

      // A setting: the profile's name.
      await nav.getByRole("link", { name: say("shell_nav_settings") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(journey.settings);
      await waitForHydration(page);
      const profile = section(page, say("settings_profile_title"));
      await expect(profile.getByLabel(say("settings_profile_name_label"))).toHaveValue(
        journey.name,
      );
      await profile.getByLabel(say("settings_profile_name_label")).fill(journey.newName);
      await profile.getByRole("button", { name: say("settings_profile_save") }).click();
      await expectNotification(page, say("settings_profile_saved_title"));
      await expectScreenIn(page, locale, "/settings, saved");

      // An organization, made from the page that says there is none yet.
      const organization = `Atlas ${randomUUID().slice(0, 8)}`;
      await nav.getByRole("link", { name: say("shell_nav_organization") }).click();
      await waitForHydration(page);
      await expectScreenIn(page, locale, "/organization, none yet");
      await page.getByRole("button", { name: say("org_create") }).click();
      const create = page.getByRole("dialog", { name: say("org_create_title") });
      await create.getByRole("textbox", { name: say("org_name"), exact: true }).fill(organization);
      await expectScreenIn(page, locale, "create an organization");
      await create.getByRole("button", { name: say("org_create") }).click();
      await expectNotification(page, say("org_created"));
      await expect(page.getByRole("heading", { level: 1, name: organization })).toBeVisible();
      await expectScreenIn(page, locale, "/organization");

      // The invitation: the form, the mail in the inviter's language, the invitee's page.
      const invitee = uniqueEmail(`journey-${locale}-invitee`);
      const seen = await devMailbox.ids(invitee);
      await page
        .getByRole("navigation", { name: say("org_settings") })
        .getByRole("link", { name: say("org_invitations") })
        .click();
      const invitations = section(page, say("org_invitations"));
      await invitations.getByRole("textbox", { name: say("org_email_address") }).fill(invitee);
      await invitations.getByRole("button", { name: say("org_send_invitation") }).click();
      await expectNotification(page, say("org_invitation_sent"));
      await expect(invitations.getByRole("listitem", { name: invitee })).toBeVisible();
      await expectScreenIn(page, locale, "/organization/invitations");
      const invitation = await devMailbox.waitForNew(invitee, seen);
      expect(invitation.subject).toContain(journey.invitedYou);
      expect(invitation.subject).toContain(journey.newName);
      expect(invitation.subject).toContain(organization);
      expect(invitation.html).toContain(`lang="${locale}"`);

      const guest = await newIsolatedPage({ locale: journey.browser });
      await guest.goto(linkIn(invitation, `${app}/invitations/`));
      await waitForHydration(guest);
      await expect(guest.getByRole("heading", { level: 1 })).toHaveText(
        say("invitation_join", { organization }),
      );
      await expectScreenIn(guest, locale, "the invitation, signed out");
    });
  });
}
