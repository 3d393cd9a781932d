import { z } from 'zod';
import { errorMessage } from '../../engine/errors';
import { parseCommandArgs } from '../args';
import type { RevisionInfoRecord } from '../../engine/revisions';
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
  --source-password <pw> password of a protected document (or DOCDELTA_SOURCE_PASSWORD)`;

const Decisions = z.union([z.array(RevisionInfo), z.object({ Revisions: z.array(RevisionInfo) })]);

export async function revisionsCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args);
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length !== 1) throw new UsageError(`revisions needs exactly one document\n${HELP}`);
  const chosen = [values['accept-all'] && '--accept-all', values['reject-all'] && '--reject-all', values.decisions && '--decisions'].filter(Boolean);
  if (chosen.length > 1) throw new UsageError(`choose one of ${chosen.join(', ')}`);
  const input = await readInput(positionals[0], passwordsFrom(values, io.env).source);
  const engine = await import('../../engine/revisions');
  if (!chosen.length) {
    if (values.output) throw new UsageError('-o needs --accept-all, --reject-all or --decisions');
    const list = await engine.listRevisions(input);
    io.stdout.write(values.json ? `${JSON.stringify(list, null, 2)}\n` : describe(positionals[0], list));
    return EXIT_OK;
  }
  if (!values.output) throw new UsageError(`${chosen[0]} needs -o <result>`);
  const revisions = values.decisions ? await readDecisions(values.decisions) : undefined;
  const settings = values.settings ? await readSettingsFile(values.settings) : undefined;
  const result = await engine.applyRevisions(input, { acceptAll: values['accept-all'], rejectAll: values['reject-all'], revisions, settings });
  await writeResultFile(values.output, result.bytes, positionals);
  io.stdout.write(`${values.output}: ${result.remaining} revision(s) still tracked\n`);
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

function describe(path: string, list: RevisionInfoRecord[]): string {
  const lines = [`${path}: ${list.length} revision${list.length === 1 ? '' : 's'}`];
  for (const r of list) {
    const text = r.Text.length > 70 ? `${r.Text.slice(0, 69)}…` : r.Text;
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
    help: { type: 'boolean', short: 'h' },
  });
}
