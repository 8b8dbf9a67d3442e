import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

  it("lists only the mails to one address, in any case, when asked", async () => {
    const box = mailbox();
    await box.deliver(mail(1));
    await box.deliver(mail(2));
    await box.deliver({ ...mail(3), to: "User-1@Example.com" });
    expect((await box.list({ to: "USER-1@example.com" })).map((m) => m.subject)).toEqual([
      "Mail 3",
      "Mail 1",
    ]);
    expect(await box.list({ to: "nobody@example.com" })).toEqual([]);
  });

  it("lists what another process appends after a read, and the line it finishes", async () => {
    const box = mailbox();
    await box.deliver(mail(1));
    expect(await box.list()).toHaveLength(1);
    const other = new DevMailbox(box.file);
    await other.deliver(mail(2));
    appendFileSync(box.file, '{"id":"late","to":"user-3@exa');
    expect((await box.list()).map((m) => m.subject)).toEqual(["Mail 2", "Mail 1"]);
    appendFileSync(box.file, 'mple.com","subject":"Mail 3","text":"t","html":"h"}\n');
    expect((await box.list()).map((m) => m.subject)).toEqual(["Mail 3", "Mail 2", "Mail 1"]);
  });

  it("reads a file replaced or emptied under it from its start", async () => {
    const box = mailbox();
    await box.deliver(mail(1));
    await box.deliver(mail(2));
    expect(await box.list()).toHaveLength(2);
    writeFileSync(box.file, "");
    expect(await box.list()).toEqual([]);
    await box.deliver(mail(3));
    expect((await box.list()).map((m) => m.subject)).toEqual(["Mail 3"]);
    rmSync(box.file);
    expect(await box.list()).toEqual([]);
  });

  it("gives every caller the same mails when they read at once", async () => {
    const box = mailbox();
    await Promise.all(Array.from({ length: 5 }, (_, n) => box.deliver(mail(n))));
    const reads = await Promise.all(Array.from({ length: 4 }, () => box.list()));
    for (const listed of reads) expect(listed).toHaveLength(5);
  });
});
