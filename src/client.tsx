import { PAGE_MODULES_ID } from "~/lib/page-modules";

// The browser entry: a few lines that fetch the page's scripts and hydrate it once the server's
// HTML is on screen, not before. The first paint needs none of the scripts (its styles are
// inline, its text is in the HTML), but a browser that has them all before it paints (a fast
// connection, a server nearby) runs them first, and Lighthouse, seeing them finish before the
// largest paint, counts their whole download as part of it: on its simulated slow 4G the
// landing page's largest paint came 1.5-2 s after the first, with the same text in both. The
// module preloads are left out of the head for the same reason (src/routes/__root.tsx lists
// them in a data block instead) and are added here, all at once, so the chunks still arrive
// together rather than one import after another.

function start() {
  const listed = document.getElementById(PAGE_MODULES_ID)?.textContent;
  const modules: unknown = listed ? JSON.parse(listed) : [];
  for (const href of Array.isArray(modules) ? modules : []) {
    if (typeof href !== "string") continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import("./hydrate");
}

/** After the frame that shows the parsed page: a timer set in an animation frame runs after it. */
function afterFirstPaint() {
  // A tab opened in the background paints nothing until it is shown; its scripts need not wait.
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", afterFirstPaint, { once: true });
} else {
  afterFirstPaint();
}
