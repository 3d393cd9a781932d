/**
 * Quality run: generate the corpus, compare every pair with the engine, score against the truth.
 *
 *   npm run quality                      # 60 pairs, seed 1, table on stdout
 *   npm run quality -- --check           # exit 1 when overall F1 < 0.99
 *   npm run quality -- --n 20 --seed 7 --out .bench/q7 --verbose
 *   npm run quality -- --dense           # 8–16 edits a pair, edited blocks side by side
 *   npm run quality -- --tool docxodus   # score Docxodus on the same corpus (installed on demand)
 *   npm run quality -- --merge           # the three-way merge corpus instead (see merge.ts)
 *   npm run quality -- --boxes           # also box accuracy against LibreOffice's rendering (boxes.ts)
 *   npm run quality -- --only cells      # only the spreadsheet pairs (docdelta and daff side by side)
 *   npm run quality -- --only word       # only the Word corpus
 *   npm run quality -- --only pdf        # the Word corpus as PDF, with size/colour toggles and wrapped tables (run-pdf.ts)
 *
 * Writes <out>/report.json (default .bench/quality/report.json).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compareFiles } from '../../src/engine/index';
import type { EngineChange } from '../../src/engine/diff/types';
import { formatCellsReport, runCellsQuality } from './cells-run';
import { DEFAULT_OUT, generateCorpus, parseArgs } from './generate';
import type { Truth } from './generate';
import { formatProseScore, scoreProse } from './prose-pairs';
import { formatReport, scoreCorpus } from './score';
import type { ScoredPair } from './score';

type Comparer = (source: Uint8Array, target: Uint8Array) => Promise<EngineChange[]>;

const docdelta: Comparer = async (source, target) => {
  const result = await compareFiles(
    { bytes: source, fileName: 'source.docx' },
    { bytes: target, fileName: 'target.docx' },
  );
  return result.changes;
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.merge) return (await import('./merge')).runMergeCorpus(args);
  if (args.only === 'pdf') return (await import('./run-pdf')).runPdfQuality(args);
  const out = resolve(typeof args.out === 'string' ? args.out : DEFAULT_OUT);
  const n = Number(args.n ?? 60);
  const seed = Number(args.seed ?? 1);
  const tool = typeof args.tool === 'string' ? args.tool : 'docdelta';
  const threshold = Number(args.threshold ?? 0.99);

  if (args.only !== 'word' && tool === 'docdelta') {
    const cells = await runCellsQuality({ seed, verbose: Boolean(args.verbose), out });
    console.log(formatCellsReport(cells));
    if (args.check && (cells.failures.length || cells.errors.length)) {
      console.log(`FAIL (spreadsheets): ${[...cells.failures, ...cells.errors].join('; ')}`);
      process.exitCode = 1;
    }
    if (args.only === 'cells') return;
    console.log('');
  }
  const dirs = generateCorpus({ out, n, seed, dense: Boolean(args.dense) });
  let compare: Comparer = docdelta;
  if (tool === 'docxodus') {
    const { docxodusComparer } = await import('../bench/docxodus');
    compare = await docxodusComparer();
  } else if (tool !== 'docdelta') throw new Error(`unknown --tool ${tool}`);

  const items: ScoredPair[] = [];
  const errors: { pair: string; error: string }[] = [];
  const started = performance.now();
  for (const dir of dirs) {
    const truth = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as Truth;
    let changes: EngineChange[] = [];
    try {
      changes = await compare(readFileSync(join(dir, 'source.docx')), readFileSync(join(dir, 'target.docx')));
    } catch (e) {
      errors.push({ pair: truth.pair, error: e instanceof Error ? e.message : String(e) });
    }
    items.push({ truth, changes });
  }
  const seconds = (performance.now() - started) / 1000;
  const report = scoreCorpus(items);
  console.log(formatReport(report, tool));
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
  if (args.boxes) {
    console.log('');
    const { measureBoxAccuracy } = await import('./boxes');
    await measureBoxAccuracy({ ...args, n: String(Math.min(n, 30)) });
  }
  // Plain text and Markdown from real wrapped prose: noise per edit and re-wraps that must report nothing.
  const prose = tool === 'docdelta' ? await scoreProse(40, seed) : undefined;
  if (prose) console.log(`\n${formatProseScore(prose)}`);
  const reportPath = join(out, 'report.json');
  writeFileSync(reportPath, JSON.stringify({ tool, seed, seconds, errors, ...report, prose }, null, 2) + '\n');
  console.log(`report: ${reportPath}`);
  if (args.check) {
    const proseOk = !prose || (prose.noise <= 1.05 && prose.rewrapChanges === 0 && prose.recall >= 0.95);
    const ok = report.overall.f1 >= threshold && errors.length === 0 && proseOk;
    console.log(`${ok ? 'PASS' : 'FAIL'}: overall F1 ${report.overall.f1.toFixed(4)} (threshold ${threshold})`);
    if (!ok) process.exitCode = 1;
  }
}

main()
  .catch((e: unknown) => {
    console.error(e);
    process.exitCode = 2;
  })
  // Docxodus's WASM runtime keeps the event loop alive: leave once stdout is flushed.
  .finally(() => process.stdout.write('', () => process.exit()));
