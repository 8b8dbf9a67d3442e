import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DevMailbox } from "./dev-mailbox.server";

describe("the dev mailbox", () => {
  const dirs: string[] = [];
  const mailbox = () => {
    const dir = mkdtempSync(join(tmpdir(), "mailbox-"));
    dirs.push(dir);
    return new DevMailbox(join(dir, "mailbox.jsonl"));
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const mail = (n: number, size = 10) => ({
    to: `user-${n}@example.com`,
    subject: `Mail ${n}`,
    text: "t".repeat(size),
    html: "h".repeat(size),
  });

  it("lists the mails newest first", async () => {
    const box = mailbox();
    await box.deliver(mail(1));
    await box.deliver(mail(2));
    expect((await box.list()).map((m) => m.subject)).toEqual(["Mail 2", "Mail 1"]);
  });

  it("leaves out a mail whose line is still being written, instead of failing", async () => {
    // Found by a fresh-clone run: a mail sent after its response was half-written when the
    // mailbox page read the file, and the page answered 500.
    const box = mailbox();
    await box.deliver(mail(1));
    appendFileSync(box.file, '{"id":"half","to":"user-2@exa');
    expect((await box.list()).map((m) => m.subject)).toEqual(["Mail 1"]);
  });

  it("keeps every line whole when large mails are delivered at once", async () => {
    const box = mailbox();
    await Promise.all(Array.from({ length: 20 }, (_, n) => box.deliver(mail(n, 200_000))));
    const listed = await box.list();
    expect(listed).toHaveLength(20);
    expect(new Set(listed.map((m) => m.subject)).size).toBe(20);
  });
});
