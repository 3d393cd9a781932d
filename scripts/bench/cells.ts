/**
 * Benchmark of the cells family, run by `npm run bench` (after the Word pairs) or alone:
 *
 *   npx tsx scripts/bench/cells.ts [--runs 3]
 *
 * - `15k`: 15,000 rows × 10 columns against a copy with 200 changed cells, one deleted row and
 *   an inserted column; xlsx and CSV. docdelta (`changes a b --json`, end to end) and daff (its
 *   own CLI on the CSV pair) run in the same run. Targets: docdelta at most half of daff's time,
 *   <= 250 MB.
 * - `100k`: 100,000 rows × 20 columns with 1% of the cells changed (20,000) and an inserted
 *   column, CSV and xlsx. Targets: <= 3 s, <= 500 MB.
 * Wall time is the median of the runs; peak RSS from GNU time's %M. Writes
 * .bench/cells/results.json. Never fails on a target, only on a tool error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildXlsx, type CellSpec } from '../fixtures/xlsx-builder';
import { mulberry32 } from '../quality/generate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = join(root, '.bench/cells');
const CLI = join(root, 'dist/cli/index.js');
const DAFF = join(root, 'node_modules/daff/bin/daff.js');

const WORDS = [
  'north',
  'south',
  'east',
  'west',
  'alpha',
  'beta',
  'gamma',
  'delta',
  'open',
  'closed',
  'pending',
  'paid',
];

interface Pair {
  name: string;
  files: Record<'xlsx' | 'csv', { a: string; b: string }>;
  expectedEdits: number;
}

/** A table of `rows` × `columns` and a copy with `edits` changed cells, one deleted row and one inserted column. */
export function makeCellsPair(name: string, rows: number, columns: number, edits: number, seed = 42): Pair {
  mkdirSync(dir, { recursive: true });
  const rng = mulberry32(seed);
  const header: CellSpec[] = Array.from({ length: columns }, (_, c) => (c === 0 ? 'Id' : `Field ${c}`));
  const table: CellSpec[][] = [header];
  for (let r = 1; r < rows; r++) {
    const row: CellSpec[] = [`ID-${String(r).padStart(7, '0')}`];
    for (let c = 1; c < columns; c++) {
      const kind = c % 4;
      row.push(
        kind === 0
          ? WORDS[Math.floor(rng() * WORDS.length)]
          : kind === 1
            ? Math.floor(rng() * 1000)
            : kind === 2
              ? Math.round(rng() * 100000) / 100
              : `C${Math.floor(rng() * 1e6)}`,
      );
    }
    table.push(row);
  }
  const edited = table.map((row) => [...row]);
  const touched = new Set<string>();
  const deletedRow = Math.floor(rows / 2);
  while (touched.size < edits) {
    const r = 1 + Math.floor(rng() * (rows - 2));
    const c = 1 + Math.floor(rng() * (columns - 1));
    if (touched.has(`${r}:${c}`) || r === deletedRow) continue;
    touched.add(`${r}:${c}`);
    const old = edited[r][c];
    edited[r][c] = typeof old === 'number' ? old + 1 : `${String(old)} (edited)`;
  }
  edited.splice(deletedRow, 1);
  const at = Math.floor(columns / 2);
  edited.forEach((row, r) => row.splice(at, 0, r === 0 ? 'Added' : `added ${r}`));
  const files = {} as Pair['files'];
  const csv = (t: CellSpec[][]) => t.map((row) => row.map((v) => String(v)).join(',')).join('\n') + '\n';
  for (const format of ['xlsx', 'csv'] as const) {
    const a = join(dir, `${name}-a.${format}`);
    const b = join(dir, `${name}-b.${format}`);
    writeFileSync(a, format === 'xlsx' ? buildXlsx({ sheets: [{ name: 'Data', rows: table }] }) : csv(table));
    writeFileSync(b, format === 'xlsx' ? buildXlsx({ sheets: [{ name: 'Data', rows: edited }] }) : csv(edited));
    files[format] = { a, b };
  }
  return { name, files, expectedEdits: edits + 2 };
}

interface Run {
  wallSeconds: number;
  rssMb: number;
  changes: number;
}

function timeCommand(command: string, args: string[]): Run {
  const start = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', command, ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    cwd: root,
  });
  const wallSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr.slice(-500)}`);
  const rssKb = Number(result.stderr.trim().split('\n').pop());
  let changes = -1;
  try {
    changes = (JSON.parse(result.stdout) as unknown[]).length;
  } catch {
    // daff writes a table, not JSON: its rows are counted by the caller when it matters.
  }
  return { wallSeconds, rssMb: rssKb / 1024, changes };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

export type CellsBenchResults = Record<string, { wallSeconds: number; rssMb: number; changes: number }>;

export function runCellsBench(runs: number): CellsBenchResults {
  const results: CellsBenchResults = {};
  const measure = (label: string, command: string, args: string[]) => {
    try {
      const measured = Array.from({ length: runs }, () => timeCommand(command, args));
      results[label] = {
        wallSeconds: median(measured.map((r) => r.wallSeconds)),
        rssMb: Math.max(...measured.map((r) => r.rssMb)),
        changes: measured[0].changes,
      };
    } catch (error) {
      console.log(`${label}: ${(error as Error).message.split('\n')[0]}`);
    }
    return results[label];
  };
  // dist/ when built (what users run), else the sources through tsx.
  const docdelta = (a: string, b: string): [string, string[]] =>
    existsSync(CLI)
      ? [process.execPath, [CLI, 'changes', a, b, '--json']]
      : [process.execPath, ['--import', 'tsx', join(root, 'src/cli/index.ts'), 'changes', a, b, '--json']];
  const via = existsSync(CLI) ? 'dist' : 'tsx (sources)';
  const small = makeCellsPair('15k', 15_000, 10, 200);
  const large = makeCellsPair('100k', 100_000, 20, 20_000, 7);
  const line = (label: string, r: Run | undefined, expected: number, target: string) =>
    r &&
    console.log(
      `${label}: ${r.wallSeconds.toFixed(3)} s (median of ${runs}), peak RSS ${r.rssMb.toFixed(0)} MB${r.changes >= 0 ? `, ${r.changes} changes (expected ${expected})` : ''} ${target}`,
    );
  const daffRun = measure('daff 15k csv', process.execPath, [
    DAFF,
    '--output',
    join(dir, '15k-daff.csv'),
    small.files.csv.a,
    small.files.csv.b,
  ]);
  line('daff 15k csv', daffRun, small.expectedEdits, '');
  for (const format of ['csv', 'xlsx'] as const) {
    const label = `docdelta 15k ${format} (${via})`;
    const r = measure(label, ...docdelta(small.files[format].a, small.files[format].b));
    const half = daffRun ? daffRun.wallSeconds / 2 : Infinity;
    line(
      label,
      r,
      small.expectedEdits,
      r
        ? `— ${r.wallSeconds <= half && r.rssMb <= 250 ? 'PASS' : 'FAIL'} (targets <= half of daff's ${daffRun?.wallSeconds.toFixed(3)} s, <= 250 MB)`
        : '',
    );
  }
  for (const format of ['csv', 'xlsx'] as const) {
    const label = `docdelta 100k ${format} (${via})`;
    const r = measure(label, ...docdelta(large.files[format].a, large.files[format].b));
    line(
      label,
      r,
      large.expectedEdits,
      r ? `— ${r.wallSeconds <= 3 && r.rssMb <= 500 ? 'PASS' : 'FAIL'} (targets 3 s, 500 MB)` : '',
    );
  }
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runsArg = process.argv.indexOf('--runs');
  runCellsBench(runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3);
}
