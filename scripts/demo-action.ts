// `npm run demo`: runs the GitHub Action's own code on the repository's sample documents — a
// temporary git repository with a base and a head commit, GitHub faked in memory — and writes
// what a pull request would get into ./docdelta-demo: comment.md, summary.md, report.html, the
// result documents, change lists and previews.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { folderArtifactStore } from '../src/action/artifact';
import { localBackend } from '../src/action/backend';
import { ensureNativeModules } from '../src/action/native';
import { parseInputs } from '../src/action/inputs';
import { enginePreviewRenderer } from '../src/action/previews';
import { runAction } from '../src/action/run';
import { makeScenarioRepo, memoryGitHub, SCENARIO_PATHS } from './action-scenario';

const out = join(process.cwd(), 'docdelta-demo');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const work = join(out, '.work');
mkdirSync(work, { recursive: true });
// @actions/core writes outputs and the job summary to the files these name, as on a runner.
process.env.GITHUB_OUTPUT = join(work, 'outputs.txt');
process.env.GITHUB_STEP_SUMMARY = join(out, 'summary.md');
writeFileSync(process.env.GITHUB_OUTPUT, '');
writeFileSync(process.env.GITHUB_STEP_SUMMARY, '');

const repo = makeScenarioRepo();
const previewFolder = join(out, 'preview-branch');
const github = memoryGitHub(previewFolder);
const started = performance.now();
try {
  const native = await ensureNativeModules(process.env, console.log);
  if ('reason' in native) console.log(native.reason);
  const result = await runAction({
    settings: parseInputs(
      { paths: SCENARIO_PATHS.join('\n'), 'preview-branch': 'docdelta-previews', 'fail-on': 'never' },
      '1',
    ),
    context: {
      eventName: 'pull_request',
      repository: 'demo/docdelta',
      runId: '1',
      serverUrl: 'https://github.com',
      workspace: repo.dir,
      base: repo.base,
      head: repo.head,
      pullHead: repo.head,
      pull: { number: 1, headRepository: 'demo/docdelta', isFork: false },
    },
    api: github,
    artifacts: folderArtifactStore(join(work, 'artifacts')),
    backend: localBackend(),
    previews: 'reason' in native ? undefined : enginePreviewRenderer(),
    tempDir: work,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  cpSync(join(result.outputDir, 'documents'), join(out, 'documents'), { recursive: true });
  cpSync(join(result.outputDir, 'report.html'), join(out, 'report.html'));
  // The comment links previews on GitHub; locally they are in ./preview-branch.
  const body = result.commentBody ?? '';
  writeFileSync(join(out, 'comment.md'), body);
  writeFileSync(
    join(out, 'comment.local.md'),
    body.replace(
      /https:\/\/github\.com\/demo\/docdelta\/blob\/[0-9a-f]+\/([^"?)]+)\?raw=true/g,
      (_, path: string) => `preview-branch/${decodeURIComponent(path)}`,
    ),
  );
  rmSync(work, { recursive: true, force: true });
  rmSync(repo.dir, { recursive: true, force: true });
  const rel = (path: string) => `./${relative(process.cwd(), path)}`;
  console.log(
    `\ndocdelta Action demo: ${result.outcomes.length} documents, ${result.totalChanges} changes in ${seconds} s`,
  );
  for (const outcome of result.outcomes) {
    console.log(
      `  ${outcome.report.newPath} (${outcome.report.status}): ${outcome.report.note ?? `${outcome.report.changes.length} change${outcome.report.changes.length === 1 ? '' : 's'}`}${outcome.previews?.length ? `, ${outcome.previews.length} preview${outcome.previews.length === 1 ? '' : 's'}` : ''}`,
    );
  }
  console.log(`\n  ${rel(join(out, 'comment.md'))}        the pull-request comment (${body.length} characters)`);
  console.log(`  ${rel(join(out, 'comment.local.md'))}  the same, with preview images linked locally`);
  console.log(`  ${rel(join(out, 'summary.md'))}        the job summary`);
  console.log(`  ${rel(join(out, 'report.html'))}       the full HTML report`);
  console.log(
    `  ${rel(join(out, 'documents'))}/        per document: result document, changes.json, report.html, previews/`,
  );
  if (readFileSync(join(out, 'summary.md'), 'utf8').length === 0) throw new Error('the job summary is empty');
} catch (error) {
  rmSync(repo.dir, { recursive: true, force: true });
  console.error(`demo failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
}
