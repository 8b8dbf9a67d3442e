import { Alert, Button, Code, CopyButton, Group, Stack, Text } from "@mantine/core";
import { Dialog } from "~/ui/Dialog";

export interface RevealedKey {
  /** The full key: held in component state only, for as long as this modal shows it. */
  key: string;
  regenerated: boolean;
}

/** Shows a freshly created key once, with a copy button and a warning. */
export function NewKeyModal({
  revealed,
  onClose,
}: {
  revealed: RevealedKey | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={revealed !== null}
      onClose={onClose}
      title={revealed?.regenerated ? "Your new API key" : "Your API key"}
      size="lg"
    >
      {revealed && (
        <Stack gap="md">
          <Alert color="timber" variant="light" title="Copy it now">
            This key will not be shown again. Store it somewhere safe, such as a password manager or
            your service's secret settings.
            {revealed.regenerated && " Your previous key has stopped working."}
          </Alert>
          <Code
            block
            aria-label="Your full API key"
            // A key is one long word: wrapped anywhere, it stays inside the dialog on a phone.
            style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}
          >
            {revealed.key}
          </Code>
          <Group justify="space-between">
            <CopyButton value={revealed.key} timeout={2000}>
              {({ copied, copy }) => (
                <Button color={copied ? "pine" : undefined} variant="light" onClick={copy}>
                  {copied ? "Copied" : "Copy key"}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
          <Text size="xs" c="dimmed">
            Send it as <Code>Authorization: Bearer &lt;key&gt;</Code> or in the{" "}
            <Code>x-api-key</Code> header.
          </Text>
        </Stack>
      )}
    </Dialog>
  );
}
