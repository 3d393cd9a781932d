import { ArchiveLimitError } from '../../errors';
import type { ReaderWarning } from '../../model/document';
import { decodeText } from '../shared/text-decode';
import {
  CellStore,
  expectedCells,
  PackedRow,
  shownAsJavaScriptShowsIt,
  type CellsWorkbook,
  type RowData,
} from './model';

/**
 * CSV and TSV as a one-sheet workbook: RFC 4180 quoting (quoted separators, quotes and line
 * breaks), any BOM, CRLF/LF/CR-only line endings. Numbers stay as written for display and are
 * kept as numbers for the numeric tolerance; a zero-byte file is an empty sheet.
 *
 * Bounded like the packaged formats: at most MAX_DELIMITED_CELLS non-empty cells and
 * MAX_FIELD_LENGTH characters a cell; past either the file is refused in one line before the
 * workbook is built (a 50 MB field took 2 GB; 50 MB of small cells, minutes and gigabytes).
 */

/**
 * Non-empty cells a CSV or TSV file may hold: 150,000 rows of 20 columns. Cells are kept packed
 * (./model CellStore, about 50 bytes a cell with its text), so two such files compare in well
 * under a gigabyte.
 */
export const MAX_DELIMITED_CELLS = 3_000_000;
/** Characters a cell may hold: Excel's own limit, so no spreadsheet program shows a longer one. */
export const MAX_FIELD_LENGTH = 32_767;

export function readDelimited(bytes: Uint8Array, format: string, warnings: ReaderWarning[]): CellsWorkbook {
  const text = bytes.length === 0 ? '' : decodeText(bytes, warnings).text;
  const separator = format === 'tsv' ? '\t' : guessSeparator(text);
  const rows: RowData[] = [];
  // Room for as many fields as the start of the file suggests: each ends at a separator or a line break.
  const store = new CellStore(
    expectedCells(text, separator, MAX_DELIMITED_CELLS) + expectedCells(text, '\n', MAX_DELIMITED_CELLS),
  );
  // Fields go straight into the store: no array of records of the whole file in between.
  let row: PackedRow | undefined;
  forEachField(text, separator, warnings, (field, record, column) => {
    if (field === '') return;
    if (row?.row !== record) {
      row = new PackedRow(store, record, store.count, store.count);
      rows.push(row);
    }
    addField(store, field, column);
    row.end = store.count;
  });
  store.trim();
  // One fixed sheet name: the file name would make every pair of CSV files a renamed sheet.
  return {
    family: 'cells',
    sheets: [{ name: 'Sheet1', hidden: false, part: 'text', rows, merges: [], comments: new Map() }],
    styles: [{}],
    date1904: false,
  };
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const ERROR_LITERAL = /^#(NULL!|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|N\/A)$/;

function addField(store: CellStore, field: string, col: number): void {
  const first = field.charCodeAt(0);
  // Only a digit, sign, point or white space (trimmed) can start a number, only `#` an error literal: most
  // fields of a large file are told apart by their first character, not by three patterns.
  const maybeNumber =
    (first >= 48 && first <= 57) ||
    first === 45 ||
    first === 43 ||
    first === 46 ||
    ((first <= 32 || first > 127) && /^\s/.test(field));
  if (maybeNumber && shownAsJavaScriptShowsIt(field)) store.pushPlainNumber(col, plainNumberValue(field));
  else if (maybeNumber && NUMBER.test(field.trim())) {
    // Most numbers are written as JavaScript writes them: keep one string for both (millions of cells).
    const raw = String(Number(field));
    store.push(col, field, 'n', raw === field ? field : raw, 0, 0);
  } else if (
    (field.length === 4 || field.length === 5) &&
    ((first | 32) === 116 || (first | 32) === 102) &&
    /^(TRUE|FALSE)$/i.test(field)
  )
    store.push(col, field, 'b', field.toUpperCase(), 0, 0);
  else if (first === 35 /* # */ && ERROR_LITERAL.test(field)) store.push(col, field, 'e', field, 0, 0);
  else store.pushString(col, field);
}

/**
 * Number(text) for a text shownAsJavaScriptShowsIt accepts (`-`, digits, an optional fraction),
 * without the general parser: its digits as an integer below 2^53 over a power of ten up to
 * 10^22 are both exact doubles, so their quotient is the double nearest the decimal, which is
 * what Number() gives. Longer texts are left to Number().
 */
function plainNumberValue(text: string): number {
  const n = text.length;
  const negative = text.charCodeAt(0) === 45;
  let digits = 0;
  let scale = 1;
  let afterPoint = false;
  for (let i = negative ? 1 : 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) afterPoint = true;
    else {
      digits = digits * 10 + (c - 48);
      if (afterPoint) scale *= 10;
    }
  }
  if (digits > Number.MAX_SAFE_INTEGER || scale > 1e22) return Number(text);
  return negative ? -(digits / scale) : digits / scale;
}

