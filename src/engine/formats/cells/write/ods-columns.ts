import type { Element } from '@xmldom/xmldom';
import { attr, createElement, elementChildren, qname, setAttr } from '../../package/xml-dom';
import {
  COLUMNS_REPEATED,
  columnDefinitions,
  findRun,
  isolateInRuns,
  repeatCount,
  repeatRuns,
  rowCells,
  ROWS_REPEATED,
  setRepeatCount,
  tableRows,
} from '../../shared/odf-repeat';
import { cellHasContent, renameCell, type SheetGrid } from './ods-grid';

/**
 * Whole columns of an ODS table, in the DOM: a column put back (one cell in every row element,
 * the column definition beside its neighbours') and a column taken out. Repeated rows stay
 * repeated unless the column brings a cell of its own into one of their rows; merged areas the
 * column crosses widen or shrink with it. References are moved separately (./ods-references).
 */

/** Calc's widest sheet: a column put back pushes the padding, not the data, past it. */
const MAX_COLUMNS = 16_384;
const SPAN_COLUMNS = 'table:number-columns-spanned';
const SPAN_ROWS = 'table:number-rows-spanned';

export interface ColumnInsert {
  /** The cells to put in, by 0-based target row (rows not named get an empty cell). */
  cells: Map<number, Element>;
  /** The column's `table:table-column` (one column, already in the target document). */
  definition?: Element;
}

/** Merged areas crossing the boundary left of column `at`: anchors left of it whose column span reaches it. */
function spansAcross(grid: SheetGrid, at: number): { anchor: Element; top: number; rows: number }[] {
  const out: { anchor: Element; top: number; rows: number }[] = [];
  for (const run of repeatRuns(tableRows(grid.table), ROWS_REPEATED)) {
    let col = 0;
    for (const cell of rowCells(run.element)) {
      if (col >= at) break;
      const span = Number(attr(cell, SPAN_COLUMNS) ?? 1) || 1;
      if (qname(cell) === 'table:table-cell' && span > 1 && col + span > at)
        out.push({ anchor: cell, top: run.start, rows: Number(attr(cell, SPAN_ROWS) ?? 1) || 1 });
      col += repeatCount(cell, COLUMNS_REPEATED);
    }
  }
  return out;
}

/** Inserts `cell` so that it is at column `at` of the row, splitting a repeated cell that covers `at`. */
function insertCellAt(row: Element, at: number, cell: Element): void {
  const runs = repeatRuns(rowCells(row), COLUMNS_REPEATED);
  const index = findRun(runs, at);
  if (index >= 0) {
    const there = isolateInRuns(runs, index, at, COLUMNS_REPEATED);
    row.insertBefore(cell, there);
  } else {
    const width = runs.length ? runs[runs.length - 1].start + runs[runs.length - 1].count : 0;
    const after = runs.length ? runs[runs.length - 1].element.nextSibling : null;
    if (at > width)
      row.insertBefore(
        createElement(
          row.ownerDocument!,
          'table:table-cell',
          at - width > 1 ? { [COLUMNS_REPEATED]: String(at - width) } : {},
        ),
        after,
      );
    row.insertBefore(cell, after);
  }
  trimWidth(rowCells(row), (element) => !cellHasContent(element) && !elementChildren(element).length);
}

/** Past Calc's width, a trailing repeated element that is padding gives up the excess. */
function trimWidth(elements: Element[], isPadding: (element: Element) => boolean): void {
  const width = elements.reduce((n, element) => n + repeatCount(element, COLUMNS_REPEATED), 0);
  const last = elements[elements.length - 1];
  if (!last || width <= MAX_COLUMNS || !isPadding(last)) return;
  const repeat = repeatCount(last, COLUMNS_REPEATED);
  if (repeat > width - MAX_COLUMNS) setRepeatCount(last, COLUMNS_REPEATED, repeat - (width - MAX_COLUMNS));
}

