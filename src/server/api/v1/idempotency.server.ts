import { hash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { apiIdempotency } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages.js";
import { words } from "~/i18n/words";
import { appErrorResponse, validationError } from "~/server/http/json-error.server";

// `Idempotency-Key` on a mutating REST call (ADR 034): the first response is stored with the key
// and replayed to every retry of the same request for 24 hours, so a client that lost a response
// to a timeout can send the call again without cancelling or paying twice. Stored in the
// database, so a retry that reaches another instance gets the same response.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A call still marked under way after this long died with its process: its key is free again. */
const ABANDONED_MS = 60 * 1000;
/** How often one instance removes the day-old responses of every key. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** Answers worth replaying: not a server failure, an outage or a spent limit, which a retry may cure. */
function replayable(status: number): boolean {
  return status < 500 && status !== 429;
}

type Stored = typeof apiIdempotency.$inferSelect;

export interface Claim {
  /** Stores the response for replay (or frees the key when a retry should run the call again). */
  settle(response: Response): Promise<void>;
}

export class IdempotencyStore {
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The stored response to replay, an error (a malformed key, the key used for another request,
   * or the first call still under way), or a claim: the call runs, then `settle` stores its response.
   */
  async begin(
    keyId: string,
    idempotencyKey: string,
    request: { method: string; path: string; body: string },
  ): Promise<Response | Claim> {
    if (!KEY_SHAPE.test(idempotencyKey)) {
      return validationError("header", [
        { path: "Idempotency-Key", message: "Use 1 to 255 visible ASCII characters" },
      ]);
    }
    await this.prune();
    const fingerprint = hash("sha256", `${request.method} ${request.path}\n${request.body}`);
    const row = { keyId, idempotencyKey, fingerprint, createdAt: new Date(this.now()) };
    for (let attempt = 0; attempt < 2; attempt++) {
      const [claimed] = await this.db
        .insert(apiIdempotency)
        .values(row)
        .onConflictDoNothing()
        .returning({ keyId: apiIdempotency.keyId });
      if (claimed) return this.claim(keyId, idempotencyKey);
      const [found] = await this.db
        .select()
        .from(apiIdempotency)
        .where(this.matches(keyId, idempotencyKey));
      if (!found) continue;
      const replay = this.responseFor(found, fingerprint);
      if (replay) return replay;
      // Expired or abandoned: free it and claim again.
      await this.db.delete(apiIdempotency).where(this.matches(keyId, idempotencyKey));
    }
    return inProgress();
  }

  private responseFor(found: Stored, fingerprint: string): Response | undefined {
    const age = this.now() - found.createdAt.getTime();
    if (age >= DAY_MS) return undefined;
    if (found.status === null) return age >= ABANDONED_MS ? undefined : inProgress();
    if (found.fingerprint !== fingerprint) {
      return appErrorResponse("IDEMPOTENCY_KEY_REUSED", words(m.api_error_idempotency_reused, {}));
    }
    return new Response(found.body, {
      status: found.status,
      headers: {
        "content-type": "application/json",
        "cache-control": "no-store",
        "idempotent-replayed": "true",
      },
    });
  }

  private claim(keyId: string, idempotencyKey: string): Claim {
    return {
      settle: async (response) => {
        const where = this.matches(keyId, idempotencyKey);
        if (!replayable(response.status)) {
          await this.db.delete(apiIdempotency).where(where);
          return;
        }
        const body = await response.clone().text();
        await this.db.update(apiIdempotency).set({ status: response.status, body }).where(where);
      },
    };
  }

  private matches(keyId: string, idempotencyKey: string) {
    return and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey));
  }

  /** Day-old responses go, at most once an hour per instance (and with their key, by cascade). */
  private async prune(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db
      .delete(apiIdempotency)
      .where(lt(apiIdempotency.createdAt, new Date(now - DAY_MS)));
  }
}

function inProgress(): Response {
  return appErrorResponse("IDEMPOTENCY_KEY_IN_USE", words(m.api_error_idempotency_in_use, {}));
}
