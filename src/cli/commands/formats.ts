import { parseCommandArgs } from '../args';
import { backendFor, REMOTE_HELP, REMOTE_OPTIONS } from '../backend';
import { EXIT_OK, type CliIo } from '../io';

const HELP = `Usage: docdelta formats [--json] [--remote <url> …]

The formats docdelta reads (with --remote: the formats the service reads).

Options:
  --json                  the API's FormatsResult
${REMOTE_HELP}`;

export async function formatsCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, {
    json: { type: 'boolean' },
    ...REMOTE_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  const formats = await (await backendFor(values, io)).formats();
  if (values.json) io.stdout.write(`${JSON.stringify({ Formats: formats }, null, 2)}\n`);
  else for (const f of formats) io.stdout.write(`${(f.Extension ?? '').padEnd(11)} ${f.FileFormat ?? ''}\n`);
  return EXIT_OK;
}
