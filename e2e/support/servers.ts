/** Where the servers started by global-setup.ts listen. Shared by the setup and the tests. */
export const MAILBOX_APP_PORT = 4100;
export const SMTP_APP_PORT = 4101;
export const PG_APP_PORT = 4102;
export const LOCALHOST_APP_PORT = 4103;
export const SMTP_SINK_PORT = 2525;
export const SMTP_SINK_HTTP_PORT = 2526;

/** App A's ADMIN_EMAILS: this address signs in as an admin of the console there (ADR 036). */
export const E2E_ADMIN_EMAIL = "e2e-admin@example.com";
/**
 * App A's other admins, one per money journey (e2e/money-i18n.spec.ts): journeys running at once
 * each sign their own in, and one address's new sign-in link would spend another's.
 */
export const moneyAdminEmail = (locale: string) => `e2e-money-admin-${locale}@example.com`;
export const MONEY_ADMIN_LOCALES = ["en", "de", "ar"] as const;
/** App A: mails go to the dev mailbox (no SMTP_URL). The default baseURL. */
export const MAILBOX_APP_URL = `http://127.0.0.1:${MAILBOX_APP_PORT}`;
/** App B: mails go over real SMTP to the sink. */
export const SMTP_APP_URL = `http://127.0.0.1:${SMTP_APP_PORT}`;
/** The sink's HTTP side, serving the mails it received. */
export const SMTP_SINK_URL = `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}`;
/** App C: PostgreSQL (the tests read its tables) and mails over SMTP to the sink. */
export const PG_APP_URL = `http://127.0.0.1:${PG_APP_PORT}`;
/**
 * App D: like app A (dev mailbox, PGlite) but addressed as localhost. Browsers refuse WebAuthn
 * on an IP address, so the passkey tests run here (e2e/passkeys.spec.ts).
 */
export const LOCALHOST_APP_URL = `http://localhost:${LOCALHOST_APP_PORT}`;
/** App C's database URL: set by global-setup.ts in the runner, inherited by the workers. */
export const APP_C_DATABASE_URL_VAR = "TIMBERLINE_E2E_APP_C_DATABASE_URL";
/** The OpenID Connect provider (e2e/support/oidc-provider.mjs) that app B signs in with. */
export const OIDC_PROVIDER_PORT = 4110;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`;
/** The provider's display name on app B: its buttons read "Link Test ID", "Continue with Test ID". */
export const OIDC_PROVIDER_NAME = "Test ID";
/** Each app starts its own local Polar twin (POLAR_TWIN_PORT); its control API is on that port. */
export const MAILBOX_TWIN_PORT = 4105;
export const SMTP_TWIN_PORT = 4106;
export const PG_TWIN_PORT = 4107;
export const LOCALHOST_TWIN_PORT = 4108;
/** App A's Polar twin: hosted checkout pages and the /_twin/* control API. */
export const MAILBOX_TWIN_URL = `http://127.0.0.1:${MAILBOX_TWIN_PORT}`;
/** App B's Polar twin. */
export const SMTP_TWIN_URL = `http://127.0.0.1:${SMTP_TWIN_PORT}`;
/** App C's Polar twin. */
export const PG_TWIN_URL = `http://127.0.0.1:${PG_TWIN_PORT}`;
/** App C's ADMIN_EMAILS: whoever signs in there with this address is an admin of its console. */
export const PG_APP_ADMIN_EMAIL = "e2e-console-admin@example.com";
