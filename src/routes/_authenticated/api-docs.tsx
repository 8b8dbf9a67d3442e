import { createFileRoute } from "@tanstack/react-router";
import { ApiDocsScreen } from "~/features/api-docs/ApiDocsScreen";
import { titled } from "~/lib/brand";

export const Route = createFileRoute("/_authenticated/api-docs")({
  head: () => titled("API docs"),
  component: ApiDocsScreen,
});
