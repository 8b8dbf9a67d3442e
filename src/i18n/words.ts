import { DEFAULT_LOCALE, type Locale } from "./locale";

// A sentence chosen where it is written and put in a reader's language later, where that reader
// is known: an error thrown deep in a module, answered in the caller's language (ADR 062).

/** A text in any locale. */
export type Words = (locale: Locale) => string;

type Message<Inputs> = (inputs: Inputs, options: { locale: Locale }) => string;

/** A message with its values, to be rendered in the reader's locale. */
export function words<Inputs>(message: Message<Inputs>, inputs: Inputs): Words {
  return (locale) => message(inputs, { locale });
}

/** The text in `locale`: a plain string is a text with no translation (a provider's own words). */
export function wordsIn(text: string | Words, locale: Locale = DEFAULT_LOCALE): string {
  return typeof text === "string" ? text : text(locale);
}
