import * as z from "zod/mini";
import { rule } from "~/features/settings/schemas";
import { emailAddressProblem, organizationNameProblem } from "~/lib/validation";

export const teamNameSchema = z.object({
  name: z.string().check(z.trim(), rule(organizationNameProblem)),
});

export const inviteSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, "Enter an email address"), rule(emailAddressProblem)),
  role: z.enum(["owner", "admin", "member"]),
});
