import { overwriteGetLocale } from "~/i18n/paraglide/runtime.js";
import { requestLocale } from "./request-locale.server";

/** The server renders each request's messages in that request's locale (ADR 059). */
export function followRequestLocales() {
  overwriteGetLocale(requestLocale);
}