/** Comma unless the first line has more semicolons outside quotes (European Excel exports). */
function guessSeparator(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length).replace(/"[^"]*"/g, '');
  const commas = firstLine.split(',').length - 1;
  const semicolons = firstLine.split(';').length - 1;
  return semicolons > commas ? ';' : ',';
}

/**
 * RFC 4180 records; line endings are already `\n`. A trailing line break ends, not starts, a record.
 * The separator may be longer than one character (the API's LoadOptions.Separator); it holds
 * no quote and no line break. Fields are cut out of the text with slices between the special
 * characters found by indexOf, never grown a character at a time: a 50 MB field built by `+=`
 * held a rope of 50 million pieces (2 GB) before it was flattened.
 *
 * Written here rather than taken from csv-parse: csv-parse (7.0.3, sync, relax_quotes) read the
 * 14 MB, 2,100,000-cell benchmark file in 1.3 s where this takes 0.4 s, and the cell and field
 * limits are checked as the fields are cut, before any record is kept.
 */
export function parseDelimited(text: string, separator: string, warnings: ReaderWarning[]): string[][] {
  const records: string[][] = [];
  forEachField(text, separator, warnings, (field, record) => (records[record] ??= []).push(field));
  return records;
}

/** The fields of parseDelimited one by one, with their record and column (both from 0). */
export function forEachField(
  text: string,
  separator: string,
  warnings: ReaderWarning[],
  onField: (field: string, record: number, column: number) => void,
): void {
  let record = 0;
  let column = 0;
  const n = text.length;
  let i = 0;
  let atFieldStart = true;
  let unclosed = false;
  const delimiters = new DelimiterFinder(text, separator);
  let cells = 0;
  while (i < n) {
    let field: string;
    if (text.charCodeAt(i) === 34 /* " */) {
      // Quoted: up to the quote that is not doubled; what follows up to the next separator is kept too, as before.
      const pieces: string[] = [];
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) {
          pieces.push(text.slice(from));
          unclosed = true;
          i = n;
          break;
        }
        pieces.push(text.slice(from, quote));
        if (text.charCodeAt(quote + 1) === 34) {
          pieces.push('"');
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      const end = unclosed ? n : delimiters.next(i);
      pieces.push(text.slice(i, end));
      field = pieces.join('');
      i = end;
    } else {
      const end = delimiters.next(i);
      field = text.slice(i, end);
      i = end;
    }
    atFieldStart = false;
    if (field !== '') checkField(field, record, column, ++cells);
    onField(field, record, column++);
    if (i >= n) break;
    if (text.charCodeAt(i) === 10 /* \n */) {
      record++;
      column = 0;
      i++;
    } else i += separator.length;
    atFieldStart = true;
  }
  // A separator right before the end leaves one more (empty) field in the last record.
  if (atFieldStart && column > 0) onField('', record, column);
  if (unclosed)
    warnings.push({
      code: 'csv-unclosed-quote',
      message: 'a quoted field is not closed before the end of the file; the rest of the file is read as that field',
    });
}

function checkField(field: string, row: number, column: number, cells: number): void {
  if (field.length > MAX_FIELD_LENGTH) {
    throw new ArchiveLimitError(
      `the field at row ${row + 1}, column ${column + 1} holds ${field.length.toLocaleString('en-US')} characters; docdelta compares CSV and TSV cells of up to ${MAX_FIELD_LENGTH.toLocaleString('en-US')} (Excel's limit)`,
    );
  }
  if (cells > MAX_DELIMITED_CELLS) {
    throw new ArchiveLimitError(
      `the file holds more than ${MAX_DELIMITED_CELLS.toLocaleString('en-US')} non-empty cells, docdelta's limit for CSV and TSV; compare it in parts or as text`,
    );
  }
}

/**
 * Finds the next separator or line break; remembers where the next of each is, so a long line of
 * many fields, or a file with no separator at all, is still searched once, not once per field.
 */
class DelimiterFinder {
  private nextLine = -1;
  private nextSeparator = -1;

  constructor(
    private readonly text: string,
    private readonly separator: string,
  ) {}

  /** The next separator or line break at or after `from`, or the end of the text. */
  next(from: number): number {
    const { text } = this;
    if (this.nextLine < from && this.nextLine !== text.length)
      this.nextLine = positionOrEnd(text.indexOf('\n', from), text);
    if (this.nextSeparator < from && this.nextSeparator !== text.length)
      this.nextSeparator = positionOrEnd(text.indexOf(this.separator, from), text);
    return Math.min(this.nextLine, this.nextSeparator);
  }
}

function positionOrEnd(position: number, text: string): number {
  return position < 0 ? text.length : position;
}