/** Puts a column in before column `at` of the table (or after its last one). */
export function insertColumn(grid: SheetGrid, at: number, insert: ColumnInsert): void {
  const doc = grid.table.ownerDocument!;
  const crossing = spansAcross(grid, at);
  // Rows that get a cell of their own come out of their repeated runs first.
  const own = new Map<Element, Element>();
  for (const [row, cell] of insert.cells) own.set(grid.row(row), cell);
  for (const run of repeatRuns(tableRows(grid.table), ROWS_REPEATED)) {
    let cell = own.get(run.element) ?? createElement(doc, 'table:table-cell');
    if (crossing.some((span) => run.start >= span.top && run.start < span.top + span.rows)) cell = asCovered(cell);
    insertCellAt(run.element, at, cell);
  }
  for (const span of crossing)
    setAttr(span.anchor, SPAN_COLUMNS, String((Number(attr(span.anchor, SPAN_COLUMNS)) || 1) + 1));
  const definitions = columnDefinitions(grid.table);
  const runs = repeatRuns(definitions, COLUMNS_REPEATED);
  const index = findRun(runs, at);
  const neighbour = index >= 0 ? runs[index].element : definitions[definitions.length - 1];
  const definition =
    insert.definition ??
    (neighbour ? (neighbour.cloneNode(true) as Element) : createElement(doc, 'table:table-column'));
  setRepeatCount(definition, COLUMNS_REPEATED, 1);
  if (index >= 0) {
    const there = isolateInRuns(runs, index, at, COLUMNS_REPEATED);
    there.parentNode!.insertBefore(definition, there);
  } else if (neighbour) neighbour.parentNode!.insertBefore(definition, neighbour.nextSibling);
  else
    grid.table.insertBefore(
      definition,
      elementChildren(grid.table).find(
        (child) =>
          ![
            'table:title',
            'table:desc',
            'table:table-source',
            'office:dde-source',
            'table:scenario',
            'office:forms',
            'table:shapes',
          ].includes(qname(child)),
      ) ?? null,
    );
  trimWidth(columnDefinitions(grid.table), () => true);
  grid.invalidateAll();
}

/** A cell inside a merged area: covered, no spans of its own. */
function asCovered(cell: Element): Element {
  const doc = cell.ownerDocument!;
  const covered = createElement(doc, 'table:covered-table-cell');
  for (const attribute of Array.from(cell.attributes))
    if (!/number-(columns|rows)-spanned$/.test(attribute.name))
      covered.setAttributeNodeNS(attribute.cloneNode(true) as typeof attribute);
  while (cell.firstChild) covered.appendChild(cell.firstChild);
  return covered;
}

/** Takes column `at` out of the table: its cell in every row and its definition. */
export function removeColumn(grid: SheetGrid, at: number): void {
  for (const span of spansAcross(grid, at)) {
    if (Number(attr(span.anchor, SPAN_COLUMNS)) > 1)
      setAttr(span.anchor, SPAN_COLUMNS, String(Number(attr(span.anchor, SPAN_COLUMNS)) - 1));
  }
  for (const row of tableRows(grid.table)) {
    const runs = repeatRuns(rowCells(row), COLUMNS_REPEATED);
    const index = findRun(runs, at);
    if (index < 0) continue;
    const cell = runs[index].element;
    if (runs[index].count > 1) {
      setRepeatCount(cell, COLUMNS_REPEATED, runs[index].count - 1);
      continue;
    }
    const columns = Number(attr(cell, SPAN_COLUMNS) ?? 1) || 1;
    const next = runs[index + 1]?.element;
    // An anchor leaving hands its merged area (one column narrower) to the cell right of it.
    if (qname(cell) === 'table:table-cell' && columns > 1 && next) {
      const heir = renameCell(next, 'table:table-cell');
      setAttr(heir, SPAN_COLUMNS, String(columns - 1));
      const rows = attr(cell, SPAN_ROWS);
      if (rows) setAttr(heir, SPAN_ROWS, rows);
    }
    row.removeChild(cell);
    if (!rowCells(row).length) row.appendChild(createElement(row.ownerDocument!, 'table:table-cell'));
  }
  const runs = repeatRuns(columnDefinitions(grid.table), COLUMNS_REPEATED);
  const index = findRun(runs, at);
  if (index >= 0) {
    const definition = runs[index].element;
    if (runs[index].count > 1) setRepeatCount(definition, COLUMNS_REPEATED, runs[index].count - 1);
    else if (runs.length > 1) definition.parentNode!.removeChild(definition);
  }
  grid.invalidateAll();
}
