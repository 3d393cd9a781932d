import { parseArgs } from 'node:util';
import { errorMessage } from '../../engine/index';
import { readDocument } from '../../engine/index';
import { parseLfsPointer, smudgeLfs } from '../../git/lfs';
import { documentToText } from '../../report/textconv';
import { readInput } from '../files';
import { EXIT_OK, UsageError, type CliIo } from '../io';

const HELP = `Usage: docdelta textconv <file> [--wrap <n>] [--git]

Prints a document as stable, diff-friendly text: headings (#), paragraphs, list items and table
rows one per line, **bold**, _italic_ and ~~strike~~ marked, headers, footers, notes, comments and
text boxes in marked sections. The same document always gives the same text.

Options:
  --wrap <n>   wrap paragraphs longer than n characters (default: never)
  --git        as git's textconv (diff.docdelta.textconv): a document that cannot be read becomes
               one line of output and the exit code stays 0, so git diff goes on`;

export async function textconvCommand(args: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { wrap: { type: 'string' }, git: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(errorMessage(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length !== 1) throw new UsageError(`textconv takes exactly one file\n${HELP}`);
  const wrap = values.wrap === undefined ? undefined : Number(values.wrap);
  if (wrap !== undefined && (!Number.isInteger(wrap) || wrap < 0))
    throw new UsageError(`--wrap '${values.wrap}' is not a whole number of characters`);
  const path = positionals[0];
  try {
    const input = await readInput(path);
    let bytes = input.bytes;
    const pointer = parseLfsPointer(bytes);
    if (pointer) {
      const smudged = await smudgeLfs(pointer, path, { env: io.env as NodeJS.ProcessEnv, maxBytes: 512 * 1024 * 1024 });
      if (!('bytes' in smudged)) {
        io.stdout.write(`[Git LFS pointer ${pointer.oid}, ${pointer.size} bytes: ${smudged.unavailable}]\n`);
        return EXIT_OK;
      }
      bytes = smudged.bytes;
    }
    const document = await readDocument({ bytes, fileName: path });
    for (const warning of document.warnings) io.stderr.write(`docdelta: warning: ${path}: ${warning.message}\n`);
    io.stdout.write(documentToText(document, { wrap }));
    return EXIT_OK;
  } catch (error) {
    if (!values.git) throw error;
    // git dies on a failing textconv; one line in the text keeps `git diff` and `git log -p` going.
    const message = error instanceof UsageError ? error.message : errorMessage(error);
    io.stdout.write(`[docdelta cannot read this document: ${message}]\n`);
    io.stderr.write(`docdelta: ${path}: ${message}\n`);
    return EXIT_OK;
  }
}
