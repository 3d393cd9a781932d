import type { ZipArchive } from '../../archive/zip';
import type { ReaderWarning } from '../../model/document';
import { tokenizeXml } from '../package/scan';
import { ByteXmlReader, UNUSUAL, type ByteXmlHandler } from './byte-xml';
import { shiftFormula } from './formula';
import { dateToSerial, formatGeneral, formatNumber } from './numfmt';
import { CellStore, expectedCells, PackedRow, shownAsJavaScriptShowsIt, type CellType, type SheetData } from './model';
import { parseCellRef, parseRange, rangeRef } from './refs';

/**
 * The two large parts of a workbook, worksheets and shared strings, read from their bytes
 * (./byte-xml) with the generic scanner (../package/scan) as the fallback for any part the
 * byte reader leaves to it: a part reads the same either way, and a damaged one is refused
 * with the generic scanner's one-line error.
 */

const utf8 = new TextDecoder('utf-8');

/** Element names by local name, as the generic reader matches them. */
export function local(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** A part's text as the generic scanner reads it (one or two byte order marks dropped). */
function partText(bytes: Uint8Array): string {
  const text = utf8.decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * OOXML's `_xHHHH_` escapes (ST_Xstring): a character XML cannot hold, or `_x005F_` for a `_`
 * that would otherwise start one. Excel, LibreOffice and openpyxl all show them decoded, so
 * `_x005F_x000D_` reads `_x000D_` and `_x000D_` a carriage return.
 */
export function decodeXmlEscapes(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The shared strings table: each item's text, and for the items written as runs (`<r>`) the
 * colour of each run a reader sees text in (runs of spaces left out): a colour, `auto` for the
 * default one written out, undefined for a run that takes the cell's. Writers move a run's colour
 * between the run and the cell style (LibreOffice writes the first run's into the cell), so a
 * cell of such an item is compared by the colours its runs are drawn in (see SheetContext.runStyle).
 */
export interface SharedStrings {
  strings: string[];
  runColors: Map<number, (string | undefined)[]>;
}

/** Collects run colours while a shared strings part is read (both readers share it). */
class RunColors {
  readonly byItem = new Map<number, (string | undefined)[]>();
  private runs: (string | undefined)[] = [];
  private colored = false;
  private runColor: string | undefined;
  private runStart = -1;

  startItem(): void {
    this.runs = [];
    this.colored = false;
    this.runStart = -1;
  }

  startRun(textSoFar: number): void {
    this.runStart = textSoFar;
    this.runColor = undefined;
  }

  color(get: (name: string) => string | undefined): void {
    if (this.runStart < 0) return;
    this.runColor = colorFrom(get) ?? 'auto';
    this.colored = true;
  }

  endRun(text: string): void {
    if (this.runStart < 0) return;
    if (text.slice(this.runStart).trim()) this.runs.push(this.runColor);
    this.runStart = -1;
  }

  endItem(index: number): void {
    if (this.colored && this.runs.length) this.byItem.set(index, this.runs);
  }
}

/** Shared strings read by the generic scanner: the text of each `si`, phonetic runs (`rPh`) left out. */
export function readSharedStringsText(text: string, part: string): SharedStrings {
  const strings: string[] = [];
  const colors = new RunColors();
  let current = '';
  let inText = 0;
  let inPhonetic = 0;
  tokenizeXml(text, part, {
    open(tagName, attributes) {
      const name = local(tagName);
      if (name === 'si') {
        current = '';
        colors.startItem();
      } else if (name === 't') inText++;
      else if (name === 'rPh') inPhonetic++;
      else if (name === 'r' && inPhonetic === 0) colors.startRun(current.length);
      else if (name === 'color') colors.color((n) => attributes.get(n));
    },
    text(chunk) {
      if (inText > 0 && inPhonetic === 0) current += chunk;
    },
    close(tagName) {
      const name = local(tagName);
      if (name === 'si') {
        colors.endItem(strings.length);
        strings.push(decodeXmlEscapes(current));
      } else if (name === 't') inText--;
      else if (name === 'rPh') inPhonetic--;
      else if (name === 'r') colors.endRun(current);
    },
  });
  return { strings, runColors: colors.byItem };
}

/** The default palette of `indexed` colours (64 and 65 are the system's text and window colours: left out). */
const INDEXED_COLORS =
  '000000 FFFFFF FF0000 00FF00 0000FF FFFF00 FF00FF 00FFFF 000000 FFFFFF FF0000 00FF00 0000FF FFFF00 FF00FF 00FFFF 800000 008000 000080 808000 800080 008080 C0C0C0 808080 9999FF 993366 FFFFCC CCFFFF 660066 FF8080 0066CC CCCCFF 000080 FF00FF FFFF00 00FFFF 800080 800000 008080 0000FF 00CCFF CCFFFF CCFFCC FFFF99 99CCFF FF99CC CC99FF FFCC99 3366FF 33CCCC 99CC00 FFCC00 FF9900 FF6600 666699 969696 003366 339966 003300 333300 993300 993366 333399 333333'.split(
    ' ',
  );

/**
 * `RRGGBB` of a colour element by its attributes; a theme colour as `theme<slot>` with its tint
 * (`theme4~-0.25`), resolved against the workbook's theme by its reader.
 */
export function colorFrom(attribute: (name: string) => string | undefined): string | undefined {
  const rgb = attribute('rgb');
  if (rgb) return rgb.slice(-6).toUpperCase();
  const indexed = attribute('indexed');
  if (indexed !== undefined) return INDEXED_COLORS[Number(indexed)];
  const theme = attribute('theme');
  const tint = attribute('tint');
  if (theme !== undefined) return `theme${theme}${tint && Number(tint) ? `~${Number(tint)}` : ''}`;
  return undefined;
}

export interface SheetContext {
  sharedStrings: string[];
  /** SharedStrings.runColors, when any item has them. */
  sharedRunColors?: Map<number, (string | undefined)[]>;
  /** The look of a cell of look `style` whose text is drawn in runs of these colours (SharedStrings.runColors). */
  runStyle?: (style: number, runColors: (string | undefined)[]) => number;
  xfStyle: number[];
  xfNumberFormat: (string | undefined)[];
  xfIsDate: boolean[];
  /** Formats that centre a cell's text across the empty cells after it (`centerContinuous`), if any. */
  xfCenterAcross?: Set<number>;
  date1904: boolean;
  warnings: ReaderWarning[];
  /** Note in each sheet's store which shared string each cell's text is (CellStore.shared). */
  noteSharedStrings?: boolean;
}

const ERROR_LITERALS = new Set([
  '#NULL!',
  '#DIV/0!',
  '#VALUE!',
  '#REF!',
  '#NAME?',
  '#NUM!',
  '#N/A',
  '#GETTING_DATA',
  '#SPILL!',
  '#CALC!',
]);

/**
 * One worksheet, streamed: rows, cells, formulas (shared ones expanded) and merged ranges. On
 * the tokenizer rather than scanXml: a cell's attributes are read by name where it is met,
 * with no object per tag (a 2,000,000-cell part spent most of its time building them).
 */
export function readSheetText(text: string, part: string, context: SheetContext): SheetData {
  const rows: PackedRow[] = [];
  const store = new CellStore(expectedCells(text, '<c ', 20_000_000));
  const merges: string[] = [];
  const sharedFormulas = new Map<string, { formula: string; row: number; col: number }>();
  let row: PackedRow | undefined;
  let nextRow = 0;
  let nextCol = 0;
  let cellRow = 0;
  let cellCol = 0;
  let cellType = '';
  let cellStyle = 0;
  let value = '';
  let formula = '';
  let formulaShared: { si: string; master: boolean } | undefined;
  let hasFormula = false;
  let inlineText = '';
  // 1 = <v>, 2 = <f>, 3 = <t> inside <is> (phonetic runs excluded)
  let capture = 0;
  let inCell = false;
  let inInline = false;
  let inPhonetic = false;
  let badRefs = 0;
  const finishRow = () => {
    if (row && row.end > row.start) rows.push(row);
    row = undefined;
  };
  tokenizeXml(text, part, {
    open(tagName, attributes) {
      const name = local(tagName);
      switch (name) {
        case 'row': {
          finishRow();
          const r = attributes.get('r');
          const index = r ? Number(r) - 1 : nextRow;
          cellRow = Number.isFinite(index) && index >= 0 ? index : nextRow;
          if (rows.length && cellRow <= rows[rows.length - 1].row) badRefs++;
          row = new PackedRow(store, cellRow, store.count, store.count);
          nextRow = cellRow + 1;
          nextCol = 0;
          break;
        }
        case 'c': {
          inCell = true;
          const r = attributes.get('r');
          const parsed = r ? parseCellRef(r) : undefined;
          if (parsed) {
            cellCol = parsed.col;
            if (!row || parsed.row !== row.row) {
              finishRow();
              row = new PackedRow(store, parsed.row, store.count, store.count);
              nextRow = parsed.row + 1;
            }
            cellRow = parsed.row;
          } else {
            cellCol = nextCol;
            if (!row) row = new PackedRow(store, nextRow++, store.count, store.count);
            cellRow = row.row;
          }
          nextCol = cellCol + 1;
          cellType = attributes.get('t') ?? 'n';
          const s = attributes.get('s');
          cellStyle = s === undefined ? 0 : Number(s);
          value = '';
          formula = '';
          hasFormula = false;
          formulaShared = undefined;
          inlineText = '';
          break;
        }
        case 'v':
          if (inCell) capture = 1;
          break;
        case 'f':
          if (inCell) {
            capture = 2;
            hasFormula = true;
            const si = attributes.get('si');
            if (attributes.get('t') === 'shared' && si !== undefined)
              formulaShared = { si, master: attributes.get('ref') !== undefined };
          }
          break;
        case 'is':
          if (inCell) inInline = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 't':
          if (inInline && !inPhonetic) capture = 3;
          break;
        case 'mergeCell': {
          const ref = attributes.get('ref');
          if (ref) merges.push(ref);
          break;
        }
      }
    },
    text(chunk) {
      if (capture === 1) value += chunk;
      else if (capture === 2) formula += chunk;
      else if (capture === 3) inlineText += chunk;
    },
    close(tagName) {
      const name = local(tagName);
      if (name === 'v' || name === 'f' || name === 't') {
        capture = 0;
        return;
      }
      if (name === 'rPh') inPhonetic = false;
      else if (name === 'is') inInline = false;
      else if (name === 'row') finishRow();
      else if (name === 'c') {
        inCell = false;
        if (hasFormula && formulaShared) {
          if (formulaShared.master || formula)
            sharedFormulas.set(formulaShared.si, { formula, row: cellRow, col: cellCol });
          else {
            const master = sharedFormulas.get(formulaShared.si);
            if (master) formula = shiftFormula(master.formula, cellRow - master.row, cellCol - master.col);
          }
        }
        if (
          row &&
          addCell(store, cellCol, cellType, value, inlineText, hasFormula ? formula : undefined, cellStyle, context)
        )
          row.end = store.count;
      }
    },
  });
  finishRow();
  return finishSheet(rows, store, merges, badRefs, part, context);
}

/** Adds the cell to the store; false when it holds nothing worth keeping (no value, formula or style). */
function addCell(
  store: CellStore,
  col: number,
  type: string,
  value: string,
  inlineText: string,
  formula: string | undefined,
  xf: number,
  context: SheetContext,
): boolean {
  const style = context.xfStyle[xf] ?? 0;
  const numberFormat = context.xfNumberFormat[xf];
  let cellType: CellType;
  let raw: string;
  let text: string;
  switch (type) {
    case 's': {
      raw = context.sharedStrings[Number(value)] ?? '';
      const runColors = context.sharedRunColors?.get(Number(value));
      if (runColors && context.runStyle) {
        store.push(col, raw, 's', raw, context.runStyle(style, runColors), xf, formula || undefined);
        return true;
      }
      if (xf === 0 && style === 0 && formula === undefined) {
        store.pushString(col, raw);
        return true;
      }
      cellType = 's';
      text = raw;
      break;
    }
    case 'inlineStr':
      raw = decodeXmlEscapes(inlineText);
      cellType = 's';
      text = raw;
      break;
    case 'str':
      raw = value;
      cellType = 's';
      text = raw;
      break;
    case 'b':
      raw = value === '1' || value.toLowerCase() === 'true' ? 'TRUE' : 'FALSE';
      cellType = 'b';
      text = raw;
      break;
    case 'e':
      raw = value;
      cellType = 'e';
      text = ERROR_LITERALS.has(value) || value ? value : '#VALUE!';
      break;
    case 'd': {
      const date = new Date(
        value.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(value) || !value.includes('T') ? value : `${value}Z`,
      );
      if (Number.isNaN(date.getTime())) {
        raw = value;
        cellType = 's';
        text = value;
      } else {
        const serial = dateToSerial(date, context.date1904);
        raw = String(serial);
        cellType = 'd';
        text = numberFormat ? formatNumber(serial, numberFormat, context.date1904) : value;
      }
      break;
    }
    default: {
      if (
        xf === 0 &&
        formula === undefined &&
        style === 0 &&
        numberFormat === undefined &&
        !context.xfIsDate[0] &&
        value.length <= 11 &&
        shownAsJavaScriptShowsIt(value) &&
        !value.includes('0.0000')
      ) {
        // What General shows of a short plain number is the number as stored (formatGeneral):
        // most cells of a large sheet, kept as their value alone.
        store.pushPlainNumber(col, Number(value));
        return true;
      }
      if (value === '') {
        if (formula === undefined && style === 0) return false;
        raw = '';
        cellType = 'empty';
        text = '';
        break;
      }
      const number = Number(value);
      raw = value;
      if (!Number.isFinite(number)) {
        cellType = 's';
        text = value;
        break;
      }
      cellType = context.xfIsDate[xf] ? 'd' : 'n';
      text = numberFormat ? formatNumber(number, numberFormat, context.date1904) : formatGeneral(number, value);
    }
  }
  store.push(col, text, cellType, raw, style, xf, formula !== undefined && formula !== '' ? formula : undefined);
  return true;
}

/** The rows in order (a warning when the part had them out of order), cells in column order. */
function finishSheet(
  rows: PackedRow[],
  store: CellStore,
  merges: string[],
  badRefs: number,
  part: string,
  context: SheetContext,
): SheetData {
  store.trim();
  if (context.xfCenterAcross) merges.push(...centeredAcross(rows, context.xfCenterAcross));
  if (badRefs) {
    rows.sort((a, b) => a.row - b.row);
    context.warnings.push({
      code: 'cells-row-order',
      message: `${part}: ${badRefs} rows are out of order; they are read in row order`,
      locator: { part, path: '' },
    });
  }
  for (const r of rows) {
    for (let k = r.start + 1; k < r.end; k++) {
      if (store.cols[k] <= store.cols[k - 1]) {
        r.sortByColumn();
        break;
      }
    }
  }
  return {
    name: '',
    hidden: false,
    part,
    rows,
    merges: merges.filter((m) => parseRange(m) !== undefined),
    comments: new Map(),
  };
}

/**
 * The ranges text centred across the selection spans: a cell with text and the empty cells
 * after it in its row, all of a centre-across format. It is drawn as a merged range is, and
 * LibreOffice writes it back as one.
 */
function centeredAcross(rows: readonly PackedRow[], centered: Set<number>): string[] {
  const ranges: string[] = [];
  for (const row of rows) {
    const cells = row.cells;
    for (let i = 0; i < cells.length; i++) {
      const first = cells[i];
      if (!centered.has(first.xf ?? 0) || first.type === 'empty' || first.text === '') continue;
      let last = i;
      while (
        last + 1 < cells.length &&
        cells[last + 1].col === cells[last].col + 1 &&
        cells[last + 1].type === 'empty' &&
        centered.has(cells[last + 1].xf ?? 0)
      )
        last++;
      if (last > i) ranges.push(rangeRef({ top: row.row, left: first.col, bottom: row.row, right: cells[last].col }));
      i = last;
    }
  }
  return ranges;
}

// ---------------------------------------------------------------------------------------------
// From the bytes

/** A worksheet part: read from its bytes, or by the generic scanner when the byte reader leaves it. */
export function readWorksheet(bytes: Uint8Array, part: string, context: SheetContext): SheetData {
  return readSheetBytes(bytes, part, context) ?? readSheetText(partText(bytes), part, context);
}

/**
 * A worksheet part read from its bytes; undefined when the byte reader leaves it to the generic
 * scanner (any surprise: a shape it does not read, a bad entity, damage), which then reads the
 * part from scratch and gives the usual one-line error if it is damaged.
 */
export function readSheetBytes(bytes: Uint8Array, part: string, context: SheetContext): SheetData | undefined {
  try {
    return new SheetBytes(bytes, part, context).read();
  } catch {
    return undefined;
  }
}

/**
 * Inflates a part (ZipArchive.inflating) and hands `feed` pieces of it that each end right after
 * an `endTag` (a `</row>`, a `</si>`), the last one the rest: such a tag can only be an end tag,
 * or sit inside a comment, CDATA section or processing instruction, where the cut makes the
 * byte reader give up (and the caller read the part whole). `feed` is first called with the
 * first inflated piece as `first`, uncut, for what a reader learns from the start of a part.
 */
async function inflateCut(
  zip: ZipArchive,
  part: string,
  endTag: string,
  feed: (piece: Buffer) => void,
  pieceBytes: number | undefined,
): Promise<void> {
  const tag = Buffer.from(endTag);
  let pending: Buffer | undefined;
  await zip.inflating(
    part,
    (chunk) => {
      const window = pending ? Buffer.concat([pending, chunk]) : chunk;
      const at = window.lastIndexOf(tag);
      if (at < 0) {
        pending = window;
        return;
      }
      const cut = at + tag.length;
      feed(window.subarray(0, cut));
      pending = cut < window.length ? window.subarray(cut) : undefined;
    },
    pieceBytes,
  );
  if (pending) feed(pending);
}

/**
 * A worksheet part read as zlib inflates it (on libuv's threads, beside this one), a piece of
 * whole rows at a time (inflateCut): the part, 66 MB for 100,000 rows of 20 cells, is never
 * held whole, and inflating it overlaps reading it. Anything unusual (a shape the byte reader
 * leaves to the generic scanner, a damaged or oversized entry) reads the part whole, as
 * readWorksheet does, with its result or error.
 */
export async function readWorksheetInflating(
  zip: ZipArchive,
  part: string,
  context: SheetContext,
  pieceBytes?: number,
): Promise<SheetData> {
  try {
    let sheet: SheetBytes | undefined;
    await inflateCut(
      zip,
      part,
      '</row>',
      (piece) => {
        sheet ??= new SheetBytes(piece, part, context, zip.size(part) ?? piece.length);
        sheet.feed(piece);
      },
      pieceBytes,
    );
    if (!sheet) throw UNUSUAL;
    return sheet.finish();
  } catch {
    return readWorksheet(zip.read(part, { keep: false }), part, context);
  }
}

/**
 * The shared strings part read as zlib inflates it, a piece of whole items at a time
 * (inflateCut): neither the part's bytes nor (as readSharedStrings makes) one string of the
 * whole part is held, each text is a string of its own. Anything unusual reads the part whole
 * as readSharedStrings does.
 */
export async function readSharedStringsInflating(
  zip: ZipArchive,
  part: string,
  pieceBytes?: number,
): Promise<SharedStrings> {
  try {
    const handler = new SharedStringBytes();
    let reader: ByteXmlReader | undefined;
    await inflateCut(
      zip,
      part,
      '</si>',
      (piece) => {
        reader ??= new ByteXmlReader(piece, SHARED_STRING_CODES);
        reader.feed(handler, piece);
      },
      pieceBytes,
    );
    if (!reader) throw UNUSUAL;
    reader.end();
    return handler.table();
  } catch {
    return readSharedStrings(zip.read(part, { keep: false }), part);
  }
}

/** The shared strings part: read from its bytes, or by the generic scanner when the byte reader leaves it. */
export function readSharedStrings(bytes: Uint8Array, part: string): SharedStrings {
  try {
    const handler = new SharedStringBytes();
    new ByteXmlReader(bytes, SHARED_STRING_CODES, { wholeText: true }).run(handler);
    return handler.table();
  } catch {
    return readSharedStringsText(partText(bytes), part);
  }
}

const ROW = 1;
const CELL = 2;
const VALUE = 3;
const FORMULA = 4;
const INLINE = 5;
const TEXT = 6;
const PHONETIC = 7;
const MERGE = 8;
const SHEET_CODES = new Map([
  ['row', ROW],
  ['c', CELL],
  ['v', VALUE],
  ['f', FORMULA],
  ['is', INLINE],
  ['t', TEXT],
  ['rPh', PHONETIC],
  ['mergeCell', MERGE],
]);

/** Cell types as one-letter attribute values spell them (`t="s"`), by byte. */
const ONE_LETTER_TYPES: Record<number, string> = { 115: 's', 110: 'n', 98: 'b', 101: 'e', 100: 'd' };

/**
 * The byte reader's side of a worksheet: the same state and the same steps as readSheetText,
 * on positions instead of strings. A cell written the usual way (`<c r="B2" t="s"><v>7</v></c>`)
 * is taken in one step, and a shared-string index or a plain number is read from its digits:
 * most cells of a large sheet make no string at all.
 */
class SheetBytes implements ByteXmlHandler {
  private readonly rows: PackedRow[] = [];
  private readonly store: CellStore;
  private readonly merges: string[] = [];
  private readonly sharedFormulas = new Map<string, { formula: string; row: number; col: number }>();
  private row: PackedRow | undefined;
  private nextRow = 0;
  private nextCol = 0;
  private cellRow = 0;
  private cellCol = 0;
  private cellType = 'n';
  private cellStyle = 0;
  private value = '';
  /** The value as a span of the part (valueStart >= 0) when read in one step. */
  private valueStart = -1;
  private valueEnd = -1;
  private formula = '';
  private formulaShared: { si: string; master: boolean } | undefined;
  private hasFormula = false;
  private inlineText = '';
  private capture = 0;
  private inCell = false;
  private inInline = false;
  private inPhonetic = false;
  private badRefs = 0;
  /** Whether a cell of format 0 may be kept as a plain number / plain string (see addCell). */
  private readonly plainNumbers: boolean;
  private readonly plainStrings: boolean;
  private readonly reader: ByteXmlReader;

  /**
   * `bytes`: the part, or (`partLength` given) its first piece, when the part is read as it is
   * inflated (feed, then finish).
   */
  constructor(
    private bytes: Uint8Array,
    private readonly part: string,
    private readonly context: SheetContext,
    partLength = bytes.length,
  ) {
    this.store = new CellStore(expectedCellsIn(bytes, partLength, 20_000_000));
    if (context.noteSharedStrings) this.store.noteSharedStrings(context.sharedStrings);
    this.reader = new ByteXmlReader(bytes, SHEET_CODES);
    const look = context.xfStyle[0] ?? 0;
    this.plainStrings = look === 0;
    this.plainNumbers = look === 0 && context.xfNumberFormat[0] === undefined && !context.xfIsDate[0];
  }

  read(): SheetData {
    this.feed(this.bytes);
    return this.finish();
  }

  /** The next piece of the part, ending between two tags (ByteXmlReader.feed). */
  feed(bytes: Uint8Array): void {
    this.bytes = bytes;
    this.reader.feed(this, bytes);
  }

  finish(): SheetData {
    this.reader.end();
    this.finishRow();
    return finishSheet(this.rows, this.store, this.merges, this.badRefs, this.part, this.context);
  }

  open(reader: ByteXmlReader, code: number, at: number, selfClosing: boolean, prefixed: boolean): number {
    switch (code) {
      case ROW:
        this.startRow(reader);
        break;
      case CELL: {
        this.startCell(reader);
        if (selfClosing || prefixed || this.capture !== 0 || this.inInline) break;
        // `<v>digits</v></c>`: the whole cell in one step.
        const b = this.bytes;
        if (b[at] !== 60 || b[at + 1] !== 118 || b[at + 2] !== 62) break;
        let end = at + 3;
        while (end < b.length && b[end] !== 60 && b[end] !== 38) end++;
        if (!this.endsCell(end)) break;
        this.valueStart = at + 3;
        this.valueEnd = end;
        this.endCell();
        return end + 8;
      }
      case VALUE:
        if (this.inCell) this.capture = 1;
        break;
      case FORMULA:
        if (this.inCell) {
          this.capture = 2;
          this.hasFormula = true;
          const si = reader.value(reader.find('si'));
          if (reader.value(reader.find('t')) === 'shared' && si !== undefined)
            this.formulaShared = { si, master: reader.find('ref') >= 0 };
        }
        break;
      case INLINE:
        if (this.inCell) this.inInline = true;
        break;
      case PHONETIC:
        this.inPhonetic = true;
        break;
      case TEXT:
        if (this.inInline && !this.inPhonetic) this.capture = 3;
        break;
      case MERGE: {
        const ref = reader.value(reader.find('ref'));
        if (ref) this.merges.push(ref);
        break;
      }
    }
    return -1;
  }

  content(_reader: ByteXmlReader, code: number, at: number): number {
    if (code !== ROW || this.capture !== 0 || this.inInline || this.inCell) return at;
    return this.plainCells(at);
  }

  /**
   * A row's cells while they are written the usual way, `<c r="B2" s="1" t="s"><v>7</v></c>`
   * (attributes r, s, t only, each once, no entity): each read in one step. Returns where the
   * first other thing starts (the row's end tag, or a cell the general steps read).
   */
  private plainCells(at: number): number {
    const b = this.bytes;
    const n = b.length;
    let pos = at;
    for (;;) {
      if (b[pos] !== 60 || b[pos + 1] !== 99 || b[pos + 2] !== 32) return pos;
      let k = pos + 3;
      let rStart = -1;
      let rEnd = -1;
      let sStart = -1;
      let sEnd = -1;
      let tStart = -1;
      let tEnd = -1;
      for (;;) {
        while (b[k] === 32) k++;
        const c = b[k];
        if (c === 62) {
          k++;
          break;
        }
        if (b[k + 1] !== 61 || b[k + 2] !== 34) return pos;
        const start = k + 3;
        let end = start;
        while (end < n && b[end] !== 34 && b[end] !== 38 && b[end] !== 60) end++;
        if (b[end] !== 34) return pos;
        if (c === 114 && rStart < 0) {
          rStart = start;
          rEnd = end;
        } else if (c === 115 && sStart < 0) {
          sStart = start;
          sEnd = end;
        } else if (c === 116 && tStart < 0) {
          tStart = start;
          tEnd = end;
        } else return pos;
        k = end + 1;
      }
      if (b[k] !== 60 || b[k + 1] !== 118 || b[k + 2] !== 62) return pos;
      let end = k + 3;
      while (end < n && b[end] !== 60 && b[end] !== 38) end++;
      if (!this.endsCell(end)) return pos;
      this.beginCell(rStart, rEnd, sStart, sEnd, tStart, tEnd);
      this.valueStart = k + 3;
      this.valueEnd = end;
      this.endCell();
      pos = end + 8;
    }
  }

  /** Whether `</v></c>` is at `at`. */
  private endsCell(at: number): boolean {
    const b = this.bytes;
    return (
      b[at] === 60 &&
      b[at + 1] === 47 &&
      b[at + 2] === 118 &&
      b[at + 3] === 62 &&
      b[at + 4] === 60 &&
      b[at + 5] === 47 &&
      b[at + 6] === 99 &&
      b[at + 7] === 62
    );
  }

  text(reader: ByteXmlReader, start: number, end: number, amp: number): void {
    if (this.capture === 0) {
      if (amp >= 0) reader.text(start, end);
      return;
    }
    this.append(reader.text(start, end, amp >= 0));
  }

  cdata(reader: ByteXmlReader, start: number, end: number): void {
    if (this.capture !== 0) this.append(reader.text(start, end, false));
  }

  private append(chunk: string): void {
    if (this.capture === 1) this.value += chunk;
    else if (this.capture === 2) this.formula += chunk;
    else if (this.capture === 3) this.inlineText += chunk;
  }

  close(code: number): void {
    switch (code) {
      case VALUE:
      case FORMULA:
      case TEXT:
        this.capture = 0;
        break;
      case PHONETIC:
        this.inPhonetic = false;
        break;
      case INLINE:
        this.inInline = false;
        break;
      case ROW:
        this.finishRow();
        break;
      case CELL:
        this.endCell();
        break;
    }
  }

  private finishRow(): void {
    if (this.row && this.row.end > this.row.start) this.rows.push(this.row);
    this.row = undefined;
  }

  private startRow(reader: ByteXmlReader): void {
    this.finishRow();
    const k = reader.find('r');
    let index: number;
    const digits = k < 0 ? -1 : this.digitsAt(reader.attributes[k * 4 + 2], reader.attributes[k * 4 + 3]);
    if (k < 0) index = this.nextRow;
    else if (digits >= 0 && reader.attributes[k * 4 + 3] > reader.attributes[k * 4 + 2]) index = digits - 1;
    else {
      const r = reader.value(k);
      index = r ? Number(r) - 1 : this.nextRow;
    }
    this.cellRow = Number.isFinite(index) && index >= 0 ? index : this.nextRow;
    if (this.rows.length && this.cellRow <= this.rows[this.rows.length - 1].row) this.badRefs++;
    this.row = new PackedRow(this.store, this.cellRow, this.store.count, this.store.count);
    this.nextRow = this.cellRow + 1;
    this.nextCol = 0;
  }

  private startCell(reader: ByteXmlReader): void {
    const b = this.bytes;
    const a = reader.attributes;
    let r = -1;
    let s = -1;
    let t = -1;
    let prefixed = false;
    for (let k = 0; k < reader.attributeCount; k++) {
      const start = a[k * 4];
      const end = a[k * 4 + 1];
      if (end - start === 1) {
        const c = b[start];
        if (c === 114) r = k;
        else if (c === 115) s = k;
        else if (c === 116) t = k;
      } else if (b[end - 2] === 58) prefixed = true;
    }
    if (prefixed) {
      // `x:r` answers for `r` when there is no `r` (as TagAttributes.get finds it).
      r = reader.find('r');
      s = reader.find('s');
      t = reader.find('t');
    }
    this.beginCell(
      r < 0 ? -1 : a[r * 4 + 2],
      r < 0 ? -1 : a[r * 4 + 3],
      s < 0 ? -1 : a[s * 4 + 2],
      s < 0 ? -1 : a[s * 4 + 3],
      t < 0 ? -1 : a[t * 4 + 2],
      t < 0 ? -1 : a[t * 4 + 3],
    );
  }

  /** readSheetText's steps at a `<c>`, from the positions of its r, s and t values (-1: absent). */
  private beginCell(rStart: number, rEnd: number, sStart: number, sEnd: number, tStart: number, tEnd: number): void {
    this.inCell = true;
    const b = this.bytes;
    if (rStart >= 0 && this.cellRefAt(rStart, rEnd)) {
      const parsedRow = this.refRow;
      this.cellCol = this.refCol;
      if (!this.row || parsedRow !== this.row.row) {
        this.finishRow();
        this.row = new PackedRow(this.store, parsedRow, this.store.count, this.store.count);
        this.nextRow = parsedRow + 1;
      }
      this.cellRow = parsedRow;
    } else {
      this.cellCol = this.nextCol;
      if (!this.row) this.row = new PackedRow(this.store, this.nextRow++, this.store.count, this.store.count);
      this.cellRow = this.row.row;
    }
    this.nextCol = this.cellCol + 1;
    if (tStart < 0) this.cellType = 'n';
    else
      this.cellType = (tEnd - tStart === 1 ? ONE_LETTER_TYPES[b[tStart]] : undefined) ?? this.reader.text(tStart, tEnd);
    if (sStart < 0) this.cellStyle = 0;
    else {
      const digits = this.digitsAt(sStart, sEnd);
      this.cellStyle = digits >= 0 ? digits : Number(this.reader.text(sStart, sEnd));
    }
    this.value = '';
    this.valueStart = -1;
    this.formula = '';
    this.hasFormula = false;
    this.formulaShared = undefined;
    this.inlineText = '';
  }

  /** The reference last read by cellRefAt. */
  private refRow = 0;
  private refCol = 0;

  /** Reads a cell reference as parseCellRef does (from the bytes when it is plain `B7`) into refRow and refCol; false when it is none. */
  private cellRefAt(start: number, end: number): boolean {
    const b = this.bytes;
    let i = start;
    let col = 0;
    let letters = 0;
    while (i < end && b[i] >= 65 && b[i] <= 90) {
      col = col * 26 + (b[i] - 64);
      letters++;
      i++;
    }
    let row = 0;
    let digits = 0;
    while (i < end && b[i] >= 48 && b[i] <= 57) {
      row = row * 10 + (b[i] - 48);
      digits++;
      i++;
    }
    if (i === end && letters > 0 && letters <= 3 && digits > 0 && digits <= 9 && row > 0) {
      this.refRow = row - 1;
      this.refCol = col - 1;
      return true;
    }
    const text = this.reader.text(start, end);
    const parsed = text ? parseCellRef(text) : undefined;
    if (!parsed) return false;
    this.refRow = parsed.row;
    this.refCol = parsed.col;
    return true;
  }

  /** The number written by ASCII digits alone at `start`..`end` (0 for none, as Number('') is); -1 otherwise. */
  private digitsAt(start: number, end: number): number {
    if (end - start > 9) return -1;
    const b = this.bytes;
    let n = 0;
    for (let k = start; k < end; k++) {
      const c = b[k];
      if (c < 48 || c > 57) return -1;
      n = n * 10 + (c - 48);
    }
    return n;
  }

  private endCell(): void {
    this.inCell = false;
    const { formulaShared } = this;
    if (this.hasFormula && formulaShared) {
      if (formulaShared.master || this.formula)
        this.sharedFormulas.set(formulaShared.si, { formula: this.formula, row: this.cellRow, col: this.cellCol });
      else {
        const master = this.sharedFormulas.get(formulaShared.si);
        if (master) this.formula = shiftFormula(master.formula, this.cellRow - master.row, this.cellCol - master.col);
      }
    }
    if (this.row && this.addCell()) this.row.end = this.store.count;
  }

  private addCell(): boolean {
    const { store, cellType } = this;
    if (this.valueStart >= 0) {
      // The span stays the value until the next cell starts, as the text does in readSheetText.
      const start = this.valueStart;
      const end = this.valueEnd;
      if (!this.hasFormula && this.cellStyle === 0) {
        if (cellType === 's') {
          const index = this.digitsAt(start, end);
          if (index >= 0 && this.plainStrings && !this.context.sharedRunColors?.has(index)) {
            const text = this.context.sharedStrings[index];
            store.pushString(this.cellCol, text ?? '', text === undefined ? -1 : index);
            return true;
          }
        } else if (
          this.plainNumbers &&
          cellType !== 'inlineStr' &&
          cellType !== 'str' &&
          cellType !== 'b' &&
          cellType !== 'e' &&
          cellType !== 'd'
        ) {
          const number = plainNumberAt(this.bytes, start, end);
          if (number === number) {
            store.pushPlainNumber(this.cellCol, number);
            return true;
          }
        }
      }
      this.value = this.reader.text(start, end, false);
    }
    return addCell(
      store,
      this.cellCol,
      cellType,
      this.value,
      this.inlineText,
      this.hasFormula ? this.formula : undefined,
      this.cellStyle,
      this.context,
    );
  }
}

/**
 * The value of a number addCell keeps without its text, read from its ASCII digits; NaN for
 * any other text. The same test as addCell's (at most 11 characters, shownAsJavaScriptShowsIt,
 * no `0.0000`), and the same value as Number(): digits and a fraction of at most 11 characters
 * are an integer below 2^53 over a power of ten, both exact, so their quotient is the double
 * nearest the decimal, which is what Number() gives.
 */
export function plainNumberAt(b: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (length === 0 || length > 11) return NaN;
  let i = start;
  const negative = b[i] === 45;
  if (negative) i++;
  if (i >= end) return NaN;
  let whole = 0;
  let wholeDigits = 0;
  if (b[i] === 48) {
    i++;
    if (i === end) return negative ? NaN : 0;
  } else {
    while (i < end && b[i] >= 48 && b[i] <= 57) {
      whole = whole * 10 + (b[i] - 48);
      wholeDigits++;
      i++;
    }
    if (wholeDigits === 0) return NaN;
    if (i === end) return negative ? -whole : whole;
  }
  if (b[i] !== 46 || i + 1 === end || b[end - 1] === 48) return NaN;
  // `0.0000` anywhere (addCell leaves such numbers to formatGeneral).
  if (b[i - 1] === 48 && end - i > 4 && b[i + 1] === 48 && b[i + 2] === 48 && b[i + 3] === 48 && b[i + 4] === 48)
    return NaN;
  i++;
  let scale = 1;
  let fraction = 0;
  for (; i < end; i++) {
    const c = b[i];
    if (c < 48 || c > 57) return NaN;
    fraction = fraction * 10 + (c - 48);
    scale *= 10;
  }
  const value = (whole * scale + fraction) / scale;
  return negative ? -value : value;
}

/** expectedCells on bytes: `<c ` counted in the first 64 KB of a part `length` bytes long. */
function expectedCellsIn(bytes: Uint8Array, length: number, cap: number): number {
  const sample = Math.min(bytes.length, 65_536);
  if (sample === 0) return 16;
  let seen = 0;
  for (let k = 0; k + 2 < sample; k++) if (bytes[k] === 60 && bytes[k + 1] === 99 && bytes[k + 2] === 32) seen++;
  return Math.min(cap, Math.ceil(((seen + 1) * length * 1.02) / sample) + 16);
}

const SHARED_ITEM = 1;
const SHARED_TEXT = 2;
const SHARED_PHONETIC = 3;
const SHARED_RUN = 4;
const SHARED_COLOR = 5;
const SHARED_STRING_CODES = new Map([
  ['si', SHARED_ITEM],
  ['t', SHARED_TEXT],
  ['rPh', SHARED_PHONETIC],
  ['r', SHARED_RUN],
  ['color', SHARED_COLOR],
]);
const PRESERVE = '<t xml:space="preserve">';

/** The byte reader's side of the shared strings: readSharedStringsText's steps, `<si><t>…</t></si>` in one. */
class SharedStringBytes implements ByteXmlHandler {
  readonly strings: string[] = [];
  private readonly colors = new RunColors();
  private current = '';
  private inText = 0;
  private inPhonetic = 0;

  table(): SharedStrings {
    return { strings: this.strings, runColors: this.colors.byItem };
  }

  open(reader: ByteXmlReader, code: number, at: number, selfClosing: boolean, prefixed: boolean): number {
    if (code === SHARED_ITEM) {
      this.current = '';
      this.colors.startItem();
      return selfClosing || prefixed ? -1 : this.plainItem(reader, at);
    }
    if (code === SHARED_TEXT) this.inText++;
    else if (code === SHARED_PHONETIC) this.inPhonetic++;
    else if (code === SHARED_RUN) {
      if (this.inPhonetic === 0 && !selfClosing) this.colors.startRun(this.current.length);
    } else if (code === SHARED_COLOR) this.colors.color((name) => reader.value(reader.find(name)));
    return -1;
  }

  /** Items written the usual way, one after the other (the whole part, mostly), read in one loop. */
  content(reader: ByteXmlReader, _code: number, at: number): number {
    const b = reader.bytes;
    let pos = at;
    while (b[pos] === 60 && b[pos + 1] === 115 && b[pos + 2] === 105 && b[pos + 3] === 62) {
      const end = this.plainItem(reader, pos + 4);
      if (end < 0) break;
      pos = end;
    }
    return pos;
  }

  /**
   * An item's content `<t>…</t></si>` (or `<t xml:space="preserve">`) read in one step from `at`,
   * right after its `<si>`: the position after its end tag, or -1 when it is written otherwise.
   * Leaves the state as the general steps would (`current` holding the text).
   */
  private plainItem(reader: ByteXmlReader, at: number): number {
    if (this.inText !== 0 || this.inPhonetic !== 0) return -1;
    const b = reader.bytes;
    let start: number;
    if (b[at] === 60 && b[at + 1] === 116 && b[at + 2] === 62) start = at + 3;
    else if (reader.startsWith(at, PRESERVE)) start = at + PRESERVE.length;
    else return -1;
    let end = start;
    let amp = -1;
    while (end < b.length && b[end] !== 60) {
      if (b[end] === 38 && amp < 0) amp = end;
      end++;
    }
    if (!reader.startsWith(end, '</t></si>')) return -1;
    this.current = reader.text(start, end, amp >= 0);
    this.strings.push(decodeXmlEscapes(this.current));
    return end + 9;
  }

  text(reader: ByteXmlReader, start: number, end: number, amp: number): void {
    if (this.inText > 0 && this.inPhonetic === 0) this.current += reader.text(start, end, amp >= 0);
    else if (amp >= 0) reader.text(start, end);
  }

  cdata(reader: ByteXmlReader, start: number, end: number): void {
    if (this.inText > 0 && this.inPhonetic === 0) this.current += reader.text(start, end, false);
  }

  close(code: number): void {
    if (code === SHARED_ITEM) {
      this.colors.endItem(this.strings.length);
      this.strings.push(decodeXmlEscapes(this.current));
    } else if (code === SHARED_TEXT) this.inText--;
    else if (code === SHARED_PHONETIC) this.inPhonetic--;
    else if (code === SHARED_RUN) this.colors.endRun(this.current);
  }
}
