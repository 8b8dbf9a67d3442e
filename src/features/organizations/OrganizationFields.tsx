import { TextInput, type TextInputProps } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";
import { ServerError } from "~/lib/errors";
import {
  imageUrlProblem,
  organizationNameProblem,
  SLUG_MAX_LENGTH,
  slugProblem,
} from "~/lib/validation";

/** An organization's name, short name and optional logo, as its forms hold them. */
export interface OrganizationValues {
  name: string;
  slug: string;
  logo: string;
}

export type OrganizationProblems = Record<keyof OrganizationValues, string | null>;

/**
 * What is wrong with each field, in the server's own rules and words (null where nothing is).
 * Plain rules rather than a zod schema: the settings form is /organization's first screen.
 */
export function organizationProblems({
  name,
  slug,
  logo,
}: OrganizationValues): OrganizationProblems {
  return {
    name: organizationNameProblem(name.trim()),
    slug: slugProblem(slug.trim()),
    logo: logo.trim() === "" ? null : imageUrlProblem(logo.trim()),
  };
}

/** Whether an error is the short name being taken: the form says so under that field. */
export function isSlugTaken(error: unknown): error is ServerError {
  return error instanceof ServerError && error.code === "ORGANIZATION_SLUG_ALREADY_TAKEN";
}

type FieldProps = Omit<TextInputProps, "label" | "description" | "type" | "placeholder">;

/** An organization form's short name and logo fields (creating one, or its settings). */
export function ShortNameAndLogoFields({
  slug,
  logo,
  shortNameHelp,
}: {
  slug: FieldProps;
  logo: FieldProps;
  shortNameHelp: string;
}) {
  return (
    <>
      <TextInput
        label={m.org_short_name()}
        description={shortNameHelp}
        required
        maxLength={SLUG_MAX_LENGTH}
        autoComplete="off"
        {...slug}
      />
      <TextInput
        label={m.org_logo_url()}
        description={m.org_optional()}
        type="url"
        // i18n-exempt: a sample URL, the same in every language
        placeholder="https://example.com/logo.png"
        {...logo}
      />
    </>
  );
}
