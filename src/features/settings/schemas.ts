import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages.js";
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
      z.minLength(passwordMinLength, m.validation_password_too_short()),
      z.maxLength(passwordMaxLength, m.validation_password_too_long()),
    );
}

export function passwordHelp({ passwordMinLength, passwordMaxLength }: PasswordLimits): string {
  return m.password_help({ min: passwordMinLength, max: passwordMaxLength });
}

/** Built per form, so its messages are in the page's language at the time. */
export function changeEmailSchema() {
  return z.object({
    newEmail: z
      .string()
      .check(z.trim(), z.minLength(1, m.validation_enter_new_email()), rule(emailAddressProblem)),
  });
}

export function changePasswordSchema(limits: PasswordLimits) {
  return z.object({
    currentPassword: z.string().check(z.minLength(1, m.validation_enter_current_password())),
    newPassword: newPasswordField(limits),
    revokeOtherSessions: z.boolean(),
  });
}

export function setPasswordSchema(limits: PasswordLimits) {
  return z.object({ newPassword: newPasswordField(limits), confirmPassword: z.string() }).check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: m.validation_passwords_do_not_match(),
      path: ["confirmPassword"],
    }),
  );
}
