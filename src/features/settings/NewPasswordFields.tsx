import { PasswordInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { m } from "~/i18n/paraglide/messages.js";
import { type PasswordLimits, passwordHelp } from "./schemas";

/** "New password" and "Repeat the new password", for the set and reset forms. */
export function NewPasswordFields<Values extends { newPassword: string; confirmPassword: string }>({
  form,
  limits,
}: {
  form: UseFormReturnType<Values>;
  limits: PasswordLimits;
}) {
  return (
    <>
      <PasswordInput
        label={m.password_new_label()}
        autoComplete="new-password"
        description={passwordHelp(limits)}
        key={form.key("newPassword")}
        {...form.getInputProps("newPassword")}
      />
      <PasswordInput
        label={m.password_repeat_label()}
        autoComplete="new-password"
        key={form.key("confirmPassword")}
        {...form.getInputProps("confirmPassword")}
      />
    </>
  );
}
