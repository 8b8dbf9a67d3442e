import { type UseMutationResult, useMutation } from "@tanstack/react-query";
import { m } from "~/i18n/paraglide/messages.js";
import { loadAuthClient } from "~/lib/load-auth-client";
import { twoFactorError } from "./two-factor-setup";

// The card starts a setup and the dialog, loaded on use, goes on with it: the start lives apart
// from the dialog so that the card does not bring the dialog with the page.

/** What /two-factor/enable answers: the app's URI and the ten backup codes, not yet in force. */
export interface SetupStart {
  totpURI: string;
  backupCodes: string[];
}

export type StartSetup = UseMutationResult<SetupStart, Error, string | undefined>;

/**
 * Starts a setup: a new secret and backup codes, which count once the first code is confirmed.
 * The card holds it, so an account without a password starts as the dialog opens, from the
 * button's own click.
 */
export function useStartSetup(): StartSetup {
  return useMutation({
    mutationFn: async (password: string | undefined) => {
      const { data, error } = await (await loadAuthClient()).twoFactor.enable(
        password ? { password } : {},
      );
      if (error) throw twoFactorError(error, m.tfa_fresh_set_up);
      if (!("totpURI" in data) || !data.totpURI || !data.backupCodes) {
        throw new Error(m.tfa_no_key());
      }
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
  });
}
