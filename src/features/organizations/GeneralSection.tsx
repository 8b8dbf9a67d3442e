import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { isLocale, LANGUAGE_NAMES } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { initialsOf } from "~/lib/initials";
import { loadAuthClient } from "~/lib/load-auth-client";
import { Detail } from "~/ui/Detail";
import { PlainAvatar } from "~/ui/fast/plain-controls";
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
    <Section id="general" title={m.org_general()} description={m.org_general_description()}>
      {may.update ? (
        <OrganizationForm
          key={`${organization.name}|${organization.slug}|${organization.logo}|${organization.locale}`}
          organization={organization}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label={m.org_name()}>{organization.name}</Detail>
          <Detail label={m.org_short_name()}>{organization.slug}</Detail>
          <Detail label={m.org_invitation_language()}>{languageName(organization.locale)}</Detail>
        </SimpleGrid>
      )}
    </Section>
  );
}

/** A stored language by its own name; unset, what invitations use instead. */
function languageName(locale: string | null | undefined): string {
  return (
    LANGUAGE_NAMES.find((language) => language.value === locale)?.label ??
    m.org_invitation_language_unset()
  );
}

function OrganizationForm({ organization }: { organization: OrganizationView["organization"] }) {
  const refresh = useWorkspaceRefresh();
  // Uncontrolled fields, read when the form is sent; each field's message shows after a send
  // (or the server's error of a taken short name) and goes with the next keystroke in it.
  const nameInput = useRef<HTMLInputElement>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const localeSelect = useRef<HTMLSelectElement>(null);
  const [problems, setProblems] = useState<OrganizationProblems>(NO_PROBLEMS);
  const save = useMutation({
    mutationFn: async ({ name, slug, logo, locale }: OrganizationValues & { locale: string }) =>
      responseOf(
        (await loadAuthClient()).organization.update({
          organizationId: organization.id,
          data: {
            name: name.trim(),
            slug: slug.trim(),
            logo: logo.trim() || null,
            // Null clears it (the server takes null); the client's types know only a string.
            locale: (isLocale(locale) ? locale : null) as string | undefined,
          },
        }),
      ),
    onSuccess: async () => {
      notifySuccess(m.org_saved(), m.org_saved_text());
      await refresh();
    },
    onError: (error) => {
      if (isSlugTaken(error)) {
        setProblems((current) => ({ ...current, slug: error.message }));
        return;
      }
      notifyError(error, m.org_not_saved());
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
    const locale = localeSelect.current?.value ?? "";
    if (!found.name && !found.slug && !found.logo) save.mutate({ ...values, locale });
  };
  const clear = (field: keyof OrganizationValues) => () =>
    setProblems((current) => (current[field] ? { ...current, [field]: null } : current));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <PlainAvatar src={organization.logo} alt="" size="lg" radius="md" color="pine">
            {initialsOf(organization.name)}
          </PlainAvatar>
          <TextInput
            label={m.org_name()}
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
          shortNameHelp={m.org_short_name_help()}
        />
        <NativeSelect
          label={m.org_invitation_language()}
          description={m.org_invitation_language_help()}
          ref={localeSelect}
          defaultValue={organization.locale ?? ""}
          data={[{ value: "", label: m.org_invitation_language_unset() }, ...LANGUAGE_NAMES]}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {m.org_save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
