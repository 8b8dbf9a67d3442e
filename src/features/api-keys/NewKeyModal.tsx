import { Alert, Code, Stack, Text } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";
import { withElements } from "~/i18n/with-element";
import { Dialog } from "~/ui/Dialog";
import { SecretValue } from "~/ui/SecretValue";

// Where the two header forms go in the sentence, each shown as code.
const BEARER = "\u0000bearer\u0000";
const HEADER = "\u0000header\u0000";

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
      title={revealed?.regenerated ? m.keys_modal_title_new() : m.keys_modal_title()}
      size="lg"
    >
      {revealed && (
        <Stack gap="md">
          <Alert color="timber" variant="light" title={m.keys_copy_now()}>
            {m.keys_copy_now_text()}
            {revealed.regenerated && ` ${m.keys_previous_stopped()}`}
          </Alert>
          <SecretValue
            value={revealed.key}
            label={m.keys_full_key()}
            copyLabel={m.keys_copy_key()}
            onDone={onClose}
          />
          <Text size="xs" c="dimmed">
            {withElements(m.keys_send_as({ bearer: BEARER, header: HEADER }), {
              // i18n-exempt: the HTTP header as a client sends it
              [BEARER]: <Code>Authorization: Bearer &lt;key&gt;</Code>,
              // i18n-exempt: the HTTP header's name
              [HEADER]: <Code>x-api-key</Code>,
            })}
          </Text>
        </Stack>
      )}
    </Dialog>
  );
}
