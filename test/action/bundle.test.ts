import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MARKER } from '../../src/action/comment';
import { annotationCounts, GITHUB_ANNOTATIONS_PER_STEP } from './annotation-count';
import { startFakeArtifactService, type FakeArtifactService, type StoredArtifact } from './fake-artifacts';
import { startFakeGitHub, type FakeGitHub } from './fake-github';
import { checkout, makePullRequestRepo, type PullRequestRepo } from './pull-request';
import { hasSoffice, LIBREOFFICE_EXTENSIONS, pdfText, unopenedInLibreOffice } from './results-open';
import { archiveAction, runnerNode, runStep, type Bundle, type RunnerNode, type StepResult } from './runner';

/**
 * The bare bundle, end to end, as GitHub runs it: the committed tree unpacked without
 * node_modules, `node dist/action/index.js` under Node 24 (installed from npm, cached; the test's
 * own Node when that fails, said in the log), a depth-1 checkout of a pull request's test merge
 * commit, the runner's variables, GitHub's REST API faked and judged request by request by
 * GitHub's own description, and the artifact service faked speaking the protocol
 * @actions/artifact speaks. The cases share one repository and go in order: the first push, a
 * second push, a fork, the files API, the gate, shards and their merge.
 */

const root = resolve(__dirname, '../..');
const PULL = 12;
const REPOSITORY = 'octo-org/handbook';
const TOKEN = 'ghs_e2eJobToken4f2a9c1d7b3e8f6a5c0d2e1b';
/** Where the last run's comment and preview images are kept for scripts/comment-screenshot.mjs. */
const KEEP = join(root, 'node_modules', '.cache', 'docdelta-e2e', 'comment');
const cleanup: string[] = [];

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
    `The Action from ${bundle.tree}, run by Node ${node.version}${node.fallback ? ` — not Node 24, which action.yml names: ${node.fallback}` : ''}.`,
  );
  github = await startFakeGitHub();
  artifacts = await startFakeArtifactService();
  repo = await makePullRequestRepo(PULL);
  cleanup.push(repo.origin);
}, 300_000);

afterAll(async () => {
  if (github && artifacts) {
    const operations = new Set(github.requests.map((r) => r.operationId));
    console.log(
      `${github.requests.length} REST requests (${operations.size} operations) judged by GitHub's description; ${artifacts.calls.length} artifact service calls.`,
    );
  }
  await github?.close();
  await artifacts?.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  // Every request of every case: whatever GitHub's description or the artifact protocol does not allow fails it (and only it).
  const refused = [...github.violations.splice(0), ...artifacts.violations.splice(0)];
  expect(refused).toEqual([]);
});

function pullRequestEvent(push: number, number: number, fork: boolean) {
  const repository = {
    id: 1,
    node_id: 'R_1',
    name: 'handbook',
    full_name: REPOSITORY,
    private: false,
    fork: false,
    owner: { login: 'octo-org', id: 2, type: 'Organization' },
    default_branch: 'main',
  };
  const headRepository = fork
    ? {
        ...repository,
        id: 5,
        name: 'handbook',
        full_name: 'ana/handbook',
        fork: true,
        owner: { login: 'ana', id: 3, type: 'User' },
      }
    : repository;
  return {
    name: 'pull_request',
    payload: {
      action: push === 0 ? 'opened' : 'synchronize',
      number,
      pull_request: {
        id: 900 + number,
        number,
        state: 'open',
        draft: false,
        title: 'Update the documents',
        user: { login: 'ana', id: 3, type: 'User' },
        base: { ref: 'main', sha: repo.base, label: 'octo-org:main', repo: repository },
        head: {
          ref: 'update-documents',
          sha: repo.heads[push],
          label: `${headRepository.owner.login}:update-documents`,
          repo: headRepository,
        },
      },
      repository,
      sender: { login: 'ana', id: 3, type: 'User' },
    },
  };
}

