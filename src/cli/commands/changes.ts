import { CHANGE_TYPE_VALUES } from '../../model/change-types';
import type { ChangeInfoRecord, PageSource } from '../../engine/index';
import { asChangeRecords, backendFor, portSettings, refuseRemote, REMOTE_HELP, REMOTE_OPTIONS } from '../backend';
import { OFFICE_HELP, OFFICE_OPTIONS, officeChoice } from '../office';
import { CELLS_HELP, CELLS_OPTIONS, readSettingsFile, withCellsFlags } from '../settings-file';
import { errorMessage } from '../../engine/index';
import { parseCommandArgs } from '../args';
import { PASSWORD_HELP, PASSWORD_OPTIONS, passwordsFrom, readInput } from '../files';
import { EXIT_DIFFERENCES, EXIT_OK, UsageError, useColor, type CliIo } from '../io';
import { renderChangeList, terminalColumns } from '../../report/terminal';
import { printWarnings } from '../warnings';
import type { FileReport } from '../../report/types';
import { reportKind } from '../../report/kind';
import { describeByteDifference } from '../../engine/index';

const HELP = `Usage: docdelta changes <source> <target> [<target>…] [options]

Lists what changed from <source> to each <target>.

Options:
  --json                  print the API's ChangeInfo array, each with PageSource: whose layout its
                          page is (document: the file's own pages; libreoffice: LibreOffice's;
                          estimate: the built-in layout's, which no renderer draws exactly)
  --settings <file>       comparison Settings as JSON (the API's record; any key casing)
  --change-type <type>    only changes of this type (${CHANGE_TYPE_VALUES.join(', ')})
  --report <file>         also write a report of the comparison: .html (self-contained,
                          inline and side-by-side views) or .md (GitHub-flavoured)
  --exit-code             exit 1 when there are changes (like git diff --exit-code)
  --no-color              no colours even on a terminal (NO_COLOR is honoured too)
${OFFICE_HELP}
${CELLS_HELP}
${PASSWORD_HELP}
${REMOTE_HELP}

With --remote the output is the same, except that the readable list and reports show no places
(the API's ChangeInfo has none; pages remain, as the service lays them out), reader warnings are
not reported and --office is refused.

A page marked ~ (\`~page 3\`) is the built-in layout's estimate: install LibreOffice (or see
--office) for the pages Word and OpenDocument documents are drawn on.`;

export async function changesCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args);
  if (values.help) {
    io.stdout.write(`${HELP}\n`);
    return EXIT_OK;
  }
  if (positionals.length < 2) throw new UsageError(`changes needs a source and at least one target\n${HELP}`);
  const changeType = values['change-type'] ? canonicalChangeType(values['change-type']) : undefined;
  const settings = withCellsFlags(values.settings ? await readSettingsFile(values.settings) : undefined, values);
  if (values.report !== undefined && !reportKind(values.report))
    throw new UsageError(`--report '${values.report}': a report is .html or .md`);
  const [sourcePath, ...targetPaths] = positionals;
  const passwords = passwordsFrom(values, io.env);
  const source = await readInput(sourcePath, passwords.source);
  const targets = await Promise.all(targetPaths.map((path) => readInput(path, passwords.target)));
  const backend = await backendFor(values, io);
  refuseRemote(backend, '--office', values.office);
  const office = backend.kind === 'local' ? officeChoice(values, io, targetPaths[0]) : undefined;
  const result = await backend.changesReport({
    source: { ...source, fileName: sourcePath },
    targets: targets.map((t, i) => ({ ...t, fileName: targetPaths[i] })),
    settings: portSettings(settings),
    changeType,
    office,
  });
  const changes = asChangeRecords(result.changes);
  const places = result.places ?? changes.map(() => '');
  printWarnings(io, result.warnings);
  if (values.json)
    writeJsonList(
      io,
      result.pageSources
        ? result.changes.map((change, i) => ({ ...change, PageSource: result.pageSources![i] }))
        : result.changes,
    );
  else {
    io.stdout.write(
      renderChangeList(
        sourcePath,
        targetPaths,
        changes,
        places,
        useColor(io, values['no-color'] ? false : undefined),
        terminalColumns(io.stdout, io.env),
        result.pageSources,
      ),
    );
    // Different bytes and no change found: what differs, so "no changes" is not read as "identical".
    const unseen =
      !changes.length && targets.length === 1 ? describeByteDifference(source.bytes, targets[0].bytes) : undefined;
    if (unseen) io.stdout.write(`  ${unseen}\n`);
  }
  if (values.report !== undefined) {
    // The renderers load only when a report is asked for.
    const { writeReport } = await import('../../report/write');
    let files = fileReports(sourcePath, targetPaths, changes, places, result.pageSources);
    // The document view draws both versions here, so it needs the documents on this machine.
    if (reportKind(values.report) === 'html' && backend.kind === 'local' && files.length === 1) {
      const { withDocumentView } = await import('../../report/view');
      const { settingsFromJson } = await import('../../backend/settings-json');
      const viewed = await withDocumentView(
        files[0],
        { ...source, fileName: sourcePath },
        { ...targets[0], fileName: targetPaths[0] },
        { settings: settings === undefined ? undefined : settingsFromJson(settings) },
      );
      if (viewed.warning) io.stderr.write(`docdelta: warning: ${viewed.warning}\n`);
      files = [viewed.file];
    }
    try {
      await writeReport(values.report, files, positionals);
    } catch (error) {
      throw new UsageError(`cannot write the report: ${errorMessage(error)}`);
    }
  }
  return values['exit-code'] && changes.length > 0 ? EXIT_DIFFERENCES : EXIT_OK;
}

