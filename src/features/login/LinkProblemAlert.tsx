import { Alert } from "@mantine/core";
import { m } from "~/i18n/paraglide/messages.js";
import { describeLinkError } from "./link-errors";

/** Why the link that brought the person to the sign-in screen did not work. */
export function LinkProblemAlert({
  code,
  retryAfter,
}: {
  code: string;
  /** Seconds a limited sign-in link asked to wait. */
  retryAfter: number | undefined;
}) {
  return (
    <Alert color="ember" title={m.confirm_link_failed()}>
      {describeLinkError(code, retryAfter)}
    </Alert>
  );
}
