import { Button, Group, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "~/ui/notify";
import { Section } from "~/ui/Section";

const EXPORT_URL = "/api/account/export";

/** Fetches the export and hands it to the browser as the file the server named. */
async function downloadExport(): Promise<void> {
  const response = await fetch(EXPORT_URL, { credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? "Your data could not be exported. Try again.");
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
    onSuccess: () => notifySuccess("Your data is downloaded", "One JSON file, in your downloads."),
    onError: (error) => notifyError(error),
  });
  return (
    <Section
      id="your-data"
      title="Your data"
      description="A copy of everything this app holds about you, in one JSON file."
    >
      <Text size="sm">
        Your profile, linked accounts, sessions, API key details and usage, subscriptions,
        organizations and activity. Never secrets: no passwords, tokens or keys.
      </Text>
      <Group>
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
      </Group>
    </Section>
  );
}
