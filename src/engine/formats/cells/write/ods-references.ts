import { mapFormulaAreas, shiftArea, stringLiteralEnd, type AxisEdit } from './references';
import { decodeAttribute } from './xml-text';
import { escapeXml } from '../../package/xml-escape';

/**
 * Moving OpenDocument cell references when rows or columns of a sheet are put back or removed. ODF writes
 * a reference in brackets inside formulas (`of:=[.A5]`, `[Sheet2.A5:.B9]`, `[$'My sheet'.$A$1]`)
 * and bare in range addresses (`table:cell-range-address="$Data.$A$1:.$B$9"`); a second
 * endpoint without a sheet is on the first one's sheet, an endpoint without one at all is on the
 * sheet the formula lives on. The arithmetic is the XLSX writer's (./references `shiftArea`),
 * applied to the column-and-row part of each endpoint; string literals, external references
 * (`'file:…'#$Sheet1.A1`) and references spanning two sheets are left alone.
 */

/** Row and column edits per sheet name, each axis's in the order the edits were made. */
export type SheetShifts = Map<string, AxisEdit[]>;

interface Endpoint {
  /** The sheet part as written (`$'My sheet'`, `Data`, or '' for none). */
  sheetText: string;
  sheet: string | undefined;
  cell: string;
}

function unquoteSheet(text: string): string {
  const bare = text.startsWith('$') ? text.slice(1) : text;
  return bare.startsWith("'") ? bare.slice(1, -1).replace(/''/g, "'") : bare;
}

/** Splits on `separator` outside single quotes. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    if (ch === "'") quoted = !quoted;
    else if (ch === separator && !quoted) {
      parts.push(text.slice(start, k));
      start = k + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function endpointOf(text: string): Endpoint | undefined {
  let quoted = false;
  let dot = -1;
  for (let k = 0; k < text.length; k++) {
    if (text[k] === "'") quoted = !quoted;
    else if (text[k] === '.' && !quoted) dot = k;
  }
  // A bare address with no dot (`A1`) is how some producers write ranges on the own sheet.
  const sheetText = dot < 0 ? '' : text.slice(0, dot);
  const cell = text.slice(dot + 1);
  if (!/^(\$?[A-Za-z]{1,3}\$?\d{1,7}|\$?[A-Za-z]{1,3}|\$?\d{1,7})$/.test(cell)) return undefined;
  return { sheetText, sheet: sheetText ? unquoteSheet(sheetText) : undefined, cell };
}

/**
 * What becomes of an area (`A5`, `$A$1:$B$9`, without sheet) of sheet `sheet`: the moved area,
 * `#REF!`, or undefined to leave it as it was.
 */
export type OdsAreaMap = (area: string, sheet: string) => string | undefined;

/** The area map that applies the row edits of each shifted sheet. */
function shiftsMap(shifts: SheetShifts): OdsAreaMap {
  return (area, sheet) => {
    const steps = shifts.get(sheet);
    if (!steps?.length) return undefined;
    // A range down to the last row (a whole column as ODF writes it) keeps its end there: shiftArea clamps it.
    // Columns and rows move independently; shiftArea takes the edits of one axis at a time.
    let out: string | undefined = area;
    for (const axis of ['col', 'row'] as const) {
      const ofAxis = steps.filter((step) => step.axis === axis);
      if (ofAxis.length && out !== undefined && out !== '#REF!') out = shiftArea(out, ofAxis) ?? out;
    }
    return out;
  };
}

/** One reference body (`.A5`, `$Data.$A$1:.$B$9`) moved, or as it was when it is not on a shifted sheet. */
export function shiftReference(body: string, shifts: SheetShifts, ownSheet: string | undefined): string {
  return mapReference(body, ownSheet, shiftsMap(shifts));
}

/** One reference body with its area passed through `map`; external references and ones spanning two sheets stay. */
function mapReference(body: string, ownSheet: string | undefined, map: OdsAreaMap): string {
  if (body.includes('#')) return body;
  const parts = splitOutsideQuotes(body, ':');
  if (parts.length > 2) return body;
  const ends = parts.map(endpointOf);
  if (ends.some((e) => !e)) return body;
  const [first, second] = ends as Endpoint[];
  const sheet = first.sheet ?? ownSheet;
  if (second?.sheet !== undefined && second.sheet !== sheet) return body;
  if (sheet === undefined) return body;
  const area = second ? `${first.cell}:${second.cell}` : first.cell;
  const moved = map(area, sheet);
  if (moved === undefined || moved === area) return body;
  if (moved === '#REF!') return `${first.sheetText}.#REF!`;
  const [a, b] = moved.split(':');
  const prefix = (end: Endpoint, original: string) => (original.includes('.') ? `${end.sheetText}.` : '');
  return second ? `${prefix(first, parts[0])}${a}:${prefix(second, parts[1])}${b}` : `${prefix(first, parts[0])}${a}`;
}

/**
 * A formula (`of:=SUM([.A1:.A9])`) with its bracketed references moved. Formulas in Excel's
 * syntax (`msoxl:=SUM(A1:A9)`, from older Excel versions) go through the XLSX writer's shifter.
 */
export function shiftOdsFormula(formula: string, shifts: SheetShifts, ownSheet: string | undefined): string {
  return mapOdsFormula(formula, ownSheet, shiftsMap(shifts));
}

