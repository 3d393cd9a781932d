/**
 * Load test of the comparison service, loopback only and bounded in count and time:
 *  1. `--concurrency` (default 50, at most 100) clients send POST /comparison/changes of small
 *     documents for `--seconds` (default 60, at most 120); reports throughput, p50/p99 latency,
 *     errors and the server's peak RSS.
 *  2. One streamed upload of `--upload-mb` (default 200, at most 300) MB; reports the server's
 *     peak RSS, which should stay under 250 MB.
 * Usage: npx tsx scripts/load/run.ts [--seconds 60] [--concurrency 50] [--upload-mb 200]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DocdeltaClient } from '../../src/client/index';
import { request } from 'undici';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '50' },
    'upload-mb': { type: 'string', default: '200' },
  },
});
const seconds = Math.min(120, Math.max(1, Number(values.seconds)));
const concurrency = Math.min(100, Math.max(1, Number(values.concurrency)));
const uploadMb = Math.min(300, Math.max(0, Number(values['upload-mb'])));

const dir = await mkdtemp(join(tmpdir(), 'docdelta-load-'));

/** Starts the server in its own process, so each phase's peak RSS is its own. */
async function startServerProcess(name: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts'), join(dir, name)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim().split('\n')[0]));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing a non-loopback server URL ${url}`);
  return {
    url,
    /** Peak resident set size of the server process (Linux VmHWM), in MB. */
    peakRssMb: async () =>
      Number(/VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const servers: { stop: () => Promise<void> }[] = [];
try {
  const loadServer = await startServerProcess('compare');
  servers.push(loadServer);
  let url = loadServer.url;
  let client = new DocdeltaClient({ baseUrl: url, clientId: 'load', clientSecret: 'load-secret', retries: 0 });
  const source = 'Quarterly report\n\nRevenue grew by 5 percent.\n\nCosts were flat.\n\nHeadcount: 12.\n';
  const target =
    'Quarterly report\n\nRevenue grew by 7 percent.\n\nCosts were flat.\n\nHeadcount: 14.\n\nOutlook is positive.\n';
  await client.uploadFile('load/source.txt', { bytes: Buffer.from(source), fileName: 'source.txt' });
  await client.uploadFile('load/target.txt', { bytes: Buffer.from(target), fileName: 'target.txt' });
  const options = { SourceFile: { FilePath: 'load/source.txt' }, TargetFiles: [{ FilePath: 'load/target.txt' }] };

  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const changes = await client.changes(options);
        if (changes.length !== 3) throw new Error(`expected 3 changes, got ${changes.length}`);
        latencies.push(performance.now() - started);
      } catch (error) {
        const key = error instanceof Error ? error.message.slice(0, 80) : String(error);
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.log(`compare load: ${concurrency} concurrent clients for ${elapsed.toFixed(1)} s`);
  console.log(`  requests ok: ${latencies.length}, throughput: ${(latencies.length / elapsed).toFixed(1)} req/s`);
  console.log(`  latency p50: ${pct(50).toFixed(1)} ms, p99: ${pct(99).toFixed(1)} ms`);
  console.log(
    `  errors: ${[...errors.values()].reduce((a, b) => a + b, 0)}${errors.size ? ` ${JSON.stringify(Object.fromEntries(errors))}` : ''}`,
  );
  console.log(`  server peak RSS: ${(await loadServer.peakRssMb()).toFixed(0)} MB`);

  if (uploadMb > 0) {
    const uploadServer = await startServerProcess('upload');
    servers.push(uploadServer);
    url = uploadServer.url;
    client = new DocdeltaClient({ baseUrl: url, clientId: 'load', clientSecret: 'load-secret', retries: 0 });
    const token = await client.accessToken();
    const boundary = 'docdeltaLoadBoundary';
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="big.bin"\r\n\r\n`);
      for (let i = 0; i < uploadMb; i++) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const started = performance.now();
    const response = await request(`${url}/v2.0/comparison/storage/file/load/big.bin`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.from(body()),
    });
    const text = await response.body.text();
    const stored = await client.objectExists('load/big.bin');
    const size = (await client.getFilesList('load')).Value?.find((f) => f.Name === 'big.bin')?.Size ?? 0;
    console.log(
      `upload: ${uploadMb} MB streamed in ${((performance.now() - started) / 1000).toFixed(1)} s, status ${response.statusCode} ${text.slice(0, 60)}`,
    );
    console.log(
      `  stored: ${stored.Exists} (${(size / 1024 / 1024).toFixed(0)} MB), server peak RSS: ${(await uploadServer.peakRssMb()).toFixed(0)} MB (target < 250 MB)`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await rm(dir, { recursive: true, force: true });
}
