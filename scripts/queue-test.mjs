#!/usr/bin/env node
/**
 * Whether the translation queue's cost follows the work in it (issue #36): `--replicas` `docdelta
 * serve` replicas (the server's default poll settings) with their shared state on Ceph RGW, reached
 * through the counting proxy of the scale test, on loopback only.
 *
 *   scripts/s3-server.sh run -- node scripts/queue-test.mjs [--jobs 500] [--replicas 2] [--samples 20]
 *
 * Measures the latency of `POST /translation/resx` (the median and the slowest of `--samples`
 * submissions, each waited for) and the idle replicas' store requests per second, then runs
 * `--jobs` translation jobs (ten clients at once, each job polled until done), then measures both
 * again. Fails when the latency after is more than twice the latency before, when the idle
 * requests/s grew, or when a job did not finish.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { RoundRobin, startReplica, tokenFrom, waitForJob, writeSharedConfig } = await import('./scale/replicas.ts');
const { CountingProxy, countsSince } = await import('./scale/store-proxy.ts');

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '500' },
    replicas: { type: 'string', default: '2' },
    samples: { type: 'string', default: '20' },
    'max-minutes': { type: 'string', default: '15' },
  },
});
const JOBS = Number(values.jobs);
const SAMPLES = Number(values.samples);
const { S3_TEST_ENDPOINT, S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID, S3_TEST_SECRET_ACCESS_KEY } = process.env;
if (!S3_TEST_ENDPOINT) {
  console.error('queue-test: S3_TEST_ENDPOINT is not set: run it under scripts/s3-server.sh run --');
  process.exit(2);
}
const S3 = {
  endpoint: S3_TEST_ENDPOINT,
  region: S3_TEST_REGION ?? 'us-east-1',
  accessKeyId: S3_TEST_ACCESS_KEY_ID,
  secretAccessKey: S3_TEST_SECRET_ACCESS_KEY,
};

const replicas = [];
const guard = setTimeout(
  () => {
    console.error(`queue-test: stopped after ${values['max-minutes']} minutes`);
    for (const r of replicas) r.child.kill('SIGKILL');
    process.exit(1);
  },
  Number(values['max-minutes']) * 60_000,
);
guard.unref();

const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
const client = new S3Client({
  endpoint: S3.endpoint,
  region: S3.region,
  forcePathStyle: true,
  credentials: { accessKeyId: S3.accessKeyId, secretAccessKey: S3.secretAccessKey },
});
const stamp = Date.now().toString(36);
const state = `queue-state-${stamp}`;
await client.send(new CreateBucketCommand({ Bucket: state }));
client.destroy();
const proxy = new CountingProxy(S3.endpoint, (bucket) => bucket === state);
const endpoint = await proxy.start();

const dir = await mkdtemp(join(tmpdir(), 'docdelta-queue-'));
const RESX = '<?xml version="1.0" encoding="utf-8"?><root><data name="Greeting"><value>Hello</value></data></root>';
const body = JSON.stringify({
  targetLanguages: ['de'],
  file: Buffer.from(RESX).toString('base64'),
  originalFileName: 'Strings.resx',
  savingMode: 'Files',
});
let failed = false;
try {
  // The server's default queue settings: a 30 s lease, idle polls from 1 s doubling up to 8 s.
  const config = await writeSharedConfig(
    join(dir, 'shared'),
    { sharedState: { type: 's3', ...S3, endpoint, bucket: state, prefix: 'state' } },
    { leaseSeconds: 30, pollMilliseconds: 1000 },
  );
  for (let i = 0; i < Number(values.replicas); i++)
    replicas.push(await startReplica(config, join(dir, `replica-${i + 1}`)));
  const urls = replicas.map((r) => r.url);
  const token = await tokenFrom(urls[0]);

  /** Submits one job and waits for it; returns the submission's latency in ms. */
  const oneJob = async (rr) => {
    const started = performance.now();
    const accepted = await rr.send('POST', '/v2.0/translation/resx', body);
    const ms = performance.now() - started;
    const id = JSON.parse(accepted.body).id;
    if (accepted.status !== 202 || !id) throw new Error(`submit answered ${accepted.status}: ${accepted.body}`);
    const done = await waitForJob(rr, id);
    if (done.state !== 200) throw new Error(`job ${id} ended with ${done.state}`);
    return ms;
  };
  const latency = async () => {
    const rr = new RoundRobin(urls, token);
    const ms = [];
    for (let i = 0; i < SAMPLES; i++) ms.push(await oneJob(rr));
    ms.sort((a, b) => a - b);
    return { median: ms[Math.floor(ms.length / 2)], max: ms[ms.length - 1] };
  };
  /** Store requests/s of the idle replicas over `seconds`, after their polls have backed off. */
  const idle = async (seconds = 20) => {
    await new Promise((done) => setTimeout(done, 10_000));
    const before = proxy.snapshot();
    await new Promise((done) => setTimeout(done, seconds * 1000));
    const used = countsSince(before, proxy.snapshot());
    return Object.values(used).reduce((sum, n) => sum + n, 0) / seconds;
  };

  const before = { ...(await latency()), idle: await idle() };
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      const rr = new RoundRobin(urls, token);
      while (next++ < JOBS) await oneJob(rr);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = { ...(await latency()), idle: await idle() };
  const row = (when, m) => ({
    when,
    'POST /translation/resx median ms': m.median.toFixed(1),
    'slowest ms': m.max.toFixed(1),
    'idle store req/s': m.idle.toFixed(2),
  });
  console.table([row('before', before), row(`after ${JOBS} jobs`, after)]);
  console.log(`${JOBS} jobs on ${replicas.length} replica(s) in ${seconds.toFixed(1)} s`);
  if (after.median > 2 * before.median) {
    failed = true;
    console.error(`queue-test: the submission's median latency grew from ${before.median} to ${after.median} ms`);
  }
  // One poll more or less in the window is noise; a growing queue would add requests per job done.
  if (after.idle > before.idle + 0.5) {
    failed = true;
    console.error(`queue-test: idle replicas' store requests/s grew from ${before.idle} to ${after.idle}`);
  }
} catch (error) {
  failed = true;
  console.error(`queue-test: ${error.message}`);
} finally {
  await Promise.all(replicas.map((r) => r.stop()));
  proxy.stop();
  await rm(dir, { recursive: true, force: true });
}
clearTimeout(guard);
console.log(failed ? 'queue-test: FAILED' : 'queue-test: passed');
process.exit(failed ? 1 : 0);
