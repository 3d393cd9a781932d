import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx, type CellSpec } from '../../../../../scripts/fixtures/xlsx-builder';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../../src/engine/formats/cells/model';
import { applyChanges, compareToDocument } from '../../../../../src/engine/index';

/**
 * Cell formats of restored rows, columns and sheets: the source's format index is matched by
 * content in the target's styles, because the two packages number their formats differently.
 */

const DATE = { value: 45000, numberFormat: 'yyyy-mm-dd' };

/** In the target, format 1 is bold and custom number format 164 is a percentage: both mean something else in the source. */
const TARGET_FIRST: CellSpec[] = [
  { value: 'head', bold: true },
  { value: 0.5, numberFormat: '0.00%' },
];

function workbook(bytes: Uint8Array): CellsWorkbook {
  return readCells(bytes, 'xlsx').familyData as CellsWorkbook;
}

/** The number format code and text of a cell of the result, as a reader of the result sees them. */
function look(bytes: Uint8Array, sheetName: string, row: number, col: number) {
  const book = workbook(bytes);
  const cell = book.sheets
    .find((s) => s.name === sheetName)!
    .rows.find((r) => r.row === row)!
    .cells.find((c) => c.col === col)!;
  const style = book.styles[cell.style];
  return { text: cell.text, numberFormat: style.numberFormat, bold: !!style.bold };
}

function cellXfCount(bytes: Uint8Array): number {
  return Number(/<cellXfs count="(\d+)"/.exec(strFromU8(unzipSync(bytes)['xl/styles.xml']))![1]);
}

const files = (a: Uint8Array, b: Uint8Array) => ({
  source: { bytes: a, fileName: 'a.xlsx' },
  target: { bytes: b, fileName: 'b.xlsx' },
});

