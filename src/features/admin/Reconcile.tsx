import { Badge, Button, type ButtonProps, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import type { ReconcileRunStatus, ReconcileTarget } from "~/lib/admin-billing";
import { queryKeys } from "~/lib/query-keys";
import { startReconcile } from "~/server/admin/billing.functions";
import type { ReconcileRunView } from "~/server/admin/reconcile-runs.server";
import { notifyError } from "~/ui/notify";
import { showToast } from "~/ui/toast";
import { reconcileRunQuery, reconcileRunsQuery } from "./billing-queries";
import { ConsoleTable } from "./ConsoleTable";

// "Reconcile now" (ADR 037): the button starts a run on the server, whose progress the page
// polls from the database through whichever instance answers.

function statusLabel(status: ReconcileRunStatus): string {
  switch (status) {
    case "running":
      return m.admin_run_running();
    case "finished":
      return m.admin_run_finished();
    case "failed":
      return m.admin_run_failed();
    case "interrupted":
      return m.admin_run_interrupted();
  }
}

const STATUS_COLORS: Record<ReconcileRunStatus, string> = {
  running: "glacier",
  finished: "pine",
  failed: "ember",
  interrupted: "timber",
};

type Numbers = Pick<ReturnType<typeof useFormat>, "number">;

function customers(f: Numbers, count: number): string {
  return m.admin_count_customers({ count, shown: f.number(count) });
}

/** Where a run stands, in a sentence. */
function runProgressLine(f: Numbers, run: ReconcileRunView): string {
  const failures =
    run.failed > 0
      ? m.admin_run_failures({
          failed: f.number(run.failed),
          reason: run.lastError ?? m.admin_run_no_reason(),
        })
      : "";
  const done = f.number(run.done);
  switch (run.status) {
    case "running":
      return run.total === null
        ? m.admin_run_counting()
        : m.admin_run_progress({ done, customers: customers(f, run.total), failures });
    case "finished":
      return m.admin_run_done({
        done,
        customers: customers(f, run.total ?? run.done),
        failures,
      });
    case "failed":
      return m.admin_run_stopped({
        customers: customers(f, run.done),
        reason: run.lastError ?? m.admin_run_unknown_error(),
      });
    case "interrupted":
      return m.admin_run_interrupted_text({ customers: customers(f, run.done) });
  }
}

function whom(run: ReconcileRunView): string {
  return run.target.scope === "everyone"
    ? m.admin_run_everyone()
    : (run.targetLabel ?? run.target.owner.id);
}

/**
 * The running or finished run's bar and sentence; read out as it changes. The browser's own
 * progress bar: accessible as it is, and no stylesheet for the console to ship.
 */
function RunProgress({ run }: { run: ReconcileRunView }) {
  const f = useFormat();
  const counted = run.total !== null;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <progress
        aria-label={m.admin_run_reconciling({ whom: whom(run) })}
        // Without a value while the customers are being counted: the indeterminate bar.
        max={counted ? Math.max(run.total ?? 0, 1) : undefined}
        value={counted ? (run.total === 0 ? 1 : run.done) : undefined}
        style={{
          width: "100%",
          accentColor: `var(--mantine-color-${STATUS_COLORS[run.status]}-6)`,
        }}
      />
      <Text size="sm">{runProgressLine(f, run)}</Text>
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
          title: m.admin_run_already_running(),
          message: m.admin_run_already_running_text({ email: started.startedByEmail }),
        });
      }
    },
    onError: (error) => notifyError(error, m.admin_run_not_started()),
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
  const f = useFormat();
  return (
    <ConsoleTable
      query={useQuery(reconcileRunsQuery)}
      items={(runs) => runs}
      label={m.admin_runs_recent()}
      columns={[
        m.admin_runs_started(),
        m.admin_runs_customers(),
        m.admin_runs_by(),
        m.admin_status(),
        m.admin_runs_progress(),
      ]}
      loading={m.admin_runs_loading()}
      empty={m.admin_runs_empty()}
    >
      {(entry) => (
        <Table.Tr key={entry.id}>
          <Table.Td>{f.dateTime(entry.startedAt)}</Table.Td>
          <Table.Td style={{ overflowWrap: "anywhere" }}>{whom(entry)}</Table.Td>
          <Table.Td style={{ overflowWrap: "anywhere" }}>{entry.startedByEmail}</Table.Td>
          <Table.Td>
            <Badge color={STATUS_COLORS[entry.status]} variant="light">
              {statusLabel(entry.status)}
            </Badge>
          </Table.Td>
          <Table.Td>{runProgressLine(f, entry)}</Table.Td>
        </Table.Tr>
      )}
    </ConsoleTable>
  );
}
