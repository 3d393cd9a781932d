import { mapFormulaReferences } from '../formula';
import { decodeEntities } from '../scan';
import { escapeXml } from './package';

/**
 * Inserting and removing whole rows of a worksheet part, as text: rows at or below a row move
 * by a count, and so do the references that point at them inside the sheet — cell and row
 * numbers, formulas of this sheet (cells, conditional formats, validations), merged ranges,
 * `ref`/`sqref` ranges — and the notes anchored there (comments part, VML shapes). References
 * from other sheets, defined names and charts are not renumbered; the writer warns.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function shiftRow(row: number, at: number, delta: number): number {
  return row >= at ? row + delta : row;
}

/** `A5`, `$B$7:C9`, `A1 B3:B4` with 1-based rows at or after row `at` (0-based) moved. */
function shiftRanges(value: string, at: number, delta: number): string {
  return value.replace(/(\$?[A-Za-z]{1,3}\$?)(\d+)/g, (_m, col: string, row: string) => `${col}${shiftRow(Number(row) - 1, at, delta) + 1}`);
}

function shiftFormulaText(escaped: string, at: number, delta: number): string {
  const formula = decodeEntities(escaped);
  const shifted = mapFormulaReferences(formula, (sheet, row, col) => (sheet === undefined ? { row: shiftRow(row, at, delta), col } : undefined));
  return shifted === formula ? escaped : escapeXml(shifted);
}

/** Moves rows `at` and below by `delta` (0-based `at`). */
export function shiftWorksheetRows(xml: string, at: number, delta: number): string {
  const p = /<([\w.-]+:)?worksheet[\s>]/.exec(xml)?.[1] ?? '';
  const e = escapeRegExp(p);
  let out = xml.replace(new RegExp(`(<${e}row\\b[^>]*?\\br=")(\\d+)(")`, 'g'), (_m, a: string, r: string, b: string) => `${a}${shiftRow(Number(r) - 1, at, delta) + 1}${b}`);
  out = out.replace(new RegExp(`(<${e}c\\b[^>]*?\\br=")([A-Za-z]+)(\\d+)(")`, 'g'), (_m, a: string, col: string, r: string, b: string) => `${a}${col}${shiftRow(Number(r) - 1, at, delta) + 1}${b}`);
  out = out.replace(new RegExp(`(<${e}(?:f|formula|formula1|formula2)\\b[^>]*>)([^<]*)(</${e}(?:f|formula|formula1|formula2)>)`, 'g'), (_m, open: string, text: string, close: string) => `${open}${shiftFormulaText(text, at, delta)}${close}`);
  out = out.replace(/(\s(?:ref|sqref)=")([^"]*)(")/g, (_m, a: string, value: string, b: string) => `${a}${shiftRanges(value, at, delta)}${b}`);
  return out;
}

/** Inserts row elements (already numbered) before the first row numbered after them. */
export function insertRowElements(xml: string, at: number, rowsXml: string): string {
  const p = /<([\w.-]+:)?worksheet[\s>]/.exec(xml)?.[1] ?? '';
  const e = escapeRegExp(p);
  const rowTag = new RegExp(`<${e}row\\b[^>]*?\\br="(\\d+)"`, 'g');
  for (let m = rowTag.exec(xml); m; m = rowTag.exec(xml)) {
    if (Number(m[1]) - 1 >= at) return xml.slice(0, m.index) + rowsXml + xml.slice(m.index);
  }
  const selfClosed = new RegExp(`<${e}sheetData\\s*/>`).exec(xml);
  if (selfClosed) return xml.replace(selfClosed[0], `<${p}sheetData>${rowsXml}</${p}sheetData>`);
  const close = xml.indexOf(`</${p}sheetData>`);
  return xml.slice(0, close) + rowsXml + xml.slice(close);
}

/** Removes the row element numbered `row` (0-based); the caller shifts what follows. */
export function removeRowElement(xml: string, row: number): string {
  const p = /<([\w.-]+:)?worksheet[\s>]/.exec(xml)?.[1] ?? '';
  const e = escapeRegExp(p);
  const open = new RegExp(`<${e}row\\b[^>]*?\\br="${row + 1}"[^>]*?(/?)>`).exec(xml);
  if (!open) return xml;
  if (open[1] === '/') return xml.slice(0, open.index) + xml.slice(open.index + open[0].length);
  const close = xml.indexOf(`</${p}row>`, open.index);
  return xml.slice(0, open.index) + xml.slice(close + `</${p}row>`.length);
}

/** Comment refs of a comments part. */
export function shiftCommentRefs(xml: string, at: number, delta: number): string {
  return xml.replace(/(\sref=")([^"]*)(")/g, (_m, a: string, value: string, b: string) => `${a}${shiftRanges(value, at, delta)}${b}`);
}

/** Note shapes of a VML drawing: `x:Row` and the rows of `x:Anchor`. */
export function shiftVmlRows(vml: string, at: number, delta: number): string {
  return vml
    .replace(/(<x:Row>)(\d+)(<\/x:Row>)/g, (_m, a: string, r: string, b: string) => `${a}${shiftRow(Number(r), at, delta)}${b}`)
    .replace(/(<x:Anchor>)([^<]*)(<\/x:Anchor>)/g, (_m, a: string, value: string, b: string) => {
      const parts = value.split(',').map((v) => v.trim());
      if (parts.length !== 8) return `${a}${value}${b}`;
      parts[2] = String(shiftRow(Number(parts[2]), at, delta));
      parts[6] = String(shiftRow(Number(parts[6]), at, delta));
      return `${a}${parts.join(', ')}${b}`;
    });
}