/** A formula with the area of each reference (on `ownSheet` when it names none) passed through `map`. */
export function mapOdsFormula(formula: string, ownSheet: string | undefined, map: OdsAreaMap): string {
  const excel = /^msoxl:=?/.exec(formula);
  if (excel) {
    const body = mapFormulaAreas(formula.slice(excel[0].length), (area, target) => {
      const sheet = target.kind === 'local' ? ownSheet : target.kind === 'sheet' ? target.sheet : undefined;
      return (sheet !== undefined && map(area, sheet)) || area;
    });
    return `${excel[0]}${body}`;
  }
  let out = '';
  let i = 0;
  const n = formula.length;
  while (i < n) {
    const ch = formula[i];
    if (ch === '"') {
      const end = stringLiteralEnd(formula, i);
      out += formula.slice(i, end);
      i = end;
      continue;
    }
    if (ch === '[') {
      let k = i + 1;
      let quoted = false;
      for (; k < n; k++) {
        if (formula[k] === "'") quoted = !quoted;
        else if (formula[k] === ']' && !quoted) break;
      }
      if (k >= n) return out + formula.slice(i);
      out += `[${mapReference(formula.slice(i + 1, k), ownSheet, map)}]`;
      i = k + 1;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/** A space-separated list of range addresses (`$Data.$A$1:.$B$9 Data.C3`) moved. */
export function shiftRangeList(value: string, shifts: SheetShifts, ownSheet: string | undefined): string {
  return value
    .split(' ')
    .map((part) => (part ? shiftReference(part, shifts, ownSheet) : part))
    .join(' ');
}

const FORMULA_ATTRIBUTES = new Set(['table:formula', 'table:expression', 'table:condition', 'calcext:value']);

/** Rows the writer inserted carry this attribute until the references are moved: their content is already in the new numbering. */
export const NEW_ROW_MARK = 'ddnew';
/** Formulas the writer brought from the source start with this until the references are moved, for the same reason. */
export const KEPT_FORMULA_MARK = 'ddkeep:';

/** content.xml without the marks, when no reference moves. */
export function dropMarks(xml: string): string {
  return xml
    .split(` ${NEW_ROW_MARK}="1"`)
    .join('')
    .replace(new RegExp(`(:formula=")${KEPT_FORMULA_MARK}`, 'g'), '$1');
}

/**
 * content.xml (with the `table:` and `calcext:` prefixes LibreOffice binds) with every reference
 * into a shifted sheet moved: cell formulas, named ranges and expressions, validation
 * conditions, conditional formats, database and print ranges. Rows marked as new and formulas
 * marked as kept are skipped and unmarked.
 */
const RANGE_ATTRIBUTES = [
  'table:cell-range-address',
  'table:base-cell-address',
  'table:target-range-address',
  'table:end-cell-address',
  'table:print-ranges',
  'calcext:target-range-address',
  'calcext:base-cell-address',
  'draw:notify-on-update-of-ranges',
];
/** Range addresses of a chart object's content.xml. */
export const CHART_RANGE_ATTRIBUTES = [
  'table:cell-range-address',
  'chart:values-cell-range-address',
  'chart:label-cell-address',
];

export function shiftContentReferences(
  xml: string,
  shifts: SheetShifts,
  rangeAttributes: readonly string[] = RANGE_ATTRIBUTES,
): string {
  const names = [...FORMULA_ATTRIBUTES, ...rangeAttributes].join('|');
  const pattern = new RegExp(`<table:table[\\s>]|</table:table>| ${NEW_ROW_MARK}="1"|\\s(${names})="([^"]*)"`, 'g');
  const pieces: string[] = [];
  let copied = 0;
  let sheet: string | undefined;
  let skipUntil = -1;
  for (let m = pattern.exec(xml); m; m = pattern.exec(xml)) {
    const whole = m[0];
    if (whole.startsWith('<table:table')) {
      const end = xml.indexOf('>', m.index);
      const name = / table:name="([^"]*)"/.exec(xml.slice(m.index, end + 1));
      sheet = name ? decodeAttribute(name[1]) : undefined;
      continue;
    }
    if (whole === '</table:table>') {
      sheet = undefined;
      continue;
    }
    if (whole === ` ${NEW_ROW_MARK}="1"`) {
      pieces.push(xml.slice(copied, m.index));
      copied = m.index + whole.length;
      skipUntil = xml.indexOf('</table:table-row>', m.index);
      continue;
    }
    const [, name, raw] = m;
    if (name === 'table:formula' && raw.startsWith(KEPT_FORMULA_MARK)) {
      const valueStart = m.index + whole.length - raw.length - 1;
      pieces.push(xml.slice(copied, valueStart));
      copied = valueStart + KEPT_FORMULA_MARK.length;
      continue;
    }
    if (m.index < skipUntil) continue;
    const value = decodeAttribute(raw);
    const moved = FORMULA_ATTRIBUTES.has(name)
      ? shiftOdsFormula(value, shifts, sheet)
      : shiftRangeList(value, shifts, sheet);
    if (moved === value) continue;
    const valueStart = m.index + whole.length - raw.length - 1;
    pieces.push(xml.slice(copied, valueStart), escapeXml(moved));
    copied = valueStart + raw.length;
  }
  if (!pieces.length) return xml;
  pieces.push(xml.slice(copied));
  return pieces.join('');
}
