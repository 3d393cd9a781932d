import type { EngineChange } from '../../../diff/types';
import type { SheetData } from '../model';
import { columnIndex, columnName } from '../refs';

/**
 * Moving references when whole rows or columns of one sheet are inserted or removed: one edit
 * (`AxisEdit`) maps every row or column index of that sheet, and the helpers here apply it to
 * formulas (tokenised: string literals, quoted sheet names, structured and external references
 * are left alone), to range lists of `ref`/`sqref` attributes, and to single indexes.
 */

export interface AxisEdit {
  /** The sheet whose rows or columns move (its name as formulas spell it, unquoted). */
  sheet: string;
  axis: 'row' | 'col';
  /** 0-based first row or column inserted before, or removed. */
  at: number;
  /** Positive: that many inserted at `at`; negative: that many removed from `at` on; 0 with `to`: a move. */
  count: number;
  /**
   * A move (a rejected moved row or column going back): the one at `at` goes before the one
   * that was at `to`; references to it follow it, the others close up around it.
   */
  to?: number;
}

/**
 * One edit, or several of one sheet and axis applied in order (each in the numbering the ones
 * before it left), so a run of rows put back costs one pass over the package.
 */
export type Shift = AxisEdit | readonly AxisEdit[];

export function stepsOf(shift: Shift): readonly AxisEdit[] {
  return Array.isArray(shift) ? shift : [shift as AxisEdit];
}

/** The new index of `index`, or undefined when the shift removed it. */
export function shiftIndex(index: number, shift: Shift): number | undefined {
  let out: number | undefined = index;
  for (const step of stepsOf(shift)) if (out !== undefined) out = shiftOne(out, step);
  return out;
}

/** Like shiftIndex, but a removed index lands on the first one after the removal. */
export function clampIndex(index: number, shift: Shift): number {
  let out = index;
  for (const step of stepsOf(shift)) out = shiftOne(out, step) ?? step.at;
  return out;
}

function shiftOne(index: number, edit: AxisEdit): number | undefined {
  if (edit.to !== undefined) {
    const { at: from, to } = edit;
    if (index === from) return to > from ? to - 1 : to;
    if (to > from) return index > from && index < to ? index - 1 : index;
    return index >= to && index < from ? index + 1 : index;
  }
  if (index < edit.at) return index;
  if (edit.count > 0) return index + edit.count;
  const removed = -edit.count;
  return index >= edit.at + removed ? index - removed : undefined;
}

/**
 * A span's new ends; undefined when the edit removed all of it. Removal inside shrinks it. With
 * a `limit` (the sheet's last index), an insertion that pushes the end past it keeps the end at
 * the limit as spreadsheet programs do (`B2:B1048576` stays down to the last row), and one that
 * pushes the start past it removes the span.
 */
export function shiftSpan(first: number, last: number, shift: Shift, limit = Infinity): [number, number] | undefined {
  let span: [number, number] | undefined = [first, last];
  for (const edit of stepsOf(shift)) {
    if (!span) return undefined;
    if (edit.to !== undefined) {
      // The moved one alone follows the move; a range it was part of closes up behind it and
      // takes it in where it lands inside the range.
      if (span[0] === edit.at && span[1] === edit.at) {
        const moved: number = shiftOne(edit.at, edit)!;
        span = [moved, moved];
      } else {
        const landing = edit.to > edit.at ? edit.to - 1 : edit.to;
        span = shiftSpan(
          span[0],
          span[1],
          [
            { ...edit, to: undefined, count: -1 },
            { ...edit, to: undefined, at: landing, count: 1 },
          ],
          limit,
        );
      }
      continue;
    }
    if (edit.count > 0) {
      const a: number = shiftOne(span[0], edit)!;
      span = a > limit ? undefined : [a, Math.min(shiftOne(span[1], edit)!, limit)];
    } else {
      const a: number = shiftOne(span[0], edit) ?? edit.at;
      const b: number = shiftOne(span[1], edit) ?? edit.at - 1;
      span = a > b ? undefined : [a, b];
    }
  }
  return span;
}

export const MAX_ROW = 1048575;
export const MAX_COL = 16383;

