import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx, type CellSpec } from '../../../../../scripts/fixtures/xlsx-builder';
import { CorruptDocumentError } from '../../../../../src/engine/errors';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook, SheetData } from '../../../../../src/engine/formats/cells/model';
import { cellsWriter } from '../../../../../src/engine/formats/cells/write/index';
import { applyChanges, compareToDocument } from '../../../../../src/engine/index';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../../helpers/libreoffice';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/real/', import.meta.url));

function grid(rows: number, cols: number): CellSpec[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => (c === 0 ? `row ${r + 1}` : r * 10 + c)),
  );
}

function workbook(bytes: Uint8Array): CellsWorkbook {
  return readCells(bytes, 'xlsx').familyData as CellsWorkbook;
}

function cell(sheet: SheetData, ref: string) {
  const row = Number(ref.slice(1)) - 1;
  const col = ref.charCodeAt(0) - 65;
  return sheet.rows.find((r) => r.row === row)?.cells.find((c) => c.col === col);
}

/** A copy of a package with one part's text edited. */
function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  files[part] = strToU8(edit(strFromU8(files[part])));
  return zipSync(files);
}

describe('cells result writer (xlsx)', () => {
  const rows = grid(12, 4);
  const edited = rows.map((row) => [...row]);
  edited[3][2] = 999;
  edited[8][1] = { value: 81, bold: true };
  const target = [...edited.slice(0, 6), ['inserted', 1, 2, 3], ...edited.slice(6, 10), ...edited.slice(11)];
  const a = buildXlsx({ sheets: [{ name: 'Data', rows }] });
  const b = buildXlsx({ sheets: [{ name: 'Data', rows: target }] });

  it('marks changed, inserted and style-changed cells with fills, fonts and notes holding the old value', async () => {
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['Data!C4', 'Data!7:7', 'Data!B10', 'Data!11:11']);
    const book = workbook(result.bytes);
    const sheet = book.sheets[0];
    expect(book.styles[cell(sheet, 'C4')!.style]).toMatchObject({ color: '008000', fill: 'BFDFBF' });
    expect(book.styles[cell(sheet, 'A7')!.style]).toMatchObject({ color: '0000FF', fill: 'BFBFFF' });
    expect(book.styles[cell(sheet, 'B10')!.style]).toMatchObject({ bold: true, color: '008000' });
    expect(book.styles[cell(sheet, 'A5')!.style] ?? {}).toEqual({});
    expect(sheet.comments.get('C4')).toBe('docdelta: [0] was: 32');
    expect(sheet.comments.get('A7')).toBe('docdelta: [1] inserted row');
    expect(sheet.comments.get('A12')).toBe('docdelta: [3] deleted row 11 of the source');
    // The deleted row is back at row 12, marked as deleted; the rows below moved down.
    expect(sheet.rows.map((r) => r.cells[0].text)).toEqual([
      'row 1',
      'row 2',
      'row 3',
      'row 4',
      'row 5',
      'row 6',
      'inserted',
      'row 7',
      'row 8',
      'row 9',
      'row 10',
      'row 11',
      'row 12',
    ]);
    expect(book.styles[cell(sheet, 'B12')!.style]).toMatchObject({ color: 'FF0000', fill: 'FFBFBF' });
    expect(book.sheets.map((s) => s.name)).toEqual(['Data']);
    // Values are untouched.
    expect(cell(sheet, 'C4')!.text).toBe('999');
  });

  it('lists every change on the summary sheet when asked', async () => {
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      settings: { GenerateSummaryPage: true } as never,
    });
    const summary = workbook(result.bytes).sheets[1];
    expect(summary.rows[0].cells.map((c) => c.text)).toEqual(['Changes', '4']);
    expect(summary.rows.slice(-4).map((r) => r.cells[1].text)).toEqual([
      'Modified',
      'Inserted',
      'StyleChanged',
      'Deleted',
    ]);
  });

  it('clean mode: rejected cell changes get the source value back, the rest stays', async () => {
    const result = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [
        { Id: 0, ComparisonAction: 'Reject' },
        { Id: 1, ComparisonAction: 'Reject' },
      ],
    });
    const sheet = workbook(result.bytes).sheets[0];
    expect(cell(sheet, 'C4')!.text).toBe('32');
    expect(cell(sheet, 'A7')!.text).toBe('row 7');
    expect(sheet.rows.length).toBe(11);
  });

  it('clean mode: rejecting every change gives back the source (row inserted, row deleted, style, values)', async () => {
    const result = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [0, 1, 2, 3].map((Id) => ({ Id, ComparisonAction: 'Reject' })),
    });
    const again = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: result.bytes, fileName: 'c.xlsx' },
    });
    expect(again.changes).toEqual([]);
  });

  it('merged ranges follow a deleted row put back into the sheet', async () => {
    const ma = buildXlsx({ sheets: [{ name: 'M', rows: grid(8, 2), merges: ['B2:B8'] }] });
    const mb = buildXlsx({
      sheets: [{ name: 'M', rows: [...grid(8, 2).slice(0, 3), ...grid(8, 2).slice(4)], merges: ['B2:B7'] }],
    });
    const result = await compareToDocument({
      source: { bytes: ma, fileName: 'a.xlsx' },
      target: { bytes: mb, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['M!4:4']);
    expect(workbook(result.bytes).sheets[0].merges).toEqual(['B2:B8']);
  });

  it('a deleted row put back moves every reference to the rows below it: other sheets, names, charts, formats, validations, links, merges, filter', async () => {
    const source = grid(11, 4);
    const targetRows = [...source.slice(0, 4), ...source.slice(5)];
    const withRefs = (rows: CellSpec[][], refRow: number) =>
      buildXlsx({
        sheets: [
          { name: 'Sheet1', rows, merges: [`C${refRow + 2}:D${refRow + 3}`] },
          {
            name: 'Sheet2',
            rows: [
              ['x'],
              [
                'y',
                { value: `row ${refRow}`, formula: `Sheet1!A${refRow - 1 + 1}` },
                { value: 1, formula: '"Sheet1!A7"&A1' },
              ],
            ],
          },
        ],
      });
    const a = withRefs(source, 8);
    const chart =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart><c:plotArea><c:barChart><c:ser><c:val><c:numRef><c:f>Sheet1!$B$6:$B$9</c:f></c:numRef></c:val></c:ser></c:barChart></c:plotArea></c:chart></c:chartSpace>';
    let b = withRefs(targetRows, 7);
    b = editPart(b, 'xl/worksheets/sheet1.xml', (xml) =>
      xml
        .replace('<sheetData>', '<dimension ref="A1:D10"/><sheetData>')
        .replace('</sheetData>', '</sheetData><autoFilter ref="A1:D10"/>')
        .replace(
          /<\/mergeCells>/,
          '</mergeCells><conditionalFormatting sqref="A6:B9"><cfRule type="expression" priority="1"><formula>$B6&gt;Sheet1!$B$4</formula></cfRule></conditionalFormatting><dataValidations count="1"><dataValidation type="whole" sqref="C7"><formula1>0</formula1><formula2>$D$8</formula2></dataValidation></dataValidations><hyperlinks><hyperlink ref="D9" location="\'Sheet1\'!A6"/></hyperlinks>',
        ),
    );
    b = editPart(b, 'xl/workbook.xml', (xml) =>
      xml.replace(
        '</sheets>',
        '</sheets><definedNames><definedName name="Data">Sheet1!$A$1:$B$9</definedName><definedName name="Other">Sheet2!$A$5</definedName></definedNames>',
      ),
    );
    const files = unzipSync(b);
    files['xl/charts/chart1.xml'] = strToU8(chart);
    files['[Content_Types].xml'] = strToU8(
      strFromU8(files['[Content_Types].xml']).replace(
        '</Types>',
        '<Override PartName="/xl/charts/chart1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/></Types>',
      ),
    );
    b = zipSync(files);
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['Sheet1!5:5']);
    const book = workbook(result.bytes);
    expect(book.sheets[0].rows.map((r) => r.cells[0].text)).toEqual(source.map((r) => r[0]));
    expect(cell(book.sheets[1], 'B2')!.formula).toBe('Sheet1!A8');
    // A string that looks like a reference is text, not a reference.
    expect(cell(book.sheets[1], 'C2')!.formula).toBe('"Sheet1!A7"&A1');
    const parts = unzipSync(result.bytes);
    const sheet1 = strFromU8(parts['xl/worksheets/sheet1.xml']);
    expect(sheet1).toContain('<dimension ref="A1:D11"/>');
    expect(sheet1).toContain('<autoFilter ref="A1:D11"/>');
    expect(sheet1).toContain('<mergeCell ref="C10:D11"/>');
    expect(sheet1).toContain(
      '<conditionalFormatting sqref="A7:B10"><cfRule type="expression" priority="1"><formula>$B7&gt;Sheet1!$B$4</formula>',
    );
    expect(sheet1).toContain('<dataValidation type="whole" sqref="C8"><formula1>0</formula1><formula2>$D$9</formula2>');
    expect(sheet1).toContain('<hyperlink ref="D10" location="\'Sheet1\'!A7"/>');
    const workbookXml = strFromU8(parts['xl/workbook.xml']);
    expect(workbookXml).toContain(
      '<definedName name="Data">Sheet1!$A$1:$B$10</definedName><definedName name="Other">Sheet2!$A$5</definedName>',
    );
    expect(strFromU8(parts['xl/charts/chart1.xml'])).toContain('<c:f>Sheet1!$B$7:$B$10</c:f>');
    expect(result.warnings.map((w) => w.code)).not.toContain('cells-rows-renumbered');
    // Rejecting nothing but the deletion in clean mode gives the source's references back as well.
    const applied = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    expect(cell(workbook(applied.bytes).sheets[1], 'B2')!.formula).toBe('Sheet1!A8');
    expect(strFromU8(unzipSync(applied.bytes)['xl/charts/chart1.xml'])).toContain('<c:f>Sheet1!$B$7:$B$10</c:f>');
  });

  it('a rejected inserted row is removed and references to it become #REF!, ranges over it shrink', async () => {
    const a = buildXlsx({
      sheets: [
        { name: 'S', rows: [...grid(6, 2), [{ value: 0, formula: 'SUM(B1:B6)' }]] },
        { name: 'T', rows: [[{ value: 0, formula: 'S!B3+S!B5' }]] },
      ],
    });
    const inserted = [...grid(6, 2).slice(0, 2), ['new', 5], ...grid(6, 2).slice(2)];
    const b = buildXlsx({
      sheets: [
        { name: 'S', rows: [...inserted, [{ value: 0, formula: 'SUM(B1:B7)' }]] },
        { name: 'T', rows: [[{ value: 0, formula: 'S!B3+S!B6' }]] },
      ],
    });
    const compared = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    // The formula on T that names the inserted row is a change of its own, kept here.
    expect(compared.places).toEqual(['S!3:3', 'T!A1 formula']);
    const id = 0;
    expect(id).toBeGreaterThanOrEqual(0);
    const applied = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [{ Id: id, ComparisonAction: 'Reject' }],
    });
    const book = workbook(applied.bytes);
    expect(cell(book.sheets[0], 'A3')!.text).toBe('row 3');
    expect(cell(book.sheets[0], 'A7')!.formula).toBe('SUM(B1:B6)');
    expect(cell(book.sheets[1], 'A1')!.formula).toBe('S!#REF!+S!B5');
  });

  it('a deleted column is put back with the source values, width and marks; cells, widths and references right of it move', async () => {
    const sourceRows = grid(6, 5).map((row, r) => (r === 0 ? row : row.map((v, c) => (c === 2 ? `c${r}` : v))));
    const targetRows = sourceRows.map((row) => [...row.slice(0, 2), ...row.slice(3)]);
    const build = (rows: CellSpec[][], ref: string, cols: string) =>
      editPart(
        buildXlsx({
          sheets: [
            { name: 'Sheet1', rows, merges: [`${ref}5:${ref}6`] },
            { name: 'Sheet2', rows: [[{ value: 0, formula: `Sheet1!${ref}2*2` }]] },
          ],
        }),
        'xl/worksheets/sheet1.xml',
        (xml) => xml.replace('<sheetData>', `<cols>${cols}</cols><sheetData>`),
      );
    const a = build(
      sourceRows,
      'D',
      '<col min="1" max="1" width="20" customWidth="1"/><col min="3" max="3" width="12" customWidth="1"/><col min="4" max="5" width="30" customWidth="1"/>',
    );
    const b = build(
      targetRows,
      'C',
      '<col min="1" max="1" width="20" customWidth="1"/><col min="3" max="4" width="30" customWidth="1"/>',
    );
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['Sheet1!C:C']);
    const book = workbook(result.bytes);
    const sheet = book.sheets[0];
    expect(sheet.rows.map((r) => r.cells.map((c) => c.text))).toEqual(sourceRows.map((r) => r.map(String)));
    expect(book.styles[cell(sheet, 'C3')!.style]).toMatchObject({ color: 'FF0000', fill: 'FFBFBF' });
    expect(book.styles[cell(sheet, 'D3')!.style] ?? {}).toEqual({});
    expect(sheet.comments.get('C1')).toBe('docdelta: [0] deleted column C of the source');
    expect(sheet.merges).toEqual(['D5:D6']);
    expect(cell(book.sheets[1], 'A1')!.formula).toBe('Sheet1!D2*2');
    expect(strFromU8(unzipSync(result.bytes)['xl/worksheets/sheet1.xml'])).toContain(
      '<cols><col min="1" max="1" width="20" customWidth="1"/><col min="3" max="3" width="12" customWidth="1"/><col min="4" max="5" width="30" customWidth="1"/></cols>',
    );
    expect(book.sheets.at(-1)!.name).toBe('docdelta changes');

    // Clean mode: the rejected deletion puts the column back unmarked; a rejected insertion takes it out.
    const restored = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    expect(
      (
        await compareToDocument({
          source: { bytes: a, fileName: 'a.xlsx' },
          target: { bytes: restored.bytes, fileName: 'c.xlsx' },
        })
      ).changes,
    ).toEqual([]);
    expect(cell(workbook(restored.bytes).sheets[1], 'A1')!.formula).toBe('Sheet1!D2*2');
    const removed = await applyChanges({
      source: { bytes: b, fileName: 'b.xlsx' },
      target: { bytes: a, fileName: 'a.xlsx' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    const removedBook = workbook(removed.bytes);
    expect(removedBook.sheets[0].rows.map((r) => r.cells.map((c) => c.text))).toEqual(
      targetRows.map((r) => r.map(String)),
    );
    expect(cell(removedBook.sheets[1], 'A1')!.formula).toBe('Sheet1!C2*2');
    expect(strFromU8(unzipSync(removed.bytes)['xl/worksheets/sheet1.xml'])).toContain(
      '<cols><col min="1" max="1" width="20" customWidth="1"/><col min="3" max="4" width="30" customWidth="1"/></cols>',
    );
  });

  it('several deleted rows and columns next to each other come back in the source order, with references moved once', async () => {
    const rows = grid(9, 6);
    const keepCols = (row: CellSpec[]) => row.filter((_, c) => c !== 2 && c !== 3);
    const a = buildXlsx({
      sheets: [
        { name: 'S', rows },
        { name: 'R', rows: [[{ value: 0, formula: 'S!E9+S!B2' }]] },
      ],
    });
    const b = buildXlsx({
      sheets: [
        { name: 'S', rows: rows.filter((_, r) => r !== 3 && r !== 4 && r !== 6).map(keepCols) },
        { name: 'R', rows: [[{ value: 0, formula: 'S!C6+S!B2' }]] },
      ],
    });
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['S!C:C', 'S!D:D', 'S!4:4', 'S!5:5', 'S!7:7']);
    const book = workbook(result.bytes);
    expect(book.sheets[0].rows.map((r) => r.cells.map((c) => c.text))).toEqual(rows.map((r) => r.map(String)));
    expect(cell(book.sheets[1], 'A1')!.formula).toBe('S!E9+S!B2');
    expect([...book.sheets[0].comments.keys()].sort()).toEqual(['A4', 'A5', 'A7', 'C1', 'D1']);
  });

  it('a pivot cache source follows the rows; a pivot table on the edited sheet is named in a warning', async () => {
    const rows = grid(10, 2);
    const a = buildXlsx({ sheets: [{ name: 'Data', rows }] });
    let b = buildXlsx({ sheets: [{ name: 'Data', rows: [...rows.slice(0, 4), ...rows.slice(5)] }] });
    const files = unzipSync(b);
    files['xl/pivotCache/pivotCacheDefinition1.xml'] = strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<pivotCacheDefinition xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cacheSource type="worksheet"><worksheetSource ref="A1:B9" sheet="Data"/></cacheSource></pivotCacheDefinition>',
    );
    files['xl/pivotTables/pivotTable1.xml'] = strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<pivotTableDefinition xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" name="P"><location ref="D1:E3" firstHeaderRow="1" firstDataRow="1" firstDataCol="1"/></pivotTableDefinition>',
    );
    files['xl/worksheets/_rels/sheet1.xml.rels'] = strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/pivotTable" Target="../pivotTables/pivotTable1.xml"/></Relationships>',
    );
    files['[Content_Types].xml'] = strToU8(
      strFromU8(files['[Content_Types].xml']).replace(
        '</Types>',
        '<Override PartName="/xl/pivotCache/pivotCacheDefinition1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.pivotCacheDefinition+xml"/><Override PartName="/xl/pivotTables/pivotTable1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.pivotTable+xml"/></Types>',
      ),
    );
    b = zipSync(files);
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['Data!5:5']);
    expect(strFromU8(unzipSync(result.bytes)['xl/pivotCache/pivotCacheDefinition1.xml'])).toContain(
      '<worksheetSource ref="A1:B10" sheet="Data"/>',
    );
    expect(result.warnings.filter((w) => w.code === 'cells-rows-renumbered').map((w) => w.message)).toEqual([
      "pivot table xl/pivotTables/pivotTable1.xml on sheet 'Data': rows of the sheet came or went; its location and cached records were not moved",
    ]);
  });

  it('formulas: rejecting a formula change restores the formula, and the calculation chain is dropped', async () => {
    const fa = buildXlsx({ sheets: [{ name: 'S', rows: [[1, 2, { value: 3, formula: 'A1+B1' }]] }] });
    const fb = buildXlsx({ sheets: [{ name: 'S', rows: [[1, 2, { value: 2, formula: 'A1*B1' }]] }] });
    const compared = await compareToDocument({
      source: { bytes: fa, fileName: 'a.xlsx' },
      target: { bytes: fb, fileName: 'b.xlsx' },
    });
    expect(compared.places).toEqual(['S!C1', 'S!C1 formula']);
    expect(workbook(compared.bytes).sheets[0].comments.get('C1')).toBe('docdelta: [0] was: 3\n[1] formula was: =A1+B1');
    const applied = await applyChanges({
      source: { bytes: fa, fileName: 'a.xlsx' },
      target: { bytes: fb, fileName: 'b.xlsx' },
      decisions: [{ Id: 1, ComparisonAction: 'Reject' }],
    });
    expect(cell(workbook(applied.bytes).sheets[0], 'C1')).toMatchObject({ formula: 'A1+B1', text: '3' });
  });

  it('keeps charts, macros and comments of a real macro workbook and re-reads cleanly', async () => {
    const source = new Uint8Array(readFileSync(`${FIXTURES}poi-xlsm-realworld-vba-charts-comments.xlsm`));
    const sheetPart = workbook(source).sheets.find((s) => s.name === 'Summary_report')!.part;
    const targetBytes = editPart(source, sheetPart, (xml) =>
      xml.replace(/<v>(\d+)<\/v>/, (_m, v: string) => `<v>${Number(v) + 1}</v>`),
    );
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.xlsm' },
      target: { bytes: targetBytes, fileName: 'b.xlsm' },
    });
    expect(result.extension).toBe('.xlsm');
    expect(result.changes.length).toBeGreaterThanOrEqual(1);
    const before = Object.keys(unzipSync(source));
    const after = Object.keys(unzipSync(result.bytes));
    for (const part of before.filter((p) => /vbaProject|charts\/|drawings\/drawing/.test(p)))
      expect(after).toContain(part);
    expect(unzipSync(result.bytes)['xl/vbaProject.bin']).toEqual(unzipSync(source)['xl/vbaProject.bin']);
  });

  it('an inserted sheet gets the inserted colour on its tab; a deleted sheet is put back at its place with its values, its tab red, and listed on the summary sheet', async () => {
    const names = (local: string) => (xml: string) =>
      xml.replace(
        '</sheets>',
        `</sheets><definedNames><definedName name="_xlnm.Print_Area" localSheetId="1">${local}</definedName><definedName name="Total">Keep!$A$1</definedName></definedNames>`,
      );
    const sa = editPart(
      buildXlsx({
        sheets: [
          { name: 'Keep', rows: [['k']] },
          {
            name: 'Old',
            rows: [
              ['o', 7],
              ['p', { value: 14, formula: 'B1*2' }],
            ],
          },
        ],
      }),
      'xl/workbook.xml',
      names('Old!$A$1:$B$2'),
    );
    const sb = editPart(
      buildXlsx({
        sheets: [
          { name: 'Keep', rows: [['k']] },
          { name: 'New', rows: [['n', 1]] },
        ],
      }),
      'xl/workbook.xml',
      names('New!$A$1'),
    );
    const result = await compareToDocument({
      source: { bytes: sa, fileName: 'a.xlsx' },
      target: { bytes: sb, fileName: 'b.xlsx' },
    });
    expect(result.places).toEqual(['sheet Old', 'sheet New']);
    expect(strFromU8(unzipSync(result.bytes)['xl/worksheets/sheet2.xml'])).toContain(
      '<sheetPr><tabColor rgb="FF0000FF"/></sheetPr><sheetData>',
    );
    const book = workbook(result.bytes);
    expect(book.sheets.map((s) => s.name)).toEqual(['Keep', 'Old', 'New', 'docdelta changes']);
    const old = book.sheets[1];
    expect(old.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['o', '7'],
      ['p', '14'],
    ]);
    expect(cell(old, 'B2')!.formula).toBe('B1*2');
    const parts = unzipSync(result.bytes);
    expect(strFromU8(parts[old.part])).toContain('<sheetPr><tabColor rgb="FFFF0000"/></sheetPr>');
    const workbookXml = strFromU8(parts['xl/workbook.xml']);
    expect(workbookXml).toContain(
      '<definedName name="_xlnm.Print_Area" localSheetId="2">New!$A$1</definedName><definedName name="Total">Keep!$A$1</definedName><definedName name="_xlnm.Print_Area" localSheetId="1">Old!$A$1:$B$2</definedName>',
    );
    const summary = book.sheets.at(-1)!;
    // A sheet that came or went is listed with what it held: its size and first rows.
    expect(summary.rows.slice(-2).map((r) => r.cells.map((c) => c.text))).toEqual([
      ['0', 'Deleted', 'sheet Old', 'Old: 2 rows × 2 columns\no | 7\np | 14'],
      ['1', 'Inserted', 'sheet New', 'New: 1 row × 2 columns\nn | 1'],
    ]);

    // Clean mode: rejecting both gives back the source's sheets, names and values.
    const applied = await applyChanges({
      source: { bytes: sa, fileName: 'a.xlsx' },
      target: { bytes: sb, fileName: 'b.xlsx' },
      decisions: [0, 1].map((Id) => ({ Id, ComparisonAction: 'Reject' })),
    });
    const appliedBook = workbook(applied.bytes);
    expect(appliedBook.sheets.map((s) => s.name)).toEqual(['Keep', 'Old']);
    expect(strFromU8(unzipSync(applied.bytes)['xl/workbook.xml'])).toContain(
      '<definedNames><definedName name="Total">Keep!$A$1</definedName><definedName name="_xlnm.Print_Area" localSheetId="1">Old!$A$1:$B$2</definedName></definedNames>',
    );
    expect(Object.keys(unzipSync(applied.bytes))).not.toContain('xl/worksheets/sheet2.xml');
    expect(
      (
        await compareToDocument({
          source: { bytes: sa, fileName: 'a.xlsx' },
          target: { bytes: applied.bytes, fileName: 'c.xlsx' },
        })
      ).changes,
    ).toEqual([]);
  });

  it('a deleted sheet of the real macro workbook comes back with its notes; charts, drawings and macros stay', async () => {
    const source = new Uint8Array(readFileSync(`${FIXTURES}poi-xlsm-realworld-vba-charts-comments.xlsm`));
    const target = editPart(source, 'xl/workbook.xml', (xml) =>
      xml.replace(/<sheet name="Summary_report"[^>]*\/>/, ''),
    );
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.xlsm' },
      target: { bytes: target, fileName: 'b.xlsm' },
    });
    expect(result.places).toEqual(['sheet Summary_report']);
    const before = workbook(source);
    const book = workbook(result.bytes);
    expect(book.sheets.map((s) => s.name)).toEqual([...before.sheets.map((s) => s.name), 'docdelta changes']);
    const restored = book.sheets[3];
    const original = before.sheets[3];
    expect(restored.rows.map((r) => r.cells.map((c) => c.text))).toEqual(
      original.rows.map((r) => r.cells.map((c) => c.text)),
    );
    expect([...restored.comments]).toEqual([...original.comments]);
    const parts = unzipSync(result.bytes);
    const sourceParts = unzipSync(source);
    expect(parts['xl/vbaProject.bin']).toEqual(sourceParts['xl/vbaProject.bin']);
    for (const part of Object.keys(sourceParts).filter((p) => /charts\/|drawings\/drawing|chartsheets\//.test(p)))
      expect(parts[part]).toEqual(sourceParts[part]);
    expect(result.warnings.filter((w) => w.code === 'cells-sheet-part-dropped').map((w) => w.message)).toEqual([
      "sheet 'Summary_report' was put back without its printerSettings (xl/printerSettings/printerSettings3.bin)",
    ]);
  });

  it('validate names the first problem of a broken result', async () => {
    await expect(
      cellsWriter.validate(editPart(b, 'xl/worksheets/sheet1.xml', (xml) => xml.replace('<row r="2">', '<row r="1">'))),
    ).rejects.toThrow(/row 1 comes after row 1/);
    await expect(
      cellsWriter.validate(editPart(b, 'xl/styles.xml', (xml) => xml.replace('</styleSheet>', ''))),
    ).rejects.toThrow(CorruptDocumentError);
    const files = unzipSync(b);
    delete files['xl/styles.xml'];
    await expect(cellsWriter.validate(zipSync(files))).rejects.toThrow(/points at missing part 'xl\/styles.xml'/);
  });
});

