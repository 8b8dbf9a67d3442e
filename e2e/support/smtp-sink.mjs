// A real SMTP server for the end-to-end tests: it accepts every mail on SMTP_SINK_PORT (2525),
// parses it with mailparser and keeps it in memory. The tests read the mails over HTTP on
// SMTP_SINK_HTTP_PORT (2526):
//   GET    /messages  → JSON array, newest first: { id, from, to, subject, text, html, receivedAt }
//   DELETE /messages  → forgets every mail (204)
//   GET    /health    → {"ok":true} (the readiness URL for e2e/support/global-setup.ts)
// Plain .mjs so node runs it without a TypeScript loader.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** @import { AddressObject } from "mailparser" */

const host = process.env.SMTP_SINK_HOST ?? "127.0.0.1";
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
const MAX_MESSAGES = 1000;

/**
 * Newest first.
 * @type {{ id: string, from: string | null, to: string[], envelopeTo: string[], subject: string, text: string | null, html: string | null, receivedAt: string }[]}
 */
const messages = [];

/** @param {AddressObject | AddressObject[] | undefined} field @returns {string[]} */
function addresses(field) {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );
}

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  banner: "e2e smtp sink",
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const { mailFrom } = session.envelope;
        const to = addresses(parsed.to);
        messages.unshift({
          id: randomUUID(),
          from: addresses(parsed.from)[0] ?? (mailFrom ? mailFrom.address : null),
          to: to.length > 0 ? to : envelopeTo,
          envelopeTo,
          subject: parsed.subject ?? "",
          text: parsed.text ?? null,
          html: typeof parsed.html === "string" ? parsed.html : null,
          receivedAt: new Date().toISOString(),
        });
        messages.length = Math.min(messages.length, MAX_MESSAGES);
        callback();
      })
      .catch((error) => {
        console.error("[smtp-sink] could not parse a message:", error);
        callback(error);
      });
  },
});

smtp.on("error", (error) => console.error("[smtp-sink] SMTP error:", error.message));

const http = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://${host}`);
  /** @param {number} status @param {unknown} [body] */
  const send = (status, body) => {
    res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  if (url.pathname === "/health" && req.method === "GET") return send(200, { ok: true });
  if (url.pathname === "/messages" && req.method === "GET") {
    const to = url.searchParams.get("to")?.toLowerCase();
    return send(
      200,
      to ? messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : messages,
    );
  }
  if (url.pathname === "/messages" && req.method === "DELETE") {
    messages.length = 0;
    res.writeHead(204);
    return res.end();
  }
  send(404, { error: "not found" });
});

smtp.listen(smtpPort, host, () => {
  http.listen(httpPort, host, () => {
    console.log(
      `[smtp-sink] SMTP on ${host}:${smtpPort}, messages at http://${host}:${httpPort}/messages`,
    );
  });
});

function shutdown() {
  http.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
