import { errorMessage } from '../../engine/index';
import { DEFAULT_MAX_BYTES, driverColor, parseGitDiffArgs, runGitDiff } from '../../git/driver';
import { backendFor, REMOTE_HELP, type RemoteValues } from '../backend';
import { EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from '../io';

const HELP = `Usage: docdelta git-diff [--color|--no-color] [--max-size <bytes>] <git's arguments>

git's external diff driver (diff.docdelta.command, GIT_EXTERNAL_DIFF): git calls it with
'path old-file old-hex old-mode new-file new-hex new-mode' (two more for renames) or 'path' for
an unmerged path. Prints a semantic diff of the two documents and always exits 0, so git goes on
to the next file. Set it up with 'docdelta install'. With --remote (or DOCDELTA_REMOTE_URL) the
comparison runs on a comparison service; its output then names pages instead of places.

Options (put them in the configured command, before git's arguments):
  --color / --no-color   force colours on or off (default: on a terminal or in git's pager)
  --max-size <bytes>     name larger files instead of comparing them (default ${DEFAULT_MAX_BYTES})
${REMOTE_HELP}`;

const REMOTE_FLAGS: Record<string, keyof RemoteValues> = {
  '--remote': 'remote',
  '--client-id': 'client-id',
  '--client-secret': 'client-secret',
};

export async function gitDiffCommand(args: string[], io: CliIo): Promise<number> {
  // Options come before git's arguments; git's own arguments are taken as they are (a path may
  // start with '-'), so option parsing stops at the first argument that is not one of ours.
  let color: boolean | undefined;
  let maxBytes = DEFAULT_MAX_BYTES;
  const remote: RemoteValues = {};
  let index = 0;
  for (; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--color') color = true;
    else if (arg === '--no-color') color = false;
    else if (arg === '--max-size' && /^\d+$/.test(args[index + 1] ?? '')) maxBytes = Number(args[++index]);
    else if (REMOTE_FLAGS[arg] && index + 1 < args.length) remote[REMOTE_FLAGS[arg]] = args[++index];
    else if (arg === '--help' || arg === '-h') {
      io.stdout.write(`${HELP}\n`);
      return EXIT_OK;
    } else if (arg === '--') {
      index++;
      break;
    } else break;
  }
  ignoreClosedPipe(io.stdout);
  let invocation;
  let backend;
  try {
    invocation = parseGitDiffArgs(args.slice(index));
    backend = await backendFor(remote, io);
  } catch (error) {
    const help = error instanceof UsageError ? '' : `\n${HELP}`;
    io.stderr.write(`docdelta: ${errorMessage(error)}${help}\n`);
    return EXIT_USAGE;
  }
  try {
    const output = await runGitDiff(invocation, {
      color: driverColor(color, io.env, io.stdout.isTTY),
      maxBytes,
      env: io.env as NodeJS.ProcessEnv,
      backend,
    });
    for (const warning of output.warnings) io.stderr.write(`docdelta: warning: ${warning}\n`);
    io.stdout.write(output.text);
  } catch (error) {
    // A bug met on one file must not stop git's walk over the others: one line, exit 0.
    const path = invocation.kind === 'pair' ? invocation.newPath : invocation.path;
    io.stdout.write(
      `diff --docdelta a/${path} b/${path}\ndocdelta could not compare ${path}: ${errorMessage(error)}\n`,
    );
    if (io.env.DOCDELTA_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  }
  return EXIT_OK;
}

/**
 * A pager quit early (`q` in less, `| head`) closes the pipe; that is the reader's choice, not a
 * failure, so the write error is dropped instead of crashing with EPIPE.
 */
function ignoreClosedPipe(stream: CliIo['stdout']): void {
  const emitter = stream as { on?: (event: string, listener: (error: NodeJS.ErrnoException) => void) => unknown };
  if (typeof emitter.on !== 'function') return;
  emitter.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });
}
