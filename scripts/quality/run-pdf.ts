/**
 * Quality of the PDF differ: the quality corpus converted to PDF by LibreOffice
 * (scripts/fixtures/pdf-corpus.ts), each pair compared as PDF, scored against the truth.
 *
 *   npx tsx scripts/quality/run-pdf.ts                 # 60 pairs, seed 1
 *   npx tsx scripts/quality/run-pdf.ts --reuse --verbose --check
 *
 * Bold and italic toggles leave a PDF's text as it was (the glyphs change, the words do not), so
 * they are taken out of the truth before scoring and counted on their own line. Writes
 * <out>/report.json (default .bench/quality-pdf/report.json).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compareFiles } from '../../src/engine/index';
import type { EngineChange } from '../../src/engine/diff/types';
import { DEFAULT_PDF_OUT, generatePdfCorpus, sofficeAvailable } from '../fixtures/pdf-corpus';
import { parseArgs, type Truth } from './generate';
import { formatReport, scoreCorpus, type ScoredPair } from './score';

const INVISIBLE_IN_PDF_TEXT = new Set(['bold-toggle', 'italic-toggle']);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const out = resolve(typeof args.out === 'string' ? args.out : DEFAULT_PDF_OUT);
  const n = Number(args.n ?? 60);
  const seed = Number(args.seed ?? 1);
  const threshold = Number(args.threshold ?? 0.95);
  const dirs = Array.from({ length: n }, (_, k) => join(out, `pair-${String(k + 1).padStart(3, '0')}`));
  const built = dirs.every((dir) => existsSync(join(dir, 'target.pdf')));
  if (!(args.reuse && built)) {
    if (!sofficeAvailable()) {
      console.warn('LibreOffice (soffice) is not installed: the PDF corpus cannot be built, nothing scored');
      process.exitCode = args.check ? 1 : 0;
      return;
    }
    generatePdfCorpus({ out, n, seed });
  }

  const items: ScoredPair[] = [];
  const errors: { pair: string; error: string }[] = [];
  let invisible = 0;
  let invisibleReported = 0;
  const started = performance.now();
  for (const dir of dirs) {
    const truth = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as Truth;
    const hidden = truth.edits.filter((e) => INVISIBLE_IN_PDF_TEXT.has(e.class));
    invisible += hidden.length;
    let changes: EngineChange[] = [];
    try {
      const result = await compareFiles(
        { bytes: readFileSync(join(dir, 'source.pdf')), fileName: 'source.pdf' },
        { bytes: readFileSync(join(dir, 'target.pdf')), fileName: 'target.pdf' },
      );
      changes = result.changes;
    } catch (e) {
      errors.push({ pair: truth.pair, error: e instanceof Error ? e.message : String(e) });
    }
    invisibleReported += changes.filter((c) => c.kind === 'StyleChanged').length;
    items.push({ truth: { ...truth, edits: truth.edits.filter((e) => !INVISIBLE_IN_PDF_TEXT.has(e.class)) }, changes });
  }
  const seconds = (performance.now() - started) / 1000;
  const report = scoreCorpus(items);
  console.log(formatReport(report, 'docdelta on PDF (LibreOffice conversions)'));
  console.log(
    `bold/italic toggles left out (no trace in PDF text): ${invisible}; StyleChanged reported: ${invisibleReported}`,
  );
  console.log(`compare time: ${seconds.toFixed(2)} s for ${dirs.length} pairs`);
  if (errors.length) {
    console.log(`\n${errors.length} pairs failed to compare:`);
    for (const e of errors.slice(0, 10)) console.log(`  ${e.pair}: ${e.error}`);
  }
  if (args.verbose) {
    for (const p of report.perPair) {
      if (!p.missed.length && !p.falsePositives.length) continue;
      console.log(`\n${p.pair}: ${p.found}/${p.edits} found, ${p.reported} reported`);
      for (const m of p.missed) console.log(`  missed ${m.class}: "${m.sourceText}" -> "${m.targetText}"`);
      for (const f of p.falsePositives)
        console.log(`  extra ${f.kind} (${f.chargedTo}): "${f.text.slice(0, 80)}" -> "${f.targetText.slice(0, 80)}"`);
    }
  }
  const reportPath = join(out, 'report.json');
  writeFileSync(
    reportPath,
    JSON.stringify(
      { tool: 'docdelta-pdf', seed, seconds, errors, invisibleStyleEdits: invisible, ...report },
      null,
      2,
    ) + '\n',
  );
  console.log(`report: ${reportPath}`);
  if (args.check) {
    const ok = report.overall.f1 >= threshold && errors.length === 0;
    console.log(`${ok ? 'PASS' : 'FAIL'}: overall F1 ${report.overall.f1.toFixed(4)} (threshold ${threshold})`);
    if (!ok) process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 2;
});
