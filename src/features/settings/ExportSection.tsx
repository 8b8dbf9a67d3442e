import { Button, Group, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { ServerError } from "~/lib/errors";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";

const EXPORT_URL = "/api/account/export";

/** Fetches the export and hands it to the browser as the file the server named. */
async function downloadExport(): Promise<void> {
  const response = await fetch(EXPORT_URL, { credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      code?: string;
    } | null;
    throw new ServerError(
      body?.message ?? m.settings_export_failed(),
      response.status,
      body?.code ?? "UNKNOWN",
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
    "data.json";
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** "Download my data": the person's copy of everything the product holds about them. */
export function ExportSection() {
  const download = useMutation({
    mutationFn: downloadExport,
    onSuccess: () => notifySuccess(m.settings_export_done_title(), m.settings_export_done_text()),
    onError: (error) => notifyError(error, m.settings_export_not_done_title()),
  });
  return (
    <Section
      id="your-data"
      title={m.settings_export_title()}
      description={m.settings_export_description()}
    >
      <Text size="sm">{m.settings_export_contents()}</Text>
      <Group>
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          {m.settings_export_download()}
        </Button>
      </Group>
    </Section>
  );
}
