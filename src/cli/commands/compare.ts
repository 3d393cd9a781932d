import { mkdir, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { loadPreviews, resultOptionsFromSettings, type ChangeInfoRecord, type InputDocument } from '../../engine/index';
import { asChangeRecords, backendFor, portSettings, refuseRemote, REMOTE_HELP, REMOTE_OPTIONS } from '../backend';
import { parseCommandArgs } from '../args';
import { PASSWORD_HELP, PASSWORD_OPTIONS, passwordsFrom, readInput } from '../files';
import { EXIT_DIFFERENCES, EXIT_OK, resultDate, UsageError, type CliIo } from '../io';
import { writeResultFile } from '../output';
import { progressReporter } from '../progress';
import { summarize } from '../render';
import { printWarnings } from '../warnings';
import { CELLS_HELP, CELLS_OPTIONS, readSettingsFile, withCellsFlags } from '../settings-file';
import { OFFICE_HELP, OFFICE_OPTIONS, officeChoice, type OfficeChoice } from '../office';
import type { Backend } from '../../backend/index';

const HELP = `Usage: docdelta compare <source> <target> [<target>…] -o <result> [options]

Writes the result document in the source's format: a styled redline (default) or native tracked changes.
With several targets (reviewers' copies of the source), the default is one combined result: -o names one
file holding every target's changes as tracked changes by that target's author (its core properties'
last editor or creator, else its file name), changes of two targets to the same words shown both ways
and listed as conflicts. Combined results are available for Word documents (docx, docm, dotx, dotm),
Excel workbooks (xlsx, xlsm, xltx, xltm: the source with every target's changed cells marked and noted
with that target, a cell two targets changed differently noted "Conflict:" with both values) and
PowerPoint decks (pptx, pptm, potx, potm: the source deck with every target's changes marked and a slide
comment by that target for each, a conflict noted "Conflict:" with every version) and PDF (the source PDF
with an annotation by that target for each change, a conflict noted "Conflict:" with every version).
When -o names an existing folder, each target gets its own result there instead.

Options:
  -o, --output <path>     the result file (a folder: one result per target)
  --mode styled|tracked   styled marks (default) or the format's own revisions (Word, ODF); combined results are tracked
  --settings <file>       comparison Settings as JSON (ItemsStyle colours, ShowDeletedContent, …)
  --author <name>         author of tracked revisions (default "docdelta"; a combined result uses each target's)
  --exit-code             exit 1 when there are changes
  --preview <dir>         also write, per changed page, a side-by-side PNG (source | target) with the changes framed
                          (in this process only, not with --remote); Word and OpenDocument pages
                          are LibreOffice's when it is installed (see --office)
${OFFICE_HELP}
${CELLS_HELP}
${PASSWORD_HELP}
${REMOTE_HELP}
  With --remote, --author and --preview are refused (the API has no such fields) and reader
  warnings are not reported; the result document and its change count are the same.`;

export async function compareCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args);
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length < 2) throw new UsageError(`compare needs a source and at least one target\n${HELP}`);
  if (!values.output) throw new UsageError('compare needs -o <result>');
  const mode = values.mode;
  if (mode !== undefined && mode !== 'styled' && mode !== 'tracked')
    throw new UsageError(`--mode '${mode}' is not one of styled, tracked`);
  const read = withCellsFlags(values.settings ? await readSettingsFile(values.settings) : undefined, values);
  // Frames drawn on built-in previews must sit on the words: take boxes from the same layout.
  const settings = values.preview ? { ...read, CalculateComponentCoordinates: true } : read;
  const [sourcePath, ...targetPaths] = positionals;
  if (targetPaths.length > 1 && !(await isFolder(values.output))) return combine(values, sourcePath, targetPaths, io);
  const outputs = await outputPaths(values.output, sourcePath, targetPaths);
  const passwords = passwordsFrom(values, io.env);
  const backend = await backendFor(values, io);
  refuseRemote(backend, '--author', values.author);
  refuseRemote(backend, '--preview', values.preview);
  refuseRemote(backend, '--office', values.office);
  const office = values.preview ? officeChoice(values, io, targetPaths[0]) : undefined;
  const date = await resultDate(io);
  const source = await readInput(sourcePath, passwords.source);
  let total = 0;
  for (const [index, targetPath] of targetPaths.entries()) {
    const target = await readInput(targetPath, passwords.target);
    const progress = progressReporter(io, basename(targetPath));
    let result;
    try {
      result = await backend.compare({
        source: { ...source, fileName: sourcePath },
        target: { ...target, fileName: targetPath },
        settings: portSettings(settings),
        mode,
        author: values.author,
        date,
        withChanges: true,
        onProgress: progress.update,
      });
    } finally {
      progress.done();
    }
    const changes = asChangeRecords(result.changes ?? []);
    printWarnings(io, result.warnings ?? []);
    await writeResultFile(outputs[index], result.bytes, positionals, result.extension);
    io.stdout.write(`${outputs[index]}: ${summarize(changes)}\n`);
    if (values.preview)
      await writeChangePreviews(io, backend, values.preview, { ...source, fileName: sourcePath }, target, changes, {
        settings,
        office: office ?? 'auto',
      });
    total += changes.length;
  }
  return values['exit-code'] && total > 0 ? EXIT_DIFFERENCES : EXIT_OK;
}

