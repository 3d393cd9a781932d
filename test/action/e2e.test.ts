import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MARKER } from '../../src/action/comment';
import { builtAction } from './built-action';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { makeRepo, type Files, type TestRepo } from './git-repo';

/**
 * The built Action run as a process, with the environment a runner sets, in a real git
 * repository, against a fake GitHub API; artifacts go to a folder (DOCDELTA_ARTIFACT_DIR).
 */

const samples = resolve(__dirname, '../fixtures/samples');
const sample = (name: string) => readFileSync(join(samples, name));

let action: string;
let github: FakeGitHub;
const cleanup: string[] = [];

// Building the bundle (when dist/ is older than the sources) takes minutes on a busy machine.
beforeAll(async () => {
  action = builtAction();
  github = await startFakeGitHub();
}, 900_000);

afterAll(async () => {
  await github?.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  artifactDir: string;
  uploads: { id: number; name: string; files: string[] }[];
}

function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]] = match[3];
  return outputs;
}

async function runAction(
  repo: TestRepo,
  inputs: Record<string, string>,
  options: { pull?: number; artifactDir?: string; event?: object } = {},
): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-action-run-'));
  cleanup.push(dir);
  const eventPath = join(dir, 'event.json');
  const pull = options.pull ?? 12;
  writeFileSync(
    eventPath,
    JSON.stringify(
      options.event ?? {
        pull_request: { number: pull, base: { sha: repo.base }, head: { sha: repo.head, repo: { full_name: 'o/r' } } },
      },
    ),
  );
  const artifactDir = options.artifactDir ?? join(dir, 'artifacts');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    SystemRoot: process.env.SystemRoot,
    NO_PROXY: '127.0.0.1,localhost',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: repo.head,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_RUN_ID: '777',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: github.url,
    GITHUB_WORKSPACE: repo.dir,
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    RUNNER_TEMP: join(dir, 'temp'),
    DOCDELTA_ARTIFACT_DIR: artifactDir,
    'INPUT_GITHUB-TOKEN': 'ghs_faketoken',
    INPUT_COMMENT: 'update',
    'INPUT_FAIL-ON': 'never',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
  for (const file of ['output', 'summary']) writeFileSync(join(dir, file), '');
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((done) => {
    const child = spawn(process.execPath, [action], { cwd: repo.dir, env });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (exit) => done({ code: exit ?? -1, stdout: out }));
  });
  const manifest = join(artifactDir, 'uploads.json');
  return {
    code,
    stdout,
    outputs: parseOutputs(readFileSync(join(dir, 'output'), 'utf8')),
    summary: readFileSync(join(dir, 'summary'), 'utf8'),
    artifactDir,
    uploads: existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : [],
  };
}

const commentRequests = () => github.requests.filter((r) => r.path.includes('/comments'));

function repoWith(base: Files, head: Files): TestRepo {
  const repo = makeRepo(base, head);
  cleanup.push(repo.dir);
  return repo;
}

