import { rename, readFile } from 'node:fs/promises';
import type { ConditionalStore } from '../storage/conditional';

type Totals = { credit: number; bytes: number };

/** Conflicts one update may meet before it gives up; each retry waits a little longer. */
const MAX_ATTEMPTS = 50;

/**
 * What each client used, for GET /comparison/consumption: one credit per document operation
 * and the megabytes of documents it read. Totals live in the shared ConditionalStore, one key
 * per client, so every replica counts into and reads the same totals: an update reads the
 * client's totals and writes them back on condition that nobody wrote in between, and retries
 * when somebody did, so no increment from another replica is lost.
 */
export class ConsumptionMeter {
  constructor(private readonly store: ConditionalStore) {}

  async record(clientId: string, bytes: number): Promise<void> {
    await this.add(clientId, { credit: 1, bytes });
  }

  async of(clientId: string): Promise<{ Credit: number; Quantity: number }> {
    const entry = (await this.read(clientId))?.totals ?? { credit: 0, bytes: 0 };
    return { Credit: entry.credit, Quantity: Math.round((entry.bytes / (1024 * 1024)) * 1e6) / 1e6 };
  }

  /**
   * Adds the totals of a consumption.json written by an older version (one process, one file) and
   * renames the file, so they are counted once even when several replicas start on it at once:
   * only the replica whose rename succeeds adds them.
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
        await this.add(client, { credit: totals.credit, bytes: totals.bytes });
  }

  private key(clientId: string): string {
    return `consumption/${encodeURIComponent(clientId)}`;
  }

  private async read(clientId: string): Promise<{ totals: Totals; etag: string } | undefined> {
    const tagged = await this.store.readTagged(this.key(clientId));
    if (!tagged) return undefined;
    const totals = JSON.parse(new TextDecoder().decode(tagged.content)) as Totals;
    return { totals, etag: tagged.etag };
  }

  private async add(clientId: string, delta: Totals): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.read(clientId);
      const next: Totals = {
        credit: (current?.totals.credit ?? 0) + delta.credit,
        bytes: (current?.totals.bytes ?? 0) + delta.bytes,
      };
      const written = await this.store.writeIf(
        this.key(clientId),
        new TextEncoder().encode(JSON.stringify(next)),
        current ? { ifMatch: current.etag } : { ifNoneMatch: '*' },
      );
      if (written) return;
      if (attempt >= MAX_ATTEMPTS)
        throw new Error(`consumption of '${clientId}': ${MAX_ATTEMPTS} writes in a row met another writer`);
      // Another replica wrote first: wait a random moment so the two do not collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));
    }
  }
}
