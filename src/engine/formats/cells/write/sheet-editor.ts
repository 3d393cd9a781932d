import { CorruptDocumentError } from '../../../errors';
import { cellRef, parseCellRef } from '../refs';
import { escapeXml } from '../../package/xml-escape';
import { escapeRegExp, worksheetPrefix } from './xml-text';

/**
 * Edits one worksheet part as text: finds each row and cell of `sheetData` with their offsets,
 * then rewrites only the cells it is asked to (style index, value) and inserts missing cells and
 * rows in order. Everything else in the part — columns, conditional formats, drawings,
 * extension lists — stays byte for byte.
 */

interface CellSpan {
  col: number;
  start: number;
  end: number;
  /** The start tag's text (`<c r="B7" s="3" t="s">`), without children. */
  openTag: string;
  selfClosing: boolean;
}

interface RowSpan {
  row: number;
  start: number;
  end: number;
  /** End of the row's start tag (children begin here); -1 for `<row/>`. */
  contentStart: number;
  selfClosing: boolean;
  cells: CellSpan[];
}

/** The new content of a cell: its whole element is written from this. */
export interface CellContent {
  type: 'n' | 's' | 'b' | 'e' | 'd' | 'empty';
  raw: string;
  formula?: string;
}

export class SheetEditor {
  private readonly rows = new Map<number, RowSpan>();
  private readonly prefix: string;
  private readonly sheetDataOpen: number;
  private readonly sheetDataClose: number;
  private readonly styleOf = new Map<string, number>();
  private readonly contentOf = new Map<string, CellContent | null>();
  /** Cells with no r attribute cannot be addressed; they are counted for a warning. */
  unaddressable = 0;

  constructor(
    private readonly xml: string,
    readonly part: string,
  ) {
    this.prefix = worksheetPrefix(xml);
    const p = escapeRegExp(this.prefix);
    const open = new RegExp(`<${p}sheetData(\\s[^>]*)?(/?)>`).exec(xml);
    if (!open) throw new CorruptDocumentError(`${part} has no sheetData`);
    if (open[2] === '/') {
      this.sheetDataOpen = open.index;
      this.sheetDataClose = open.index + open[0].length;
      this.xml = `${xml.slice(0, open.index)}<${this.prefix}sheetData></${this.prefix}sheetData>${xml.slice(open.index + open[0].length)}`;
      this.sheetDataOpen = open.index + `<${this.prefix}sheetData>`.length;
      this.sheetDataClose = this.sheetDataOpen;
      return;
    }
    this.sheetDataOpen = open.index + open[0].length;
    this.sheetDataClose = xml.indexOf(`</${this.prefix}sheetData>`, this.sheetDataOpen);
    if (this.sheetDataClose < 0) throw new CorruptDocumentError(`${part} has an unclosed sheetData`);
    const tag = new RegExp(`<(/?)${p}(row|c)(?=[\\s/>])([^>]*?)(/?)>`, 'g');
    tag.lastIndex = this.sheetDataOpen;
    let row: RowSpan | undefined;
    let cell: CellSpan | undefined;
    let nextRow = 0;
    let nextCol = 0;
    for (let m = tag.exec(this.xml); m && m.index < this.sheetDataClose; m = tag.exec(this.xml)) {
      const [whole, closing, name, attrs, selfClose] = m;
      if (name === 'row') {
        if (closing) {
          if (row) row.end = m.index + whole.length;
          row = undefined;
          continue;
        }
        const r = /\br="(\d+)"/.exec(attrs);
        const index = r ? Number(r[1]) - 1 : nextRow;
        nextRow = index + 1;
        nextCol = 0;
        row = {
          row: index,
          start: m.index,
          end: m.index + whole.length,
          contentStart: selfClose ? -1 : m.index + whole.length,
          selfClosing: selfClose === '/',
          cells: [],
        };
        this.rows.set(index, row);
        if (selfClose) row = undefined;
        continue;
      }
      if (closing) {
        if (cell) cell.end = m.index + whole.length;
        cell = undefined;
        continue;
      }
      const r = /\br="([A-Za-z]+\d+)"/.exec(attrs);
      const parsed = r ? parseCellRef(r[1]) : undefined;
      if (!parsed) this.unaddressable++;
      const col = parsed ? parsed.col : nextCol;
      nextCol = col + 1;
      const span: CellSpan = {
        col,
        start: m.index,
        end: m.index + whole.length,
        openTag: whole,
        selfClosing: selfClose === '/',
      };
      row?.cells.push(span);
      cell = selfClose ? undefined : span;
    }
  }

  hasRow(row: number): boolean {
    return this.rows.has(row);
  }

  /** The cell's current style index (0 when absent or unstyled). */
  styleIndex(row: number, col: number): number {
    const span = this.rows.get(row)?.cells.find((c) => c.col === col);
    const s = span ? /\bs="(\d+)"/.exec(span.openTag) : null;
    return s ? Number(s[1]) : 0;
  }

  setStyle(row: number, col: number, style: number): void {
    this.styleOf.set(cellRef(row, col), style);
  }

  /** New content for a cell; null removes the cell. */
  setContent(row: number, col: number, content: CellContent | null): void {
    this.contentOf.set(cellRef(row, col), content);
  }

