import { InvalidOptionsError } from '../../../errors';
import type { ReaderWarning } from '../../../model/document';
import type { CombineInput, ResultOutput } from '../../writer';
import { isCellsWorkbook, type SheetData } from '../model';
import { parseCellRef } from '../refs';
import { EditablePackage } from '../../package/editable-package';
import { lookOf, type MarkKind } from './marks';
import { SheetEditor } from './sheet-editor';
import { StylesEditor } from './styles';
import { addNotes, findStylesPart } from './xlsx';

/**
 * Several reviewers' copies of one workbook in one result: the original workbook, each cell a
 * reviewer changed marked (the ItemsStyle colour of the change) with a note naming the reviewer
 * and the value, formula or format that reviewer gave it. Where two reviewers gave one cell
 * different contents the note starts with "Conflict:" and shows every version. Excel and Calc
 * share no tracked-changes format, so nothing is applied: the notes are the review. Row, column
 * and sheet edits of a reviewer are in the change list and counted in a warning, not marked.
 */
export function combineXlsx(input: CombineInput): ResultOutput {
  if (input.options.mode === 'clean')
    throw new InvalidOptionsError(
      'a spreadsheet combined result notes each target’s cell changes on the source; it cannot apply them (spreadsheets have no revisions to accept or reject)',
    );
  const warnings: ReaderWarning[] = [];
  const original = input.original.document.familyData;
  if (!isCellsWorkbook(original)) throw new Error('the cells writer needs workbooks read by the cells reader');
  const pkg = EditablePackage.open(input.original.bytes);
  const byStory = new Map<string, SheetData>(original.sheets.map((s) => [`sheet:${s.name}`, s]));
  /** sheet part → cell ref → each reviewer's version of the cell. */
  const cells = new Map<string, Map<string, { kind: MarkKind; lines: string[]; versions: Set<string> }>>();
  for (const reviewer of input.reviewers) {
    const who =
      reviewer.fileName && reviewer.fileName !== reviewer.author
        ? `${reviewer.author} (${reviewer.fileName})`
        : reviewer.author;
    let unmarked = 0;
    for (const change of reviewer.changes) {
      // The reviewer's copy is the diff's source: the original's side is the change's target (or anchor).
      const side = change.target ?? change.anchor;
      const sheet = byStory.get(side?.story ?? '');
      const ref = side?.locator?.path ?? '';
      if (change.unit !== 'cell' || !sheet || !parseCellRef(ref)) {
        unmarked++;
        continue;
      }
      const value = change.text === '' ? '(empty)' : change.text;
      const line =
        change.kind === 'StyleChanged'
          ? `${who}: format ${(change.styleChanges ?? []).map((s) => `${s.property} ${s.oldValue}`).join('; ')}`
          : change.place.endsWith(' formula')
            ? `${who}: formula ${value}`
            : `${who}: ${value}`;
      // Seen from the original: the reviewer inserting content is the original's side of a deletion.
      const kind: MarkKind =
        change.kind === 'Deleted' ? 'inserted' : change.kind === 'Inserted' ? 'deleted' : 'changed';
      let sheetCells = cells.get(sheet.part);
      if (!sheetCells) cells.set(sheet.part, (sheetCells = new Map()));
      const cell = sheetCells.get(ref) ?? { kind, lines: [], versions: new Set<string>() };
      if (cell.kind !== kind) cell.kind = 'changed';
      cell.lines.push(line);
      cell.versions.add(
        `${change.place.endsWith(' formula') ? 'f' : change.kind === 'StyleChanged' ? 's' : 'v'} ${change.text}`,
      );
      sheetCells.set(ref, cell);
    }
    if (unmarked)
      warnings.push({
        code: 'cells-combine-unmarked',
        message: `${who}: ${unmarked} row, column, sheet or comment change${unmarked === 1 ? ' is' : 's are'} in the change list but not marked in the combined workbook`,
      });
  }
  const stylesPart = findStylesPart(pkg);
  const styles = stylesPart ? new StylesEditor(pkg.textOf(stylesPart)) : undefined;
  for (const [part, sheetCells] of cells) {
    const editor = new SheetEditor(pkg.textOf(part), part);
    const notes: [string, string][] = [];
    for (const [ref, cell] of sheetCells) {
      const { row, col } = parseCellRef(ref)!;
      if (styles)
        editor.setStyle(
          row,
          col,
          styles.marked(editor.styleIndex(row, col), cell.kind, lookOf(input.options, cell.kind)),
        );
      // Two reviewers, one cell, different contents of one kind (value, formula or format): a conflict.
      const kinds = new Map<string, number>();
      for (const v of cell.versions) kinds.set(v[0], (kinds.get(v[0]) ?? 0) + 1);
      const conflict = [...kinds.values()].some((n) => n > 1);
      notes.push([ref, `${conflict ? 'Conflict:\n' : ''}${cell.lines.join('\n')}`]);
    }
    pkg.put(part, editor.toString());
    if (notes.length) addNotes(pkg, part, notes, warnings);
  }
  if (styles && stylesPart) pkg.put(stylesPart, styles.toString());
  return { bytes: pkg.save(), warnings };
}