interface Endpoint {
  col?: { index: number; absolute: boolean };
  row?: { index: number; absolute: boolean };
}

function endpointText(e: Endpoint): string {
  return `${e.col ? `${e.col.absolute ? '$' : ''}${columnName(e.col.index)}` : ''}${e.row ? `${e.row.absolute ? '$' : ''}${e.row.index + 1}` : ''}`;
}

const CELL = /^(\$?)([A-Za-z]{1,3})(\$?)(\d{1,7})$/;
const COLUMN = /^(\$?)([A-Za-z]{1,3})$/;
const ROW = /^(\$?)(\d{1,7})$/;

function parseEndpoint(text: string, kind: 'cell' | 'col' | 'row'): Endpoint | undefined {
  if (kind === 'cell') {
    const m = CELL.exec(text);
    if (!m) return undefined;
    const col = columnIndex(m[2]);
    const row = Number(m[4]) - 1;
    if (col < 0 || col > MAX_COL || row < 0 || row > MAX_ROW) return undefined;
    return { col: { index: col, absolute: m[1] === '$' }, row: { index: row, absolute: m[3] === '$' } };
  }
  if (kind === 'col') {
    const m = COLUMN.exec(text);
    const col = m ? columnIndex(m[2]) : -1;
    return m && col >= 0 && col <= MAX_COL ? { col: { index: col, absolute: m[1] === '$' } } : undefined;
  }
  const m = ROW.exec(text);
  const row = m ? Number(m[2]) - 1 : -1;
  return m && row >= 0 && row <= MAX_ROW ? { row: { index: row, absolute: m[1] === '$' } } : undefined;
}

/**
 * An area (`B7`, `$A$1:C9`, `A:C`, `3:5`) after the edit; `#REF!` when the edit removed it;
 * undefined when the text is not an area.
 */
export function shiftArea(area: string, edit: Shift): string | undefined {
  const [firstText, secondText, extra] = area.split(':');
  if (extra !== undefined) return undefined;
  const kinds: ('cell' | 'col' | 'row')[] = secondText === undefined ? ['cell'] : ['cell', 'col', 'row'];
  for (const kind of kinds) {
    const first = parseEndpoint(firstText, kind);
    const second = secondText === undefined ? first : parseEndpoint(secondText, kind);
    if (!first || !second) continue;
    const key = stepsOf(edit)[0]?.axis === 'col' ? 'col' : 'row';
    const a = first[key];
    const b = second[key];
    if (!a || !b) return area;
    const span = shiftSpan(
      Math.min(a.index, b.index),
      Math.max(a.index, b.index),
      edit,
      key === 'row' ? MAX_ROW : MAX_COL,
    );
    if (!span) return '#REF!';
    const [lo, hi] = span;
    const swapped = a.index > b.index;
    const na = { ...first, [key]: { ...a, index: swapped ? hi : lo } };
    const nb = { ...second, [key]: { ...b, index: swapped ? lo : hi } };
    return secondText === undefined ? endpointText(na) : `${endpointText(na)}:${endpointText(nb)}`;
  }
  return undefined;
}

/** Where each row (or column) index of a sheet lands after edits; undefined when it is gone. */
export type IndexMap = (index: number) => number | undefined;

/**
 * An area (`B7`, `$A$1:C9`, `3:5`) with its rows or columns carried through `map`, which need not
 * be a single edit (rows put back, rows removed, rows kept elsewhere): a cell whose index is gone
 * is `#REF!`; a range keeps the first and last of its indexes that remain (`#REF!` when none
 * does). Undefined when the text is not an area; unchanged when it has no index of that axis.
 */
