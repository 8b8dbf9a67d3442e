import * as z from "zod/mini";
import { rule } from "~/features/settings/schemas";
import {
  emailAddressProblem,
  imageUrlProblem,
  organizationNameProblem,
  slugProblem,
} from "~/lib/validation";

/** An organization's name, short name and optional logo, with the server's own rules. */
export const organizationSchema = z.object({
  name: z.string().check(z.trim(), rule(organizationNameProblem)),
  slug: z.string().check(z.trim(), rule(slugProblem)),
  logo: z.string().check(
    z.trim(),
    rule((value) => (value === "" ? null : imageUrlProblem(value))),
  ),
});

export type OrganizationValues = z.infer<typeof organizationSchema>;

export const teamNameSchema = z.object({
  name: z.string().check(z.trim(), rule(organizationNameProblem)),
});

export const inviteSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, "Enter an email address"), rule(emailAddressProblem)),
  role: z.enum(["owner", "admin", "member"]),
});
