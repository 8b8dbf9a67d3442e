import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { notifySuccess } from "~/features/settings/notify";
import { Dialog } from "~/features/shell/Dialog";
import { authClient } from "~/lib/auth-client";
import { errorMessage, ServerError } from "~/lib/errors";
import { SLUG_MAX_LENGTH } from "~/lib/validation";
import { suggestedSlug } from "./access";
import { answerOf } from "./auth-calls";
import { type OrganizationValues, organizationSchema } from "./schemas";
import { useWorkspaceRefresh } from "./workspace-hooks";

const SLUG_TAKEN = "ORGANIZATION_SLUG_ALREADY_TAKEN";

/** Name, short name (suggested from the name) and logo; the new organization becomes active. */
export function CreateOrganizationModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Create an organization">
      {opened && <CreateOrganizationForm onDone={onClose} />}
    </Dialog>
  );
}

function CreateOrganizationForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const refresh = useWorkspaceRefresh();
  const form = useForm<OrganizationValues>({
    mode: "controlled",
    initialValues: { name: "", slug: "", logo: "" },
    validate: schemaResolver(organizationSchema, { sync: true }),
    onValuesChange: (values, previous) => {
      if (values.name === previous.name) return;
      const slug = suggestedSlug(previous.name, values.slug, values.name);
      if (slug !== values.slug) form.setFieldValue("slug", slug);
    },
  });
  const create = useMutation({
    mutationFn: ({ name, slug, logo }: OrganizationValues) =>
      answerOf(
        authClient.organization.create({
          name: name.trim(),
          slug: slug.trim(),
          ...(logo.trim() && { logo: logo.trim() }),
        }),
      ),
    onSuccess: async (_, { name }) => {
      onDone();
      notifySuccess(
        "Organization created",
        `${name.trim()} is your active workspace. Invite people to work in it with you.`,
      );
      await refresh();
      await router.navigate({ to: "/organization" });
    },
    onError: (error) => {
      if (error instanceof ServerError && error.code === SLUG_TAKEN) {
        form.setFieldError("slug", error.message);
      }
    },
  });
  const slugTaken = create.error instanceof ServerError && create.error.code === SLUG_TAKEN;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
      <Stack gap="sm">
        {create.isError && !slugTaken && (
          <Alert color="ember" title="Not created" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        <TextInput
          label="Name"
          required
          data-autofocus
          autoComplete="organization"
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <TextInput
          label="Short name"
          description="Lowercase letters, digits and dashes; unique. Suggested from the name."
          required
          maxLength={SLUG_MAX_LENGTH}
          autoComplete="off"
          key={form.key("slug")}
          {...form.getInputProps("slug")}
        />
        <TextInput
          label="Logo image URL"
          description="Optional."
          type="url"
          placeholder="https://example.com/logo.png"
          key={form.key("logo")}
          {...form.getInputProps("logo")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create organization
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
