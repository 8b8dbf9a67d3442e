import { Anchor, Badge, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { listDevMail } from "~/server/dev/dev-tools.functions";

export const Route = createFileRoute("/dev/mailbox/")({
  loader: () => listDevMail(),
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
  const messages = Route.useLoaderData();
  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <div>
          <Group gap="sm">
            <Title order={1}>Dev mailbox</Title>
            <Badge color="timber" variant="light">
              local only
            </Badge>
          </Group>
          <Text c="dimmed">
            Mails the app sent while no SMTP server is configured, newest first. As JSON:{" "}
            <Anchor href="/dev/mailbox/messages">/dev/mailbox/messages</Anchor>.
          </Text>
        </div>
        {messages.length === 0 && <Text>No mail yet.</Text>}
        {messages.map((message) => (
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
              <Text component="pre" size="xs" style={{ whiteSpace: "pre-wrap" }}>
                {message.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
