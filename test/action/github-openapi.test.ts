import { describe, expect, it } from 'vitest';
import { startFakeArtifactService } from './fake-artifacts';
import { githubDescription } from './github-openapi';

/** The judges the end-to-end test relies on refuse what GitHub would refuse. */

const auth = {
  authorization: 'token ghs_x',
  accept: 'application/vnd.github.v3+json',
  'content-type': 'application/json; charset=utf-8',
};

describe("GitHub's REST description as a judge of requests", () => {
  it('names the operation and its path parameters, and passes a request it allows', () => {
    const judged = githubDescription().judge({
      method: 'PATCH',
      url: '/repos/o/r/issues/comments/42',
      headers: auth,
      body: '{"body":"edited"}',
    });
    expect(judged.problems).toEqual([]);
    expect(judged.operation).toMatchObject({
      operationId: 'issues/update-comment',
      pathParams: { owner: 'o', repo: 'r', comment_id: '42' },
    });
    // A multi-segment path parameter (x-multi-segment) keeps its slashes.
    expect(
      githubDescription().judge({
        method: 'GET',
        url: '/repos/o/r/contents/docs/a%20b.docx?ref=abc',
        headers: { ...auth, accept: 'application/vnd.github.raw+json' },
      }).operation?.pathParams.path,
    ).toBe('docs/a b.docx');
  });

  it.each([
    [
      'an operation it does not have',
      { method: 'PUT', url: '/repos/o/r/issues/12/comments', body: '{"body":"x"}' },
      /has no such operation \(it has GET .*, POST /,
    ],
    [
      'a path parameter of the wrong type',
      { method: 'PATCH', url: '/repos/o/r/issues/comments/first', body: '{"body":"x"}' },
      /path parameters\/comment_id must be integer/,
    ],
    [
      'a query parameter it does not describe',
      { method: 'GET', url: '/repos/o/r/pulls/1/files?per_page=100&all=true' },
      /query parameters must NOT have additional properties \(all\)/,
    ],
    [
      'a body without a required field',
      { method: 'POST', url: '/repos/o/r/issues/12/comments', body: '{"text":"x"}' },
      /body must have required property 'body'/,
    ],
    [
      'a body of the wrong type',
      { method: 'POST', url: '/repos/o/r/git/refs', body: '{"ref":"refs/heads/x","sha":7}' },
      /body\/sha must be string/,
    ],
    [
      'a media type the operation does not name',
      { method: 'GET', url: '/repos/o/r/contents/a.docx?ref=abc', accept: 'application/vnd.github.raw' },
      /accept application\/vnd\.github\.raw is not a media type/,
    ],
  ])('refuses %s', (_, request, problem) => {
    const judged = githubDescription().judge({
      method: request.method,
      url: request.url,
      headers: { ...auth, ...('accept' in request ? { accept: request.accept } : {}) },
      body: 'body' in request ? request.body : undefined,
    });
    expect(judged.problems.join('\n')).toMatch(problem);
  });

  it('refuses a request without a token, and a fake answer of the wrong shape', () => {
    const judged = githubDescription().judge({ method: 'GET', url: '/repos/o/r/issues/12/comments', headers: {} });
    expect(judged.problems).toEqual([expect.stringMatching(/no Authorization token/)]);
    expect(
      githubDescription()
        .judgeResponse(judged.operation!, 200, [{ id: 'one' }])
        .join('\n'),
    ).toMatch(/response\/0\/id must be integer/);
    expect(githubDescription().judgeResponse(judged.operation!, 418, undefined)).toEqual([
      expect.stringMatching(/lists no 418 response/),
    ]);
  });
});

describe('the artifact service fake', () => {
  it('refuses a Twirp body its message type does not have, or ids no runtime token names', async () => {
    const service = await startFakeArtifactService();
    try {
      const token = service.runtimeToken('1', 'job');
      const [, payload] = token.split('.');
      const [, run, job] = (JSON.parse(Buffer.from(payload, 'base64url').toString()).scp as string)
        .split(' ')[1]
        .split(':');
      const call = (body: object) =>
        fetch(`${service.url}twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect(
        (await call({ workflow_run_backend_id: run, workflow_job_run_backend_id: job, name: 'a', version: 7 })).status,
      ).toBe(200);
      expect(
        (
          await call({
            workflow_run_backend_id: run,
            workflow_job_run_backend_id: job,
            name: 'b',
            version: 7,
            retention: 3,
          })
        ).status,
      ).toBe(400);
      expect(
        (await call({ workflow_run_backend_id: 'other', workflow_job_run_backend_id: job, name: 'c', version: 7 }))
          .status,
      ).toBe(400);
      expect(service.violations).toEqual([
        expect.stringMatching(/not a CreateArtifactRequest/),
        expect.stringMatching(/not a job of a run/),
      ]);
    } finally {
      await service.close();
    }
  });
});
