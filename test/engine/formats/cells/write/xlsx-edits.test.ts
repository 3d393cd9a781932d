import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx, type CellSpec } from '../../../../../scripts/fixtures/xlsx-builder';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook, SheetData } from '../../../../../src/engine/formats/cells/model';
import { applyChanges, compareToDocument } from '../../../../../src/engine/index';

/** Whole-row and whole-column edits of the xlsx writer and the references they move. */

function grid(rows: number, cols: number): CellSpec[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => (c === 0 ? `row ${r + 1}` : r * 10 + c)),
  );
}

function workbook(bytes: Uint8Array): CellsWorkbook {
  return readCells(bytes, 'xlsx').familyData as CellsWorkbook;
}

function cell(sheet: SheetData, ref: string) {
  const m = /^([A-Z]+)(\d+)$/.exec(ref)!;
  const row = Number(m[2]) - 1;
  const col = [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return sheet.rows.find((r) => r.row === row)?.cells.find((c) => c.col === col);
}

function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  files[part] = strToU8(edit(strFromU8(files[part])));
  return zipSync(files);
}

describe('xlsx writer: whole rows and columns', () => {
  it('a sheet whose name has an apostrophe and an ampersand is followed from other sheets and defined names', async () => {
    const name = "Bob's R&D";
    const rows = grid(9, 2);
    const build = (sheetRows: CellSpec[][], ref: number) =>
      editPart(
        buildXlsx({
          sheets: [
            { name, rows: sheetRows },
            { name: 'R', rows: [[{ value: 0, formula: `'Bob''s R&D'!A${ref}*2` }]] },
          ],
        }),
        'xl/workbook.xml',
        (xml) =>
          xml.replace(
            '</sheets>',
            `</sheets><definedNames><definedName name="Last">'Bob''s R&amp;D'!$B$${ref}</definedName></definedNames>`,
          ),
      );
    const a = build(rows, 8);
    const b = build([...rows.slice(0, 3), ...rows.slice(4)], 7);
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(["'Bob''s R&D'!4:4"]);
    const book = workbook(result.bytes);
    expect(book.sheets[0].rows.map((r) => r.cells[0].text)).toEqual(rows.map((r) => r[0]));
    expect(cell(book.sheets[1], 'A1')!.formula).toBe("'Bob''s R&D'!A8*2");
    expect(strFromU8(unzipSync(result.bytes)['xl/workbook.xml'])).toContain(
      `<definedName name="Last">'Bob''s R&amp;D'!$B$8</definedName>`,
    );
  });

  it('shared formulas on another sheet follow a deleted row put back, cell by cell', async () => {
    const rows = grid(8, 2);
    const build = (sheetRows: CellSpec[][]) =>
      editPart(
        buildXlsx({
          sheets: [
            { name: 'S', rows: sheetRows },
            { name: 'R', rows: [1, 2, 3, 4, 5, 6].map((r) => [{ value: 0, formula: `S!B${r}*2` }]) },
          ],
        }),
        'xl/worksheets/sheet2.xml',
        (xml) =>
          xml.replace(/<f>S!B(\d)\*2<\/f>/g, (_m, r: string) =>
            r === '1' ? '<f t="shared" ref="A1:A6" si="0">S!B1*2</f>' : '<f t="shared" si="0"/>',
          ),
      );
    const a = buildXlsx({
      sheets: [
        { name: 'S', rows },
        { name: 'R', rows: [1, 2, 3, 5, 6, 7].map((r) => [{ value: 0, formula: `S!B${r}*2` }]) },
      ],
    });
    const b = build([...rows.slice(0, 3), ...rows.slice(4)]);
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['S!4:4']);
    const r = workbook(result.bytes).sheets[1];
    expect([1, 2, 3, 4, 5, 6].map((n) => cell(r, `A${n}`)!.formula)).toEqual([
      'S!B1*2',
      'S!B2*2',
      'S!B3*2',
      'S!B5*2',
      'S!B6*2',
      'S!B7*2',
    ]);
    expect(strFromU8(unzipSync(result.bytes)['xl/worksheets/sheet2.xml'])).not.toContain('t="shared"');
  });

  it('shared formulas of the edited sheet whose master row is removed keep their formulas', async () => {
    const rows = grid(8, 2);
    const target = editPart(
      buildXlsx({
        sheets: [
          {
            name: 'S',
            rows: rows.map((row, r) => (r >= 1 && r <= 5 ? [...row, { value: 'v', formula: `A${r + 1}&"x"` }] : row)),
          },
        ],
      }),
      'xl/worksheets/sheet1.xml',
      (xml) =>
        xml.replace(/<f>A(\d)&amp;&quot;x&quot;<\/f>/g, (_m, r: string) =>
          r === '2' ? '<f t="shared" ref="C2:C6" si="0">A2&amp;"x"</f>' : '<f t="shared" si="0"/>',
        ),
    );
    const source = buildXlsx({
      sheets: [
        {
          name: 'S',
          rows: rows
            .filter((_, r) => r !== 1)
            .map((row, r) => (r >= 1 && r <= 4 ? [...row, { value: 'v', formula: `A${r + 1}&"x"` }] : row)),
        },
      ],
    });
    expect(strFromU8(unzipSync(target)['xl/worksheets/sheet1.xml']).match(/t="shared"/g)).toHaveLength(5);
    const compared = await compareToDocument({
      source: { bytes: source, fileName: 'a.xlsx' },
      target: { bytes: target, fileName: 'b.xlsx' },
    });
    expect(compared.places).toEqual(['S!2:2']);
    // Rejecting the inserted row 2 removes the group's master cell C2.
    const applied = await applyChanges({
      source: { bytes: source, fileName: 'a.xlsx' },
      target: { bytes: target, fileName: 'b.xlsx' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    const sheet = workbook(applied.bytes).sheets[0];
    expect([2, 3, 4, 5].map((n) => cell(sheet, `C${n}`)?.formula)).toEqual(['A2&"x"', 'A3&"x"', 'A4&"x"', 'A5&"x"']);
    expect(
      (
        await compareToDocument({
          source: { bytes: source, fileName: 'a.xlsx' },
          target: { bytes: applied.bytes, fileName: 'c.xlsx' },
        })
      ).changes,
    ).toEqual([]);
  });

  it('a deleted row put back lands in the result columns when the target also has an inserted column', async () => {
    const rows = grid(6, 4);
    const withColumn = (sheetRows: CellSpec[][]) =>
      sheetRows.map((row, r) => [row[0], `new ${r + 1}`, ...row.slice(1)]);
    const a = buildXlsx({ sheets: [{ name: 'S', rows }] });
    const b = buildXlsx({ sheets: [{ name: 'S', rows: withColumn([...rows.slice(0, 3), ...rows.slice(4)]) }] });
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['S!B:B', 'S!4:4']);
    const sheet = workbook(result.bytes).sheets[0];
    expect(sheet.rows[3].cells.map((c) => `${c.col}:${c.text}`)).toEqual(['0:row 4', '2:31', '3:32', '4:33']);
    expect(cell(sheet, 'D5')!.text).toBe('42');
  });

  it('clean mode: a rejected row deletion skips a column whose deletion is kept, and follows one whose deletion is rejected', async () => {
    const rows = grid(6, 5);
    const dropC = (sheetRows: CellSpec[][]) => sheetRows.map((row) => [...row.slice(0, 2), ...row.slice(3)]);
    const a = buildXlsx({ sheets: [{ name: 'S', rows }] });
    const b = buildXlsx({ sheets: [{ name: 'S', rows: dropC([...rows.slice(0, 3), ...rows.slice(4)]) }] });
    const compared = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(compared.places).toEqual(['S!C:C', 'S!4:4']);
    const rowOnly = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [{ Id: 1, ComparisonAction: 'Reject' }],
    });
    expect(workbook(rowOnly.bytes).sheets[0].rows.map((r) => r.cells.map((c) => c.text))).toEqual(
      dropC(rows).map((r) => r.map(String)),
    );
    const both = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [
        { Id: 0, ComparisonAction: 'Reject' },
        { Id: 1, ComparisonAction: 'Reject' },
      ],
    });
    expect(
      (
        await compareToDocument({
          source: { bytes: a, fileName: 'a.xlsx' },
          target: { bytes: both.bytes, fileName: 'c.xlsx' },
        })
      ).changes,
    ).toEqual([]);
  });

  it('clean mode: a column put back for a rejected deletion has its formulas in the result numbering, past a row deletion that is kept', async () => {
    const rows: CellSpec[][] = Array.from({ length: 5 }, (_, r) => [
      r + 1,
      { value: (r + 1) * 2, formula: `A${r + 1}*2+$A$5` },
      `row ${r + 1}`,
    ]);
    const a = buildXlsx({ sheets: [{ name: 'S', rows }] });
    const dropB = (sheetRows: CellSpec[][]) => sheetRows.map((row) => [row[0], row[2]]);
    const b = buildXlsx({ sheets: [{ name: 'S', rows: dropB([...rows.slice(0, 1), ...rows.slice(2)]) }] });
    const compared = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    const columnChange = compared.places.indexOf('S!B:B');
    expect(compared.places).toContain('S!2:2');
    const result = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [{ Id: columnChange, ComparisonAction: 'Reject' }],
    });
    const sheet = workbook(result.bytes).sheets[0];
    expect(['B1', 'B2', 'B3', 'B4'].map((ref) => cell(sheet, ref)!.formula)).toEqual([
      'A1*2+$A$4',
      'A2*2+$A$4',
      'A3*2+$A$4',
      'A4*2+$A$4',
    ]);
    expect(cell(sheet, 'B5')).toBeUndefined();
  });
});
