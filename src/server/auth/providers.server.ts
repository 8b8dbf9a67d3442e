import { genericOAuth } from "better-auth/plugins";
import type { Env } from "~/env.server";
import { betterAuthError } from "./auth-errors.server";
import type { HookContext } from "./hook-context.server";

// The sign-in providers the product offers: GitHub and Google when their client ids are set,
// and one generic OpenID Connect provider when OIDC_* is.

export function signInProviders(env: Env) {
  const oidc = env.oidc;
  /** The providers whose verified addresses link to an account with the same address. */
  const trusted = [...(env.github ? ["github"] : []), ...(env.google ? ["google"] : [])];
  const providerIds = new Set([...trusted, ...(oidc ? [oidc.providerId] : [])]);

  /**
   * A provider the product does not offer is answered as Better Auth answers it ("Provider not
   * found"), before Better Auth logs the caller's mistake as an error of the server's.
   */
  function refuseUnknownProvider(ctx: HookContext): void {
    const provider = (ctx.body as { provider?: unknown } | undefined)?.provider;
    if (typeof provider === "string" && !providerIds.has(provider)) {
      throw betterAuthError("PROVIDER_NOT_FOUND");
    }
  }

  /** A provider's name as people know it, for the account's timeline. */
  function providerName(id: string): string {
    if (id === "github") return "GitHub";
    if (id === "google") return "Google";
    return oidc && id === oidc.providerId ? oidc.name : id;
  }

  // AUTH_ALLOW_SIGNUP=false closes every way in for a new address, not only magic links.
  const socialProviders = {
    ...(env.github && { github: { ...env.github, disableSignUp: !env.allowSignUp } }),
    ...(env.google && { google: { ...env.google, disableSignUp: !env.allowSignUp } }),
  };

  const plugins = oidc
    ? [
        genericOAuth({
          config: [
            {
              providerId: oidc.providerId,
              discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
              clientId: oidc.clientId,
              clientSecret: oidc.clientSecret,
              scopes: ["openid", "email", "profile", "offline_access"],
              pkce: true,
              disableSignUp: !env.allowSignUp,
            },
          ],
        }),
      ]
    : [];

  return { trusted, socialProviders, plugins, refuseUnknownProvider, providerName };
}
