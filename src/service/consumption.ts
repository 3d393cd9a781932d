import { randomUUID } from 'node:crypto';
import { rename, readFile } from 'node:fs/promises';
import type { ConditionalStore } from '../storage/conditional';

type Totals = { credit: number; bytes: number };

/**
 * One client's record in the shared store. `replicas` holds, for each replica that wrote, how much
 * of its own count the totals already include: a replica adds only what it counted beyond that, so a
 * flush written twice (a write that landed but whose answer was lost, then retried) counts once.
 */
interface StoredRecord extends Totals {
  replicas?: Record<string, Totals & { at: number }>;
}

export interface ConsumptionMeterOptions {
  /** How often counts go to the store; 1000 ms when absent. */
  flushMs?: number;
  /** False: nothing is counted (for measuring what the meter costs). */
  enabled?: boolean;
  /** Told when a flush could not reach the store (its counts stay in memory and go with the next one). */
  onFlushError?: (error: unknown, pendingClients: number) => void;
  /** Told once the store takes counts again after failures. */
  onRecovered?: () => void;
}

/** Conflicts one client's flush may meet before it waits for the next flush. */
const MAX_ATTEMPTS = 20;
/** A replica's entry in a record is dropped once it has not written for this long. */
const FORGET_REPLICA_AFTER_MS = 7 * 24 * 3600_000;
const DEFAULT_FLUSH_MS = 1000;

/**
 * What each client used, for GET /comparison/consumption: one credit per document operation
 * and the megabytes of documents it read.
 *
 * A request only adds to counters in this process's memory (it cannot fail, wait or touch a disk);
 * a timer writes them to the shared ConditionalStore, one record per client, on condition that nobody
 * wrote in between, and retries the write when somebody did. Every replica adds into the same
 * records, so the totals across replicas are exact once each has flushed; a read answers the stored
 * totals plus what this replica counted and has not flushed yet. Counts are flushed on close; a
 * replica killed outright loses at most its last interval's counts.
 */
export class ConsumptionMeter {
  /** This process's name in the records; new at each start, so a restart never meets its own old entry. */
  private readonly replica = randomUUID();
  /** Everything this replica counted per client since it started. */
  private readonly counted = new Map<string, Totals>();
  /** What this replica knows the store holds of its own counts (its last successful write). */
  private readonly confirmed = new Map<string, Totals>();
  /**
   * Each client's record as this replica last read or wrote it, with its etag: the next flush writes
   * on that etag without reading first, and reads only when another replica wrote in between.
   */
  private readonly known = new Map<string, { record: StoredRecord; etag: string }>();
  private readonly flushMs: number;
  private readonly enabled: boolean;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private failing = false;
  private closed = false;

  constructor(
    private readonly store: ConditionalStore,
    private readonly options: ConsumptionMeterOptions = {},
  ) {
    this.flushMs = options.flushMs ?? DEFAULT_FLUSH_MS;
    this.enabled = options.enabled ?? true;
  }

  /** Counts one operation. Synchronous and never throws: a request's outcome never depends on the meter. */
  record(clientId: string, bytes: number): void {
    if (!this.enabled || !Number.isFinite(bytes)) return;
    this.add(clientId, { credit: 1, bytes });
  }

  async of(clientId: string): Promise<{ Credit: number; Quantity: number }> {
    const stored = await this.read(clientId);
    const totals = stored?.record ?? { credit: 0, bytes: 0 };
    const unflushed = this.unflushed(clientId, stored?.record);
    const credit = totals.credit + unflushed.credit;
    const bytes = totals.bytes + unflushed.bytes;
    return { Credit: credit, Quantity: Math.round((bytes / (1024 * 1024)) * 1e6) / 1e6 };
  }

  /**
   * Writes what this replica counted and the store does not hold yet. One flush at a time; a client
   * whose record kept changing under it, or a store that failed, is left for the next flush.
   */
  flush(): Promise<void> {
    // A flush already under way may have read the counts before the caller's: the caller waits for
    // the next one, which callers arriving meanwhile share.
    this.queued ??= (this.running ?? Promise.resolve()).then(() => {
      this.queued = undefined;
      const run = this.flushOnce().finally(() => {
        if (this.running === run) this.running = undefined;
      });
      this.running = run;
      return run;
    });
    return this.queued;
  }

