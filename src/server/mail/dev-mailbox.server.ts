import { randomUUID } from "node:crypto";
import { appendFile, mkdir, open } from "node:fs/promises";
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

  /**
   * Newest first; with `to`, only the mails to that address (in any case). A mail still being
   * written (mails go out after their response) is not yet listed.
   */
  async list({ to }: { to?: string } = {}): Promise<StoredMail[]> {
    const read = this.reads.then(() => this.readNewLines());
    this.reads = read.catch(() => {});
    const mails = await read;
    const address = to?.toLowerCase();
    return (
      address ? mails.filter((mail) => mail.to.toLowerCase() === address) : [...mails]
    ).reverse();
  }

  /** What has been read of the file, oldest first, and where the next read starts. */
  private seen = { inode: -1, offset: 0, mails: [] as StoredMail[] };
  /** The reads under way, one after the other: two never parse the same new lines. */
  private reads: Promise<unknown> = Promise.resolve();

  /**
   * Parses only the lines appended since the last read: a page or a test polling the mailbox
   * read and parsed the whole file on every request, so each poll cost more as mails piled up.
   * Another process may append (two instances on one data folder); a file replaced or cut short
   * is read again from its start.
   */
  private async readNewLines(): Promise<StoredMail[]> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.file, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      this.seen = { inode: -1, offset: 0, mails: [] };
      return this.seen.mails;
    }
    try {
      const { ino, size } = await handle.stat();
      if (ino !== this.seen.inode || size < this.seen.offset) {
        this.seen = { inode: ino, offset: 0, mails: [] };
      }
      if (size === this.seen.offset) return this.seen.mails;
      const added = Buffer.alloc(size - this.seen.offset);
      await handle.read(added, 0, added.length, this.seen.offset);
      // Every complete line ends with a newline: what follows the last one is a line in progress.
      const end = added.lastIndexOf(0x0a);
      if (end < 0) return this.seen.mails;
      const lines = added
        .subarray(0, end + 1)
        .toString("utf8")
        .split("\n");
      for (const line of lines) {
        if (line.trim() !== "") this.seen.mails.push(JSON.parse(line) as StoredMail);
      }
      this.seen.offset += end + 1;
      return this.seen.mails;
    } finally {
      await handle.close();
    }
  }
}
