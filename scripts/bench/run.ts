/**
 * Benchmark: a ~330-page DOCX (~120,000 words of prose with headings, lists and tables) against
 * a copy with ~100 scattered edits of every class, and a doubled pair (~240,000 words, ~200
 * edits) to check that time scales linearly. Measures the docdelta CLI end to end
 * (`node dist/cli/index.js changes a.docx b.docx --json`): wall time (median of N runs) and
 * peak RSS (GNU time's %M, else /proc/<pid>/status VmHWM polled). Runs Docxodus and
 * pandoc + `git diff --word-diff` side by side when they are available.
 *
 *   npm run bench                         # all tools, 5 runs
 *   npm run bench -- --runs 3 --only docdelta
 *   npm run bench -- --no-docxodus --no-pandoc
 *   npm run bench -- --proc-rss           # peak RSS from /proc polling even when GNU time exists
 *   npm run bench -- --previews           # then previews and the LibreOffice pool (preview.ts, office-pool.ts)
 *
 * Writes .bench/results.json. Prints PASS/FAIL against the targets; it never fails the process
 * on a target (use the JSON), only on a tool error of docdelta itself.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocx } from '../fixtures/docx-builder';
import {
  EDIT_CLASSES,
  TextSource,
  UidSource,
  applyEdits,
  blockTextOf,
  loadProse,
  makeBase,
  mulberry32,
  parseArgs,
  shuffle,
  toDocSpec,
} from '../quality/generate';
import { runCellsBench } from './cells';
import { ensureDocxodus } from './docxodus';
import { buildPdf } from './pdf-pair';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const benchDir = join(root, '.bench/bench');
const CLI = join(root, 'dist/cli/index.js');

// Issue #19: `changes` on the ~330-page pair end to end (the CLI process, node's start-up
// included) in at most 0.30 s and 150 MB.
const TARGET_WALL_S = 0.3;
const TARGET_RSS_MB = 150;
const TARGET_DOUBLING = 2;

interface PairInfo {
  name: string;
  a: string;
  b: string;
  words: number;
  blocks: number;
  edits: number;
  pages: number;
}

/** Generate a large pair. Synthetic paragraphs (3–6 prose sentences each) keep blocks unique. */
function makePair(name: string, words: number, edits: number, seed: number): PairInfo {
  const dir = join(benchDir, name);
  mkdirSync(dir, { recursive: true });
  const rng = mulberry32(seed);
  const prose = loadProse();
  const uids = new UidSource();
  const texts = new TextSource(rng, prose, true);
  // ~99 words per block on average with this prose (paragraphs, headings, lists, tables).
  const blocks = Math.round(words / 99);
  const source = makeBase(
    rng,
    { blocks, tables: Math.round(blocks / 45), synthetic: true, styledChance: 0.15 },
    uids,
    texts,
  );
  const classes = shuffle(rng, [...EDIT_CLASSES]);
  const result = applyEdits(rng, source, edits, classes, texts, uids, prose);
  const count = (bs: typeof source) => bs.reduce((n, b) => n + blockTextOf(b).split(/\s+/).filter(Boolean).length, 0);
  const a = join(dir, 'a.docx');
  const b = join(dir, 'b.docx');
  // 12 pt, 1.25 lines: about 370 words a page, so ~120,000 words make ~330 pages (LibreOffice).
  const spec = (blocks: typeof source, side: string) => ({
    ...toDocSpec(blocks, `Benchmark ${name} (${side})`),
    fontSize: 12,
    lineSpacing: 1.25,
  });
  writeFileSync(a, buildDocx(spec(source, 'a')));
  writeFileSync(b, buildDocx(spec(result.target, 'b')));
  writeFileSync(join(dir, 'truth.json'), JSON.stringify(result.edits, null, 2) + '\n');
  const w = count(source);
  return { name, a, b, words: w, blocks: source.length, edits: result.edits.length, pages: Math.round(w / 370) };
}

interface RunResult {
  wall: number;
  /** User + system CPU seconds (GNU time), null without it. */
  cpu: number | null;
  rssMb: number | null;
  stdout: string;
  code: number | null;
  stderr: string;
}

const hasGnuTime = (() => {
  if (process.argv.includes('--proc-rss')) return false; // force /proc polling (to check it)
  try {
    const r = spawnSync('/usr/bin/time', ['-f', '%M', 'true'], { encoding: 'utf8' });
    return r.status === 0 && /^\d+\s*$/m.test(r.stderr);
  } catch {
    return false;
  }
})();

