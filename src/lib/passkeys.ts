import { isIpAddress } from "./passkey-hosts";
import { CONTROL_CHARACTERS } from "./validation";

// The product's passkey rules that the screens and the server share (ADR 027).

/** Passkeys one account may hold: enough for every device a person owns, few enough to list. */
export const PASSKEY_LIMIT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 100;

/** What is wrong with a passkey's name, or null: trimmed, 1 to 100 characters, printable. */
export function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return "Enter a name for the passkey";
  if ([...trimmed].length > PASSKEY_NAME_MAX_LENGTH) {
    return `Use at most ${PASSKEY_NAME_MAX_LENGTH} characters`;
  }
  if (CONTROL_CHARACTERS.test(trimmed)) return "Use letters, digits, spaces and punctuation only";
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
  return isIpAddress(rpId)
    ? "Passkeys cannot be used while the app is served at an IP address: browsers refuse them there."
    : `Passkeys work only at ${rpId}, in a browser that supports them.`;
}

/** A passkey ceremony's failure, in words for a person. */
export function passkeyFailure(
  error: { code?: string; message?: string },
  fallback: string,
): string {
  if (error.code === "AUTH_CANCELLED" || error.code === "ERROR_CEREMONY_ABORTED") {
    return "The passkey prompt was closed before it finished. Try again, or use another way.";
  }
  if (/origin|domain|rp ?id/i.test(`${error.code ?? ""} ${error.message ?? ""}`)) {
    return "Passkeys cannot be used at this address. Open the app at its usual address to use them.";
  }
  return error.message || fallback;
}
