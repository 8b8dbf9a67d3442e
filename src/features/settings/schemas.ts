import { z } from "zod";
import { EMAIL_SHAPE } from "~/lib/validation";

export interface PasswordLimits {
  passwordMinLength: number;
  passwordMaxLength: number;
}

/** A new password within the configured limits, with the server's own wording. */
export function newPasswordField({ passwordMinLength, passwordMaxLength }: PasswordLimits) {
  return z
    .string()
    .min(passwordMinLength, "Password too short")
    .max(passwordMaxLength, "Password too long");
}

export function passwordHelp({ passwordMinLength, passwordMaxLength }: PasswordLimits): string {
  return `${passwordMinLength} to ${passwordMaxLength} characters.`;
}

export const profileSchema = z.object({
  name: z.string().trim().max(200, "Use at most 200 characters"),
  image: z
    .string()
    .trim()
    .refine((value) => value === "" || /^https?:\/\/\S+$/.test(value), {
      message: "Enter an http:// or https:// address, or leave it empty",
    }),
});

export const changeEmailSchema = z.object({
  newEmail: z
    .string()
    .trim()
    .min(1, "Enter the new email address")
    .regex(EMAIL_SHAPE, "Enter a valid email address, like name@example.com"),
});

export function changePasswordSchema(limits: PasswordLimits) {
  return z.object({
    currentPassword: z.string().min(1, "Enter your current password"),
    newPassword: newPasswordField(limits),
    revokeOtherSessions: z.boolean(),
  });
}

export function setPasswordSchema(limits: PasswordLimits) {
  return z
    .object({ newPassword: newPasswordField(limits), confirmPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: "The passwords do not match",
      path: ["confirmPassword"],
    });
}
