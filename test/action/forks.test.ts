import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMENT_MARKER } from '../../src/action/comment';
import { zipFiles } from '../../src/engine/index';
import { startFakeArtifactService, type FakeArtifactService } from './fake-artifacts';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { checkout, makePullRequestRepo, type PullRequestRepo } from './pull-request';
import { archiveAction, runnerNode, runStep, type Bundle, type RunnerNode, type StepResult } from './runner';

/**
 * The fork recipe of docs/action-forks.md end to end, with the bare bundle as GitHub runs it (see
 * bundle.test.ts): the documented `pull_request` workflow on a fork's pull request (a read-only
 * token), then the documented `workflow_run` workflow with the event GitHub sends when the first
 * completes, each step given the inputs the documented YAML gives it. GitHub's REST API is faked
 * and judged by its own description, artifacts by the protocol @actions/artifact speaks.
 */

const root = resolve(__dirname, '../..');
const REPOSITORY = 'octo-org/handbook';
const FORK = 'ana/handbook';
const FORK_PULL = 13;
const OWN_PULL = 12;
const TOKEN = 'ghs_forkRecipeJobToken9d8c7b6a5f4e3d2c1b0a';
const cleanup: string[] = [];

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  name: string;
  on: string | string[] | Record<string, { workflows?: string[]; types?: string[] } | null>;
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; steps: Step[] }>;
}

const doc = readFileSync(join(root, 'docs', 'action-forks.md'), 'utf8');
const workflows = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parse(m[1]) as Workflow);
const triggers = (w: Workflow) => (typeof w.on === 'string' ? [w.on] : Array.isArray(w.on) ? w.on : Object.keys(w.on));
const compareWorkflow = workflows.find((w) => triggers(w).includes('pull_request'))!;
const commentWorkflow = workflows.find((w) => triggers(w).includes('workflow_run'))!;
const docdeltaInputs = (workflow: Workflow): Record<string, string> => {
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((s) => s.uses?.startsWith('docdelta/docdelta@'))!;
  return Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
};

let bundle: Bundle;
let node: RunnerNode;
let github: FakeGitHub;
let artifacts: FakeArtifactService;
let repo: PullRequestRepo;

beforeAll(async () => {
  bundle = archiveAction();
  cleanup.push(bundle.dir);
  node = runnerNode();
  console.log(
    `The Action from ${bundle.tree}, run by Node ${node.version}${node.fallback ? ` (${node.fallback})` : ''}.`,
  );
  github = await startFakeGitHub();
  artifacts = await startFakeArtifactService();
  github.artifactService = artifacts;
  repo = await makePullRequestRepo(FORK_PULL);
  cleanup.push(repo.origin);
}, 300_000);

afterAll(async () => {
  await github?.close();
  await artifacts?.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  expect([...github.violations.splice(0), ...artifacts.violations.splice(0)]).toEqual([]);
});

const repository = (fullName: string) => {
  const [login, name] = fullName.split('/');
  return {
    id: fullName === REPOSITORY ? 1 : 5,
    name,
    full_name: fullName,
    fork: fullName !== REPOSITORY,
    owner: { login },
  };
};

interface Run extends StepResult {
  operations: string[];
  artifactCalls: string[];
}

