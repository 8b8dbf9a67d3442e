import { Code, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { PlainText } from "./fast/plain";

/** A labelled value in a card: a small uppercase label above the value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <PlainText size="xs" c="dimmed" fw={700} style={{ textTransform: "uppercase" }}>
        {label}
      </PlainText>
      <PlainText size="sm" component="div">
        {children}
      </PlainText>
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
