import type { Element } from '@xmldom/xmldom';
import { attr, elementChildren, insertAfter, qname, setAttr } from '../package/odf-dom';

/**
 * Repeated elements of ODF tables. ODF compresses equal neighbours: one `table:table-row` may
 * stand for several rows (`table:number-rows-repeated`), one cell or column definition for
 * several columns (`table:number-columns-repeated`). Editing one grid position means splitting
 * such an element so that the position is, or starts, an element of its own; a split keeps the
 * document equivalent. Used by the ODS writer (rows and cells) and the ODT writer (columns).
 */

export const ROWS_REPEATED = 'table:number-rows-repeated';
export const COLUMNS_REPEATED = 'table:number-columns-repeated';

const CELLS = new Set(['table:table-cell', 'table:covered-table-cell']);
const ROW_GROUPS = new Set(['table:table-row-group', 'table:table-header-rows', 'table:table-rows']);
const COLUMN_GROUPS = new Set(['table:table-column-group', 'table:table-header-columns', 'table:table-columns']);

/** How many grid positions the element stands for by `attribute` (1 when absent or invalid). */
export function repeatCount(element: Element, attribute: string): number {
  return Math.max(1, Number(attr(element, attribute) ?? 1) || 1);
}

/** Sets the element's repeat count; 1 is written as no attribute, as ODF producers do. */
export function setRepeatCount(element: Element, attribute: string, count: number): void {
  if (count > 1) setAttr(element, attribute, String(count));
  else removeAttr(element, attribute);
}

/** Removes an attribute by its canonical name, whatever prefix the file binds. */
export function removeAttr(element: Element, name: string): void {
  for (const attribute of Array.from(element.attributes)) {
    if (qname(attribute as unknown as Element) === name || attribute.name === name)
      element.removeAttributeNode(attribute);
  }
}

/** Copies must not repeat an element's xml:id (the package would no longer validate). */
function withoutIds(element: Element): void {
  removeAttr(element, 'xml:id');
  for (const child of elementChildren(element)) withoutIds(child);
}

/**
 * Splits a repeated element after its first `offset` repetitions (0 < offset < count): the
 * element keeps those, a copy inserted right after it stands for the rest. Returns the copy.
 */
export function splitRepeated(element: Element, attribute: string, offset: number): Element {
  const count = repeatCount(element, attribute);
  const rest = element.cloneNode(true) as Element;
  withoutIds(rest);
  setRepeatCount(element, attribute, offset);
  setRepeatCount(rest, attribute, count - offset);
  insertAfter(rest, element);
  return rest;
}

/** A repeated element and the grid positions it covers: [start, start + count). */
export interface RepeatRun {
  element: Element;
  start: number;
  count: number;
}

/** The grid runs of elements laid one after another. */
export function repeatRuns(elements: Iterable<Element>, attribute: string): RepeatRun[] {
  const runs: RepeatRun[] = [];
  let next = 0;
  for (const element of elements) {
    const count = repeatCount(element, attribute);
    runs.push({ element, start: next, count });
    next += count;
  }
  return runs;
}

/** Index of the run covering `position` (runs in grid order), or -1. */
export function findRun(runs: readonly RepeatRun[], position: number): number {
  let lo = 0;
  let hi = runs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const run = runs[mid];
    if (position < run.start) hi = mid - 1;
    else if (position >= run.start + run.count) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/**
 * Makes position `at` of run `index` an element of its own (splitting before and after it) and
 * updates `runs` to match; returns that element.
 */
export function isolateInRuns(runs: RepeatRun[], index: number, at: number, attribute: string): Element {
  const run = runs[index];
  if (run.count === 1) return run.element;
  const before = at - run.start;
  const after = run.start + run.count - 1 - at;
  const pieces: RepeatRun[] = [];
  let element = run.element;
  if (before > 0) {
    pieces.push({ element, start: run.start, count: before });
    element = splitRepeated(element, attribute, before);
  }
  pieces.push({ element, start: at, count: 1 });
  if (after > 0) pieces.push({ element: splitRepeated(element, attribute, 1), start: at + 1, count: after });
  runs.splice(index, 1, ...pieces);
  return element;
}

/** The cells of a row element (covered ones included), in grid order. */
export function rowCells(row: Element): Element[] {
  return elementChildren(row).filter((child) => CELLS.has(qname(child)));
}

/** Elements named `name` of a table, in order, groups opened (nested tables not). */
function tableChildren(table: Element, name: string, groups: Set<string>): Element[] {
  const out: Element[] = [];
  const visit = (container: Element) => {
    for (const child of elementChildren(container)) {
      const childName = qname(child);
      if (childName === name) out.push(child);
      else if (groups.has(childName)) visit(child);
    }
  };
  visit(table);
  return out;
}

/** The row elements of a table, in grid order (row groups and header rows opened). */
export function tableRows(table: Element): Element[] {
  return tableChildren(table, 'table:table-row', ROW_GROUPS);
}

/** The column definitions of a table, in grid order (groups opened). */
export function columnDefinitions(table: Element): Element[] {
  return tableChildren(table, 'table:table-column', COLUMN_GROUPS);
}
