import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsumptionMeter } from '../../src/service/consumption';
import type { ConditionalStore, TaggedContent, WriteCondition } from '../../src/storage/conditional';
import { LocalConditionalStore } from '../../src/storage/local-conditional';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-meter-'));
  dirs.push(dir);
  return dir;
}

const MB = 1024 * 1024;

/** A real local store whose writes can be made to fail (a full disk), or to land and then fail (a lost answer). */
class FlakyStore implements ConditionalStore {
  readonly name = 'flaky';
  mode: 'ok' | 'full' | 'lost-answer' = 'ok';
  writes = 0;
  reads = 0;
  constructor(private readonly inner: ConditionalStore) {}
  readTagged(key: string): Promise<TaggedContent | undefined> {
    this.reads++;
    return this.inner.readTagged(key);
  }
  async writeIf(key: string, content: Uint8Array, condition: WriteCondition): Promise<string | undefined> {
    this.writes++;
    if (this.mode === 'full')
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const etag = await this.inner.writeIf(key, content, condition);
    if (this.mode === 'lost-answer' && etag) {
      this.mode = 'ok';
      throw new Error('socket hang up');
    }
    return etag;
  }
  deleteIf(key: string, etag: string): Promise<boolean> {
    return this.inner.deleteIf(key, etag);
  }
  listKeys(prefix: string): Promise<string[]> {
    return this.inner.listKeys(prefix);
  }
}

