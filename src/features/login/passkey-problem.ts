import { passkeyFailure } from "~/lib/passkeys";

/** The passkey client's errors, in the sign-in screen's words. */
export function passkeyProblem(error: { code?: string; message?: string }): string {
  if (error.code === "AUTH_CANCELLED" || error.code === "ERROR_CEREMONY_ABORTED") {
    return "The passkey prompt was closed, or this device has no passkey for this site. Try again, or sign in with a link.";
  }
  if (error.code === "PASSKEY_NOT_FOUND") {
    // The device offered a passkey the server does not know: deleted in the settings, or made
    // for an account that is gone.
    return "This passkey is not registered here any more: it may have been deleted from your account. Sign in with a link, then add it again in your security settings.";
  }
  return passkeyFailure(error, "Signing in with a passkey failed.");
}
