import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One card of a settings screen, labelled by its heading; `id` is its address on the page. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" id={id} aria-labelledby={`${id}-heading`}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={`${id}-heading`}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
