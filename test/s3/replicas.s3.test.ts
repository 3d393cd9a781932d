import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENTS,
  RoundRobin,
  startReplica,
  tokenFrom,
  vendorSession,
  writeSharedConfig,
  type Replica,
} from '../../scripts/scale/replicas';
import { cephSettings, freshBucket } from './ceph';

// Two `docdelta serve` processes whose files and shared state are on Ceph RGW, against one
// replica on a local folder: the same session, alternating between the two, answers the same.

let root: string;
let single: Replica;
let replicas: Replica[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docdelta-replicas-s3-'));
  const files = await freshBucket();
  const state = await freshBucket({ versioned: false });
  cleanups.push(files.cleanup, state.cleanup);
  const s3 = cephSettings();
  const shared = await writeSharedConfig(join(root, 'shared'), {
    storages: [{ type: 's3', name: 'First Storage', ...s3, bucket: files.bucket }],
    sharedState: { type: 's3', ...s3, bucket: state.bucket, prefix: 'state' },
  });
  const alone = await writeSharedConfig(join(root, 'alone'));
  [single, ...replicas] = await Promise.all([
    startReplica(alone, join(root, 'alone', 'own')),
    ...[1, 2].map((n) => startReplica(shared, join(root, `replica-${n}`))),
  ]);
});

afterAll(async () => {
  await Promise.all([single, ...replicas].filter(Boolean).map((r) => r.stop()));
  for (const cleanup of cleanups) await cleanup();
  await rm(root, { recursive: true, force: true });
});

describe('two replicas on Ceph RGW', () => {
  it('answer a session whose requests alternate between them as one replica on a local folder does', async () => {
    const expected = await vendorSession(new RoundRobin([single.url], await tokenFrom(single.url)), 'session');
    expect(expected.find((a) => a.step === 'translation status')?.body).toContain('"state":"Completed"');
    const token = await tokenFrom(replicas[0].url);
    const answers = await vendorSession(
      new RoundRobin(
        replicas.map((r) => r.url),
        token,
      ),
      'session',
    );
    expect(answers).toEqual(expected);
    // Nothing lands in a replica's own folder: the files and the counts are in the buckets.
    for (const replica of replicas) {
      const entries = await readdir(replica.dir, { recursive: true, withFileTypes: true }).catch(() => []);
      expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual([]);
    }
  });

  it('count 40 operations sent to both replicas at once into one exact total in the bucket', async () => {
    const client = CLIENTS[1];
    const tokens = await Promise.all(replicas.map((r) => tokenFrom(r.url, client)));
    const rr = new RoundRobin(
      replicas.map((r) => r.url),
      tokens[0],
    );
    const upload = await rr.send(
      'PUT',
      '/v2.0/comparison/storage/file/count/a.txt',
      'counted\n',
      'application/octet-stream',
    );
    expect(upload.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => rr.send('POST', '/v2.0/comparison/info', '{"FilePath":"count/a.txt"}')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    // Each replica flushes every 50 ms (the config's setting); both then read all 40, and no more.
    for (const replica of replicas) {
      const one = new RoundRobin([replica.url], tokens[0]);
      let consumption: { Credit: number; Quantity: number };
      do {
        consumption = JSON.parse((await one.send('GET', '/v2.0/comparison/consumption')).body);
        if (consumption.Credit < 40) await new Promise((resolve) => setTimeout(resolve, 25));
      } while (consumption.Credit < 40);
      expect(consumption).toEqual({ Credit: 40, Quantity: Math.round((40 * 8 * 1e6) / 2 ** 20) / 1e6 });
    }
  });
});
