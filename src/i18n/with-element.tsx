import type { ReactNode } from "react";

/**
 * A translated sentence with an element in it (a link, a bold address): the message is given a
 * stand-in text for the element's place, and the element goes where the translation put it.
 */
export function withElement(text: string, standIn: string, element: ReactNode): ReactNode {
  const at = text.indexOf(standIn);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + standIn.length)}
    </>
  );
}