/** Run a command once; wall time in seconds and peak RSS in MB. */
async function measure(cmd: string, args: string[], timeoutMs: number): Promise<RunResult> {
  const rssFile = join(benchDir, `rss-${process.pid}.txt`);
  const [bin, argv] = hasGnuTime ? ['/usr/bin/time', ['-f', '%M %U %S', '-o', rssFile, cmd, ...args]] : [cmd, args];
  const started = performance.now();
  const child = spawn(bin, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let hwmKb = 0;
  const poll = hasGnuTime
    ? undefined
    : setInterval(() => {
        try {
          const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
          if (m) hwmKb = Math.max(hwmKb, Number(m[1]));
        } catch {
          /* process gone */
        }
      }, 5);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((res) => child.on('close', (c) => res(c)));
  const wall = (performance.now() - started) / 1000;
  clearTimeout(timer);
  if (poll) clearInterval(poll);
  let rssMb: number | null = hwmKb ? hwmKb / 1024 : null;
  let cpu: number | null = null;
  if (hasGnuTime && existsSync(rssFile)) {
    const [kb, user, system] = (readFileSync(rssFile, 'utf8').trim().split('\n').pop() ?? '').split(' ').map(Number);
    rssMb = Number.isFinite(kb) ? kb / 1024 : null;
    cpu = Number.isFinite(user) && Number.isFinite(system) ? user + system : null;
    rmSync(rssFile);
  }
  return { wall, cpu, rssMb, stdout, code, stderr };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface ToolResult {
  tool: string;
  pair: string;
  runs: number;
  wallS: number | null;
  wallAllS: number[];
  /** Median user + system CPU seconds, when GNU time measured them. */
  cpuS?: number | null;
  peakRssMb: number | null;
  changes: number | null;
  error?: string;
}

interface Tool {
  name: string;
  available(): boolean;
  command(p: PairInfo): [string, string[]];
  count(stdout: string): number;
}

const docdeltaTool: Tool = {
  name: 'docdelta',
  available: () => existsSync(CLI),
  command: (p) => [process.execPath, [CLI, 'changes', p.a, p.b, '--json']],
  count: (out) => (JSON.parse(out) as unknown[]).length,
};

/** Writing the result document: `compare` in styled and tracked mode (target: ≤ 1.0 s over `changes`, ≤ 300 MB). */
function resultTool(mode: 'styled' | 'tracked'): Tool {
  return {
    name: `docdelta-${mode}`,
    available: () => existsSync(CLI),
    command: (p) => [
      process.execPath,
      [CLI, 'compare', p.a, p.b, '-o', join(dirname(p.b), `result-${mode}.docx`), '--mode', mode],
    ],
    count: (out) => Number(/: (\d+) changes?/.exec(out)?.[1] ?? NaN),
  };
}

const docxodusTool: Tool = {
  name: 'docxodus',
  available: () => ensureDocxodus(),
  command: (p) => [process.execPath, [join(root, 'scripts/bench/docxodus-compare.mjs'), p.a, p.b]],
  count: (out) => (JSON.parse(out.trim().split('\n').pop() ?? '{}') as { changes: number }).changes,
};

function which(bin: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;
}

const pandocTool: Tool = {
  name: 'pandoc+git',
  available: () => which('pandoc') && which('git'),
  command: (p) => {
    const ta = join(dirname(p.a), 'a.txt');
    const tb = join(dirname(p.b), 'b.txt');
    // git diff exits 1 when files differ; the pipeline's status is the last command's (`wc`).
    const script =
      `pandoc -t plain --wrap=none "${p.a}" -o "${ta}" && pandoc -t plain --wrap=none "${p.b}" -o "${tb}" && ` +
      `{ git diff --no-index --word-diff=porcelain "${ta}" "${tb}"; true; }`;
    return ['sh', ['-c', script]];
  },
  count: countWordDiff,
};

/** Porcelain word diff: one line per changed chunk (`-old`, `+new`); a run of -/+ lines is one change. */
function countWordDiff(out: string): number {
  let n = 0;
  let inChange = false;
  for (const line of out.split('\n')) {
    if (line.startsWith('---') || line.startsWith('+++')) continue;
    const changed = line.startsWith('-') || line.startsWith('+');
    if (changed && !inChange) n++;
    inChange = changed;
  }
  return n;
}

/** poppler's pdftotext on both files, then git's word diff of the texts: the plain-text baseline for PDFs. */
const pdftotextTool: Tool = {
  name: 'pdftotext+git',
  available: () => which('pdftotext') && which('git'),
  command: (p) => {
    const ta = join(dirname(p.a), 'a.txt');
    const tb = join(dirname(p.b), 'b.txt');
    const script =
      `pdftotext "${p.a}" "${ta}" && pdftotext "${p.b}" "${tb}" && ` +
      `{ git diff --no-index --word-diff=porcelain "${ta}" "${tb}"; true; }`;
    return ['sh', ['-c', script]];
  },
  count: countWordDiff,
};

/** `compare` of a PDF pair: the annotated PDF result. */
const pdfCompareTool: Tool = {
  name: 'docdelta-compare',
  available: () => existsSync(CLI),
  command: (p) => [process.execPath, [CLI, 'compare', p.a, p.b, '-o', join(dirname(p.b), 'result.pdf')]],
  count: (out) => Number(/: (\d+) changes?/.exec(out)?.[1] ?? (/no changes/.test(out) ? 0 : NaN)),
};

/** `info` on one file (the pair's source): the page count. */
function infoTool(name: string, command: (file: string) => [string, string[]]): Tool {
  return {
    name,
    available: () => which(command('')[0] === process.execPath ? 'node' : command('')[0]),
    command: (p) => command(p.a),
    count: (out) => Number(/pages?:\s+(\d+)/i.exec(out)?.[1] ?? NaN),
  };
}

const STANDARD = join(root, 'scripts/bench/inputs/ecma-376-part-2-4th-edition-2012.pdf');

/** The PDF pairs: the generated 340-page pair, and the real 137-page standard against itself without page 61. */
async function makePdfPairs(): Promise<PairInfo[]> {
  const pairs: PairInfo[] = [];
  const dir = join(benchDir, 'pdf340');
  mkdirSync(dir, { recursive: true });
  const a = await buildPdf(340, false);
  const b = await buildPdf(340, true);
  writeFileSync(join(dir, 'a.pdf'), a.bytes);
  writeFileSync(join(dir, 'b.pdf'), b.bytes);
  pairs.push({
    name: 'pdf340',
    a: join(dir, 'a.pdf'),
    b: join(dir, 'b.pdf'),
    words: 0,
    blocks: 0,
    edits: b.edits,
    pages: a.pages,
  });
  if (existsSync(STANDARD) && which('qpdf')) {
    const standard = join(benchDir, 'standard');
    mkdirSync(standard, { recursive: true });
    const source = join(standard, 'a.pdf');
    writeFileSync(source, readFileSync(STANDARD));
    const target = join(standard, 'b.pdf');
    execFileSync('qpdf', [source, '--pages', source, '1-60,62-z', '--', target]);
    pairs.push({ name: 'standard', a: source, b: target, words: 0, blocks: 0, edits: 1, pages: 137 });
  }
  return pairs;
}

/** PDF comparisons beside pdftotext + git's word diff, and `info` beside pdfinfo, in the same run. */
async function runPdfBench(runs: number, timeoutMs: number): Promise<ToolResult[]> {
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(1))
      .join(', ');
  console.log(`\nPDF (load average ${load()} at the start; wall times stretch with it, CPU seconds do not):`);
  const pairs = await makePdfPairs();
  const results: ToolResult[] = [];
  const plan: [Tool, PairInfo[]][] = [
    [docdeltaTool, pairs],
    [pdftotextTool, pairs],
    [pdfCompareTool, pairs.filter((p) => p.name === 'standard')],
    [
      infoTool('docdelta-info', (file) => [process.execPath, [CLI, 'info', file]]),
      pairs.filter((p) => p.name === 'standard'),
    ],
    [infoTool('pdfinfo', (file) => ['pdfinfo', [file]]), pairs.filter((p) => p.name === 'standard')],
  ];
  for (const [tool, toolPairs] of plan) {
    if (!tool.available()) {
      console.log(`${tool.name}: not available, skipped`);
      continue;
    }
    for (const pair of toolPairs) {
      const r = await runTool(tool, pair, runs, timeoutMs);
      results.push(r);
      console.log(
        `${tool.name.padEnd(18)} ${pair.name.padEnd(9)} ` +
          (r.error
            ? `error: ${r.error.split('\n')[0]}`
            : `${r.wallS?.toFixed(3)} s wall, ${r.cpuS?.toFixed(2) ?? '-'} s CPU, ${r.peakRssMb?.toFixed(0)} MB, ${r.changes}`),
      );
    }
  }
  const find = (tool: string, pair: string) => results.find((r) => r.tool === tool && r.pair === pair);
  const ours = find('docdelta', 'pdf340');
  const theirs = find('pdftotext+git', 'pdf340');
  if (ours?.cpuS && theirs?.cpuS)
    // On a loaded machine the wall ratio says little (both wait for the CPU); the CPU ratio holds.
    console.log(`pdf340: docdelta / pdftotext+git CPU ${(ours.cpuS / theirs.cpuS).toFixed(2)}×`);
  if (ours?.wallS && theirs?.wallS)
    console.log(
      `pdf340: docdelta / pdftotext+git wall ${(ours.wallS / theirs.wallS).toFixed(2)}× (target ≤ 2×: ${mark(ours.wallS <= 2 * theirs.wallS)})` +
        (ours.peakRssMb !== null ? `, RSS ≤ 300 MB: ${mark(ours.peakRssMb <= 300)}` : ''),
    );
  const compared = find('docdelta-compare', 'standard');
  if (compared?.peakRssMb != null) console.log(`standard: compare RSS ≤ 400 MB: ${mark(compared.peakRssMb <= 400)}`);
  const info = find('docdelta-info', 'standard');
  if (info?.wallS != null) console.log(`standard: info ≤ 0.3 s: ${mark(info.wallS <= 0.3)}`);
  console.log(`load average ${load()} at the end`);
  return results;
}

async function runTool(tool: Tool, pair: PairInfo, runs: number, timeoutMs: number): Promise<ToolResult> {
  const walls: number[] = [];
  const cpus: number[] = [];
  let peak: number | null = null;
  let changes: number | null = null;
  const [cmd, args] = tool.command(pair);
  // One warm-up run (file cache, lazy installs), not counted.
  await measure(cmd, args, timeoutMs);
  for (let i = 0; i < runs; i++) {
    const r = await measure(cmd, args, timeoutMs);
    if (r.code !== 0) {
      return {
        tool: tool.name,
        pair: pair.name,
        runs: i,
        wallS: null,
        wallAllS: walls,
        peakRssMb: peak,
        changes,
        error: `exit ${r.code}: ${r.stderr.slice(-400)}`,
      };
    }
    walls.push(r.wall);
    if (r.cpu !== null) cpus.push(r.cpu);
    if (r.rssMb !== null) peak = Math.max(peak ?? 0, r.rssMb);
    try {
      changes = tool.count(r.stdout);
    } catch (e) {
      return {
        tool: tool.name,
        pair: pair.name,
        runs: i,
        wallS: null,
        wallAllS: walls,
        peakRssMb: peak,
        changes,
        error: `unreadable output: ${String(e)}`,
      };
    }
  }
  return {
    tool: tool.name,
    pair: pair.name,
    runs,
    wallS: median(walls),
    wallAllS: walls,
    cpuS: cpus.length ? median(cpus) : null,
    peakRssMb: peak,
    changes,
  };
}

const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const runs = Number(args.runs ?? 5);
  const timeoutMs = Number(args.timeout ?? 600) * 1000;
  const only = typeof args.only === 'string' ? args.only.split(',') : undefined;

  if (!existsSync(CLI)) {
    console.log('dist/cli/index.js is missing: running npm run build …');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  mkdirSync(benchDir, { recursive: true });

  const t0 = performance.now();
  // `--only pdf` (or cells) needs no Word pairs.
  const wordTools = !only || only.some((name) => name !== 'pdf' && name !== 'cells');
  const base = makePair('base', wordTools ? 120_000 : 1_000, 100, 20240101);
  const double = makePair('double', wordTools ? 240_000 : 2_000, 200, 20240102);
  console.log(
    `generated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ` +
      `base ${base.words} words, ${base.blocks} blocks, ~${base.pages} pages, ${base.edits} edits; ` +
      `double ${double.words} words, ${double.blocks} blocks, ~${double.pages} pages, ${double.edits} edits`,
  );
  console.log(
    `peak RSS from ${hasGnuTime ? 'GNU time %M' : '/proc/<pid>/status VmHWM'}; ${runs} runs per cell, median wall time` +
      ` (and median user + system CPU time with GNU time); load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(', ')} at the start`,
  );

  const tools: Tool[] = [docdeltaTool, resultTool('styled'), resultTool('tracked')];
  if (!args['no-docxodus']) tools.push(docxodusTool);
  if (!args['no-pandoc']) tools.push(pandocTool);
  const results: ToolResult[] = [];
  const skipped: string[] = [];
  for (const tool of tools) {
    if (only && !only.includes(tool.name) && !only.includes(tool.name.split('+')[0])) continue;
    if (!tool.available()) {
      skipped.push(tool.name);
      console.log(`${tool.name}: not available, skipped`);
      continue;
    }
    for (const pair of [base, double]) {
      process.stdout.write(`${tool.name} on ${pair.name} … `);
      const r = await runTool(tool, pair, runs, timeoutMs);
      results.push(r);
      console.log(
        r.error ? `error: ${r.error}` : `${r.wallS?.toFixed(3)} s, ${r.peakRssMb?.toFixed(0)} MB, ${r.changes} changes`,
      );
    }
  }

  const fmt = (x: number | null, d: number) => (x === null ? '-' : x.toFixed(d));
  console.log('');
  console.log(
    `${'tool'.padEnd(16)} ${'pair'.padEnd(8)} ${'wall s'.padStart(8)} ${'CPU s'.padStart(8)} ${'peak MB'.padStart(8)} ${'changes'.padStart(8)}`,
  );
  for (const r of results) {
    let line = `${r.tool.padEnd(16)} ${r.pair.padEnd(8)} ${fmt(r.wallS, 3).padStart(8)} ${fmt(r.cpuS ?? null, 2).padStart(8)} ${fmt(r.peakRssMb, 0).padStart(8)} ${String(r.changes ?? '-').padStart(8)}`;
    if (r.tool === 'docdelta' && r.pair === 'base' && r.wallS !== null) {
      line += `   wall ≤ ${TARGET_WALL_S} s: ${mark(r.wallS <= TARGET_WALL_S)}`;
      if (r.peakRssMb !== null) line += `, RSS ≤ ${TARGET_RSS_MB} MB: ${mark(r.peakRssMb <= TARGET_RSS_MB)}`;
    }
    const changesOnly = results.find((x) => x.tool === 'docdelta' && x.pair === r.pair)?.wallS;
    if (r.tool.startsWith('docdelta-') && r.wallS !== null && changesOnly != null) {
      line += `   +${(r.wallS - changesOnly).toFixed(2)} s over changes ≤ 1.0 s: ${mark(r.wallS - changesOnly <= 1.0)}`;
      if (r.peakRssMb !== null) line += `, RSS ≤ 300 MB: ${mark(r.peakRssMb <= 300)}`;
    }
    if (r.error) line += `   error: ${r.error.split('\n')[0]}`;
    console.log(line);
  }
  const doubling: Record<string, number | null> = {};
  for (const tool of new Set(results.map((r) => r.tool))) {
    const b = results.find((r) => r.tool === tool && r.pair === 'base')?.wallS ?? null;
    const d = results.find((r) => r.tool === tool && r.pair === 'double')?.wallS ?? null;
    doubling[tool] = b && d ? d / b : null;
  }
  console.log('');
  for (const [tool, ratio] of Object.entries(doubling)) {
    let line = `doubling ratio (double / base wall time) ${tool}: ${fmt(ratio, 2)}`;
    if (tool === 'docdelta' && ratio !== null) line += `   ≤ ${TARGET_DOUBLING}×: ${mark(ratio <= TARGET_DOUBLING)}`;
    console.log(line);
  }

  const pdfResults = !only || only.includes('pdf') ? await runPdfBench(Math.min(runs, 3), timeoutMs) : [];

  if (!only || only.includes('cells')) {
    console.log('\nSpreadsheets (scripts/bench/cells.ts; docdelta and daff in the same run):');
    runCellsBench(Math.min(runs, 3));
  }

  const dd = results.find((r) => r.tool === 'docdelta' && r.pair === 'base');
  const out = {
    date: new Date().toISOString(),
    node: process.version,
    runs,
    rssSource: hasGnuTime ? 'gnu-time' : 'proc-vmhwm',
    pairs: [base, double].map(({ a, b, ...rest }) => ({
      ...rest,
      a: a.replace(root + '/', ''),
      b: b.replace(root + '/', ''),
    })),
    results,
    pdf: pdfResults,
    doubling,
    skipped,
    targets: {
      wallS: TARGET_WALL_S,
      rssMb: TARGET_RSS_MB,
      doubling: TARGET_DOUBLING,
      pass: {
        wall: dd?.wallS != null ? dd.wallS <= TARGET_WALL_S : null,
        rss: dd?.peakRssMb != null ? dd.peakRssMb <= TARGET_RSS_MB : null,
        doubling: doubling.docdelta != null ? doubling.docdelta <= TARGET_DOUBLING : null,
      },
    },
  };
  const file = join(root, '.bench/results.json');
  writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  console.log(`\nresults: ${file}`);
  if (results.some((r) => r.tool === 'docdelta' && r.error)) process.exitCode = 1;
  if (args.previews) {
    for (const script of ['preview.ts', 'office-pool.ts']) {
      console.log(`\n${script}:`);
      spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench', script), '--runs', '3'], {
        cwd: root,
        stdio: 'inherit',
      });
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 2;
});
