import { readFile } from 'node:fs/promises';
import { errorMessage, loadMerge, type MergeResult } from '../../engine/index';
import { parseCommandArgs } from '../args';
import { readInput } from '../files';
import { EXIT_DIFFERENCES, EXIT_OK, EXIT_USAGE, resultDate, UsageError, type CliIo } from '../io';
import { writeResultFile } from '../output';
import { printWarnings } from '../warnings';

const MERGE_HELP = `Usage: docdelta merge <base> <ours> <theirs> -o <result> [--json]

Three-way merge of documents (Word, OpenDocument, spreadsheets, presentations): the changes
<ours> and <theirs> made to <base> are both applied, the same change once. Where both changed
the same content differently, the result keeps both sides in the document's own review tools
(tracked changes by "ours" and "theirs" with a comment, a filled cell with a note holding
theirs, both shapes framed) and the command exits 1.

Options:
  -o, --output <path>   the merged document (in <ours>' format)
  --json                what was merged from which side and what conflicts, as JSON

Exit codes: 0 merged cleanly, 1 merged with conflicts, 2 usage or input errors.`;

const DRIVER_HELP = `Usage: docdelta merge-driver <ancestor> <ours> <theirs> [<marker-size> [<path>]]

git's merge driver (merge.docdelta.driver = 'docdelta merge-driver %O %A %B %L %P'): merges the
three versions git hands over and writes the result over <ours>. Exits 0 for a clean merge; 1 when
there are conflicts (the result holds both sides, marked for review) or the files cannot be
merged (<ours> is then left as it was), so git marks the file conflicted. Set it up with
'docdelta install --merge'.`;

export async function mergeCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    output: { type: 'string', short: 'o' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(`${MERGE_HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length !== 3) throw new UsageError(`merge needs a base, ours and theirs\n${MERGE_HELP}`);
  if (!values.output) throw new UsageError('merge needs -o <result>');
  const [base, ours, theirs] = await Promise.all(positionals.map((path) => readInput(path)));
  const { mergeDocuments } = await loadMerge();
  const result = await mergeDocuments({ base, ours, theirs, date: await resultDate(io) });
  await writeResultFile(values.output, result.bytes, positionals, result.extension);
  printWarnings(io, result.warnings);
  if (values.json)
    io.stdout.write(
      `${JSON.stringify({ output: values.output, clean: !result.conflicts.length, merged: result.merged, conflicts: result.conflicts }, null, 2)}\n`,
    );
  else io.stdout.write(`${values.output}: ${summary(result)}\n`);
  return result.conflicts.length ? EXIT_DIFFERENCES : EXIT_OK;
}

/**
 * git calls the driver once per conflicting document with temporary files that have no
 * extension: the format is told by <path>. Whatever goes wrong, <ours> is either the whole merged
 * document or left untouched, and a failure is a conflict (exit 1), never a crash: git then keeps
 * the file conflicted for a person to resolve.
 */
export async function mergeDriverCommand(args: string[], io: CliIo): Promise<number> {
  if (args[0] === '--help' || args[0] === '-h') {
    io.stdout.write(`${DRIVER_HELP}\n`);
    return EXIT_OK;
  }
  if (args.length < 3 || args.length > 5) {
    io.stderr.write(
      `docdelta: merge-driver expects git's %O %A %B %L %P (3 to 5 arguments); got ${args.length}\n${DRIVER_HELP}\n`,
    );
    return EXIT_USAGE;
  }
  const [ancestorFile, oursFile, theirsFile, , path = oursFile] = args;
  try {
    const [base, ours, theirs] = await Promise.all(
      [ancestorFile, oursFile, theirsFile].map(async (file) => ({
        bytes: new Uint8Array(await readFile(file)),
        fileName: path,
      })),
    );
    if (!base.bytes.length) throw new Error('the versions have no common ancestor (both branches added the file)');
    const lfs = [base, ours, theirs].some((side) =>
      new TextDecoder().decode(side.bytes.subarray(0, 40)).startsWith('version https://git-lfs'),
    );
    if (lfs) throw new Error('the versions are Git LFS pointers; merge the documents with git lfs installed');
    const { mergeDocuments } = await loadMerge();
    const result = await mergeDocuments({ base, ours, theirs, date: await resultDate(io) });
    await writeResultFile(oursFile, result.bytes, []);
    printWarnings(io, result.warnings);
    io.stderr.write(`docdelta: ${path}: ${summary(result)}\n`);
    if (result.conflicts.length) {
      io.stderr.write(
        `docdelta: ${path}: resolve the conflicts marked in the document (tracked changes, notes or framed shapes), then 'git add ${path}'\n`,
      );
    }
    return result.conflicts.length ? EXIT_DIFFERENCES : EXIT_OK;
  } catch (error) {
    const fileName = (error as { fileName?: string } | undefined)?.fileName;
    io.stderr.write(
      `docdelta: ${fileName && fileName !== path ? `${fileName}: ` : `${path}: `}not merged, ours kept as it was: ${errorMessage(error)}\n`,
    );
    if (io.env.DOCDELTA_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    return EXIT_DIFFERENCES;
  }
}

function summary(result: MergeResult): string {
  const count = (side: string) => result.merged.filter((item) => item.side === side).length;
  const parts = [`${count('ours')} from ours`, `${count('theirs')} from theirs`, `${count('both')} made on both sides`];
  const merged = `merged ${result.merged.length} change${result.merged.length === 1 ? '' : 's'} (${parts.join(', ')})`;
  if (!result.conflicts.length) return merged;
  const places = result.conflicts.slice(0, 5).map((c) => c.place);
  const more = result.conflicts.length > places.length ? `, and ${result.conflicts.length - places.length} more` : '';
  return `${merged}; ${result.conflicts.length} conflict${result.conflicts.length === 1 ? '' : 's'}: ${places.join('; ')}${more}`;
}
