import { createServerFn } from "@tanstack/react-start";
import { setCookie } from "@tanstack/react-start/server";
import { z } from "zod";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from "~/i18n/locale";
import { getRuntime } from "~/server/app/runtime.server";
import { readSession, requestHeaders } from "~/server/auth/session.server";
import { prepareRequestLocale } from "./request-locale.server";

/** The page load's locale (the root route asks before rendering). */
export const getRequestLocaleFn = createServerFn({ method: "GET" }).handler(() =>
  prepareRequestLocale(),
);

/**
 * The language switch: the cookie for this browser, and for a signed-in person their stored
 * choice, which every device they sign in on then follows. Needs no session: a signed-out
 * visitor chooses too.
 */
export const setLocaleFn = createServerFn({ method: "POST" })
  .validator(z.strictObject({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }) => {
    const session = await readSession();
    setCookie(LOCALE_COOKIE, data.locale, {
      path: "/",
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: "lax",
      httpOnly: false,
    });
    // Through Better Auth, so the signed session copy carries the new value at once.
    if (session && !session.session.impersonatedBy) {
      const { auth } = await getRuntime();
      await auth.api.updateUser({ body: { locale: data.locale }, headers: requestHeaders() });
    }
    return { locale: data.locale };
  });
