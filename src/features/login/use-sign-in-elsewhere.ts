import { useEffect, useRef } from "react";
import { readSessionForGuard } from "~/lib/session-check";

// A person who asked for a link often opens it in another tab: that tab signs in, and this one,
// still saying "Check your inbox", should go on too. The link's page tells the other tabs when
// its button is pressed, and every signed-in page load says so once its scripts run (the button
// also works before they do, unheard). A tab coming back into view checks the session itself,
// for browsers without BroadcastChannel and for a link opened in a tab this one never heard from.

const CHANNEL = "sign-in";
const STARTED = "sign-in-started";
const SIGNED_IN = "signed-in";
/** How long after "started" the session is asked for, once a second: the link's round trip. */
const WATCH_MS = 60_000;
const WATCH_EVERY_MS = 1_000;

let sender: BroadcastChannel | null = null;

/** One channel per page, left open: one closed right after posting may not deliver. */
function announce(message: typeof STARTED | typeof SIGNED_IN): void {
  if (typeof BroadcastChannel === "undefined") return;
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage(message);
}

/** Tells this browser's other tabs that a sign-in link's button was pressed here. */
export function announceSignInStarted(): void {
  announce(STARTED);
}

/** Tells this browser's other tabs that this page was loaded signed in. */
export function announceSignedIn(): void {
  announce(SIGNED_IN);
}

/** While `waiting`, calls `onSignedIn` once when this browser's session appears. */
export function useSignInElsewhere(waiting: boolean, onSignedIn: () => Promise<void>): void {
  const finish = useRef(onSignedIn);
  finish.current = onSignedIn;
  useEffect(() => {
    if (!waiting) return;
    let done = false;
    let watch: ReturnType<typeof setInterval> | undefined;
    const check = async () => {
      if (done) return;
      const session = await readSessionForGuard().catch(() => null);
      if (!session || done) return;
      done = true;
      clearInterval(watch);
      await finish.current();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener("message", (event) => {
      if (done) return;
      if (event.data === SIGNED_IN) {
        void check();
        return;
      }
      if (event.data !== STARTED) return;
      clearInterval(watch);
      const until = Date.now() + WATCH_MS;
      watch = setInterval(() => {
        if (Date.now() > until) clearInterval(watch);
        else void check();
      }, WATCH_EVERY_MS);
    });
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      done = true;
      clearInterval(watch);
      channel?.close();
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [waiting]);
}
