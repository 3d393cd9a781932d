import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
});
