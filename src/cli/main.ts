import { errorMessage } from '../engine/index';
import { EXIT_USAGE, UsageError, type CliIo } from './io';

const USAGE = `Usage: docdelta <command> [options]

Commands:
  changes <source> <target> [<target>…]   list the changes between documents
  compare <source> <target> -o <result>   write a redlined or tracked-changes result document
  apply <source> <target> --changes <f>   accept or reject changes, write the result
  merge <base> <ours> <theirs> -o <result> [--json]
                                          three-way merge of documents (exit 1 on conflicts)
  revisions <file> [--json]               list a document's tracked revisions
  revisions <file> --accept-all|--reject-all|--decisions <f> -o <result>
                                          accept or reject tracked revisions
  info <file>                             format, size and page count of a document
  preview <file> --out <dir> [--pages 1,3-5] [--format png|jpeg|bmp] [--width W] [--height H]
                                          render pages of a document to images
  formats                                 the formats docdelta reads
  textconv <file> [--wrap <n>]            a document as diff-friendly text (git's textconv)
  git-diff <git's arguments>              git's external diff driver: a semantic diff per file
  merge-driver %O %A %B %L %P             git's merge driver: merges a document in place
  install [--local|--global|--system]     make git diff documents with docdelta
          [--command|--textconv] [--formats docx,odt,…] [--merge]
  uninstall [--local|--global|--system]   remove what install wrote
  difftool <old> <new>                    open an HTML report of the comparison in the browser
  serve [--port 8080] [--host 127.0.0.1]  run the comparison HTTP API (GroupDocs.Comparison Cloud v2.0)
        [--storage ./data] [--config f]

changes, compare, apply, revisions, info, preview and formats take --remote <url> --client-id <id>
--client-secret <secret> (or DOCDELTA_REMOTE_URL, DOCDELTA_CLIENT_ID, DOCDELTA_CLIENT_SECRET) to run on
a comparison service (docdelta serve, or the vendor's cloud) with the same output; so does git-diff
(its output then names pages instead of places). textconv and difftool always run in this process.

Run 'docdelta <command> --help' for a command's options.`;

type Command = (args: string[], io: CliIo) => Promise<number>;

// Commands load lazily so that each run pays only for what it uses.
const COMMANDS: Record<string, () => Promise<Command>> = {
  changes: async () => (await import('./commands/changes')).changesCommand,
  compare: async () => (await import('./commands/compare')).compareCommand,
  apply: async () => (await import('./commands/apply')).applyCommand,
  merge: async () => (await import('./commands/merge')).mergeCommand,
  'merge-driver': async () => (await import('./commands/merge')).mergeDriverCommand,
  revisions: async () => (await import('./commands/revisions')).revisionsCommand,
  info: async () => (await import('./commands/info')).infoCommand,
  preview: async () => (await import('./commands/preview')).previewCommand,
  formats: async () => (await import('./commands/formats')).formatsCommand,
  textconv: async () => (await import('./commands/textconv')).textconvCommand,
  'git-diff': async () => (await import('./commands/git-diff')).gitDiffCommand,
  install: async () => (await import('./commands/install')).installCommand,
  uninstall: async () => (await import('./commands/install')).uninstallCommand,
  difftool: async () => (await import('./commands/difftool')).difftoolCommand,
  serve: async () => (await import('./commands/serve')).serveCommand,
};

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.stdout : io.stderr).write(`${USAGE}\n`);
    return name ? 0 : EXIT_USAGE;
  }
  if (name === '--version' || name === '-v') {
    io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    io.stderr.write(`docdelta: unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(', ')}\n`);
    return EXIT_USAGE;
  }
  try {
    const command = await load();
    return await command(rest, io);
  } catch (error) {
    const hint = error instanceof UsageError && error.helpHint ? `; 'docdelta ${name} --help' lists its options` : '';
    io.stderr.write(`docdelta: ${describeError(error)}${hint}\n`);
    if (io.env.DOCDELTA_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    return EXIT_USAGE;
  }
}

/** One line for the user: engine errors name the file they are about. */
export function describeError(error: unknown): string {
  if (error instanceof UsageError) return error.message;
  const fileName = (error as { fileName?: string } | undefined)?.fileName;
  const message = errorMessage(error);
  if ((error as { writerBug?: boolean } | undefined)?.writerBug) return `${message}. ${WRITER_BUG_HINT}`;
  return fileName ? `${fileName}: ${message}` : message;
}

/** After a written result failed validation: whose fault it is, what still works, where to say so. */
export const WRITER_BUG_HINT =
  "This is a bug in docdelta, not a problem with your files: 'docdelta changes' still lists the changes. Please report it in docdelta's issue tracker, with the two files if you can share them (DOCDELTA_DEBUG=1 prints the details)";

declare const __DOCDELTA_VERSION__: string | undefined;
const VERSION = typeof __DOCDELTA_VERSION__ === 'string' ? __DOCDELTA_VERSION__ : '0.1.0';
