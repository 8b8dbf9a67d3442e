import { Avatar, Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type * as z from "zod/mini";
import { loadAuthClient } from "~/lib/load-auth-client";
import type { ClientUser } from "~/server/auth/session.server";
import { notifyError, notifySuccess } from "./notify";
import { unwrap } from "./queries";
import { Section } from "./Section";
import { profileSchema } from "./schemas";

type ProfileValues = z.infer<typeof profileSchema>;

export function ProfileSection({ user }: { user: ClientUser }) {
  const router = useRouter();
  const form = useForm<ProfileValues>({
    mode: "uncontrolled",
    initialValues: { name: user.name ?? "", image: user.image ?? "" },
    validate: schemaResolver(profileSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: async ({ name, image }: ProfileValues) =>
      unwrap(
        (await loadAuthClient()).updateUser({ name: name.trim(), image: image.trim() || null }),
      ),
    onSuccess: async () => {
      notifySuccess("Profile saved", "Your name and picture are updated.");
      await router.invalidate();
    },
    onError: (error) => notifyError(error),
  });

  return (
    <Section id="profile" title="Profile" description="How you appear in the app.">
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <Group align="flex-end" wrap="nowrap">
            <Avatar src={user.image || null} name={user.name || user.email} size="lg" alt="" />
            <TextInput
              label="Name"
              autoComplete="name"
              style={{ flex: 1 }}
              key={form.key("name")}
              {...form.getInputProps("name")}
            />
          </Group>
          <TextInput
            label="Avatar image URL"
            type="url"
            placeholder="https://example.com/me.png"
            key={form.key("image")}
            {...form.getInputProps("image")}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
