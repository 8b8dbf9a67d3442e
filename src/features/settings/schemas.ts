import * as z from "zod/mini";
import { emailAddressProblem } from "~/lib/validation";

/** A zod/mini check from one of the shared rules (~/lib/validation), in the rule's own words. */
function rule(problem: (value: string) => string | null) {
  return z.superRefine<string>((value, ctx) => {
    const message = problem(value);
    if (message) ctx.issues.push({ code: "custom", message, input: value });
  });
}

export interface PasswordLimits {
  passwordMinLength: number;
  passwordMaxLength: number;
}

/** A new password within the configured limits, with the server's own wording. */
function newPasswordField({ passwordMinLength, passwordMaxLength }: PasswordLimits) {
  return z
    .string()
    .check(
      z.minLength(passwordMinLength, "Password too short"),
      z.maxLength(passwordMaxLength, "Password too long"),
    );
}

export function passwordHelp({ passwordMinLength, passwordMaxLength }: PasswordLimits): string {
  return `${passwordMinLength} to ${passwordMaxLength} characters.`;
}

export const changeEmailSchema = z.object({
  newEmail: z
    .string()
    .check(z.trim(), z.minLength(1, "Enter the new email address"), rule(emailAddressProblem)),
});

export function changePasswordSchema(limits: PasswordLimits) {
  return z.object({
    currentPassword: z.string().check(z.minLength(1, "Enter your current password")),
    newPassword: newPasswordField(limits),
    revokeOtherSessions: z.boolean(),
  });
}

export function setPasswordSchema(limits: PasswordLimits) {
  return z.object({ newPassword: newPasswordField(limits), confirmPassword: z.string() }).check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: "The passwords do not match",
      path: ["confirmPassword"],
    }),
  );
}
