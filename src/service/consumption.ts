import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

type Totals = { credit: number; bytes: number };

/**
 * What each client used, for GET /comparison/consumption: one credit per document operation
 * and the megabytes of documents it read. With a file, totals survive restarts: they are saved
 * (temp file + rename) at most every half second after a change, and on flush(). Flushes run
 * one at a time, each with a temp file of its own: a timer's flush and close()'s flush never
 * rename the same temp file twice.
 */
export class ConsumptionMeter {
  private readonly byClient = new Map<string, Totals>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly file?: string) {
    if (!file) return;
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Totals>;
      for (const [client, totals] of Object.entries(saved)) {
        if (Number.isFinite(totals?.credit) && Number.isFinite(totals?.bytes))
          this.byClient.set(client, { credit: totals.credit, bytes: totals.bytes });
      }
    } catch {
      // No file yet, or an unreadable one: counting starts at zero.
    }
  }

  record(clientId: string, bytes: number): void {
    const entry = this.byClient.get(clientId) ?? { credit: 0, bytes: 0 };
    entry.credit += 1;
    entry.bytes += bytes;
    this.byClient.set(clientId, entry);
    if (this.file && !this.timer) {
      // A failed save (disk full, folder removed at shutdown) is retried with the next change.
      this.timer = setTimeout(() => void this.flush().catch(() => undefined), 500);
      this.timer.unref();
    }
  }

  of(clientId: string): { Credit: number; Quantity: number } {
    const entry = this.byClient.get(clientId) ?? { credit: 0, bytes: 0 };
    return { Credit: entry.credit, Quantity: Math.round((entry.bytes / (1024 * 1024)) * 1e6) / 1e6 };
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const file = this.file;
    if (!file) return Promise.resolve();
    // Each flush writes the totals as they are when its turn comes, after the one before it.
    const run = this.flushing.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, JSON.stringify(Object.fromEntries(this.byClient)));
        await rename(temp, file);
      } finally {
        await rm(temp, { force: true });
      }
    });
    this.flushing = run.catch(() => undefined);
    return run;
  }
}
