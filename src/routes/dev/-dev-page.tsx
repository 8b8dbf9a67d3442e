import { Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A dev tool's page: its title marked local only, what it shows, then the tool itself. */
export function DevPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <div>
          <Group gap="sm">
            <Title order={1}>{title}</Title>
            <Badge color="timber" variant="light">
              local only
            </Badge>
          </Group>
          <Text c="dimmed">{intro}</Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
