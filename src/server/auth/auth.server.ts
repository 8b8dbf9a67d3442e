import { createHash } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { magicLink } from "better-auth/plugins";
import { tanstackStartCookies } from "better-auth/tanstack-start";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { Env } from "~/env.server";
import { magicLinkMail } from "~/server/mail/templates/magic-link";
import type { Mailer } from "~/server/mail/transport.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { CLIENT_IP_HEADER } from "./client-ip.server";
import { waitInWords } from "./wait-in-words";

export const MAGIC_LINK_TTL_SECONDS = 5 * 60;
/** Per client IP, counted by Better Auth's limiter on the sign-in and verify calls. */
export const MAGIC_LINK_IP_LIMIT = { window: 10 * 60, max: 10 };
/** Per address, whoever asks: stops anyone from flooding one inbox. */
export const MAGIC_LINK_ADDRESS_LIMIT = { window: 10 * 60, max: 3 };

export interface AuthDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
}

function addressKey(email: string): string {
  return `magic-link-address:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}

export function createAuth({ env, db, mailer }: AuthDependencies) {
  return betterAuth({
    appName: env.appName,
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret: env.authSecret,
    trustedOrigins: [env.appUrl],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    // Passwords and social sign-in arrive with account management; magic links are the way in.
    emailAndPassword: { enabled: false },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      customRules: {
        "/sign-in/magic-link": MAGIC_LINK_IP_LIMIT,
        "/magic-link/verify": MAGIC_LINK_IP_LIMIT,
      },
    },
    advanced: {
      // The route handler writes the connection's address (or, behind a trusted proxy, the
      // forwarded one) into this header, replacing anything the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips origin and callback checks when NODE_ENV=test; the tests must see
      // the production behaviour.
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/magic-link") return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== "string") return;
        const decision = await consumeRateLimit(db, addressKey(email), MAGIC_LINK_ADDRESS_LIMIT);
        if (!decision.allowed) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            {
              code: "TOO_MANY_REQUESTS",
              message: `Too many sign-in links were sent to this address. Try again in ${waitInWords(decision.retryAfter)}.`,
            },
            { "Retry-After": String(decision.retryAfter) },
          );
        }
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: "hashed",
        disableSignUp: !env.allowSignUp,
        rateLimit: MAGIC_LINK_IP_LIMIT,
        async sendMagicLink({ email, url }) {
          await mailer.send({
            to: email,
            ...magicLinkMail({
              appName: env.appName,
              url,
              expiresInMinutes: MAGIC_LINK_TTL_SECONDS / 60,
            }),
          });
        },
      }),
      // Must stay last: it copies the cookies set by the calls above onto TanStack's response.
      tanstackStartCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
