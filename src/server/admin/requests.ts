import { z } from "zod";
import {
  ADMIN_MAX_PAGE,
  BAN_LENGTHS,
  BAN_REASON_MAX,
  DAY_PATTERN,
  USER_SEARCH_MAX,
  USER_SORTS,
} from "~/lib/admin";

// What the console's server functions take, checked after the caller is known to be an admin.

const id = z.string().min(1).max(200);
const yesNo = z.enum(["yes", "no"]);
const day = z
  .string()
  .regex(DAY_PATTERN, "Expected a day as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Expected a day that exists");

export const userListRequest = z.strictObject({
  q: z.string().trim().max(USER_SEARCH_MAX).optional(),
  verified: yesNo.optional(),
  banned: yesNo.optional(),
  subscribed: yesNo.optional(),
  createdFrom: day.optional(),
  createdTo: day.optional(),
  sort: z.enum(USER_SORTS),
  order: z.enum(["asc", "desc"]),
  page: z.number().int().min(1).max(ADMIN_MAX_PAGE),
});

export const userRequest = z.strictObject({ userId: id });

/** What the admin typed to confirm: the account's address, checked against the account. */
const confirmation = z.string().max(320);

/** An action on one account, confirmed by typing its address. */
export const actionRequest = z.strictObject({ userId: id, confirmation });

export const banRequest = z.strictObject({
  userId: id,
  confirmation,
  reason: z.string().trim().min(1, "Give a reason").max(BAN_REASON_MAX),
  /** One of the console's lengths; null bans until an admin lifts it. */
  days: z.union([
    z.null(),
    z.number().refine((days) => BAN_LENGTHS.includes(days), "Not a ban length"),
  ]),
});

export const roleRequest = z.strictObject({ userId: id, confirmation, admin: z.boolean() });

export const keyRequest = z.strictObject({ userId: id, confirmation, keyId: id });

export const auditRequest = z.strictObject({
  page: z.number().int().min(1).max(ADMIN_MAX_PAGE),
  userId: id.optional(),
});
