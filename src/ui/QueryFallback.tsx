import { Text } from "@mantine/core";
import { Placeholder } from "./Placeholder";

/** While a query has no response: grey bars, or the alert that it failed. */
export function QueryFallback({ isError, what }: { isError: boolean; what: string }) {
  return isError ? (
    <Text role="alert">{`The ${what} could not be loaded. Reload the page to try again.`}</Text>
  ) : (
    <Placeholder label={`Loading the ${what}`} rows={6} />
  );
}
