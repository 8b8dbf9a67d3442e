import { List, Text } from "@mantine/core";

/** Entries of a record, newest first: what happened in bold, then when and by whom. */
export function EntryList({
  entries,
  empty,
}: {
  entries: { id: string; what: string; details: string }[];
  empty: string;
}) {
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <List spacing="xs">
      {entries.map((entry) => (
        <List.Item key={entry.id}>
          <Text size="sm" span fw={600}>
            {entry.what}
          </Text>{" "}
          <Text size="sm" span c="dimmed">
            {entry.details}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
