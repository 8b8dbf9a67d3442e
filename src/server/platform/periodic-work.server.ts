/**
 * A pass of work run on a timer, one pass at a time, that never keeps the process alive: each
 * pass answers how long to wait before the next (a backoff after a failure, say). `stop` ends
 * the schedule and waits for the pass under way.
 */
export class PeriodicWork {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private halted = true;

  /** `pass` must not throw: it handles its own failures and answers the next delay. */
  constructor(private readonly pass: () => Promise<number>) {}

  /** Whether the schedule is off (before `start`, after `stop`). */
  get stopped(): boolean {
    return this.halted;
  }

  /** Runs the first pass after `delayMs`; nothing when already started. */
  start(delayMs: number): void {
    if (!this.halted) return;
    this.halted = false;
    this.schedule(delayMs);
  }

  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.halted) return;
    this.timer = setTimeout(() => {
      this.running = this.pass().then((next) => {
        this.running = undefined;
        this.schedule(next);
      });
    }, delayMs);
    this.timer.unref();
  }
}
