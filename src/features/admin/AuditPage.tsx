import { Anchor, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import { ADMIN_PAGE_SIZE } from "~/lib/admin";
import { ListPages } from "~/ui/ListPages";
import { QueryFallback } from "~/ui/QueryFallback";
import { WideTable } from "~/ui/WideTable";
import { auditActionLabel } from "./audit-actions";
import { auditQuery } from "./queries";

const route = getRouteApi("/_authenticated/admin/audit");

/** /admin/audit: what admins did, newest first: who, what, when, on whom. */
export function AuditPage() {
  const page = route.useSearch().page ?? 1;
  const navigate = useNavigate({ from: "/admin/audit" });
  const log = useQuery(auditQuery(page));
  const f = useFormat();
  if (!log.data)
    return (
      <QueryFallback
        isError={log.isError}
        failed={m.admin_audit_load_failed()}
        loading={m.admin_audit_loading()}
      />
    );
  return (
    <Stack gap="sm">
      <WideTable
        label={m.admin_audit_log()}
        minWidth={720}
        headers={[
          m.admin_when(),
          m.admin_who(),
          m.admin_what(),
          m.admin_on_whom(),
          m.admin_details(),
        ]}
      >
        {log.data.entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{f.dateTime(entry.createdAt)}</Table.Td>
            <Table.Td>{entry.actorEmail}</Table.Td>
            <Table.Td>{auditActionLabel(entry.action)}</Table.Td>
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
      {log.data.entries.length === 0 && <Text c="dimmed">{m.admin_audit_empty()}</Text>}
      <ListPages
        total={log.data.total}
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onPage={(next) => navigate({ search: next > 1 ? { page: next } : {} })}
      />
    </Stack>
  );
}
