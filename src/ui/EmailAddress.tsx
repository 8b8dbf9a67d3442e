import { Fragment } from "react";

/**
 * An email address that a narrow line wraps before its "@" and its dots (and after its hyphens),
 * not in the middle of a word; one too long even for that still wraps (overflow-wrap: anywhere
 * on the text around it).
 */
export function EmailAddress({ email }: { email: string }) {
  let offset = 0;
  return email.split(/(?=[@.])/).map((part) => {
    const at = offset;
    offset += part.length;
    return (
      <Fragment key={at}>
        {at > 0 && <wbr />}
        {part}
      </Fragment>
    );
  });
}
