import { m } from "~/i18n/paraglide/messages.js";
import { refusalSentence } from "./errors";
import { isIpAddress } from "./passkey-hosts";
import { CONTROL_CHARACTERS } from "./validation";

// The product's passkey rules that the screens and the server share (ADR 027).

/** Passkeys one account may hold: enough for every device a person owns, few enough to list. */
export const PASSKEY_LIMIT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 100;

/** What is wrong with a passkey's name, or null: trimmed, 1 to 100 characters, printable. */
export function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return m.validation_enter_passkey_name();
  if ([...trimmed].length > PASSKEY_NAME_MAX_LENGTH) {
    return m.validation_at_most({ max: PASSKEY_NAME_MAX_LENGTH });
  }
  if (CONTROL_CHARACTERS.test(trimmed)) return m.validation_printable();
  return null;
}

/** A passkey as the settings list it: no key material, no counter. */
export interface PasskeySummary {
  id: string;
  name: string | null;
  createdAt: string | null;
  lastUsedAt: string | null;
  /** "multiDevice" when the passkey syncs between the owner's devices. */
  deviceType: string;
  backedUp: boolean;
}

/** A name for a new passkey from the browser's own description of the device. */
export function defaultPasskeyName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const os = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /CrOS/.test(userAgent)
            ? "ChromeOS"
            : /Linux/.test(userAgent)
              ? "Linux"
              : undefined;
  return os ? `${browser} on ${os}` : browser;
}

/** Why a page cannot offer passkeys (passkey-hosts.ts's passkeysWorkOn false), in words. */
export function passkeysUnavailableHere(rpId: string): string {
  return isIpAddress(rpId) ? m.passkey_unavailable_ip() : m.passkey_unavailable_host({ rpId });
}

/** A passkey ceremony's failure, in words for a person. */
export function passkeyFailure(
  error: { code?: string; message?: string },
  fallback: string,
): string {
  if (/origin|domain|rp ?id/i.test(`${error.code ?? ""} ${error.message ?? ""}`)) {
    return m.passkey_wrong_address();
  }
  // A ceremony's codes have the product's sentence, never the plugin's "Auth cancelled".
  return refusalSentence(error) ?? (error.message || fallback);
}
