import { notFound } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { getRequest } from "@tanstack/react-start/server";
import { devMailboxMessages, devToolsServe } from "./dev-tools.server";

// Dev-only pages: in production mode they answer "not found" unless ALLOW_LOCAL_SERVICES is set,
// and in every mode to a request addressed to another host than this machine or APP_URL's.

export const listDevMail = createServerFn({ method: "GET" }).handler(async () => {
  const messages = await devMailboxMessages(getRequest());
  if (!messages) throw notFound();
  return messages;
});

export const assertDevTools = createServerFn({ method: "GET" }).handler(async () => {
  if (!(await devToolsServe(getRequest()))) throw notFound();
  return true;
});
