import { randomUUID } from "node:crypto";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { MailMessage } from "./message";

export interface StoredMail extends MailMessage {
  id: string;
  createdAt: string;
}

/**
 * The zero-setup stand-in for an SMTP server: each mail is appended to a JSON-lines file in the
 * data folder, so it survives restarts and can be read by the /dev/mailbox page and by tests.
 */
export class DevMailbox {
  /** The appends under way, one after the other: a large mail's line is never interleaved. */
  private appends: Promise<unknown> = Promise.resolve();

  constructor(readonly file: string) {}

  async deliver(message: MailMessage): Promise<StoredMail> {
    const stored: StoredMail = {
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      ...message,
    };
    const append = this.appends.then(async () => {
      await mkdir(dirname(this.file), { recursive: true });
      await appendFile(this.file, `${JSON.stringify(stored)}\n`, "utf8");
    });
    this.appends = append.catch(() => {});
    await append;
    return stored;
  }

  /** Newest first. A mail still being written (mails go out after their response) is not yet listed. */
  async list(): Promise<StoredMail[]> {
    let content: string;
    try {
      content = await readFile(this.file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    // Every complete line ends with a newline: what follows the last one is a line in progress.
    return content
      .split("\n")
      .slice(0, -1)
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as StoredMail)
      .reverse();
  }
}
