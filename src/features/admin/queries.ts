import { queryOptions } from "@tanstack/react-query";
import type { UserListQuery } from "~/lib/admin";
import { queryKeys } from "~/lib/query-keys";
import { getAdminUser, listAdminAudit, listAdminUsers } from "~/server/admin/admin.functions";

export const usersQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.users(query),
    queryFn: () => listAdminUsers({ data: query }),
  });

export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.user(userId),
    queryFn: () => getAdminUser({ data: { userId } }),
  });

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.audit(page),
    queryFn: () => listAdminAudit({ data: { page } }),
  });
