import { Anchor, Button, Card, Group, Stack, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import * as z from "zod/mini";
import { notifyError } from "~/features/settings/notify";
import { unwrap } from "~/features/settings/queries";
import { nameField } from "~/features/settings/schemas";
import { authClient } from "~/lib/auth-client";
import { APP_NAME } from "~/lib/brand";
import type { ClientUser } from "~/server/auth/session.server";

const welcomeSchema = z.object({ name: nameField });

interface WelcomeScreenProps {
  user: ClientUser;
  /** Where the person was going when they signed in: a path on this site. */
  continueTo: string;
}

/**
 * A new account's first stop: a name to greet them by and to show their colleagues, instead of
 * initials taken from the address. Skipping leaves the name empty; the settings ask again.
 */
export function WelcomeScreen({ user, continueTo }: WelcomeScreenProps) {
  const router = useRouter();
  const form = useForm({
    mode: "uncontrolled",
    // A provider's sign-up may have brought a name already: offered, not imposed.
    initialValues: { name: user.name ?? "" },
    validate: schemaResolver(welcomeSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: ({ name }: { name: string }) =>
      unwrap(authClient.updateUser({ name: name.trim() })),
    onSuccess: () => router.navigate({ href: continueTo }),
    onError: (error) => notifyError(error, "Your name was not saved"),
  });
  // Until React has taken over the form, a submit would be the browser's own GET of this page
  // with the name in the address, saving nothing.
  const hydrated = useMounted();

  return (
    <Card withBorder padding="xl" w="100%" maw={480} mx="auto" my="xl">
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Welcome to {APP_NAME}
          </Title>
          <TextInput
            label="What should we call you?"
            description="Your name, as the app greets you and as the people you work with see you. You can change it later in the settings."
            autoComplete="name"
            key={form.key("name")}
            {...form.getInputProps("name")}
          />
          <Group justify="space-between">
            <Anchor href={continueTo}>Skip for now</Anchor>
            <Button type="submit" loading={save.isPending} disabled={!hydrated}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
