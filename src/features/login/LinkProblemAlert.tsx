import { Alert } from "@mantine/core";
import { preciseError } from "~/features/settings/callback-errors";
import { m } from "~/i18n/paraglide/messages.js";
import { describeLinkError } from "./link-errors";

/** Why the link that brought the person to the sign-in screen did not work. */
export function LinkProblemAlert({
  code,
  description,
  retryAfter,
}: {
  code: string;
  description?: string | undefined;
  /** Seconds a limited sign-in link asked to wait. */
  retryAfter: number | undefined;
}) {
  return (
    <Alert color="ember" title={m.confirm_link_failed()}>
      {describeLinkError(preciseError(code, description), retryAfter)}
    </Alert>
  );
}
