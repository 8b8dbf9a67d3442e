/**
 * Better Auth's passkey plugin keeps the sign-in challenge in one cookie per browser, so two
 * challenge requests in flight at once (the address field's autofill, asked for on arrival, and
 * the "Sign in with a passkey" button pressed a moment later) race: whichever answer lands last
 * wins the cookie, and the other ceremony fails with "Unexpected authentication response
 * challenge". These hooks on the auth client's fetch let one challenge request out at a time;
 * the browser's own WebAuthn call then cancels the autofill's ceremony when the button starts
 * its own.
 */
const CHALLENGE_PATH = "/passkey/generate-authenticate-options";
/** A request whose response never comes (network lost) must not hold the next one forever. */
const LONGEST_WAIT_MS = 10_000;

let previous: Promise<void> = Promise.resolve();
/** The release of each challenge request in flight, removed once released. */
const releases = new Map<object, () => void>();

function isChallenge(url: unknown): boolean {
  return String(url).includes(CHALLENGE_PATH);
}

export const oneChallengeAtATime = {
  async onRequest<Context extends { url: unknown }>(context: Context): Promise<Context> {
    if (!isChallenge(context.url)) return context;
    const before = previous;
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const timer = setTimeout(release, LONGEST_WAIT_MS);
    previous = done.then(() => {
      clearTimeout(timer);
      releases.delete(context);
    });
    releases.set(context, release);
    await before;
    return context;
  },
  onResponse(context: { request: object }): void {
    releases.get(context.request)?.();
  },
};
