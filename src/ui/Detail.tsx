import { Text } from "@mantine/core";
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
