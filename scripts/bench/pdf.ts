/**
 * PDF benchmark: a generated 340-page (`--pages N`) text PDF pair (one word changed on every 10th page and a
 * paragraph inserted early so later text reflows), timed through the engine's `listChanges` in a
 * child process. Prints seconds (wall and CPU), peak RSS and the ratio of reported changes to true edits.
 *
 * `--threads N` caps the threads reading text (default: one per core; 1 = the calling thread alone),
 * `--min-pages N` the page count from which worker threads help (pdf.js path), `--min-fast-pages N` and
 * `--max-fast-pages N` the page counts between which a document goes to a worker on the fast text path,
 * `--run-pages N` the pages handed out at a time.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildPdf } from './pdf-pair';

const repo = resolve(import.meta.dirname, '../..');
/** Packages the CLI bundle leaves outside too (native, or loaded from node_modules). */
const EXTERNAL = ['pdfjs-dist', 'sharp', '@napi-rs/canvas', 'officecrypto-tool'];

interface Measured {
  seconds: number;
  cpuSeconds: number;
  threadCpuSeconds: number[];
  peakRssMB: number;
  changes: { Type: string; Text: string; TargetText: string; PageInfo: { PageNumber: number } }[];
}

const RUNNER = `
import { readdirSync, readFileSync } from 'node:fs';
import { listChanges } from ENGINE;
import { configurePdfExtraction } from EXTRACT_POOL;
configurePdfExtraction(JSON.parse(process.env.DOCDELTA_BENCH_EXTRACTION ?? '{}'));
const [a, b] = process.argv.slice(2).map((f) => readFileSync(f));
let peak = process.memoryUsage().rss;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const start = performance.now();
const cpuBefore = process.cpuUsage();
const result = await listChanges({ source: { bytes: a, fileName: 'a.pdf' }, targets: [{ bytes: b, fileName: 'b.pdf' }] });
const seconds = (performance.now() - start) / 1000;
// CPU seconds of the process (all threads): a figure that holds when the machine is busy.
const cpu = process.cpuUsage(cpuBefore);
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
const round = (x: number) => Number(x.toFixed(2));
// CPU seconds of each busy thread (Linux): on a machine shared with other work the wall time
// says little about parallelism, but the busiest thread bounds it on an idle one.
const threadCpu = [];
try {
  const ticks = 100;
  for (const task of readdirSync('/proc/self/task')) {
    const fields = readFileSync('/proc/self/task/' + task + '/stat', 'utf8').split(') ')[1].split(' ');
    const secondsUsed = (Number(fields[11]) + Number(fields[12])) / ticks;
    if (secondsUsed >= 0.05) threadCpu.push(round(secondsUsed));
  }
} catch {}
process.stdout.write(JSON.stringify({ seconds: round(seconds), cpuSeconds: round((cpu.user + cpu.system) / 1e6), threadCpuSeconds: threadCpu.sort((x, y) => y - x), peakRssMB: Math.round(peak / 1048576), changes: result.changes }));
`;

const PAGES = pagesOption();

function pagesOption(): number {
  const at = process.argv.indexOf('--pages');
  return at > 0 ? Number(process.argv[at + 1]) : 340;
}

const a = await buildPdf(PAGES, false);
const b = await buildPdf(PAGES, true);
const work = mkdtempSync(join(tmpdir(), 'docdelta-pdf-bench-'));
writeFileSync(join(work, 'a.pdf'), a.bytes);
writeFileSync(join(work, 'b.pdf'), b.bytes);
// Measured in a child process running the engine bundled the way the CLI ships it: under tsx,
// loading pdf.js alone costs ~350 MB more, spent transforming its 3 MB of JavaScript.
const runner = join(repo, '.bench', 'pdf-bench-runner.mjs');
mkdirSync(dirname(runner), { recursive: true });
writeFileSync(
  join(work, 'runner.ts'),
  RUNNER.replace('ENGINE', JSON.stringify(join(repo, 'src/engine/index'))).replace(
    'EXTRACT_POOL',
    JSON.stringify(join(repo, 'src/engine/formats/pdf/extract-pool')),
  ),
);
const bundle = (entry: string, outfile: string) =>
  execFileSync(join(repo, 'node_modules/.bin/esbuild'), [
    entry,
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
    '--log-level=error',
    `--outfile=${outfile}`,
    ...EXTERNAL.map((e) => `--external:${e}`),
  ]);
bundle(join(work, 'runner.ts'), runner);
// The PDF reader looks for its extraction worker as a bundle of its own beside it, as in dist/.
bundle(join(repo, 'src/engine/formats/pdf/extract-worker.ts'), join(dirname(runner), 'pdf-extract-worker', 'index.js'));
writeFileSync(join(dirname(runner), 'pdf-extract-worker', 'package.json'), '{ "type": "module" }\n');
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};
const extraction = {
  threads: option('--threads'),
  minPages: option('--min-pages'),
  minFastPages: option('--min-fast-pages'),
  maxFastPages: option('--max-fast-pages'),
  runPages: option('--run-pages'),
};
const measured = JSON.parse(
  execFileSync(process.execPath, [runner, join(work, 'a.pdf'), join(work, 'b.pdf')], {
    encoding: 'utf8',
    env: { ...process.env, DOCDELTA_BENCH_EXTRACTION: JSON.stringify(extraction) },
  }),
) as Measured;
rmSync(work, { recursive: true, force: true });
const { seconds, cpuSeconds, threadCpuSeconds, peakRssMB, changes } = measured;
console.log(
  JSON.stringify({
    pages: [a.pages, b.pages],
    extraction,
    seconds,
    cpuSeconds,
    threadCpuSeconds,
    peakRssMB,
    changes: changes.length,
    trueEdits: b.edits,
    ratio: Number((changes.length / b.edits).toFixed(2)),
  }),
);
const result = { changes };
for (const c of [...result.changes.slice(0, 4), ...result.changes.slice(-3)])
  console.log(
    c.Type,
    JSON.stringify(c.Text.slice(0, 50)),
    JSON.stringify(c.TargetText.slice(0, 50)),
    c.PageInfo.PageNumber,
  );
