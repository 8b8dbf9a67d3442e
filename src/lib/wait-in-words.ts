import type { Locale } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * "45 seconds", "1 minute", "10 minutes": how long a rate-limited caller should wait, in
 * `locale`; English by default, as the server's own error messages are.
 */
export function waitInWords(seconds: number, locale: Locale = "en"): string {
  if (seconds < 60) return m.common_seconds({ count: seconds }, { locale });
  return m.common_minutes({ count: Math.ceil(seconds / 60) }, { locale });
}
