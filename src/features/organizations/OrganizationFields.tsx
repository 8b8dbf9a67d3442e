import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { ServerError } from "~/lib/errors";
import { SLUG_MAX_LENGTH } from "~/lib/validation";
import type { OrganizationValues } from "./schemas";

/** Whether a refusal is the short name being taken: the form says so under that field. */
export function isSlugTaken(error: unknown): error is ServerError {
  return error instanceof ServerError && error.code === "ORGANIZATION_SLUG_ALREADY_TAKEN";
}

/** An organization form's short name and logo fields (creating one, or its settings). */
export function ShortNameAndLogoFields({
  form,
  shortNameHelp,
}: {
  form: UseFormReturnType<OrganizationValues>;
  shortNameHelp: string;
}) {
  return (
    <>
      <TextInput
        label="Short name"
        description={shortNameHelp}
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
    </>
  );
}