/**
 * `JSON.stringify(list, null, 2)` and a line break, written a batch of items at a time: the
 * 20,002 changes of a large spreadsheet comparison made one 8 MB string, then its copy on the
 * way out, at the point where the process held the most memory.
 */
function writeJsonList(io: CliIo, list: readonly unknown[]): void {
  if (list.length === 0) {
    io.stdout.write('[]\n');
    return;
  }
  const batch = 1000;
  for (let k = 0; k < list.length; k += batch) {
    // A batch as an array of its own, less its brackets: its items indented as in the whole list.
    const items = JSON.stringify(list.slice(k, k + batch), null, 2).slice(2, -2);
    io.stdout.write(`${k === 0 ? '[\n' : ',\n'}${items}`);
  }
  io.stdout.write('\n]\n');
}

function parseOptions(args: string[]) {
  return parseCommandArgs(args, {
    json: { type: 'boolean' },
    settings: { type: 'string' },
    'change-type': { type: 'string' },
    'exit-code': { type: 'boolean' },
    report: { type: 'string' },
    'no-color': { type: 'boolean' },
    ...OFFICE_OPTIONS,
    ...PASSWORD_OPTIONS,
    ...CELLS_OPTIONS,
    ...REMOTE_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  });
}

/** One report file per target; with several targets each change names its target last in Authors. */
function fileReports(
  sourcePath: string,
  targetPaths: string[],
  changes: ChangeInfoRecord[],
  places: string[],
  pageSources: PageSource[] | undefined,
): FileReport[] {
  return targetPaths.map((targetPath) => {
    const mine = changes
      .map((change, i) => ({ change, place: places[i] ?? '', pageSource: pageSources?.[i] }))
      .filter(({ change }) => targetPaths.length === 1 || change.Authors[change.Authors.length - 1] === targetPath);
    return {
      oldPath: sourcePath,
      newPath: targetPath,
      status: 'modified',
      changes: mine.map((m) => m.change),
      places: mine.map((m) => m.place),
      pageSources: pageSources && mine.map((m) => m.pageSource ?? 'estimate'),
    };
  });
}

function canonicalChangeType(value: string): ChangeInfoRecord['Type'] {
  const hit = CHANGE_TYPE_VALUES.find((v) => v.toLowerCase() === value.toLowerCase());
  if (!hit) throw new UsageError(`--change-type '${value}' is not one of ${CHANGE_TYPE_VALUES.join(', ')}`);
  return hit;
}
