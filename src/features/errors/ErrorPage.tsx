import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
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
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{errorMessage(error)}</Text>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
