/**
 * Fuzzing with seeded mutations of the committed real-world documents (test/fixtures/real): each
 * seed picks a document and a mutation (./mutate.ts), then runs the docdelta CLI as a child
 * process, comparing the original and the mutated file in one direction or the other, listing
 * changes or writing a result. Every run must end with exit 0, 1 or 2, within the time limit,
 * under the memory limit; a failure is exactly one error line on stderr (after any reader warnings) with exit 2 and no stack trace,
 * names the input it is about, never calls the damaged input a bug in docdelta, and a refused `compare` leaves
 * no result file behind.
 *
 *   npx tsx scripts/fuzz/run.ts                       # seeds 1–200 (locally: the large set)
 *   npx tsx scripts/fuzz/run.ts --seeds 1-20 --jobs 2
 *   npx tsx scripts/fuzz/run.ts --seed 37             # one seed again, with its files kept
 *   npx tsx scripts/fuzz/run.ts --cli dist            # the built CLI instead of the sources
 *
 * Prints one line per run and a summary; exits 1 when any run broke a rule. The limits default
 * to the project's (10 s, 1 GB). The 10 s are CPU seconds of the CLI process (all its threads):
 * the work a run does, which holds on a loaded machine where wall time may be many times longer.
 * Wall time is reported beside it; a run still going after `--hang-limit` seconds (default 120)
 * of wall time is ended and counted as hung.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applicable, mulberry32, mutate, type Mutation } from './mutate';

export { MUTATIONS } from './mutate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = join(root, 'test/fixtures/real');

export interface FuzzOptions {
  seeds: number[];
  /** Runs at once. */
  jobs: number;
  /** CPU time of one run, all its threads. */
  timeLimitMs: number;
  /** Wall time after which a run is ended as hung (it is not a measure of speed). */
  hangLimitMs: number;
  rssLimitBytes: number;
  /** 'source': src/cli through tsx; 'dist': the built bundle. */
  cli: 'source' | 'dist';
  /** Keep each run's folder (files and output) for a look afterwards. */
  keep: boolean;
  log: (line: string) => void;
}

export interface FuzzRun {
  seed: number;
  fixture: string;
  mutation: Mutation;
  detail: string;
  command: string;
  exitCode: number | null;
  signal: string | null;
  seconds: number;
  /** CPU seconds of the CLI process, all threads; undefined when it did not report at exit. */
  cpuSeconds: number | undefined;
  rssBytes: number | undefined;
  stderr: string;
  /** Rules broken; empty when the run was fine. */
  problems: string[];
}

export const DEFAULT_OPTIONS: FuzzOptions = {
  seeds: range(1, 200),
  jobs: 2,
  timeLimitMs: 10_000,
  hangLimitMs: 120_000,
  rssLimitBytes: 1024 * 1024 * 1024,
  cli: 'source',
  keep: false,
  log: (line) => console.log(line),
};

