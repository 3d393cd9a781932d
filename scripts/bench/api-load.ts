/**
 * The HTTP API under load, as a user runs it: `docdelta serve` with its shipped defaults (its own
 * process, loopback only, bounded in time). autocannon's clients send POST /comparison/changes of
 * two real small Word documents (test/fixtures/samples/policy-v1.docx and -v2.docx) at each
 * connection count, to a server with the consumption meter on and, taking turns with it, one
 * with the meter off (`consumption.enabled: false`), so the meter's cost shows beside the
 * figures (the two take turns going first). Then, for overload, six times as many clients as the queue holds. Reports
 * comparisons/s, latency percentiles, statuses, the server's peak RSS and the load average.
 *
 * Exits 1 when any answer is a 500 (or any other 5xx but the queue's 503 at its time limit),
 * or when the consumption the metered server reports is not exactly its successful comparisons.
 *
 *   npx tsx scripts/bench/api-load.ts [--connections 1,10,50] [--seconds 20] [--overload-seconds 10]
 *                                     [--no-compare] [--dist]
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { request } from 'undici';
import { startApiServer } from './api-process';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1,10,50' },
    seconds: { type: 'string', default: '20' },
    'overload-seconds': { type: 'string', default: '10' },
    'no-compare': { type: 'boolean', default: false },
    dist: { type: 'boolean', default: false },
  },
});
const levels = values.connections.split(',').map((n) => Math.min(200, Math.max(1, Number(n))));
if (levels.some((n) => !Number.isInteger(n))) throw new Error(`--connections '${values.connections}': not numbers`);
const seconds = Math.min(120, Math.max(1, Number(values.seconds)));
const overloadSeconds = Math.min(60, Math.max(0, Number(values['overload-seconds'])));
const samples = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'samples');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

type Server = Awaited<ReturnType<typeof startApiServer>>;
const dir = await mkdtemp(join(tmpdir(), 'docdelta-api-load-'));
const servers: Server[] = [];
let failed = false;
try {
  const metered = await startApiServer(join(dir, 'metered'), { dist: values.dist });
  servers.push(metered);
  const unmetered = values['no-compare']
    ? undefined
    : await startApiServer(join(dir, 'unmetered'), { dist: values.dist, meter: false });
  if (unmetered) servers.push(unmetered);
  for (const server of servers)
    for (const name of ['policy-v1.docx', 'policy-v2.docx']) {
      const response = await request(`${server.url}/v2.0/comparison/storage/file/load/${name}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/octet-stream' },
        body: await readFile(join(samples, name)),
      });
      if (response.statusCode !== 200) throw new Error(`upload of ${name} answered ${response.statusCode}`);
      await response.body.dump();
    }
  let meteredComparisons = 0;
  // Requests still in flight when a run's time is up are cut by autocannon but may finish (and
  // count) on the server: at most one per connection per run.
  let inFlightAtEnd = 0;
  const run = async (server: Server, clients: number, duration: number) => {
    const result = await autocannon({
      url: `${server.url}/v2.0/comparison/changes`,
      method: 'POST',
      connections: clients,
      duration,
      // Far above the queue's wait at 50 clients, so a slow answer counts as one, not as a timeout.
      timeout: 120,
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        SourceFile: { FilePath: 'load/policy-v1.docx' },
        TargetFiles: [{ FilePath: 'load/policy-v2.docx' }],
      }),
    });
    if (server === metered) {
      meteredComparisons += result['2xx'];
      inFlightAtEnd += clients;
    }
    const status = (code: number) => result.statusCodeStats?.[String(code) as '200']?.count ?? 0;
    const fives = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, s]) => sum + (s.count ?? 0), 0);
    if (status(500) > 0 || fives - status(503) > 0) failed = true;
    return {
      comparisons: result['2xx'],
      perSecond: result['2xx'] / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      s429: status(429),
      s500: status(500),
      s5xx: fives,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  };
  // Warm the engine workers and compile the code paths, not measured.
  for (const server of servers) await run(server, 4, 3);

  console.log(`small Word documents (policy-v1.docx vs -v2.docx), ${seconds} s per run, shipped defaults`);
  console.log(
    '| connections | meter | comparisons/s | p50 ms | p99 ms | comparisons | non-2xx | 429 | 500 | errors | load avg (1 5 15 min) |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  const ratios: string[] = [];
  for (const [index, clients] of levels.entries()) {
    const row = async (server: Server, label: string) => {
      const before = load();
      const r = await run(server, clients, seconds);
      console.log(
        `| ${clients} | ${label} | ${r.perSecond.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.comparisons} | ${r.non2xx} | ${r.s429} | ${r.s500} | ${r.errors + r.timeouts} | ${before} → ${load()} |`,
      );
      return r;
    };
    if (!unmetered) {
      await row(metered, 'on');
      continue;
    }
    // The two take turns going first, so a machine getting busier or quieter favours neither.
    const onFirst = index % 2 === 0;
    const first = onFirst ? await row(metered, 'on') : await row(unmetered, 'off');
    const second = onFirst ? await row(unmetered, 'off') : await row(metered, 'on');
    const [on, off] = onFirst ? [first, second] : [second, first];
    ratios.push(`${clients}: ${((on.perSecond / off.perSecond) * 100).toFixed(0)}%`);
  }
  if (ratios.length) console.log(`meter on / meter off, comparisons/s: ${ratios.join(', ')}`);
  console.log(`server peak RSS ${(await metered.peakRssMb()).toFixed(0)} MB (metered)`);

  if (overloadSeconds > 0) {
    const overload = run(metered, 6 * 130, overloadSeconds);
    // While overloaded, the server still answers its cheap routes.
    await new Promise((r) => setTimeout(r, (overloadSeconds * 1000) / 2));
    const started = performance.now();
    const formats = await request(`${metered.url}/v2.0/comparison/formats`, {
      headers: { authorization: `Bearer ${metered.token}` },
    });
    await formats.body.dump();
    const formatsMs = performance.now() - started;
    const r = await overload;
    console.log(
      `overload, 780 clients for ${overloadSeconds} s: ${r.comparisons} comparisons, ${r.s429} × 429, ${r.s500} × 500, ${r.s5xx} × 5xx, ${r.errors} errors, ${r.timeouts} timeouts; GET /formats meanwhile ${formats.statusCode} in ${formatsMs.toFixed(0)} ms; peak RSS ${(await metered.peakRssMb()).toFixed(0)} MB`,
    );
  }

  // Every successful comparison is one credit: the meter lost none and counted none twice (a
  // comparison cut at the end of a run may have counted too). Read once the queue has drained:
  // two reads a second apart agree.
  const creditNow = async () => {
    const answer = await request(`${metered.url}/v2.0/comparison/consumption`, {
      headers: { authorization: `Bearer ${metered.token}` },
    });
    return ((await answer.body.json()) as { Credit: number }).Credit;
  };
  let credit = await creditNow();
  for (let previous = -1; credit !== previous;) {
    await new Promise((r) => setTimeout(r, 1000));
    [previous, credit] = [credit, await creditNow()];
  }
  const exact = credit >= meteredComparisons && credit <= meteredComparisons + inFlightAtEnd;
  console.log(
    `consumption: ${credit} credits for ${meteredComparisons} successful comparisons (+ at most ${inFlightAtEnd} cut at the ends of runs)${exact ? '' : ' — WRONG'}`,
  );
  if (!exact) failed = true;
} finally {
  for (const server of servers) {
    const code = await server.stop();
    if (code !== 0) {
      console.error(`a server exited with ${code} (log: ${server.logFile})`);
      failed = true;
    }
  }
  if (!failed) await rm(dir, { recursive: true, force: true });
  else console.error(`kept for inspection: ${dir}`);
}
console.log(failed ? 'api-load: FAILED (a 500, a 5xx other than 503, or an inexact consumption)' : 'api-load: passed');
process.exit(failed ? 1 : 0);
