import { type MantineColorScheme, SegmentedControl, useMantineColorScheme } from "@mantine/core";

const choices: { label: string; value: MantineColorScheme }[] = [
  { label: "Light", value: "light" },
  { label: "Dark", value: "dark" },
  { label: "Auto", value: "auto" },
];

export function ColorSchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label="Colour scheme"
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={choices}
    />
  );
}
