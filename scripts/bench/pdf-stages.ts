/**
 * Times the stages of a PDF comparison that come after pdf.js's text extraction, in-process:
 * unpacking the pages a worker sends, the layout of both documents into paragraphs, the diff and
 * the change list as JSON. The pages are extracted once (on this thread) and packed as a worker
 * packs them; every run then starts again from the packed pages, so extraction's cost and
 * variance stay out of the figures.
 *
 *   npx tsx scripts/bench/pdf-stages.ts a.pdf b.pdf [--runs N] [--out changes.json]
 *
 * Prints each stage's first (cold, as in a one-shot CLI process) and median time over the runs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { toChangeInfos } from '../../src/engine/changeinfo';
import { DEFAULT_DIFF_OPTIONS } from '../../src/engine/diff/types';
import type { DocumentModel, Story } from '../../src/engine/model/document';
import { layOutBody } from '../../src/engine/formats/pdf/body';
import { diffPdfModels } from '../../src/engine/formats/pdf/diff';
import type { ExtractedPage, PdfFamilyData } from '../../src/engine/formats/pdf/model';
import { packPages, unpackPages, type PackedPages } from '../../src/engine/formats/pdf/page-pack';
import { extractPages } from '../../src/engine/formats/pdf/page-text';
import { openPdf } from '../../src/engine/formats/pdf/pdfjs';
import { DocumentLooks } from '../../src/engine/formats/pdf/text-style';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '15' }, out: { type: 'string' } },
});
if (positionals.length !== 2) throw new Error('usage: pdf-stages.ts a.pdf b.pdf [--runs N] [--out file]');

async function packedPagesOf(path: string): Promise<PackedPages> {
  const bytes = new Uint8Array(readFileSync(path));
  const document = await openPdf(bytes.slice());
  try {
    return packPages(await extractPages(document, 1, document.numPages, new DocumentLooks(bytes)));
  } finally {
    await document.destroy();
  }
}

/** A packed run as it arrives from a worker: its own buffers, untouched by earlier runs. */
function copyOf(packed: PackedPages): PackedPages {
  return structuredClone(packed);
}

function modelOf(extracted: readonly ExtractedPage[]): DocumentModel {
  const pages = extracted.map((page) => page.info);
  const { blocks, paragraphs, styles, repeated } = layOutBody(
    extracted.map((page) => page.text),
    pages,
  );
  const stories: Story[] = [{ kind: 'body', key: 'body', label: 'body', blocks }];
  for (const [kind, lines] of [
    ['header', repeated.headers],
    ['footer', repeated.footers],
  ] as const) {
    if (lines.length)
      stories.push({
        kind,
        key: kind,
        label: kind,
        blocks: lines.map((text) => ({ type: 'paragraph', runs: [{ text, style: {} }] })),
      });
  }
  const familyData: PdfFamilyData = { kind: 'pdf', pages, paragraphs, styles, scanned: [], encrypted: false };
  return { format: 'pdf', stories, metadata: {}, pageCount: pages.length, warnings: [], familyData };
}

const [sourcePacked, targetPacked] = [await packedPagesOf(positionals[0]), await packedPagesOf(positionals[1])];
// Garbage collections, to charge each stage with the pauses that fell inside it.
const collections: { start: number; end: number }[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    collections.push({ start: entry.startTime, end: entry.startTime + entry.duration });
});
observer.observe({ entryTypes: ['gc'] });
const windows: { stage: (typeof stages)[number]; run: number; start: number; end: number }[] = [];
const stages = ['unpack', 'layout', 'diff', 'json'] as const;
const times: Record<(typeof stages)[number], number[]> = { unpack: [], layout: [], diff: [], json: [] };
/** CPU time of the whole process (garbage collector's helper threads included), per stage. */
const cpu: Record<(typeof stages)[number], number[]> = { unpack: [], layout: [], diff: [], json: [] };
let output = '';
for (let run = 0; run < Number(values.runs); run++) {
  const inputs = [copyOf(sourcePacked), copyOf(targetPacked)];
  let t = performance.now();
  let used = process.cpuUsage();
  const lap = (stage: (typeof stages)[number]) => {
    const now = performance.now();
    const usedNow = process.cpuUsage();
    cpu[stage].push((usedNow.user + usedNow.system - used.user - used.system) / 1000);
    used = usedNow;
    times[stage].push(now - t);
    windows.push({ stage, run, start: t, end: now });
    t = now;
  };
  const extracted = inputs.map(unpackPages);
  lap('unpack');
  const [source, target] = extracted.map(modelOf);
  lap('layout');
  const changes = diffPdfModels(source, target, DEFAULT_DIFF_OPTIONS);
  lap('diff');
  output = JSON.stringify(toChangeInfos(changes, source, target), null, 2);
  lap('json');
}
// Observers are told after the fact: let them catch up.
await new Promise((resolve) => setTimeout(resolve, 50));
observer.disconnect();
const gc: Record<(typeof stages)[number], number[]> = { unpack: [], layout: [], diff: [], json: [] };
for (const window of windows) {
  let paused = 0;
  for (const c of collections) paused += Math.max(0, Math.min(c.end, window.end) - Math.max(c.start, window.start));
  gc[window.stage][window.run] = paused;
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1];
for (const stage of stages)
  console.log(
    `${stage.padEnd(7)} first ${times[stage][0].toFixed(0).padStart(5)} ms   median ${median(times[stage]).toFixed(0).padStart(5)} ms` +
      `   (GC: first ${gc[stage][0].toFixed(0)} ms, median ${median(gc[stage]).toFixed(0)} ms;` +
      ` CPU: first ${cpu[stage][0].toFixed(0)} ms, median ${median(cpu[stage]).toFixed(0)} ms)`,
  );
const total = (i: number, of = times) => stages.reduce((sum, stage) => sum + of[stage][i], 0);
const totals = (of: typeof times) => times.unpack.map((_, i) => total(i, of));
console.log(
  `total   first ${total(0).toFixed(0).padStart(5)} ms   median ${median(totals(times)).toFixed(0).padStart(5)} ms` +
    `   (CPU: first ${total(0, cpu).toFixed(0)} ms, median ${median(totals(cpu)).toFixed(0)} ms)`,
);
if (values.out) writeFileSync(values.out, `${output}\n`);
