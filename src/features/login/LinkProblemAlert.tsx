import { Alert } from "@mantine/core";
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
    <Alert color="ember" title="That link did not work">
      {describeLinkError(code, retryAfter)}
    </Alert>
  );
}
