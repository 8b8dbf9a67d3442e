import { PAGE_MODULES_ID } from "~/lib/page-modules";

// The browser entry: a few lines that fetch the page's scripts and hydrate it once the server's
// HTML is on screen, not before. The first paint needs none of the scripts (its styles are
// inline, its text is in the HTML), but a browser that has them all before it paints (a fast
// connection, a server nearby) runs them first, and Lighthouse, seeing them finish before the
// largest paint, counts their whole download as part of it: on its simulated slow 4G the
// landing page's largest paint came 1.5-2 s after the first, with the same text in both. The
// module preloads are left out of the head for the same reason (src/routes/__root.tsx lists
// them in a data block instead) and are added here before hydration is imported, so the chunks
// are still requested together rather than one import after another.

/**
 * Starting a request costs the main thread about half a millisecond, so the preloads are added a
 * few per task: one task for all of a page's 30-80 would hold up input for 20-40 ms here, and
 * four times that on the slower phone Lighthouse simulates, past the 50 ms it counts as blocking.
 */
const PRELOADS_PER_TASK = 6;

function start() {
  const listed = document.getElementById(PAGE_MODULES_ID)?.textContent;
  const parsed: unknown = listed ? JSON.parse(listed) : [];
  const modules = (Array.isArray(parsed) ? parsed : []).filter((href) => typeof href === "string");
  const next = () => {
    for (const href of modules.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    // Last, so that Vite's own preloading of the entry's imports finds them all requested.
    if (modules.length > 0) setTimeout(next, 0);
    else void import("./hydrate");
  };
  next();
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
