import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { compareVersions } from '../../engine/versions';
import { NULL_FILE } from '../../git/driver';
import type { FileReport } from '../../report/types';
import { writeAtomically } from '../../report/write';
import { renderHtml } from '../../report/html';
import { readInput } from '../files';
import { EXIT_OK, UsageError, type CliIo } from '../io';

const HELP = `Usage: docdelta difftool <old> <new>

Writes the HTML report of the comparison to a temporary file and opens it in the browser (when a
display is available), else prints its path. As a git difftool ('docdelta install' sets it up):
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
  const result = await compareVersions(before && { bytes: before.bytes, fileName: oldFile }, after && { bytes: after.bytes, fileName: newFile });
  for (const warning of result.warnings) io.stderr.write(`docdelta: warning: ${warning}\n`);
  const file: FileReport = {
    oldPath: io.env.MERGED || oldFile,
    newPath: name,
    status: !before ? 'added' : !after ? 'deleted' : 'modified',
    changes: result.changes,
    places: result.places,
  };
  const directory = await mkdtemp(join(tmpdir(), 'docdelta-'));
  const path = join(directory, `${basename(name).replace(/[^\w.-]+/g, '_')}.html`);
  await writeAtomically(path, renderHtml([file], { title: `docdelta: ${name}` }));
  const opened = openInBrowser(path, io.env);
  io.stdout.write(opened ? `docdelta: opened ${path}\n` : `docdelta: report written to ${path}\n`);
  return EXIT_OK;
}

/** Starts the platform's opener when there is one and a display to open on; never waits for it. */
function openInBrowser(path: string, env: Record<string, string | undefined>): boolean {
  let command: string | undefined;
  let args: string[] = [path];
  if (process.platform === 'darwin') command = 'open';
  else if (process.platform === 'win32') {
    command = 'cmd';
    args = ['/c', 'start', '""', path];
  } else if ((env.DISPLAY || env.WAYLAND_DISPLAY) && onPath('xdg-open', env.PATH)) command = 'xdg-open';
  if (!command) return false;
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore', env: env as NodeJS.ProcessEnv });
    child.on('error', () => undefined);
    child.unref();
    return true;
  } catch {
    return false;
  }
}

function onPath(program: string, path: string | undefined): boolean {
  return (path ?? '').split(delimiter).some((directory) => directory && existsSync(join(directory, program)));
}
