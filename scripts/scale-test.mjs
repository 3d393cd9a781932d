#!/usr/bin/env node
/**
 * The scale test of #20: 1, 2 and 3 `docdelta serve` replicas on one shared store behind a real
 * HAProxy (round robin, health checks), on loopback only, with a bounded runtime.
 *
 *   node scripts/scale-test.mjs [--workers 8] [--sessions 3] [--haproxy /usr/sbin/haproxy] [--max-minutes 10]
 *                               [--replicas 1,2,3] [--no-kill] [--flush-ms 1000] [--session full|compare]
 *
 * For each replica count: a check session alone (so round robin sends each of its requests to the
 * next replica) must answer exactly as the single replica did; then `--workers` clients run
 * `--sessions` vendor-style sessions each (upload, versions, changes, comparison, updates,
 * download, folder, translation job, consumption) at once. Afterwards every session's files and
 * jobs must be there and the consumption total must be exact. `--session compare` runs the shorter
 * session of issue #36 instead (upload a pair, comparison to an OutputPath, download, changes). Prints throughput, p50/p99 latency
 * and the peak RSS of each replica. Last, with 3 replicas, one is killed mid-run: requests in
 * flight must fail cleanly (a 502/503 from HAProxy or a cut connection, never a wrong answer),
 * the others carry on, and every accepted translation job finishes.
 *
 * Per session it also reports the store requests by kind (GET/HEAD/PUT/LIST/DELETE of files and of
 * the shared state; on S3 counted by a proxy in front of the server, every request and retry, on a
 * local folder by counting the replicas' store calls) and the replicas' CPU seconds (/proc), then
 * what idle replicas cost per second.
 *
 * The shared store is a local folder (LocalStorage + LocalConditionalStore), or, run under the
 * S3 server script, Ceph RGW: a versioned bucket for the files (S3Storage) and an unversioned one
 * for the shared state (S3ConditionalStore; RGW ignores conditions on PUT in versioned buckets):
 *
 *   scripts/s3-server.sh run -- node scripts/scale-test.mjs
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { RoundRobin, compareSession, startReplica, tokenFrom, vendorSession, waitForJob, writeSharedConfig } =
  await import('./scale/replicas.ts');
const { LocalConditionalStore } = await import('../src/storage/local-conditional.ts');
const { haproxyConfig } = await import('./scale/haproxy.ts');
const { CountingProxy, countsSince, sumCounts } = await import('./scale/store-proxy.ts');
const COUNT_LOCAL = join(dirname(fileURLToPath(import.meta.url)), 'scale', 'count-local-stores.ts');

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '8' },
    sessions: { type: 'string', default: '3' },
    haproxy: { type: 'string', default: '/usr/sbin/haproxy' },
    'max-minutes': { type: 'string', default: '10' },
    replicas: { type: 'string', default: '1,2,3' },
    'no-kill': { type: 'boolean', default: false },
    // How often each replica writes its consumption counts: the server's default unless told.
    'flush-ms': { type: 'string', default: '1000' },
    // full: the vendor session below; compare: upload a pair, comparison, download, changes.
    session: { type: 'string', default: 'full' },
  },
});
if (!['full', 'compare'].includes(values.session)) {
  console.error(`scale-test: --session is full or compare, not '${values.session}'`);
  process.exit(2);
}
const COMPARE = values.session === 'compare';
const session = COMPARE ? (rr, folder) => compareSession(rr, folder) : vendorSession;
const WORKERS = Number(values.workers);
const SESSIONS = Number(values.sessions);
/**
 * Credits and document bytes one session uses: changes, comparison and updates each read v1 (61 B)
 * and v2 (78 B); the compare session has no updates.
 */
const SESSION_CREDITS = COMPARE ? 2 : 3;
const SESSION_BYTES = SESSION_CREDITS * (61 + 78);