describe('the consumption meter', () => {
  it('counts in memory: a read includes what is not flushed, and nothing touches the store until a flush', async () => {
    const store = new FlakyStore(new LocalConditionalStore(join(tempDir(), 'state')));
    const meter = new ConsumptionMeter(store, { flushMs: 3_600_000 });
    for (let i = 0; i < 5; i++) meter.record('a', MB);
    expect(store.writes).toBe(0);
    expect(await meter.of('a')).toEqual({ Credit: 5, Quantity: 5 });
    await meter.flush();
    expect(store.writes).toBe(1);
    meter.record('a', MB);
    expect(await meter.of('a')).toEqual({ Credit: 6, Quantity: 6 });
    // Another replica sees only what was flushed.
    expect(await new ConsumptionMeter(store).of('a')).toEqual({ Credit: 5, Quantity: 5 });
    await meter.close();
    expect(await new ConsumptionMeter(store).of('a')).toEqual({ Credit: 6, Quantity: 6 });
  });

  it('writes a flush on the etag of its own last write without reading the record again, and reads after another replica wrote', async () => {
    const dir = tempDir();
    const store = new FlakyStore(new LocalConditionalStore(join(dir, 'state')));
    const meter = new ConsumptionMeter(store, { flushMs: 3_600_000 });
    meter.record('a', MB);
    await meter.flush();
    expect([store.reads, store.writes]).toEqual([1, 1]);
    for (let round = 0; round < 3; round++) {
      meter.record('a', MB);
      await meter.flush();
    }
    expect([store.reads, store.writes]).toEqual([1, 4]);
    // Another replica's write makes the kept etag stale: the next flush fails on it, reads, and writes again.
    const other = new ConsumptionMeter(new LocalConditionalStore(join(dir, 'state')), { flushMs: 3_600_000 });
    other.record('a', MB);
    await other.flush();
    meter.record('a', MB);
    await meter.flush();
    expect([store.reads, store.writes]).toEqual([2, 6]);
    expect(await new ConsumptionMeter(store).of('a')).toEqual({ Credit: 6, Quantity: 6 });
  });

  it('gives exact totals when two replicas count and flush into one record at once, flushes colliding', async () => {
    const dir = tempDir();
    const replicas = [0, 1].map(
      () => new ConsumptionMeter(new LocalConditionalStore(join(dir, 'state')), { flushMs: 1 }),
    );
    const rounds = Array.from({ length: 20 }, async (_, round) => {
      for (let i = 0; i < 10; i++) replicas[(round + i) % 2].record(i % 5 === 0 ? 'b' : 'a', MB);
      // Both replicas flush the same records at the same moment, so their conditional writes collide.
      await Promise.all(replicas.map((meter) => meter.flush()));
    });
    await Promise.all(rounds);
    await Promise.all(replicas.map((meter) => meter.close()));
    const reader = new ConsumptionMeter(new LocalConditionalStore(join(dir, 'state')));
    expect(await reader.of('a')).toEqual({ Credit: 160, Quantity: 160 });
    expect(await reader.of('b')).toEqual({ Credit: 40, Quantity: 40 });
    expect(await replicas[0].of('a')).toEqual({ Credit: 160, Quantity: 160 });
  });

  it('keeps counting while the store refuses writes, reports it once, and writes everything when it takes them again', async () => {
    const store = new FlakyStore(new LocalConditionalStore(join(tempDir(), 'state')));
    const errors: string[] = [];
    let recovered = 0;
    const meter = new ConsumptionMeter(store, {
      flushMs: 3_600_000,
      onFlushError: (error) => errors.push(String(error)),
      onRecovered: () => recovered++,
    });
    store.mode = 'full';
    for (let i = 0; i < 3; i++) {
      expect(() => meter.record('a', MB)).not.toThrow();
      await meter.flush();
    }
    expect(errors).toEqual(['Error: ENOSPC: no space left on device, write']);
    expect(await meter.of('a')).toEqual({ Credit: 3, Quantity: 3 });
    store.mode = 'ok';
    await meter.flush();
    expect(recovered).toBe(1);
    expect(await new ConsumptionMeter(store).of('a')).toEqual({ Credit: 3, Quantity: 3 });
  });

  it('counts a flush once when its write landed but the answer was lost and it is retried', async () => {
    const store = new FlakyStore(new LocalConditionalStore(join(tempDir(), 'state')));
    const meter = new ConsumptionMeter(store, { flushMs: 3_600_000, onFlushError: () => undefined });
    meter.record('a', MB);
    meter.record('a', MB);
    store.mode = 'lost-answer';
    await meter.flush();
    await meter.flush();
    expect(await new ConsumptionMeter(store).of('a')).toEqual({ Credit: 2, Quantity: 2 });
    expect(await meter.of('a')).toEqual({ Credit: 2, Quantity: 2 });
  });

  it('says at shutdown how many clients it could not write', async () => {
    const store = new FlakyStore(new LocalConditionalStore(join(tempDir(), 'state')));
    const reports: number[] = [];
    const meter = new ConsumptionMeter(store, { onFlushError: (_, clients) => reports.push(clients) });
    store.mode = 'full';
    meter.record('a', 1);
    meter.record('b', 1);
    await meter.close();
    expect(reports).toEqual([2, 2]);
  });

  it('counts nothing when disabled', async () => {
    const store = new FlakyStore(new LocalConditionalStore(join(tempDir(), 'state')));
    const meter = new ConsumptionMeter(store, { enabled: false });
    meter.record('a', MB);
    await meter.close();
    expect(store.writes).toBe(0);
    expect(await meter.of('a')).toEqual({ Credit: 0, Quantity: 0 });
  });

  it('imports an old consumption.json once when two replicas start on it', async () => {
    const dir = tempDir();
    const file = join(dir, 'consumption.json');
    writeFileSync(file, JSON.stringify({ a: { credit: 5, bytes: 50 } }));
    const replicas = [0, 1].map(() => new ConsumptionMeter(new LocalConditionalStore(join(dir, 'shared-state'))));
    await Promise.all(replicas.map((meter) => meter.importFile(file)));
    expect(await new ConsumptionMeter(new LocalConditionalStore(join(dir, 'shared-state'))).of('a')).toEqual({
      Credit: 5,
      Quantity: 0.000048,
    });
    expect(readdirSync(dir).sort()).toEqual(['consumption.json.imported', 'shared-state']);
  });
});
