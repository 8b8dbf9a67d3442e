import { Avatar, Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { initialsOf } from "~/lib/initials";
import { loadAuthClient } from "~/lib/load-auth-client";
import { Detail } from "~/ui/Detail";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";
import type { OrganizationView } from "./access";
import { responseOf } from "./auth-calls";
import {
  isSlugTaken,
  type OrganizationProblems,
  type OrganizationValues,
  organizationProblems,
  ShortNameAndLogoFields,
} from "./OrganizationFields";
import { useWorkspaceRefresh } from "./workspace-hooks";

const NO_PROBLEMS: OrganizationProblems = { name: null, slug: null, logo: null };

/** The name, short name and logo; editable by those who may update them. */
export function GeneralSection({ settings }: { settings: OrganizationView }) {
  const { organization, may } = settings;
  return (
    <Section
      id="general"
      title="General"
      description="How the organization appears to its members and in invitations."
    >
      {may.update ? (
        <OrganizationForm
          key={`${organization.name}|${organization.slug}|${organization.logo}`}
          organization={organization}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label="Name">{organization.name}</Detail>
          <Detail label="Short name">{organization.slug}</Detail>
        </SimpleGrid>
      )}
    </Section>
  );
}

function OrganizationForm({ organization }: { organization: OrganizationView["organization"] }) {
  const refresh = useWorkspaceRefresh();
  // Uncontrolled fields, read when the form is sent; each field's message shows after a send
  // (or the server's error of a taken short name) and goes with the next keystroke in it.
  const nameInput = useRef<HTMLInputElement>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<OrganizationProblems>(NO_PROBLEMS);
  const save = useMutation({
    mutationFn: async ({ name, slug, logo }: OrganizationValues) =>
      responseOf(
        (await loadAuthClient()).organization.update({
          organizationId: organization.id,
          data: { name: name.trim(), slug: slug.trim(), logo: logo.trim() || null },
        }),
      ),
    onSuccess: async () => {
      notifySuccess("Organization saved", "Its name, short name and logo are updated.");
      await refresh();
    },
    onError: (error) => {
      if (isSlugTaken(error)) {
        setProblems((current) => ({ ...current, slug: error.message }));
        return;
      }
      notifyError(error, "Not saved");
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      name: nameInput.current?.value ?? "",
      slug: slugInput.current?.value ?? "",
      logo: logoInput.current?.value ?? "",
    };
    const found = organizationProblems(values);
    setProblems(found);
    if (!found.name && !found.slug && !found.logo) save.mutate(values);
  };
  const clear = (field: keyof OrganizationValues) => () =>
    setProblems((current) => (current[field] ? { ...current, [field]: null } : current));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <Avatar src={organization.logo} alt="" size="lg" radius="md" color="pine">
            {initialsOf(organization.name)}
          </Avatar>
          <TextInput
            label="Name"
            autoComplete="organization"
            style={{ flex: 1 }}
            ref={nameInput}
            defaultValue={organization.name}
            error={problems.name}
            onChange={clear("name")}
          />
        </Group>
        <ShortNameAndLogoFields
          slug={{
            ref: slugInput,
            defaultValue: organization.slug,
            error: problems.slug,
            onChange: clear("slug"),
          }}
          logo={{
            ref: logoInput,
            defaultValue: organization.logo ?? "",
            error: problems.logo,
            onChange: clear("logo"),
          }}
          shortNameHelp="Lowercase letters, digits and dashes; unique."
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save organization
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
