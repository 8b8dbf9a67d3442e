import { Pagination } from "@mantine/core";

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
