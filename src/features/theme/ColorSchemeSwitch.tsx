import { type MantineColorScheme, SegmentedControl, useMantineColorScheme } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { m } from "~/i18n/paraglide/messages.js";
import { PlainSegmentedControl } from "~/ui/fast/plain-controls";

// Functions, not texts: each render reads the labels in the page's language.
const choices: { label: () => string; value: MantineColorScheme }[] = [
  { label: m.landing_scheme_light, value: "light" },
  { label: m.landing_scheme_dark, value: "dark" },
  { label: m.landing_scheme_auto, value: "auto" },
];

/**
 * The page's colour scheme. The server (on every page) and the hydrating render put out the
 * plain control; Mantine's, with its sliding indicator, takes over once the page is live.
 */
export function ColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const mounted = useMounted();
  const props = {
    size: "xs",
    "aria-label": m.landing_colour_scheme(),
    value: colorScheme,
    onChange: (value: MantineColorScheme) => setColorScheme(value),
    data: choices.map((choice) => ({ label: choice.label(), value: choice.value })),
  } as const;
  return mounted ? (
    <SegmentedControl<MantineColorScheme> {...props} />
  ) : (
    <PlainSegmentedControl {...props} />
  );
}
