import type {
  Block,
  DocumentMetadata,
  DocumentModel,
  ReaderWarning,
  RunStyle,
  Story,
  TableBlock,
  TableCell,
  TableRow,
} from '../../model/document';
import type { CellStyle, CellsWorkbook, SheetData } from './model';
import { cellRef, parseRange } from './refs';

/**
 * The common Document model of a workbook: one `sheet` story per sheet holding one TableBlock of
 * the rows and cells that exist (ref, formula, displayed text). The table is built on first
 * access: the family differ works on the compact familyData, and a million-cell sheet should
 * not cost a million cell objects unless a generic consumer asks for them.
 */

export function workbookDocument(
  format: string,
  workbook: CellsWorkbook,
  warnings: ReaderWarning[],
  metadata: DocumentMetadata = {},
): DocumentModel {
  const stories = workbook.sheets.map((sheet) => sheetStory(sheet, workbook));
  return { format, stories, metadata, warnings, pageCount: workbook.sheets.length, familyData: workbook };
}

function sheetStory(sheet: SheetData, workbook: CellsWorkbook): Story {
  const story: Story = { kind: 'sheet', key: `sheet:${sheet.name}`, label: sheet.name, blocks: [] };
  if (sheet.hidden) story.hidden = true;
  let built: Block[] | undefined;
  Object.defineProperty(story, 'blocks', {
    enumerable: true,
    configurable: true,
    get: () => (built ??= sheet.rows.length ? [sheetTable(sheet, workbook)] : []),
    set: (value: Block[]) => {
      built = value;
    },
  });
  return story;
}

export function sheetTable(sheet: SheetData, workbook: CellsWorkbook): TableBlock {
  const spans = new Map<string, { colSpan: number; rowSpan: number }>();
  const covered = new Set<string>();
  for (const merge of sheet.merges) {
    const range = parseRange(merge);
    if (!range) continue;
    spans.set(cellRef(range.top, range.left), {
      colSpan: range.right - range.left + 1,
      rowSpan: range.bottom - range.top + 1,
    });
    if ((range.bottom - range.top + 1) * (range.right - range.left + 1) > 10_000) continue;
    for (let r = range.top; r <= range.bottom; r++)
      for (let c = range.left; c <= range.right; c++)
        if (r !== range.top || c !== range.left) covered.add(cellRef(r, c));
  }
  const rows: TableRow[] = sheet.rows.map((row) => ({
    cells: row.cells.map((cell) => {
      const ref = cellRef(row.row, cell.col);
      const tableCell: TableCell = {
        ref,
        blocks: [{ type: 'paragraph', runs: [{ text: cell.text, style: runStyle(workbook.styles[cell.style]) }] }],
      };
      if (cell.formula !== undefined) tableCell.formula = cell.formula;
      const span = spans.get(ref);
      if (span && span.colSpan > 1) tableCell.colSpan = span.colSpan;
      if (span && span.rowSpan > 1) tableCell.vMerge = 'restart';
      else if (covered.has(ref)) tableCell.vMerge = 'continue';
      return tableCell;
    }),
  }));
  return { type: 'table', rows, locator: { part: sheet.part, path: '' } };
}

const EMPTY_STYLE: RunStyle = Object.freeze({}) as RunStyle;

function runStyle(style: CellStyle | undefined): RunStyle {
  if (!style || (!style.bold && !style.italic && !style.color && !style.fill)) return EMPTY_STYLE;
  const run: RunStyle = {};
  if (style.bold) run.bold = true;
  if (style.italic) run.italic = true;
  if (style.color && /^[0-9A-F]{6}$/.test(style.color)) run.color = style.color;
  if (style.fill && /^[0-9A-F]{6}$/.test(style.fill)) run.highlight = style.fill;
  return run;
}