export async function runFuzz(partial: Partial<FuzzOptions> = {}): Promise<FuzzRun[]> {
  const options = { ...DEFAULT_OPTIONS, ...partial };
  const fixtures = fuzzFixtures();
  const work = mkdtempSync(join(tmpdir(), 'docdelta-fuzz-'));
  const runs: FuzzRun[] = [];
  try {
    const queue = [...options.seeds];
    const worker = async () => {
      for (let seed = queue.shift(); seed !== undefined; seed = queue.shift()) {
        const run = await fuzzOne(seed, fixtures, work, options);
        runs.push(run);
        const status = run.exitCode === null ? `killed (${run.signal})` : `exit ${run.exitCode}`;
        const rss = run.rssBytes === undefined ? '? MB' : `${Math.round(run.rssBytes / 1024 / 1024)} MB`;
        const cpu = run.cpuSeconds === undefined ? '? s' : `${run.cpuSeconds.toFixed(1)} s`;
        const said = run.stderr.trim().split('\n')[0]?.slice(0, 160) ?? '';
        options.log(
          `seed ${seed}: ${run.mutation} of ${run.fixture} (${run.detail}); ${run.command}: ${status}, CPU ${cpu} (wall ${run.seconds.toFixed(1)} s), ${rss}${said ? `: ${said}` : ''}${run.problems.length ? `\n  PROBLEM: ${run.problems.join('; ')}` : ''}`,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, worker));
  } finally {
    if (!options.keep) rmSync(work, { recursive: true, force: true });
  }
  runs.sort((a, b) => a.seed - b.seed);
  const bad = runs.filter((run) => run.problems.length);
  const slowest = runs.reduce((max, run) => Math.max(max, run.cpuSeconds ?? 0), 0);
  const slowestWall = runs.reduce((max, run) => Math.max(max, run.seconds), 0);
  const largest = runs.reduce((max, run) => Math.max(max, run.rssBytes ?? 0), 0);
  options.log(
    `${runs.length} runs: ${bad.length} broke a rule; exits ${summarise(runs.map((run) => String(run.exitCode ?? run.signal)))}; most CPU ${slowest.toFixed(1)} s (longest wall ${slowestWall.toFixed(1)} s), largest ${Math.round(largest / 1024 / 1024)} MB`,
  );
  return runs;
}

/** The fixtures a seed may pick from, in a stable order. */
export function fuzzFixtures(): string[] {
  return readdirSync(FIXTURES)
    .filter((name) => /\.[a-z0-9]+$/i.test(name) && name !== 'README.md')
    .sort();
}

/** What a seed does: the document and mutation it picks, and the generator to go on with. */
export function planSeed(
  seed: number,
  fixtures = fuzzFixtures(),
): { fixture: string; original: Uint8Array; mutation: Mutation; rng: () => number } {
  const rng = mulberry32(seed * 2654435761);
  const fixture = fixtures[Math.floor(rng() * fixtures.length)];
  const original = new Uint8Array(readFileSync(join(FIXTURES, fixture)));
  const choices = applicable(original, fixture);
  const mutation = choices[Math.floor(rng() * choices.length)];
  return { fixture, original, mutation, rng };
}

async function fuzzOne(seed: number, fixtures: string[], work: string, options: FuzzOptions): Promise<FuzzRun> {
  const { fixture, original, mutation, rng } = planSeed(seed, fixtures);
  const { bytes, detail } = mutate(original, fixture, mutation, rng);
  const dir = join(work, `seed-${seed}`);
  mkdirSync(dir);
  const extension = fixture.slice(fixture.lastIndexOf('.'));
  const originalPath = join(dir, `original${extension}`);
  const mutatedPath = join(dir, `mutated${extension}`);
  writeFileSync(originalPath, original);
  writeFileSync(mutatedPath, bytes);
  const [a, b] = rng() < 0.5 ? [originalPath, mutatedPath] : [mutatedPath, originalPath];
  const writes = rng() < 0.5;
  const output = join(dir, `result${extension}`);
  const args = writes ? ['compare', a, b, '-o', output] : ['changes', a, b, '--json'];
  const command = `${args[0]} ${a === originalPath ? 'original → mutated' : 'mutated → original'}`;
  const result = await runCli(args, dir, options);
  const problems: string[] = [];
  if (result.exitCode === null)
    problems.push(
      `ended by ${result.signal}${result.timedOut ? ` after ${options.hangLimitMs / 1000} s of wall time (hung)` : ''}`,
    );
  else if (![0, 1, 2].includes(result.exitCode)) problems.push(`exit code ${result.exitCode}`);
  if (result.exitCode === 2) {
    // Reader warnings may come first, each its own `docdelta: warning:` line; the error is one line, the last.
    const lines = result.stderr.split('\n').filter(Boolean);
    const errors = lines.filter((line) => !line.startsWith('docdelta: warning: '));
    if (errors.length !== 1) problems.push(`${errors.length} error lines on stderr`);
    if (!/^docdelta: /.test(lines[lines.length - 1] ?? '') || errors[0] !== lines[lines.length - 1])
      problems.push('the error is not one "docdelta: " line at the end of stderr');
    // Every file here is one the user named: the error says which one it is about.
    if (errors.length === 1 && ![originalPath, mutatedPath, output].some((path) => errors[0].includes(path)))
      problems.push('the error names no input file');
  }
  if (/\n\s+at |Error: |node:internal/.test(result.stderr)) problems.push('a stack trace or raw error on stderr');
  // A mutated input is the input's fault: a result refused as "a bug in docdelta" (its own validation
  // failing) means the writer kept a flaw it should have excused or blamed on the input.
  if (/a bug in docdelta/.test(result.stderr)) problems.push('called a damaged input a bug in docdelta');
  if (result.cpuSeconds !== undefined && result.cpuSeconds * 1000 > options.timeLimitMs)
    problems.push(`took ${result.cpuSeconds.toFixed(1)} s of CPU, over ${options.timeLimitMs / 1000} s`);
  if (result.rssBytes !== undefined && result.rssBytes > options.rssLimitBytes)
    problems.push(`peak RSS ${Math.round(result.rssBytes / 1024 / 1024)} MB`);
  const stray = readdirSync(dir).filter(
    (name) =>
      !['original', 'mutated', 'rss'].includes(name.split('.')[0]) &&
      !(writes && result.exitCode !== 2 && join(dir, name) === output),
  );
  if (stray.length) problems.push(`left ${stray.join(', ')}`);
  return {
    seed,
    fixture,
    mutation,
    detail,
    command,
    exitCode: result.exitCode,
    signal: result.signal,
    seconds: result.seconds,
    cpuSeconds: result.cpuSeconds,
    rssBytes: result.rssBytes,
    stderr: result.stderr,
    problems,
  };
}

interface CliResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  seconds: number;
  cpuSeconds: number | undefined;
  rssBytes: number | undefined;
  stderr: string;
}

