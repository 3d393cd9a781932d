/**
 * PDF benchmark: a generated 340-page (`--pages N`) text PDF pair (one word changed on every 10th page and a
 * paragraph inserted early so later text reflows), timed through the engine's `listChanges` in a
 * child process. Prints seconds (wall and CPU), peak RSS and the ratio of reported changes to true edits.
 *
 * `--threads N` caps the threads reading text (default: one per core; 1 = the calling thread alone),
 * `--min-pages N` the page count from which worker threads help, `--run-pages N` the pages handed out at a time.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

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
/** Enough paragraphs to fill PAGES pages of the source (about 14.3 fit on a page). */
const PARAGRAPHS = Math.round(PAGES * 14.3);
const SENTENCE =
  'The committee reviewed the annual budget and agreed that the proposal needs more detail before the board can approve it at the next meeting of the members';

async function build(edit: boolean): Promise<{ bytes: Uint8Array; edits: number; pages: number }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const size = 11;
  let page = pdf.addPage([595, 842]);
  let y = 760;
  let edits = 0;
  const paragraphs: string[] = [];
  for (let i = 0; i < PARAGRAPHS; i++) {
    let text = `Section ${i + 1}. ${SENTENCE} number ${i}.`;
    if (edit && i % 120 === 60) {
      text = text.replace('annual', 'yearly');
      edits++;
    }
    paragraphs.push(text);
    if (edit && i === 5) {
      paragraphs.push(`An inserted paragraph that pushes every later line down the page. ${SENTENCE}.`);
      edits++;
    }
  }
  for (const paragraph of paragraphs) {
    const words = paragraph.split(' ');
    let line: string[] = [];
    const flush = () => {
      if (y < 80) {
        page = pdf.addPage([595, 842]);
        y = 760;
      }
      page.drawText(line.join(' '), { x: 72, y, size, font });
      y -= size * 1.2;
      line = [];
    };
    for (const word of words) {
      if ([...line, word].join(' ').length > 85) flush();
      line.push(word);
    }
    flush();
    y -= size * 0.8;
  }
  pdf.getPages().forEach((p, i) => {
    p.drawText('Annual Report of the Committee', { x: 72, y: 810, size: 9, font });
    p.drawText(`Page ${i + 1}`, { x: 280, y: 30, size: 9, font });
  });
  return { bytes: await pdf.save(), edits, pages: pdf.getPageCount() };
}

function pagesOption(): number {
  const at = process.argv.indexOf('--pages');
  return at > 0 ? Number(process.argv[at + 1]) : 340;
}

const a = await build(false);
const b = await build(true);
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
const extraction = { threads: option('--threads'), minPages: option('--min-pages'), runPages: option('--run-pages') };
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
