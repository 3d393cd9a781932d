import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeArtifactService } from './fake-artifacts';
import { githubDescription, type MatchedOperation } from './github-openapi';

/**
 * A fake GitHub REST API on loopback, judged by GitHub's own description of it
 * (test/action/github-openapi.ts): every request must be an operation the description has, with
 * the parameters, media types and body it allows, or it lands in `violations` and is answered
 * 400; every answer the fake gives is checked against the described response too. It keeps issue
 * comments, lists a pull request's files, serves file contents from a git repository, and keeps
 * the commits the preview branch receives. `readOnly` answers comment writes with 403, as GitHub
 * does for a fork's pull_request token. Comments are written by github-actions[bot] (type Bot), or by
 * `tokenUser` when set, the login `GET /user` answers with (unset, it refuses as GitHub refuses the
 * Actions token); a comment's `author` says who else wrote one. As on GitHub, a token with write
 * access may edit anyone's comment: keeping off another author's is the Action's job. It answers
 * `pulls/get` from GitHub's example pull request, and lists a run's artifacts (those of
 * `artifactService`) and redirects their downloads.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  operationId?: string;
  body?: unknown;
}

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  /** Who wrote it (a user's login); absent: the token the fake serves, github-actions[bot] unless `tokenUser`. */
  author?: string;
}

export interface FakePull {
  number: number;
  headSha: string;
  /** owner/name of the repository the head branch is in (a fork's, or the base repository). */
  headRepository: string;
}

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  /** Requests GitHub's description does not allow, and answers of the fake it does not describe. */
  violations: string[];
  comments: FakeComment[];
  pullFiles: { filename: string; status: string; previous_filename?: string }[];
  /** A git repository whose objects the contents API serves (`ref` is a commit there). */
  contentsFrom?: string;
  readOnly: boolean;
  /**
   * The login of a personal token: `GET /user` answers with it and comments are written as it.
   * Unset, the token is the Actions token, whose `GET /user` GitHub refuses with 403.
   */
  tokenUser?: string;
  /** Pull requests `pulls/get` answers (GitHub's example pull request, with these heads). */
  pulls: FakePull[];
  /** The artifact service whose finalized artifacts the REST API lists by run and redirects downloads to. */
  artifactService?: FakeArtifactService;
  /** Files on a branch the Action committed to through the git data API (path → bytes). */
  branchFiles(branch: string): Map<string, Uint8Array>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const NOW = '2026-01-05T10:00:00Z';
