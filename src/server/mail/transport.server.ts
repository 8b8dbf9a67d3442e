import { join } from "node:path";
import nodemailer from "nodemailer";
import { DevMailbox } from "./dev-mailbox.server";
import type { MailMessage } from "./message";

export interface Mailer {
  kind: "smtp" | "dev-mailbox";
  /** Safe to print: no credentials. */
  describe: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
  /** Present only for the dev mailbox. */
  mailbox?: DevMailbox;
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super("The mail could not be sent. Please try again in a moment.", { cause });
    this.name = "MailDeliveryError";
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    describe: `SMTP at ${redact(smtpUrl)}`,
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}

const firstLink = /https?:\/\/\S+/;

export function createDevMailer(dataDir: string): Mailer {
  const mailbox = new DevMailbox(join(dataDir, "mailbox.jsonl"));
  return {
    kind: "dev-mailbox",
    describe: "dev mailbox (listed at /dev/mailbox)",
    mailbox,
    async send(message) {
      await mailbox.deliver(message);
      // The dev mailbox is for local use only; printing the link lets a newcomer sign in from the
      // terminal without opening the mailbox page.
      const link = message.text.match(firstLink)?.[0];
      console.info(`[mailbox] to ${message.to}: ${message.subject}${link ? `\n  ${link}` : ""}`);
    },
    async close() {},
  };
}
