import type { Element } from '@xmldom/xmldom';
import type { TableBlock } from '../../../../model/document';
import { attr, elementChildren, insertAfter, qname, setAttr } from './dom';

/**
 * Grid positions in ODF tables. A row's cells and a table's column definitions may each stand
 * for several grid columns (`table:number-columns-repeated`); editing one column means
 * splitting such an element so that the column starts, or is, an element of its own. Splitting
 * keeps the document equivalent, so it may happen while changes are still being planned.
 */

const REPEAT = 'table:number-columns-repeated';
const CELLS = new Set(['table:table-cell', 'table:covered-table-cell']);
const COLUMN_GROUPS = new Set(['table:table-columns', 'table:table-header-columns', 'table:table-column-group']);

export function repeatOf(element: Element): number {
  return Math.max(1, Number(attr(element, REPEAT) ?? '1') || 1);
}

function setRepeat(element: Element, count: number): void {
  if (count > 1) setAttr(element, REPEAT, String(count));
  else removeAttr(element, REPEAT);
}

export function removeAttr(element: Element, name: string): void {
  for (const attribute of Array.from(element.attributes)) if (qname(attribute) === name) element.removeAttributeNode(attribute);
}

/** The cells of a row element (covered ones included), in grid order. */
export function rowCells(row: Element): Element[] {
  return elementChildren(row).filter((child) => CELLS.has(qname(child)));
}

/** The column definitions of a table element, in grid order (groups opened, nested tables not). */
export function columnDefinitions(table: Element): Element[] {
  const out: Element[] = [];
  const visit = (container: Element) => {
    for (const child of elementChildren(container)) {
      const name = qname(child);
      if (name === 'table:table-column') out.push(child);
      else if (COLUMN_GROUPS.has(name)) visit(child);
    }
  };
  visit(table);
  return out;
}

/** Copies must not repeat an element's xml:id (the package would no longer validate). */
function withoutIds(element: Element): void {
  removeAttr(element, 'xml:id');
  for (const child of elementChildren(element)) withoutIds(child);
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
    if (at < position + count) {
      const rest = item.cloneNode(true) as Element;
      withoutIds(rest);
      setRepeat(item, at - position);
      setRepeat(rest, position + count - at);
      insertAfter(rest, item);
      return rest;
    }
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
  if (count > 1) setRepeat(element, count - 1);
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
  const unmerged = !!attr(cell, 'table:number-columns-spanned') || !!attr(cell, 'table:number-rows-spanned') || qname(cell) === 'table:covered-table-cell';
  let out = cell;
  if (qname(cell) === 'table:covered-table-cell') {
    out = create('table:table-cell');
    for (const attribute of Array.from(cell.attributes)) out.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    while (cell.firstChild) out.appendChild(cell.firstChild);
  }
  for (const name of [REPEAT, 'table:number-columns-spanned', 'table:number-rows-spanned']) removeAttr(out, name);
  if (!elementChildren(out).length) out.appendChild(create('text:p'));
  return { cell: out, unmerged };
}
