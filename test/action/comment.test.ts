import { describe, expect, it } from 'vitest';
import { COMMENT_MARKER, pagesText, postComment, renderComment } from '../../src/action/comment';
import type { GitHubApi, IssueComment } from '../../src/action/github';
import { change, fileReport } from './reports';

describe('renderComment', () => {
  const documents = [
    {
      report: fileReport('docs/policy.docx', [
        change(0, 'Inserted', '', 'new clause'),
        change(1, 'Deleted', 'old | text', '', 3),
        change(2, 'StyleChanged', 'Title', 'Title', 3),
      ]),
      pages: [1, 3],
    },
    {
      report: fileReport('legal/nda.pdf', [], { status: 'added', note: 'not compared: a password is required' }),
      pages: [],
    },
    { report: fileReport('b.xlsx', [], { status: 'renamed', oldPath: 'a.xlsx' }), pages: [] },
  ];

  it('starts with the marker, a heading, the artifact link, the gate and a table of documents', () => {
    const body = renderComment({
      documents,
      artifactUrl: 'https://github.com/o/r/actions/runs/9/artifacts/5',
      reportName: 'report.html',
      gateLines: ['✅ Gate passed (fail-on: never).'],
    });
    const lines = body.split('\n');
    expect(lines[0]).toBe(COMMENT_MARKER);
    expect(lines[1]).toBe('## docdelta: 3 documents, 3 changes');
    expect(body).toContain('[Download the results](https://github.com/o/r/actions/runs/9/artifacts/5)');
    expect(body).toContain('✅ Gate passed (fail-on: never).');
    expect(body).toContain('| docs/policy.docx | modified | 3 | 1 inserted, 1 deleted, 1 style | 1, 3 |');
    expect(body).toContain('| legal/nda.pdf | added, not compared | — | not compared: a password is required | — |');
    expect(body).toContain('| a.xlsx → b.xlsx | renamed | 0 | — | — |');
    // Per-document sections come from the Markdown report, after the table.
    expect(body.indexOf('<details open>')).toBeGreaterThan(body.indexOf('| Document |'));
    expect(body).toContain('<ins>new clause</ins>');
    expect(body).toContain('<del>old \\| text</del>');
    expect(
      body
        .trimEnd()
        .endsWith(
          'Everything, untruncated: [the results artifact](https://github.com/o/r/actions/runs/9/artifacts/5).',
        ),
    ).toBe(true);
  });

  it('stays under the limit with many documents and changes, and says what it left out', () => {
    const many = Array.from({ length: 1200 }, (_, d) => ({
      report: fileReport(
        `docs/file-${d}.docx`,
        Array.from({ length: 30 }, (_, i) =>
          change(i, 'Modified', `old text number ${i} `.repeat(5), `new text number ${i} `.repeat(5)),
        ),
      ),
      pages: [1],
    }));
    const body = renderComment({ documents: many, artifactUrl: 'https://x/y' });
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/…and \d+ more documents, listed in the full report\./);
    expect(body).toMatch(/\*\*\d+ more documents\*\* with \d+ more changes not shown/);
    expect(body).toContain('[the results artifact](https://x/y)');
  });

  it('honours a smaller limit', () => {
    const body = renderComment({ documents, limit: 3000 });
    expect(body.length).toBeLessThanOrEqual(3000);
  });

  it('shows preview images as links to the preview branch', () => {
    const body = renderComment({
      documents,
      previews: [
        {
          path: 'docs/policy.docx',
          images: [{ url: 'https://github.com/o/r/blob/abc/pr-1/p.png?raw=true', caption: 'page 1' }],
        },
      ],
    });
    expect(body).toContain('<details><summary>Preview: docs/policy.docx</summary>');
    expect(body).toContain('<img src="https://github.com/o/r/blob/abc/pr-1/p.png?raw=true" alt="page 1" width="800">');
  });

  it('shows a redline crop at its own width, linked to its whole page, which is not shown again', () => {
    const crop = {
      url: 'https://x/pr-1/page-2-changes-1.png?raw=true',
      caption: 'redline, page 2',
      width: 640,
      href: 'https://x/pr-1/page-2.png?raw=true',
    };
    const whole = { url: 'https://x/pr-1/page-2.png?raw=true', caption: 'redline, page 2 (whole page)', width: 640 };
    const body = renderComment({ documents, previews: [{ path: 'docs/policy.docx', images: [crop, whole] }] });
    expect(body).toContain(
      '<a href="https://x/pr-1/page-2.png?raw=true"><img src="https://x/pr-1/page-2-changes-1.png?raw=true" alt="redline, page 2" width="640"></a>',
    );
    expect(body).not.toContain('<img src="https://x/pr-1/page-2.png');
  });

  it('writes pages as ranges', () => {
    expect(pagesText([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7–8');
    expect(pagesText([])).toBe('—');
  });
});

const BOT = { login: 'github-actions[bot]', type: 'Bot' };

function fakeApi(existing: IssueComment[], failWith?: number, login?: string) {
  const calls: string[] = [];
  const api: Partial<GitHubApi> = {
    async listComments(issue) {
      calls.push(`list ${issue}`);
      if (failWith) throw Object.assign(new Error('nope'), { status: failWith });
      return existing;
    },
    async createComment(issue, body) {
      calls.push(`create ${issue}`);
      if (failWith) throw Object.assign(new Error('nope'), { status: failWith });
      return { id: 100, body };
    },
    async tokenLogin() {
      calls.push('user');
      return login;
    },
    async updateComment(id, body) {
      calls.push(`update ${id}`);
      return { id, body };
    },
  };
  return { api: api as GitHubApi, calls };
}

describe('postComment', () => {
  it('updates the comment that carries the marker', async () => {
    const { api, calls } = fakeApi([
      { id: 1, body: 'hello' },
      { id: 2, body: `${COMMENT_MARKER}\nold`, user: BOT },
    ]);
    const outcome = await postComment(api, 5, `${COMMENT_MARKER}\nnew`, 'update');
    expect(calls).toEqual(['list 5', 'user', 'update 2']);
    expect(outcome).toMatchObject({ posted: 'updated', comment: { id: 2 } });
  });

  it("leaves a marked comment another user wrote alone: the Actions token edits a bot's, a personal token its own", async () => {
    const comments = [
      { id: 2, body: `${COMMENT_MARKER}\nours`, user: BOT },
      { id: 3, body: `${COMMENT_MARKER}\npasted by the fork's author`, user: { login: 'ana', type: 'User' } },
    ];
    const actions = fakeApi(comments);
    expect(await postComment(actions.api, 5, 'b', 'update')).toMatchObject({ posted: 'updated', comment: { id: 2 } });
    const alone = fakeApi(comments.slice(1));
    expect(await postComment(alone.api, 5, 'b', 'update')).toMatchObject({ posted: 'created', comment: { id: 100 } });
    expect(alone.calls).toEqual(['list 5', 'user', 'create 5']);
    const personal = fakeApi(
      [...comments, { id: 4, body: COMMENT_MARKER, user: { login: 'bob', type: 'User' } }],
      0,
      'ana',
    );
    expect(await postComment(personal.api, 5, 'b', 'update')).toMatchObject({ posted: 'updated', comment: { id: 3 } });
    const someoneElse = fakeApi(comments, 0, 'bob');
    expect(await postComment(someoneElse.api, 5, 'b', 'update')).toMatchObject({ posted: 'created' });
  });

  it('asks who the token is only when some comment carries the marker', async () => {
    const { api, calls } = fakeApi([{ id: 1, body: 'hello', user: BOT }]);
    await postComment(api, 5, 'b', 'update');
    expect(calls).toEqual(['list 5', 'create 5']);
  });

  it('creates one when there is none, or always with new', async () => {
    const first = fakeApi([{ id: 1, body: 'hello' }]);
    expect(await postComment(first.api, 5, 'b', 'update')).toMatchObject({ posted: 'created', comment: { id: 100 } });
    expect(first.calls).toEqual(['list 5', 'create 5']);
    const always = fakeApi([{ id: 2, body: COMMENT_MARKER }]);
    await postComment(always.api, 5, 'b', 'new');
    expect(always.calls).toEqual(['create 5']);
  });

  it('makes no call with off', async () => {
    const { api, calls } = fakeApi([]);
    expect(await postComment(api, 5, 'b', 'off')).toEqual({ skipped: 'comment: off' });
    expect(calls).toEqual([]);
  });

  it('turns a 403 (read-only fork token) into a skip, and other errors into throws', async () => {
    const outcome = await postComment(fakeApi([], 403).api, 5, 'b', 'update');
    expect(outcome).toMatchObject({ readOnly: true });
    expect((outcome as { skipped: string }).skipped).toContain('HTTP 403');
    await expect(postComment(fakeApi([], 500).api, 5, 'b', 'update')).rejects.toThrow('nope');
  });
});
