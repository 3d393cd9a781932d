/**
 * Benchmark of the git diff driver end to end: a temporary repository with 20 small DOCX files,
 * each edited in the work tree, and `git diff` with docdelta installed as diff.docdelta.command
 * (the built CLI, `node dist/cli/index.js`). git starts the driver once per file, so what counts
 * is start-up plus one small comparison; the target is <= 150 ms per file.
 *
 *   npx tsx scripts/bench/git-driver.ts [--runs 5] [--files 20] [--cli path/to/cli.js]
 *
 * Build first (`npm run build`). Prints ms per file (median of the runs) next to bare `node`
 * start-up and `git diff` without the driver, and PASS/FAIL against the target.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildDocx, type BlockSpec } from '../fixtures/docx-builder';

const TARGET_MS_PER_FILE = 150;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    files: { type: 'string', default: '20' },
    cli: { type: 'string' },
  },
});
const runs = Number(values.runs);
const fileCount = Number(values.files);
const cli = resolve(values.cli ?? join(root, 'dist/cli/index.js'));
if (!existsSync(cli)) {
  console.error(`${cli} does not exist; run 'npm run build' first`);
  process.exit(2);
}

const repo = mkdtempSync(join(tmpdir(), 'docdelta-bench-git-'));
// An isolated git: no user or system config, no pager, so only the driver is measured.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOME: repo,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: join(repo, '.no-global'),
  GIT_PAGER: 'cat',
  NO_COLOR: '1',
};
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

function document(index: number, edited: boolean): Uint8Array {
  const body: BlockSpec[] = [
    { heading: 1, runs: [`Document ${index}`] },
    `This is the first paragraph of document ${index}. It has a few sentences of ordinary prose.`,
    edited
      ? `The second paragraph was changed in version two of document ${index}.`
      : `The second paragraph says something in version one of document ${index}.`,
    { list: { kind: 'bullet' }, runs: ['First point'] },
    { list: { kind: 'bullet' }, runs: [edited ? 'Second point, revised' : 'Second point'] },
    {
      type: 'table',
      rows: [
        ['Item', 'Amount'],
        ['Paper', edited ? '12' : '10'],
        ['Ink', '4'],
      ],
    },
    edited
      ? { runs: ['A closing paragraph with ', { text: 'bold', bold: true }, ' text.'] }
      : 'A closing paragraph with bold text.',
  ];
  return buildDocx({ body, header: [`Header ${index}`], title: `Document ${index}` });
}

try {
  git('init', '-q');
  git('config', 'user.name', 'bench');
  git('config', 'user.email', 'bench@example.invalid');
  for (let i = 1; i <= fileCount; i++)
    writeFileSync(join(repo, `doc-${String(i).padStart(2, '0')}.docx`), document(i, false));
  execFileSync(process.execPath, [cli, 'install', '--local'], { cwd: repo, env, stdio: 'ignore' });
  git('add', '-A');
  git('commit', '-q', '-m', 'v1');
  for (let i = 1; i <= fileCount; i++)
    writeFileSync(join(repo, `doc-${String(i).padStart(2, '0')}.docx`), document(i, true));

  const time = (command: string, args: string[]) => {
    const samples: number[] = [];
    let output = '';
    for (let r = 0; r < runs; r++) {
      const start = process.hrtime.bigint();
      const result = spawnSync(command, args, { cwd: repo, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (result.status !== 0)
        throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
      output = result.stdout;
    }
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(samples.length / 2)], min: samples[0], output };
  };

  const withDriver = time('git', ['diff']);
  const headers = withDriver.output.split('\n').filter((line) => line.startsWith('diff --docdelta ')).length;
  if (headers !== fileCount)
    throw new Error(
      `expected ${fileCount} documents in the driver's output, got ${headers}:\n${withDriver.output.slice(0, 2000)}`,
    );
  const plain = time('git', ['diff', '--no-ext-diff']);
  const node = time(process.execPath, ['-e', '0']);
  const perFile = withDriver.median / fileCount;
  console.log(`git diff with the docdelta driver, ${fileCount} small DOCX pairs, median of ${runs} runs:`);
  console.log(`  total           ${withDriver.median.toFixed(0)} ms (min ${withDriver.min.toFixed(0)} ms)`);
  console.log(
    `  per file        ${perFile.toFixed(1)} ms  (target <= ${TARGET_MS_PER_FILE} ms) ${perFile <= TARGET_MS_PER_FILE ? 'PASS' : 'FAIL'}`,
  );
  console.log(`  git diff alone  ${plain.median.toFixed(0)} ms; bare node start-up ${node.median.toFixed(0)} ms`);
} finally {
  rmSync(repo, { recursive: true, force: true });
}
