/**
 * The HTTP API under load with its shipped default limits (its own process, loopback only,
 * bounded in time): autocannon's clients send POST /comparison/changes of two real small Word
 * documents (test/fixtures/samples/policy-v1.docx and -v2.docx), then, for overload, six times
 * as many clients as the queue holds. Reports requests/s, latency percentiles, statuses and the
 * server's peak RSS.
 *
 *   npx tsx scripts/bench/api-load.ts [--connections 50] [--seconds 30] [--overload-seconds 10]
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { request } from 'undici';
import { startApiServer } from './api-process';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    'overload-seconds': { type: 'string', default: '10' },
  },
});
const connections = Math.min(200, Math.max(1, Number(values.connections)));
const seconds = Math.min(120, Math.max(1, Number(values.seconds)));
const overloadSeconds = Math.min(60, Math.max(0, Number(values['overload-seconds'])));
const samples = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'samples');

const dir = await mkdtemp(join(tmpdir(), 'docdelta-api-load-'));
const server = await startApiServer(join(dir, 'storage'));
try {
  for (const name of ['policy-v1.docx', 'policy-v2.docx']) {
    const response = await request(`${server.url}/v2.0/comparison/storage/file/load/${name}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/octet-stream' },
      body: await readFile(join(samples, name)),
    });
    if (response.statusCode !== 200) throw new Error(`upload of ${name} answered ${response.statusCode}`);
    await response.body.dump();
  }
  const run = (clients: number, duration: number) =>
    autocannon({
      url: `${server.url}/v2.0/comparison/changes`,
      method: 'POST',
      connections: clients,
      duration,
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        SourceFile: { FilePath: 'load/policy-v1.docx' },
        TargetFiles: [{ FilePath: 'load/policy-v2.docx' }],
      }),
    });
  const show = (label: string, result: autocannon.Result) => {
    const ok = result['2xx'];
    console.log(`${label}: ${result.connections} clients for ${result.duration} s`);
    console.log(
      `  2xx ${ok}, non-2xx ${result.non2xx} (429 ${result.statusCodeStats?.['429']?.count ?? 0}), errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    console.log(
      `  successful requests/s ${(ok / result.duration).toFixed(1)}; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
  };
  await run(4, 3); // warm the engine workers
  show('small Word documents', await run(connections, seconds));
  console.log(`  server peak RSS ${(await server.peakRssMb()).toFixed(0)} MB`);
  if (overloadSeconds > 0) {
    const overload = run(6 * 130, overloadSeconds);
    // While overloaded, the server still answers its cheap routes.
    await new Promise((r) => setTimeout(r, (overloadSeconds * 1000) / 2));
    const started = performance.now();
    const formats = await request(`${server.url}/v2.0/comparison/formats`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    await formats.body.dump();
    const formatsMs = performance.now() - started;
    show('overload', await overload);
    console.log(
      `  GET /formats during overload: ${formats.statusCode} in ${formatsMs.toFixed(0)} ms; server peak RSS ${(await server.peakRssMb()).toFixed(0)} MB`,
    );
  }
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
