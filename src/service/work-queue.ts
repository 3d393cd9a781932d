import { ServiceError } from './errors';

export interface WorkQueueOptions {
  /** Jobs that run at once. */
  concurrency: number;
  /** Jobs that may wait for a slot; one more is refused with 429. */
  maxQueued: number;
  /** Each job's time limit. */
  timeoutMs: number;
}

/**
 * Bounds comparison work so one huge document cannot starve the server: at most `concurrency`
 * jobs run, at most `maxQueued` wait, and the rest are refused at once with a Retry-After.
 * A job that passes its time limit answers 503 and its signal aborts; its slot stays taken
 * until the work really stops, so the bound holds even for work that cannot be interrupted.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** The time-limit handlers of the jobs now running, so a test can pass their limit on demand. */
  private readonly expiries = new Set<() => void>();

  constructor(private readonly options: WorkQueueOptions) {}

  get stats(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  /**
   * `work` gets a signal that aborts at the time limit, so it can stop (a worker is terminated,
   * LibreOffice killed), and when `gone` aborts (the client closed its connection).
   */
  async run<T>(work: (signal: AbortSignal) => Promise<T>, gone?: AbortSignal): Promise<T> {
    gone?.throwIfAborted();
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxQueued) {
        throw new ServiceError(429, 'TooManyRequests', 'The server is busy; retry after the time in Retry-After.', 2);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const controller = new AbortController();
    const onGone = () => controller.abort(gone?.reason);
    // A client that left while its job waited for a slot: the job does not start.
    if (gone?.aborted) onGone();
    else gone?.addEventListener('abort', onGone, { once: true });
    const job = (async () => {
      controller.signal.throwIfAborted();
      return work(controller.signal);
    })();
    job.then(
      () => this.release(),
      () => this.release(),
    );
    let timer: NodeJS.Timeout | undefined;
    let expire!: () => void;
    const limit = new Promise<never>((_, reject) => {
      expire = () => {
        const error = new ServiceError(
          503,
          'Timeout',
          `The operation took longer than the server's limit of ${formatSeconds(this.options.timeoutMs)}.`,
        );
        controller.abort(error);
        reject(error);
      };
      timer = setTimeout(expire, this.options.timeoutMs);
    });
    this.expiries.add(expire);
    const left = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
    );
    // Only one of `limit` and `left` is awaited to its end; the other must not reject unheard.
    limit.catch(() => undefined);
    left.catch(() => undefined);
    try {
      return await Promise.race([job, limit, left]);
    } finally {
      gone?.removeEventListener('abort', onGone);
      clearTimeout(timer);
      this.expiries.delete(expire);
    }
  }

  /**
   * For tests only: every running job passes its time limit now, exactly as when its timer fires.
   * A test of what happens at the limit then depends on no race between the work and the clock.
   */
  expireRunningForTest(): void {
    for (const expire of [...this.expiries]) expire();
  }

  /** Hands the slot to the next waiting job, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

function formatSeconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}
