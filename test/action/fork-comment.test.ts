import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderArtifactStore } from '../../src/action/artifact';
import { COMMENT_MARKER } from '../../src/action/comment';
import {
  COMMENT_ARTIFACT_FORMAT,
  postCommentFromRun,
  readWorkflowRun,
  uploadCommentArtifact,
  type WorkflowRun,
} from '../../src/action/fork-comment';
import type { GitHubApi, IssueComment, RunArtifact } from '../../src/action/github';
import { zipFiles } from '../../src/engine/index';

/**
 * The workflow_run side of the fork recipe against a GitHub in memory: what the fork's artifact
 * may say, and what is refused before anything is posted.
 */

const HEAD = 'a'.repeat(40);
const OTHER = 'b'.repeat(40);
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

const run = (overrides: Partial<WorkflowRun> = {}): WorkflowRun => ({
  id: 501,
  event: 'pull_request',
  head_sha: HEAD,
  head_repository: { full_name: 'ana/handbook' },
  pull_requests: [],
  ...overrides,
});

const manifest = (overrides: Record<string, unknown> = {}) => ({
  format: COMMENT_ARTIFACT_FORMAT,
  repository: 'octo/handbook',
  runId: '501',
  pullRequest: 7,
  headSha: HEAD,
  ...overrides,
});

const BODY = `${COMMENT_MARKER}\n## docdelta: 1 document, 2 changes\n`;
const text = (value: string) => new TextEncoder().encode(value);

function artifactZip(files: Record<string, string | Uint8Array>): Uint8Array {
  return zipFiles(
    Object.entries(files).map(([name, bytes]) => ({ name, bytes: typeof bytes === 'string' ? text(bytes) : bytes })),
  );
}

const goodZip = () => artifactZip({ 'comment.md': BODY, 'comment.json': JSON.stringify(manifest()) });

const BOT = { login: 'github-actions[bot]', type: 'Bot' };

interface Memory extends GitHubApi {
  comments: (IssueComment & { issue: number })[];
  calls: string[];
}

function memoryApi(options: {
  zip?: Uint8Array;
  size?: number;
  artifacts?: RunArtifact[];
  pull?: { sha?: string; repo?: string | null };
  readOnly?: boolean;
}): Memory {
  const comments: Memory['comments'] = [];
  const calls: string[] = [];
  let id = 1;
  return {
    comments,
    calls,
    async listPullFiles() {
      throw new Error('not used');
    },
    async fileContent() {
      throw new Error('not used');
    },
    async commitFiles() {
      throw new Error('not used');
    },
    async listComments(issue) {
      calls.push(`list ${issue}`);
      return comments.filter((c) => c.issue === issue);
    },
    async createComment(issue, body) {
      calls.push(`create ${issue}`);
      if (options.readOnly) throw Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
      const comment = { id: id++, issue, body, user: BOT };
      comments.push(comment);
      return comment;
    },
    async tokenLogin() {
      calls.push('user');
      return undefined;
    },
    async updateComment(commentId, body) {
      calls.push(`update ${commentId}`);
      const comment = comments.find((c) => c.id === commentId)!;
      comment.body = body;
      return comment;
    },
    async getPull(number) {
      calls.push(`pull ${number}`);
      if (number !== 7 && number !== 8) throw Object.assign(new Error('Not Found'), { status: 404 });
      const repo = options.pull?.repo === undefined ? 'ana/handbook' : options.pull.repo;
      return {
        number,
        state: 'open',
        head: { sha: options.pull?.sha ?? HEAD, repo: repo === null ? null : { full_name: repo } },
      };
    },
    async listRunArtifacts(runId, name) {
      calls.push(`artifacts ${runId} ${name}`);
      const zip = options.zip ?? goodZip();
      return (
        options.artifacts ?? [
          { id: 9, name: 'docdelta-501-comment', size_in_bytes: options.size ?? zip.length, expired: false },
        ]
      ).filter((a) => a.name === name);
    },
    async downloadArtifact(artifactId, maxBytes) {
      calls.push(`download ${artifactId}`);
      const zip = options.zip ?? goodZip();
      if (zip.length > maxBytes) throw new Error(`artifact ${artifactId} is more than the ${maxBytes} bytes allowed`);
      return zip;
    },
  };
}

