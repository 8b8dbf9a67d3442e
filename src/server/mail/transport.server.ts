import { join } from "node:path";
import { APIError } from "better-auth/api";
import nodemailer from "nodemailer";
import { countMail } from "~/server/metrics/metrics.server";
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

export const MAIL_NOT_SENT = "The mail could not be sent. Please try again in a moment.";

/**
 * The mail server refused or did not answer. Every call that sends mail is a Better Auth call
 * or a server function, and both answer Better Auth's APIError with its status and body: the
 * caller gets 503 `{ code: "MAIL_NOT_SENT", message }` and the sign-in screen shows the message,
 * where a plain Error would be an empty 500.
 */
export class MailDeliveryError extends APIError {
  constructor(cause: unknown) {
    super("SERVICE_UNAVAILABLE", { code: "MAIL_NOT_SENT", message: MAIL_NOT_SENT, cause });
    this.name = "MailDeliveryError";
  }
}

/**
 * nodemailer waits two minutes for a connection and ten for a silent socket; a person waiting
 * for "link sent" should hear that the mail server is unreachable in seconds. Settings in
 * SMTP_URL's query (e.g. `?connectionTimeout=30000`) take precedence.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A mailer's send, counted in the metrics as sent or failed. */
function counted(send: Mailer["send"]): Mailer["send"] {
  return async (message) => {
    try {
      await send(message);
    } catch (error) {
      countMail("failed");
      throw error;
    }
    countMail("sent");
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    describe: `SMTP at ${redact(smtpUrl)}`,
    send: counted(async (message) => {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        // Without the recipient or the message: the reason is what an operator needs.
        const reason = (error as { code?: unknown })?.code ?? (error as Error)?.message;
        console.warn(`Mail not sent: the SMTP server failed (${String(reason)}).`);
        throw new MailDeliveryError(error);
      }
    }),
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
    send: counted(async (message) => {
      await mailbox.deliver(message);
      // The dev mailbox is for local use only; printing the link lets a newcomer sign in from the
      // terminal without opening the mailbox page.
      const link = message.text.match(firstLink)?.[0];
      console.info(`[mailbox] to ${message.to}: ${message.subject}${link ? `\n  ${link}` : ""}`);
    }),
    async close() {},
  };
}