  toString(): string {
    if (this.styleOf.size === 0 && this.contentOf.size === 0) return this.xml;
    const touched = new Map<number, Set<number>>();
    for (const ref of new Set([...this.styleOf.keys(), ...this.contentOf.keys()])) {
      const { row, col } = parseCellRef(ref)!;
      const cols = touched.get(row) ?? new Set<number>();
      cols.add(col);
      touched.set(row, cols);
    }
    const edits: { start: number; end: number; text: string }[] = [];
    const newRows: { row: number; text: string }[] = [];
    for (const [rowIndex, cols] of touched) {
      const span = this.rows.get(rowIndex);
      if (!span) {
        const cells = [...cols]
          .sort((x, y) => x - y)
          .map((col) => this.cellXml(rowIndex, col, undefined))
          .filter(Boolean);
        if (cells.length)
          newRows.push({
            row: rowIndex,
            text: `<${this.prefix}row r="${rowIndex + 1}">${cells.join('')}</${this.prefix}row>`,
          });
        continue;
      }
      const pending = [...cols].sort((x, y) => x - y);
      for (const col of pending) {
        const existing = span.cells.find((c) => c.col === col);
        if (existing) {
          edits.push({ start: existing.start, end: existing.end, text: this.cellXml(rowIndex, col, existing) });
          continue;
        }
        const text = this.cellXml(rowIndex, col, undefined);
        if (!text) continue;
        const after = span.cells.find((c) => c.col > col);
        if (after) edits.push({ start: after.start, end: after.start, text });
        else if (span.selfClosing) {
          edits.push({
            start: span.start,
            end: span.end,
            text: `${this.xml.slice(span.start, span.end - 2)}>${text}</${this.prefix}row>`,
          });
          span.selfClosing = false;
        } else {
          const closeAt = this.xml.lastIndexOf(`</${this.prefix}row>`, span.end);
          edits.push({ start: closeAt, end: closeAt, text });
        }
      }
    }
    newRows.sort((x, y) => x.row - y.row);
    const orderedRows = [...this.rows.values()].sort((x, y) => x.row - y.row);
    for (const added of newRows) {
      const after = orderedRows.find((r) => r.row > added.row);
      const at = after ? after.start : this.sheetDataClose;
      edits.push({ start: at, end: at, text: added.text });
    }
    // Same-offset insertions keep their order (stable sort), later offsets first when applying.
    edits.sort((x, y) => x.start - y.start || x.end - y.end);
    let out = '';
    let cursor = 0;
    for (const edit of edits) {
      if (edit.start < cursor) continue;
      out += this.xml.slice(cursor, edit.start) + edit.text;
      cursor = edit.end;
    }
    return out + this.xml.slice(cursor);
  }

  private cellXml(row: number, col: number, existing: CellSpan | undefined): string {
    const ref = cellRef(row, col);
    const style = this.styleOf.get(ref) ?? (existing ? this.styleIndex(row, col) : 0);
    const sAttr = style ? ` s="${style}"` : '';
    const c = `${this.prefix}c`;
    if (!this.contentOf.has(ref)) {
      if (!existing) return `<${c} r="${ref}"${sAttr}/>`;
      const open = existing.openTag.replace(/\s+s="\d+"/, '').replace(/^(<[\w:]+)/, `$1${sAttr}`);
      const body = this.xml.slice(existing.start + existing.openTag.length, existing.end);
      return existing.selfClosing ? open : `${open}${body}`;
    }
    const content = this.contentOf.get(ref);
    if (content === null || content === undefined) return style && existing ? `<${c} r="${ref}"${sAttr}/>` : '';
    return cellElement(this.prefix, ref, style, content);
  }
}

/** A `<c>` element for a cell reference, format index and content. */
export function cellElement(p: string, ref: string, style: number, content: CellContent): string {
  const c = `${p}c`;
  const sAttr = style ? ` s="${style}"` : '';
  const f = content.formula !== undefined ? `<${p}f>${escapeXml(content.formula)}</${p}f>` : '';
  switch (content.type) {
    case 'n':
    case 'd':
      return content.raw === ''
        ? `<${c} r="${ref}"${sAttr}>${f}</${c}>`
        : `<${c} r="${ref}"${sAttr}>${f}<${p}v>${escapeXml(content.raw)}</${p}v></${c}>`;
    case 'b':
      return `<${c} r="${ref}"${sAttr} t="b">${f}<${p}v>${content.raw === 'TRUE' ? 1 : 0}</${p}v></${c}>`;
    case 'e':
      return `<${c} r="${ref}"${sAttr} t="e">${f}<${p}v>${escapeXml(content.raw)}</${p}v></${c}>`;
    case 's':
      return f
        ? `<${c} r="${ref}"${sAttr} t="str">${f}<${p}v>${escapeXml(content.raw)}</${p}v></${c}>`
        : `<${c} r="${ref}"${sAttr} t="inlineStr"><${p}is><${p}t xml:space="preserve">${escapeXml(content.raw)}</${p}t></${p}is></${c}>`;
    default:
      return f ? `<${c} r="${ref}"${sAttr}>${f}</${c}>` : `<${c} r="${ref}"${sAttr}/>`;
  }
}
