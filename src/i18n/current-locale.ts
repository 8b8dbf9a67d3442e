import { useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locale";
import { getLocale } from "./paraglide/runtime.js";

// The messages' locale. On the server each request's (src/server/i18n/locale-runtime.server.ts,
// through Paraglide's runtime); in the browser the page's, read from <html lang> before hydration
// and changed by the switch. The browser build leaves Paraglide's runtime out (ADR 059).

let browserLocale: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

/** Before hydration: the browser renders in the locale the server rendered the page in. */
export function startBrowserLocale(): Locale {
  const lang = document.documentElement.lang;
  browserLocale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  return browserLocale;
}

/** The language switch's last step: every component that renders messages renders again. */
export function showLocale(locale: Locale) {
  browserLocale = locale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The locale messages are rendered in now: the request's on the server, the page's here. */
export const pageLocale = (): Locale =>
  import.meta.env.SSR ? (getLocale() as Locale) : browserLocale;

/** The locale the page renders in; a change re-renders the component. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, pageLocale, pageLocale);
}
