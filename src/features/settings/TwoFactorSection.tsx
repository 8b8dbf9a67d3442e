import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { queryKeys } from "~/lib/query-keys";
import type { AccountSettings } from "~/server/account/account.server";
import type { ClientUser } from "~/server/auth/session.server";
import { notifySuccess } from "~/ui/notify";
import { Placeholder } from "~/ui/Placeholder";
import { Section } from "~/ui/Section";
import { twoFactorQuery } from "./queries";
import { useStartSetup } from "./two-factor-start";

// The dialogs load when one is opened: with Mantine's modal they are a good part of the page's
// script, and the card shows none of them before a click.
const TwoFactorSetupDialog = lazy(() =>
  import("./TwoFactorSetupDialog").then((module) => ({ default: module.TwoFactorSetupDialog })),
);
const NewBackupCodesDialog = lazy(() =>
  import("./TwoFactorDialogs").then((module) => ({ default: module.NewBackupCodesDialog })),
);
const TurnOffDialog = lazy(() =>
  import("./TwoFactorDialogs").then((module) => ({ default: module.TurnOffDialog })),
);

type Open = "setup" | "new-codes" | "turn-off" | null;

/** The Security page's card: an authenticator app as a second step after every sign-in but a passkey. */
export function TwoFactorSection({
  user,
  settings,
}: {
  user: ClientUser;
  settings: AccountSettings;
}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const status = useQuery(twoFactorQuery);
  const start = useStartSetup();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  // Turning two-factor on or off replaces the session: the guard's copy, the sessions list and
  // the timeline are read again.
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor }),
      queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
      queryClient.invalidateQueries({ queryKey: queryKeys.account.anyActivity }),
    ]);
    await router.invalidate();
  };

  const setUp = () => {
    start.reset();
    setOpen("setup");
    if (!settings.hasPassword) start.mutate(undefined);
  };

  return (
    <Section id="two-factor" title={m.tfa_title()} description={m.tfa_description()}>
      {status.isPending ? (
        <Placeholder label={m.tfa_loading()} rows={1} height={36} />
      ) : status.isError ? (
        <Text size="sm" c="ember">
          {status.error.message}
        </Text>
      ) : status.data.enabled ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="pine" variant="light">
              {m.tfa_on()}
            </Badge>
            <Text size="sm">{m.tfa_on_text()}</Text>
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={() => setOpen("new-codes")}>
              {m.tfa_generate_new_codes()}
            </Button>
            <Button variant="default" onClick={() => setOpen("turn-off")}>
              {m.tfa_turn_off_button()}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{m.tfa_off()}</Text>
          <Button variant="default" onClick={setUp}>
            {m.tfa_set_up()}
          </Button>
        </Stack>
      )}
      <Suspense fallback={null}>
        {open === "setup" && (
          <TwoFactorSetupDialog
            start={start}
            hasPassword={settings.hasPassword}
            email={user.email}
            onEnabled={refresh}
            onClose={close}
          />
        )}
        {open === "new-codes" && (
          <NewBackupCodesDialog
            hasPassword={settings.hasPassword}
            email={user.email}
            onClose={close}
          />
        )}
        {open === "turn-off" && (
          <TurnOffDialog
            hasPassword={settings.hasPassword}
            onClose={close}
            onTurnedOff={async () => {
              close();
              notifySuccess(m.tfa_turned_off_title(), m.tfa_turned_off_text());
              await refresh();
            }}
          />
        )}
      </Suspense>
    </Section>
  );
}
