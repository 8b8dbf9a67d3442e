import { Anchor, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { ADMIN_PAGE_SIZE, AUDIT_ACTIONS } from "~/lib/admin";
import { formatDateTime } from "~/lib/dates";
import { ListPages } from "~/ui/ListPages";
import { QueryFallback } from "~/ui/QueryFallback";
import { WideTable } from "~/ui/WideTable";
import { auditQuery } from "./queries";

const route = getRouteApi("/_authenticated/admin/audit");

/** /admin/audit: what admins did, newest first: who, what, when, on whom. */
export function AuditPage() {
  const page = route.useSearch().page ?? 1;
  const navigate = useNavigate({ from: "/admin/audit" });
  const log = useQuery(auditQuery(page));
  if (!log.data) return <QueryFallback isError={log.isError} what="audit log" />;
  return (
    <Stack gap="sm">
      <WideTable
        label="Audit log"
        minWidth={720}
        headers={["When", "Who", "What", "On whom", "Details"]}
      >
        {log.data.entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
            <Table.Td>{entry.actorEmail}</Table.Td>
            <Table.Td>{AUDIT_ACTIONS[entry.action] ?? entry.action}</Table.Td>
            <Table.Td>
              {entry.targetUserId && entry.targetEmail ? (
                <Anchor
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/admin/users/$userId"
                      params={{ userId: entry.targetUserId }}
                    />
                  )}
                >
                  {entry.targetEmail}
                </Anchor>
              ) : (
                (entry.targetEmail ?? "")
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {Object.entries(entry.detail)
                  .map(([key, value]) => `${key}: ${value}`)
                  .join("; ")}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      {log.data.entries.length === 0 && <Text c="dimmed">Nothing recorded yet.</Text>}
      <ListPages
        total={log.data.total}
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onPage={(next) => navigate({ search: next > 1 ? { page: next } : {} })}
      />
    </Stack>
  );
}
