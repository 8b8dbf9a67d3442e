import * as z from "zod/mini";
import { EMAIL_SHAPE } from "~/lib/validation";

export interface PasswordLimits {
  passwordMinLength: number;
  passwordMaxLength: number;
}

/** A new password within the configured limits, with the server's own wording. */
export function newPasswordField({ passwordMinLength, passwordMaxLength }: PasswordLimits) {
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

export const profileSchema = z.object({
  name: z.string().check(z.trim(), z.maxLength(200, "Use at most 200 characters")),
  image: z.string().check(
    z.trim(),
    z.refine((value) => value === "" || /^https?:\/\/\S+$/.test(value), {
      message: "Enter an http:// or https:// address, or leave it empty",
    }),
  ),
});

export const changeEmailSchema = z.object({
  newEmail: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter the new email address"),
      z.regex(EMAIL_SHAPE, "Enter a valid email address, like name@example.com"),
    ),
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
