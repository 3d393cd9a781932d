#!/usr/bin/env node
/**
 * Runs the test suite (or the given test files) while other CPU-heavy processes keep every core
 * busy, the way a shared CI machine is: a test that passes only on an idle machine fails here.
 *
 *   node scripts/stress-test.mjs                      # whole suite, one burner per core, once
 *   node scripts/stress-test.mjs --runs 3             # three runs in a row; stops at the first failure
 *   node scripts/stress-test.mjs --burners 2 -- test/server/limits.test.ts test/engine/revisions
 *
 * The burners are plain busy loops in child processes that end by themselves after
 * --max-minutes (default 60) even if this script is killed, and are stopped as soon as the runs
 * end. Prints one line per run (pass/fail, wall time, load average) and exits 1 when a run failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const own = split >= 0 ? args.slice(0, split) : args;
const testArgs = split >= 0 ? args.slice(split + 1) : [];

function option(name, fallback) {
  const at = own.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(own[at + 1]);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`stress-test: ${name} needs a number, got '${own[at + 1] ?? ''}'`);
    process.exit(2);
  }
  return value;
}

const runs = option('--runs', 1);
const burnerCount = option('--burners', availableParallelism());
const maxMinutes = option('--max-minutes', 60);

/** A busy loop that ends on its own: the bound holds even when nobody stops it. */
function startBurner() {
  const code = `const end = Date.now() + ${Math.round(maxMinutes * 60_000)}; let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1000003; }`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

function runSuite() {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['vitest', 'run', ...testArgs], { stdio: 'inherit' });
    child.on('close', (code) => resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

const burners = Array.from({ length: burnerCount }, startBurner);
const stopBurners = () => {
  for (const burner of burners) burner.kill('SIGKILL');
};
process.on('SIGINT', () => {
  stopBurners();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopBurners();
  process.exit(143);
});

const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const result = await runSuite();
    const line = `stress run ${run}/${runs}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(0)} s with ${burnerCount} burner(s); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`;
    results.push(line);
    console.log(line);
    if (result.code !== 0) break;
  }
} finally {
  stopBurners();
}
console.log(results.join('\n'));
process.exit(results.every((line) => line.includes(': passed')) && results.length === runs ? 0 : 1);
