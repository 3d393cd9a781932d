import { parseCommandArgs } from '../args';
import { backendFor, refuseRemote, REMOTE_HELP, REMOTE_OPTIONS } from '../backend';
import { OFFICE_HELP, OFFICE_OPTIONS, officeChoice } from '../office';
import { readInput } from '../files';
import { EXIT_OK, UsageError, type CliIo } from '../io';
import { pageUnit } from '../../report/summary';

const HELP = `Usage: docdelta info <file> [--json] [--password <pw>] [--remote <url> …]

Prints the document's format, extension, size and page count.

Options:
  --json                  the record as JSON
  --password <pw>         password of a protected document (or DOCDELTA_PASSWORD)
${OFFICE_HELP}
                          (a Word document's pages are counted in that layout)
${REMOTE_HELP}`;

export async function infoCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    json: { type: 'boolean' },
    password: { type: 'string' },
    ...OFFICE_OPTIONS,
    ...REMOTE_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length !== 1) throw new UsageError(`info takes exactly one file\n${HELP}`);
  const remote = Boolean(values.remote || io.env.DOCDELTA_REMOTE_URL || io.env.DOCDELTA_REMOTE);
  const office = remote ? undefined : officeChoice(values, io, positionals[0]);
  const backend = await backendFor(values, io, { office });
  refuseRemote(backend, '--office', values.office);
  const input = await readInput(positionals[0], values.password ?? io.env.DOCDELTA_PASSWORD);
  const result = await backend.info({ ...input, fileName: positionals[0] });
  // The CLI's record names the format FileFormat, as the formats list does.
  const info = {
    FileFormat: result.Format ?? '',
    Extension: result.Extension ?? '',
    Size: result.Size,
    PageCount: result.PageCount,
  };
  if (values.json) io.stdout.write(`${JSON.stringify(info, null, 2)}\n`);
  else {
    // A workbook counts sheets and a presentation slides, whatever the record's field is called.
    const counted = `${pageUnit(positionals[0])}s:`.padEnd(10);
    io.stdout.write(
      `${positionals[0]}\n  format:    ${info.FileFormat}\n  extension: ${info.Extension}\n  size:      ${info.Size} bytes\n  ${counted} ${info.PageCount}\n`,
    );
  }
  return EXIT_OK;
}
