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
import { m } from "~/i18n/paraglide/messages.js";
import { useFormat } from "~/i18n/use-format";
import {
  readUserListSearch,
  USER_SEARCH_MAX,
  type UserListQuery,
  type UserListSearch,
  userListQuery,
  type YesNo,
} from "~/lib/admin";
import type { UserList } from "~/server/admin/users.server";
import { ListPages } from "~/ui/ListPages";
import { QueryFallback } from "~/ui/QueryFallback";
import { WideTable } from "~/ui/WideTable";
import { usersQuery } from "./queries";

const route = getRouteApi("/_authenticated/admin/users/");

const ANY = "";
const yesNoFilters = () =>
  [
    {
      key: "verified",
      label: m.admin_verified(),
      yes: m.admin_verified(),
      no: m.admin_not_verified(),
    },
    { key: "banned", label: m.admin_banned(), yes: m.admin_banned(), no: m.admin_not_banned() },
    {
      key: "subscribed",
      label: m.admin_subscription(),
      yes: m.admin_has_one(),
      no: m.admin_has_none(),
    },
  ] as const;

const sorts = () => [
  { value: "created:desc", label: m.admin_sort_newest() },
  { value: "created:asc", label: m.admin_sort_oldest() },
  { value: "email:asc", label: m.admin_sort_email_asc() },
  { value: "email:desc", label: m.admin_sort_email_desc() },
  { value: "name:asc", label: m.admin_sort_name_asc() },
  { value: "name:desc", label: m.admin_sort_name_desc() },
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
        <QueryFallback
          isError={list.isError}
          failed={m.admin_accounts_load_failed()}
          loading={m.admin_accounts_loading()}
        />
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
    <Card withBorder padding="md" component="section" aria-label={m.admin_search_and_filters()}>
      <Stack gap="sm">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={m.admin_address_or_name()}
              value={text}
              maxLength={USER_SEARCH_MAX}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit">{m.admin_search()}</Button>
          </Group>
        </form>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
          {yesNoFilters().map((filter) => (
            <NativeSelect
              key={filter.key}
              label={filter.label}
              value={search[filter.key] ?? ANY}
              data={[
                { value: ANY, label: m.admin_any() },
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
            label={m.admin_created_from()}
            value={search.createdFrom ?? ""}
            onChange={(event) => onChange({ createdFrom: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={m.admin_created_until()}
            value={search.createdTo ?? ""}
            onChange={(event) => onChange({ createdTo: event.currentTarget.value || undefined })}
          />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end">
          <NativeSelect
            label={m.admin_order()}
            value={`${search.sort}:${search.order}`}
            data={sorts()}
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
  const f = useFormat();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {m.admin_count_accounts({ count: list.total, shown: f.number(list.total) })}
      </Text>
      <WideTable
        label={m.admin_accounts()}
        minWidth={720}
        headers={[m.admin_address(), m.org_name(), m.admin_status(), m.admin_created()]}
      >
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
                {user.isAdmin && <Badge color="timber">{m.org_role_admin()}</Badge>}
                {user.banned && <Badge color="ember">{m.admin_banned()}</Badge>}
                {!user.emailVerified && <Badge color="slate">{m.admin_not_verified()}</Badge>}
                {user.subscribed && <Badge color="pine">{m.admin_subscribed()}</Badge>}
              </Group>
            </Table.Td>
            <Table.Td>{f.dateTime(user.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      {list.users.length === 0 && <Text c="dimmed">{m.admin_no_account_matches()}</Text>}
      <ListPages total={list.total} pageSize={list.pageSize} page={page} onPage={onPage} />
    </Stack>
  );
}
