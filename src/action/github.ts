import { getOctokit } from '@actions/github';

/**
 * The GitHub REST calls the Action makes, behind one small interface so tests and the demo can
 * stand in for GitHub. The real one is Octokit as @actions/github configures it (GITHUB_API_URL,
 * proxy settings, the job's token).
 */

export interface PullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

export interface IssueComment {
  id: number;
  body?: string;
  html_url?: string;
  /** Who wrote it: `type` is `Bot` for an app's token (the Actions token writes as github-actions[bot]). */
  user?: { login: string; type?: string } | null;
}

export interface TreeFile {
  path: string;
  bytes: Uint8Array;
}

/** A pull request as the post-comment task checks it against the workflow_run it was sent. */
export interface PullRequestHead {
  number: number;
  state: string;
  head: { sha: string; repo: { full_name: string } | null };
}

export interface RunArtifact {
  id: number;
  name: string;
  size_in_bytes: number;
  expired: boolean;
}

export interface GitHubApi {
  listPullFiles(pull: number): Promise<PullFile[]>;
  fileContent(repository: string, path: string, ref: string): Promise<Uint8Array>;
  listComments(issue: number): Promise<IssueComment[]>;
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<IssueComment>;
  /**
   * The login the token acts as, or undefined when GitHub will not say: `GET /user` answers a
   * personal token, and refuses an app's (the Actions token's) with 403.
   */
  tokenLogin(): Promise<string | undefined>;
  /** Commits files on top of a branch (created when missing) and returns the commit's sha. */
  commitFiles(branch: string, files: readonly TreeFile[], message: string): Promise<string>;
  getPull(pull: number): Promise<PullRequestHead>;
  /** Artifacts of a workflow run of this repository with this name (REST: needs `actions: read`). */
  listRunArtifacts(runId: number, name: string): Promise<RunArtifact[]>;
  /** An artifact's zip, refused past maxBytes however the server declares its size. */
  downloadArtifact(id: number, maxBytes: number): Promise<Uint8Array>;
}

/** An HTTP error from GitHub, with its status (403 on a fork's read-only token). */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GitHub lists at most 3000 files of a pull request. */
const MAX_PULL_FILES = 3000;

export function createGitHubApi(token: string, repository: string, apiUrl: string | undefined): GitHubApi {
  const octokit = getOctokit(token, apiUrl ? { baseUrl: apiUrl } : {});
  const [owner, repo] = repository.split('/');
  return {
    async listPullFiles(pull) {
      const files: PullFile[] = [];
      for await (const page of octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
        owner,
        repo,
        pull_number: pull,
        per_page: 100,
      })) {
        files.push(...(page.data as PullFile[]));
        if (files.length >= MAX_PULL_FILES) break;
      }
      return files;
    },
    async fileContent(fullName, path, ref) {
      // Raw bytes: Octokit decodes bodies as text, which would corrupt a binary document. The
      // media type is the one GitHub's REST description names for raw file contents.
      const base = apiUrl ?? 'https://api.github.com';
      const url = `${base}/repos/${fullName}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(ref)}`;
      const response = await fetch(url, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github.raw+json',
          'user-agent': 'docdelta-action',
        },
      });
      if (!response.ok)
        throw Object.assign(new Error(`GET ${path}@${ref.slice(0, 12)}: HTTP ${response.status}`), {
          status: response.status,
        });
      return new Uint8Array(await response.arrayBuffer());
    },
    async listComments(issue) {
      return (await octokit.paginate(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issue,
        per_page: 100,
      })) as IssueComment[];
    },
    async createComment(issue, body) {
      return (await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body })).data;
    },
    async updateComment(id, body) {
      return (await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body })).data;
    },
    async tokenLogin() {
      try {
        return (await octokit.rest.users.getAuthenticated()).data.login;
      } catch (error) {
        const status = httpStatus(error);
        if (status === 401 || status === 403 || status === 404) return undefined;
        throw error;
      }
    },
    async getPull(pull) {
      return (await octokit.rest.pulls.get({ owner, repo, pull_number: pull })).data;
    },
    async listRunArtifacts(runId, name) {
      const artifacts = await octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, {
        owner,
        repo,
        run_id: runId,
        name,
        per_page: 100,
      });
      return artifacts.map(({ id, name, size_in_bytes, expired }) => ({ id, name, size_in_bytes, expired }));
    },
    async downloadArtifact(id, maxBytes) {
      // GitHub answers with a redirect to signed blob storage, which must not see the token.
      const base = apiUrl ?? 'https://api.github.com';
      const answer = await fetch(`${base}/repos/${owner}/${repo}/actions/artifacts/${id}/zip`, {
        redirect: 'manual',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'user-agent': 'docdelta-action',
        },
      });
      const location = answer.headers.get('location');
      await answer.body?.cancel();
      if (answer.status !== 302 || !location)
        throw Object.assign(new Error(`GET artifact ${id}: HTTP ${answer.status}`), { status: answer.status });
      const blob = await fetch(location);
      if (!blob.ok || !blob.body) throw new Error(`GET artifact ${id} from storage: HTTP ${blob.status}`);
      const declared = Number(blob.headers.get('content-length'));
      if (declared > maxBytes) {
        await blob.body.cancel();
        throw new Error(`artifact ${id} is ${declared} bytes, more than the ${maxBytes} allowed`);
      }
      const chunks: Uint8Array[] = [];
      let length = 0;
      for await (const chunk of blob.body) {
        length += chunk.length;
        if (length > maxBytes) throw new Error(`artifact ${id} is more than the ${maxBytes} bytes allowed`);
        chunks.push(chunk);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },
    async commitFiles(branch, files, message) {
      let parent: string | undefined;
      try {
        parent = (await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` })).data.object.sha;
      } catch (error) {
        if (httpStatus(error) !== 404) throw error;
      }
      const baseTree = parent
        ? (await octokit.rest.git.getCommit({ owner, repo, commit_sha: parent })).data.tree.sha
        : undefined;
      const tree = [];
      for (const file of files) {
        const blob = await octokit.rest.git.createBlob({
          owner,
          repo,
          content: Buffer.from(file.bytes).toString('base64'),
          encoding: 'base64',
        });
        tree.push({ path: file.path, mode: '100644' as const, type: 'blob' as const, sha: blob.data.sha });
      }
      const newTree = await octokit.rest.git.createTree({ owner, repo, tree, base_tree: baseTree });
      const commit = await octokit.rest.git.createCommit({
        owner,
        repo,
        message,
        tree: newTree.data.sha,
        parents: parent ? [parent] : [],
      });
      if (parent)
        await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit.data.sha, force: false });
      else await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit.data.sha });
      return commit.data.sha;
    },
  };
}
