import type { FileStatus } from '../report/types';
import { parseLfsPointer, smudgeLfs } from '../git/lfs';
import { ensureCommit, git, isGitWorkTree, readBlobs, runGit } from './git';
import type { GitHubApi } from './github';
import { selectPath } from './glob';
import type { RunContext } from './event';

/**
 * Which documents the change touches and how to read both versions: from git when the two
 * commits are there (fetching a missing one, depth 1), through the pull request's files API
 * otherwise.
 */

export interface ChangedDocument {
  status: FileStatus;
  oldPath: string;
  newPath: string;
  /** git's rename similarity in percent. */
  similarity?: number;
}

/** A side's bytes, or why there are none; `stop` when no other document could fare better (git-lfs missing). */
export type SideContent = { bytes: Uint8Array } | { problem: string; stop?: boolean };

export interface DocumentSource {
  /** How the list was found, for the log. */
  via: 'git' | 'api';
  documents: ChangedDocument[];
  /** Both versions of some documents; a side is undefined when the document has none (added/deleted). */
  read(
    documents: readonly ChangedDocument[],
  ): Promise<Map<ChangedDocument, { before?: SideContent; after?: SideContent }>>;
}

export interface DiscoverOptions {
  paths: readonly string[];
  pathsIgnore: readonly string[];
  maxBytes: number;
  api?: GitHubApi;
  log?: (line: string) => void;
}

const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

export async function discoverDocuments(context: RunContext, options: DiscoverOptions): Promise<DocumentSource> {
  const log = options.log ?? (() => undefined);
  const cwd = context.workspace;
  if (await isGitWorkTree(cwd)) {
    const range = await gitRange(context, cwd);
    if (range) return gitSource(range.base, range.head, cwd, options);
    log('The base or head commit is not in the checkout and could not be fetched; using the pull request files API.');
  }
  if (context.pull && options.api) return apiSource(context, options.api, options);
  throw new Error(
    context.pull
      ? 'cannot find the changed documents: the commits are not in the checkout and no GitHub token was given for the files API'
      : `cannot find the changed documents: ${cwd} is not a git checkout with both commits; add actions/checkout before this step`,
  );
}

async function gitRange(context: RunContext, cwd: string): Promise<{ base: string; head: string } | undefined> {
  const head = (await ensureCommit(context.head, cwd))
    ? context.head
    : context.pullHead && (await ensureCommit(context.pullHead, cwd))
      ? context.pullHead
      : undefined;
  if (!head) return undefined;
  if (!context.base) {
    const parent = await runGit(['rev-parse', '--verify', '--quiet', `${head}^`], { cwd });
    return { base: parent.code === 0 ? parent.stdout.toString().trim() : EMPTY_TREE, head };
  }
  if (!(await ensureCommit(context.base, cwd))) return undefined;
  // Against the PR's own head (not the merge commit), only what the branch changed counts.
  if (head === context.pullHead) {
    const mergeBase = await runGit(['merge-base', context.base, head], { cwd });
    if (mergeBase.code === 0) return { base: mergeBase.stdout.toString().trim(), head };
  }
  return { base: context.base, head };
}

/** Parses `git diff --name-status -z -M` output. */
export function parseNameStatus(output: string): ChangedDocument[] {
  const fields = output.split('\0');
  const documents: ChangedDocument[] = [];
  for (let i = 0; i < fields.length - 1;) {
    const code = fields[i++];
    const letter = code[0];
    if (letter === 'R' || letter === 'C') {
      const oldPath = fields[i++];
      const newPath = fields[i++];
      documents.push(
        letter === 'R'
          ? { status: 'renamed', oldPath, newPath, similarity: Number(code.slice(1)) }
          : { status: 'added', oldPath: newPath, newPath },
      );
    } else {
      const path = fields[i++];
      const status: FileStatus = letter === 'A' ? 'added' : letter === 'D' ? 'deleted' : 'modified';
      documents.push({ status, oldPath: path, newPath: path });
    }
  }
  return documents;
}

/** A document counts when either of its paths is selected (a rename out of docs/ still shows). */
export function selectDocuments(
  documents: readonly ChangedDocument[],
  paths: readonly string[],
  ignore: readonly string[],
): ChangedDocument[] {
  return documents.filter(
    (d) => selectPath(d.newPath, paths, ignore) || (d.oldPath !== d.newPath && selectPath(d.oldPath, paths, ignore)),
  );
}

