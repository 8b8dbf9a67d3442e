import { Avatar, Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "~/features/settings/notify";
import { Section } from "~/features/settings/Section";
import { Detail } from "~/features/shell/Detail";
import { authClient } from "~/lib/auth-client";
import type { OrganizationView } from "./access";
import { answerOf } from "./auth-calls";
import { isSlugTaken, ShortNameAndLogoFields } from "./OrganizationFields";
import { type OrganizationValues, organizationSchema } from "./schemas";
import { useWorkspaceRefresh } from "./workspace-hooks";

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
  const form = useForm<OrganizationValues>({
    mode: "uncontrolled",
    initialValues: {
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo ?? "",
    },
    validate: schemaResolver(organizationSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: ({ name, slug, logo }: OrganizationValues) =>
      answerOf(
        authClient.organization.update({
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
        form.setFieldError("slug", error.message);
        return;
      }
      notifyError(error, "Not saved");
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <Avatar src={organization.logo} alt="" size="lg" radius="md" color="pine">
            {organization.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <TextInput
            label="Name"
            autoComplete="organization"
            style={{ flex: 1 }}
            key={form.key("name")}
            {...form.getInputProps("name")}
          />
        </Group>
        <ShortNameAndLogoFields
          form={form}
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
