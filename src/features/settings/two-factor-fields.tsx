import { Alert, PasswordInput } from "@mantine/core";
import { useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { ServerError } from "~/lib/errors";

// What the two-factor dialogs share: the account's password, asked again for each change when
// the account has one, and how an error shows.

/** Whether an endpoint refused the password given with the call (the field says so). */
function isWrongPassword(error: Error | null): boolean {
  return error instanceof ServerError && error.code === "INVALID_PASSWORD";
}

/** The password field of a change; nothing for an account without a password. */
export function usePasswordField(hasPassword: boolean, { autoFocus = false } = {}) {
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  return {
    /** The password to send: undefined without one, false (and a message) when it is missing. */
    read(): string | undefined | false {
      if (!hasPassword) return undefined;
      const missing = password === "";
      setProblem(missing ? m.password_enter() : null);
      return missing ? false : password;
    },
    /** The field, with the endpoint's error of the password under it. */
    field: (refused: Error | null) =>
      hasPassword && (
        <PasswordInput
          label={m.password_label()}
          autoComplete="current-password"
          value={password}
          error={problem ?? (isWrongPassword(refused) ? refused?.message : null)}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      ),
  };
}

/** An error other than a wrong password (its field shows that one). */
export function FailureAlert({ error, title }: { error: Error | null; title: string }) {
  if (!error || isWrongPassword(error)) return null;
  return (
    <Alert color="ember" title={title} role="alert">
      {error.message}
    </Alert>
  );
}
