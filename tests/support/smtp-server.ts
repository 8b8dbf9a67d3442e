import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as the test's SMTP server received it. */
interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface TestSmtpServer {
  /** Newest last. */
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1:`port` that accepts every mail (no TLS, no login), after
 * `acceptDelayMs` per mail: a remote mail server's round trips, for tests that time a call.
 */
export async function startSmtpServer(
  port: number,
  { acceptDelayMs = 0 }: { acceptDelayMs?: number } = {},
): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
          });
          setTimeout(callback, acceptDelayMs);
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
