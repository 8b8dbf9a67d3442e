import { Avatar, Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { loadAuthClient } from "~/lib/load-auth-client";
import { displayNameProblem, imageUrlProblem } from "~/lib/validation";
import type { ClientUser } from "~/server/auth/session.server";
import { notifyError, notifySuccess } from "./notify";
import { unwrap } from "./queries";
import { Section } from "./Section";

interface ProfileValues {
  name: string;
  image: string;
}

export function ProfileSection({ user }: { user: ClientUser }) {
  const router = useRouter();
  const form = useForm<ProfileValues>({
    mode: "uncontrolled",
    initialValues: { name: user.name ?? "", image: user.image ?? "" },
    // The shared rules themselves rather than a zod schema of them: the profile is the first
    // screen of /settings, and zod would be part of its first load for two fields.
    validate: {
      name: (value) => displayNameProblem(value.trim()),
      image: (value) => (value.trim() === "" ? null : imageUrlProblem(value.trim())),
    },
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