describe('xlsx writer: formats of restored cells', () => {
  it('clean mode: a rejected row deletion brings the date back with its own format, not the target format of the same index', async () => {
    const a = buildXlsx({
      sheets: [
        {
          name: 'S',
          rows: [
            ['head', 'x'],
            [DATE, 'gone'],
            ['tail', 'y'],
          ],
        },
      ],
    });
    const b = buildXlsx({ sheets: [{ name: 'S', rows: [TARGET_FIRST, ['tail', 'y']] }] });
    const compared = await compareToDocument(files(a, b));
    const rowChange = compared.places.indexOf('S!2:2');
    expect(rowChange).toBeGreaterThanOrEqual(0);
    const result = await applyChanges({ ...files(a, b), decisions: [{ Id: rowChange, ComparisonAction: 'Reject' }] });
    expect(look(result.bytes, 'S', 1, 0)).toEqual({ text: '2023-03-15', numberFormat: 'yyyy-mm-dd', bold: false });
    // The target's own cells keep their formats.
    expect(look(result.bytes, 'S', 0, 0)).toMatchObject({ bold: true });
    expect(look(result.bytes, 'S', 0, 1)).toMatchObject({ numberFormat: '0.00%', text: '50.00%' });
  });

  it('styled mode: a deleted row put back is marked on a copy of its own format', async () => {
    const a = buildXlsx({
      sheets: [
        {
          name: 'S',
          rows: [
            ['head', 'x'],
            [DATE, 'gone'],
            ['tail', 'y'],
          ],
        },
      ],
    });
    const b = buildXlsx({ sheets: [{ name: 'S', rows: [TARGET_FIRST, ['tail', 'y']] }] });
    const result = await compareToDocument(files(a, b));
    expect(result.places).toContain('S!2:2');
    const styles = strFromU8(unzipSync(result.bytes)['xl/styles.xml']);
    const sheet = strFromU8(unzipSync(result.bytes)['xl/worksheets/sheet1.xml']);
    const s = Number(/<c r="A2" s="(\d+)"/.exec(sheet)![1]);
    const xf = [
      .../<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1].matchAll(/<xf\b[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g),
    ][s][0];
    const numFmtId = /numFmtId="(\d+)"/.exec(xf)![1];
    expect(styles).toContain(`<numFmt numFmtId="${numFmtId}" formatCode="yyyy-mm-dd"/>`);
    expect(xf).toContain('applyFill="1"');
  });

  it('clean mode: a rejected column deletion brings the date back with its own format', async () => {
    const a = buildXlsx({
      sheets: [
        {
          name: 'S',
          rows: [
            ['head', 'gone', 'x'],
            ['a', DATE, 'y'],
          ],
        },
      ],
    });
    const b = buildXlsx({ sheets: [{ name: 'S', rows: [TARGET_FIRST, ['a', 'y']] }] });
    const compared = await compareToDocument(files(a, b));
    const columnChange = compared.places.indexOf('S!B:B');
    expect(columnChange).toBeGreaterThanOrEqual(0);
    const result = await applyChanges({
      ...files(a, b),
      decisions: [{ Id: columnChange, ComparisonAction: 'Reject' }],
    });
    expect(look(result.bytes, 'S', 1, 1)).toEqual({ text: '2023-03-15', numberFormat: 'yyyy-mm-dd', bold: false });
  });

  it('clean mode: a rejected sheet deletion brings the sheet back with its formats', async () => {
    const a = buildXlsx({
      sheets: [
        { name: 'S', rows: [['head']] },
        { name: 'Dates', rows: [['when'], [DATE]] },
      ],
    });
    const b = buildXlsx({ sheets: [{ name: 'S', rows: [TARGET_FIRST] }] });
    const compared = await compareToDocument(files(a, b));
    const sheetChange = compared.places.indexOf('sheet Dates');
    expect(sheetChange).toBeGreaterThanOrEqual(0);
    const result = await applyChanges({ ...files(a, b), decisions: [{ Id: sheetChange, ComparisonAction: 'Reject' }] });
    expect(look(result.bytes, 'Dates', 1, 0)).toEqual({ text: '2023-03-15', numberFormat: 'yyyy-mm-dd', bold: false });
  });

  it('clean mode: a sheet and a column put back keep their column formats, renumbered', async () => {
    const withColumnFormat = (bytes: Uint8Array, part: string) => {
      const files = unzipSync(bytes);
      files[part] = strToU8(
        strFromU8(files[part]).replace(
          '<sheetData>',
          '<cols><col min="1" max="2" width="12" style="1" customWidth="1"/></cols><sheetData>',
        ),
      );
      return zipSync(files);
    };
    const a = withColumnFormat(
      buildXlsx({
        sheets: [
          {
            name: 'S',
            rows: [
              ['head', 'gone', 'x'],
              ['a', DATE, 'y'],
            ],
          },
          { name: 'Dates', rows: [['when'], [DATE]] },
        ],
      }),
      'xl/worksheets/sheet1.xml',
    );
    const source = withColumnFormat(a, 'xl/worksheets/sheet2.xml');
    const b = buildXlsx({ sheets: [{ name: 'S', rows: [TARGET_FIRST, ['a', 'y']] }] });
    const compared = await compareToDocument(files(source, b));
    const decisions = ['S!B:B', 'sheet Dates'].map((place) => ({
      Id: compared.places.indexOf(place),
      ComparisonAction: 'Reject',
    }));
    expect(decisions.map((d) => d.Id).every((id) => id >= 0)).toBe(true);
    const result = await applyChanges({ ...files(source, b), decisions });
    const parts = unzipSync(result.bytes);
    const styles = strFromU8(parts['xl/styles.xml']);
    const formatCodeOf = (s: number) => {
      const xf = [
        .../<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1].matchAll(/<xf\b[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g),
      ][s][0];
      const id = /numFmtId="(\d+)"/.exec(xf)![1];
      return new RegExp(`<numFmt numFmtId="${id}" formatCode="([^"]*)"`).exec(styles)?.[1];
    };
    const restoredSheet = Object.keys(parts).find(
      (name) => name.startsWith('xl/worksheets/') && name !== 'xl/worksheets/sheet1.xml',
    )!;
    const sheetColumn = /<col min="1" max="2"[^>]*style="(\d+)"/.exec(strFromU8(parts[restoredSheet]))!;
    expect(formatCodeOf(Number(sheetColumn[1]))).toBe('yyyy-mm-dd');
    const putBack = /<col min="2" max="2"[^>]*style="(\d+)"/.exec(strFromU8(parts['xl/worksheets/sheet1.xml']))!;
    expect(formatCodeOf(Number(putBack[1]))).toBe('yyyy-mm-dd');
  });

  it('clean mode: a rejected format change gives the cell the source format by content', async () => {
    // Source format 2 is a red fill; the target's format 2 is a percentage.
    const a = buildXlsx({ sheets: [{ name: 'S', rows: [[DATE], [{ value: 'when', fill: 'FF0000' }]] }] });
    const b = buildXlsx({ sheets: [{ name: 'S', rows: [TARGET_FIRST, [{ value: 'when', bold: true }]] }] });
    const compared = await compareToDocument(files(a, b));
    const styleChange = compared.places.indexOf('S!A2');
    expect(styleChange).toBeGreaterThanOrEqual(0);
    const result = await applyChanges({ ...files(a, b), decisions: [{ Id: styleChange, ComparisonAction: 'Reject' }] });
    const book = workbook(result.bytes);
    const cell = book.sheets[0].rows[1].cells[0];
    expect(cell.text).toBe('when');
    expect(book.styles[cell.style]).toEqual({ fill: 'FF0000' });
    expect(result.warnings.map((w) => w.code)).not.toContain('cells-reject-unsupported');
  });

  it('a format the target already has under another index is reused, not copied', async () => {
    const a = buildXlsx({
      sheets: [
        {
          name: 'S',
          rows: [
            ['head', 'x'],
            [DATE, 'gone'],
            ['tail', 'y'],
          ],
        },
      ],
    });
    // The target has the date format too, as its third cell format.
    const b = buildXlsx({
      sheets: [
        {
          name: 'S',
          rows: [
            [...TARGET_FIRST, DATE],
            ['tail', 'y'],
          ],
        },
      ],
    });
    const compared = await compareToDocument(files(a, b));
    const rowChange = compared.places.indexOf('S!2:2');
    const result = await applyChanges({ ...files(a, b), decisions: [{ Id: rowChange, ComparisonAction: 'Reject' }] });
    expect(cellXfCount(result.bytes)).toBe(cellXfCount(b));
    expect(strFromU8(unzipSync(result.bytes)['xl/worksheets/sheet1.xml'])).toMatch(/<c r="A2" s="3"/);
    expect(look(result.bytes, 'S', 1, 0)).toMatchObject({ numberFormat: 'yyyy-mm-dd' });
  });
});
