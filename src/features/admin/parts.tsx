import { List, Pagination, Table, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { Placeholder } from "~/features/shell/Placeholder";
import { ScrollingTable } from "~/features/shell/ScrollingTable";

// Pieces every console page uses: a query's loading or failed state, the pages of a list, and
// a list of dated entries.

/** While a query has no answer: grey bars, or the alert that it failed. */
export function QueryFallback({ isError, what }: { isError: boolean; what: string }) {
  return isError ? (
    <Text role="alert">{`The ${what} could not be loaded. Reload the page to try again.`}</Text>
  ) : (
    <Placeholder label={`Loading the ${what}`} rows={6} />
  );
}

/** The pages of a list of `total` rows, `pageSize` a page; nothing when one page holds them. */
export function ListPages({
  total,
  pageSize,
  page,
  onPage,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onPage}
      getControlProps={(control) => ({
        "aria-label": control === "previous" ? "Previous page" : "Next page",
      })}
      getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
    />
  );
}

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

/** A table that scrolls sideways on a narrow screen, named for screen readers by `label`. */
export function WideTable({
  label,
  minWidth,
  headers,
  children,
}: {
  label: string;
  minWidth: number;
  /** The column headings; an empty string is a column of buttons, named for screen readers. */
  headers: string[];
  children: ReactNode;
}) {
  return (
    <ScrollingTable label={label} minWidth={minWidth}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header || "actions"}>
              {header || <VisuallyHidden>Actions</VisuallyHidden>}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </ScrollingTable>
  );
}
