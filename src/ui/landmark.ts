import { createContext, useContext } from "react";

/** True inside the signed-in app shell, whose `PlainAppShellMain` is the page's one <main>. */
export const InsideShell = createContext(false);

/**
 * The element a full-page screen (not found, error) renders as: the page's <main> on its own,
 * a plain <div> inside the app shell, where a second <main> would nest in the first.
 */
export function useMainElement(): "main" | "div" {
  return useContext(InsideShell) ? "div" : "main";
}
