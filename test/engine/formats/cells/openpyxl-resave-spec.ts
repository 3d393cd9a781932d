import { buildXlsx } from '../../../../scripts/fixtures/xlsx-builder';

/**
 * The workbook test/fixtures/openpyxl-resave/lines-and-formulas.resaved.xlsx was made from:
 * a cell with CRLF line endings, formulas with cached results of each type, an empty styled row.
 */
export function linesAndFormulas(): Uint8Array {
  return buildXlsx({
    sheets: [
      {
        name: 'Sheet',
        rows: [
          [1, 2, { formula: 'A1+B1', value: 3 }, { formula: 'A1&"x"', value: '1x' }, { formula: 'A1>0', value: true }],
          ['line one\r\nline two', { formula: 'SUM(A1:B1)', value: 3 }],
          [{ bold: true }, { bold: true }, { bold: true }],
          ['end'],
        ],
      },
    ],
  });
}
