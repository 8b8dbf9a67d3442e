import { Table, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Placeholder } from "~/ui/Placeholder";
import { Pager } from "./Pager";

/**
 * A console list read by a query: a placeholder while it loads, its error, a sentence when it is
 * empty, else a table with a row per item; with `pages`, the pager under it.
 */
export function ConsoleTable<Data, Item>({
  query,
  items,
  label,
  columns,
  loading,
  empty,
  pages,
  children,
}: {
  query: UseQueryResult<Data>;
  items: (data: Data) => Item[];
  /** The table's accessible name. */
  label: string;
  columns: string[];
  loading: string;
  empty: string;
  pages?: {
    page: number;
    total: (data: Data) => number;
    counted: (total: number) => string;
    onPage: (page: number) => void;
  };
  /** One item's `<Table.Tr>`. */
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <Placeholder label={loading} rows={4} height={32} />;
  if (query.isError) {
    return (
      <Text size="sm" c="ember">
        {query.error.message}
      </Text>
    );
  }
  const shown = items(query.data);
  return (
    <>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={columns.length * 140}>
          <Table aria-label={label} verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{shown.map(children)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages && shown.length > 0 && (
        <Pager
          page={pages.page}
          total={pages.total(query.data)}
          counted={pages.counted}
          onPage={pages.onPage}
        />
      )}
    </>
  );
}
