import { Text } from "@mantine/core";
import { Placeholder } from "./Placeholder";

/**
 * While a query has no response: grey bars named by `loading`, or the alert `failed`. Both are
 * whole messages, so that each language words the sentence around what failed.
 */
export function QueryFallback({
  isError,
  failed,
  loading,
}: {
  isError: boolean;
  failed: string;
  loading: string;
}) {
  return isError ? <Text role="alert">{failed}</Text> : <Placeholder label={loading} rows={6} />;
}
