import { createServerFn } from "@tanstack/react-start";
import { ADMIN_PAGE_SIZE } from "~/lib/admin";
import { getRuntime, type Runtime } from "~/server/app/runtime.server";
import {
  banUser,
  impersonateUser,
  resendVerification,
  revokeApiKey,
  revokeSessions,
  setAdminRole,
  unbanUser,
} from "./actions.server";
import { listAudit } from "./audit.server";
import { adminOnly } from "./guard.functions";
import type { AdminCaller } from "./guard.server";
import {
  actionRequest,
  auditRequest,
  banRequest,
  keyRequest,
  roleRequest,
  userListRequest,
  userRequest,
} from "./requests";
import { listUsers, userDetail } from "./users.server";

// The admin console's server functions (ADR 036). `adminOnly` comes first on each: anyone but an
// admin in their own session is answered 404, as for a function that does not exist, before
// their input is read.

/** An action of actions.server.ts as a handler: on the runtime, by the admin who called. */
function byAdmin<Data, Result>(
  action: (deps: Runtime, caller: AdminCaller, data: Data) => Promise<Result>,
) {
  return async ({ context, data }: { context: { admin: AdminCaller }; data: Data }) =>
    action(await getRuntime(), context.admin, data);
}

/** One page of accounts: searched, filtered and sorted in the database. */
export const listAdminUsers = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .validator(userListRequest)
  .handler(async ({ data }) => listUsers((await getRuntime()).database.db, data));

/** One account, as its page in the console shows it. */
export const getAdminUser = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .validator(userRequest)
  .handler(async ({ data }) => {
    const { database, env } = await getRuntime();
    return userDetail(database.db, data.userId, { adminEmails: env.adminEmails });
  });

/** One page of the audit log, newest first; with `userId`, what was done to that account. */
export const listAdminAudit = createServerFn({ method: "GET" })
  .middleware([adminOnly])
  .validator(auditRequest)
  .handler(async ({ data }) =>
    listAudit((await getRuntime()).database.db, {
      page: data.page,
      pageSize: ADMIN_PAGE_SIZE,
      targetUserId: data.userId,
    }),
  );

export const banAdminUser = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(banRequest)
  .handler(byAdmin(banUser));

export const unbanAdminUser = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(actionRequest)
  .handler(byAdmin(unbanUser));

/** Grants (`admin: true`) or revokes the admin role. */
export const setAdminUserRole = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(roleRequest)
  .handler(byAdmin(setAdminRole));

export const revokeAdminUserSessions = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(actionRequest)
  .handler(byAdmin(revokeSessions));

export const revokeAdminUserApiKey = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(keyRequest)
  .handler(byAdmin(revokeApiKey));

/** Starts acting as the account: the response sets the impersonation session's cookies. */
export const impersonateAdminUser = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(actionRequest)
  .handler(byAdmin(impersonateUser));

export const resendAdminVerification = createServerFn({ method: "POST" })
  .middleware([adminOnly])
  .validator(actionRequest)
  .handler(byAdmin(resendVerification));
