import { open, stat } from 'node:fs/promises';
import type { Backend, BackendDocument } from '../backend/index';
import { documentProblem } from '../backend/errors';
import { describeByteDifference, errorMessage } from '../engine/index';
import { pageUnit } from '../report/summary';
import { renderFileDiff } from '../report/terminal';
import type { FileReport, FileStatus } from '../report/types';
import { parseLfsPointer, smudgeLfs } from './lfs';

/**
 * git's external diff contract (GIT_EXTERNAL_DIFF, diff.<driver>.command), as git 2.39 calls it:
 *
 * - 7 arguments `path old-file old-hex old-mode new-file new-hex new-mode`;
 * - 9 for a rename or copy: the same, then `new-path` and git's extended header text
 *   (`similarity index 90%\nrename from a\nrename to b\n`);
 * - 1 argument, `path`, for an unmerged path.
 *
 * Either file may be `/dev/null` (an added or deleted file). The driver must exit 0 whatever it
 * finds (git stops at the first external diff that fails), so every problem with one file
 * becomes one line of output and git goes on to the next file.
 */

export type GitDiffInvocation =
  | { kind: 'unmerged'; path: string }
  | {
      kind: 'pair';
      oldPath: string;
      newPath: string;
      oldFile: string;
      newFile: string;
      oldHex: string;
      newHex: string;
      oldMode: string;
      newMode: string;
      /** git's extended header lines for renames and copies (`similarity index 90%`, …). */
      renameInfo?: string;
    };

export const NULL_FILE = '/dev/null';
/** Files larger than this are named, not compared: git would wait on them once per commit. */
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

export function parseGitDiffArgs(args: readonly string[]): GitDiffInvocation {
  if (args.length === 1) return { kind: 'unmerged', path: args[0] };
  if (args.length !== 7 && args.length !== 9) {
    throw new Error(
      `git-diff expects the 7 or 9 arguments git passes (path old-file old-hex old-mode new-file new-hex new-mode [new-path info]) or 1 for an unmerged path; got ${args.length}`,
    );
  }
  const [path, oldFile, oldHex, oldMode, newFile, newHex, newMode, newPath, renameInfo] = args;
  return {
    kind: 'pair',
    oldPath: path,
    newPath: newPath ?? path,
    oldFile,
    newFile,
    oldHex,
    newHex,
    oldMode,
    newMode,
    renameInfo,
  };
}

export interface DriverOptions {
  color: boolean;
  maxBytes: number;
  /** Where git runs the driver (the work tree's top); `git lfs smudge` runs there. */
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Where the comparison runs: the engine in this process unless a remote backend is given. */
  backend?: Backend;
}

export interface DriverOutput {
  /** The diff text for stdout. */
  text: string;
  /** Diagnostics for stderr (reader warnings). */
  warnings: string[];
  report?: FileReport;
}

export async function runGitDiff(invocation: GitDiffInvocation, options: DriverOptions): Promise<DriverOutput> {
  if (invocation.kind === 'unmerged') {
    return {
      text: `* Unmerged path ${invocation.path} (docdelta compares it once the conflict is resolved)\n`,
      warnings: [],
    };
  }
  const report = await buildFileReport(invocation, options);
  return {
    text: renderFileDiff(report.file, { color: options.color }),
    warnings: report.warnings,
    report: report.file,
  };
}

