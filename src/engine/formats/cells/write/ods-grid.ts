import type { Element } from '@xmldom/xmldom';
import { attr, createElement, elementChildren, qname } from '../../package/xml-dom';
import {
  COLUMNS_REPEATED,
  columnDefinitions,
  findRun,
  isolateInRuns,
  repeatRuns,
  rowCells,
  ROWS_REPEATED,
  tableRows,
  type RepeatRun,
} from '../../shared/odf-repeat';

/**
 * A `table:table` of an ODS content.xml addressed by 0-based row and column, the way the ODS
 * reader numbers them. ODF compresses equal neighbours (`table:number-rows-repeated`,
 * `table:number-columns-repeated`); a row or cell that is about to be edited is split out of
 * its run first, so the edit touches that one position and its neighbours keep their content.
 */

/** Value attributes of a cell: what "the cell's content" means besides its paragraphs. */
export const VALUE_ATTRIBUTES = [
  'office:value-type',
  'office:value',
  'office:date-value',
  'office:time-value',
  'office:boolean-value',
  'office:string-value',
  'office:currency',
  'calcext:value-type',
  'table:formula',
];

/** The cell has a value, a formula or paragraphs with text. */
export function cellHasContent(cell: Element): boolean {
  if (attr(cell, 'office:value-type') !== undefined || attr(cell, 'table:formula') !== undefined) return true;
  return elementChildren(cell).some(
    (child) => qname(child) !== 'office:annotation' && (child.textContent ?? '') !== '',
  );
}

export class SheetGrid {
  private rowRuns?: RepeatRun[];
  private columnRuns?: RepeatRun[];
  private readonly cellRuns = new Map<Element, RepeatRun[]>();

  constructor(readonly table: Element) {}

  get name(): string {
    return attr(this.table, 'table:name') ?? '';
  }

  /** Rows in document order, row groups and header rows included. */
  private rows(): RepeatRun[] {
    if (!this.rowRuns) {
      this.rowRuns = repeatRuns(tableRows(this.table), ROWS_REPEATED);
    }
    return this.rowRuns;
  }

  private cells(row: Element): RepeatRun[] {
    let runs = this.cellRuns.get(row);
    if (!runs) {
      runs = repeatRuns(rowCells(row), COLUMNS_REPEATED);
      this.cellRuns.set(row, runs);
    }
    return runs;
  }

  /** Forget every index after columns were inserted or removed (cells of every row moved). */
  invalidateAll(): void {
    this.rowRuns = undefined;
    this.columnRuns = undefined;
    this.cellRuns.clear();
  }

  /** Forget the row index after rows were inserted or removed. */
  invalidateRows(): void {
    this.rowRuns = undefined;
  }

  rowCount(): number {
    const runs = this.rows();
    return runs.length ? runs[runs.length - 1].start + runs[runs.length - 1].count : 0;
  }

  /** 0-based row index of a row element (after `row`/`rowAt` split it out). */
  indexOf(row: Element): number | undefined {
    return this.rows().find((run) => run.element === row)?.start;
  }

  /** The row element at `row`, split out of its run; undefined beyond the last row. */
  rowAt(row: number): Element | undefined {
    const runs = this.rows();
    const index = findRun(runs, row);
    return index < 0 ? undefined : isolateInRuns(runs, index, row, ROWS_REPEATED);
  }

  /** The row element at `row`; rows are appended when the table is shorter. */
  row(row: number): Element {
    const existing = this.rowAt(row);
    if (existing) return existing;
    const doc = this.table.ownerDocument!;
    const runs = this.rows();
    const append = (element: Element) => {
      const last = runs[runs.length - 1]?.element;
      if (last) last.parentNode!.insertBefore(element, last.nextSibling);
      else this.table.appendChild(element);
    };
    const gap = row - this.rowCount();
    if (gap > 0) {
      const filler = createElement(
        doc,
        'table:table-row',
        gap > 1 ? { 'table:number-rows-repeated': String(gap) } : {},
        [createElement(doc, 'table:table-cell')],
      );
      append(filler);
      runs.push({ element: filler, start: row - gap, count: gap });
    }
    const element = createElement(doc, 'table:table-row', {}, [createElement(doc, 'table:table-cell')]);
    append(element);
    runs.push({ element, start: row, count: 1 });
    return element;
  }

