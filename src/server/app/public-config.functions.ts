import { createServerFn } from "@tanstack/react-start";
import { linkableProviders } from "~/server/account/account.server";
import { getRuntime } from "~/server/app/runtime.server";

/** What the public screens may know of the server's setup. */
export const getPublicConfig = createServerFn({ method: "GET" }).handler(async () => {
  const { env, mailer } = await getRuntime();
  return {
    devMailbox: mailer.kind === "dev-mailbox",
    providers: linkableProviders(env),
    // The passkeys' relying party (ADR 027): pages elsewhere do not offer them.
    passkeyRpId: new URL(env.appUrl).hostname,
  };
});
