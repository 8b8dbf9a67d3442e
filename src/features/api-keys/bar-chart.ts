// The chart with its stylesheet, for one dynamic import: the styles arrive with the chart's
// script (the import waits for both) instead of holding up the dashboard's first paint.
import "@mantine/charts/styles.css";

export { BarChart } from "@mantine/charts";