async function step(options: {
  event: { name: string; payload: object };
  runId: string;
  job: string;
  inputs: Record<string, string>;
  workspace: string;
  sha: string;
  ref: string;
}): Promise<Run> {
  const [requestsBefore, callsBefore] = [github.requests.length, artifacts.calls.length];
  const result = await runStep({
    node,
    bundle,
    workspace: options.workspace,
    event: options.event,
    inputs: options.inputs,
    token: TOKEN,
    repository: REPOSITORY,
    runId: options.runId,
    job: options.job,
    sha: options.sha,
    ref: options.ref,
    apiUrl: github.url,
    resultsUrl: artifacts.url,
    runtimeToken: artifacts.runtimeToken(options.runId, options.job),
    toolCache: join(root, 'node_modules', '.cache', 'docdelta-e2e', 'toolcache'),
  });
  cleanup.push(dirname(result.runnerTemp));
  expect(result.log.split('\n').filter((line) => line.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
  return {
    ...result,
    operations: github.requests.slice(requestsBefore).map((r) => r.operationId ?? `${r.method} ${r.path}`),
    artifactCalls: artifacts.calls.slice(callsBefore),
  };
}

/** The documented pull_request workflow's docdelta step, on push `push` of a pull request. */
function pullRequestRun(runId: string, options: { push: number; number: number; head: string }): Promise<Run> {
  const workspace = checkout(repo, FORK_PULL, repo.merges[options.push]);
  cleanup.push(workspace);
  return step({
    event: {
      name: 'pull_request',
      payload: {
        action: options.push ? 'synchronize' : 'opened',
        number: options.number,
        pull_request: {
          number: options.number,
          base: { ref: 'main', sha: repo.base, repo: repository(REPOSITORY) },
          head: { ref: 'update-documents', sha: repo.heads[options.push], repo: repository(options.head) },
        },
        repository: repository(REPOSITORY),
      },
    },
    runId,
    job: 'documents',
    // Two families keep the run short; previews are the previews tests' business.
    inputs: { ...docdeltaInputs(compareWorkflow), paths: 'data/**\nsheets/**', previews: 'false' },
    workspace,
    sha: repo.merges[options.push],
    ref: `refs/pull/${options.number}/merge`,
  });
}

/** The documented workflow_run workflow's docdelta step, with the event GitHub sends when run `runId` completes. */
function workflowRunRun(
  runId: string,
  completed: { id: string; headSha: string; head: string; pullRequests?: number[] },
): Promise<Run> {
  const workspace = mkdtempSync(join(tmpdir(), 'docdelta-e2e-workspace-'));
  cleanup.push(workspace);
  return step({
    event: {
      name: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: {
          id: Number(completed.id),
          name: compareWorkflow.name,
          event: 'pull_request',
          status: 'completed',
          conclusion: 'success',
          head_branch: 'update-documents',
          head_sha: completed.headSha,
          head_repository: repository(completed.head),
          repository: repository(REPOSITORY),
          pull_requests: (completed.pullRequests ?? []).map((number) => ({ number, head: { sha: completed.headSha } })),
        },
        workflow: { name: compareWorkflow.name, path: '.github/workflows/docdelta.yml' },
        repository: repository(REPOSITORY),
      },
    },
    runId,
    job: 'comment',
    inputs: docdeltaInputs(commentWorkflow),
    workspace,
    sha: repo.base,
    ref: 'refs/heads/main',
  });
}

const artifactNamed = (name: string) => artifacts.artifacts.find((a) => a.name === name && a.finalized);
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
// Debug lines are the runner's to hide; what a reader of the log sees is the rest.
const lines = (run: Run, prefix: string) =>
  run.log.split('\n').filter((line) => line.startsWith(prefix) && !line.startsWith('::debug::'));
const POST_OPERATIONS = ['actions/list-workflow-run-artifacts', 'actions/download-artifact', 'pulls/get'];

describe('the documented fork recipe', () => {
  it('is two workflows: pull_request with a read-only token for forks, workflow_run posting with write access and no checkout', () => {
    expect(triggers(compareWorkflow)).toEqual(['pull_request']);
    expect((commentWorkflow.on as Record<string, unknown>).workflow_run).toEqual({
      workflows: [compareWorkflow.name],
      types: ['completed'],
    });
    expect(commentWorkflow.permissions).toEqual({ actions: 'read', 'pull-requests': 'write' });
    const steps = Object.values(commentWorkflow.jobs).flatMap((job) => job.steps);
    expect(steps.map((s) => s.uses)).toEqual(['docdelta/docdelta@v1']);
    expect(docdeltaInputs(commentWorkflow)).toEqual({ task: 'post-comment' });
    expect(Object.values(commentWorkflow.jobs)[0].if).toBe("github.event.workflow_run.event == 'pull_request'");
  });

  let commentId: number;
  let firstSummary: string;

  it("a fork's pull_request run cannot comment: it uploads the comment as a small artifact, and the workflow_run job posts it", async () => {
    github.pulls = [{ number: FORK_PULL, headSha: repo.heads[0], headRepository: FORK }];
    github.readOnly = true;
    const first = await pullRequestRun('7301', { push: 0, number: FORK_PULL, head: FORK }).finally(
      () => (github.readOnly = false),
    );
    expect(first.code, first.log).toBe(0);
    expect(first.operations).toEqual(['issues/list-comments', 'issues/create-comment']);
    expect(lines(first, '::notice::')).toEqual([
      expect.stringMatching(/^::notice::Comment skipped: the token cannot comment on this pull request \(HTTP 403/),
    ]);
    expect(lines(first, '::warning').concat(lines(first, '::error'))).toEqual([]);
    expect(first.log).toContain('Uploaded artifact docdelta-7301-comment');
    const uploaded = artifactNamed('docdelta-7301-comment')!;
    const files = artifacts.files(uploaded);
    expect(Object.keys(files).sort()).toEqual(['comment.json', 'comment.md']);
    expect(JSON.parse(text(files['comment.json']))).toEqual({
      format: 'docdelta-comment/1',
      repository: REPOSITORY,
      runId: '7301',
      pullRequest: FORK_PULL,
      headSha: repo.heads[0],
    });
    firstSummary = first.summary.trim();
    expect(text(files['comment.md']).trim()).toBe(firstSummary);
    expect(uploaded.zip!.length).toBeLessThan(64 * 1024);
    expect(github.comments.filter((c) => c.issue === FORK_PULL)).toEqual([]);

    const second = await workflowRunRun('7302', { id: '7301', headSha: repo.heads[0], head: FORK });
    expect(second.code, second.log).toBe(0);
    expect(second.operations).toEqual([...POST_OPERATIONS, 'issues/list-comments', 'issues/create-comment']);
    // Only the signed download of the comment artifact: the results were not fetched, nothing uploaded.
    expect(second.artifactCalls).toEqual(['Blob GET']);
    expect(lines(second, '::')).toEqual([`::add-mask::${TOKEN}`]);
    const comments = github.comments.filter((c) => c.issue === FORK_PULL);
    expect(comments).toHaveLength(1);
    commentId = comments[0].id;
    expect(comments[0].body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(comments[0].body.trim()).toBe(firstSummary);
    expect(comments[0].body).toContain(
      `(https://github.com/${REPOSITORY}/actions/runs/7301/artifacts/${artifactNamed('docdelta-7301')!.id})`,
    );
    expect(second.outputs['comment-id']).toBe(String(commentId));
  }, 300_000);

  it('the next push: the workflow_run job edits the same comment', async () => {
    github.pulls = [{ number: FORK_PULL, headSha: repo.heads[1], headRepository: FORK }];
    github.readOnly = true;
    const first = await pullRequestRun('7311', { push: 1, number: FORK_PULL, head: FORK }).finally(
      () => (github.readOnly = false),
    );
    expect(first.code, first.log).toBe(0);
    const second = await workflowRunRun('7312', { id: '7311', headSha: repo.heads[1], head: FORK });
    expect(second.code, second.log).toBe(0);
    expect(second.operations).toEqual([
      ...POST_OPERATIONS,
      'issues/list-comments',
      'users/get-authenticated',
      'issues/update-comment',
    ]);
    const comments = github.comments.filter((c) => c.issue === FORK_PULL);
    expect(comments.map((c) => c.id)).toEqual([commentId]);
    expect(comments[0].body.trim()).toBe(first.summary.trim());
    expect(comments[0].body.trim()).not.toBe(firstSummary);
  }, 300_000);

  it('a stale run (the fork pushed again since) posts nothing over the newer comment', async () => {
    const before = github.comments.find((c) => c.id === commentId)!.body;
    const late = await workflowRunRun('7322', { id: '7301', headSha: repo.heads[0], head: FORK });
    expect(late.code, late.log).toBe(0);
    expect(late.operations).toEqual(POST_OPERATIONS);
    expect(late.log).toMatch(/Nothing posted: pull request #13 has moved on/);
    expect(github.comments.find((c) => c.id === commentId)!.body).toBe(before);
  }, 300_000);

  it('a pull request from the repository itself: the first run comments, the workflow_run job finds nothing to post', async () => {
    github.pulls.push({ number: OWN_PULL, headSha: repo.heads[0], headRepository: REPOSITORY });
    const first = await pullRequestRun('7331', { push: 0, number: OWN_PULL, head: REPOSITORY });
    expect(first.code, first.log).toBe(0);
    expect(first.operations).toEqual(['issues/list-comments', 'issues/create-comment']);
    expect(artifactNamed('docdelta-7331-comment')).toBeUndefined();
    const own = github.comments.filter((c) => c.issue === OWN_PULL);
    expect(own).toHaveLength(1);
    const second = await workflowRunRun('7332', {
      id: '7331',
      headSha: repo.heads[0],
      head: REPOSITORY,
      pullRequests: [OWN_PULL],
    });
    expect(second.code, second.log).toBe(0);
    expect(second.operations).toEqual(['actions/list-workflow-run-artifacts']);
    expect(second.log).toContain('Nothing posted: run 7331 uploaded no docdelta-7331-comment artifact');
    expect(github.comments.filter((c) => c.issue === OWN_PULL)).toEqual(own);
  }, 300_000);

  it("a fork's artifact naming another pull request fails the job with one error and posts nothing", async () => {
    const manifest = {
      format: 'docdelta-comment/1',
      repository: REPOSITORY,
      runId: '7341',
      pullRequest: OWN_PULL,
      headSha: repo.heads[0],
    };
    const body = `${COMMENT_MARKER}\n## docdelta: 1 document, 0 changes\n\nApproved by the maintainers.\n`;
    artifacts.put(
      '7341',
      'docdelta-7341-comment',
      zipFiles([
        { name: 'comment.md', bytes: new TextEncoder().encode(body) },
        { name: 'comment.json', bytes: new TextEncoder().encode(JSON.stringify(manifest)) },
      ]),
    );
    const before = JSON.stringify(github.comments);
    const forged = await workflowRunRun('7342', { id: '7341', headSha: repo.heads[0], head: FORK });
    expect(forged.code, forged.log).toBe(1);
    expect(forged.operations).toEqual(POST_OPERATIONS);
    expect(lines(forged, '::error')).toEqual([
      `::error::the docdelta-7341-comment artifact of run 7341 names pull request #${OWN_PULL}, whose head is in ${REPOSITORY}, but the workflow run is for ${FORK}.`,
    ]);
    expect(JSON.stringify(github.comments)).toBe(before);
  }, 300_000);
});
