import { describe, expect, it } from 'vitest';
import { buildOds, type OdsCellSpec } from '../../../../../scripts/fixtures/ods-builder';
import { buildXlsx, type CellSpec } from '../../../../../scripts/fixtures/xlsx-builder';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook, SheetData } from '../../../../../src/engine/formats/cells/model';
import { applyChanges, compareToDocument } from '../../../../../src/engine/index';

/**
 * Clean results where only some row changes of a sheet are rejected: the formulas brought back
 * from the source (in rows put back, in cells given their source content) are rewritten in the
 * result's numbering, which the kept row changes make differ from the source's. Read back with
 * the readers only (no LibreOffice).
 *
 * Source: A1..A5 hold 1..5, B3 `=A1+A2`, A6 `=SUM(A1:A5)`. Target: a row inserted on top, source
 * row 3 deleted, A6 (now in row 6) `=SUM(A2:A5)` as a spreadsheet program leaves it. Accepting
 * the insertion and rejecting the deletion gives: the new row, 1, 2, 3 (B4 `=A2+A3`), 4, 5 and
 * A7 `=SUM(A2:A6)`.
 */

function cellAt(sheet: SheetData, ref: string) {
  const m = /^([A-Z]+)(\d+)$/.exec(ref)!;
  const row = Number(m[2]) - 1;
  const col = [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return sheet.rows.find((r) => r.row === row)?.cells.find((c) => c.col === col);
}

async function keepInsertRejectDeletes(
  format: 'xlsx' | 'ods',
  source: Uint8Array,
  target: Uint8Array,
): Promise<SheetData> {
  const files = {
    source: { bytes: source, fileName: `a.${format}` },
    target: { bytes: target, fileName: `b.${format}` },
  };
  const compared = await compareToDocument(files);
  const isRow = (k: number) => /^S!\d+:\d+$/.test(compared.places[k]);
  expect(
    compared.changes
      .filter((_, k) => isRow(k))
      .map((c) => c.Type)
      .sort(),
  ).toEqual(['Deleted', 'Inserted']);
  // Everything but the inserted row is rejected: the deleted row and any cell changes (the sum's formula).
  const decisions = compared.changes.map((c, k) => ({
    Id: c.Id,
    ComparisonAction: isRow(k) && c.Type === 'Inserted' ? 'Accept' : 'Reject',
  }));
  const clean = await applyChanges({ ...files, decisions });
  return (readCells(clean.bytes, format).familyData as CellsWorkbook).sheets[0];
}

describe('clean results with some row changes of a sheet rejected', () => {
  it('xlsx: a row put back and a restored cell carry their formulas into the result numbering', async () => {
    const sourceRows: CellSpec[][] = [
      [1, 'one'],
      [2, 'two'],
      [3, { value: 3, formula: 'A1+A2' }],
      [4, 'four'],
      [5, 'five'],
      [{ value: 15, formula: 'SUM(A1:A5)' }, 'sum'],
    ];
    const targetRows: CellSpec[][] = [
      [100, 'new'],
      [1, 'one'],
      [2, 'two'],
      [4, 'four'],
      [5, 'five'],
      [{ value: 12, formula: 'SUM(A2:A5)' }, 'sum'],
    ];
    const sheet = await keepInsertRejectDeletes(
      'xlsx',
      buildXlsx({ sheets: [{ name: 'S', rows: sourceRows }] }),
      buildXlsx({ sheets: [{ name: 'S', rows: targetRows }] }),
    );
    expect(sheet.rows.map((r) => r.cells[0].raw)).toEqual(['100', '1', '2', '3', '4', '5', expect.any(String)]);
    expect(cellAt(sheet, 'B4')!.formula).toBe('A2+A3');
    expect(cellAt(sheet, 'A7')!.formula).toBe('SUM(A2:A6)');
  });

  it('ods: a row put back and a restored cell carry their formulas into the result numbering', async () => {
    const sourceRows: OdsCellSpec[][] = [
      [1, 'one'],
      [2, 'two'],
      [3, { value: 3, formula: 'of:=[.A1]+[.A2]' }],
      [4, 'four'],
      [5, 'five'],
      [{ value: 15, formula: 'of:=SUM([.A1:.A5])' }, 'sum'],
    ];
    const targetRows: OdsCellSpec[][] = [
      [100, 'new'],
      [1, 'one'],
      [2, 'two'],
      [4, 'four'],
      [5, 'five'],
      [{ value: 12, formula: 'of:=SUM([.A2:.A5])' }, 'sum'],
    ];
    const sheet = await keepInsertRejectDeletes(
      'ods',
      buildOds({ sheets: [{ name: 'S', rows: sourceRows }] }),
      buildOds({ sheets: [{ name: 'S', rows: targetRows }] }),
    );
    expect(sheet.rows.map((r) => r.cells[0].text)).toEqual(['100', '1', '2', '3', '4', '5', expect.any(String)]);
    expect(cellAt(sheet, 'B4')!.formula).toBe('A2+A3');
    expect(cellAt(sheet, 'A7')!.formula).toBe('SUM(A2:A6)');
  });

  it('xlsx: a row put back that points into another sheet whose rows are put back later is moved once', async () => {
    const s: CellSpec[][] = [
      ['a', 1],
      [{ value: 0, formula: 'T!A2*2' }, 2],
      ['c', 3],
    ];
    const t: CellSpec[][] = [['x'], ['y'], ['z']];
    const source = buildXlsx({
      sheets: [
        { name: 'S', rows: s },
        { name: 'T', rows: t },
      ],
    });
    // The target lost S row 2 and T row 1; what pointed at T!A2 (y) would point at T!A1.
    const target = buildXlsx({
      sheets: [
        { name: 'S', rows: [s[0], s[2]] },
        { name: 'T', rows: t.slice(1) },
      ],
    });
    const files = { source: { bytes: source, fileName: 'a.xlsx' }, target: { bytes: target, fileName: 'b.xlsx' } };
    const compared = await compareToDocument(files);
    expect(compared.places).toEqual(['S!2:2', 'T!1:1']);
    const clean = await applyChanges({
      ...files,
      decisions: compared.changes.map((c) => ({ Id: c.Id, ComparisonAction: 'Reject' })),
    });
    const [sheetS, sheetT] = (readCells(clean.bytes, 'xlsx').familyData as CellsWorkbook).sheets;
    expect(sheetT.rows.map((r) => r.cells[0].text)).toEqual(['x', 'y', 'z']);
    expect(cellAt(sheetS, 'A2')!.formula).toBe('T!A2*2');
  });

  it('ods and xlsx: a restored formula follows a kept inserted column', async () => {
    const odsRow = (k: number, formula: string): OdsCellSpec[] => [k, k * 10, { value: k * 11, formula }];
    const xlsxRow = (k: number, formula: string): CellSpec[] => [k, k * 10, { value: k * 11, formula }];
    for (const format of ['ods', 'xlsx'] as const) {
      const row = (k: number, formula: string) =>
        format === 'ods' ? odsRow(k, `of:=[.${formula.replace(/\+/, ']+[.')}]`) : xlsxRow(k, formula);
      const sourceRows = [row(1, 'A1+B1'), row(2, 'A2+B2'), row(3, 'A3+B3')];
      // The target has a column inserted before A (its formulas moved along) and C1's formula changed.
      const targetRows = [
        ['new', ...row(1, 'B1*C1')],
        ['new', ...row(2, 'B2+C2')],
        ['new', ...row(3, 'B3+C3')],
      ];
      const build = (rows: unknown[][]) =>
        format === 'ods'
          ? buildOds({ sheets: [{ name: 'S', rows: rows as OdsCellSpec[][] }] })
          : buildXlsx({ sheets: [{ name: 'S', rows: rows as CellSpec[][] }] });
      const files = {
        source: { bytes: build(sourceRows), fileName: `a.${format}` },
        target: { bytes: build(targetRows), fileName: `b.${format}` },
      };
      const compared = await compareToDocument(files);
      expect(compared.places.some((p) => p === 'S!A:A')).toBe(true);
      const decisions = compared.changes.map((c, k) => ({
        Id: c.Id,
        ComparisonAction: compared.places[k] === 'S!A:A' ? 'Accept' : 'Reject',
      }));
      const clean = await applyChanges({ ...files, decisions });
      const sheet = (readCells(clean.bytes, format).familyData as CellsWorkbook).sheets[0];
      expect([cellAt(sheet, 'D1')!.formula, cellAt(sheet, 'D2')!.formula]).toEqual(['B1+C1', 'B2+C2']);
    }
  });
});
