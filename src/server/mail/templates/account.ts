import type { MailContent } from "../message";
import { renderMail } from "./layout";

// Every account mail but the magic link: one function each, all through the same layout.

interface Base {
  appName: string;
}

export function verifyEmailMail({ appName, url }: Base & { url: string }): MailContent {
  return renderMail({
    appName,
    subject: `Confirm your email address for ${appName}`,
    heading: "Confirm your email address",
    paragraphs: [`Confirm that this address belongs to your ${appName} account.`],
    action: { label: "Confirm this address", url },
    footnote: "If you did not ask for this, ignore this mail: nothing changes.",
  });
}

export function changeEmailConfirmationMail({
  appName,
  url,
  newEmail,
  notMeUrl,
}: Base & { url: string; newEmail: string; notMeUrl?: string }): MailContent {
  return renderMail({
    appName,
    subject: `Confirm the change of your ${appName} email address`,
    heading: "Change your email address?",
    paragraphs: [
      `Someone signed in to your ${appName} account asked to change its email address to ${newEmail}.`,
      "If that was you, approve it with the link below. We then send a link to the new address, and the change happens once it is confirmed there.",
    ],
    action: { label: "Approve the change", url },
    footnote:
      "If this was not you, do not follow the link: someone else is signed in to your account. The link below signs every session out.",
    notMeUrl,
  });
}

export function emailChangedNoticeMail({
  appName,
  newEmail,
  notMeUrl,
}: Base & { newEmail: string; notMeUrl?: string }): MailContent {
  return renderMail({
    appName,
    subject: `Your ${appName} email address was changed`,
    heading: "Your email address was changed",
    paragraphs: [
      `The email address of your ${appName} account is now ${newEmail}. Mail about the account goes there from now on.`,
    ],
    footnote:
      "If you did not make this change, someone else may have access to your account: sign every session out with the link below, and contact support at once.",
    notMeUrl,
  });
}

export function resetPasswordMail({ appName, url }: Base & { url: string }): MailContent {
  return renderMail({
    appName,
    subject: `Reset your ${appName} password`,
    heading: "Reset your password",
    paragraphs: ["Follow the link to choose a new password. It works once, for one hour."],
    action: { label: "Choose a new password", url },
    footnote: "If you did not ask for this, ignore this mail: your password stays as it is.",
  });
}

export function deleteAccountMail({ appName, url }: Base & { url: string }): MailContent {
  return renderMail({
    appName,
    subject: `Confirm the deletion of your ${appName} account`,
    heading: "Delete your account?",
    paragraphs: [
      `Follow the link to delete your ${appName} account and everything in it. This cannot be undone.`,
      "The link works once, for 24 hours, in the browser where you are signed in.",
    ],
    action: { label: "Delete my account", url },
    footnote: "If you did not ask for this, ignore this mail: your account stays as it is.",
  });
}

/**
 * A sensitive change to the account (ADR 026): what happened, when and from where, with the
 * link that signs every session out. The link opens a page that asks first: mail scanners
 * fetch links.
 */
export function securityAlertMail({
  appName,
  what,
  when,
  device,
  network,
  notMeUrl,
}: Base & {
  what: string;
  when: string;
  device: string;
  network: string;
  notMeUrl: string;
}): MailContent {
  return renderMail({
    appName,
    subject: `${appName} security alert: ${what}`,
    heading: what,
    paragraphs: [
      `This happened on your ${appName} account on ${when}, from ${device} on ${network}.`,
      "If it was you, there is nothing to do. If it was not, use the link below: it signs out every session of the account, and you sign in again by email.",
    ],
    action: { label: "This wasn't me", url: notMeUrl },
    footnote:
      "Then change your password in the settings if you have one, and check your linked accounts and API key.",
  });
}
