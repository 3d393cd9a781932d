/**
 * One large document within the documented limits, against `docdelta serve` with its shipped
 * defaults (its own process, loopback only): a DOCX of ~15 MB whose document part inflates to
 * --mb MiB (default 480) at ~33:1, under the 512 MiB part and 100:1 ratio limits, is the source
 * of POST /comparison/changes and POST /comparison/comparisons, and the same document with one
 * word edited their target, while another client asks GET /comparison/formats every 100 ms.
 * Reports each answer (status, seconds, its first line), the server's peak RSS (VmHWM) and the
 * other client's worst latency.
 *
 * Exits 1 on a 5xx, a peak RSS of 1 GB or more, or the other client waiting 1 s or more.
 *
 *   npx tsx scripts/bench/api-inflated.ts [--mb 480] [--dist]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { startApiServer } from './api-process';
import { inflatedDocx } from './inflated-docx';

const RSS_LIMIT_MB = 1024;
const LATENCY_LIMIT_MS = 1000;
const { values } = parseArgs({ options: { mb: { type: 'string', default: '480' }, dist: { type: 'boolean' } } });
const mb = Math.min(510, Math.max(1, Number(values.mb)));

const dir = await mkdtemp(join(tmpdir(), 'docdelta-api-inflated-'));
const server = await startApiServer(join(dir, 'storage'), { dist: values.dist });
let failed = false;
try {
  const auth = { authorization: `Bearer ${server.token}` };
  for (const [name, edit] of [
    ['source.docx', false],
    ['target.docx', true],
  ] as const) {
    const bytes = inflatedDocx(mb * 1024 * 1024, { edit });
    const response = await request(`${server.url}/v2.0/comparison/storage/file/big/${name}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    await response.body.dump();
    if (response.statusCode !== 200) throw new Error(`upload of ${name} answered ${response.statusCode}`);
    console.log(`${name}: ${(bytes.length / 1e6).toFixed(1)} MB, inflating to ${mb} MiB`);
  }
  console.log(`server peak RSS after the uploads: ${(await server.peakRssMb()).toFixed(0)} MB`);

  let worst = 0;
  let polls = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      const response = await request(`${server.url}/v2.0/comparison/formats`, { headers: auth });
      await response.body.dump();
      if (response.statusCode !== 200) throw new Error(`GET /formats answered ${response.statusCode}`);
      worst = Math.max(worst, performance.now() - started);
      polls++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const body = JSON.stringify({
    SourceFile: { FilePath: 'big/source.docx' },
    TargetFiles: [{ FilePath: 'big/target.docx' }],
    OutputPath: 'big/result.docx',
  });
  for (const path of ['/v2.0/comparison/changes', '/v2.0/comparison/comparisons']) {
    const started = performance.now();
    const response = await request(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
      headersTimeout: 600_000,
      bodyTimeout: 600_000,
    });
    const text = await response.body.text();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const shown = text.length > 300 ? `${text.slice(0, 300)}… (${(text.length / 1e6).toFixed(1)} MB)` : text;
    console.log(`POST ${path}: ${response.statusCode} in ${seconds} s: ${shown.split('\n')[0]}`);
    if (response.statusCode >= 500) failed = true;
  }
  polling = false;
  await poller;
  const peak = await server.peakRssMb();
  console.log(`server peak RSS: ${peak.toFixed(0)} MB (limit ${RSS_LIMIT_MB})`);
  console.log(`GET /formats: ${polls} answers, worst ${worst.toFixed(0)} ms (limit ${LATENCY_LIMIT_MS})`);
  if (peak >= RSS_LIMIT_MB || worst >= LATENCY_LIMIT_MS) failed = true;
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