export function mapAreaIndexes(area: string, axis: 'row' | 'col', map: IndexMap): string | undefined {
  const [firstText, secondText, extra] = area.split(':');
  if (extra !== undefined) return undefined;
  const kinds: ('cell' | 'col' | 'row')[] = secondText === undefined ? ['cell'] : ['cell', 'col', 'row'];
  const limit = axis === 'row' ? MAX_ROW : MAX_COL;
  for (const kind of kinds) {
    const first = parseEndpoint(firstText, kind);
    const second = secondText === undefined ? first : parseEndpoint(secondText, kind);
    if (!first || !second) continue;
    const a = first[axis];
    const b = second[axis];
    if (!a || !b) return area;
    const lo = Math.min(a.index, b.index);
    const hi = Math.max(a.index, b.index);
    let newLo: number | undefined;
    for (let k = lo; k <= hi && newLo === undefined; k++) newLo = map(k);
    let newHi: number | undefined;
    for (let k = hi; k >= lo && newHi === undefined; k--) newHi = map(k);
    if (newLo === undefined || newHi === undefined || newLo > limit) return '#REF!';
    newHi = Math.min(newHi, limit);
    const swapped = a.index > b.index;
    const na = { ...first, [axis]: { ...a, index: swapped ? newHi : newLo } };
    const nb = { ...second, [axis]: { ...b, index: swapped ? newLo : newHi } };
    return secondText === undefined ? endpointText(na) : `${endpointText(na)}:${endpointText(nb)}`;
  }
  return undefined;
}

/**
 * A formula (without `=`) written for the source workbook, with its references carried into the
 * result: `rowMaps` and `colMaps` say, per sheet name, where that sheet's source rows and columns
 * landed; unqualified references are on `ownSheet`. Sheets without a map are left alone.
 */
export function mapSourceFormula(
  formula: string,
  ownSheet: string,
  rowMaps: ReadonlyMap<string, IndexMap>,
  colMaps: ReadonlyMap<string, IndexMap> = new Map(),
): string {
  return mapFormulaAreas(formula, (area, target) => {
    const sheet = target.kind === 'local' ? ownSheet : target.kind === 'sheet' ? target.sheet : undefined;
    return sheet === undefined ? area : mapSheetArea(area, rowMaps.get(sheet), colMaps.get(sheet));
  });
}

/** An area carried through a sheet's row map and column map (either may be missing). */
export function mapSheetArea(area: string, rowMap: IndexMap | undefined, colMap: IndexMap | undefined): string {
  let out = area;
  if (rowMap) out = mapAreaIndexes(out, 'row', rowMap) ?? out;
  if (colMap && out !== '#REF!') out = mapAreaIndexes(out, 'col', colMap) ?? out;
  return out;
}

/**
 * Source column (or row) → target column: those not reported as deleted or inserted pair in
 * order, without end (columns right of the data pair too); a moved one goes where it moved to;
 * undefined for a deleted source one.
 */
export function axisMapping(
  unit: 'row' | 'column',
  sourceSheet: SheetData,
  sheet: SheetData,
  changes: readonly EngineChange[],
): IndexMap {
  const deleted: number[] = [];
  const inserted: number[] = [];
  const moved = new Map<number, number>();
  const indexOf = (path: string | undefined) => Number((path ?? '').replace(`${unit}:`, ''));
  for (const change of changes) {
    if (change.unit !== unit) continue;
    const fromSource = change.source?.story === `sheet:${sourceSheet.name}`;
    const toTarget = change.target?.story === `sheet:${sheet.name}`;
    if (change.kind === 'Deleted' && fromSource) deleted.push(indexOf(change.source!.locator?.path));
    if (change.kind === 'Inserted' && toTarget) inserted.push(indexOf(change.target!.locator?.path));
    // A move leaves its source place and takes a target place: the others pair around both.
    if (change.kind === 'Moved' && fromSource && toTarget) {
      const from = indexOf(change.source!.locator?.path);
      const to = indexOf(change.target!.locator?.path);
      deleted.push(from);
      inserted.push(to);
      moved.set(from, to);
    }
  }
  const deletedSet = new Set(deleted);
  inserted.sort((x, y) => x - y);
  return (col) => {
    const to = moved.get(col);
    if (to !== undefined) return to;
    if (deletedSet.has(col)) return undefined;
    let out = col - deleted.filter((d) => d < col).length;
    for (const i of inserted) if (i <= out) out++;
    return out;
  };
}

/**
 * Where a moved row or column goes back to when its move is rejected, in target numbering:
 * before the target place of the first source row (column) after it that neither moved nor
 * went, or at `end` when none follows.
 */
