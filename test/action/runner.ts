import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * What a GitHub runner does to run the Action: the repository's tracked files only (as GitHub
 * checks out an action: `git archive`, no node_modules), `node dist/action/index.js` under the
 * runtime action.yml names, the inputs as INPUT_* variables (defaults included), and the runner's
 * files and variables (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_TEMP, RUNNER_TOOL_CACHE, …).
 */

const root = resolve(__dirname, '../..');

export interface Bundle {
  /** The folder the action was unpacked into (its root, with action.yml and dist/). */
  dir: string;
  /** What was archived, for the test's log. */
  tree: string;
}

/**
 * `git archive` of HEAD: what GitHub runs is the committed dist/. DOCDELTA_E2E_TREE=worktree
 * archives the working tree instead (tracked and new files, through a temporary index), to try
 * a rebuilt dist/ before committing it.
 */
export function archiveAction(): Bundle {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-e2e-action-'));
  const git = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  let treeish = 'HEAD';
  let tree = `HEAD ${git(['rev-parse', '--short', 'HEAD'])}`;
  if (process.env.DOCDELTA_E2E_TREE === 'worktree') {
    const index = join(dir, '.index');
    const env = { ...process.env, GIT_INDEX_FILE: index };
    git(['read-tree', 'HEAD'], env);
    git(['add', '-A'], env);
    treeish = git(['write-tree'], env);
    rmSync(index);
    tree = `the working tree (${treeish.slice(0, 9)})`;
  }
  const archive = join(dir, '.action.tar');
  git(['archive', '--format=tar', `--output=${archive}`, treeish]);
  execFileSync('tar', ['-xf', archive, '-C', dir]);
  rmSync(archive);
  return { dir, tree };
}

export interface RunnerNode {
  path: string;
  version: string;
  /** Why this is not the Node action.yml asks for, when it is not. */
  fallback?: string;
}

/** Node 24 from npm (scripts/node24.mjs, cached), else the Node running the tests. */
export function runnerNode(): RunnerNode {
  const installed = spawnSync(process.execPath, [join(root, 'scripts', 'node24.mjs')], {
    encoding: 'utf8',
    timeout: 240_000,
  });
  const path = installed.stdout.trim();
  if (installed.status === 0 && path && existsSync(path))
    return { path, version: execFileSync(path, ['--version'], { encoding: 'utf8' }).trim() };
  return {
    path: process.execPath,
    version: process.version,
    fallback: installed.stderr.trim() || `scripts/node24.mjs exited with ${installed.status}`,
  };
}

/** action.yml's defaults: the runner sets INPUT_<NAME> for each input with one, given or not. */
export const ACTION_DEFAULTS: Record<string, string> = {
  mode: 'styled',
  comment: 'update',
  'fail-on': 'never',
  previews: 'true',
  backend: 'local',
  merge: 'false',
  'max-file-size': '50',
  'on-error': 'fail',
  concurrency: '2',
  task: 'compare',
};

export interface Step {
  node: RunnerNode;
  bundle: Bundle;
  /** GITHUB_WORKSPACE, the step's working directory. */
  workspace: string;
  event: { name: string; payload: object };
  inputs: Record<string, string>;
  /** The job's token (what `${{ github.token }}` gives the github-token input). */
  token: string;
  repository: string;
  runId: string;
  job: string;
  sha: string;
  ref: string;
  apiUrl: string;
  resultsUrl: string;
  runtimeToken: string;
  toolCache: string;
  /** Extra variables (tests only). */
  env?: NodeJS.ProcessEnv;
}

export interface StepResult {
  code: number;
  /** stdout and stderr, as the runner logs them (workflow commands included). */
  log: string;
  outputs: Record<string, string>;
  summary: string;
  runnerTemp: string;
}

export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]] = match[3];
  return outputs;
}

export async function runStep(step: Step): Promise<StepResult> {
  const runner = mkdtempSync(join(tmpdir(), 'docdelta-e2e-runner-'));
  const files = Object.fromEntries(
    ['event.json', 'output', 'step_summary', 'env', 'path', 'state'].map((name) => [name, join(runner, name)]),
  );
  for (const [name, path] of Object.entries(files))
    writeFileSync(path, name === 'event.json' ? JSON.stringify(step.event.payload, null, 2) : '');
  const runnerTemp = join(runner, 'temp');
  mkdirSync(runnerTemp);
  mkdirSync(step.toolCache, { recursive: true });
  const inputs = { ...ACTION_DEFAULTS, 'github-token': step.token, ...step.inputs };
  const [owner] = step.repository.split('/');
  const env: NodeJS.ProcessEnv = {
    // A runner hands a step the machine's environment (certificates, proxies, locale) plus its
    // own variables; those of this test process (vitest's, npm's, GitHub's if CI runs on GitHub) stay out.
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(npm_|VITEST|NODE_ENV$|NODE_OPTIONS$|TEST$|GITHUB_|INPUT_|RUNNER_|ACTIONS_|CI$)/i.test(name),
      ),
    ),
    NO_PROXY: [process.env.NO_PROXY, '127.0.0.1', 'localhost'].filter(Boolean).join(','),
    no_proxy: [process.env.no_proxy, '127.0.0.1', 'localhost'].filter(Boolean).join(','),
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: '__docdelta_docdelta',
    GITHUB_ACTION_REPOSITORY: 'docdelta/docdelta',
    GITHUB_ACTION_REF: 'v1',
    GITHUB_ACTOR: 'ana',
    GITHUB_TRIGGERING_ACTOR: 'ana',
    GITHUB_EVENT_NAME: step.event.name,
    GITHUB_EVENT_PATH: files['event.json'],
    GITHUB_JOB: step.job,
    GITHUB_REF: step.ref,
    GITHUB_REF_NAME: step.ref.replace(/^refs\/(heads|tags|pull)\//, ''),
    GITHUB_REPOSITORY: step.repository,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_RUN_ID: step.runId,
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: step.apiUrl,
    GITHUB_GRAPHQL_URL: `${step.apiUrl}/graphql`,
    GITHUB_SHA: step.sha,
    GITHUB_WORKFLOW: 'documents',
    GITHUB_WORKSPACE: step.workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.step_summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: process.arch === 'arm64' ? 'ARM64' : 'X64',
    RUNNER_NAME: 'GitHub Actions 2',
    RUNNER_ENVIRONMENT: 'github-hosted',
    RUNNER_TEMP: runnerTemp,
    RUNNER_TOOL_CACHE: step.toolCache,
    ACTIONS_RUNTIME_URL: step.resultsUrl,
    ACTIONS_RUNTIME_TOKEN: step.runtimeToken,
    ACTIONS_RESULTS_URL: step.resultsUrl,
    ACTIONS_ID_TOKEN_REQUEST_URL: `${step.resultsUrl}idtoken`,
    // The runner keeps dashes in input names and upper-cases them: INPUT_FAIL-ON.
    ...Object.fromEntries(
      Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value]),
    ),
    ...step.env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const action = join(step.bundle.dir, 'dist', 'action', 'index.js');
  const { code, log } = await new Promise<{ code: number; log: string }>((done) => {
    const child = spawn(step.node.path, [action], { cwd: step.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (exit) => done({ code: exit ?? -1, log: out }));
  });
  return {
    code,
    log,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.step_summary, 'utf8'),
    runnerTemp,
  };
}
