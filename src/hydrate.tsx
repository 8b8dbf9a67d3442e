// TanStack Start's own browser entry, imported by src/client.tsx once the page has painted.

import { StartClient } from "@tanstack/react-start/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadMessages } from "~/i18n/catalogs";
import { startBrowserLocale } from "~/i18n/current-locale";
import { startBrowserTimeZone } from "~/i18n/time-zone";
import { setRefusalSentences } from "~/lib/errors";

/** The refusal sentences, once the page is interactive: no first render shows one (ADR 059). */
function loadRefusalSentences() {
  void import("~/lib/auth-errors").then(({ authErrorSentence }) =>
    setRefusalSentences(authErrorSentence),
  );
}

// A page in another language hydrates with its messages loaded, as the server rendered it.
startBrowserTimeZone();
void loadMessages(startBrowserLocale()).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
    // A task after hydration's: a refusal needs a request first, which takes longer.
    setTimeout(loadRefusalSentences, 0);
  }),
);
