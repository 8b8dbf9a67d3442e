import { Anchor, Button, Card, Group, Stack, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { unwrap } from "~/features/settings/queries";
import { m } from "~/i18n/paraglide/messages.js";
import { APP_NAME } from "~/lib/brand";
import { formFields } from "~/lib/form-posts";
import { problemMessage } from "~/lib/form-problems";
import { loadAuthClient } from "~/lib/load-auth-client";
import { displayNameProblem } from "~/lib/validation";
import type { ClientUser } from "~/server/auth/session.server";
import { notifyError } from "~/ui/notify";

interface WelcomePageProps {
  user: ClientUser;
  /** Where the person was going when they signed in: a path on this site. */
  continueTo: string;
  /** A plain form post's error, by number (src/lib/form-posts.ts). */
  problem?: string | undefined;
}

/**
 * A new account's first stop: a name to greet them by and to show their colleagues, instead of
 * initials taken from the address. Skipping leaves the name empty; the settings ask again.
 * Without script the browser posts the form to /welcome (src/server/auth/form-posts.server.ts).
 */
export function WelcomePage({ user, continueTo, problem }: WelcomePageProps) {
  const router = useRouter();
  const [nameProblem, setNameProblem] = useState<string | null>(problemMessage(problem));
  const save = useMutation({
    mutationFn: async (name: string) => unwrap((await loadAuthClient()).updateUser({ name })),
    onSuccess: () => router.navigate({ href: continueTo }),
    onError: (error) => notifyError(error, m.welcome_not_saved_title()),
  });
  // The name the field shows, typed before the script ran too.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = formFields(event.currentTarget, ["name"]).name.trim();
    const found = displayNameProblem(name);
    setNameProblem(found);
    if (!found) save.mutate(name);
  };

  return (
    <Card withBorder padding="xl" w="100%" maw={480} mx="auto" my="xl">
      <form noValidate method="post" action="/welcome" onSubmit={submit}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {m.welcome_heading({ appName: APP_NAME })}
          </Title>
          <input type="hidden" name="redirect" value={continueTo} />
          <TextInput
            label={m.welcome_name_label()}
            description={m.welcome_name_help()}
            name="name"
            autoComplete="name"
            // A provider's sign-up may have brought a name already: offered, not imposed.
            defaultValue={user.name ?? ""}
            autoFocus
            error={nameProblem}
            onChange={() => setNameProblem(null)}
          />
          <Group justify="space-between">
            <Anchor href={continueTo}>{m.welcome_skip()}</Anchor>
            <Button type="submit" loading={save.isPending}>
              {m.common_save()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
