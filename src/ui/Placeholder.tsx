import { Skeleton, Stack } from "@mantine/core";

/**
 * Grey bars where a list or chart will be while it loads, so the page keeps its shape; screen
 * readers hear `label` once (a status), not the bars.
 */
export function Placeholder({
  label,
  rows = 3,
  height = 20,
}: {
  label: string;
  rows?: number;
  height?: number;
}) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        // Ragged widths read as text to come, not as empty fields. The bars never move, so
        // their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
        <Skeleton key={row} height={height} width={row % 2 === 0 ? "100%" : "70%"} />
      ))}
    </Stack>
  );
}
