import { Button, Code, CopyButton, Group } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A secret shown once (an API key, a webhook signing secret): the value with a copy button,
 * and Done, which forgets it.
 */
export function SecretValue({
  value,
  label,
  copyLabel,
  onDone,
}: {
  value: string;
  /** The value's accessible name: what it is. */
  label: string;
  copyLabel: string;
  onDone: () => void;
}) {
  return (
    <>
      <Code
        block
        aria-label={label}
        // A secret is one long word: wrapped anywhere, it stays inside its box on a phone.
        style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}
      >
        {value}
      </Code>
      <Group justify="space-between">
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button color={copied ? "pine" : undefined} variant="light" onClick={copy}>
              {copied ? m.common_copied() : copyLabel}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{m.common_done()}</Button>
      </Group>
    </>
  );
}
