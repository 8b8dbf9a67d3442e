import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { useMainElement } from "~/ui/landmark";

export function NotFoundPage() {
  const mainElement = useMainElement();
  return (
    <Center mih="70vh" p="md" component={mainElement}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{m.page_not_found_title()}</Title>
        <Text c="dimmed">{m.page_not_found_text()}</Text>
        <Button component={Link} to="/">
          {m.page_go_home()}
        </Button>
      </Stack>
    </Center>
  );
}