interface RunOptions {
  runId: string;
  push?: number;
  job?: string;
  number?: number;
  inputs?: Record<string, string>;
  fork?: boolean;
  /** No checkout step: the workspace is an empty folder. */
  noCheckout?: boolean;
}

interface Run extends StepResult {
  workspace: string;
  /** What this run asked of GitHub (operation ids) and of the artifact service. */
  operations: string[];
  artifactCalls: string[];
}

async function run(options: RunOptions): Promise<Run> {
  const push = options.push ?? 0;
  const number = options.number ?? PULL;
  const job = options.job ?? 'documents';
  const workspace = options.noCheckout
    ? mkdtempSync(join(tmpdir(), 'docdelta-e2e-workspace-'))
    : checkout(repo, PULL, repo.merges[push]);
  cleanup.push(workspace);
  const [requestsBefore, callsBefore] = [github.requests.length, artifacts.calls.length];
  const result = await runStep({
    node,
    bundle,
    workspace,
    event: pullRequestEvent(push, number, !!options.fork),
    // Previews cost LibreOffice renders and add little here; one case turns them on.
    inputs: { previews: 'false', ...options.inputs },
    token: TOKEN,
    repository: REPOSITORY,
    runId: options.runId,
    job,
    sha: repo.merges[push],
    ref: `refs/pull/${number}/merge`,
    apiUrl: github.url,
    resultsUrl: artifacts.url,
    runtimeToken: artifacts.runtimeToken(options.runId, job),
    // Kept between test runs: the native modules previews and images need are installed there once.
    toolCache: join(root, 'node_modules', '.cache', 'docdelta-e2e', 'toolcache'),
  });
  cleanup.push(dirname(result.runnerTemp));
  // Nothing GitHub would drop: at most 10 annotations of each kind per step.
  for (const [kind, count] of Object.entries(annotationCounts(result.log)))
    expect(count, `${kind} annotations`).toBeLessThanOrEqual(GITHUB_ANNOTATIONS_PER_STEP);
  // The job's token only ever appears in the line that asks the runner to mask it.
  expect(result.log.split('\n').filter((line) => line.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
  return {
    ...result,
    workspace,
    operations: github.requests.slice(requestsBefore).map((r) => r.operationId ?? `${r.method} ${r.path}`),
    artifactCalls: artifacts.calls.slice(callsBefore),
  };
}

/** The comment's table of documents: name → [change, changes]. */
function documentTable(body: string): Map<string, [string, string]> {
  const rows = new Map<string, [string, string]>();
  const table = body.slice(body.indexOf('| Document | Change |'));
  for (const line of table.split('\n').slice(2)) {
    if (!line.startsWith('| ')) break;
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim());
    rows.set(cells[0], [cells[1], cells[2]]);
  }
  return rows;
}

const artifactNamed = (name: string) => artifacts.artifacts.find((a) => a.name === name && a.finalized);
const textOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const resultFiles = (files: Record<string, Uint8Array>) =>
  Object.keys(files).filter((f) => /\.docdelta-styled\.[a-z]+$/.test(f));
const documents = (run: Run) =>
  JSON.parse(run.outputs['changed-documents']) as {
    path: string;
    oldPath: string;
    status: string;
    changes: number;
    note?: string;
  }[];

const EXPECTED_TABLE: [string, string][] = [
  ['data/prices.csv → data/price-list.csv', 'renamed'],
  ['diagrams/flow.vsdx', 'deleted'],
  ['docs/letter.odt', 'added'],
  ['docs/minutes.docx → docs/minutes-final.docx', 'renamed'],
  ['docs/policy.docx', 'modified'],
  ['forms/order.pdf', 'modified'],
  ['images/logo.png', 'modified'],
  ['mail/invite.eml', 'added'],
  ['sheets/budget.xlsx', 'modified'],
  ['sheets/plan.ods', 'modified'],
  ['slides/deck.pptx', 'modified'],
  ['slides/pitch.odp', 'modified'],
];

describe('the bare bundle on a pull request, as GitHub runs it', () => {
  let first: Run;
  let commentId: number;

  it('first push: one comment with every document, the summary, the outputs and an artifact whose results open', async () => {
    first = await run({ runId: '7001' });
    expect(first.code, first.log).toBe(0);
    // The checkout had only the merge commit: the base was fetched by its SHA.
    expect(first.log).toContain('12 changed documents (found with git).');
    expect(execFileSync('git', ['cat-file', '-t', repo.base], { cwd: first.workspace, encoding: 'utf8' }).trim()).toBe(
      'commit',
    );

    expect(first.operations).toEqual(['issues/list-comments', 'issues/create-comment']);
    const comments = github.comments.filter((c) => c.issue === PULL);
    expect(comments).toHaveLength(1);
    commentId = comments[0].id;
    const body = comments[0].body;
    expect(body.startsWith(COMMENT_MARKER)).toBe(true);
    const total = Number(first.outputs['total-changes']);
    expect(body).toContain(`## docdelta: 12 documents, ${total} changes\n`);
    const table = documentTable(body);
    expect([...table].map(([name, [change]]) => [name, change])).toEqual(EXPECTED_TABLE);
    // Every document was compared (no "not compared"), each with changes.
    for (const [name, [, changes]] of table) expect(Number(changes), name).toBeGreaterThan(0);
    expect(body).not.toMatch(/src\/app\.ts|README\.md/);
    // What a reviewer reads for each family.
    expect(body).toContain('<del>1,200</del> → <ins>1,450</ins>');
    expect(body).toContain('<del>Budget!B2: 1200</del> → <ins>Budget!B2: 1250</ins>');
    expect(body).toContain('<del>Plan!B3: Ben</del> → <ins>Plan!B3: Carla</ins>');
    expect(body).toContain('<ins>and the mobile app</ins>');
    expect(body).toContain('<del>an hour</del> → <ins>two hours</ins>');
    expect(body).toContain('<del>40</del> → <ins>45</ins>');
    expect(body).toContain('<ins>the planning meeting is on Friday at ten.</ins>');

    const artifact = artifactNamed('docdelta-7001')!;
    expect(artifact).toBeDefined();
    expect(first.artifactCalls).toEqual([
      'Twirp CreateArtifact',
      'Blob PUT block',
      'Blob PUT blocklist',
      'Twirp FinalizeArtifact',
    ]);
    expect(body).toContain(
      `[Download the results](https://github.com/${REPOSITORY}/actions/runs/7001/artifacts/${artifact.id})`,
    );
    expect(first.summary.trim()).toBe(body.trim());

    const outputs = documents(first);
    expect(outputs.map((d) => d.path)).toEqual(EXPECTED_TABLE.map(([name]) => name.split(' → ').pop()));
    expect(outputs.find((d) => d.path === 'docs/minutes-final.docx')).toMatchObject({
      oldPath: 'docs/minutes.docx',
      status: 'renamed',
    });
    expect(total).toBe(outputs.reduce((n, d) => n + d.changes, 0));
    expect(first.outputs['artifact-id']).toBe(String(artifact.id));
    expect(first.outputs['comment-id']).toBe(String(commentId));
    expect(first.outputs['report-path']).toBe(join(first.runnerTemp, 'docdelta-7001', 'report.html'));

    const files = artifacts.files(artifact);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['report.html', 'report.json', 'comment.md']));
    for (const { path } of outputs) expect(Object.keys(files), path).toContain(`documents/${path}/changes.json`);
    expect(JSON.parse(textOf(files['report.json'])).outcomes).toHaveLength(12);
    const results = resultFiles(files);
    // A result document for each modified or renamed one (an added or deleted document has its change list only).
    expect(results.map((f) => f.split('/').slice(1, -1).join('/')).sort()).toEqual(
      outputs
        .filter((d) => d.status === 'modified' || d.status === 'renamed')
        .map((d) => d.path)
        .sort(),
    );

    const pdf = await pdfText(files['documents/forms/order.pdf/order.docdelta-styled.pdf']);
    expect(pdf.pages).toBeGreaterThan(0);
    expect(pdf.text).toContain('1,450');
    const png = await sharp(Buffer.from(files['documents/images/logo.png/logo.docdelta-styled.png'])).metadata();
    expect(png.format).toBe('png');
    expect(png.width).toBeGreaterThan(0);
    const office = Object.fromEntries(
      results.filter((f) => LIBREOFFICE_EXTENSIONS.has(extname(f))).map((f) => [f, files[f]]),
    );
    expect(Object.keys(office)).toHaveLength(7);
    if (hasSoffice) expect(unopenedInLibreOffice(office)).toEqual([]);
    else
      console.warn('LibreOffice (soffice) is not installed: the Office results of the end-to-end run were not opened');
  }, 240_000);

  it('second push: the same comment is edited, not a new one posted', async () => {
    const second = await run({ runId: '7002', push: 1 });
    expect(second.code, second.log).toBe(0);
    // GET /user refuses the Actions token, so the marked comment is edited because a bot wrote it.
    expect(second.operations).toEqual(['issues/list-comments', 'users/get-authenticated', 'issues/update-comment']);
    expect(github.requests.at(-1)!.path).toBe(`/repos/${REPOSITORY}/issues/comments/${commentId}`);
    const comments = github.comments.filter((c) => c.issue === PULL);
    expect(comments.map((c) => c.id)).toEqual([commentId]);
    expect(second.outputs['comment-id']).toBe(String(commentId));
    // The second push changed one more price: the edited comment says so.
    expect(comments[0].body).toContain(`## docdelta: 12 documents, ${second.outputs['total-changes']} changes\n`);
    expect(Number(second.outputs['total-changes'])).toBe(Number(first.outputs['total-changes']) + 1);
    expect(documentTable(comments[0].body).get('data/prices.csv → data/price-list.csv')).toEqual(['renamed', '2']);
    expect(comments[0].body).toContain(`/actions/runs/7002/artifacts/${artifactNamed('docdelta-7002')!.id})`);
  }, 240_000);

  it('from a fork (a read-only token, 403 on comments): a notice, and still the summary and the artifact', async () => {
    github.readOnly = true;
    const fork = await run({ runId: '7003', number: 13, fork: true, inputs: { paths: 'data/**' } }).finally(
      () => (github.readOnly = false),
    );
    expect(fork.code, fork.log).toBe(0);
    expect(fork.operations).toEqual(['issues/list-comments', 'issues/create-comment']);
    expect(fork.log).toMatch(/^::notice::Comment skipped: the token cannot comment on this pull request \(HTTP 403/m);
    expect(github.comments.filter((c) => c.issue === 13)).toEqual([]);
    expect(fork.outputs['comment-id']).toBe('');
    expect(documentTable(fork.summary).get('data/prices.csv → data/price-list.csv')).toEqual(['renamed', '1']);
    const artifact = artifactNamed('docdelta-7003')!;
    expect(fork.outputs['artifact-id']).toBe(String(artifact.id));
    expect(resultFiles(artifacts.files(artifact))).toEqual([
      'documents/data/price-list.csv/price-list.docdelta-styled.csv',
    ]);
  }, 240_000);

  it('without a checkout: the pull request files API and the contents API give both versions', async () => {
    github.pullFiles = [
      { filename: 'docs/letter.odt', status: 'added' },
      { filename: 'docs/minutes-final.docx', previous_filename: 'docs/minutes.docx', status: 'renamed' },
      { filename: 'docs/policy.docx', status: 'modified' },
      { filename: 'src/app.ts', status: 'modified' },
    ];
    github.contentsFrom = repo.origin;
    const api = await run({ runId: '7004', number: 14, noCheckout: true, inputs: { paths: 'docs/**' } });
    expect(api.code, api.log).toBe(0);
    expect(api.log).toContain('3 changed documents (found with api).');
    // Both sides of the modified and the renamed document, the new side of the added one.
    expect(api.operations.filter((o) => o === 'repos/get-content')).toHaveLength(5);
    expect(api.operations.filter((o) => o !== 'repos/get-content')).toEqual([
      'pulls/list-files',
      'issues/list-comments',
      'issues/create-comment',
    ]);
    const body = github.comments.find((c) => c.issue === 14)!.body;
    expect([...documentTable(body)].map(([name, [change]]) => [name, change])).toEqual([
      ['docs/letter.odt', 'added'],
      ['docs/minutes.docx → docs/minutes-final.docx', 'renamed'],
      ['docs/policy.docx', 'modified'],
    ]);
    const firstRun = documents(first).filter((d) => d.path.startsWith('docs/'));
    expect(documents(api).map((d) => [d.path, d.changes])).toEqual(firstRun.map((d) => [d.path, d.changes]));
  }, 240_000);

  it('the gate fails the step after the comment and the artifact are written, with an annotation per file', async () => {
    const gate = await run({ runId: '7005', number: 15, inputs: { paths: 'sheets/**', 'fail-on': 'changes-over:1' } });
    expect(gate.code, gate.log).toBe(1);
    expect(gate.operations).toEqual(['issues/list-comments', 'issues/create-comment']);
    expect(github.comments.find((c) => c.issue === 15)!.body).toContain('❌ Gate failed');
    expect(artifactNamed('docdelta-7005')).toBeDefined();
    const lines = gate.log.split('\n');
    // The verdict is the first error: GitHub shows the first 10 of a step.
    const failed = lines.findIndex((l) => l.startsWith('::error title=docdelta gate::docdelta gate failed'));
    expect(lines.find((l) => l.startsWith('::error'))).toBe(lines[failed]);
    expect(failed).toBeGreaterThan(lines.findIndex((l) => l.startsWith('Uploaded artifact docdelta-7005')));
    expect(failed).toBeGreaterThan(lines.findIndex((l) => l.startsWith('Comment created:')));
    expect(lines.filter((l) => l.startsWith('::error title=docdelta gate,file='))).not.toEqual([]);
  }, 240_000);

  it('shards compare their part and upload it; the merge job downloads the parts and posts one comment', async () => {
    const parts = [];
    for (const index of [1, 2])
      parts.push(await run({ runId: '7100', job: `compare (${index})`, number: 16, inputs: { shard: `${index}/2` } }));
    for (const part of parts) {
      expect(part.code, part.log).toBe(0);
      expect(part.operations).toEqual([]);
    }
    const shardPaths = parts.map((p) => documents(p).map((d) => d.path));
    expect(shardPaths.flat().sort()).toEqual(
      documents(first)
        .map((d) => d.path)
        .sort(),
    );
    expect(shardPaths[0].filter((p) => shardPaths[1].includes(p))).toEqual([]);
    const partArtifacts = ['docdelta-7100-part-1-of-2', 'docdelta-7100-part-2-of-2'].map((name) =>
      artifactNamed(name)!,
    );
    expect(partArtifacts.every(Boolean)).toBe(true);

    const merge = await run({ runId: '7100', job: 'merge', number: 16, inputs: { merge: 'true' } });
    expect(merge.code, merge.log).toBe(0);
    expect(merge.artifactCalls.slice(0, 7)).toEqual([
      'Twirp ListArtifacts',
      ...['Twirp ListArtifacts', 'Twirp GetSignedArtifactURL', 'Blob GET'],
      ...['Twirp ListArtifacts', 'Twirp GetSignedArtifactURL', 'Blob GET'],
    ]);
    expect(merge.operations).toEqual(['issues/list-comments', 'issues/create-comment']);
    const body = github.comments.find((c) => c.issue === 16)!.body;
    expect([...documentTable(body)].map(([name, [change]]) => [name, change])).toEqual(EXPECTED_TABLE);
    expect(merge.outputs['total-changes']).toBe(first.outputs['total-changes']);
    // Every redlined document of the parts is in an artifact of the run.
    const merged = artifactNamed('docdelta-7100')!;
    expect(merge.outputs['artifact-id']).toBe(String(merged.id));
    expect(body).toContain(`/actions/runs/7100/artifacts/${merged.id})`);
    // One documents/ tree, where a single run puts each document's files.
    const mergedFiles = Object.keys(artifacts.files(merged));
    expect(mergedFiles.filter((f) => f.includes('-part-'))).toEqual([]);
    expect(resultFiles(artifacts.files(merged)).sort()).toEqual(
      resultFiles(artifacts.files(artifactNamed('docdelta-7001')!)).sort(),
    );
    const inParts = partArtifacts.flatMap((a: StoredArtifact) =>
      resultFiles(artifacts.files(a)).map((f) => basename(f)),
    );
    expect(inParts.sort()).toEqual(
      resultFiles(artifacts.files(artifactNamed('docdelta-7001')!))
        .map((f) => basename(f))
        .sort(),
    );
  }, 240_000);

  it('previews: rendered with the native modules the Action installs into the tool cache, committed to the preview branch', async () => {
    const previews = await run({
      runId: '7200',
      number: 17,
      inputs: { previews: 'true', 'preview-branch': 'docdelta-previews' },
    });
    expect(previews.code, previews.log).toBe(0);
    expect(previews.log).not.toMatch(/^::warning::/m);
    expect(previews.operations).toEqual([
      'git/get-ref',
      'git/create-blob',
      ...previews.operations.filter((o) => o === 'git/create-blob').slice(1),
      'git/create-tree',
      'git/create-commit',
      'git/create-ref',
      'issues/list-comments',
      'issues/create-comment',
    ]);
    const branch = github.branchFiles('docdelta-previews');
    const body = github.comments.find((c) => c.issue === 17)!.body;
    const images = [
      ...body.matchAll(
        /<img src="https:\/\/github\.com\/octo-org\/handbook\/blob\/([0-9a-f]{40})\/([^"?]+)\?raw=true"/g,
      ),
    ];
    // Redline crops link their whole page: every committed file is shown or linked, nothing else is.
    const linked = [
      ...body.matchAll(
        /<a href="https:\/\/github\.com\/octo-org\/handbook\/blob\/([0-9a-f]{40})\/([^"?]+)\?raw=true"/g,
      ),
    ];
    expect(new Set([...images, ...linked].map(([, , path]) => decodeURIComponent(path)))).toEqual(
      new Set(branch.keys()),
    );
    for (const [, , path] of [...images, ...linked]) {
      const bytes = branch.get(decodeURIComponent(path));
      expect(bytes, path).toBeDefined();
      const image = await sharp(Buffer.from(bytes!)).metadata();
      expect(image.format).toBe('png');
      expect(image.width).toBeGreaterThan(100);
    }
    // A preview of each document with two sides: every family, PDF and image included.
    const twoSided = documents(first)
      .filter((d) => d.status === 'modified' || d.status === 'renamed')
      .map((d) => d.path);
    expect([...body.matchAll(/<summary>Preview: ([^<]+)<\/summary>/g)].map((m) => m[1])).toEqual(twoSided);
    const files = Object.keys(artifacts.files(artifactNamed('docdelta-7200')!));
    expect(files.filter((f) => f.includes('/previews/') && f.endsWith('.png')).length).toBeGreaterThanOrEqual(
      twoSided.length,
    );

    // Kept for the README's screenshot (scripts/comment-screenshot.mjs).
    rmSync(KEEP, { recursive: true, force: true });
    mkdirSync(KEEP, { recursive: true });
    writeFileSync(join(KEEP, 'comment.md'), body);
    for (const [path, bytes] of branch) {
      mkdirSync(dirname(join(KEEP, 'preview-branch', path)), { recursive: true });
      writeFileSync(join(KEEP, 'preview-branch', path), bytes);
    }
    expect(existsSync(join(KEEP, 'comment.md'))).toBe(true);
  }, 300_000);
});
