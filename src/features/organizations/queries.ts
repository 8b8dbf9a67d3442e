import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "~/lib/query-keys";
import {
  getOrganizationInvitations,
  getOrganizationPeople,
  getWorkspaces,
} from "~/server/organizations/organizations.functions";

// What the route loaders read; every page loads the route definitions, so this stays small
// (the screens' calls to Better Auth's client are in auth-calls.ts).

export const workspacesQuery = queryOptions({
  queryKey: queryKeys.workspaces,
  queryFn: () => getWorkspaces(),
});

/** The Members and Teams pages: the members, and the teams with their members. */
export const organizationPeopleQuery = queryOptions({
  queryKey: queryKeys.organization.people,
  queryFn: () => getOrganizationPeople(),
});

/** The Invitations page (owners and admins): invitations waiting for a response. */
export const organizationInvitationsQuery = queryOptions({
  queryKey: queryKeys.organization.invitations,
  queryFn: () => getOrganizationInvitations(),
});

export type Workspaces = Awaited<ReturnType<typeof getWorkspaces>>;
export type ActiveOrganization = Extract<Workspaces["active"], { kind: "organization" }>;
export type OrganizationPeople = NonNullable<Awaited<ReturnType<typeof getOrganizationPeople>>>;
export type PendingInvitation = NonNullable<
  Awaited<ReturnType<typeof getOrganizationInvitations>>
>[number];
