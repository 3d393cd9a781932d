import { parseArgs } from 'node:util';
import { errorMessage } from '../../engine/index';
import {
  defaultFormatKeys,
  extensionsFor,
  install,
  selfCommand,
  uninstall,
  UnknownFormatError,
  type InstallMode,
  type InstallScope,
} from '../../git/install';
import { EXIT_OK, UsageError, type CliIo } from '../io';

const INSTALL_HELP = `Usage: docdelta install [--local|--global|--system] [--command|--textconv] [--formats docx,odt,…] [--merge]

Makes git diff documents with docdelta: writes git config and a marked block of .gitattributes
lines ('*.docx diff=docdelta', …). Running it again changes nothing; 'docdelta uninstall' undoes it.

Options:
  --local          this repository: .git/config and the work tree's .gitattributes (default)
  --global         your user: ~/.gitconfig and core.attributesFile (~/.config/git/attributes)
  --system         every user: the system gitconfig and the gitattributes beside it
  --command        diff.docdelta.command: a semantic diff (places, moves, formatting) in
                   'git diff', 'git show --ext-diff', 'git log -p --ext-diff' (default)
  --textconv       diff.docdelta.textconv: documents as text, so git's own diff, --word-diff,
                   'git log -p' and blame work; cached (diff.docdelta.cachetextconv)
  --formats <list> format keys or extensions (default: ${defaultFormatKeys().join(',')});
                   text formats such as md or html are left to git's own diff unless listed
  --merge          also merge documents: merge.docdelta.driver and 'merge=docdelta' for the
                   Word, OpenDocument, spreadsheet and presentation formats listed`;

const UNINSTALL_HELP = `Usage: docdelta uninstall [--local|--global|--system]

Removes what 'docdelta install' wrote: the diff.docdelta, difftool.docdelta and merge.docdelta git config keys and
docdelta's block in the attributes file. Other lines are left as they are.`;

export async function installCommand(args: string[], io: CliIo): Promise<number> {
  const values = parse(args, {
    command: { type: 'boolean' },
    textconv: { type: 'boolean' },
    formats: { type: 'string' },
    merge: { type: 'boolean' },
  });
  if (values.help) {
    io.stdout.write(`${INSTALL_HELP}\n`);
    return EXIT_OK;
  }
  if (values.command && values.textconv) throw new UsageError('choose one of --command and --textconv');
  const mode: InstallMode = values.textconv ? 'textconv' : 'command';
  let extensions: string[];
  try {
    extensions = extensionsFor(typeof values.formats === 'string' ? values.formats.split(',') : defaultFormatKeys());
  } catch (error) {
    if (error instanceof UnknownFormatError) throw new UsageError(error.message);
    throw error;
  }
  if (!extensions.length) throw new UsageError('--formats lists no format');
  const report = await install({
    scope: scopeOf(values),
    mode,
    extensions,
    program: selfCommand(),
    merge: values.merge === true,
    cwd: process.cwd(),
    env: io.env as NodeJS.ProcessEnv,
  });
  for (const action of report.actions) io.stdout.write(`${action}\n`);
  return EXIT_OK;
}

export async function uninstallCommand(args: string[], io: CliIo): Promise<number> {
  const values = parse(args, {});
  if (values.help) {
    io.stdout.write(`${UNINSTALL_HELP}\n`);
    return EXIT_OK;
  }
  const report = await uninstall({ scope: scopeOf(values), cwd: process.cwd(), env: io.env as NodeJS.ProcessEnv });
  for (const action of report.actions) io.stdout.write(`${action}\n`);
  return EXIT_OK;
}

type Flags = Record<string, { type: 'boolean' | 'string' }>;

function parse(args: string[], extra: Flags): Record<string, string | boolean | undefined> {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        local: { type: 'boolean' },
        global: { type: 'boolean' },
        system: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...extra,
      },
    });
    if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}'`);
    return values as Record<string, string | boolean | undefined>;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(errorMessage(error));
  }
}

function scopeOf(values: Record<string, unknown>): InstallScope {
  const chosen = (['local', 'global', 'system'] as const).filter((scope) => values[scope]);
  if (chosen.length > 1)
    throw new UsageError(`choose one of --local, --global and --system (got ${chosen.map((s) => `--${s}`).join(' ')})`);
  return chosen[0] ?? 'local';
}
