import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSessions } from "~/server/account/account.server";
import { ownSessionNamed } from "~/server/auth/own-sessions.server";
import type { ClientSession } from "~/server/auth/session.server";
import { storageKinds } from "../support/databases";
import { createTestApp, type TestApp, tokenOf, uniqueEmail } from "../support/test-app";

// The settings screen's session list (getMySessions) and /revoke-session rest on these two: the
// list never carries a token, and a handle is only ever resolved within its owner's sessions.

describe.each(storageKinds)("the settings screen's session list on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  async function signedIn(email: string) {
    const cookie = await app.signIn(email);
    const body = await app.session(cookie);
    if (!body) throw new Error("no session");
    // listSessions reads the ids only.
    const current = {
      user: { id: body.user.id },
      session: { id: body.session.id },
    } as unknown as ClientSession;
    return { cookie, current };
  }

  it("lists only the user's own sessions, this one marked, without tokens", async () => {
    const email = uniqueEmail();
    const { current } = await signedIn(email);
    await app.signIn(email);
    await signedIn(uniqueEmail());
    const list = await listSessions(app.runtime, current);
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current).map((s) => s.id)).toEqual([current.session.id]);
    for (const entry of list) {
      expect(Object.keys(entry)).not.toContain("token");
      expect(JSON.stringify(entry)).not.toMatch(/token/i);
    }
  });

  it("resolves a handle only among its owner's sessions, never to another's", async () => {
    const mine = await signedIn(uniqueEmail());
    const theirs = await signedIn(uniqueEmail());
    const secret = app.runtime.env.authSecret;
    const db = app.runtime.database.db;
    const [own] = await listSessions(app.runtime, mine.current);
    const [their] = await listSessions(app.runtime, theirs.current);
    if (!own || !their) throw new Error("no sessions listed");
    expect(own.handle).not.toBe(tokenOf(mine.cookie));
    expect((await ownSessionNamed(db, secret, mine.current.user.id, own.handle))?.token).toBe(
      tokenOf(mine.cookie),
    );
    expect(await ownSessionNamed(db, secret, mine.current.user.id, their.handle)).toBeNull();
    expect(
      await ownSessionNamed(db, secret, mine.current.user.id, tokenOf(theirs.cookie)),
    ).toBeNull();
  });
});
