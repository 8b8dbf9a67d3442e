// TanStack Start's own browser entry, imported by src/client.tsx once the page has painted.

import { StartClient } from "@tanstack/react-start/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { startBrowserLocale } from "~/i18n/current-locale";
import { startBrowserTimeZone } from "~/i18n/time-zone";

startBrowserLocale();
startBrowserTimeZone();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  );
});
