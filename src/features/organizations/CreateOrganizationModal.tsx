import { Alert, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { authClient } from "~/lib/auth-client";
import { errorMessage } from "~/lib/errors";
import { Dialog } from "~/ui/Dialog";
import { DialogActions } from "~/ui/DialogActions";
import { notifySuccess } from "~/ui/notify";
import { suggestedSlug } from "./access";
import { responseOf } from "./auth-calls";
import {
  isSlugTaken,
  type OrganizationValues,
  organizationProblems,
  ShortNameAndLogoFields,
} from "./OrganizationFields";
import { useWorkspaceRefresh } from "./workspace-hooks";

/** Name, short name (suggested from the name) and logo; the new organization becomes active. */
export function CreateOrganizationModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={m.org_create_title()}>
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
    validate: organizationProblems,
    onValuesChange: (values, previous) => {
      if (values.name === previous.name) return;
      const slug = suggestedSlug(previous.name, values.slug, values.name);
      if (slug !== values.slug) form.setFieldValue("slug", slug);
    },
  });
  const create = useMutation({
    mutationFn: ({ name, slug, logo }: OrganizationValues) =>
      responseOf(
        authClient.organization.create({
          name: name.trim(),
          slug: slug.trim(),
          ...(logo.trim() && { logo: logo.trim() }),
        }),
      ),
    onSuccess: async (_, { name }) => {
      onDone();
      notifySuccess(m.org_created(), m.org_created_text({ name: name.trim() }));
      await refresh();
      await router.navigate({ to: "/organization" });
    },
    onError: (error) => {
      if (isSlugTaken(error)) {
        form.setFieldError("slug", error.message);
      }
    },
  });
  const slugTaken = isSlugTaken(create.error);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
      <Stack gap="sm">
        {create.isError && !slugTaken && (
          <Alert color="ember" title={m.org_not_created()} role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        <TextInput
          label={m.org_name()}
          required
          data-autofocus
          autoComplete="organization"
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <ShortNameAndLogoFields
          slug={form.getInputProps("slug")}
          logo={form.getInputProps("logo")}
          shortNameHelp={m.org_short_name_help_suggested()}
        />
        <DialogActions actLabel={m.org_create()} loading={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
