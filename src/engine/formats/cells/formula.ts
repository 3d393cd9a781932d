import { columnIndex, columnName } from './refs';
import { translateFormula } from './write/references';

/**
 * Cell references inside formulas: found outside string literals, each handed to a mapper that
 * may move it. Used to expand shared formulas and to compare formulas across inserted and
 * deleted rows (a formula whose references only followed their cells is not a change).
 */

/** A reference's sheet as written (quotes removed), or undefined for the formula's own sheet. */
export type RefMapper = (
  sheet: string | undefined,
  row: number,
  col: number,
  absoluteRow: boolean,
  absoluteCol: boolean,
) => { row: number; col: number } | undefined;

const REFERENCE = /(?<![\w.$'])((?:'(?:[^']|'')+'|[A-Za-z_][\w.]*)!)?(\$?)([A-Za-z]{1,3})(\$?)(\d+)(?![\w(!])/g;

export function mapFormulaReferences(formula: string, mapper: RefMapper): string {
  let out = '';
  let i = 0;
  while (i < formula.length) {
    const quote = formula.indexOf('"', i);
    const end = quote < 0 ? formula.length : quote;
    out += mapSegment(formula.slice(i, end), mapper);
    if (quote < 0) break;
    const close = findStringEnd(formula, quote);
    out += formula.slice(quote, close);
    i = close;
  }
  return out;
}

function findStringEnd(formula: string, start: number): number {
  let k = start + 1;
  while (k < formula.length) {
    if (formula[k] === '"') {
      if (formula[k + 1] === '"') k += 2;
      else return k + 1;
    } else k++;
  }
  return formula.length;
}

function mapSegment(segment: string, mapper: RefMapper): string {
  return segment.replace(
    REFERENCE,
    (whole, sheetPart: string | undefined, dollarCol: string, letters: string, dollarRow: string, digits: string) => {
      const col = columnIndex(letters);
      const row = Number(digits) - 1;
      if (col < 0 || col > 16383 || row < 0 || row > 1048575) return whole;
      const sheet = sheetPart ? unquote(sheetPart.slice(0, -1)) : undefined;
      const moved = mapper(sheet, row, col, dollarRow === '$', dollarCol === '$');
      if (!moved || moved.row < 0 || moved.col < 0) return whole;
      return `${sheetPart ?? ''}${dollarCol}${columnName(moved.col)}${dollarRow}${moved.row + 1}`;
    },
  );
}

function unquote(name: string): string {
  return name.startsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
}

/**
 * A shared formula as seen from a cell `rows`/`cols` away from its master cell, as Excel expands
 * it: every reference form moves (`A1`, ranges, whole columns `F:G`, whole rows `3:4`, sheet-
 * qualified ones), `$` parts stay, and one pushed off the sheet is `#REF!`.
 */
export function shiftFormula(formula: string, rows: number, cols: number): string {
  return translateFormula(formula, rows, cols);
}
