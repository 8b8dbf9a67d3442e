import { TextInput, type TextInputProps } from "@mantine/core";
import type { Ref } from "react";
import type { CodeKind } from "~/lib/two-factor";

/** What the browser and the phone's keyboard should offer for each kind of code. */
const INPUT_HINTS: Record<CodeKind, Partial<TextInputProps>> = {
  // The app's six digits: a number pad, and the one-time code a password manager may hold.
  totp: { autoComplete: "one-time-code", inputMode: "numeric" },
  // Backup codes are letters and digits whose case matters: no capitals or corrections added.
  backup: { autoComplete: "off", autoCapitalize: "none", autoCorrect: "off", spellCheck: false },
  either: {
    autoComplete: "one-time-code",
    autoCapitalize: "none",
    autoCorrect: "off",
    spellCheck: false,
  },
};

/** A field for a two-factor code (the server reads the shape; src/lib/two-factor.ts). */
export function CodeField({
  kind,
  ref,
  ...props
}: TextInputProps & { kind: CodeKind; ref?: Ref<HTMLInputElement> }) {
  return <TextInput ref={ref} maxLength={32} {...INPUT_HINTS[kind]} {...props} />;
}
