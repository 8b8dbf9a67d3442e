import { Badge, Button, type ButtonProps, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ReconcileRunStatus, ReconcileTarget } from "~/lib/admin-billing";
import { formatDateTime } from "~/lib/dates";
import { queryKeys } from "~/lib/query-keys";
import { startReconcile } from "~/server/admin/billing.functions";
import type { ReconcileRunView } from "~/server/admin/reconcile-runs.server";
import { notifyError } from "~/ui/notify";
import { showToast } from "~/ui/toast";
import { reconcileRunQuery, reconcileRunsQuery } from "./billing-queries";
import { ConsoleTable } from "./ConsoleTable";

// "Reconcile now" (ADR 037): the button starts a run on the server, whose progress the page
// polls from the database through whichever instance answers.

const STATUS_LABELS: Record<ReconcileRunStatus, string> = {
  running: "Running",
  finished: "Finished",
  failed: "Failed",
  interrupted: "Interrupted",
};

const STATUS_COLORS: Record<ReconcileRunStatus, string> = {
  running: "glacier",
  finished: "pine",
  failed: "ember",
  interrupted: "timber",
};

function customers(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "customer" : "customers"}`;
}

/** Where a run stands, in a sentence. */
function runProgressLine(run: ReconcileRunView): string {
  const failures =
    run.failed > 0 ? `, ${run.failed} failed (${run.lastError ?? "no reason given"})` : "";
  switch (run.status) {
    case "running":
      return run.total === null
        ? "Counting the customers to re-read…"
        : `${run.done} of ${customers(run.total)} re-read from Polar${failures}.`;
    case "finished":
      return `Done: ${run.done} of ${customers(run.total ?? run.done)} re-read from Polar${failures}.`;
    case "failed":
      return `Stopped after ${customers(run.done)}: ${run.lastError ?? "an unknown error"}.`;
    case "interrupted":
      return `Interrupted after ${customers(run.done)}: the server doing it stopped. Start it again.`;
  }
}

function whom(run: ReconcileRunView): string {
  return run.target.scope === "everyone" ? "Everyone" : (run.targetLabel ?? run.target.owner.id);
}

/**
 * The running or finished run's bar and sentence; read out as it changes. The browser's own
 * progress bar: accessible as it is, and no stylesheet for the console to ship.
 */
function RunProgress({ run }: { run: ReconcileRunView }) {
  const counted = run.total !== null;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <progress
        aria-label={`Reconciling ${whom(run)}`}
        // Without a value while the customers are being counted: the indeterminate bar.
        max={counted ? Math.max(run.total ?? 0, 1) : undefined}
        value={counted ? (run.total === 0 ? 1 : run.done) : undefined}
        style={{
          width: "100%",
          accentColor: `var(--mantine-color-${STATUS_COLORS[run.status]}-6)`,
        }}
      />
      <Text size="sm">{runProgressLine(run)}</Text>
    </Stack>
  );
}

/**
 * Starts "reconcile now" for `target` and shows its progress until it is over. A run for the
 * same target already going (another admin's, another tab's) is joined rather than doubled.
 */
export function ReconcileButton({
  target,
  label,
  ...buttonProps
}: { target: ReconcileTarget; label: string; "aria-label"?: string } & ButtonProps) {
  const queryClient = useQueryClient();
  const [runId, setRunId] = useState<string>();
  const run = useQuery({ ...reconcileRunQuery(runId ?? ""), enabled: runId !== undefined });
  const start = useMutation({
    mutationFn: () => startReconcile({ data: { target } }),
    onSuccess: ({ run: started, started: isNew }) => {
      queryClient.setQueryData(reconcileRunQuery(started.id).queryKey, started);
      setRunId(started.id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminBilling.reconcileRuns });
      if (!isNew) {
        showToast({
          color: "glacier",
          title: "Already running",
          message: `${started.startedByEmail} started this reconciliation; its progress is shown here.`,
        });
      }
    },
    onError: (error) => notifyError(error, "Could not start the reconciliation"),
  });
  const status = run.data?.status;
  useEffect(() => {
    if (!status || status === "running") return;
    // What the run corrected shows everywhere the console lists it.
    for (const queryKey of [
      queryKeys.adminBilling.anySubscriptions,
      queryKeys.adminBilling.overview,
      queryKeys.adminBilling.reconcileRuns,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [status, queryClient]);
  return (
    <Stack gap="xs" w="100%">
      <div>
        <Button
          variant="light"
          {...buttonProps}
          onClick={() => start.mutate()}
          loading={start.isPending}
          disabled={status === "running"}
        >
          {label}
        </Button>
      </div>
      {run.data && <RunProgress run={run.data} />}
    </Stack>
  );
}

/** The newest reconciliations, whoever started them; polled while one is running. */
export function RecentReconciliations() {
  return (
    <ConsoleTable
      query={useQuery(reconcileRunsQuery)}
      items={(runs) => runs}
      label="Recent reconciliations"
      columns={["Started", "Customers", "By", "Status", "Progress"]}
      loading="Loading the recent reconciliations…"
      empty="No reconciliation was started from the console yet."
    >
      {(entry) => (
        <Table.Tr key={entry.id}>
          <Table.Td>{formatDateTime(entry.startedAt)}</Table.Td>
          <Table.Td style={{ overflowWrap: "anywhere" }}>{whom(entry)}</Table.Td>
          <Table.Td style={{ overflowWrap: "anywhere" }}>{entry.startedByEmail}</Table.Td>
          <Table.Td>
            <Badge color={STATUS_COLORS[entry.status]} variant="light">
              {STATUS_LABELS[entry.status]}
            </Badge>
          </Table.Td>
          <Table.Td>{runProgressLine(entry)}</Table.Td>
        </Table.Tr>
      )}
    </ConsoleTable>
  );
}
