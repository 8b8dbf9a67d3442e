import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A table that scrolls sideways on a narrow screen. The scrolling part takes the keyboard focus
 * (arrow keys scroll it) and is named by `label`.
 */
export function ScrollingTable({
  label,
  minWidth,
  withTableBorder = false,
  children,
}: {
  label: string;
  minWidth: number;
  withTableBorder?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        type: "always",
        offsetScrollbars: "x",
        // A group, not a region: one per table would make many landmarks of the same name.
        viewportProps: {
          tabIndex: 0,
          role: "group",
          "aria-label": m.common_scrolls_sideways({ label }),
        },
      }}
    >
      <Table aria-label={label} withTableBorder={withTableBorder} verticalSpacing="xs">
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
