import { columnName } from '../refs';
import { escapeRegExp, worksheetPrefix } from './xml-text';

/**
 * Whole columns of a worksheet part, as text: removing a column's cells, and reading or setting
 * one column's `<col>` entry (width, hidden, style) so a column put back keeps the source's
 * width. References are moved separately (./rows `shiftPackage`).
 */

/** Removes every cell of column `col` (0-based); the caller shifts what follows. */
export function removeColumnCells(xml: string, col: number): string {
  const e = escapeRegExp(worksheetPrefix(xml));
  const letters = columnName(col);
  return xml.replace(new RegExp(`<${e}c\\b[^>]*?\\br="${letters}\\d+"[^>]*?(?:/>|>[\\s\\S]*?</${e}c>)`, 'g'), '');
}

interface ColEntry {
  min: number;
  max: number;
  tag: string;
}

function colEntries(xml: string): { entries: ColEntry[]; start: number; end: number } | undefined {
  const p = worksheetPrefix(xml);
  const e = escapeRegExp(p);
  const cols = new RegExp(`<${e}cols(?:\\s[^>]*)?>([\\s\\S]*?)</${e}cols>`).exec(xml);
  if (!cols) return undefined;
  const entries: ColEntry[] = [];
  for (const m of cols[1].matchAll(new RegExp(`<${e}col\\b[^>]*?/>`, 'g'))) {
    const min = Number(/\bmin="(\d+)"/.exec(m[0])?.[1]);
    const max = Number(/\bmax="(\d+)"/.exec(m[0])?.[1]);
    if (min && max) entries.push({ min, max, tag: m[0] });
  }
  return { entries, start: cols.index, end: cols.index + cols[0].length };
}

/** The `<col>` entry that covers column `col` (0-based), as a tag for that column alone. */
export function columnEntry(xml: string, col: number): string | undefined {
  const found = colEntries(xml)?.entries.find((c) => c.min <= col + 1 && col + 1 <= c.max);
  return found ? withSpan(found.tag, col + 1, col + 1) : undefined;
}

function withSpan(tag: string, min: number, max: number): string {
  return tag.replace(/\bmin="\d+"/, `min="${min}"`).replace(/\bmax="\d+"/, `max="${max}"`);
}

/** Gives column `col` (0-based) its own `<col>` entry, splitting any entry that spans it. */
export function setColumnEntry(xml: string, col: number, entry: string): string {
  const p = worksheetPrefix(xml);
  const n = col + 1;
  const tag = withSpan(entry.replace(/^<[\w.-]*col\b/, `<${p}col`), n, n);
  const found = colEntries(xml);
  if (!found) {
    const sheetData = new RegExp(`<${escapeRegExp(p)}sheetData[\\s/>]`).exec(xml);
    if (!sheetData) return xml;
    return `${xml.slice(0, sheetData.index)}<${p}cols>${tag}</${p}cols>${xml.slice(sheetData.index)}`;
  }
  const out: ColEntry[] = [];
  for (const c of found.entries) {
    if (c.max < n || c.min > n) out.push(c);
    else {
      if (c.min < n) out.push({ min: c.min, max: n - 1, tag: withSpan(c.tag, c.min, n - 1) });
      if (c.max > n) out.push({ min: n + 1, max: c.max, tag: withSpan(c.tag, n + 1, c.max) });
    }
  }
  out.push({ min: n, max: n, tag });
  out.sort((x, y) => x.min - y.min);
  return `${xml.slice(0, found.start)}<${p}cols>${out.map((c) => c.tag).join('')}</${p}cols>${xml.slice(found.end)}`;
}

/**
 * The cells of every row in column order, as Excel requires, after a move renumbered them
 * (cells hold no cells, so each runs to its own end tag).
 */
export function sortCellElements(xml: string): string {
  const e = escapeRegExp(worksheetPrefix(xml));
  const cell = new RegExp(`<${e}c\\b[^>]*?(?:/>|>[\\s\\S]*?</${e}c>)`, 'g');
  const column = (tag: string) => {
    const letters = /\br="([A-Za-z]+)\d+"/.exec(tag)?.[1] ?? '';
    let n = 0;
    for (const ch of letters.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
    return n;
  };
  return xml.replace(
    new RegExp(`(<${e}row\\b[^>]*[^/]>)([\\s\\S]*?)(</${e}row>)`, 'g'),
    (_m, open: string, content: string, close: string) => {
      const cells = content.match(cell) ?? [];
      const sorted = cells
        .map((tag, k) => ({ tag, k, col: column(tag) }))
        .sort((x, y) => x.col - y.col || x.k - y.k)
        .map((c) => c.tag);
      return `${open}${sorted.join('')}${close}`;
    },
  );
}
