import { Pagination } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";

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
        "aria-label": control === "previous" ? m.admin_previous_page() : m.admin_next_page(),
      })}
      getItemProps={(item) => ({ "aria-label": m.admin_page({ page: item }) })}
    />
  );
}
