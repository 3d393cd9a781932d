/**
 * Spreadsheet quality run: the pairs of ./cells-corpus.ts compared by docdelta and by daff (the
 * reference open-source table differ, npm `daff`) in the same run, scored per edit class.
 *
 *   npm run quality -- --only cells [--seed 1] [--verbose] [--check]
 *
 * daff compares one table with another, so it is given the edited sheet of each pair as the
 * generator's own arrays (it is not asked to pair sheets or read files; sheet renames are
 * docdelta's alone). `--check` fails when a class where daff reaches F1 0.99 is below 0.99 for
 * docdelta, or above 1.05 reported changes per true edit.
 */
import { createRequire } from 'node:module';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { compareFiles } from '../../src/engine/index';
import { CELL_CLASSES, generateCellsCorpus, type Table } from './cells-corpus';
import { scoreCells, type CellsReport, type TableChange } from './cells-score';

interface DaffTableView {
  new (data: unknown[][]): object;
}
interface Daff {
  TableView: DaffTableView;
  CompareFlags: new () => { show_unchanged: boolean; always_show_header: boolean; show_unchanged_columns: boolean };
  compareTables(a: object, b: object, flags: object): { align(): object };
  TableDiff: new (alignment: object, flags: object) => { hilite(output: object): void };
}

export function loadDaff(): Daff {
  return createRequire(import.meta.url)('daff') as Daff;
}

/** daff's highlighter table (`@@` header, `!` column ops, `+++`/`---`/`->`/`:` row ops) as changes. */
export function daffChanges(daff: Daff, before: Table, after: Table): TableChange[] {
  const flags = new daff.CompareFlags();
  flags.show_unchanged = true;
  flags.show_unchanged_columns = true;
  flags.always_show_header = true;
  const alignment = daff
    .compareTables(new daff.TableView(before.map((r) => [...r])), new daff.TableView(after.map((r) => [...r])), flags)
    .align();
  const out: unknown[][] = [];
  new daff.TableDiff(alignment, flags).hilite(new daff.TableView(out));
  const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const schema = out.find((row) => row[0] === '!') ?? [];
  const header = out.find((row) => row[0] === '@@') ?? [];
  const body = out.filter((row) => row[0] !== '!' && row[0] !== '...');
  const changes: TableChange[] = [];
  const width = header.length;
  const columnText = (c: number, side: 'old' | 'new') =>
    body
      .filter((row) => !(side === 'old' ? row[0] === '+++' : row[0] === '---'))
      .map((row) => sideOf(show(row[c]), side))
      .filter((v) => v !== '')
      .join(' | ');
  for (let c = 1; c < width; c++) {
    const op = show(schema[c]);
    if (op === '+++') changes.push({ kind: 'Inserted', unit: 'column', text: '', targetText: columnText(c, 'new') });
    else if (op === '---')
      changes.push({ kind: 'Deleted', unit: 'column', text: columnText(c, 'old'), targetText: '' });
    else if (op === ':')
      changes.push({ kind: 'Moved', unit: 'column', text: columnText(c, 'old'), targetText: columnText(c, 'new') });
  }
  const liveColumns = (side: 'old' | 'new') =>
    Array.from({ length: width }, (_, c) => c).filter(
      (c) => c > 0 && show(schema[c]) !== (side === 'old' ? '+++' : '---'),
    );
  for (const row of body) {
    const action = show(row[0]);
    const values = (side: 'old' | 'new') =>
      liveColumns(side)
        .map((c) => sideOf(show(row[c]), side))
        .filter((v) => v !== '')
        .join(' | ');
    if (action === '+++') changes.push({ kind: 'Inserted', unit: 'row', text: '', targetText: values('new') });
    else if (action === '---') changes.push({ kind: 'Deleted', unit: 'row', text: values('old'), targetText: '' });
    else if (action === ':')
      changes.push({ kind: 'Moved', unit: 'row', text: values('old'), targetText: values('new') });
    if (action.includes('->') || action === ':') {
      for (let c = 1; c < width; c++) {
        const cell = show(row[c]);
        const arrow = cell.indexOf('->');
        if (arrow < 0) continue;
        changes.push({ kind: 'Modified', unit: 'cell', text: cell.slice(0, arrow), targetText: cell.slice(arrow + 2) });
      }
    }
  }
  return changes;
}

