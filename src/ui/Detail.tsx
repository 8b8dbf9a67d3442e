import { Code, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A labelled value in a card: a small uppercase label above the value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** A Detail's value that is a list of identifiers (scopes, event types), each as code. */
export function CodeList({ values }: { values: readonly string[] }) {
  return (
    <Group gap="xs">
      {values.map((value) => (
        <Code key={value}>{value}</Code>
      ))}
    </Group>
  );
}