describe('cells result writer (csv)', () => {
  const a = new TextEncoder().encode('id,name,qty\r\n1,apple,3\r\n2,pear,5\r\n3,plum,7\r\n');
  const b = new TextEncoder().encode('id,name,qty\r\n1,apple,4\r\n3,plum,7\r\n4,"fig, dried",1\r\n');

  it('styled: a change column, modified cells with their old value, deleted rows put back', async () => {
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.csv' },
      target: { bytes: b, fileName: 'b.csv' },
    });
    expect(result.places).toEqual(['Sheet1!C2', 'Sheet1!3:3', 'Sheet1!4:4']);
    expect(new TextDecoder().decode(result.bytes)).toBe(
      ',id,name,qty\r\nmodified,1,apple,4 [was: 3]\r\ndeleted,2,pear,5\r\n,3,plum,7\r\ninserted,4,"fig, dried",1\r\n',
    );
  });

  it('clean: rejected changes are reverted', async () => {
    const result = await applyChanges({
      source: { bytes: a, fileName: 'a.csv' },
      target: { bytes: b, fileName: 'b.csv' },
      decisions: [0, 1, 2].map((Id) => ({ Id, ComparisonAction: 'Reject' })),
    });
    expect(new TextDecoder().decode(result.bytes)).toBe('id,name,qty\r\n1,apple,3\r\n2,pear,5\r\n3,plum,7\r\n');
  });
});

