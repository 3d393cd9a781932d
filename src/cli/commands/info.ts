import { parseArgs } from 'node:util';
import { documentInfo } from '../../engine/index';
import { errorMessage } from '../../engine/errors';
import { readInput } from '../files';
import { EXIT_OK, UsageError, type CliIo } from '../io';

const HELP = `Usage: docdelta info <file> [--json] [--password <pw>]

Prints the document's format, extension, size and page count.`;

export async function infoCommand(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
  if (parsed.values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (parsed.positionals.length !== 1) throw new UsageError(`info takes exactly one file\n${HELP}`);
  const info = await documentInfo(await readInput(parsed.positionals[0], parsed.values.password ?? io.env.DOCDELTA_PASSWORD));
  if (parsed.values.json) io.stdout.write(`${JSON.stringify(info, null, 2)}\n`);
  else {
    io.stdout.write(
      `${parsed.positionals[0]}\n  format:    ${info.FileFormat}\n  extension: ${info.Extension}\n  size:      ${info.Size} bytes\n  pages:     ${info.PageCount}\n`,
    );
  }
  return EXIT_OK;
}