export function placeBeforeNextKept(
  unit: 'row' | 'column',
  sourceIndex: number,
  sourceSheet: SheetData,
  sheet: SheetData,
  changes: readonly EngineChange[],
  end: number,
): number {
  const toTarget = axisMapping(unit, sourceSheet, sheet, changes);
  const movedFrom = new Set<number>();
  for (const change of changes)
    if (change.unit === unit && change.kind === 'Moved' && change.source?.story === `sheet:${sourceSheet.name}`)
      movedFrom.add(Number((change.source.locator?.path ?? '').replace(`${unit}:`, '')));
  const last =
    unit === 'row'
      ? (sourceSheet.rows[sourceSheet.rows.length - 1]?.row ?? 0)
      : Math.max(0, ...sourceSheet.rows.map((row) => row.cells[row.cells.length - 1]?.col ?? 0));
  for (let next = sourceIndex + 1; next <= last; next++) {
    if (movedFrom.has(next)) continue;
    const at = toTarget(next);
    if (at !== undefined) return at;
  }
  return end;
}

/** A space-separated list of areas of the edited sheet (`sqref`, `ref`); removed areas drop out. */
export function shiftAreaList(value: string, edit: Shift): string {
  const out: string[] = [];
  for (const part of value.split(/\s+/)) {
    if (!part) continue;
    const shifted = shiftArea(part, edit);
    if (shifted === '#REF!') continue;
    out.push(shifted ?? part);
  }
  return out.join(' ');
}

