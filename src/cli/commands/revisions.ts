import { z } from 'zod';
import { errorMessage } from '../../engine/index';
import { parseCommandArgs } from '../args';
import { backendFor, REMOTE_HELP, REMOTE_OPTIONS } from '../backend';
import { RevisionInfo } from '../../model/records';
import { parseRequest } from '../../model/wire';
import { PASSWORD_OPTIONS, passwordsFrom, readInput } from '../files';
import { EXIT_OK, UsageError, type CliIo } from '../io';
import { writeResultFile } from '../output';
import { readJsonFile, readSettingsFile } from '../settings-file';

const HELP = `Usage: docdelta revisions <file> [--json]
       docdelta revisions <file> --accept-all|--reject-all|--decisions <d.json> -o <result>

Lists the tracked revisions a Word (DOCX, DOCM, DOTX, DOTM) or ODT document carries, or accepts
and rejects them. <d.json> is the list 'docdelta revisions --json' prints (or {"Revisions": [...]})
with Action set to Accept, Reject or None; Ids refer to that list.

Options:
  --json                 the API's RevisionInfo array
  --accept-all           accept every revision
  --reject-all           reject every revision
  --decisions <file>     accept or reject revisions one by one
  -o, --output <path>    the result file
  --settings <file>      Settings with PasswordSaveOption (None, Source, User) and Password
  --source-password <pw> password of a protected document (or DOCDELTA_SOURCE_PASSWORD)
${REMOTE_HELP}
  With --remote, --settings cannot protect the result (the API's revisions operation has no Settings).`;

const Decisions = z.union([z.array(RevisionInfo), z.object({ Revisions: z.array(RevisionInfo) })]);

export async function revisionsCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args);
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length !== 1) throw new UsageError(`revisions needs exactly one document\n${HELP}`);
  const chosen = [
    values['accept-all'] && '--accept-all',
    values['reject-all'] && '--reject-all',
    values.decisions && '--decisions',
  ].filter(Boolean);
  if (chosen.length > 1) throw new UsageError(`choose one of ${chosen.join(', ')}`);
  const input = await readInput(positionals[0], passwordsFrom(values, io.env).source);
  const document = { ...input, fileName: positionals[0] };
  if (!chosen.length) {
    if (values.output) throw new UsageError('-o needs --accept-all, --reject-all or --decisions');
    const backend = await backendFor(values, io);
    const list = await backend.listRevisions(document);
    io.stdout.write(values.json ? `${JSON.stringify(list, null, 2)}\n` : describe(positionals[0], list));
    return EXIT_OK;
  }
  if (!values.output) throw new UsageError(`${chosen[0]} needs -o <result>`);
  const revisions = values.decisions ? await readDecisions(values.decisions) : undefined;
  const settings = values.settings ? await readSettingsFile(values.settings) : undefined;
  const backend = await backendFor(values, io);
  const result = await backend.applyRevisions({
    document,
    acceptAll: values['accept-all'],
    rejectAll: values['reject-all'],
    revisions,
    settings,
  });
  await writeResultFile(values.output, result.bytes, positionals, result.extension);
  io.stdout.write(`${values.output}: ${result.remaining ?? 0} revision(s) still tracked\n`);
  return EXIT_OK;
}

async function readDecisions(path: string) {
  const json = await readJsonFile(path, 'decisions');
  try {
    const parsed = parseRequest(Decisions, json);
    return Array.isArray(parsed) ? parsed : parsed.Revisions;
  } catch (error) {
    throw new UsageError(`${path}: ${errorMessage(error)}`);
  }
}

function describe(path: string, list: RevisionInfo[]): string {
  const lines = [`${path}: ${list.length} revision${list.length === 1 ? '' : 's'}`];
  for (const r of list) {
    const full = r.Text ?? '';
    const text = full.length > 70 ? `${full.slice(0, 69)}…` : full;
    lines.push(`  ${r.Id}  ${r.Type}${r.Author ? ` by ${r.Author}` : ''}: ${JSON.stringify(text)}`);
  }
  return `${lines.join('\n')}\n`;
}

function parse(args: string[]) {
  return parseCommandArgs(args, {
    json: { type: 'boolean' },
    'accept-all': { type: 'boolean' },
    'reject-all': { type: 'boolean' },
    decisions: { type: 'string' },
    output: { type: 'string', short: 'o' },
    settings: { type: 'string' },
    ...PASSWORD_OPTIONS,
    ...REMOTE_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  });
}
