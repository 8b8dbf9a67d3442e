import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { initialsOf } from "~/lib/initials";
import { loadAuthClient } from "~/lib/load-auth-client";
import { displayNameProblem, imageUrlProblem } from "~/lib/validation";
import type { ClientUser } from "~/server/auth/session.server";
import { PlainAvatar } from "~/ui/fast/plain-controls";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import { unwrap } from "./queries";

interface ProfileValues {
  name: string;
  image: string;
}

type ProfileProblems = Record<keyof ProfileValues, string | null>;

const NO_PROBLEMS: ProfileProblems = { name: null, image: null };

// The shared rules themselves rather than a zod schema or a form library: the profile is the
// first screen of /settings, and either would be part of its first load for two fields.
function profileProblems({ name, image }: ProfileValues): ProfileProblems {
  return {
    name: displayNameProblem(name.trim()),
    image: image.trim() === "" ? null : imageUrlProblem(image.trim()),
  };
}

export function ProfileSection({ user }: { user: ClientUser }) {
  const router = useRouter();
  // Uncontrolled fields, read when the form is sent; each field's message shows after a send
  // and goes with the next keystroke in that field.
  const nameInput = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ProfileProblems>(NO_PROBLEMS);
  const save = useMutation({
    mutationFn: async ({ name, image }: ProfileValues) =>
      unwrap(
        (await loadAuthClient()).updateUser({ name: name.trim(), image: image.trim() || null }),
      ),
    onSuccess: async () => {
      notifySuccess(m.settings_profile_saved_title(), m.settings_profile_saved_text());
      await router.invalidate();
    },
    onError: (error) => notifyError(error, m.settings_profile_not_saved_title()),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      name: nameInput.current?.value ?? "",
      image: imageInput.current?.value ?? "",
    };
    const found = profileProblems(values);
    setProblems(found);
    if (!found.name && !found.image) save.mutate(values);
  };
  const clear = (field: keyof ProfileValues) => () =>
    setProblems((current) => (current[field] ? { ...current, [field]: null } : current));

  return (
    <Section
      id="profile"
      title={m.settings_profile_title()}
      description={m.settings_profile_description()}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Group align="flex-end" wrap="nowrap">
            <PlainAvatar src={user.image || null} size="lg" alt="" color="pine" radius="xl">
              {initialsOf(user.name || user.email)}
            </PlainAvatar>
            <TextInput
              label={m.settings_profile_name_label()}
              autoComplete="name"
              style={{ flex: 1 }}
              ref={nameInput}
              defaultValue={user.name ?? ""}
              error={problems.name}
              onChange={clear("name")}
            />
          </Group>
          <TextInput
            label={m.settings_profile_image_label()}
            type="url"
            placeholder={m.settings_profile_image_placeholder()}
            ref={imageInput}
            defaultValue={user.image ?? ""}
            error={problems.image}
            onChange={clear("image")}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {m.settings_profile_save()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
