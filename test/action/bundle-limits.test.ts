import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../server/helpers';
import { annotationCounts, annotationLines, GITHUB_ANNOTATIONS_PER_STEP } from './annotation-count';
import { startFakeArtifactService, type FakeArtifactService } from './fake-artifacts';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { makeRepo, type Files, type TestRepo } from './git-repo';
import { archiveAction, runnerNode, runStep, type Bundle, type RunnerNode, type StepResult } from './runner';

/**
 * The bare bundle (as bundle.test.ts runs it: the committed tree without node_modules, the
 * runner's variables, GitHub's REST API faked and validated) where a run must fail closed or
 * could flood GitHub's limits: a refused secret, an unreachable service and an LFS pointer
 * without git-lfs each stop the run with one error; a deck with inherited flaws gets one
 * warning; a failing gate over many files puts its verdict first; seven documents' previews all
 * reach the comment. Every run stays within GitHub's annotations per step.
 */

const root = resolve(__dirname, '../..');
const REPOSITORY = 'octo-org/handbook';
const TOKEN = 'ghs_e2eLimitsToken7c1d9e2f4a6b8c0d1e3f5a7b';
const decks = resolve(__dirname, '../fixtures/decks');
const cleanup: string[] = [];

let bundle: Bundle;
let node: RunnerNode;
let github: FakeGitHub;
let artifacts: FakeArtifactService;
let server: TestServer;

beforeAll(async () => {
  bundle = archiveAction();
  cleanup.push(bundle.dir);
  node = runnerNode();
  [github, artifacts, server] = await Promise.all([startFakeGitHub(), startFakeArtifactService(), startTestServer()]);
}, 300_000);

afterAll(async () => {
  await Promise.all([github?.close(), artifacts?.close(), server?.stop()]);
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  expect([...github.violations.splice(0), ...artifacts.violations.splice(0)]).toEqual([]);
});

function repoWith(base: Files, head: Files): TestRepo {
  const repo = makeRepo(base, head);
  cleanup.push(repo.dir);
  return repo;
}

let nextRun = 8000;

async function run(
  repo: TestRepo,
  number: number,
  inputs: Record<string, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<StepResult & { runId: string }> {
  const runId = String(nextRun++);
  const result = await runStep({
    node,
    bundle,
    workspace: repo.dir,
    event: {
      name: 'pull_request',
      payload: {
        number,
        pull_request: {
          number,
          base: { ref: 'main', sha: repo.base, repo: { full_name: REPOSITORY } },
          head: { ref: 'update', sha: repo.head, repo: { full_name: REPOSITORY } },
        },
        repository: { full_name: REPOSITORY },
      },
    },
    inputs: { previews: 'false', ...inputs },
    token: TOKEN,
    repository: REPOSITORY,
    runId,
    job: 'documents',
    sha: repo.head,
    ref: `refs/pull/${number}/merge`,
    apiUrl: github.url,
    resultsUrl: artifacts.url,
    runtimeToken: artifacts.runtimeToken(runId, 'documents'),
    toolCache: join(root, 'node_modules', '.cache', 'docdelta-e2e', 'toolcache'),
    env,
  });
  cleanup.push(dirname(result.runnerTemp));
  // Whatever the scenario, nothing GitHub would drop: at most 10 annotations of each kind.
  const counts = annotationCounts(result.log);
  for (const [kind, count] of Object.entries(counts))
    expect(count, `${kind} annotations\n${result.log}`).toBeLessThanOrEqual(GITHUB_ANNOTATIONS_PER_STEP);
  return { ...result, runId };
}

async function pdf(pages: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  document.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = document.addPage([595, 842]);
    page.drawText('Quarterly report', { x: 72, y: 760, size: 20, font });
    page.drawText(text, { x: 72, y: 720, size: 12, font });
  }
  return document.save({ useObjectStreams: false });
}

const commentOn = (issue: number) => github.comments.filter((c) => c.issue === issue).at(-1)?.body;

