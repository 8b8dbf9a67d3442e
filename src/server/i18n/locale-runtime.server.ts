import { overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import { overwriteGetTimeZone } from "~/i18n/time-zone";
import { requestLocale, requestTimeZone } from "./request-locale.server";

/** The server renders each request's messages in its locale and its dates in its zone. */
export function followRequestLocales() {
  overwriteGetLocale(requestLocale);
  overwriteGetTimeZone(requestTimeZone);
}
