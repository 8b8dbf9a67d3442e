import { createFileRoute } from "@tanstack/react-router";
import { ApiDocsScreen } from "~/features/api-docs/ApiDocsScreen";

export const Route = createFileRoute("/_authenticated/api-docs")({
  component: ApiDocsScreen,
});
