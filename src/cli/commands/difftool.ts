import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { errorMessage } from '../../engine/index';
import { compareVersions } from '../../engine/index';
import { NULL_FILE } from '../../git/driver';
import type { FileReport } from '../../report/types';
import { writeAtomically } from '../../report/write';
import { renderHtml, shownPath } from '../../report/html';
import { compareForView } from '../../report/view';
import { readInput } from '../files';
import { EXIT_OK, UsageError, type CliIo } from '../io';

const HELP = `Usage: docdelta difftool <old> <new>

Writes the HTML report of the comparison to a temporary file and opens it with $BROWSER (a
colon-separated list of commands; %s stands for the file) or the system's opener when a display is
available, else prints its path. Reports are kept for a day in one temporary folder. As a git difftool ('docdelta install' sets it up):
  git difftool -t docdelta [<commit>] [-- <path>]`;

export async function difftoolCommand(args: string[], io: CliIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (args.length !== 2) throw new UsageError(`difftool takes two files\n${HELP}`);
  const [oldFile, newFile] = args;
  // git difftool passes temporary copies; MERGED names the file in the repository.
  const name = io.env.MERGED || newFile;
  const before = oldFile === NULL_FILE ? undefined : await readInput(oldFile);
  const after = newFile === NULL_FILE ? undefined : await readInput(newFile);
  if (!before && !after) throw new UsageError('difftool needs at least one file that is not /dev/null');
  const sides = {
    before: before && { bytes: before.bytes, fileName: oldFile },
    after: after && { bytes: after.bytes, fileName: newFile },
  };
  const { comparison: result, view } = await compareForView(sides.before, sides.after).catch(async (error) => {
    // Pages that cannot be drawn leave the report without its document view, not without the changes.
    io.stderr.write(`docdelta: warning: ${name}: no document view (${errorMessage(error)})\n`);
    return { comparison: await compareVersions(sides.before, sides.after), view: undefined };
  });
  for (const warning of result.warnings) io.stderr.write(`docdelta: warning: ${warning}\n`);
  const file: FileReport = {
    oldPath: io.env.MERGED || oldFile,
    newPath: name,
    status: !before ? 'added' : !after ? 'deleted' : 'modified',
    changes: result.changes,
    places: result.places,
    contexts: result.contexts,
    view,
  };
  const directory = await reportFolder(io.env);
  const path = join(directory, `${basename(name).replace(/[^\w.-]+/g, '_')}-${randomBytes(4).toString('hex')}.html`);
  await writeAtomically(path, renderHtml([file], { title: `docdelta: ${shownPath(name)}` }));
  const opened = await openInBrowser(path, io.env);
  if (opened.ok) io.stdout.write(`docdelta: opened ${path} with ${opened.command}\n`);
  else {
    if (opened.failure) io.stderr.write(`docdelta: could not open the browser (${opened.failure})\n`);
    io.stdout.write(`docdelta: report written to ${path}\n`);
  }
  return EXIT_OK;
}

/** Reports older than this are removed by the next difftool run. */
const KEEP_REPORTS_MS = 24 * 60 * 60 * 1000;

/**
 * One folder for every difftool report instead of a new one per call (78 had built up). A report
 * must outlive this process, since the browser reads it after the opener returns, so each run
 * removes the reports of earlier days instead.
 */
async function reportFolder(env: Record<string, string | undefined>): Promise<string> {
  const directory = join(env.TMPDIR || tmpdir(), `docdelta-difftool-${userId()}`);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const now = Date.now();
  for (const entry of await readdir(directory)) {
    const path = join(directory, entry);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > KEEP_REPORTS_MS) await rm(path, { recursive: true, force: true });
  }
  return directory;
}

type Opened = { ok: true; command: string } | { ok: false; failure?: string };

/** How long an opener may run before it counts as started (a browser that keeps the opener waiting). */
const OPENER_WAIT_MS = 5000;

/**
 * Opens the report with $BROWSER (a colon-separated list, `%s` standing for the file, as in
 * remote editors and Codespaces), else the platform's opener when there is a display. An opener
 * that fails (xdg-open without a browser exits non-zero) is reported, not taken for success.
 */
async function openInBrowser(path: string, env: Record<string, string | undefined>): Promise<Opened> {
  const candidates: string[][] = [];
  for (const entry of (env.BROWSER ?? '').split(process.platform === 'win32' ? ';' : ':')) {
    const words = entry.trim().split(/\s+/).filter(Boolean);
    if (words.length)
      candidates.push(
        words.some((w) => w.includes('%s')) ? words.map((w) => w.replaceAll('%s', path)) : [...words, path],
      );
  }
  if (!candidates.length) {
    if (process.platform === 'darwin') candidates.push(['open', path]);
    else if (process.platform === 'win32') candidates.push(['cmd', '/c', 'start', '""', path]);
    else if ((env.DISPLAY || env.WAYLAND_DISPLAY) && onPath('xdg-open', env.PATH)) candidates.push(['xdg-open', path]);
  }
  const failures: string[] = [];
  for (const [command, ...args] of candidates) {
    const failure = await runOpener(command, args, env);
    if (!failure) return { ok: true, command };
    failures.push(failure);
  }
  return { ok: false, failure: failures.join('; ') || undefined };
}

/** Undefined when the opener exited 0 or is still running after OPENER_WAIT_MS; else what went wrong. */
function runOpener(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(command, args, { detached: true, stdio: 'ignore', env: env as NodeJS.ProcessEnv });
    } catch (error) {
      resolve(`${command}: ${errorMessage(error)}`);
      return;
    }
    const timer = setTimeout(() => {
      child.unref();
      resolve(undefined);
    }, OPENER_WAIT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(`${command}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : error.message}`);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 ? undefined : `${command} exited with ${code ?? signal}`);
    });
  });
}

function userId(): string {
  try {
    return String(userInfo().uid);
  } catch {
    return 'user';
  }
}

function onPath(program: string, path: string | undefined): boolean {
  return (path ?? '').split(delimiter).some((directory) => directory && existsSync(join(directory, program)));
}
