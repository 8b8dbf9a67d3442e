import { Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useRef } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { BACKUP_CODES_FILE_NAME, backupCodesFile } from "./two-factor-setup";

/** Saves `text` as a file named `name`, through the browser's own download. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the address by then; the blob is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Ten new backup codes, shown once: with a copy button and a download. It takes the focus when it
 * appears, so a screen reader starts here and not at the field the dialog showed before.
 */
export function BackupCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const region = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useEffect(() => region.current?.focus(), []);
  return (
    <Stack gap="md" ref={region} tabIndex={-1} role="group" aria-labelledby={headingId}>
      <div>
        <Title order={3} size="h5" id={headingId}>
          {m.tfa_save_codes()}
        </Title>
        <Text size="sm">{m.tfa_save_codes_text()}</Text>
      </div>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label={m.tfa_backup_codes()}
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code}>
            <Code fz="md">{code}</Code>
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join("\n")} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="default" color={copied ? "pine" : undefined} onClick={copy}>
              {copied ? m.common_copied() : m.tfa_copy_codes()}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={() =>
            download(BACKUP_CODES_FILE_NAME, backupCodesFile(email, codes, new Date()))
          }
        >
          {m.tfa_download()}
        </Button>
      </Group>
    </Stack>
  );
}
