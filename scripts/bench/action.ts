/**
 * Benchmark of the GitHub Action: a pull request with 10 changed documents of mixed formats
 * (DOCX, ODT, PPTX, XLSX, PDF, Markdown; modified, added, deleted), run end to end as the runner
 * runs it — `node <built action>/index.js` with GitHub's environment, in a real git repository,
 * against a fake GitHub API on loopback, artifacts to a folder. Builds are not timed.
 *
 *   npx tsx scripts/bench/action.ts [--runs 3] [--previews [--office libreoffice|builtin|auto]]
 *
 * Target: <= 20 s per run; <= 60 s with previews rendered by LibreOffice (`--previews --office
 * libreoffice`: the redline of every Office document through soffice). Prints the figures and
 * writes .bench/action.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAction } from '../../test/action/built-action';
import { startFakeGitHub } from '../../test/action/fake-github';
import { makeScenarioRepo, SCENARIO_PATHS } from '../action-scenario';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const previews = args.includes('--previews');
const office = args.includes('--office') ? args[args.indexOf('--office') + 1] : 'auto';
const TARGET_S = previews && office === 'libreoffice' ? 60 : 20;

const action = builtAction();
const github = await startFakeGitHub();
const repo = makeScenarioRepo();
const times: number[] = [];
let documents = 0;
let changes = 0;
try {
  for (let run = 0; run < runs; run++) {
    const dir = mkdtempSync(join(tmpdir(), 'docdelta-action-bench-'));
    const event = join(dir, 'event.json');
    writeFileSync(
      event,
      JSON.stringify({
        pull_request: { number: 1, base: { sha: repo.base }, head: { sha: repo.head, repo: { full_name: 'o/r' } } },
      }),
    );
    for (const file of ['output', 'summary']) writeFileSync(join(dir, file), '');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NO_PROXY: '127.0.0.1',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_SHA: repo.head,
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_RUN_ID: String(run + 1),
      GITHUB_API_URL: github.url,
      GITHUB_WORKSPACE: repo.dir,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      RUNNER_TEMP: join(dir, 'temp'),
      DOCDELTA_ARTIFACT_DIR: join(dir, 'artifacts'),
      'INPUT_GITHUB-TOKEN': 'bench',
      INPUT_PATHS: SCENARIO_PATHS.join('\n'),
      INPUT_PREVIEWS: String(previews),
      'INPUT_OFFICE-RENDERER': office,
    };
    const started = performance.now();
    const code = await new Promise<number>((done) => {
      const child = spawn(process.execPath, [action], { cwd: repo.dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('close', (exit) => done(exit ?? -1));
    });
    times.push((performance.now() - started) / 1000);
    if (code !== 0) throw new Error(`the Action exited with ${code}`);
    const output = readFileSync(join(dir, 'output'), 'utf8');
    documents = JSON.parse(/changed-documents<<(\S+)\n([\s\S]*?)\n\1/.exec(output)![2]).length;
    changes = Number(/total-changes<<(\S+)\n([\s\S]*?)\n\1/.exec(output)![2]);
    rmSync(dir, { recursive: true, force: true });
  }
} finally {
  await github.close();
  rmSync(repo.dir, { recursive: true, force: true });
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const result = {
  documents,
  changes,
  runs: times.map((t) => Number(t.toFixed(2))),
  medianSeconds: Number(median.toFixed(2)),
  targetSeconds: TARGET_S,
  previews,
  office,
  pass: median <= TARGET_S,
};
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench', 'action.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `Action, ${documents} documents (${changes} changes)${previews ? ` with previews (office-renderer ${office})` : ''}: median ${median.toFixed(2)} s over ${runs} runs (${times.map((t) => t.toFixed(2)).join(', ')}); target <= ${TARGET_S} s: ${result.pass ? 'PASS' : 'FAIL'}`,
);