async function gitSource(base: string, head: string, cwd: string, options: DiscoverOptions): Promise<DocumentSource> {
  const output = await git(
    ['diff', '--name-status', '-z', '-M', '--no-ext-diff', '--no-textconv', '--diff-filter=ADMRTC', base, head, '--'],
    cwd,
  );
  const documents = selectDocuments(parseNameStatus(output), options.paths, options.pathsIgnore);
  return {
    via: 'git',
    documents,
    async read(batch) {
      const specs = batch
        .flatMap((d) => [
          d.status !== 'added' ? `${base}:${d.oldPath}` : undefined,
          d.status !== 'deleted' ? `${head}:${d.newPath}` : undefined,
        ])
        .filter((s): s is string => !!s);
      const blobs = await readBlobs(specs, cwd, options.maxBytes);
      const side = async (spec: string, path: string, name: string): Promise<SideContent> => {
        const blob = blobs.get(spec);
        if (!blob || 'missing' in blob) return { problem: `${path} (${name}) could not be read from git` };
        if ('size' in blob)
          return {
            problem: `${path} (${name}) is ${blob.size} bytes, over the ${options.maxBytes}-byte limit (max-file-size); not compared`,
          };
        return resolveLfs(blob.bytes, path, name, cwd, options.maxBytes);
      };
      const result = new Map<ChangedDocument, { before?: SideContent; after?: SideContent }>();
      for (const d of batch) {
        result.set(d, {
          before: d.status === 'added' ? undefined : await side(`${base}:${d.oldPath}`, d.oldPath, 'old version'),
          after: d.status === 'deleted' ? undefined : await side(`${head}:${d.newPath}`, d.newPath, 'new version'),
        });
      }
      return result;
    },
  };
}

async function resolveLfs(
  bytes: Uint8Array,
  path: string,
  name: string,
  cwd: string | undefined,
  maxBytes: number,
): Promise<SideContent> {
  const pointer = parseLfsPointer(bytes);
  if (!pointer) return { bytes };
  if (pointer.size > maxBytes)
    return {
      problem: `${path} (${name}) is a Git LFS object of ${pointer.size} bytes, over the ${maxBytes}-byte limit; not compared`,
    };
  const smudged = await smudgeLfs(pointer, path, { cwd, maxBytes });
  if ('bytes' in smudged) return { bytes: smudged.bytes };
  return smudged.toolMissing
    ? {
        problem: `${path} (${name}) is a Git LFS pointer and ${smudged.unavailable}: documents kept in LFS cannot be compared (check out with lfs: true)`,
        stop: true,
      }
    : {
        problem: `${path} (${name}) is a Git LFS pointer; ${smudged.unavailable}, so the content was not compared (checkout with lfs: true)`,
      };
}

const API_STATUS: Record<string, FileStatus | undefined> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  changed: 'modified',
  renamed: 'renamed',
  copied: 'added',
};

async function apiSource(context: RunContext, api: GitHubApi, options: DiscoverOptions): Promise<DocumentSource> {
  const pull = context.pull!;
  const files = await api.listPullFiles(pull.number);
  const all: ChangedDocument[] = [];
  for (const file of files) {
    const status = API_STATUS[file.status];
    if (!status) continue;
    all.push({
      status,
      oldPath: status === 'renamed' ? (file.previous_filename ?? file.filename) : file.filename,
      newPath: file.filename,
    });
  }
  const documents = selectDocuments(all, options.paths, options.pathsIgnore);
  const fetchSide = async (repository: string, path: string, ref: string, name: string): Promise<SideContent> => {
    try {
      const bytes = await api.fileContent(repository, path, ref);
      if (bytes.length > options.maxBytes)
        return {
          problem: `${path} (${name}) is ${bytes.length} bytes, over the ${options.maxBytes}-byte limit (max-file-size); not compared`,
        };
      return resolveLfs(bytes, path, name, undefined, options.maxBytes);
    } catch (error) {
      return { problem: `${path} (${name}) could not be downloaded: ${(error as Error).message}` };
    }
  };
  return {
    via: 'api',
    documents,
    async read(batch) {
      const result = new Map<ChangedDocument, { before?: SideContent; after?: SideContent }>();
      for (const d of batch) {
        result.set(d, {
          before:
            d.status === 'added'
              ? undefined
              : await fetchSide(context.repository, d.oldPath, context.base!, 'old version'),
          after:
            d.status === 'deleted'
              ? undefined
              : await fetchSide(pull.headRepository, d.newPath, context.pullHead ?? context.head, 'new version'),
        });
      }
      return result;
    },
  };
}
