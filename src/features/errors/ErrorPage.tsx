import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { errorMessage } from "~/lib/errors";
import { useMainElement } from "~/ui/landmark";
import { WarningIcon } from "./icons";

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const mainElement = useMainElement();
  return (
    <Center mih="70vh" p="md" component={mainElement}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon color="ember" variant="light" size={72} radius="xl">
          <WarningIcon size={40} />
        </ThemeIcon>
        <Title order={1}>{m.page_error_title()}</Title>
        <Text c="dimmed">{errorMessage(error)}</Text>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {m.common_try_again()}
        </Button>
      </Stack>
    </Center>
  );
}