describe('the bare bundle fails closed and stays inside GitHub limits', () => {
  let notes: TestRepo;
  beforeAll(() => {
    const base: Files = {};
    const head: Files = {};
    for (let i = 0; i < 3; i++) {
      base[`notes/n${i}.md`] = `# Note ${i}\n\nThe first version of note ${i}.\n`;
      head[`notes/n${i}.md`] = `# Note ${i}\n\nThe second version of note ${i}.\n`;
    }
    notes = repoWith(base, head);
  });

  /** One error annotation, the failure's, and no comment or summary that could read as a pass. */
  function expectStopped(step: StepResult, issue: number, cause: RegExp) {
    expect(step.code, step.log).toBe(1);
    const errors = annotationLines(step.log, 'error');
    expect(errors, step.log).toHaveLength(1);
    expect(errors[0]).toMatch(cause);
    expect(step.summary).not.toContain('Gate passed');
    // The sticky comment says why, in place of whatever an earlier push left there.
    const comment = commentOn(issue)!;
    expect(comment).toContain('## docdelta: the documents could not be compared');
    expect(comment).toContain(`❌ ${errors[0].replace(/^::error::/, '')}`);
    expect(comment).not.toContain('Gate passed');
    expect(github.comments.filter((c) => c.issue === issue)).toHaveLength(1);
    expect(step.log).not.toContain('not compared');
  }

  it('the right secret compares every document on the service, one token for all', async () => {
    const before = server.logs.length;
    const step = await run(notes, 21, {
      backend: 'remote',
      'service-url': server.url,
      'client-id': CLIENT_ID,
      'client-secret': CLIENT_SECRET,
      'fail-on': 'changes-over:50',
      paths: '**/*.md',
    });
    expect(step.code, step.log).toBe(0);
    expect(commentOn(21)).toContain('✅ Gate passed');
    const tokens = server.logs.slice(before).filter((r) => r.msg === 'request' && r.path === '/connect/token');
    expect(tokens).toHaveLength(1);
  }, 240_000);

  it('a wrong client-secret then stops the run with one error, and the comment no longer says the gate passed; the token is asked for once', async () => {
    const before = server.logs.length;
    const step = await run(notes, 21, {
      backend: 'remote',
      'service-url': server.url,
      'client-id': CLIENT_ID,
      'client-secret': 'not-the-secret-4d2c',
      'fail-on': 'changes-over:50',
      paths: '**/*.md',
    });
    expectStopped(
      step,
      21,
      /^::error::http:\/\/127\.0\.0\.1:\d+: the client id or secret was refused \(invalid_client\)$/,
    );
    const asked = server.logs.slice(before).filter((r) => r.msg === 'request');
    // One request in all: the refusal (OAuth's 400 invalid_client) is the answer for every document.
    expect(asked.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(['POST /connect/token 400']);
  }, 240_000);

  it('an unreachable service-url stops the run with one error after the configured retries', async () => {
    // A port that was just free: nothing listens there.
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => done(free));
      });
    });
    const step = await run(
      notes,
      23,
      {
        backend: 'remote',
        'service-url': `http://127.0.0.1:${port}`,
        'client-secret': 'whatever-1234',
        paths: '**/*.md',
      },
      { DOCDELTA_SERVICE_RETRIES: '1', DOCDELTA_SERVICE_RETRY_DELAY_MS: '10' },
    );
    expectStopped(
      step,
      23,
      new RegExp(`^::error::http://127\\.0\\.0\\.1:${port}: cannot reach the comparison service \\(ECONNREFUSED\\)$`),
    );
  }, 240_000);

  it('an LFS pointer with git-lfs missing stops the run with one error naming it', async () => {
    const pointer = (oid: string) =>
      `version https://git-lfs.github.com/spec/v1\noid sha256:${oid.repeat(64).slice(0, 64)}\nsize 48213\n`;
    const repo = repoWith(
      { 'docs/handbook.docx': pointer('a1'), 'notes/a.md': 'one\n' },
      { 'docs/handbook.docx': pointer('b2'), 'notes/a.md': 'two\n' },
    );
    // A PATH with git and nothing else: no git-lfs beside it.
    const bin = mkdtempSync(join(tmpdir(), 'docdelta-e2e-bin-'));
    cleanup.push(bin);
    symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), join(bin, 'git'));
    const step = await run(repo, 24, { 'fail-on': 'changes-over:50' }, { PATH: bin });
    expectStopped(
      step,
      24,
      /^::error::docs\/handbook\.docx \(old version\) is a Git LFS pointer and git lfs is not installed \(install git-lfs: https:\/\/git-lfs\.com\): documents kept in LFS cannot be compared/,
    );
  }, 240_000);

  it('on-error: warn reports a document that could not be compared with a warning, never "Gate passed"', async () => {
    const repo = repoWith(
      { 'docs/broken.docx': 'not a zip at all', 'notes/a.md': 'one\n' },
      { 'docs/broken.docx': 'still not a zip', 'notes/a.md': 'two\n' },
    );
    const failing = await run(repo, 25, {});
    expect(failing.code, failing.log).toBe(1);
    expect(annotationLines(failing.log, 'error')[0]).toMatch(
      /^::error title=docdelta gate::docdelta gate failed: 1 document could not be compared \(on-error: fail\)/,
    );
    const warned = await run(repo, 25, { 'on-error': 'warn' });
    expect(warned.code, warned.log).toBe(0);
    expect(annotationLines(warned.log, 'error')).toEqual([]);
    expect(annotationLines(warned.log, 'warning')).toEqual([
      expect.stringMatching(/^::warning file=docs\/broken\.docx::docs\/broken\.docx could not be compared: /),
    ]);
    expect(commentOn(25)).not.toContain('Gate passed');
    expect(commentOn(25)).toContain('⚠️ Gate not failed, but 1 document could not be compared (on-error: warn');
  }, 240_000);

  it('a deck with inherited flaws gets at most one warning, its flaws summed up in the log and the comment', async () => {
    const repo = repoWith(
      { 'slides/deck.pptx': readFileSync(join(decks, 'pptxgenjs-pair-a.pptx')) },
      { 'slides/deck.pptx': readFileSync(join(decks, 'pptxgenjs-pair-b.pptx')) },
    );
    const step = await run(repo, 26, {});
    expect(step.code, step.log).toBe(0);
    const warnings = annotationLines(step.log, 'warning');
    expect(warnings.length, step.log).toBeLessThanOrEqual(1);
    expect(warnings[0]).toMatch(
      /^::warning file=slides\/deck\.pptx::\d+ warnings \(\d+ inherited from the old version/,
    );
    const count = Number(/::(\d+) warnings/.exec(warnings[0])![1]);
    expect(count).toBeGreaterThan(1);
    // Each one is still in the log.
    expect(step.log.split('\n').filter((l) => /^ {2}slides\/deck\.pptx \((old|new) version\): /.test(l))).toHaveLength(
      count,
    );
    expect(commentOn(26)).toMatch(
      /Warnings about 1 document[\s\S]*slides\/deck\.pptx\*\*: \d+ warnings \(\d+ inherited/,
    );
  }, 240_000);

  it('a failing gate over many files puts its verdict first and writes at most 10 errors', async () => {
    const base: Files = {};
    const head: Files = {};
    for (let i = 0; i < 15; i++) {
      base[`notes/g${String(i).padStart(2, '0')}.md`] = `version one of ${i}\n`;
      head[`notes/g${String(i).padStart(2, '0')}.md`] = `version two of ${i}\n`;
    }
    const step = await run(repoWith(base, head), 27, { 'fail-on': 'changes-over:3', paths: '**/*.md' });
    expect(step.code, step.log).toBe(1);
    const errors = annotationLines(step.log, 'error');
    expect(errors[0]).toMatch(/^::error title=docdelta gate::docdelta gate failed: \d+ changes, over the limit of 3/);
    expect(errors).toHaveLength(GITHUB_ANNOTATIONS_PER_STEP);
    expect(errors.at(-1)).toMatch(/^::error::\d+ more errors \(GitHub shows 10 annotations of a kind per step\)/);
    // Every file's failure is still in the log.
    for (let i = 0; i < 15; i++) expect(step.log).toContain(`notes/g${String(i).padStart(2, '0')}.md: `);
    expect(commentOn(27)).toContain('❌ Gate failed');
  }, 240_000);

  it('preview-branch with 7 documents: every preview is in the comment', async () => {
    const base: Files = {};
    const head: Files = {};
    for (let i = 1; i <= 7; i++) {
      const path = `reports/quarterly/department-${i}-summary.pdf`;
      const pages = (version: string) =>
        Array.from({ length: 5 }, (_, p) => `Department ${i}, page ${p + 1}: the ${version} figures.`);
      base[path] = await pdf(pages('first'));
      head[path] = await pdf(pages('revised'));
    }
    const step = await run(repoWith(base, head), 28, { previews: 'true', 'preview-branch': 'docdelta-previews' });
    expect(step.code, step.log).toBe(0);
    const body = commentOn(28)!;
    const shown = [...body.matchAll(/<summary>Preview: ([^<]+)<\/summary>/g)].map((m) => m[1]);
    expect(shown).toHaveLength(7);
    expect(body).not.toContain('> Previews of');
    expect(body.length).toBeLessThanOrEqual(65_536);
    // The images are long enough that a fixed tenth of the comment would not hold them all.
    const blocks = body.match(/<details><summary>Preview:[\s\S]*?<\/details>/g) ?? [];
    expect(blocks.join('').length).toBeGreaterThan(6_553);
  }, 300_000);
});
