import { printWarnings } from '../warnings';
import { z } from 'zod';
import { errorMessage } from '../../engine/index';
import { parseCommandArgs } from '../args';
import { backendFor, portSettings, refuseRemote, REMOTE_HELP, REMOTE_OPTIONS } from '../backend';
import { ChangeInfo } from '../../model/records';
import { parseRequest } from '../../model/wire';
import { PASSWORD_HELP, PASSWORD_OPTIONS, passwordsFrom, readInput } from '../files';
import { EXIT_OK, resultDate, UsageError, type CliIo } from '../io';
import { writeResultFile } from '../output';
import { progressReporter } from '../progress';
import { readJsonFile, readSettingsFile } from '../settings-file';

const HELP = `Usage: docdelta apply <source> <target> [<target>…] --changes <decisions.json> -o <result> [options]

Writes the target with every change whose ComparisonAction is "Reject" reverted to the source's
content and every other change kept. <decisions.json> is the list 'docdelta changes --json' prints
(or {"Changes": [...]}) with ComparisonAction set to Accept or Reject; Ids refer to that list.
With several targets (Word; Excel, PowerPoint and PDF with --mode tracked), the result is the source
with every target's changes applied but the rejected ones; Ids run on across targets as
'docdelta changes' numbers them, so each names one target's change. With --mode tracked the kept
changes stay tracked, each by its target's author (Excel, PowerPoint and PDF: marked and noted by it,
the rejected ones left out).

Options:
  -o, --output <path>   the result file
  --changes <file>      the decisions
  --mode clean|tracked  no markup (default), or the kept changes as tracked revisions
  --settings <file>     the Settings the change list was made with (Ids depend on them)
  --author <name>       author of tracked revisions (in this process only, not with --remote)
${PASSWORD_HELP}
${REMOTE_HELP}`;

const Decisions = z.union([z.array(ChangeInfo), z.object({ Changes: z.array(ChangeInfo) })]);

export async function applyCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args);
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length < 2) throw new UsageError(`apply needs a source and at least one target\n${HELP}`);
  if (!values.output) throw new UsageError('apply needs -o <result>');
  if (!values.changes) throw new UsageError('apply needs --changes <decisions.json>');
  const mode = values.mode;
  if (mode !== undefined && mode !== 'clean' && mode !== 'tracked')
    throw new UsageError(`--mode '${mode}' is not one of clean, tracked`);
  const json = await readJsonFile(values.changes, 'decisions');
  let decisions;
  try {
    const parsed = parseRequest(Decisions, json);
    decisions = Array.isArray(parsed) ? parsed : parsed.Changes;
  } catch (error) {
    throw new UsageError(`${values.changes}: ${errorMessage(error)}`);
  }
  const settings = values.settings ? await readSettingsFile(values.settings) : undefined;
  const passwords = passwordsFrom(values, io.env);
  const backend = await backendFor(values, io);
  refuseRemote(backend, '--author', values.author);
  if (positionals.length > 2) {
    refuseRemote(backend, '--author', values.author);
    if (values.author !== undefined)
      throw new UsageError("--author: a result of several targets names each target's own author; leave --author out");
    const [sourcePath, ...targetPaths] = positionals;
    const source = await readInput(sourcePath, passwords.source);
    const targets = [];
    for (const path of targetPaths) targets.push({ ...(await readInput(path, passwords.target)), fileName: path });
    const result = await backend.combine({
      source: { ...source, fileName: sourcePath },
      targets,
      settings: portSettings(settings),
      decisions,
      mode: mode ?? 'clean',
      date: await resultDate(io),
    });
    printWarnings(io, result.warnings ?? []);
    await writeResultFile(values.output, result.bytes, positionals, result.extension);
    const rejected = decisions.filter((d) => d.ComparisonAction === 'Reject').length;
    io.stdout.write(
      `${values.output}: ${(result.changes?.length ?? 0) - rejected} change(s) of ${targetPaths.length} targets kept, ${rejected} rejected\n`,
    );
    return EXIT_OK;
  }
  const [source, target] = await Promise.all([
    readInput(positionals[0], passwords.source),
    readInput(positionals[1], passwords.target),
  ]);
  const date = await resultDate(io);
  const progress = progressReporter(io, 'apply');
  let result;
  try {
    result = await backend.applyChanges({
      source: { ...source, fileName: positionals[0] },
      target: { ...target, fileName: positionals[1] },
      settings: portSettings(settings),
      mode,
      author: values.author,
      date,
      decisions,
      withChanges: true,
      onProgress: progress.update,
    });
  } finally {
    progress.done();
  }
  printWarnings(io, result.warnings ?? []);
  await writeResultFile(values.output, result.bytes, positionals, result.extension);
  const rejected = decisions.filter((d) => d.ComparisonAction === 'Reject').length;
  io.stdout.write(
    `${values.output}: ${(result.changes?.length ?? 0) - rejected} change(s) kept, ${rejected} rejected\n`,
  );
  return EXIT_OK;
}

function parse(args: string[]) {
  return parseCommandArgs(args, {
    output: { type: 'string', short: 'o' },
    changes: { type: 'string' },
    mode: { type: 'string' },
    settings: { type: 'string' },
    author: { type: 'string' },
    ...PASSWORD_OPTIONS,
    ...REMOTE_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  });
}
