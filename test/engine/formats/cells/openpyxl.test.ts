import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildOpenpyxlLike, type OpenpyxlCell } from '../../../../scripts/fixtures/openpyxl-like';
import { buildXlsx } from '../../../../scripts/fixtures/xlsx-builder';
import { readCells } from '../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../src/engine/formats/cells/model';
import { compareFiles, compareToDocument } from '../../../../src/engine/index';

/**
 * Workbooks the way openpyxl writes them (scripts/fixtures/openpyxl-like): `xmlns:r` on each
 * `<sheet>`, formulas without cached results, inline or shared strings with `_xHHHH_` escapes.
 */

const summary = (changes: { kind: string; place: string; text: string; targetText: string }[]) =>
  changes.map((c) => `${c.kind} ${c.place}: ${c.text} → ${c.targetText}`);

async function changesOf(a: Uint8Array, b: Uint8Array) {
  return summary((await compareFiles({ bytes: a, fileName: 'a.xlsx' }, { bytes: b, fileName: 'b.xlsx' })).changes);
}

function fibonacci(first: number): OpenpyxlCell[][] {
  const rows: OpenpyxlCell[][] = [[first], [1]];
  for (let r = 3; r <= 19; r++) rows.push([{ formula: `A${r - 2}+A${r - 1}` }]);
  return rows;
}

describe('openpyxl-written workbooks', () => {
  it('a renamed and edited sheet: the styled result is written (the new sheet entry declares the r prefix it uses) and reads back', async () => {
    const rows = (qty: number): OpenpyxlCell[][] => [
      ['Name', 'Qty'],
      ['a', qty],
      ['b', 2],
      ['total', { formula: 'SUM(B2:B3)' }],
    ];
    const a = buildOpenpyxlLike({
      sheets: [
        { name: 'Craig', rows: rows(1) },
        { name: 'Other', rows: [['x']] },
      ],
    });
    const b = buildOpenpyxlLike({
      sheets: [
        { name: 'Samual', rows: rows(5) },
        { name: 'Other', rows: [['x']] },
      ],
    });
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['sheet Craig renamed Samual', 'Samual!B2']);
    const workbookXml = strFromU8(unzipSync(result.bytes)['xl/workbook.xml']);
    // Parsed by a namespace-aware parser: an unbound prefix is an error there.
    const errors: string[] = [];
    const doc = new DOMParser({
      onError: (level, message) => void (level !== 'warning' && errors.push(message)),
    }).parseFromString(workbookXml, 'text/xml');
    expect(errors).toEqual([]);
    const sheets = Array.from(
      doc.getElementsByTagNameNS('http://schemas.openxmlformats.org/spreadsheetml/2006/main', 'sheet'),
    );
    expect(
      sheets.map((s) => s.getAttributeNS('http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'id')),
    ).toEqual(['rId1', 'rId2', expect.stringMatching(/\S/)]);
    const book = readCells(result.bytes, 'xlsx').familyData as CellsWorkbook;
    expect(book.sheets.map((s) => s.name)).toEqual(['Samual', 'Other', 'docdelta changes']);
  });

  it('formulas without cached results are compared by their formula: one changed input of a Fibonacci sheet is one change', async () => {
    const a = buildOpenpyxlLike({ sheets: [{ name: 'Fib', rows: fibonacci(1) }] });
    const b = buildOpenpyxlLike({ sheets: [{ name: 'Fib', rows: fibonacci(2) }] });
    expect(await changesOf(a, b)).toEqual(['Modified Fib!A1: 1 → 2']);
    // The source saved by a program that calculates (values cached), the target by openpyxl: still one change.
    const values = [1, 1];
    for (let k = 2; k < 19; k++) values.push(values[k - 2] + values[k - 1]);
    const calculated = buildXlsx({
      sheets: [{ name: 'Fib', rows: values.map((v, k) => [k < 2 ? v : { value: v, formula: `A${k - 1}+A${k}` }]) }],
    });
    expect(await changesOf(calculated, b)).toEqual(['Modified Fib!A1: 1 → 2']);
    // A real formula edit is still one.
    const edited = fibonacci(1);
    edited[10] = [{ formula: 'A9*2' }];
    expect(await changesOf(a, buildOpenpyxlLike({ sheets: [{ name: 'Fib', rows: edited }] }))).toEqual([
      'Modified Fib!A11 formula: =A9+A10 → =A9*2',
    ]);
  });

  it('_xHHHH_ escapes in shared and inline strings read as Excel, LibreOffice and openpyxl show them', () => {
    for (const sharedStrings of [true, false]) {
      const bytes = buildOpenpyxlLike({
        sharedStrings,
        sheets: [{ name: 'S', rows: [['_x005F_x000D_', 'a_x000D_b', 'plain_x_text']] }],
      });
      const book = readCells(bytes, 'xlsx').familyData as CellsWorkbook;
      expect(book.sheets[0].rows[0].cells.map((c) => c.text)).toEqual(['_x000D_', 'a\rb', 'plain_x_text']);
    }
  });

  it('a comment differing only by CRLF versus LF is no change; a changed comment says what changed', async () => {
    const withComment = (text: string) =>
      buildOpenpyxlLike({ sheets: [{ name: 'S', rows: [['a', 1]], comments: { A1: text } }] });
    expect(await changesOf(withComment('first line\r\nsecond line'), withComment('first line\nsecond line'))).toEqual(
      [],
    );
    const changed = await changesOf(withComment('first line\r\nsecond line'), withComment('first line\nthird line'));
    expect(changed).toEqual(['Modified S!A1 comment: first line\r\nsecond line → first line\nthird line']);
  });
});
