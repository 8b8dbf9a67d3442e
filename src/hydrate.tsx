// TanStack Start's own browser entry, imported by src/client.tsx once the page has painted.

import { StartClient } from "@tanstack/react-start/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { startBrowserLocale } from "~/i18n/current-locale";

startBrowserLocale();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  );
});
