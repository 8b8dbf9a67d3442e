import { NativeSelect } from "@mantine/core";

const ANY = "";

/** One filter of a console list: its choices, or "any" (undefined). */
export function FilterSelect<Choice extends string>({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  /** The first option, which filters nothing: "Any status". */
  anyLabel: string;
  value: Choice | undefined;
  choices: { value: Choice; label: string }[];
  onChange: (value: Choice | undefined) => void;
}) {
  return (
    <NativeSelect
      label={label}
      maw={240}
      value={value ?? ANY}
      data={[{ value: ANY, label: anyLabel }, ...choices]}
      onChange={(event) => onChange((event.currentTarget.value || undefined) as Choice | undefined)}
    />
  );
}
