import { parseArgs } from 'node:util';
import { CHANGE_TYPE_VALUES } from '../../model/enums';
import { listChanges, type ChangeInfoRecord } from '../../engine/index';
import { readSettingsFile } from '../settings-file';
import { errorMessage } from '../../engine/errors';
import { readInput } from '../files';
import { EXIT_DIFFERENCES, EXIT_OK, UsageError, useColor, type CliIo } from '../io';
import { renderChangeList } from '../render';

const HELP = `Usage: docdelta changes <source> <target> [<target>…] [options]

Lists what changed from <source> to each <target>.

Options:
  --json                  print the API's ChangeInfo array
  --settings <file>       comparison Settings as JSON (the API's record; any key casing)
  --change-type <type>    only changes of this type (${CHANGE_TYPE_VALUES.join(', ')})
  --exit-code             exit 1 when there are changes (like git diff --exit-code)
  --no-color              no colours even on a terminal (NO_COLOR is honoured too)`;

export async function changesCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args);
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length < 2) throw new UsageError(`changes needs a source and at least one target\n${HELP}`);
  const changeType = values['change-type'] ? canonicalChangeType(values['change-type']) : undefined;
  const settings = values.settings ? await readSettingsFile(values.settings) : undefined;
  const [sourcePath, ...targetPaths] = positionals;
  const source = await readInput(sourcePath);
  const targets = await Promise.all(targetPaths.map((path) => readInput(path)));
  const result = await listChanges({ source, targets, settings, changeType });
  for (const warning of result.warnings) io.stderr.write(`docdelta: warning: ${warning.fileName ?? ''}: ${warning.message}\n`);
  if (values.json) io.stdout.write(`${JSON.stringify(result.changes, null, 2)}\n`);
  else io.stdout.write(renderChangeList(sourcePath, targetPaths, result.changes, result.places, useColor(io, values['no-color'] ? false : undefined)));
  return values['exit-code'] && result.changes.length > 0 ? EXIT_DIFFERENCES : EXIT_OK;
}

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        settings: { type: 'string' },
        'change-type': { type: 'string' },
        'exit-code': { type: 'boolean' },
        'no-color': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
}

function canonicalChangeType(value: string): ChangeInfoRecord['Type'] {
  const hit = CHANGE_TYPE_VALUES.find((v) => v.toLowerCase() === value.toLowerCase());
  if (!hit) throw new UsageError(`--change-type '${value}' is not one of ${CHANGE_TYPE_VALUES.join(', ')}`);
  return hit;
}
