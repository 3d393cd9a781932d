import type { ReaderWarning } from '../../model/document';
import { decodeText } from '../text/decode';
import type { CellData, CellsWorkbook, RowData } from './model';

/**
 * CSV and TSV as a one-sheet workbook: RFC 4180 quoting (quoted separators, quotes and line
 * breaks), any BOM, CRLF/LF/CR-only line endings. Numbers stay as written for display and are
 * kept as numbers for the numeric tolerance; a zero-byte file is an empty sheet.
 */

export function readDelimited(bytes: Uint8Array, format: string, warnings: ReaderWarning[]): CellsWorkbook {
  const text = bytes.length === 0 ? '' : decodeText(bytes, warnings).text;
  const separator = format === 'tsv' ? '\t' : guessSeparator(text);
  const records = parseDelimited(text, separator, warnings);
  const rows: RowData[] = [];
  records.forEach((fields, index) => {
    const cells: CellData[] = [];
    fields.forEach((field, col) => {
      if (field === '') return;
      cells.push(cellOf(field, col));
    });
    if (cells.length) rows.push({ row: index, cells });
  });
  // One fixed sheet name: the file name would make every pair of CSV files a renamed sheet.
  return { family: 'cells', sheets: [{ name: 'Sheet1', hidden: false, part: 'text', rows, merges: [], comments: new Map() }], styles: [{}], date1904: false };
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function cellOf(field: string, col: number): CellData {
  if (NUMBER.test(field.trim())) {
    // Most numbers are written as JavaScript writes them: keep one string for both (millions of cells).
    const raw = String(Number(field));
    return { col, text: field, type: 'n', raw: raw === field ? field : raw, style: 0 };
  }
  if (/^(TRUE|FALSE)$/i.test(field)) return { col, text: field, type: 'b', raw: field.toUpperCase(), style: 0 };
  if (/^#(NULL!|DIV\/0!|VALUE!|REF!|NAME\?|NUM!|N\/A)$/.test(field)) return { col, text: field, type: 'e', raw: field, style: 0 };
  return { col, text: field, type: 's', raw: field, style: 0 };
}

/** Comma unless the first line has more semicolons outside quotes (European Excel exports). */
function guessSeparator(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length).replace(/"[^"]*"/g, '');
  const commas = firstLine.split(',').length - 1;
  const semicolons = firstLine.split(';').length - 1;
  return semicolons > commas ? ';' : ',';
}

/** RFC 4180 records; line endings are already `\n`. A trailing line break ends, not starts, a record. */
export function parseDelimited(text: string, separator: string, warnings: ReaderWarning[]): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let unclosed = false;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
      continue;
    }
    if (ch === separator) {
      fields.push(field);
      field = '';
    } else if (ch === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
    } else {
      // An unquoted run is one slice: a string grown a character at a time costs a node per character.
      let end = i + 1;
      while (end < n && text[end] !== separator && text[end] !== '\n') end++;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    i++;
  }
  if (quoted) unclosed = true;
  if (field !== '' || fields.length) {
    fields.push(field);
    records.push(fields);
  }
  if (unclosed) warnings.push({ code: 'csv-unclosed-quote', message: 'a quoted field is not closed before the end of the file; the rest of the file is read as that field' });
  return records;
}
