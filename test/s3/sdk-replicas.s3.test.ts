import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS, startReplica, writeSharedConfig, type Replica } from '../../scripts/scale/replicas';
import { runSdkSuite, type SuiteRun } from '../helpers/sdk-suites';
import { cephSettings, freshBucket } from './ceph';

// The vendor's Node SDK suite through two `docdelta serve` replicas whose files and shared state
// are on Ceph RGW, each request to the other replica in turn, against the same suite on one
// server with a local folder: the same tests pass, with the same change counts.

// The operation time limit is not what the suite tests: a protected Word result (its key derived
// 100,000 times, twice) can pass the 120 s default on a machine busy with other work.
const LIMITS = { limits: { timeoutSeconds: 1800 } };

let root: string;
let single: Replica;
let replicas: Replica[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docdelta-sdk-replicas-s3-'));
  const files = await freshBucket();
  const state = await freshBucket({ versioned: false });
  cleanups.push(files.cleanup, state.cleanup);
  const s3 = cephSettings();
  const shared = await writeSharedConfig(join(root, 'shared'), {
    ...LIMITS,
    storages: [{ type: 's3', name: 'First Storage', ...s3, bucket: files.bucket }],
    sharedState: { type: 's3', ...s3, bucket: state.bucket, prefix: 'state' },
  });
  const alone = await writeSharedConfig(join(root, 'alone'), LIMITS);
  [single, ...replicas] = await Promise.all([
    startReplica(alone, join(root, 'alone', 'own')),
    ...[1, 2].map((n) => startReplica(shared, join(root, `replica-${n}`))),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([single, ...replicas].filter(Boolean).map((r) => r.stop()));
  for (const cleanup of cleanups) await cleanup();
  await rm(root, { recursive: true, force: true });
});

const outcomes = (run: SuiteRun) =>
  run.results.map((r) => `${r.test.name}: ${r.outcome.passed ? 'pass' : 'fail'} ${r.outcome.count?.ours ?? ''}`);

describe('the vendor Node SDK suite through two replicas on Ceph RGW', () => {
  it('passes as through one server on a local folder, and leaves nothing in either replica’s folder', async () => {
    const credentials = { clientId: CLIENTS[0].clientId, clientSecret: CLIENTS[0].clientSecret };
    const alone = await runSdkSuite('node', { urls: [single.url], ...credentials });
    const through = await runSdkSuite('node', { urls: replicas.map((r) => r.url), ...credentials });
    console.log(`one server, local folder: ${alone.summary}\ntwo replicas, RGW: ${through.summary}`);
    expect(through.structuralFailures).toEqual([]);
    expect(through.passed).toBeGreaterThanOrEqual(through.bar);
    expect(outcomes(through)).toEqual(outcomes(alone));
    // Each replica answered part of the suite.
    for (const replica of replicas) expect(replica.requests()).toBeGreaterThan(20);
    // No state and no document in a replica's own folder: they are in the buckets.
    for (const replica of replicas) {
      const entries = await readdir(replica.dir, { recursive: true, withFileTypes: true }).catch(() => []);
      expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual([]);
    }
  }, 1_800_000);
});
