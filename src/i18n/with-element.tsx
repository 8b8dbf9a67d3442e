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

/**
 * A translated sentence with several elements in it (two dates, a code and a link), each given
 * its stand-in; the elements go wherever the translation put them, in any order.
 */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode {
  let first: { at: number; standIn: string } | null = null;
  for (const standIn of Object.keys(elements)) {
    const at = text.indexOf(standIn);
    if (at >= 0 && (first === null || at < first.at)) first = { at, standIn };
  }
  if (first === null) return text;
  const rest = text.slice(first.at + first.standIn.length);
  return (
    <>
      {text.slice(0, first.at)}
      {elements[first.standIn]}
      {withElements(rest, elements)}
    </>
  );
}
