import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A password field with a show/hide toggle, as Mantine's PasswordInput draws it (the same eye,
 * size, colours and accessible name), built on the TextInput the sign-in screen loads anyway:
 * PasswordInput would add itself and ActionIcon to /login's first load, 2.9 kB gzip (issue 30).
 */
export function PasswordField(props: Omit<TextInputProps, "type" | "rightSection">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? "text" : "password"}
      classNames={{ input: "password-field" }}
      rightSectionPointerEvents="all"
      rightSection={
        <button
          type="button"
          className="mantine-focus-auto mantine-active password-toggle"
          aria-pressed={visible}
          // As PasswordInput's: out of the Tab order, and a press keeps the focus in the field.
          tabIndex={-1}
          aria-label={m.login_toggle_password_visibility()}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible(!visible)}
        >
          <svg
            viewBox="0 0 256 256"
            fill="none"
            stroke="currentColor"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth="16"
            aria-hidden="true"
          >
            {visible ? (
              <path d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6" />
            ) : (
              <>
                <path d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
                <circle cx="128" cy="128" r="40" />
              </>
            )}
          </svg>
        </button>
      }
    />
  );
}
