import { notFound } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { devMailboxMessages, devToolsEnabled } from "./dev-tools.server";

// Dev-only pages: in production mode they answer "not found" unless ALLOW_LOCAL_SERVICES is set.

export const listDevMail = createServerFn({ method: "GET" }).handler(async () => {
  const messages = await devMailboxMessages();
  if (!messages) throw notFound();
  return messages;
});

export const assertDevTools = createServerFn({ method: "GET" }).handler(async () => {
  if (!(await devToolsEnabled())) throw notFound();
  return true;
});