  /** Stops the timer and flushes, retrying conflicts until everything is written or the store fails. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (let round = 0; round < 10 && this.pendingClients().length; round++) {
      await this.flush();
      if (this.failing) break;
    }
    const left = this.pendingClients().length;
    // Said at shutdown even when a failure was reported before: these counts end with the process.
    try {
      if (left) this.options.onFlushError?.(new Error('counts not written before shutdown'), left);
    } catch {
      // Nothing more to do at shutdown.
    }
  }

  /**
   * Adds the totals of a consumption.json written by an older version (one process, one file) and
   * renames the file, so they are counted once even when several replicas start on it at once:
   * only the replica whose rename succeeds adds them. They are flushed at once.
   */
  async importFile(file: string): Promise<void> {
    const claimed = `${file}.imported`;
    try {
      await rename(file, claimed);
    } catch {
      return; // No such file, or another replica took it.
    }
    let saved: Record<string, Totals> = {};
    try {
      saved = JSON.parse(await readFile(claimed, 'utf8')) as Record<string, Totals>;
    } catch {
      // An unreadable file: counting goes on from what the store has.
    }
    for (const [client, totals] of Object.entries(saved ?? {}))
      if (Number.isFinite(totals?.credit) && Number.isFinite(totals?.bytes))
        this.add(client, { credit: totals.credit, bytes: totals.bytes });
    await this.flush();
  }

  private add(clientId: string, delta: Totals): void {
    const totals = this.counted.get(clientId) ?? { credit: 0, bytes: 0 };
    totals.credit += delta.credit;
    totals.bytes += delta.bytes;
    this.counted.set(clientId, totals);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush().then(() => {
        if (this.pendingClients().length) this.schedule();
      });
    }, this.flushMs);
    // A pending flush never keeps the process alive; close() flushes.
    this.timer.unref();
  }

  private pendingClients(): string[] {
    return [...this.counted]
      .filter(([client, totals]) => {
        const done = this.confirmed.get(client);
        return !done || done.credit !== totals.credit || done.bytes !== totals.bytes;
      })
      .map(([client]) => client);
  }

  /** How much of this replica's count the record does not include. */
  private unflushed(clientId: string, record: StoredRecord | undefined): Totals {
    const counted = this.counted.get(clientId);
    if (!counted) return { credit: 0, bytes: 0 };
    const included = this.included(clientId, record);
    return { credit: counted.credit - included.credit, bytes: counted.bytes - included.bytes };
  }

  /** How much of this replica's count a record already includes. */
  private included(clientId: string, record: StoredRecord | undefined): Totals {
    // An entry dropped as stale still had everything this replica confirmed.
    return record?.replicas?.[this.replica] ?? this.confirmed.get(clientId) ?? { credit: 0, bytes: 0 };
  }

  private async flushOnce(): Promise<void> {
    const clients = this.pendingClients();
    const results = await Promise.allSettled(clients.map((client) => this.flushClient(client)));
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    try {
      if (failure) {
        if (!this.failing) this.options.onFlushError?.(failure.reason, this.pendingClients().length);
        this.failing = true;
      } else if (this.failing) {
        this.failing = false;
        this.options.onRecovered?.();
      }
    } catch {
      // A logger that failed: the counts are still in memory and the next flush tries again.
    }
  }

  private async flushClient(clientId: string): Promise<void> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const counted = { ...this.counted.get(clientId)! };
      const current = (attempt === 1 && this.known.get(clientId)) || (await this.read(clientId));
      const included = this.included(clientId, current?.record);
      const delta = { credit: counted.credit - included.credit, bytes: counted.bytes - included.bytes };
      if (delta.credit === 0 && delta.bytes === 0) {
        this.confirmed.set(clientId, counted);
        return;
      }
      const now = Date.now();
      const replicas = Object.fromEntries(
        Object.entries(current?.record.replicas ?? {}).filter(([, entry]) => now - entry.at < FORGET_REPLICA_AFTER_MS),
      );
      replicas[this.replica] = { ...counted, at: now };
      const next: StoredRecord = {
        credit: (current?.record.credit ?? 0) + delta.credit,
        bytes: (current?.record.bytes ?? 0) + delta.bytes,
        replicas,
      };
      const written = await this.store.writeIf(
        this.key(clientId),
        new TextEncoder().encode(JSON.stringify(next)),
        current ? { ifMatch: current.etag } : { ifNoneMatch: '*' },
      );
      if (written) {
        this.confirmed.set(clientId, counted);
        this.known.set(clientId, { record: next, etag: written });
        return;
      }
      this.known.delete(clientId);
      // Another replica wrote first: wait a random moment so the two do not collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));
    }
    // Still contended: the next flush tries again; nothing is lost meanwhile.
  }

  private key(clientId: string): string {
    return `consumption/${encodeURIComponent(clientId)}`;
  }

  private async read(clientId: string): Promise<{ record: StoredRecord; etag: string } | undefined> {
    const tagged = await this.store.readTagged(this.key(clientId));
    if (!tagged) {
      this.known.delete(clientId);
      return undefined;
    }
    const record = JSON.parse(new TextDecoder().decode(tagged.content)) as StoredRecord;
    this.known.set(clientId, { record, etag: tagged.etag });
    return { record, etag: tagged.etag };
  }
}
