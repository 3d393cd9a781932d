/**
 * Quality of the PDF differ: the quality corpus converted to PDF by LibreOffice
 * (scripts/fixtures/pdf-corpus.ts), each pair compared as PDF, scored against the truth. The
 * corpus adds to the Word corpus's classes words made bigger and coloured (besides bold and
 * italic), and tables whose cells wrap over several lines and may run over a page break with
 * their header row repeated.
 *
 *   npm run quality -- --only pdf                      # 60 pairs, seed 1
 *   npx tsx scripts/quality/run-pdf.ts --reuse --verbose --check
 *   npx tsx scripts/quality/run-pdf.ts --cell-words 1-4 --table-rows 3-5    # the Word corpus's short tables
 *
 * poppler's pdftotext + git's word diff is scored on the same pairs in the same run when installed
 * (pdftotext.ts), each class's F1 beside docdelta's. `--check` fails below F1 0.98 overall or
 * below recall 0.95 on the style toggles. Writes <out>/report.json (default
 * .bench/quality-pdf/report.json).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareFiles } from '../../src/engine/index';
import type { EngineChange } from '../../src/engine/diff/types';
import { DEFAULT_PDF_OUT, generatePdfCorpus, sofficeAvailable } from '../fixtures/pdf-corpus';
import { ALL_EDIT_CLASSES, parseArgs, type Truth } from './generate';
import { pdftotextAvailable, pdftotextChanges } from './pdftotext';
import { formatReport, scoreCorpus, type Report, type ScoredPair } from './score';

/** Cells of 2–12 words (those past four or five wrap in a column) and tables of up to 16 rows, some over a page break. */
const CELL_WORDS = [2, 12] as const;
const TABLE_ROWS = [3, 16] as const;
const STYLE_CLASSES = ['bold-toggle', 'italic-toggle', 'size-toggle', 'color-toggle'];

/** `--cell-words 1-4`: a range of two numbers. */
function range(value: string | boolean | undefined): readonly [number, number] | undefined {
  const match = typeof value === 'string' ? /^(\d+)-(\d+)$/.exec(value) : null;
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

export async function runPdfQuality(args: Record<string, string | boolean>): Promise<void> {
  const out = resolve(typeof args.out === 'string' ? args.out : DEFAULT_PDF_OUT);
  const n = Number(args.n ?? 60);
  const seed = Number(args.seed ?? 1);
  const threshold = Number(args.threshold ?? 0.98);
  const styleThreshold = 0.95;
  const dirs = Array.from({ length: n }, (_, k) => join(out, `pair-${String(k + 1).padStart(3, '0')}`));
  const built = dirs.every((dir) => existsSync(join(dir, 'target.pdf')));
  if (!(args.reuse && built)) {
    if (!sofficeAvailable()) {
      console.warn('LibreOffice (soffice) is not installed: the PDF corpus cannot be built, nothing scored');
      process.exitCode = args.check ? 1 : 0;
      return;
    }
    generatePdfCorpus({
      out,
      n,
      seed,
      classes: ALL_EDIT_CLASSES,
      cellWords: range(args['cell-words']) ?? CELL_WORDS,
      tableRows: range(args['table-rows']) ?? TABLE_ROWS,
    });
  }

  const items: ScoredPair[] = [];
  const baseline: ScoredPair[] = [];
  const withPdftotext = pdftotextAvailable();
  const errors: { pair: string; error: string }[] = [];
  let seconds = 0;
  let baselineSeconds = 0;
  for (const dir of dirs) {
    const truth = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as Truth;
    const started = performance.now();
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
    items.push({ truth, changes });
    seconds += (performance.now() - started) / 1000;
    if (withPdftotext) {
      const from = performance.now();
      baseline.push({ truth, changes: pdftotextChanges(join(dir, 'source.pdf'), join(dir, 'target.pdf')) });
      baselineSeconds += (performance.now() - from) / 1000;
    }
  }
  const report = scoreCorpus(items);
  console.log(formatReport(report, 'docdelta on PDF (LibreOffice conversions)'));
  const theirs = withPdftotext ? scoreCorpus(baseline) : undefined;
  if (theirs) console.log(`\n${besideBaseline(report, theirs)}`);
  else console.log('\npdftotext or git is not installed: the plain-text baseline is not scored');
  const styles = report.perPair.flatMap((p) => p.perEdit).filter((e) => STYLE_CLASSES.includes(e.class));
  const styleRecall = styles.length ? styles.filter((e) => e.found).length / styles.length : 1;
  console.log(
    `style toggles (bold, italic, size, colour) found naming the property: ${styles.filter((e) => e.found).length}/${styles.length} = ${styleRecall.toFixed(3)}`,
  );
  console.log(
    `compare time: ${seconds.toFixed(2)} s for ${dirs.length} pairs` +
      (theirs ? ` (pdftotext + git word diff: ${baselineSeconds.toFixed(2)} s)` : ''),
  );
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
      {
        tool: 'docdelta-pdf',
        seed,
        seconds,
        errors,
        styleRecall,
        ...report,
        pdftotext: theirs && { seconds: baselineSeconds, overall: theirs.overall, classes: theirs.classes },
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`report: ${reportPath}`);
  if (args.check) {
    const ok = report.overall.f1 >= threshold && styleRecall >= styleThreshold && errors.length === 0;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}: overall F1 ${report.overall.f1.toFixed(4)} (threshold ${threshold}), style recall ${styleRecall.toFixed(3)} (threshold ${styleThreshold})`,
    );
    if (!ok) process.exitCode = 1;
  }
}

/** F1 per class, docdelta's beside pdftotext + word diff's, on the same pairs. */
function besideBaseline(ours: Report, theirs: Report): string {
  const f1 = (r: Report, k: string) => (r.classes[k] ? (r.classes[k].f1 * 100).toFixed(1) : '—').padStart(10);
  const lines = [`${'F1 by class'.padEnd(18)} ${'docdelta'.padStart(10)} ${'pdftotext'.padStart(10)}`];
  const classes = [...new Set([...Object.keys(ours.classes), ...Object.keys(theirs.classes)])];
  for (const k of classes) lines.push(`${k.padEnd(18)} ${f1(ours, k)} ${f1(theirs, k)}`);
  const overall = (r: Report) => (r.overall.f1 * 100).toFixed(1).padStart(10);
  lines.push(`${'overall'.padEnd(18)} ${overall(ours)} ${overall(theirs)}`);
  lines.push(
    `pdftotext + git word diff: recall ${theirs.overall.recall.toFixed(3)}, precision ${theirs.overall.precision.toFixed(3)}, ${theirs.ratio.toFixed(2)} changes per edit (docdelta ${ours.ratio.toFixed(2)})`,
  );
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runPdfQuality(parseArgs(process.argv.slice(2))).catch((e: unknown) => {
    console.error(e);
    process.exitCode = 2;
  });
}