describe('cells results open in LibreOffice Calc', () => {
  const soffice = SOFFICE;
  it.skipIf(!soffice)(
    'converts a styled result and an applied result to PDF and keeps the marks through a round trip',
    async () => {
      const source = new Uint8Array(readFileSync(`${FIXTURES}poi-xlsx-realworld-breakeven-charts-comments.xlsx`));
      const sheetPart = workbook(source).sheets.find((s) => s.name === 'Sell')!.part;
      const target = editPart(source, sheetPart, (xml) =>
        xml.replace(
          /<c r="H4"([^>]*)><v>(\d+)<\/v>/,
          (_m, attrs: string, v: string) => `<c r="H4"${attrs}><v>${Number(v) + 1}</v>`,
        ),
      );
      const styled = await compareToDocument({
        source: { bytes: source, fileName: 'a.xlsx' },
        target: { bytes: target, fileName: 'b.xlsx' },
        settings: { GenerateSummaryPage: true } as never,
      });
      expect(styled.places).toEqual(['Sell!H4']);
      const applied = await applyChanges({
        source: { bytes: source, fileName: 'a.xlsx' },
        target: { bytes: target, fileName: 'b.xlsx' },
        decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
      });
      // A result with a column and a sheet put back, and a formula on another sheet moved with the column.
      const rows = grid(5, 4);
      const ra = buildXlsx({
        sheets: [
          { name: 'Main', rows },
          { name: 'Refs', rows: [[{ value: 34, formula: 'Main!D4' }]] },
          { name: 'Gone', rows: [['gone', 1]] },
        ],
      });
      const rb = buildXlsx({
        sheets: [
          { name: 'Main', rows: rows.map((r) => [...r.slice(0, 2), ...r.slice(3)]) },
          { name: 'Refs', rows: [[{ value: 34, formula: 'Main!C4' }]] },
        ],
      });
      const restored = await compareToDocument({
        source: { bytes: ra, fileName: 'a.xlsx' },
        target: { bytes: rb, fileName: 'b.xlsx' },
      });
      expect(restored.places).toEqual(['sheet Gone', 'Main!C:C']);
      const dir = mkdtempSync(join(tmpdir(), 'cells-lo-'));
      try {
        writeFileSync(join(dir, 'styled.xlsx'), styled.bytes);
        writeFileSync(join(dir, 'applied.xlsx'), applied.bytes);
        writeFileSync(join(dir, 'restored.xlsx'), restored.bytes);
        await sofficeConvert(
          [join(dir, 'styled.xlsx'), join(dir, 'applied.xlsx'), join(dir, 'restored.xlsx')],
          'pdf',
          join(dir, 'pdf'),
        );
        await sofficeConvert(
          [join(dir, 'styled.xlsx'), join(dir, 'restored.xlsx')],
          'xlsx:Calc MS Excel 2007 XML',
          join(dir, 'round'),
        );
        expect(
          readFileSync(join(dir, 'pdf', 'styled.pdf'))
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
        expect(
          readFileSync(join(dir, 'pdf', 'applied.pdf'))
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
        expect(
          readFileSync(join(dir, 'pdf', 'restored.pdf'))
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
        // Calc reads the restored column and sheet as written: values, marks, the moved formula.
        const back = workbook(new Uint8Array(readFileSync(join(dir, 'round', 'restored.xlsx'))));
        expect(back.sheets.map((s) => s.name)).toEqual(['Main', 'Refs', 'Gone', 'docdelta changes']);
        const main = back.sheets[0];
        expect(main.rows.map((r) => r.cells.map((c) => c.text))).toEqual(rows.map((r) => r.map(String)));
        expect(back.styles[cell(main, 'C2')!.style]).toMatchObject({ fill: 'FFBFBF', color: 'FF0000' });
        expect(cell(back.sheets[1], 'A1')!.formula).toBe('Main!D4');
        expect(back.sheets[2].rows.map((r) => r.cells.map((c) => c.text))).toEqual([['gone', '1']]);
        const round = workbook(new Uint8Array(readFileSync(join(dir, 'round', 'styled.xlsx'))));
        const sell = round.sheets.find((s) => s.name === 'Sell')!;
        expect(round.styles[cell(sell, 'H4')!.style]).toMatchObject({ fill: 'BFDFBF', color: '008000' });
        expect(sell.comments.get('H4')).toMatch(/docdelta: \[0\] was: 525/);
        expect(round.sheets.map((s) => s.name)).toContain('docdelta changes');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
  if (!soffice)
    console.warn('LibreOffice (soffice) is not installed: the Calc round-trip test of cells results is skipped');
});
