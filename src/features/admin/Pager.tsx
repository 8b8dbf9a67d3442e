import { Button, Group, Text } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { ADMIN_PAGE_SIZE } from "~/lib/admin";

/** "Page 2 of 4 · 87 events", with the previous and next pages a press away. */
export function Pager({
  page,
  total,
  counted,
  onPage,
}: {
  page: number;
  total: number;
  /** The total with what is counted, in the page's language: "87 events". */
  counted: (total: number) => string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const f = useFormat();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {m.admin_page_of({ page: f.number(Math.min(page, pages)), pages: f.number(pages) })} ·{" "}
        {counted(total)}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {m.admin_previous_page()}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {m.admin_next_page()}
        </Button>
      </Group>
    </Group>
  );
}
