/**
 * Benchmark of page previews:
 *   1. one PDF page to a 1000-px-wide PNG (target <= 150 ms; pdf.js and the canvas loaded once,
 *      median of warm runs, plus the cold first run for reference);
 *   2. a 10-page DOCX through LibreOffice to PNGs (target <= 2 s on a warm soffice; the first run,
 *      which starts soffice and may create its profile, is reported separately);
 *   3. the redline preview of one changed page of a 30-page DOCX: the styled result through
 *      LibreOffice, the changed page found and rasterised with its crop (target <= 1.5 s warm),
 *      on a warm soffice (only the changed page exported) and, for reference, with soffice
 *      started for each preview (`warm: false`, the fallback without python3-uno).
 *
 * Wall times depend on the machine's load; the CPU seconds (this process and the soffice it
 * drives) are printed beside them.
 *
 *   npx tsx scripts/bench/preview.ts [--runs 5]
 *
 * Prints PASS/FAIL against the targets; never fails the process on a target.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPreviews } from '../../src/engine/preview/index';
import { findSoffice, stopWarmOffice } from '../../src/engine/preview/office';
import { renderRedline } from '../../src/engine/preview/redline';
import { compareToDocument } from '../../src/engine/index';
import { buildDocx, type DocSpec } from '../fixtures/docx-builder';
import { measured } from './office-cpu';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(name: string, ms: number, target: number) {
  console.log(`${name}: ${Math.round(ms)} ms (target <= ${target} ms) ${ms <= target ? 'PASS' : 'FAIL'}`);
}

const pdf = {
  bytes: new Uint8Array(readFileSync(join(root, 'test/fixtures/real/pdfjs-pdf-pair-annot-a-tracemonkey.pdf'))),
  fileName: 'tracemonkey.pdf',
};
const cold = await time(() => renderPreviews(pdf, { format: 'png', width: 1000, pages: [1] }));
const warm: number[] = [];
for (let i = 0; i < RUNS; i++)
  warm.push(await time(() => renderPreviews(pdf, { format: 'png', width: 1000, pages: [1 + (i % 14)] })));
console.log(`PDF page → 1000-px PNG: cold first run ${Math.round(cold)} ms (module loading included)`);
report('PDF page → 1000-px PNG, warm median', median(warm), 150);

const soffice = findSoffice();
if (!soffice) console.log('LibreOffice not found: the DOCX benchmark is skipped');
else {
  const docx = { bytes: tenPageDocx(), fileName: 'ten-pages.docx' };
  const first = await time(() => renderPreviews(docx, { format: 'png', width: 1000, office: 'libreoffice' }));
  const result = await renderPreviews(docx, { format: 'png', width: 1000, office: 'libreoffice' });
  const times: number[] = [];
  for (let i = 0; i < Math.max(1, Math.min(RUNS, 3)); i++)
    times.push(await time(() => renderPreviews(docx, { format: 'png', width: 1000, office: 'libreoffice' })));
  console.log(
    `10-page DOCX through LibreOffice: ${result.pageCount} pages; first run ${Math.round(first)} ms (profile may be created)`,
  );
  report('10-page DOCX through LibreOffice (warm soffice), median', median(times), 2000);
  const builtin = await time(() => renderPreviews(docx, { format: 'png', width: 1000, office: 'builtin' }));
  console.log(`same DOCX, built-in renderer: ${Math.round(builtin)} ms`);

  const before = { bytes: longDocx(30, -1), fileName: 'a.docx' };
  const after = { bytes: longDocx(30, 17), fileName: 'b.docx' };
  const styled = await compareToDocument({ source: before, target: after, mode: 'styled' });
  const redlineInput = { bytes: styled.bytes, fileName: 'result.docx' };
  const colours = ['0000FF', 'FF0000', '008000'];
  for (const warm of [true, false]) {
    await stopWarmOffice();
    let redline = await renderRedline(redlineInput, { format: 'png', colours, warm });
    const runs: { wall: number; cpu?: number }[] = [];
    for (let i = 0; i < Math.max(1, Math.min(RUNS, 3)); i++)
      runs.push(
        await measured(
          async () => void (redline = await renderRedline(redlineInput, { format: 'png', colours, warm })),
        ),
      );
    const how = warm ? 'warm soffice, only the changed page exported' : 'soffice started for each preview';
    console.log(
      `30-page DOCX redline (${how}): ${redline.pageCount} pages, changed page(s) ${redline.changedPages.join(', ')}, ${redline.pages[0]?.crops.length ?? 0} crop(s); CPU ${runs.map((r) => r.cpu?.toFixed(2) ?? '?').join(', ')} s`,
    );
    report(
      `changed page of a 30-page DOCX as a redline preview (${how}), median`,
      median(runs.map((r) => r.wall * 1000)),
      1500,
    );
  }
  await stopWarmOffice();
}

/** `pages` pages of prose; on page `changedPage` one word differs. */
function longDocx(pages: number, changedPage: number): Uint8Array {
  const sentence =
    'The committee reviewed the quarterly figures and agreed that the plan should continue as written, with a short note on risks.';
  const body: DocSpec['body'] = [];
  for (let page = 1; page <= pages; page++) {
    body.push({ heading: 1, runs: [`Section ${page}`] });
    for (let p = 0; p < 6; p++)
      body.push({
        runs: [
          `${page === changedPage && p === 2 ? sentence.replace('quarterly', 'annual') : sentence} ${sentence} ${sentence}`,
        ],
      });
    if (page < pages) body.push({ runs: [{ break: 'page' }] });
  }
  return buildDocx({ body });
}

function tenPageDocx(): Uint8Array {
  const sentence =
    'The committee reviewed the quarterly figures and agreed that the plan should continue as written, with a short note on risks.';
  const body: DocSpec['body'] = [];
  for (let page = 1; page <= 10; page++) {
    body.push({ heading: 1, runs: [`Section ${page}`] });
    for (let p = 0; p < 6; p++) body.push({ runs: [`${sentence} ${sentence} ${sentence}`] });
    body.push({
      type: 'table',
      rows: [
        ['Item', 'Amount'],
        ['Rent', '1200'],
        ['Travel', '300'],
      ],
    });
    if (page < 10) body.push({ runs: [{ break: 'page' }] });
  }
  return buildDocx({ body });
}
