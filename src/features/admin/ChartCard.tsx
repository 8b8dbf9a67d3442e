import {
  Box,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { lazy, Suspense, useId } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";

// The chart library draws only in the browser and is most of a chart page's JavaScript: it
// loads after the page is shown, behind a skeleton, and never with a page that draws no chart.
const BarChart = lazy(() =>
  import("@mantine/charts").then((module) => ({ default: module.BarChart })),
);

interface ChartSeries<Key extends string> {
  name: Key;
  label: string;
  /** A theme colour, e.g. "pine.6". */
  color: string;
}

export interface ChartCardProps<Key extends string> {
  title: string;
  /** The chart in one sentence: what anyone, seeing it or not, reads first. */
  summary: string;
  /** One entry per bar (or stack of bars): its label and a number per series. */
  rows: ({ label: string } & Record<Key, number>)[];
  /** What the labels are, as the figures table's first column is headed: "Day", "Plan". */
  labelHeading: string;
  series: ChartSeries<Key>[];
  /** How a number reads, in the tooltip and the figures table. */
  format?: (value: number) => string;
  /** Series drawn one on top of the other (a whole split into its parts). */
  stacked?: boolean;
}

/**
 * Which colour is which series. The chart library's own legend draws its swatches with a
 * component whose stylesheet the app does not ship (src/styles/mantine.css).
 */
function Legend<Key extends string>({ series }: { series: ChartSeries<Key>[] }) {
  return (
    <Group gap="md" mt="xs" justify="center" aria-hidden>
      {series.map((entry) => (
        <Group key={entry.name} gap={6}>
          <Box w={10} h={10} bg={entry.color} style={{ borderRadius: 2 }} />
          <Text size="xs">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * A bar chart with its figures: the summary sentence and a table (behind "Figures") say what
 * the bars show, for a screen reader and for anyone who would rather read the numbers.
 */
export function ChartCard<Key extends string>({
  title,
  summary,
  rows,
  labelHeading,
  series,
  format,
  stacked = false,
}: ChartCardProps<Key>) {
  const f = useFormat();
  const shown = format ?? f.number;
  const headingId = useId();
  const summaryId = useId();
  // The chart measures its container, which only exists in the browser.
  const mounted = useMounted();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" id={summaryId}>
            {summary}
          </Text>
        </div>
        {rows.length > 0 && (
          <figure style={{ margin: 0 }} aria-labelledby={headingId} aria-describedby={summaryId}>
            {mounted ? (
              <Suspense fallback={<Skeleton h={200} />}>
                <BarChart
                  h={200}
                  data={rows}
                  dataKey="label"
                  type={stacked ? "stacked" : "default"}
                  series={series}
                  tickLine="y"
                  gridAxis="y"
                  valueFormatter={shown}
                  yAxisProps={{ allowDecimals: false }}
                  // The chart is a Tab stop (the arrow keys then move from bar to bar): named.
                  barChartProps={{ title }}
                />
              </Suspense>
            ) : (
              <Skeleton h={200} />
            )}
            {series.length > 1 && <Legend series={series} />}
          </figure>
        )}
        {rows.length > 0 && (
          <details>
            <Text component="summary" size="sm" fw={600} style={{ cursor: "pointer" }}>
              {m.admin_figures()}
            </Text>
            <Table.ScrollContainer minWidth={240} mt="xs">
              <Table verticalSpacing={4} fz="sm">
                <VisuallyHidden component="caption">{title}</VisuallyHidden>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{labelHeading}</Table.Th>
                    {series.map((entry) => (
                      <Table.Th key={entry.name} scope="col" ta="end">
                        {entry.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Th scope="row" fw={400}>
                        {row.label}
                      </Table.Th>
                      {series.map((entry) => (
                        <Table.Td key={entry.name} ta="end">
                          {shown(row[entry.name])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </details>
        )}
      </Stack>
    </Card>
  );
}
