/**
 * Work that runs after the response is sent: the mails Better Auth hands to
 * `advanced.backgroundTasks` (a reset link, a verification link), so a call that mails only when
 * an account exists answers in the same time either way. The process waits for what is under
 * way before it stops (src/server/app/runtime.server.ts), and tests wait for it with `settled`.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();

  /**
   * Aborted when the process begins to stop. Long work (a reconciliation of every customer)
   * ends at its next step, so the process can stop within its limit; a mail ignores it.
   */
  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  stop(): void {
    this.stopping.abort();
  }

  /** Runs `work` without waiting for it; a failure is the work's own to report. */
  run = (work: Promise<unknown>): void => {
    const tracked = work.catch(() => {}).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  };

  /** Resolves once everything started so far, and anything it started, has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  get size(): number {
    return this.running.size;
  }
}
