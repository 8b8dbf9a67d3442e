import { pageLocale } from "./current-locale";
import type { Locale } from "./locale";

/**
 * The browser's messages beyond English (ADR 076): each locale's compiled module is a chunk of
 * its own, loaded before a page in that locale hydrates or when the switch chooses it, so an
 * English page carries no other language's texts. The browser build's message functions look
 * here first (src/i18n/messages-on-demand.build.ts); the server keeps every locale loaded.
 */
type Catalog = Readonly<Record<string, (inputs?: unknown) => string>>;

const importers: Record<Exclude<Locale, "en">, () => Promise<unknown>> = {
  de: () => import("./paraglide/messages/de.js"),
  ar: () => import("./paraglide/messages/ar.js"),
  "en-XA": () => import("./paraglide/messages/en-XA.js"),
};

const loaded = new Map<string, Catalog>();

/** The loaded messages of `locale` (the page's by default); undefined for English. */
export function loadedMessages(locale: string = pageLocale()): Catalog | undefined {
  return loaded.get(locale);
}

/** Loads `locale`'s messages once; English is always there. */
export async function loadMessages(locale: Locale): Promise<void> {
  if (locale === "en" || loaded.has(locale)) return;
  loaded.set(locale, (await importers[locale]()) as Catalog);
}

/**
 * A message function of the browser build (src/i18n/messages-on-demand.build.ts): the loaded
 * catalog's text for `key` in the page's locale, else `english`. One shared function keeps each
 * message's code in the screens' chunks to its key and its English text.
 */
export const catalogMessage =
  (key: string, english: (inputs: never) => string) =>
  (inputs: object = {}, options: { locale?: string } = {}): string =>
    (loadedMessages(options.locale)?.[key] ?? english)(inputs as never);
