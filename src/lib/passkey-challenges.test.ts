import { afterEach, describe, expect, it, vi } from "vitest";
import { oneChallengeAtATime } from "./passkey-challenges";

const CHALLENGE = "http://localhost:3000/api/auth/passkey/generate-authenticate-options";

/** Whether a promise has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("one passkey challenge request at a time", () => {
  it("holds a second challenge request until the first one's answer has arrived", async () => {
    const autofill = { url: CHALLENGE };
    const button = { url: CHALLENGE };
    await oneChallengeAtATime.onRequest(autofill);
    const buttonGoes = oneChallengeAtATime.onRequest(button);
    expect(await settled(buttonGoes)).toBe(false);
    oneChallengeAtATime.onResponse({ request: autofill });
    expect(await settled(buttonGoes)).toBe(true);
    oneChallengeAtATime.onResponse({ request: button });
    // Once both have answered, the next goes at once.
    const next = { url: CHALLENGE };
    expect(await settled(oneChallengeAtATime.onRequest(next))).toBe(true);
    oneChallengeAtATime.onResponse({ request: next });
  });

  it("lets every other request through at once, even while a challenge is out", async () => {
    const challenge = { url: CHALLENGE };
    await oneChallengeAtATime.onRequest(challenge);
    const other = oneChallengeAtATime.onRequest({
      url: "http://localhost:3000/api/auth/get-session",
    });
    expect(await settled(other)).toBe(true);
    oneChallengeAtATime.onResponse({ request: challenge });
  });

  it("stops waiting for an answer that never comes after ten seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await oneChallengeAtATime.onRequest({ url: CHALLENGE });
    const next = oneChallengeAtATime.onRequest({ url: CHALLENGE });
    expect(await settled(next)).toBe(false);
    vi.advanceTimersByTime(9_999);
    expect(await settled(next)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(next)).toBe(true);
  });
});
