import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import {
  readUserListSearch,
  USER_SEARCH_MAX,
  type UserListQuery,
  type UserListSearch,
  userListQuery,
  type YesNo,
} from "~/lib/admin";
import { formatDateTime } from "~/lib/dates";
import type { UserList } from "~/server/admin/users.server";
import { ListPages } from "~/ui/ListPages";
import { QueryFallback } from "~/ui/QueryFallback";
import { WideTable } from "~/ui/WideTable";
import { usersQuery } from "./queries";

const route = getRouteApi("/_authenticated/admin/users/");

const ANY = "";
const YES_NO_FILTERS = [
  { key: "verified", label: "Verified", yes: "Verified", no: "Not verified" },
  { key: "banned", label: "Banned", yes: "Banned", no: "Not banned" },
  { key: "subscribed", label: "Subscription", yes: "Has one", no: "Has none" },
] as const;

const SORTS = [
  { value: "created:desc", label: "Newest first" },
  { value: "created:asc", label: "Oldest first" },
  { value: "email:asc", label: "Address, A to Z" },
  { value: "email:desc", label: "Address, Z to A" },
  { value: "name:asc", label: "Name, A to Z" },
  { value: "name:desc", label: "Name, Z to A" },
];

/**
 * /admin/users: every account, searched by address or name and filtered on the server, a page at a
 * time. The page's address holds the query, so a search can be shared and reloaded.
 */
export function UsersPage() {
  const search = route.useSearch();
  const query = userListQuery(search);
  const navigate = useNavigate({ from: "/admin/users/" });
  const list = useQuery(usersQuery(query));
  // A changed filter starts again at the first page; a default is left out of the address.
  const go = (change: UserListSearch) =>
    navigate({ search: readUserListSearch({ ...search, page: undefined, ...change }) });

  return (
    <Stack gap="md">
      <Filters search={query} onChange={go} />
      {list.data ? (
        <Results
          list={list.data}
          page={query.page}
          onPage={(page) => navigate({ search: readUserListSearch({ ...search, page }) })}
        />
      ) : (
        <QueryFallback isError={list.isError} what="accounts" />
      )}
    </Stack>
  );
}

function Filters({
  search,
  onChange,
}: {
  search: UserListQuery;
  onChange: (change: UserListSearch) => void;
}) {
  const [text, setText] = useState(search.q ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };
  return (
    <Card withBorder padding="md" component="section" aria-label="Search and filters">
      <Stack gap="sm">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Address or name"
              value={text}
              maxLength={USER_SEARCH_MAX}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
          {YES_NO_FILTERS.map((filter) => (
            <NativeSelect
              key={filter.key}
              label={filter.label}
              value={search[filter.key] ?? ANY}
              data={[
                { value: ANY, label: "Any" },
                { value: "yes", label: filter.yes },
                { value: "no", label: filter.no },
              ]}
              onChange={(event) =>
                onChange({
                  [filter.key]: (event.currentTarget.value || undefined) as YesNo | undefined,
                })
              }
            />
          ))}
          <TextInput
            type="date"
            label="Created from"
            value={search.createdFrom ?? ""}
            onChange={(event) => onChange({ createdFrom: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="Created until"
            value={search.createdTo ?? ""}
            onChange={(event) => onChange({ createdTo: event.currentTarget.value || undefined })}
          />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end">
          <NativeSelect
            label="Order"
            value={`${search.sort}:${search.order}`}
            data={SORTS}
            onChange={(event) => {
              const [sort, order] = event.currentTarget.value.split(":") as [
                UserListQuery["sort"],
                UserListQuery["order"],
              ];
              onChange({ sort, order });
            }}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function Results({
  list,
  page,
  onPage,
}: {
  list: UserList;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {list.total === 1 ? "1 account" : `${list.total} accounts`}
      </Text>
      <WideTable label="Accounts" minWidth={720} headers={["Address", "Name", "Status", "Created"]}>
        {list.users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/admin/users/$userId" params={{ userId: user.id }} />
                )}
              >
                {user.email}
              </Anchor>
            </Table.Td>
            <Table.Td>{user.name}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {user.isAdmin && <Badge color="timber">Admin</Badge>}
                {user.banned && <Badge color="ember">Banned</Badge>}
                {!user.emailVerified && <Badge color="slate">Not verified</Badge>}
                {user.subscribed && <Badge color="pine">Subscribed</Badge>}
              </Group>
            </Table.Td>
            <Table.Td>{formatDateTime(user.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      {list.users.length === 0 && <Text c="dimmed">No account matches.</Text>}
      <ListPages total={list.total} pageSize={list.pageSize} page={page} onPage={onPage} />
    </Stack>
  );
}
