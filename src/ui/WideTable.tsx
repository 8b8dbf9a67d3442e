import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { ScrollingTable } from "./ScrollingTable";

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
              {header || <VisuallyHidden>{m.common_actions()}</VisuallyHidden>}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </ScrollingTable>
  );
}