async function buildFileReport(
  invocation: Extract<GitDiffInvocation, { kind: 'pair' }>,
  options: DriverOptions,
): Promise<{ file: FileReport; warnings: string[] }> {
  const status: FileStatus =
    invocation.oldFile === NULL_FILE
      ? 'added'
      : invocation.newFile === NULL_FILE
        ? 'deleted'
        : invocation.oldPath !== invocation.newPath
          ? 'renamed'
          : 'modified';
  const file: FileReport = {
    oldPath: invocation.oldPath,
    newPath: invocation.newPath,
    status,
    changes: [],
    places: [],
  };
  const withNote = (note: string) => ({ file: { ...file, note }, warnings: [] });
  if (
    status !== 'added' &&
    status !== 'deleted' &&
    invocation.oldHex === invocation.newHex &&
    invocation.oldHex !== '.'
  ) {
    return withNote(
      invocation.oldMode !== invocation.newMode
        ? `mode changed from ${invocation.oldMode} to ${invocation.newMode}, content unchanged`
        : 'content unchanged',
    );
  }
  try {
    const before =
      status === 'added' ? undefined : await loadSide(invocation.oldFile, invocation.oldPath, 'old', options);
    const after =
      status === 'deleted' ? undefined : await loadSide(invocation.newFile, invocation.newPath, 'new', options);
    const backend = options.backend ?? (await import('../backend/local')).localBackend();
    const result = await backend.compareVersions({ before, after });
    // A service gives no places (the API's ChangeInfo has none): the page, sheet or slide then.
    const unit = pageUnit(invocation.newPath);
    const places = result.changes.map(
      (change, i) => result.places[i] ?? (change.PageInfo.PageNumber ? `${unit} ${change.PageInfo.PageNumber}` : ''),
    );
    // Different bytes and no change found: say what differs rather than a bare "no changes".
    const unseen =
      before && after && !result.changes.length ? describeByteDifference(before.bytes, after.bytes) : undefined;
    if (unseen) return { file: { ...file, note: unseen, warnings: result.warnings }, warnings: result.warnings };
    return {
      file: {
        ...file,
        changes: result.changes,
        places,
        contexts: result.contexts,
        warnings: result.warnings,
      },
      warnings: result.warnings,
    };
  } catch (error) {
    if (error instanceof SideProblem) return withNote(error.message);
    const problem = documentProblem(error);
    if (problem?.fileName) {
      const side = problem.fileName.startsWith('a/') ? 'old version' : 'new version';
      const name = problem.fileName.replace(/^[ab]\//, '');
      return withNote(`docdelta cannot compare ${name} (${side}): ${problem.message}`);
    }
    if (problem) return withNote(`docdelta cannot compare ${invocation.newPath}: ${problem.message}`);
    throw error;
  }
}

/** A reason one side cannot be compared, said as one line. */
class SideProblem extends Error {}

async function loadSide(
  file: string,
  path: string,
  side: 'old' | 'new',
  options: DriverOptions,
): Promise<BackendDocument> {
  const sideName = side === 'old' ? 'old version' : 'new version';
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    throw new SideProblem(`docdelta cannot read ${path} (${sideName}): ${errorMessage(error)}`);
  }
  if (size > options.maxBytes) {
    throw new SideProblem(
      `${path} (${sideName}) is ${size} bytes, over docdelta's ${options.maxBytes}-byte limit; not compared`,
    );
  }
  const bytes = await readAll(file, size);
  // The engine names the file in its errors; `a/`/`b/` tells the sides apart and keeps the extension.
  const fileName = `${side === 'old' ? 'a' : 'b'}/${path}`;
  const pointer = parseLfsPointer(bytes);
  if (!pointer) return { bytes, fileName };
  const smudged = await smudgeLfs(pointer, path, { cwd: options.cwd, env: options.env, maxBytes: options.maxBytes });
  if ('bytes' in smudged) return { bytes: smudged.bytes, fileName };
  const shortOid = `${pointer.oid.slice(0, 'sha256:'.length + 12)}…`;
  throw new SideProblem(
    `${path} (${sideName}) is a Git LFS pointer (${shortOid}, ${pointer.size} bytes); ${smudged.unavailable}, so the content was not compared`,
  );
}

async function readAll(file: string, size: number): Promise<Uint8Array> {
  // Read by handle, not readFile: the size is known and git's temp files are regular files.
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(size);
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await handle.read(buffer, offset, size - offset, offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
    }
    return new Uint8Array(buffer.buffer, buffer.byteOffset, offset);
  } finally {
    await handle.close();
  }
}

/**
 * Colour for the driver's output. git runs external diffs with stdout piped to its pager, so
 * `isTTY` is false exactly when colour is wanted; git says a pager is in use with
 * GIT_PAGER_IN_USE. NO_COLOR and --no-color always win.
 */
export function driverColor(
  flag: boolean | undefined,
  env: Record<string, string | undefined>,
  isTTY: boolean | undefined,
): boolean {
  if (flag === false) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (flag === true) return true;
  const pager = env.GIT_PAGER_IN_USE?.toLowerCase();
  if (pager && pager !== '0' && pager !== 'false' && pager !== 'no') return true;
  return Boolean(isTTY);
}
