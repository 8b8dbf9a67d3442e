import { lazy } from "react";

// A question appears only after a click, and Mantine's modal (with its scroll area, focus trap
// and scroll lock) is a good part of a page's script: the pricing on the landing page and the
// subscriptions page load it when the first question is asked rather than with the page. Render
// it only while a question is (or was) asked, inside a Suspense boundary.
export const ConfirmDialog = lazy(() =>
  import("~/features/shell/Dialog").then((module) => ({ default: module.ConfirmDialog })),
);