function sideOf(cell: string, side: 'old' | 'new'): string {
  const arrow = cell.indexOf('->');
  if (arrow < 0) return cell;
  return side === 'old' ? cell.slice(0, arrow) : cell.slice(arrow + 2);
}

export interface CellsQuality {
  pairs: number;
  docdelta: CellsReport;
  daff: CellsReport;
  seconds: { docdelta: number; daff: number };
  errors: string[];
  failures: string[];
}

export async function runCellsQuality(options: { seed: number; verbose: boolean; out: string }): Promise<CellsQuality> {
  const daff = loadDaff();
  const pairs = generateCellsCorpus(options.seed);
  const ours: { edits: (typeof pairs)[number]['edits']; changes: TableChange[] }[] = [];
  const theirs: typeof ours = [];
  const errors: string[] = [];
  let oursSeconds = 0;
  let daffSeconds = 0;
  for (const pair of pairs) {
    let started = performance.now();
    try {
      const result = await compareFiles(
        { bytes: pair.source, fileName: `a.${pair.format}` },
        { bytes: pair.target, fileName: `b.${pair.format}` },
      );
      ours.push({ edits: pair.edits, changes: result.changes });
    } catch (e) {
      errors.push(`${pair.name}: ${e instanceof Error ? e.message : String(e)}`);
      ours.push({ edits: pair.edits, changes: [] });
    }
    oursSeconds += (performance.now() - started) / 1000;
    started = performance.now();
    theirs.push({
      edits: pair.edits.filter((e) => e.class !== 'sheet rename'),
      changes: daffChanges(daff, pair.before, pair.after),
    });
    daffSeconds += (performance.now() - started) / 1000;
  }
  const scoredOurs = scoreCells(ours);
  const scoredTheirs = scoreCells(theirs);
  if (options.verbose) {
    scoredOurs.perPair.forEach((p, k) => {
      if (!p.missed.length && !p.extra.length) return;
      console.log(`\n${pairs[k].name}`);
      for (const m of p.missed)
        console.log(`  missed ${m.class}: ${m.old ?? ''} ${m.new ?? ''} ${(m.values ?? []).slice(0, 6).join(' | ')}`);
      for (const x of p.extra)
        console.log(`  extra ${x.kind} ${x.unit}: ${x.text.slice(0, 70)} → ${x.targetText.slice(0, 70)}`);
    });
  }
  const failures: string[] = [];
  for (const name of CELL_CLASSES) {
    const d = scoredTheirs.report[name];
    const o = scoredOurs.report[name];
    if (d.edits && d.f1 >= 0.99 && (o.f1 < 0.99 || o.ratio > 1.05))
      failures.push(
        `${name}: docdelta F1 ${o.f1.toFixed(3)}, ${o.ratio.toFixed(2)} changes per edit; daff F1 ${d.f1.toFixed(3)}`,
      );
  }
  mkdirSync(options.out, { recursive: true });
  const quality: CellsQuality = {
    pairs: pairs.length,
    docdelta: scoredOurs.report,
    daff: scoredTheirs.report,
    seconds: { docdelta: oursSeconds, daff: daffSeconds },
    errors,
    failures,
  };
  writeFileSync(join(options.out, 'cells-report.json'), `${JSON.stringify(quality, null, 2)}\n`);
  return quality;
}

export function formatCellsReport(q: CellsQuality): string {
  const lines = [
    `Spreadsheet pairs: ${q.pairs} (xlsx, ods, csv; every combination of the structural classes, cell edits in all)`,
    '',
    '| Edit class | Edits | docdelta F1 | docdelta changes/edit | daff F1 | daff changes/edit |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const name of [...CELL_CLASSES, 'overall'] as const) {
    const o = q.docdelta[name];
    const d = q.daff[name];
    const daffCells = name === 'sheet rename' ? ['n/a', 'n/a'] : [d.f1.toFixed(3), d.ratio.toFixed(2)];
    lines.push(`| ${name} | ${o.edits} | ${o.f1.toFixed(3)} | ${o.ratio.toFixed(2)} | ${daffCells.join(' | ')} |`);
  }
  lines.push(
    '',
    `compare time: docdelta ${q.seconds.docdelta.toFixed(2)} s (read + diff of the files), daff ${q.seconds.daff.toFixed(2)} s (diff of in-memory tables)`,
  );
  if (q.errors.length) lines.push(`${q.errors.length} pairs failed: ${q.errors.slice(0, 5).join('; ')}`);
  return lines.join('\n');
}