describe('the built Action', () => {
  let docsRepo: TestRepo;
  beforeAll(() => {
    docsRepo = repoWith(
      {
        'docs/policy.docx': sample('policy-v1.docx'),
        'notes/release.md': sample('notes-v1.md'),
        'src/app.ts': 'let a = 1;\n',
      },
      {
        'docs/policy.docx': sample('policy-v2.docx'),
        'notes/release.md': sample('notes-v2.md'),
        'src/app.ts': 'let a = 2;\n',
      },
    );
  });

  it('first run creates the comment, uploads the artifact, writes the summary and outputs', async () => {
    github.requests.length = 0;
    const run = await runAction(docsRepo, { paths: '**/*.docx\n**/*.md', passwords: '{"secret/**": "pw-s3cret"}' });
    expect(run.code, run.stdout).toBe(0);
    expect(commentRequests().map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0].body;
    expect(body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(body).toMatch(/^## docdelta: 2 documents, \d+ changes$/m);
    expect(body).toContain('| docs/policy.docx | modified |');
    expect(body).toContain('| notes/release.md | modified |');
    expect(body).toContain('(https://github.com/o/r/actions/runs/777/artifacts/1)');
    expect(run.summary.trim()).toBe(body.trim());
    const documents = JSON.parse(run.outputs['changed-documents']);
    expect(documents.map((d: { path: string }) => d.path)).toEqual(['docs/policy.docx', 'notes/release.md']);
    expect(Number(run.outputs['total-changes'])).toBe(
      documents.reduce((n: number, d: { changes: number }) => n + d.changes, 0),
    );
    expect(Number(run.outputs['total-changes'])).toBeGreaterThan(0);
    expect(run.outputs['comment-id']).toBe(String(github.comments[0].id));
    expect(run.outputs['artifact-id']).toBe('1');
    expect(run.outputs['report-path']).toMatch(/report\.html$/);
    expect(run.uploads).toHaveLength(1);
    expect(run.uploads[0].name).toBe('docdelta-777');
    expect(run.uploads[0].files).toEqual(
      expect.arrayContaining([
        'report.html',
        'report.json',
        'comment.md',
        'documents/docs/policy.docx/changes.json',
        'documents/docs/policy.docx/report.html',
        'documents/docs/policy.docx/policy.docdelta-styled.docx',
      ]),
    );
    // Secrets are masked (the runner hides what ::add-mask:: names) and never printed otherwise.
    const unmasked = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(run.stdout).toContain('::add-mask::ghs_faketoken');
    expect(run.stdout).toContain('::add-mask::pw-s3cret');
    for (const secret of ['ghs_faketoken', 'pw-s3cret']) expect(unmasked.join('\n')).not.toContain(secret);
    expect(body).not.toContain('pw-s3cret');
  }, 120_000);

  it('second run updates the same comment', async () => {
    github.requests.length = 0;
    const run = await runAction(docsRepo, { paths: '**/*.docx\n**/*.md', mode: 'tracked' });
    expect(run.code, run.stdout).toBe(0);
    expect(commentRequests().map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)).toEqual([
      'GET /repos/o/r/issues/12/comments',
      `PATCH /repos/o/r/issues/comments/${github.comments[0].id}`,
    ]);
    expect(github.comments).toHaveLength(1);
    expect(run.outputs['comment-id']).toBe(String(github.comments[0].id));
    expect(run.uploads[0].files).toContain('documents/docs/policy.docx/policy.docdelta-tracked.docx');
  }, 120_000);

  it('on a fork (403 on comments) leaves a notice and still writes the summary and artifact', async () => {
    github.readOnly = true;
    try {
      const run = await runAction(docsRepo, { paths: '**/*.md' }, { pull: 13 });
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toMatch(/::notice::Comment skipped: the token cannot comment on this pull request \(HTTP 403/);
      expect(run.summary).toContain('notes/release.md');
      // The results, and the comment for a workflow_run job to post (docs/action-forks.md).
      expect(run.uploads.map((u) => [u.name, u.files])).toEqual([
        ['docdelta-777', expect.arrayContaining(['comment.md', 'report.json'])],
        ['docdelta-777-comment', ['comment.md', 'comment.json']],
      ]);
      const comment = readFileSync(join(run.artifactDir, '2-docdelta-777-comment', 'comment.md'), 'utf8');
      expect(comment.trim()).toBe(run.summary.trim());
      expect(run.outputs['comment-id']).toBe('');
    } finally {
      github.readOnly = false;
    }
  }, 120_000);

  it('posts nothing for a pull request without documents', async () => {
    github.requests.length = 0;
    const run = await runAction(docsRepo, { paths: '**/*.pdf' }, { pull: 14 });
    expect(run.code, run.stdout).toBe(0);
    expect(commentRequests()).toEqual([]);
    expect(run.uploads).toEqual([]);
    expect(run.outputs['changed-documents']).toBe('[]');
    expect(run.outputs['total-changes']).toBe('0');
    expect(run.summary).toContain('no changed documents');
  }, 120_000);

  it.each([
    ['never', {}, 0],
    ['any-change', {}, 1],
    ['changes-over:100000', {}, 0],
    ['changes-over:1', {}, 1],
    ['never', { 'protected-paths': 'docs/**' }, 1],
  ] as const)(
    'fail-on %s %j exits %i, after the comment and artifact',
    async (failOn, extra, expected) => {
      github.requests.length = 0;
      const run = await runAction(docsRepo, { paths: '**/*.docx\n**/*.md', 'fail-on': failOn, ...extra }, { pull: 20 });
      expect(run.code, run.stdout).toBe(expected);
      expect(commentRequests().some((r) => r.method !== 'GET')).toBe(true);
      expect(run.uploads).toHaveLength(1);
      const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error '));
      if (expected) {
        expect(errors.length).toBeGreaterThan(0);
        // The verdict first, then the files that made it.
        expect(errors[0]).toMatch(/^::error title=docdelta gate::docdelta gate failed: /);
        expect(errors[1]).toMatch(/^::error title=docdelta gate,file=(docs\/policy\.docx|notes\/release\.md)::/);
        expect(errors.filter((line) => line.includes('docdelta gate failed'))).toHaveLength(1);
        expect(github.comments.at(-1)!.body).toContain('❌ Gate failed');
      } else {
        expect(errors).toEqual([]);
        expect(github.comments.at(-1)!.body).toContain('✅ Gate passed');
      }
    },
    120_000,
  );

  it('handles 300 changed documents in one comment under the limit', async () => {
    const base: Files = {};
    const head: Files = {};
    for (let i = 0; i < 300; i++) {
      const path = `notes/n${String(i).padStart(3, '0')}.md`;
      base[path] = `# Note ${i}\n\nThe first version of note ${i}.\n`;
      head[path] = `# Note ${i}\n\nThe second version of note ${i}, edited.\n`;
    }
    const repo = repoWith(base, head);
    const run = await runAction(repo, { paths: '**/*.md', concurrency: '4' }, { pull: 30 });
    expect(run.code, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs['changed-documents'])).toHaveLength(300);
    const body = github.comments.at(-1)!.body;
    expect(body).toMatch(/^## docdelta: 300 documents, \d+ changes$/m);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(run.uploads[0].files.filter((f) => f.endsWith('/changes.json'))).toHaveLength(300);
  }, 180_000);

  it('shards compare their part and upload it; merge posts one comment for all', async () => {
    const base: Files = {};
    const head: Files = {};
    for (let i = 0; i < 5; i++) {
      base[`d/${i}.md`] = `version one of ${i}\n`;
      head[`d/${i}.md`] = `version two of ${i}\n`;
    }
    const repo = repoWith(base, head);
    const artifactDir = mkdtempSync(join(tmpdir(), 'docdelta-action-shards-'));
    cleanup.push(artifactDir);
    github.requests.length = 0;
    const one = await runAction(repo, { paths: '**/*.md', shard: '1/2' }, { pull: 40, artifactDir });
    const two = await runAction(repo, { paths: '**/*.md', shard: '2/2' }, { pull: 40, artifactDir });
    expect([one.code, two.code]).toEqual([0, 0]);
    expect(JSON.parse(one.outputs['changed-documents']).map((d: { path: string }) => d.path)).toEqual([
      'd/0.md',
      'd/2.md',
      'd/4.md',
    ]);
    expect(JSON.parse(two.outputs['changed-documents']).map((d: { path: string }) => d.path)).toEqual([
      'd/1.md',
      'd/3.md',
    ]);
    expect(commentRequests()).toEqual([]);
    const merged = await runAction(repo, { merge: 'true', 'fail-on': 'any-change' }, { pull: 40, artifactDir });
    expect(merged.code, merged.stdout).toBe(1);
    expect(merged.uploads.map((u) => u.name)).toEqual([
      'docdelta-777-part-1-of-2',
      'docdelta-777-part-2-of-2',
      'docdelta-777',
    ]);
    expect(JSON.parse(merged.outputs['changed-documents'])).toHaveLength(5);
    const body = github.comments.at(-1)!.body;
    expect(body).toMatch(/^## docdelta: 5 documents, \d+ changes$/m);
    expect(merged.outputs['artifact-id']).toBe('3');
  }, 180_000);
});