const post = (api: GitHubApi, overrides: Partial<Parameters<typeof postCommentFromRun>[0]> = {}) =>
  postCommentFromRun({ api, repository: 'octo/handbook', run: run(), mode: 'update', ...overrides });

describe('posting a fork pull request comment from its run artifact', () => {
  it('posts the comment on the pull request whose head is the run head, then edits it on the next run', async () => {
    const api = memoryApi({});
    expect(await post(api)).toEqual({ posted: 'created', commentId: 1, pullRequest: 7 });
    expect(api.comments).toEqual([{ id: 1, issue: 7, body: BODY, user: BOT }]);
    expect(api.calls).toEqual(['artifacts 501 docdelta-501-comment', 'download 9', 'pull 7', 'list 7', 'create 7']);
    expect(await post(api)).toEqual({ posted: 'updated', commentId: 1, pullRequest: 7 });
    expect(api.comments).toHaveLength(1);
  });

  it("does not edit a marked comment the fork's author wrote: it posts its own", async () => {
    const api = memoryApi({});
    const pasted = {
      id: 50,
      issue: 7,
      body: `${COMMENT_MARKER}\n✅ Gate passed`,
      user: { login: 'ana', type: 'User' },
    };
    api.comments.push({ ...pasted });
    expect(await post(api)).toEqual({ posted: 'created', commentId: 1, pullRequest: 7 });
    expect(api.calls.slice(-3)).toEqual(['list 7', 'user', 'create 7']);
    expect(api.comments).toEqual([pasted, { id: 1, issue: 7, body: BODY, user: BOT }]);
  });

  it('reads the artifact the pull_request run wrote', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docdelta-fork-comment-'));
    temp.push(dir);
    const store = folderArtifactStore(join(dir, 'artifacts'));
    const { id, name } = await uploadCommentArtifact(
      store,
      dir,
      'docdelta-501',
      { repository: 'octo/handbook', runId: '501', pullRequest: 7, headSha: HEAD },
      BODY,
    );
    expect(name).toBe('docdelta-501-comment');
    const { readFileSync } = await import('node:fs');
    const files = ['comment.md', 'comment.json'].map((f) => ({
      name: f,
      bytes: new Uint8Array(readFileSync(join(dir, 'artifacts', `${id}-${name}`, f))),
    }));
    const api = memoryApi({ zip: zipFiles(files) });
    expect(await post(api)).toMatchObject({ posted: 'created', pullRequest: 7 });
    expect(api.comments[0].body).toBe(BODY);
  });

  it('takes the artifact-name the pull_request run was given', async () => {
    const api = memoryApi({
      artifacts: [{ id: 9, name: 'documents-comment', size_in_bytes: 100, expired: false }],
    });
    expect(await post(api, { artifactName: 'documents' })).toMatchObject({ posted: 'created' });
    expect(api.calls[0]).toBe('artifacts 501 documents-comment');
  });

  it.each([
    ['the run was no pull request', { run: run({ event: 'push' }) }, /for a push event/],
    ['no comment artifact (the run posted itself)', { artifactName: 'elsewhere' }, /uploaded no elsewhere-comment/],
    ['comment: off', { mode: 'off' as const }, /comment: off/],
  ])('posts nothing when %s', async (_, overrides, reason) => {
    const api = memoryApi({});
    const result = await post(api, overrides);
    expect('skipped' in result && result.skipped).toMatch(reason);
    expect(api.comments).toEqual([]);
  });

  it('posts nothing when the pull request has moved on since the run (a newer run follows)', async () => {
    const api = memoryApi({ pull: { sha: OTHER } });
    const result = await post(api);
    expect('skipped' in result && result.skipped).toMatch(/pull request #7 has moved on to bbbbbbbbbbbb/);
    expect(api.calls.filter((c) => /^(create|update)/.test(c))).toEqual([]);
  });

  it.each([
    [
      'another pull request (its head is elsewhere)',
      { pull: { repo: 'octo/handbook' } },
      {},
      /names pull request #7, whose head is in octo\/handbook, but the workflow run is for ana\/handbook/,
    ],
    [
      'a pull request that does not exist',
      { zip: zipWith({ pullRequest: 99 }) },
      {},
      /pull request #99, which does not exist/,
    ],
    [
      'a pull request the run was not for',
      {},
      { run: run({ pull_requests: [{ number: 8 }] }) },
      /names pull request #7, but the workflow run is for #8/,
    ],
    [
      'another commit',
      { zip: zipWith({ headSha: OTHER }) },
      {},
      /names the commit b{40}, but the workflow run is for a{40}/,
    ],
    ['another run', { zip: zipWith({ runId: '499' }) }, {}, /names the run 499, but the workflow run is for 501/],
    ['another repository', { zip: zipWith({ repository: 'evil/repo' }) }, {}, /names the repository evil\/repo/],
    ['an unknown key', { zip: zipWith({ script: 'rm -rf /' }) }, {}, /not a docdelta-comment\/1 manifest .*script/],
    ['a bad pull request number', { zip: zipWith({ pullRequest: -1 }) }, {}, /manifest \(pullRequest: /],
    [
      'a manifest that is not JSON',
      { zip: artifactZip({ 'comment.md': BODY, 'comment.json': '{"format":' }) },
      {},
      /comment\.json is not JSON/,
    ],
    [
      'a body that is no docdelta comment',
      { zip: artifactZip({ 'comment.md': '@everyone hello', 'comment.json': JSON.stringify(manifest()) }) },
      {},
      /comment\.md is not a docdelta comment/,
    ],
    [
      'a body over GitHub limit',
      { zip: artifactZip({ 'comment.md': BODY + 'x'.repeat(70_000), 'comment.json': JSON.stringify(manifest()) }) },
      {},
      /comment\.md has 70\d{3} characters, more than GitHub's 65536/,
    ],
    [
      'a body that is not UTF-8',
      {
        zip: artifactZip({
          'comment.md': new Uint8Array([...text(COMMENT_MARKER), 0xff, 0xfe]),
          'comment.json': JSON.stringify(manifest()),
        }),
      },
      {},
      /comment\.md cannot be read/,
    ],
    [
      'more files than the two',
      { zip: artifactZip({ 'comment.md': BODY, 'comment.json': JSON.stringify(manifest()), 'run.sh': 'curl x | sh' }) },
      {},
      /holds "comment\.json", "comment\.md", "run\.sh"; expected comment\.md and comment\.json only/,
    ],
    [
      'a name that climbs out',
      { zip: artifactZip({ '../comment.md': BODY, 'comment.json': JSON.stringify(manifest()) }) },
      {},
      /is not a zip this task reads/,
    ],
    [
      'no zip at all',
      { zip: text('<html>not a zip</html>') },
      {},
      /is not a zip this task reads: the file is not a ZIP package/,
    ],
    ['a listed size over the limit', { size: 600 * 1024 }, {}, /is 614400 bytes; a comment artifact is at most 524288/],
    [
      'an expanded size over the limit (a zip bomb)',
      {
        zip: artifactZip({
          'comment.md': COMMENT_MARKER + ' '.repeat(3_000_000),
          'comment.json': JSON.stringify(manifest()),
        }),
      },
      {},
      /comment\.md is 3000017 bytes, more than 262144\./,
    ],
  ])('refuses an artifact that names %s, posting nothing', async (_, apiOptions, overrides, message) => {
    const api = memoryApi(apiOptions);
    await expect(post(api, overrides)).rejects.toThrow(message);
    expect(api.comments).toEqual([]);
    expect(api.calls.filter((c) => /^(list|create|update) /.test(c))).toEqual([]);
  });

  it('fails when its own token cannot comment, naming the permission', async () => {
    const api = memoryApi({ readOnly: true });
    await expect(post(api)).rejects.toThrow(/give the job `permissions: pull-requests: write`/);
  });

  it('reads only a workflow_run event', () => {
    expect(() => readWorkflowRun('pull_request', {})).toThrow(/runs on the workflow_run event, not pull_request/);
    expect(() => readWorkflowRun('workflow_run', { workflow_run: { id: 5 } })).toThrow(
      /no usable workflow_run \(event: /,
    );
    expect(
      readWorkflowRun('workflow_run', {
        workflow_run: {
          id: 5,
          event: 'pull_request',
          head_sha: HEAD,
          head_repository: { full_name: 'a/b' },
          pull_requests: [],
        },
      }),
    ).toMatchObject({ id: 5, head_sha: HEAD });
  });
});

function zipWith(overrides: Record<string, unknown>): Uint8Array {
  return artifactZip({ 'comment.md': BODY, 'comment.json': JSON.stringify(manifest(overrides)) });
}
