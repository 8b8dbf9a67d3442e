import { LOCALHOST_APP_URL, MAILBOX_APP_URL, SMTP_SINK_URL } from "./servers";

/** One received mail, as the dev mailbox and the SMTP sink both describe it. */
export interface ReceivedMail {
  id: string;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
}

export interface MailSource {
  /** The ids of the mails already there for `to`: pass them to waitForNew. */
  ids(to: string): Promise<Set<string>>;
  /** Every mail to `to`, newest first. */
  list(to: string): Promise<ReceivedMail[]>;
  /**
   * Polls until a mail to `to` arrives whose id is not in `seen` (and whose text holds
   * `containing`, when given); returns the newest such.
   */
  waitForNew(
    to: string,
    seen: Set<string>,
    timeoutMs?: number,
    containing?: string,
  ): Promise<ReceivedMail>;
}

interface RawMail {
  id: string;
  to: string | string[];
  subject: string;
  text?: string | null;
  html?: string | null;
}

function normalise(raw: RawMail): ReceivedMail {
  return {
    id: raw.id,
    to: (Array.isArray(raw.to) ? raw.to : [raw.to]).map((a) => a.toLowerCase()),
    subject: raw.subject,
    text: raw.text ?? null,
    html: raw.html ?? null,
  };
}

function source(name: string, messagesUrl: string): MailSource {
  // Asked for one address: the whole mailbox grows through a run, and each poll would carry it.
  const list = async (to: string) => {
    const url = `${messagesUrl}?to=${encodeURIComponent(to)}`;
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) throw new Error(`${name}: GET ${url} → ${response.status}`);
    const all = ((await response.json()) as RawMail[]).map(normalise);
    return all.filter((mail) => mail.to.includes(to.toLowerCase()));
  };
  return {
    list,
    async ids(to) {
      return new Set((await list(to)).map((mail) => mail.id));
    },
    async waitForNew(to, seen, timeoutMs = 10_000, containing) {
      const deadline = Date.now() + timeoutMs;
      const wanted = (mail: ReceivedMail) =>
        !seen.has(mail.id) && (containing === undefined || (mail.text ?? "").includes(containing));
      for (;;) {
        const fresh = (await list(to)).find(wanted);
        if (fresh) return fresh;
        if (Date.now() > deadline) {
          throw new Error(`${name}: no new mail to ${to} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    },
  };
}

/** App A's dev mailbox. */
export const devMailbox = source("dev mailbox", `${MAILBOX_APP_URL}/dev/mailbox/messages`);
/** App D's dev mailbox (each app keeps its own). */
const localhostMailbox = source("app D's dev mailbox", `${LOCALHOST_APP_URL}/dev/mailbox/messages`);
/** The SMTP sink that app B sends to. */
export const smtpSink = source("SMTP sink", `${SMTP_SINK_URL}/messages`);

export function mailSource(via: "mailbox" | "smtp" | "postgres" | "localhost"): MailSource {
  if (via === "localhost") return localhostMailbox;
  return via === "mailbox" ? devMailbox : smtpSink;
}

/** The first link in the mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = (mail.text ?? "").match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}":\n${mail.text}`);
  return link;
}
