/**
 * What the cells family keeps beyond the common Document model (`DocumentModel.familyData`): a
 * compact, row-major copy of every sheet that its differ and writer work on. Compact because a
 * sheet may hold a million cells; the common TableBlock view is built only when someone asks.
 */

export type CellType = 'n' | 's' | 'b' | 'e' | 'd' | 'empty';

export interface CellData {
  /** 0-based column. */
  col: number;
  /** Value as displayed (number format applied). */
  text: string;
  type: CellType;
  /** Stored value: the number's digits, the string, `TRUE`/`FALSE`, the error literal. */
  raw: string;
  /** Formula without the leading `=`. */
  formula?: string;
  /** Index into `CellsWorkbook.styles` (0 = default look). */
  style: number;
  /** The cell's own format index in its package (xlsx `s`), when not 0: writers reuse it. */
  xf?: number;
}

export interface RowData {
  /** 0-based row. */
  row: number;
  /** Cells in column order. */
  cells: CellData[];
}

export interface SheetData {
  name: string;
  hidden: boolean;
  /** Package part of the sheet (`xl/worksheets/sheet1.xml`, `content.xml`, `text`). */
  part: string;
  /** Rows that hold at least one cell, in row order. */
  rows: RowData[];
  /** Merged ranges in A1 notation (`A1:C2`). */
  merges: string[];
  /** Comment text by cell reference. */
  comments: Map<string, string>;
  /** Charts drawn on the sheet, in drawing order (absent: none). */
  charts?: SheetChart[];
}

/** A chart as a reader sees it (see formats/shared/chart): compared by `hash`, shown by `detail`. */
export interface SheetChart {
  name: string;
  hash: string;
  detail: string;
}

/** The parts of a cell's look a reader of the sheet notices. */
export interface CellStyle {
  bold?: boolean;
  italic?: boolean;
  /** Font colour `RRGGBB`. */
  color?: string;
  /** Solid fill colour `RRGGBB`. */
  fill?: string;
  /** Number format code (`0.00`, `yyyy-mm-dd`); absent = General. */
  numberFormat?: string;
}

export interface CellsWorkbook {
  family: 'cells';
  sheets: SheetData[];
  /** Distinct resolved styles; index 0 is the default look. */
  styles: CellStyle[];
  date1904: boolean;
}

export function isCellsWorkbook(data: unknown): data is CellsWorkbook {
  return typeof data === 'object' && data !== null && (data as { family?: unknown }).family === 'cells';
}

/** Interns resolved styles so equal looks share one index (and compare by number). */
export class StyleTable {
  readonly styles: CellStyle[] = [{}];
  private readonly ids = new Map<string, number>([['{}', 0]]);
  id(style: CellStyle): number {
    const clean: CellStyle = {};
    if (style.bold) clean.bold = true;
    if (style.italic) clean.italic = true;
    if (style.color && style.color !== '000000') clean.color = style.color;
    if (style.fill) clean.fill = style.fill;
    if (style.numberFormat && style.numberFormat.toLowerCase() !== 'general')
      clean.numberFormat = canonicalNumberFormat(style.numberFormat);
    const key = JSON.stringify(clean);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.styles.length;
      this.styles.push(clean);
      this.ids.set(key, id);
    }
    return id;
  }
}

/**
 * A number format as it compares: letter case and the way a literal is written (`\-`, `"-"`,
 * `-`) do not change what a cell shows, and writers differ in both.
 */
export function canonicalNumberFormat(code: string): string {
  let out = '';
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (ch === '"') {
      const end = code.indexOf('"', i + 1);
      out += code.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? code.length : end;
    } else if (ch === '\\') {
      out += code[i + 1] ?? '';
      i++;
    } else out += ch.toLowerCase();
  }
  return out;
}
