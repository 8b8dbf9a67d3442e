import * as z from "zod/mini";
import { rule } from "~/features/settings/schemas";
import { organizationNameProblem } from "~/lib/validation";

export const teamNameSchema = z.object({
  name: z.string().check(z.trim(), rule(organizationNameProblem)),
});
