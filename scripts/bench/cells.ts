/**
 * Benchmark of the cells family: a 15,000-row × 10-column workbook against a copy with 200
 * changed cells and one deleted row. Times `node dist/cli/index.js changes a.xlsx b.xlsx --json`
 * end to end (wall time, median of N runs; peak RSS from GNU time's %M), and the same command run
 * from the sources through tsx (useful when dist/ is stale). Targets: <= 1.0 s, <= 250 MB.
 *
 *   npx tsx scripts/bench/cells.ts [--runs 5]
 *
 * Writes .bench/cells/results.json. Never fails on a target, only on a tool error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildXlsx, type CellSpec } from '../fixtures/xlsx-builder';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = join(root, '.bench/cells');
const CLI = join(root, 'dist/cli/index.js');
const TARGET_WALL_S = 1.0;
const TARGET_RSS_MB = 250;
const ROWS = 15_000;
const COLUMNS = 10;
const EDITS = 200;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['north', 'south', 'east', 'west', 'alpha', 'beta', 'gamma', 'delta', 'open', 'closed', 'pending', 'paid'];

export function makeCellsPair(): { a: string; b: string; expectedEdits: number } {
  mkdirSync(dir, { recursive: true });
  const rng = mulberry32(42);
  const header: CellSpec[] = ['Id', 'Region', 'Status', 'Qty', 'Price', 'Total', 'Ratio', 'Code', 'Note', 'Score'];
  const rows: CellSpec[][] = [header];
  for (let r = 1; r < ROWS; r++) {
    rows.push([
      `ID-${String(r).padStart(6, '0')}`,
      WORDS[Math.floor(rng() * 4)],
      WORDS[8 + Math.floor(rng() * 4)],
      Math.floor(rng() * 1000),
      Math.round(rng() * 100000) / 100,
      Math.round(rng() * 1e6) / 100,
      Math.round(rng() * 1e4) / 1e4,
      `C${Math.floor(rng() * 1e6)}`,
      `${WORDS[4 + Math.floor(rng() * 4)]} ${r % 97}`,
      Math.floor(rng() * 100),
    ]);
  }
  const edited = rows.map((row) => [...row]);
  const touched = new Set<string>();
  while (touched.size < EDITS) {
    const r = 1 + Math.floor(rng() * (ROWS - 2));
    const c = 1 + Math.floor(rng() * (COLUMNS - 1));
    if (touched.has(`${r}:${c}`) || r === 7_500) continue;
    touched.add(`${r}:${c}`);
    const old = edited[r][c];
    edited[r][c] = typeof old === 'number' ? old + 1 : `${String(old)} (edited)`;
  }
  edited.splice(7_500, 1);
  const a = join(dir, 'a.xlsx');
  const b = join(dir, 'b.xlsx');
  writeFileSync(a, buildXlsx({ sheets: [{ name: 'Data', rows }] }));
  writeFileSync(b, buildXlsx({ sheets: [{ name: 'Data', rows: edited }] }));
  return { a, b, expectedEdits: EDITS + 1 };
}

interface Run {
  wallSeconds: number;
  rssMb: number;
  changes: number;
}

function timeCommand(command: string, args: string[]): Run {
  const start = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', command, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, cwd: root });
  const wallSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr.slice(-500)}`);
  const rssKb = Number(result.stderr.trim().split('\n').pop());
  let changes = -1;
  try {
    changes = (JSON.parse(result.stdout) as unknown[]).length;
  } catch {
    // Output that is not JSON leaves the count unknown.
  }
  return { wallSeconds, rssMb: rssKb / 1024, changes };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

function main(): void {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
  const pair = makeCellsPair();
  const results: Record<string, { wallSeconds: number; rssMb: number; changes: number }> = {};
  const variants: [string, string, string[]][] = [];
  if (existsSync(CLI)) variants.push(['dist', process.execPath, [CLI, 'changes', pair.a, pair.b, '--json']]);
  variants.push(['tsx (sources)', process.execPath, ['--import', 'tsx', join(root, 'src/cli/index.ts'), 'changes', pair.a, pair.b, '--json']]);
  for (const [name, command, args] of variants) {
    let measured: Run[];
    try {
      measured = Array.from({ length: runs }, () => timeCommand(command, args));
    } catch (error) {
      console.log(`${name}: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const wall = median(measured.map((r) => r.wallSeconds));
    const rss = Math.max(...measured.map((r) => r.rssMb));
    results[name] = { wallSeconds: wall, rssMb: rss, changes: measured[0].changes };
    const verdict = wall <= TARGET_WALL_S && rss <= TARGET_RSS_MB ? 'PASS' : 'FAIL';
    console.log(`${name}: ${wall.toFixed(3)} s (median of ${runs}), peak RSS ${rss.toFixed(0)} MB, ${measured[0].changes} changes (expected ${pair.expectedEdits}) — ${verdict} (targets ${TARGET_WALL_S} s, ${TARGET_RSS_MB} MB)`);
  }
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
