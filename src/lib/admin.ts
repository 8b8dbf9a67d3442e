// The admin console's words and numbers (ADR 036), shared by the server and the screens.

/** The role that opens the console; everyone else has "user". */
export const ADMIN_ROLE = "admin";

/** How long an admin may act as another user before the session ends by itself. */
export const IMPERSONATION_SECONDS = 3600;

/** Who the audit log names when ADMIN_EMAILS, not a person, granted the role. */
export const ADMIN_EMAILS_ACTOR = "ADMIN_EMAILS";

/** What the audit log records; the console words each in the page's language (audit-actions.ts). */
const AUDIT_ACTIONS = [
  "role_granted",
  "role_revoked",
  "user_banned",
  "user_unbanned",
  "sessions_revoked",
  "api_key_revoked",
  "impersonation_started",
  "impersonation_stopped",
  "verification_mail_sent",
  "webhook_replayed",
  "reconcile_started",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Rows per page of the console's lists, unless the caller asks for another number (1–100). */
export const ADMIN_PAGE_SIZE = 25;

/** How the users list may be ordered. */
export const USER_SORTS = ["created", "email", "name"] as const;
type UserSort = (typeof USER_SORTS)[number];

/** A filter that is on ("yes"), off ("no") or not applied (absent). */
export type YesNo = "yes" | "no";

/** The users list's search, filters, order and page: the page's address holds them. */
export interface UserListQuery {
  /** Part of an address or a name. */
  q?: string;
  verified?: YesNo;
  banned?: YesNo;
  /** Holds a current personal subscription (active, trialing, past due, or cancelled but running). */
  subscribed?: YesNo;
  /** Made on or after this UTC day (YYYY-MM-DD). */
  createdFrom?: string;
  /** Made on or before this UTC day (YYYY-MM-DD). */
  createdTo?: string;
  sort: UserSort;
  order: "asc" | "desc";
  page: number;
}

/** The longest search the list takes. */
export const USER_SEARCH_MAX = 200;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The last page the lists go to: past it, narrow the search. */
export const ADMIN_MAX_PAGE = 10_000;

/** Ban lengths the console offers, in days; null is until lifted. The console words each. */
export const BAN_LENGTHS: readonly (number | null)[] = [null, 1, 7, 30, 365];
export const BAN_REASON_MAX = 500;

const yesNo = (value: unknown): YesNo | undefined =>
  value === "yes" || value === "no" ? value : undefined;

const day = (value: unknown): string | undefined =>
  typeof value === "string" && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

/** The users list's query as the page's address holds it: only what differs from the defaults. */
export type UserListSearch = Partial<UserListQuery>;

/**
 * The list's query from the page's address: what is missing or malformed is left out (and
 * takes its default), so a hand-edited address still shows a list, and the address of the plain
 * list stays `/admin`. The server checks the query again, strictly.
 */
export function readUserListSearch(search: Record<string, unknown>): UserListSearch {
  const q = typeof search.q === "string" ? search.q.trim().slice(0, USER_SEARCH_MAX) : "";
  const page = Number(search.page);
  return {
    ...(q && { q }),
    ...(yesNo(search.verified) && { verified: yesNo(search.verified) }),
    ...(yesNo(search.banned) && { banned: yesNo(search.banned) }),
    ...(yesNo(search.subscribed) && { subscribed: yesNo(search.subscribed) }),
    ...(day(search.createdFrom) && { createdFrom: day(search.createdFrom) }),
    ...(day(search.createdTo) && { createdTo: day(search.createdTo) }),
    ...(USER_SORTS.includes(search.sort as UserSort) && { sort: search.sort as UserSort }),
    ...((search.order === "asc" || search.order === "desc") && { order: search.order }),
    ...(Number.isInteger(page) && page > 1 && page <= ADMIN_MAX_PAGE && { page }),
  };
}

/** The whole query for the server: the address's part, with the defaults for the rest. */
export function userListQuery(search: UserListSearch): UserListQuery {
  return { sort: "created", order: "desc", page: 1, ...search };
}

/** An audit log page from the page's address: absent (the first) or a whole number in range. */
export function readPageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= ADMIN_MAX_PAGE ? { page } : {};
}
