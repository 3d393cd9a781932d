import type { Element } from '@xmldom/xmldom';
import type { TableBlock } from '../../../../model/document';
import { COLUMNS_REPEATED, removeAttr, repeatCount, setRepeatCount, splitRepeated } from '../../../shared/odf-repeat';
import { attr, elementChildren, qname } from '../../../package/xml-dom';

/**
 * Grid positions in ODF tables. A row's cells and a table's column definitions may each stand
 * for several grid columns (`table:number-columns-repeated`); editing one column means
 * splitting such an element so that the column starts, or is, an element of its own. Splitting
 * keeps the document equivalent, so it may happen while changes are still being planned. The
 * repeat primitives are shared with the ODS writer (../../../shared/odf-repeat).
 */

export { columnDefinitions, removeAttr, rowCells } from '../../../shared/odf-repeat';

function repeatOf(element: Element): number {
  return repeatCount(element, COLUMNS_REPEATED);
}

/** The element covering grid position `at`, without splitting (for reading). */
export function elementAt(items: Element[], at: number): Element | undefined {
  let position = 0;
  for (const item of items) {
    const count = repeatOf(item);
    if (at < position + count) return item;
    position += count;
  }
  return undefined;
}

/**
 * The element that starts exactly at grid position `at`, splitting a repeated element that
 * covers it. Undefined when `at` is at or past the end.
 */
export function startAt(items: () => Element[], at: number): Element | undefined {
  let position = 0;
  for (const item of items()) {
    const count = repeatOf(item);
    if (at === position) return item;
    if (at < position + count) return splitRepeated(item, COLUMNS_REPEATED, at - position);
    position += count;
  }
  return undefined;
}

/**
 * Takes one grid column out of a cell or column definition: one repeat less, or the element
 * gone. The repeats of an element are alike, so which of them goes does not matter.
 */
export function dropOneColumn(element: Element): void {
  const count = repeatOf(element);
  if (count > 1) setRepeatCount(element, COLUMNS_REPEATED, count - 1);
  else element.parentNode?.removeChild(element);
}

/** The most common row width of a table: rows of another width have merged cells. */
export function usualWidth(table: TableBlock): number {
  const counts = new Map<number, number>();
  for (const row of table.rows) counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1] || y[0] - x[0])[0]?.[0] ?? 0;
}

/**
 * A copied cell fit to stand alone in one grid column: one repetition, no spans (the cells it
 * spanned with are not copied), a plain cell for a covered one. True when a span was dropped.
 */
export function standAloneCell(cell: Element, create: (name: string) => Element): { cell: Element; unmerged: boolean } {
  const unmerged =
    !!attr(cell, 'table:number-columns-spanned') ||
    !!attr(cell, 'table:number-rows-spanned') ||
    qname(cell) === 'table:covered-table-cell';
  let out = cell;
  if (qname(cell) === 'table:covered-table-cell') {
    out = create('table:table-cell');
    for (const attribute of Array.from(cell.attributes))
      out.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    while (cell.firstChild) out.appendChild(cell.firstChild);
  }
  for (const name of [COLUMNS_REPEATED, 'table:number-columns-spanned', 'table:number-rows-spanned'])
    removeAttr(out, name);
  if (!elementChildren(out).length) out.appendChild(create('text:p'));
  return { cell: out, unmerged };
}
