import { Button, Group, Text } from "@mantine/core";
import { ADMIN_PAGE_SIZE } from "~/lib/admin";

/** "Page 2 of 4 · 87 events", with the previous and next pages a press away. */
export function Pager({
  page,
  total,
  noun,
  onPage,
}: {
  page: number;
  total: number;
  /** What is counted, singular and plural: ["event", "events"]. */
  noun: [string, string];
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        Page {Math.min(page, pages)} of {pages} · {total.toLocaleString("en-GB")}{" "}
        {total === 1 ? noun[0] : noun[1]}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next page
        </Button>
      </Group>
    </Group>
  );
}
