import { Input } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import { loadMessages } from "~/i18n/catalogs";
import { showLocale, useLocale } from "~/i18n/current-locale";
import { isLocale, LANGUAGE_NAMES } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The language switch (ADR 059): the browser's own list in Mantine's input, usable by keyboard
 * and screen reader, each language named in itself. The page renders again in place. The input
 * the sign-in form loads anyway, rather than NativeSelect's chunk (1.4 kB).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const router = useRouter();
  // The pseudo-locale is for tests; while it is on, the list shows it rather than a wrong name.
  const languages = LANGUAGE_NAMES.some((language) => language.value === locale)
    ? LANGUAGE_NAMES
    : [...LANGUAGE_NAMES, { value: locale, label: locale }];
  return (
    <Input
      component="select"
      aria-label={m.language_label()}
      size="xs"
      w="auto"
      // The browser's own arrow (Mantine hides it and draws none without a right section): it
      // says the control opens a list, on the correct side in either direction.
      styles={{ input: { appearance: "auto" } }}
      value={locale}
      onChange={async (event) => {
        const next = event.currentTarget.value;
        if (!isLocale(next)) return;
        // Loaded on use: the page's own scripts stay without the server call's client.
        const { setLocaleFn } = await import("~/server/i18n/locale.functions");
        await Promise.all([setLocaleFn({ data: { locale: next } }), loadMessages(next)]);
        showLocale(next);
        // The page's title follows.
        await router.invalidate();
      }}
    >
      {languages.map((language) => (
        <option key={language.value} value={language.value} lang={language.value}>
          {language.label}
        </option>
      ))}
    </Input>
  );
}
