/**
 * `text` with its closing full stop, unless it ends with one already: a sentence that ends with
 * a name such as "Acme & Co." gets no second stop.
 */
export function sentence(text: string): string {
  return /[.!?…]$/u.test(text.trimEnd()) ? text : `${text}.`;
}
