import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";
import { DEV_MAIL_PAGE_SIZE, listDevMail } from "~/server/dev/dev-tools.functions";
import { DevPage } from "../-dev-page";

interface MailboxSearch {
  /** Part of the recipient's address: only their mails are listed. */
  to?: string;
  page?: number;
}

export const Route = createFileRoute("/dev/mailbox/")({
  validateSearch: (search: Record<string, unknown>): MailboxSearch => {
    const to = typeof search.to === "string" ? search.to.trim().slice(0, 320) : "";
    const page = Number(search.page);
    return {
      ...(to && { to }),
      ...(Number.isInteger(page) && page > 1 && page <= 100_000 && { page }),
    };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => listDevMail({ data: deps }),
  component: DevMailboxRoute,
});

/**
 * The mail as the frame shows it, with its links opening in the mailbox's own tab: followed
 * inside the frame, a link would open a page the app refuses to be framed in
 * (`frame-ancestors 'none'`), and the person would see nothing happen.
 */
function framedMail(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "medium" });

function DevMailboxRoute() {
  const { mails, total } = Route.useLoaderData();
  const { to, page = 1 } = Route.useSearch();
  const pages = Math.max(1, Math.ceil(total / DEV_MAIL_PAGE_SIZE));
  const first = (page - 1) * DEV_MAIL_PAGE_SIZE + 1;
  return (
    <DevPage
      title="Dev mailbox"
      intro={
        <>
          Mails the app sent while no SMTP server is configured, newest first. As JSON:{" "}
          <Anchor href="/dev/mailbox/messages">/dev/mailbox/messages</Anchor>.
        </>
      }
    >
      {/* A plain form: it works before the page's script has run, and the address is shareable. */}
      <form method="get" action="/dev/mailbox">
        <Group align="flex-end" gap="sm">
          <TextInput
            name="to"
            label="Address"
            description="All or part of the recipient's address"
            defaultValue={to ?? ""}
            autoComplete="off"
            style={{ flex: "1 1 16rem" }}
          />
          <Button type="submit" variant="light">
            Show
          </Button>
          {to && (
            <Button component={Link} to="/dev/mailbox" variant="subtle">
              Show all
            </Button>
          )}
        </Group>
      </form>
      <Text role="status">
        {total === 0
          ? to
            ? `No mail to an address containing “${to}”.`
            : "No mail yet."
          : `${first}–${first + mails.length - 1} of ${total} ${total === 1 ? "mail" : "mails"}${to ? ` to an address containing “${to}”` : ""}.`}
      </Text>
      {mails.map((message) => (
        <Card key={message.id} withBorder padding="lg" component="article">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {message.subject}
            </Title>
            <Text size="sm" c="dimmed">
              To {message.to} · {timeFormat.format(new Date(message.createdAt))}
            </Text>
            <iframe
              title={message.subject}
              srcDoc={framedMail(message.html)}
              sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
              style={{ width: "100%", height: 420, border: 0, borderRadius: 8 }}
            />
            <details>
              <Text component="summary" size="sm" fw={600} style={{ cursor: "pointer" }}>
                Plain text
              </Text>
              <Text component="pre" size="xs" style={{ whiteSpace: "pre-wrap" }}>
                {message.text}
              </Text>
            </details>
          </Stack>
        </Card>
      ))}
      {pages > 1 && (
        <Group component="nav" aria-label="Pages" justify="space-between">
          {page > 1 ? (
            <Anchor
              renderRoot={(props) => (
                <Link to="/dev/mailbox" search={{ to, page: page - 1 }} {...props} />
              )}
            >
              Newer mails
            </Anchor>
          ) : (
            <span />
          )}
          <Text size="sm">
            Page {page} of {pages}
          </Text>
          {page < pages ? (
            <Anchor
              renderRoot={(props) => (
                <Link to="/dev/mailbox" search={{ to, page: page + 1 }} {...props} />
              )}
            >
              Older mails
            </Anchor>
          ) : (
            <span />
          )}
        </Group>
      )}
    </DevPage>
  );
}
