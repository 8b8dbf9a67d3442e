import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "~/lib/query-keys";
import {
  getOrganizationSettings,
  getWorkspaces,
} from "~/server/organizations/organizations.functions";

// What the route loaders read; every page loads the route definitions, so this stays small
// (the screens' calls to Better Auth's client are in auth-calls.ts).

export const workspacesQuery = queryOptions({
  queryKey: queryKeys.workspaces,
  queryFn: () => getWorkspaces(),
});

export const organizationSettingsQuery = queryOptions({
  queryKey: queryKeys.organization.settings,
  queryFn: () => getOrganizationSettings(),
});

export type OrganizationSettings = NonNullable<Awaited<ReturnType<typeof getOrganizationSettings>>>;
