import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useMainElement } from "~/ui/landmark";

export function NotFoundPage() {
  const mainElement = useMainElement();
  return (
    <Center mih="70vh" p="md" component={mainElement}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist</Text>
        <Button component={Link} to="/">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}