function parse(args: string[]) {
  return parseCommandArgs(args, {
    output: { type: 'string', short: 'o' },
    mode: { type: 'string' },
    settings: { type: 'string' },
    author: { type: 'string' },
    'exit-code': { type: 'boolean' },
    preview: { type: 'string' },
    ...OFFICE_OPTIONS,
    ...PASSWORD_OPTIONS,
    ...CELLS_OPTIONS,
    ...REMOTE_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  });
}

async function isFolder(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}

/** Several targets into one result file: every target's changes as its author's tracked changes. */
async function combine(
  values: ReturnType<typeof parse>['values'],
  sourcePath: string,
  targetPaths: string[],
  io: CliIo,
): Promise<number> {
  if (values.mode === 'styled')
    throw new UsageError(
      '--mode styled: a combined result of several targets is tracked changes (one per target author)',
    );
  if (values.author !== undefined)
    throw new UsageError("--author: a combined result names each target's own author; leave --author out");
  if (values.preview !== undefined) throw new UsageError('--preview takes one target; a combined result has several');
  const settings = withCellsFlags(values.settings ? await readSettingsFile(values.settings) : undefined, values);
  const passwords = passwordsFrom(values, io.env);
  const backend = await backendFor(values, io);
  const date = await resultDate(io);
  const source = await readInput(sourcePath, passwords.source);
  const targets = [];
  for (const path of targetPaths) targets.push({ ...(await readInput(path, passwords.target)), fileName: path });
  const progress = progressReporter(io, basename(values.output!));
  let result;
  try {
    result = await backend.combine({
      source: { ...source, fileName: sourcePath },
      targets,
      settings: portSettings(settings),
      date,
    });
  } finally {
    progress.done();
  }
  const changes = asChangeRecords(result.changes ?? []);
  printWarnings(io, result.warnings ?? []);
  await writeResultFile(values.output!, result.bytes, [sourcePath, ...targetPaths], result.extension);
  const authors = result.authors?.length ? ` by ${result.authors.join(', ')}` : '';
  io.stdout.write(`${values.output}: ${summarize(changes)} from ${targetPaths.length} targets${authors}\n`);
  for (const conflict of result.conflicts ?? []) {
    const versions = conflict.versions.map((v) => `${v.author} "${v.text}"`).join(' / ');
    io.stdout.write(
      `  conflict at ${conflict.place} (changes ${conflict.ids.join(', ')}): "${conflict.text}" → ${versions}\n`,
    );
  }
  return values['exit-code'] && changes.length > 0 ? EXIT_DIFFERENCES : EXIT_OK;
}

/** One output per target: the path itself, or files in a folder named after each target. */
async function outputPaths(output: string, source: string, targets: string[]): Promise<string[]> {
  if (targets.length === 1) return [output];
  const info = await stat(output).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`${output}: with several targets, -o must name an existing folder`);
  const extension = extname(source);
  return targets.map((target) => join(output, `${basename(target, extname(target))}.compared${extension}`));
}

/**
 * Side-by-side images of each changed page, framed in the result's ItemsStyle colours. Word and
 * OpenDocument pages are LibreOffice's when it is there (one warm soffice renders both versions,
 * and the boxes are found on those very pages), else the built-in layout's, whose boxes the
 * result's changes carry.
 */
async function writeChangePreviews(
  io: CliIo,
  backend: Backend,
  folder: string,
  source: InputDocument,
  target: InputDocument,
  changes: ChangeInfoRecord[],
  options: { settings: Parameters<typeof resultOptionsFromSettings>[0]; office: OfficeChoice },
): Promise<void> {
  const { sideBySide, flowsOntoPages } = await loadPreviews();
  const style = resultOptionsFromSettings(options.settings);
  const colours = {
    inserted: style.inserted.fontColor,
    deleted: style.deleted.fontColor,
    changed: style.changed.fontColor,
  };
  let boxed = changes;
  let rendered: { source: Uint8Array; target: Uint8Array } | undefined;
  if (options.office !== 'builtin' && flowsOntoPages(target)) {
    const again = await backend.compareVersions({
      before: { ...source, fileName: source.fileName ?? 'source' },
      after: { ...target, fileName: target.fileName ?? 'target' },
      settings: portSettings(options.settings),
      precise: true,
      office: options.office,
    });
    if (again.rendered) ({ changes: boxed, rendered } = again);
  }
  const previews = await sideBySide(source, target, boxed, {
    format: 'png',
    width: 800,
    colours,
    soffice: io.env.DOCDELTA_SOFFICE,
    office: options.office === 'libreoffice' ? 'libreoffice' : rendered ? undefined : 'builtin',
    rendered,
  });
  printWarnings(
    io,
    previews.warnings.map((w) => ({ ...w, fileName: target.fileName })),
  );
  await mkdir(folder, { recursive: true });
  const stem = basename(target.fileName ?? 'target', extname(target.fileName ?? ''));
  for (const page of previews.pages) {
    const path = join(folder, `${stem}-page-${page.pageNumber}.png`);
    await writeResultFile(path, page.bytes, [source.fileName ?? '', target.fileName ?? '']);
    io.stdout.write(`${path}: page ${page.pageNumber}, ${page.width}x${page.height}\n`);
  }
}
