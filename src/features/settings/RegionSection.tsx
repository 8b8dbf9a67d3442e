import { Group, Input, Stack } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { LanguageSwitch } from "~/features/language/LanguageSwitch";
import { m } from "~/i18n/paraglide/messages.js";
import {
  browserTimeZone,
  followBrowserTimeZone,
  showTimeZone,
  useTimeZone,
} from "~/i18n/time-zone";
import { loadAuthClient } from "~/lib/load-auth-client";
import type { ClientUser } from "~/server/auth/session.server";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import { unwrap } from "./queries";

/** The select's value for "no zone chosen: follow this browser". */
const BROWSER = "";

/** Every zone this browser's `Intl` knows, the chosen one included even if it does not. */
function knownZones(chosen: string | null): string[] {
  const zones = Intl.supportedValuesOf?.("timeZone") ?? [];
  return chosen && !zones.includes(chosen) ? [chosen, ...zones] : zones;
}

/** The language switch and the time zone dates are shown in (ADR 060). */
export function RegionSection({ user }: { user: ClientUser }) {
  const router = useRouter();
  const mounted = useMounted();
  const shown = useTimeZone();
  const save = useMutation({
    mutationFn: async (timeZone: string | null) =>
      unwrap((await loadAuthClient()).updateUser({ timeZone } as never)),
    onSuccess: async (_, timeZone) => {
      if (timeZone) showTimeZone(timeZone, true);
      else {
        showTimeZone(browserTimeZone(), false);
        followBrowserTimeZone();
      }
      notifySuccess(
        m.settings_time_zone_saved_title(),
        m.settings_time_zone_saved_text({ zone: timeZone ?? browserTimeZone() }),
      );
      await router.invalidate();
    },
    onError: (error) => notifyError(error, m.settings_time_zone_not_saved_title()),
  });
  // The browser's own list of zones may differ from the server's: the full list comes after
  // hydration, the server renders only the choice.
  const zones = mounted ? knownZones(user.timeZone) : user.timeZone ? [user.timeZone] : [];
  const browserZone = mounted ? browserTimeZone() : shown;
  return (
    <Section
      id="region"
      title={m.settings_region_title()}
      description={m.settings_region_description()}
    >
      <Stack gap="sm">
        <Group>
          <LanguageSwitch />
        </Group>
        <Input.Wrapper label={m.settings_time_zone_label()} labelElement="label" id="time-zone">
          <Input
            component="select"
            id="time-zone"
            styles={{ input: { appearance: "auto" } }}
            value={user.timeZone ?? BROWSER}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.value || null)}
          >
            <option value={BROWSER}>{m.settings_time_zone_browser({ zone: browserZone })}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Input>
        </Input.Wrapper>
      </Stack>
    </Section>
  );
}