const NAME_START = /[A-Za-z_\\\u00A0-\uFFFF]/;
const NAME_CHAR = /[\w.\\\u00A0-\uFFFF]/;
const AREA_AHEAD =
  /^(\$?[A-Za-z]{1,3}\$?\d{1,7}(?::\$?[A-Za-z]{1,3}\$?\d{1,7})?|\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}|\$?\d{1,7}:\$?\d{1,7})(?![\w.(!\[])/;

function unquote(name: string): string {
  return name.startsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
}

/**
 * Where an area of a formula points: `local` (no sheet named: the formula's own sheet), `sheet`
 * (one sheet named, unquoted), `other` (3-D spans and external workbooks, never moved by edits).
 */
export type AreaTarget = { kind: 'local' } | { kind: 'sheet'; sheet: string } | { kind: 'other' };

/** Where the string literal opening at `start` ends (its doubled quotes are inside it): the offset after its closing quote. */
export function stringLiteralEnd(formula: string, start: number): number {
  let k = start + 1;
  while (k < formula.length && !(formula[k] === '"' && formula[k + 1] !== '"')) k += formula[k] === '"' ? 2 : 1;
  return k + 1;
}

/**
 * A formula (without `=`) with each of its areas (`A5`, `$B$2:C9`, `A:C`, `3:5`) replaced by what
 * `map` returns for it. String literals, structured references and function and defined names
 * are left alone.
 */
export function mapFormulaAreas(formula: string, map: (area: string, target: AreaTarget) => string): string {
  let out = '';
  let i = 0;
  const n = formula.length;
  const area = (at: number, target: AreaTarget): number => {
    const m = AREA_AHEAD.exec(formula.slice(at, at + 40));
    if (!m) return at;
    out += map(m[1], target);
    return at + m[1].length;
  };
  while (i < n) {
    const ch = formula[i];
    if (ch === '"') {
      const end = stringLiteralEnd(formula, i);
      out += formula.slice(i, end);
      i = end;
      continue;
    }
    if (ch === '[') {
      // Structured references and external workbook indexes: `Table1[[#This Row],[A5]]`, `[1]Sheet1!A1`.
      let depth = 0;
      let k = i;
      for (; k < n; k++) {
        if (formula[k] === '[') depth++;
        else if (formula[k] === ']' && --depth === 0) break;
      }
      out += formula.slice(i, k + 1);
      i = k + 1;
      const external = /^(?:'(?:[^']|'')+'|[A-Za-z_\\\u00A0-\uFFFF][\w.\\\u00A0-\uFFFF]*)!/.exec(formula.slice(i));
      if (external) {
        out += external[0];
        i = area(i + external[0].length, { kind: 'other' });
      }
      continue;
    }
    if (ch === "'") {
      let k = i + 1;
      while (k < n && !(formula[k] === "'" && formula[k + 1] !== "'")) k += formula[k] === "'" ? 2 : 1;
      const quoted = formula.slice(i, k + 1);
      out += quoted;
      i = k + 1;
      if (formula[i] === '!') {
        out += '!';
        i = area(i + 1, { kind: 'sheet', sheet: unquote(quoted) });
      }
      continue;
    }
    const prev = i > 0 ? formula[i - 1] : '';
    if ((ch === '$' || /[A-Za-z0-9]/.test(ch)) && !NAME_CHAR.test(prev) && prev !== '$') {
      const m = AREA_AHEAD.exec(formula.slice(i, i + 40));
      if (m) {
        i = area(i, { kind: 'local' });
        continue;
      }
    }
    if (NAME_START.test(ch) && !NAME_CHAR.test(prev)) {
      let k = i + 1;
      while (k < n && NAME_CHAR.test(formula[k])) k++;
      // A 3-D span `Sheet1:Sheet3!` names several sheets.
      if (formula[k] === ':' && /^[A-Za-z_][\w.]*!/.test(formula.slice(k + 1))) {
        const end = formula.indexOf('!', k + 1);
        out += formula.slice(i, end + 1);
        i = area(end + 1, { kind: 'other' });
        continue;
      }
      const name = formula.slice(i, k);
      out += name;
      i = k;
      if (formula[i] === '!') {
        out += '!';
        i = area(i + 1, { kind: 'sheet', sheet: name });
      }
      continue;
    }
    if (/\d/.test(ch)) {
      // A number (`1.5E+3`) is one token, so its digits are never read as a row.
      const m = /^\d+(\.\d*)?([eE][+-]?\d+)?/.exec(formula.slice(i));
      out += m![0];
      i += m![0].length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/**
 * A formula (without `=`) with the references that point into the edited sheet moved: qualified
 * ones naming it (`Sheet2!A5`, `'My Sheet'!A1:B9`, 3-D `Sheet1:Sheet3!A1` is left alone), and
 * unqualified ones when the formula itself lives on that sheet (`ownSheet`). Removed targets
 * become `#REF!` as spreadsheet programs do.
 */
export function shiftFormula(formula: string, edit: Shift, ownSheet: string | undefined): string {
  const sheet = stepsOf(edit)[0]?.sheet;
  if (sheet === undefined) return formula;
  const localApplies = ownSheet !== undefined && ownSheet === sheet;
  return mapFormulaAreas(formula, (area, target) => {
    const applies = target.kind === 'local' ? localApplies : target.kind === 'sheet' && target.sheet === sheet;
    return applies ? (shiftArea(area, edit) ?? area) : area;
  });
}

/** An area seen from `rows`/`cols` away: its relative parts move, `$` parts stay; off the sheet it is `#REF!`. */
export function translateArea(area: string, rows: number, cols: number): string {
  const [firstText, secondText, extra] = area.split(':');
  if (extra !== undefined) return area;
  const kinds: ('cell' | 'col' | 'row')[] = secondText === undefined ? ['cell'] : ['cell', 'col', 'row'];
  for (const kind of kinds) {
    const ends = [firstText, ...(secondText === undefined ? [] : [secondText])].map((text) =>
      parseEndpoint(text, kind),
    );
    if (ends.some((e) => !e)) continue;
    const moved: Endpoint[] = [];
    for (const end of ends as Endpoint[]) {
      const col = end.col && (end.col.absolute ? end.col : { ...end.col, index: end.col.index + cols });
      const row = end.row && (end.row.absolute ? end.row : { ...end.row, index: end.row.index + rows });
      if ((col && (col.index < 0 || col.index > MAX_COL)) || (row && (row.index < 0 || row.index > MAX_ROW)))
        return '#REF!';
      moved.push({ col, row });
    }
    return moved.map(endpointText).join(':');
  }
  return area;
}

/** A formula as written in a cell `rows`/`cols` away from the one it was written for (shared formulas, fill). */
export function translateFormula(formula: string, rows: number, cols: number): string {
  if (rows === 0 && cols === 0) return formula;
  return mapFormulaAreas(formula, (area) => translateArea(area, rows, cols));
}