const stopAll = [];
const guard = setTimeout(
  () => {
    console.error(`scale-test: stopped after ${values['max-minutes']} minutes`);
    for (const stop of stopAll) stop();
    process.exit(1);
  },
  Number(values['max-minutes']) * 60_000,
);
guard.unref();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const stop of stopAll) stop();
    process.exit(130);
  });

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port) {
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** HAProxy in front of the replicas (scripts/scale/haproxy.ts). */
async function startHaproxy(dir, replicas) {
  const port = await freePort();
  const config = haproxyConfig({ port, servers: replicas.map((r) => new URL(r.url).host) });
  const file = join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  const child = spawn(values.haproxy, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  child.on('exit', (code) => code && console.error(`haproxy exited ${code}: ${err}`));
  stopAll.push(() => child.kill('SIGKILL'));
  await waitForPort(port);
  // Until its first checks pass HAProxy sends nothing to a replica.
  await new Promise((done) => setTimeout(done, 1000));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

const S3 = process.env.S3_TEST_ENDPOINT
  ? {
      endpoint: process.env.S3_TEST_ENDPOINT,
      region: process.env.S3_TEST_REGION ?? 'us-east-1',
      accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID,
      secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY,
    }
  : undefined;
console.log(S3 ? `shared store: Ceph RGW at ${S3.endpoint}` : 'shared store: a local folder');

/** Where one deployment's replicas keep files and shared state: new buckets on the S3 server, or a folder. */
async function sharedStores(dir, count) {
  if (!S3) return { extra: {}, store: new LocalConditionalStore(join(dir, 'shared', 'shared-state')), stop() {} };
  const { S3Client, CreateBucketCommand, PutBucketVersioningCommand } = await import('@aws-sdk/client-s3');
  const { S3ConditionalStore } = await import('../src/storage/s3-conditional.ts');
  const client = new S3Client({
    endpoint: S3.endpoint,
    region: S3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: S3.accessKeyId, secretAccessKey: S3.secretAccessKey },
  });
  const stamp = `${Date.now().toString(36)}-${count}`;
  const files = `scale-files-${stamp}`;
  const state = `scale-state-${stamp}`;
  await client.send(new CreateBucketCommand({ Bucket: files }));
  await client.send(new PutBucketVersioningCommand({ Bucket: files, VersioningConfiguration: { Status: 'Enabled' } }));
  await client.send(new CreateBucketCommand({ Bucket: state }));
  client.destroy();
  const stateSettings = { ...S3, bucket: state, prefix: 'state' };
  // The replicas reach the server through a proxy that counts their requests; the test's own audit goes direct.
  const proxy = new CountingProxy(S3.endpoint, (bucket) => bucket === state);
  const endpoint = await proxy.start();
  return {
    extra: {
      storages: [{ type: 's3', name: 'First Storage', ...S3, endpoint, bucket: files }],
      sharedState: { type: 's3', ...stateSettings, endpoint },
    },
    store: new S3ConditionalStore(stateSettings),
    counts: () => proxy.snapshot(),
    stop: () => proxy.stop(),
  };
}

async function deployment(count, lease = {}) {
  const dir = await mkdtemp(join(tmpdir(), `docdelta-scale-${count}-`));
  const stores = await sharedStores(dir, count);
  const { extra, store } = stores;
  const config = await writeSharedConfig(
    join(dir, 'shared'),
    { ...extra, consumption: { flushMilliseconds: Number(values['flush-ms']) } },
    { pollMilliseconds: 100, ...lease },
  );
  const countFile = (i) => join(dir, `counts-${i + 1}.json`);
  const replicas = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      S3
        ? startReplica(config, join(dir, `replica-${i + 1}`))
        : startReplica(config, join(dir, `replica-${i + 1}`), 'serve', { DOCDELTA_SCALE_COUNTS: countFile(i) }, [
            '--import',
            COUNT_LOCAL,
          ]),
    ),
  );
  const readCounts = (i) => {
    try {
      return JSON.parse(readFileSync(countFile(i), 'utf8'));
    } catch {
      return {};
    }
  };
  /** Store requests of every replica so far, by kind. */
  const counts = () => stores.counts?.() ?? sumCounts(replicas.map((_, i) => readCounts(i)));
  for (const r of replicas) stopAll.push(() => r.child.kill('SIGKILL'));
  const proxy = await startHaproxy(dir, replicas);
  const token = await tokenFrom(proxy.url);
  let peak = replicas.map(() => 0);
  const sampler = setInterval(() => {
    peak = replicas.map((r, i) => {
      try {
        return Math.max(peak[i], r.rss());
      } catch {
        return peak[i]; // A killed replica.
      }
    });
  }, 250);
  return {
    dir,
    replicas,
    proxy,
    token,
    peak: () => peak,
    store,
    counts,
    cpu: () => replicas.reduce((sum, r) => sum + r.cpu(), 0),
    async stop() {
      clearInterval(sampler);
      proxy.stop();
      await Promise.all(replicas.map((r) => r.stop()));
      stores.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** WORKERS clients at once, SESSIONS sessions each; returns what happened. */
async function load(d, { onHalfway } = {}) {
  const total = WORKERS * SESSIONS;
  let finished = 0;
  let halfway = false;
  const latencies = [];
  const jobs = [];
  const failures = [];
  const completed = [];
  let statusPolls = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let s = 0; s < SESSIONS; s++) {
        const rr = new RoundRobin([d.proxy.url], d.token);
        const folder = `load/w${w}-s${s}`;
        try {
          const answers = await session(rr, folder, (id) => jobs.push(id));
          const bad = answers.find((a) => a.status >= 400);
          if (bad) failures.push(`${folder} ${bad.step}: ${bad.status}`);
          else completed.push(folder);
        } catch (error) {
          failures.push(`${folder}: ${error.code ?? error.message}`);
        }
        latencies.push(...rr.latencies);
        statusPolls += rr.statusPolls;
        finished++;
        if (!halfway && finished >= total / 2 && onHalfway) {
          halfway = true;
          await onHalfway();
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, requests: latencies.length, latencies, jobs, failures, completed, statusPolls };
}

/** Every completed session's files are stored, every job finished once, consumption is the sum. */
async function audit(d, result, { exact, extraSessions = 0 }) {
  const rr = new RoundRobin([d.proxy.url], d.token);
  const problems = [];
  for (const folder of result.completed) {
    const listing = JSON.parse((await rr.send('GET', `/v2.0/comparison/storage/folder/${folder}`)).body);
    const names = (listing.Value ?? []).map((f) => f.Name).sort();
    const files = COMPARE ? 'compared.txt,v1.txt,v2.txt' : 'compared.txt,updated.txt,v1.txt,v2.txt';
    if (names.join() !== files) problems.push(`${folder}: files ${names}`);
    const versions = JSON.parse((await rr.send('GET', `/v2.0/comparison/storage/version/${folder}/v2.txt`)).body);
    if (versions.Value?.length !== (COMPARE ? 1 : 2))
      problems.push(`${folder}: ${versions.Value?.length} versions of v2.txt`);
  }
  let takenOver = 0;
  for (const id of result.jobs) {
    const state = await waitForJob(rr, id);
    if (state.state !== 200) problems.push(`job ${id}: ${state.state}`);
    const record = JSON.parse(new TextDecoder().decode((await d.store.readTagged(`translation/jobs/${id}`)).content));
    if (record.attempts > 1) takenOver++;
  }
  // The check session (and the warm-up sessions) count too.
  const sessions = result.completed.length + 1 + extraSessions;
  const expected = { Credit: sessions * SESSION_CREDITS, Quantity: round6((sessions * SESSION_BYTES) / 2 ** 20) };
  // Replicas flush their counts every --flush-ms: a read through the balancer sees every replica's
  // counts once each has flushed; reads 25 ms apart for four intervals are far more than that.
  let consumption;
  for (let poll = 0; poll < Math.max(100, (4 * Number(values['flush-ms'])) / 25); poll++) {
    consumption = JSON.parse((await rr.send('GET', '/v2.0/comparison/consumption')).body);
    if (consumption.Credit >= expected.Credit) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (exact && JSON.stringify(consumption) !== JSON.stringify(expected))
    problems.push(`consumption ${JSON.stringify(consumption)}, expected ${JSON.stringify(expected)}`);
  return { problems, consumption, expected, takenOver };
}

const round6 = (n) => Math.round(n * 1e6) / 1e6;
const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;

/** Waits until the local counters have been written out (every 100 ms) and consumption has flushed. */
const settle = () => new Promise((done) => setTimeout(done, 300 + Number(values['flush-ms'])));
const perSession = (counts, sessions) =>
  Object.fromEntries(
    Object.entries(counts)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([kind, n]) => [kind, Number((n / sessions).toFixed(2))]),
  );
const total = (counts, skip = () => false) =>
  Object.entries(counts).reduce((sum, [kind, n]) => (skip(kind) ? sum : sum + n), 0);
const isPoll = (kind) => kind.includes('queue LIST') || kind.includes('queue listKeys');

let reference;
let failed = false;
const rows = [];
const storeRows = [];
for (const count of values.replicas.split(',').map(Number)) {
  const d = await deployment(count);
  try {
    // Warm-up, not timed: each replica's engine workers start and its code is compiled.
    await Promise.all(d.replicas.map((_, i) => session(new RoundRobin([d.proxy.url], d.token), `warm/${i}`)));
    const before = d.replicas.map((r) => r.requests());
    const check = await session(new RoundRobin([d.proxy.url], d.token), 'check');
    const spread = d.replicas.map((r, i) => r.requests() - before[i]);
    reference ??= check;
    const same = JSON.stringify(check) === JSON.stringify(reference);
    if (!same) {
      failed = true;
      console.error(`${count} replica(s): the check session answered differently from one replica`);
      for (const [i, a] of check.entries())
        if (JSON.stringify(a) !== JSON.stringify(reference[i]))
          console.error(`  ${a.step}: ${a.status} ${a.body.slice(0, 200)}`);
    }
    await settle();
    const countsBefore = d.counts();
    const cpuBefore = d.cpu();
    const result = await load(d);
    await settle();
    const cpuUsed = d.cpu() - cpuBefore;
    const used = countsSince(countsBefore, d.counts());
    const { problems, consumption } = await audit(d, result, { exact: true, extraSessions: count });
    await settle();
    const idleBefore = d.counts();
    const idleCpu = d.cpu();
    const idleSeconds = 3;
    await new Promise((done) => setTimeout(done, idleSeconds * 1000));
    const idle = countsSince(idleBefore, d.counts());
    const sessions = Math.max(1, result.completed.length);
    // What the client's own polling and the replicas' queue polls cost depends on timing, not on the work.
    const work = total(used, isPoll) - result.statusPolls;
    const storeRow = {
      replicas: count,
      'store requests per session': Number((work / sessions).toFixed(1)),
      '+ job status polls': Number((result.statusPolls / sessions).toFixed(1)),
      '+ queue polls': Number(((total(used) - total(used, isPoll)) / sessions).toFixed(1)),
      'CPU s per session': Number((cpuUsed / sessions).toFixed(3)),
      'idle store req/s': Number((total(idle) / idleSeconds).toFixed(1)),
      'idle CPU per replica': Number(((d.cpu() - idleCpu) / idleSeconds / count).toFixed(4)),
      'load average': (await import('node:os')).loadavg()[0].toFixed(1),
    };
    storeRows.push(storeRow);
    console.log(JSON.stringify(storeRow));
    console.log(JSON.stringify({ replicas: count, 'per session by kind': perSession(used, sessions) }));
    if (result.failures.length || problems.length) failed = true;
    const row = {
      replicas: count,
      sessions: result.completed.length,
      requests: result.requests,
      seconds: result.seconds.toFixed(1),
      'sessions/s': (result.completed.length / result.seconds).toFixed(2),
      'req/s': (result.requests / result.seconds).toFixed(1),
      'p50 ms': percentile(result.latencies, 50).toFixed(0),
      'p99 ms': percentile(result.latencies, 99).toFixed(0),
      'peak RSS per replica': d.peak().map(mb).join(' / '),
      'check session spread': spread.join(' / '),
      'same answers': same ? 'yes' : 'NO',
      lost: result.failures.length + problems.length,
      consumption: `${consumption.Credit} credits`,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    for (const line of [...result.failures, ...problems]) console.error(`  ${line}`);
  } finally {
    await d.stop();
  }
}
console.table(rows);
console.table(storeRows);

// Kill one of three replicas once half the sessions have finished.
if (!values['no-kill']) {
  const d = await deployment(3, { leaseSeconds: 2 });
  try {
    await session(new RoundRobin([d.proxy.url], d.token), 'check');
    const victim = d.replicas[2];
    const result = await load(d, { onHalfway: () => victim.stop('SIGKILL') });
    const clean = result.failures.every((f) => /: (502|503|UND_ERR_SOCKET|ECONNRESET)$/.test(f));
    const { problems, consumption, expected, takenOver } = await audit(d, result, { exact: false });
    // A session cut short may have been counted for the operations that did finish: at most the
    // completed sessions' credits plus a session's per failed one. Fewer than the completed
    // sessions' credits is what the killed replica counted in its last flush interval and never flushed.
    const low = expected.Credit;
    const high = low + SESSION_CREDITS * result.failures.length;
    const countOk = consumption.Credit <= high;
    if (!clean || problems.length || !countOk) failed = true;
    console.log(
      JSON.stringify({
        'killed replica': 3,
        'sessions completed': result.completed.length,
        'sessions cut short': result.failures.length,
        'failed cleanly (502/503/cut connection)': clean ? 'yes' : 'NO',
        'jobs accepted': result.jobs.length,
        'jobs finished': result.jobs.length - problems.filter((p) => p.startsWith('job')).length,
        'jobs taken over after the lease': takenOver,
        credits: `${consumption.Credit} (completed sessions ${low}, at most ${high}; below ${low}: unflushed on the killed replica)`,
        'survivors answered': d.replicas
          .slice(0, 2)
          .map((r) => r.requests())
          .join(' / '),
      }),
    );
    for (const line of [...result.failures, ...problems]) console.error(`  ${line}`);
  } finally {
    await d.stop();
  }
}
clearTimeout(guard);
console.log(failed ? 'scale-test: FAILED' : 'scale-test: passed');
process.exit(failed ? 1 : 0);
