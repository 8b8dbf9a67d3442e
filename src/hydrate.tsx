// TanStack Start's own browser entry, imported by src/client.tsx once the page has painted.

import { StartClient } from "@tanstack/react-start/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadMessages } from "~/i18n/catalogs";
import { startBrowserLocale } from "~/i18n/current-locale";
import { startBrowserTimeZone } from "~/i18n/time-zone";

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
  }),
);
