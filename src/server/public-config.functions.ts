import { createServerFn } from "@tanstack/react-start";
import { getRuntime } from "~/server/runtime.server";

/** What the public screens may know of the server's setup. */
export const getPublicConfig = createServerFn({ method: "GET" }).handler(async () => {
  const { mailer } = await getRuntime();
  return { devMailbox: mailer.kind === "dev-mailbox" };
});