/** The CLI in a child process, its peak RSS and CPU time reported by a preload at exit (worker threads included). */
function runCli(args: string[], dir: string, options: FuzzOptions): Promise<CliResult> {
  const rssFile = join(dir, 'rss.txt');
  const preload = pathToFileURL(join(root, 'scripts/fuzz/report-rss.mjs')).href;
  const entry =
    options.cli === 'dist'
      ? [join(root, 'dist/cli/index.js')]
      : ['--import', tsxLoader(), join(root, 'src/cli/index.ts')];
  return new Promise((resolvePromise) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', preload, ...entry, ...args], {
      cwd: dir,
      env: { ...process.env, DOCDELTA_RSS_FILE: rssFile, NO_COLOR: '1', DOCDELTA_DEBUG: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
    });
    let timedOut = false;
    // Only a hang guard: a slow run is measured (and judged on its CPU time), not cut.
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.hangLimitMs);
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      let rssBytes: number | undefined;
      let cpuSeconds: number | undefined;
      try {
        const reported = JSON.parse(readFileSync(rssFile, 'utf8')) as { rssBytes: number; cpuMs: number };
        rssBytes = reported.rssBytes;
        cpuSeconds = reported.cpuMs / 1000;
      } catch {
        // Killed, or ended before the preload could write: judged without the figures.
      }
      resolvePromise({ exitCode, signal, timedOut, seconds, cpuSeconds, rssBytes, stderr });
    });
  });
}

function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
}

function summarise(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value}×${count}`).join(', ');
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, k) => from + k);
}

function parseSeeds(text: string): number[] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!match) throw new Error(`--seeds takes N or N-M, got '${text}'`);
  return range(Number(match[1]), Number(match[2] ?? match[1]));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const seed = value('--seed');
  const runs = await runFuzz({
    seeds: seed ? [Number(seed)] : parseSeeds(value('--seeds') ?? '1-200'),
    jobs: Number(value('--jobs') ?? DEFAULT_OPTIONS.jobs),
    timeLimitMs: Number(value('--time-limit') ?? DEFAULT_OPTIONS.timeLimitMs / 1000) * 1000,
    hangLimitMs: Number(value('--hang-limit') ?? DEFAULT_OPTIONS.hangLimitMs / 1000) * 1000,
    cli: value('--cli') === 'dist' ? 'dist' : 'source',
    keep: seed !== undefined || argv.includes('--keep'),
  });
  process.exitCode = runs.some((run) => run.problems.length) ? 1 : 0;
}