const sha1 = (text: string | Uint8Array) => createHash('sha1').update(text).digest('hex');

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const description = githubDescription();
  let nextId = 1000;
  const blobs = new Map<string, Uint8Array>();
  const trees = new Map<string, Map<string, string>>();
  const commits = new Map<string, { tree: string; parents: string[]; message: string }>();
  const refs = new Map<string, string>();
  const state = {
    requests: [] as RecordedRequest[],
    violations: [] as string[],
    comments: [] as FakeComment[],
    pullFiles: [] as FakeGitHub['pullFiles'],
    contentsFrom: undefined as string | undefined,
    readOnly: false,
    tokenUser: undefined as string | undefined,
    pulls: [] as FakePull[],
    artifactService: undefined as FakeArtifactService | undefined,
  };
  let base = '';
  const web = 'https://github.com';
  const bot = {
    login: 'github-actions[bot]',
    id: 41898282,
    node_id: 'MDM6Qm90NDE4OTgyODI=',
    avatar_url: 'https://avatars.githubusercontent.com/in/15368?v=4',
    gravatar_id: '',
    url: 'https://api.github.com/users/github-actions%5Bbot%5D',
    html_url: 'https://github.com/apps/github-actions',
    followers_url: 'https://api.github.com/users/github-actions%5Bbot%5D/followers',
    following_url: 'https://api.github.com/users/github-actions%5Bbot%5D/following{/other_user}',
    gists_url: 'https://api.github.com/users/github-actions%5Bbot%5D/gists{/gist_id}',
    starred_url: 'https://api.github.com/users/github-actions%5Bbot%5D/starred{/owner}{/repo}',
    subscriptions_url: 'https://api.github.com/users/github-actions%5Bbot%5D/subscriptions',
    organizations_url: 'https://api.github.com/users/github-actions%5Bbot%5D/orgs',
    repos_url: 'https://api.github.com/users/github-actions%5Bbot%5D/repos',
    events_url: 'https://api.github.com/users/github-actions%5Bbot%5D/events{/privacy}',
    received_events_url: 'https://api.github.com/users/github-actions%5Bbot%5D/received_events',
    type: 'Bot',
    site_admin: false,
  };
  const commentJson = (repo: string, comment: FakeComment) => ({
    id: comment.id,
    node_id: `IC_kwDO${comment.id}`,
    url: `${base}/repos/${repo}/issues/comments/${comment.id}`,
    html_url: `${web}/${repo}/pull/${comment.issue}#issuecomment-${comment.id}`,
    issue_url: `${base}/repos/${repo}/issues/${comment.issue}`,
    body: comment.body,
    user: comment.author ? person(comment.author) : bot,
    created_at: NOW,
    updated_at: NOW,
    author_association: 'NONE',
    reactions: {
      url: `${base}/repos/${repo}/issues/comments/${comment.id}/reactions`,
      total_count: 0,
      '+1': 0,
      '-1': 0,
      laugh: 0,
      confused: 0,
      heart: 0,
      hooray: 0,
      eyes: 0,
      rocket: 0,
    },
  });
  /** A user as GitHub's simple-user example has one, under another login. */
  const person = (login: string) => {
    const example = description.example('simple-user') as Record<string, unknown>;
    const escaped = encodeURIComponent(login);
    return {
      ...example,
      login,
      url: `https://api.github.com/users/${escaped}`,
      html_url: `${web}/${escaped}`,
      type: 'User',
    };
  };
  const committer = {
    name: 'github-actions[bot]',
    email: '41898282+github-actions[bot]@users.noreply.github.com',
    date: NOW,
  };
  const commitJson = (repo: string, sha: string) => {
    const commit = commits.get(sha)!;
    return {
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      url: `${base}/repos/${repo}/git/commits/${sha}`,
      html_url: `${web}/${repo}/commit/${sha}`,
      author: committer,
      committer,
      message: commit.message,
      tree: { sha: commit.tree, url: `${base}/repos/${repo}/git/trees/${commit.tree}` },
      parents: commit.parents.map((p) => ({
        sha: p,
        url: `${base}/repos/${repo}/git/commits/${p}`,
        html_url: `${web}/${repo}/commit/${p}`,
      })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    };
  };
  const refJson = (repo: string, ref: string) => ({
    ref,
    node_id: `REF_${sha1(ref).slice(0, 12)}`,
    url: `${base}/repos/${repo}/git/${ref}`,
    object: { type: 'commit', sha: refs.get(ref)!, url: `${base}/repos/${repo}/git/commits/${refs.get(ref)}` },
  });
  const notFound = { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' };

  const handle = (
    operation: MatchedOperation,
    json: unknown,
    url: URL,
    response: ServerResponse,
  ): { status: number; body?: unknown; raw?: Uint8Array; headers?: Record<string, string>; unlisted?: boolean } => {
    const p = operation.pathParams;
    const repo = `${p.owner}/${p.repo}`;
    const input = (json ?? {}) as Record<string, unknown>;
    switch (operation.operationId) {
      case 'issues/list-comments': {
        const all = state.comments.filter((c) => c.issue === Number(p.issue_number));
        const perPage = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        const link = `${base}/repos/${repo}/issues/${p.issue_number}/comments?per_page=${perPage}&page=`;
        const headers: Record<string, string> =
          page < last ? { link: `<${link}${page + 1}>; rel="next", <${link}${last}>; rel="last"` } : {};
        return {
          status: 200,
          body: all.slice((page - 1) * perPage, page * perPage).map((c) => commentJson(repo, c)),
          headers,
        };
      }
      case 'issues/create-comment': {
        if (state.readOnly)
          return {
            status: 403,
            body: {
              message: 'Resource not accessible by integration',
              documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
              status: '403',
            },
          };
        const comment = {
          id: nextId++,
          issue: Number(p.issue_number),
          body: String(input.body),
          author: state.tokenUser,
        };
        state.comments.push(comment);
        return {
          status: 201,
          body: commentJson(repo, comment),
          headers: { location: `${base}/repos/${repo}/issues/comments/${comment.id}` },
        };
      }
      case 'issues/update-comment': {
        // GitHub refuses a read-only token's edit with 403 too, though its description lists only 200 and 422.
        if (state.readOnly)
          return {
            status: 403,
            unlisted: true,
            body: {
              message: 'Resource not accessible by integration',
              documentation_url: 'https://docs.github.com/rest/issues/comments#update-an-issue-comment',
              status: '403',
            },
          };
        const comment = state.comments.find((c) => c.id === Number(p.comment_id));
        if (!comment) return { status: 404, body: notFound };
        comment.body = String(input.body);
        return { status: 200, body: commentJson(repo, comment) };
      }
      case 'users/get-authenticated': {
        if (!state.tokenUser)
          return {
            status: 403,
            body: {
              message: 'Resource not accessible by integration',
              documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
              status: '403',
            },
          };
        const example = description.example('private-user-response-with-public-and-private-profile-information');
        return { status: 200, body: { ...(example as object), ...person(state.tokenUser) } };
      }
      case 'pulls/list-files': {
        const perPage = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        const last = Math.max(1, Math.ceil(state.pullFiles.length / perPage));
        const link = `${base}/repos/${repo}/pulls/${p.pull_number}/files?per_page=${perPage}&page=`;
        const headers: Record<string, string> =
          page < last ? { link: `<${link}${page + 1}>; rel="next", <${link}${last}>; rel="last"` } : {};
        const entries = state.pullFiles.slice((page - 1) * perPage, page * perPage).map((f) => ({
          sha: sha1(f.filename),
          additions: 0,
          deletions: 0,
          changes: 0,
          blob_url: `${web}/${repo}/blob/HEAD/${encodeURI(f.filename)}`,
          raw_url: `${web}/${repo}/raw/HEAD/${encodeURI(f.filename)}`,
          contents_url: `${base}/repos/${repo}/contents/${encodeURI(f.filename)}`,
          ...f,
        }));
        return { status: 200, body: entries, headers };
      }
      case 'repos/get-content': {
        const ref = url.searchParams.get('ref') ?? 'HEAD';
        const accept = String(response.req.headers.accept ?? '');
        if (!state.contentsFrom) return { status: 404, body: notFound };
        if (!/application\/vnd\.github\.raw/.test(accept))
          return { status: 415, body: { message: 'this fake serves the raw media type only' } };
        try {
          const bytes = execFileSync('git', ['cat-file', 'blob', `${ref}:${p.path}`], {
            cwd: state.contentsFrom,
            stdio: ['ignore', 'pipe', 'ignore'],
            maxBuffer: 1 << 28,
          });
          return { status: 200, raw: bytes, headers: { 'content-type': 'application/vnd.github.raw; charset=utf-8' } };
        } catch {
          return { status: 404, body: notFound };
        }
      }
      case 'git/get-ref': {
        const ref = `refs/${p.ref}`;
        return refs.has(ref) ? { status: 200, body: refJson(repo, ref) } : { status: 404, body: notFound };
      }
      case 'git/get-commit':
        return commits.has(p.commit_sha)
          ? { status: 200, body: commitJson(repo, p.commit_sha) }
          : { status: 404, body: notFound };
      case 'git/create-blob': {
        const bytes =
          input.encoding === 'base64'
            ? Buffer.from(String(input.content), 'base64')
            : Buffer.from(String(input.content));
        const sha = sha1(bytes);
        blobs.set(sha, bytes);
        return { status: 201, body: { sha, url: `${base}/repos/${repo}/git/blobs/${sha}` } };
      }
      case 'git/create-tree': {
        const files = new Map(input.base_tree ? trees.get(String(input.base_tree)) : undefined);
        for (const entry of input.tree as { path: string; sha: string }[]) files.set(entry.path, entry.sha);
        const sha = sha1(JSON.stringify([...files].sort()));
        trees.set(sha, files);
        const tree = [...files].map(([path, blob]) => ({
          path,
          mode: '100644',
          type: 'blob',
          sha: blob,
          size: blobs.get(blob)?.length ?? 0,
          url: `${base}/repos/${repo}/git/blobs/${blob}`,
        }));
        return { status: 201, body: { sha, url: `${base}/repos/${repo}/git/trees/${sha}`, truncated: false, tree } };
      }
      case 'git/create-commit': {
        const sha = sha1(JSON.stringify([input.tree, input.parents, input.message]));
        commits.set(sha, {
          tree: String(input.tree),
          parents: (input.parents as string[]) ?? [],
          message: String(input.message),
        });
        return { status: 201, body: commitJson(repo, sha) };
      }
      case 'git/create-ref': {
        const ref = String(input.ref);
        if (refs.has(ref))
          return {
            status: 422,
            body: {
              message: 'Reference already exists',
              documentation_url: 'https://docs.github.com/rest/git/refs#create-a-reference',
              status: '422',
            },
          };
        refs.set(ref, String(input.sha));
        return { status: 201, body: refJson(repo, ref) };
      }
      case 'git/update-ref': {
        const ref = `refs/${p.ref}`;
        if (!refs.has(ref))
          return {
            status: 422,
            body: {
              message: 'Reference does not exist',
              documentation_url: 'https://docs.github.com/rest/git/refs#update-a-reference',
              status: '422',
            },
          };
        refs.set(ref, String(input.sha));
        return { status: 200, body: refJson(repo, ref) };
      }
      case 'pulls/get': {
        const pull = state.pulls.find((pr) => pr.number === Number(p.pull_number));
        if (!pull) return { status: 404, body: notFound };
        return { status: 200, body: pullJson(repo, pull) };
      }
      case 'actions/list-workflow-run-artifacts': {
        const name = url.searchParams.get('name');
        const found = (state.artifactService?.artifacts ?? []).filter(
          (a) => a.finalized && a.runId === p.run_id && (name === null || a.name === name),
        );
        const perPage = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        return {
          status: 200,
          body: {
            total_count: found.length,
            artifacts: found.slice((page - 1) * perPage, page * perPage).map((a) => ({
              id: a.id,
              node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
              name: a.name,
              size_in_bytes: a.size ?? 0,
              url: `${base}/repos/${repo}/actions/artifacts/${a.id}`,
              archive_download_url: `${base}/repos/${repo}/actions/artifacts/${a.id}/zip`,
              expired: false,
              created_at: a.createdAt.toISOString(),
              expires_at: new Date(a.createdAt.getTime() + 90 * 86_400_000).toISOString(),
              updated_at: a.createdAt.toISOString(),
              digest: a.hash ?? null,
              workflow_run: { id: Number(a.runId), repository_id: 1, head_repository_id: 1 },
            })),
          },
        };
      }
      case 'actions/download-artifact': {
        const artifact = state.artifactService?.artifacts.find((a) => a.finalized && a.id === Number(p.artifact_id));
        if (!artifact || p.archive_format !== 'zip') return { status: 404, body: notFound };
        return { status: 302, headers: { location: state.artifactService!.downloadUrl(artifact) } };
      }
      default:
        return { status: 404, body: notFound };
    }
  };

  /** GitHub's own example pull request, moved to this repository and given the head asked for. */
  const pullJson = (repo: string, pull: FakePull) => {
    const example = description.example('pull-request') as Record<string, unknown> & {
      head: { sha: string; repo: Record<string, unknown> & { owner: Record<string, unknown> } };
      base: { repo: Record<string, unknown> };
    };
    const [owner, name] = pull.headRepository.split('/');
    example.number = pull.number;
    example.url = `${base}/repos/${repo}/pulls/${pull.number}`;
    example.html_url = `${web}/${repo}/pull/${pull.number}`;
    example.head.sha = pull.headSha;
    // The example's requested team lacks the `type` its own schema requires.
    example.requested_teams = [];
    Object.assign(example.head.repo, { full_name: pull.headRepository, name, fork: pull.headRepository !== repo });
    Object.assign(example.head.repo.owner, { login: owner });
    Object.assign(example.base.repo, { full_name: repo, name: repo.split('/')[1] });
    return example;
  };

  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    const judgement = description.judge({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body: text || undefined,
    });
    const url = new URL(request.url ?? '/', base);
    state.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname + url.search,
      operationId: judgement.operation?.operationId,
      body: 'json' in judgement ? judgement.json : undefined,
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'x-github-media-type': 'github.v3; format=json',
        ...headers,
      });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (!judgement.operation || judgement.problems.length) {
      state.violations.push(...judgement.problems);
      return send(400, { message: judgement.problems.join('; ') });
    }
    const answer = handle(judgement.operation, judgement.json, url, response);
    if (answer.status !== 400 && !answer.unlisted)
      state.violations.push(...description.judgeResponse(judgement.operation, answer.status, answer.body));
    if (answer.raw) {
      response.writeHead(answer.status, answer.headers);
      return response.end(answer.raw);
    }
    send(answer.status, answer.body, answer.headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: base,
    branchFiles(branch: string) {
      const files = new Map<string, Uint8Array>();
      const head = refs.get(`refs/heads/${branch}`);
      if (!head) return files;
      for (const [path, blob] of trees.get(commits.get(head)!.tree) ?? []) files.set(path, blobs.get(blob)!);
      return files;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
