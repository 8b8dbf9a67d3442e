import { useMounted } from "@mantine/hooks";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { passkeysWorkOn } from "./passkey-hosts";
import { queryKeys } from "./query-keys";

/** The server's public setup (getPublicConfig), fetched on use by screens whose loader has not. */
const publicConfigQuery = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: async () => (await import("~/server/app/public-config.functions")).getPublicConfig(),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Whether this page can offer passkeys (passkeysWorkOn): false on the server and in the first
 * render, so the page hydrates as it was rendered, and false until the relying party is known.
 */
export function usePasskeysHere(): { here: boolean; rpId: string | undefined } {
  const mounted = useMounted();
  const rpId = useQuery(publicConfigQuery).data?.passkeyRpId;
  const here =
    mounted &&
    rpId !== undefined &&
    passkeysWorkOn(window.location.hostname, rpId, "PublicKeyCredential" in window);
  return { here, rpId };
}
