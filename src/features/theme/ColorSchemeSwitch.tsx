import { type MantineColorScheme, SegmentedControl, useMantineColorScheme } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";

// Functions, not texts: each render reads the labels in the page's language.
const choices: { label: () => string; value: MantineColorScheme }[] = [
  { label: m.landing_scheme_light, value: "light" },
  { label: m.landing_scheme_dark, value: "dark" },
  { label: m.landing_scheme_auto, value: "auto" },
];

export function ColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label={m.landing_colour_scheme()}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={choices.map((choice) => ({ label: choice.label(), value: choice.value }))}
    />
  );
}