  /** The cell element at (`row`, `col`), split out of repeated rows and cells; created when missing. */
  cell(row: number, col: number): Element {
    const rowElement = this.row(row);
    const runs = this.cells(rowElement);
    const index = findRun(runs, col);
    if (index >= 0) return isolateInRuns(runs, index, col, COLUMNS_REPEATED);
    const doc = this.table.ownerDocument!;
    const width = runs.length ? runs[runs.length - 1].start + runs[runs.length - 1].count : 0;
    const append = (element: Element) =>
      rowElement.insertBefore(element, runs.length ? runs[runs.length - 1].element.nextSibling : null);
    if (col > width) {
      const filler = createElement(
        doc,
        'table:table-cell',
        col - width > 1 ? { 'table:number-columns-repeated': String(col - width) } : {},
      );
      append(filler);
      runs.push({ element: filler, start: width, count: col - width });
    }
    const element = createElement(doc, 'table:table-cell');
    append(element);
    runs.push({ element, start: col, count: 1 });
    return element;
  }

  /** The cell element covering (`row`, `col`) without splitting anything (for reading). */
  peek(row: number, col: number): Element | undefined {
    const rowRuns = this.rows();
    const rowIndex = findRun(rowRuns, row);
    if (rowIndex < 0) return undefined;
    const runs = this.cells(rowRuns[rowIndex].element);
    const index = findRun(runs, col);
    return index < 0 ? undefined : runs[index].element;
  }

  /** The row element covering `row` without splitting it. */
  peekRow(row: number): Element | undefined {
    const runs = this.rows();
    const index = findRun(runs, row);
    return index < 0 ? undefined : runs[index].element;
  }

  /** The style a cell shows when it names none: its row's, else its column's default cell style. */
  defaultCellStyle(row: Element, col: number): string | undefined {
    const fromRow = attr(row, 'table:default-cell-style-name');
    if (fromRow) return fromRow;
    this.columnRuns ??= repeatRuns(columnDefinitions(this.table), COLUMNS_REPEATED);
    const index = findRun(this.columnRuns, col);
    return index < 0 ? undefined : attr(this.columnRuns[index].element, 'table:default-cell-style-name');
  }

  /** Cells of a row element with their 0-based columns (for copying a row). */
  cellsOf(row: Element): { element: Element; col: number; count: number }[] {
    return this.cells(row).map((run) => ({ element: run.element, col: run.start, count: run.count }));
  }

  /** The last row element, the one files use to pad a sheet to its full height. */
  lastRow(): Element | undefined {
    const runs = this.rows();
    return runs[runs.length - 1]?.element;
  }

  /**
   * Merged areas crossing the boundary above row `at`: anchors above it whose row span reaches
   * `at` or beyond. Rows inserted there widen these spans.
   */
  spansCrossing(at: number): { anchor: Element; col: number; cols: number }[] {
    const out: { anchor: Element; col: number; cols: number }[] = [];
    for (const run of this.rows()) {
      if (run.start >= at) break;
      for (const cell of this.cells(run.element)) {
        const rows = Number(attr(cell.element, 'table:number-rows-spanned') ?? 1) || 1;
        if (rows <= 1 || run.count !== 1) continue;
        if (run.start + rows > at)
          out.push({
            anchor: cell.element,
            col: cell.start,
            cols: Number(attr(cell.element, 'table:number-columns-spanned') ?? 1) || 1,
          });
      }
    }
    return out;
  }
}

/** The cell at `col` of a row element that no SheetGrid indexes (a row being built), split out of its run. */
export function cellInRow(row: Element, col: number): Element {
  const runs = repeatRuns(rowCells(row), COLUMNS_REPEATED);
  const index = findRun(runs, col);
  if (index >= 0) return isolateInRuns(runs, index, col, COLUMNS_REPEATED);
  const next = runs.length ? runs[runs.length - 1].start + runs[runs.length - 1].count : 0;
  const doc = row.ownerDocument!;
  if (col > next)
    row.appendChild(
      createElement(
        doc,
        'table:table-cell',
        col - next > 1 ? { 'table:number-columns-repeated': String(col - next) } : {},
      ),
    );
  return row.appendChild(createElement(doc, 'table:table-cell')) as Element;
}

/** Turns a cell into a covered cell (or back), keeping its attributes and content. */
export function renameCell(cell: Element, name: 'table:table-cell' | 'table:covered-table-cell'): Element {
  if (qname(cell) === name) return cell;
  const replacement = createElement(cell.ownerDocument!, name);
  for (const attribute of Array.from(cell.attributes))
    replacement.setAttributeNodeNS(attribute.cloneNode(true) as typeof attribute);
  while (cell.firstChild) replacement.appendChild(cell.firstChild);
  cell.parentNode!.replaceChild(replacement, cell);
  return replacement;
}
