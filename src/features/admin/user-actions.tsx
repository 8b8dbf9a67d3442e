// The console's actions on one account (UserPage): impersonate, resend the verification mail,
// sign out everywhere, grant or revoke the admin role, ban and unban; each asks first, then
// reloads what the console shows.
import { Button, Group, NativeSelect, Text, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { BAN_LENGTHS, BAN_REASON_MAX } from "~/lib/admin";
import { queryKeys } from "~/lib/query-keys";
import {
  banAdminUser,
  impersonateAdminUser,
  resendAdminVerification,
  revokeAdminUserSessions,
  setAdminUserRole,
  unbanAdminUser,
} from "~/server/admin/admin.functions";
import type { UserDetail } from "~/server/admin/users.server";
import { askTypedConfirmation } from "~/ui/ConfirmAction";
import { dangerProps } from "~/ui/danger";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";

export type Profile = UserDetail["profile"];

/** The key an admin is asked about revoking, with the words that name it. */
export type KeyChoice = { keyId: string; label: string };

/**
 * What an action returns when it has sent the browser to another page (impersonation): the
 * console's queries are not reloaded, since under the new session they are not the admin's.
 */
const LEAVING = Symbol("leaving the page");

/** Runs a console action, then reloads what the console shows; errors are toasts. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onError: (error) => notifyError(error, m.admin_user_not_done()),
    onSettled: (result) => {
      if (result === LEAVING) return;
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
}

/** The ban's reason and length, read when the ban is confirmed. */
interface BanChoice {
  reason: string;
  days: string;
}

/** What an action is sent: the account, the typed confirmation and, for a ban, its choice. */
interface ActionInput {
  userId: string;
  email: string;
  confirmation: string;
  ban: BanChoice;
}

interface AdminAction {
  /** The button's words (functions, so that each read is in the page's language). */
  label: () => string;
  /** Whether the button is shown for this account. */
  when: (detail: UserDetail) => boolean;
  /** The question's title, its explanation and its confirm button's words. */
  title: () => string;
  explain: (email: string) => string;
  actLabel: () => string;
  /** Runs the action and says it is done; LEAVING when the browser goes to another page. */
  run: (input: ActionInput) => Promise<unknown>;
}

/** The console's actions on an account, in the order of their buttons. */
const ACTIONS = {
  impersonate: {
    label: () => m.admin_user_impersonate_button(),
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: () => m.admin_user_impersonate_title(),
    explain: (email) => m.admin_user_impersonate_explain({ email }),
    actLabel: () => m.admin_user_impersonate(),
    run: async ({ userId, confirmation }) => {
      await impersonateAdminUser({ data: { userId, confirmation } });
      // A full load: every cached response was the admin's own, and the banner reads the new
      // session.
      window.location.assign("/dashboard");
      return LEAVING;
    },
  },
  verify: {
    label: () => m.admin_user_resend_button(),
    when: ({ profile }) => !profile.emailVerified,
    title: () => m.admin_user_resend_title(),
    explain: (email) => m.admin_user_resend_explain({ email }),
    actLabel: () => m.admin_user_resend(),
    run: async ({ userId, email, confirmation }) => {
      await resendAdminVerification({ data: { userId, confirmation } });
      notifySuccess(m.admin_user_mail_sent(), m.admin_user_resend_done({ email }));
    },
  },
  sessions: {
    label: () => m.admin_user_sign_out_button(),
    when: (detail) => detail.sessions.length > 0,
    title: () => m.admin_user_sign_out_title(),
    explain: (email) => m.admin_user_sign_out_explain({ email }),
    actLabel: () => m.admin_user_sign_out(),
    run: async ({ userId, email, confirmation }) => {
      await revokeAdminUserSessions({ data: { userId, confirmation } });
      notifySuccess(m.admin_user_signed_out(), m.admin_user_sign_out_done({ email }));
    },
  },
  grant: {
    label: () => m.admin_user_grant_button(),
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: () => m.admin_user_grant_title(),
    explain: (email) => m.admin_user_grant_explain({ email }),
    actLabel: () => m.admin_user_grant(),
    run: async ({ userId, email, confirmation }) => {
      await setAdminUserRole({ data: { userId, confirmation, admin: true } });
      notifySuccess(m.admin_user_granted(), m.admin_user_grant_done({ email }));
    },
  },
  revoke: {
    label: () => m.admin_user_revoke_button(),
    when: ({ profile }) => profile.isAdmin && !profile.adminByList,
    title: () => m.admin_user_revoke_title(),
    explain: (email) => m.admin_user_revoke_explain({ email }),
    actLabel: () => m.admin_user_revoke(),
    run: async ({ userId, email, confirmation }) => {
      await setAdminUserRole({ data: { userId, confirmation, admin: false } });
      notifySuccess(m.admin_user_revoked(), m.admin_user_revoke_done({ email }));
    },
  },
  unban: {
    label: () => m.admin_user_unban_button(),
    when: ({ profile }) => profile.ban !== null,
    title: () => m.admin_user_unban_title(),
    explain: (email) => m.admin_user_unban_explain({ email }),
    actLabel: () => m.admin_user_unban(),
    run: async ({ userId, email, confirmation }) => {
      await unbanAdminUser({ data: { userId, confirmation } });
      notifySuccess(m.admin_audit_user_unbanned(), m.admin_user_unban_done({ email }));
    },
  },
  ban: {
    label: () => m.admin_user_ban_button(),
    when: ({ profile }) => !profile.isAdmin && !profile.ban,
    title: () => m.admin_user_ban_title(),
    explain: (email) => m.admin_user_ban_explain({ email }),
    actLabel: () => m.admin_user_ban(),
    run: async ({ userId, email, confirmation, ban }) => {
      await banAdminUser({
        data: {
          userId,
          confirmation,
          reason: ban.reason,
          days: ban.days === "" ? null : Number(ban.days),
        },
      });
      notifySuccess(m.admin_banned(), m.admin_user_banned_done({ email }));
    },
  },
} satisfies Record<string, AdminAction>;

type ActionKind = keyof typeof ACTIONS;

export function Actions({ detail, own }: { detail: UserDetail; own: boolean }) {
  const { profile } = detail;
  const action = useAdminAction();
  const userId = profile.id;
  const email = profile.email;

  const ask = (kind: ActionKind) => {
    const chosen: AdminAction = ACTIONS[kind];
    const ban: BanChoice = { reason: "", days: "" };
    askTypedConfirmation({
      title: chosen.title(),
      email,
      actLabel: chosen.actLabel(),
      color: kind === "ban" || kind === "revoke" ? "ember" : "pine",
      body: (
        <>
          <Text size="sm">{chosen.explain(email)}</Text>
          {kind === "ban" && <BanFields choice={ban} />}
        </>
      ),
      onConfirm: async (confirmation) => {
        if (kind === "ban" && ban.reason.trim() === "") {
          notifyError(new Error(m.admin_user_ban_reason_missing()), m.admin_not_banned());
          throw new Error("no reason");
        }
        return action.mutateAsync(() => chosen.run({ userId, email, confirmation, ban }));
      },
    });
  };

  const kinds = Object.keys(ACTIONS) as ActionKind[];
  const shown = own ? [] : kinds.filter((kind) => ACTIONS[kind].when(detail));

  return (
    <Section
      id="actions"
      title={m.admin_user_actions()}
      description={actionsDescription(own, profile)}
    >
      {shown.length > 0 && (
        <Group gap="sm">
          {shown.map((kind) => (
            <Button
              key={kind}
              {...(kind === "ban" ? dangerProps : { variant: "default" })}
              onClick={() => ask(kind)}
            >
              {ACTIONS[kind].label()}
            </Button>
          ))}
        </Group>
      )}
    </Section>
  );
}

/**
 * The ban's fields, inside the question: the modal area renders them, outside this page's
 * render, so they keep their own state and write it where the confirmation reads it.
 */
function BanFields({ choice }: { choice: BanChoice }) {
  const [reason, setReason] = useState(choice.reason);
  const [days, setDays] = useState(choice.days);
  return (
    <>
      <Textarea
        label={m.admin_user_reason()}
        description={m.admin_user_ban_reason_help()}
        required
        value={reason}
        maxLength={BAN_REASON_MAX}
        autosize
        minRows={2}
        onChange={(event) => {
          choice.reason = event.currentTarget.value;
          setReason(choice.reason);
        }}
      />
      <NativeSelect
        label={m.admin_user_ban_length()}
        value={days}
        data={BAN_LENGTHS.map((length) => ({
          value: length === null ? "" : String(length),
          label: banLengthLabel(length),
        }))}
        onChange={(event) => {
          choice.days = event.currentTarget.value;
          setDays(choice.days);
        }}
      />
    </>
  );
}

function actionsDescription(own: boolean, profile: Profile): string {
  if (own) return m.admin_user_actions_own();
  if (profile.adminByList) return m.admin_user_actions_admin_emails();
  return m.admin_user_actions_help();
}

function banLengthLabel(days: number | null): string {
  if (days === null) return m.admin_user_ban_until_lifted();
  if (days === 365) return m.admin_user_ban_one_year();
  return m.admin_user_ban_days({ count: days });
}
