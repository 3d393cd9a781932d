import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_MARKER, postComment } from '../../src/action/comment';
import { COMMENT_ARTIFACT_FORMAT, postCommentFromRun } from '../../src/action/fork-comment';
import { createGitHubApi, type GitHubApi } from '../../src/action/github';
import { zipFiles } from '../../src/engine/index';
import { startFakeArtifactService, type FakeArtifactService } from './fake-artifacts';
import { startFakeGitHub, type FakeGitHub } from './fake-github';

/**
 * Whose sticky comment the Action edits, against the fake GitHub (requests and answers judged by
 * GitHub's REST description). Anyone can write the hidden marker into a pull request comment; the
 * Action must edit only one its own token wrote, or a fork's author could have it overwrite their
 * comment, or hide the real report behind a pasted "gate passed".
 */

const REPOSITORY = 'octo-org/handbook';
const FORK = 'ana/handbook';
const PULL = 21;
const HEAD = 'c'.repeat(40);

let github: FakeGitHub;
let artifacts: FakeArtifactService;
let api: GitHubApi;

beforeAll(async () => {
  github = await startFakeGitHub();
  artifacts = await startFakeArtifactService();
  github.artifactService = artifacts;
  api = createGitHubApi('ghs_commentAuthorTestToken', REPOSITORY, github.url);
});
afterAll(async () => {
  await github?.close();
  await artifacts?.close();
});
beforeEach(() => {
  github.comments.length = 0;
  github.requests.length = 0;
  github.tokenUser = undefined;
});
afterEach(() => {
  expect([...github.violations.splice(0), ...artifacts.violations.splice(0)]).toEqual([]);
});

const pasted = () => ({
  id: 1,
  issue: PULL,
  body: `${COMMENT_MARKER}\n## docdelta: 0 documents, 0 changes\n\n✅ Gate passed\n`,
  author: 'ana',
});
const operations = () => github.requests.map((r) => r.operationId);

describe('the sticky comment is the token’s own', () => {
  it('with the Actions token: a marked comment by a user is left alone and a new one posted, which the next run edits', async () => {
    github.comments.push(pasted());
    const first = await postComment(api, PULL, `${COMMENT_MARKER}\nfirst`, 'update');
    expect(first).toMatchObject({ posted: 'created' });
    expect(operations()).toEqual(['issues/list-comments', 'users/get-authenticated', 'issues/create-comment']);
    expect(github.comments[0]).toEqual(pasted());
    const second = await postComment(api, PULL, `${COMMENT_MARKER}\nsecond`, 'update');
    expect(second).toMatchObject({
      posted: 'updated',
      comment: { id: (first as { comment: { id: number } }).comment.id },
    });
    expect(github.comments.map((c) => [c.author, c.body])).toEqual([
      ['ana', pasted().body],
      [undefined, `${COMMENT_MARKER}\nsecond`],
    ]);
  });

  it('with a personal token: only the comment its own login wrote is edited, not a bot’s nor another user’s', async () => {
    github.tokenUser = 'maintainer';
    github.comments.push(pasted(), { id: 2, issue: PULL, body: `${COMMENT_MARKER}\nby the bot` });
    const first = await postComment(api, PULL, `${COMMENT_MARKER}\nmine`, 'update');
    expect(first).toMatchObject({ posted: 'created' });
    expect(github.comments.map((c) => c.body)).toEqual([
      pasted().body,
      `${COMMENT_MARKER}\nby the bot`,
      `${COMMENT_MARKER}\nmine`,
    ]);
    const second = await postComment(api, PULL, `${COMMENT_MARKER}\nmine again`, 'update');
    expect(second).toMatchObject({ posted: 'updated' });
    expect(github.comments.map((c) => [c.author, c.body.split('\n')[1]])).toEqual([
      ['ana', '## docdelta: 0 documents, 0 changes'],
      [undefined, 'by the bot'],
      ['maintainer', 'mine again'],
    ]);
  });

  it('the post-comment task (workflow_run) follows the same rule', async () => {
    github.comments.push(pasted());
    github.pulls = [{ number: PULL, headSha: HEAD, headRepository: FORK }];
    const body = `${COMMENT_MARKER}\n## docdelta: 1 document, 3 changes\n`;
    const manifest = {
      format: COMMENT_ARTIFACT_FORMAT,
      repository: REPOSITORY,
      runId: '8101',
      pullRequest: PULL,
      headSha: HEAD,
    };
    artifacts.put(
      '8101',
      'docdelta-8101-comment',
      zipFiles([
        { name: 'comment.md', bytes: new TextEncoder().encode(body) },
        { name: 'comment.json', bytes: new TextEncoder().encode(JSON.stringify(manifest)) },
      ]),
    );
    const run = {
      id: 8101,
      event: 'pull_request',
      head_sha: HEAD,
      head_repository: { full_name: FORK },
      pull_requests: [],
    };
    const result = await postCommentFromRun({ api, repository: REPOSITORY, run, mode: 'update' });
    expect(result).toMatchObject({ posted: 'created', pullRequest: PULL });
    expect(operations().slice(-3)).toEqual([
      'issues/list-comments',
      'users/get-authenticated',
      'issues/create-comment',
    ]);
    expect(github.comments.map((c) => [c.author, c.body])).toEqual([
      ['ana', pasted().body],
      [undefined, body],
    ]);
  });
});
