import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/real/', import.meta.url));

function grid(rows: number, cols: number): CellSpec[][] {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (c === 0 ? `row ${r + 1}` : r * 10 + c)));
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
    const result = await compareToDocument({ source: { bytes: a, fileName: 'a.xlsx' }, target: { bytes: b, fileName: 'b.xlsx' } });
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
    expect(sheet.rows.map((r) => r.cells[0].text)).toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5', 'row 6', 'inserted', 'row 7', 'row 8', 'row 9', 'row 10', 'row 11', 'row 12']);
    expect(book.styles[cell(sheet, 'B12')!.style]).toMatchObject({ color: 'FF0000', fill: 'FFBFBF' });
    expect(book.sheets.map((s) => s.name)).toEqual(['Data']);
    // Values are untouched.
    expect(cell(sheet, 'C4')!.text).toBe('999');
  });

  it('lists every change on the summary sheet when asked', async () => {
    const result = await compareToDocument({ source: { bytes: a, fileName: 'a.xlsx' }, target: { bytes: b, fileName: 'b.xlsx' }, settings: { GenerateSummaryPage: true } as never });
    const summary = workbook(result.bytes).sheets[1];
    expect(summary.rows[0].cells.map((c) => c.text)).toEqual(['Changes', '4']);
    expect(summary.rows.slice(-4).map((r) => r.cells[1].text)).toEqual(['Modified', 'Inserted', 'StyleChanged', 'Deleted']);
  });

  it('clean mode: rejected cell changes get the source value back, the rest stays', async () => {
    const result = await applyChanges({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }, { Id: 1, ComparisonAction: 'Reject' }],
    });
    const sheet = workbook(result.bytes).sheets[0];
    expect(cell(sheet, 'C4')!.text).toBe('32');
    expect(cell(sheet, 'A7')!.text).toBe('row 7');
    expect(sheet.rows.length).toBe(11);
  });

  it('clean mode: rejecting every change gives back the source (row inserted, row deleted, style, values)', async () => {
    const result = await applyChanges({ source: { bytes: a, fileName: 'a.xlsx' }, target: { bytes: b, fileName: 'b.xlsx' }, decisions: [0, 1, 2, 3].map((Id) => ({ Id, ComparisonAction: 'Reject' })) });
    const again = await compareToDocument({ source: { bytes: a, fileName: 'a.xlsx' }, target: { bytes: result.bytes, fileName: 'c.xlsx' } });
    expect(again.changes).toEqual([]);
  });

  it('merged ranges follow a deleted row put back into the sheet', async () => {
    const ma = buildXlsx({ sheets: [{ name: 'M', rows: grid(8, 2), merges: ['B2:B8'] }] });
    const mb = buildXlsx({ sheets: [{ name: 'M', rows: [...grid(8, 2).slice(0, 3), ...grid(8, 2).slice(4)], merges: ['B2:B7'] }] });
    const result = await compareToDocument({ source: { bytes: ma, fileName: 'a.xlsx' }, target: { bytes: mb, fileName: 'b.xlsx' } });
    expect(result.places).toEqual(['M!4:4']);
    expect(workbook(result.bytes).sheets[0].merges).toEqual(['B2:B8']);
  });

  it('formulas: rejecting a formula change restores the formula, and the calculation chain is dropped', async () => {
    const fa = buildXlsx({ sheets: [{ name: 'S', rows: [[1, 2, { value: 3, formula: 'A1+B1' }]] }] });
    const fb = buildXlsx({ sheets: [{ name: 'S', rows: [[1, 2, { value: 2, formula: 'A1*B1' }]] }] });
    const compared = await compareToDocument({ source: { bytes: fa, fileName: 'a.xlsx' }, target: { bytes: fb, fileName: 'b.xlsx' } });
    expect(compared.places).toEqual(['S!C1', 'S!C1 formula']);
    expect(workbook(compared.bytes).sheets[0].comments.get('C1')).toBe('docdelta: [0] was: 3\n[1] formula was: =A1+B1');
    const applied = await applyChanges({ source: { bytes: fa, fileName: 'a.xlsx' }, target: { bytes: fb, fileName: 'b.xlsx' }, decisions: [{ Id: 1, ComparisonAction: 'Reject' }] });
    expect(cell(workbook(applied.bytes).sheets[0], 'C1')).toMatchObject({ formula: 'A1+B1', text: '3' });
  });

  it('keeps charts, macros and comments of a real macro workbook and re-reads cleanly', async () => {
    const source = new Uint8Array(readFileSync(`${FIXTURES}poi-xlsm-realworld-vba-charts-comments.xlsm`));
    const sheetPart = workbook(source).sheets.find((s) => s.name === 'Summary_report')!.part;
    const targetBytes = editPart(source, sheetPart, (xml) => xml.replace(/<v>(\d+)<\/v>/, (_m, v: string) => `<v>${Number(v) + 1}</v>`));
    const result = await compareToDocument({ source: { bytes: source, fileName: 'a.xlsm' }, target: { bytes: targetBytes, fileName: 'b.xlsm' } });
    expect(result.extension).toBe('.xlsm');
    expect(result.changes.length).toBeGreaterThanOrEqual(1);
    const before = Object.keys(unzipSync(source));
    const after = Object.keys(unzipSync(result.bytes));
    for (const part of before.filter((p) => /vbaProject|charts\/|drawings\/drawing/.test(p))) expect(after).toContain(part);
    expect(unzipSync(result.bytes)['xl/vbaProject.bin']).toEqual(unzipSync(source)['xl/vbaProject.bin']);
  });

  it('an inserted sheet gets the inserted colour on its tab; a deleted sheet is listed on the summary sheet', async () => {
    const sa = buildXlsx({ sheets: [{ name: 'Keep', rows: [['k']] }, { name: 'Old', rows: [['o']] }] });
    const sb = buildXlsx({ sheets: [{ name: 'Keep', rows: [['k']] }, { name: 'New', rows: [['n', 1]] }] });
    const result = await compareToDocument({ source: { bytes: sa, fileName: 'a.xlsx' }, target: { bytes: sb, fileName: 'b.xlsx' } });
    expect(result.places).toEqual(['sheet Old', 'sheet New']);
    expect(strFromU8(unzipSync(result.bytes)['xl/worksheets/sheet2.xml'])).toContain('<sheetPr><tabColor rgb="FF0000FF"/></sheetPr><sheetData>');
    const summary = workbook(result.bytes).sheets.at(-1)!;
    expect(summary.name).toBe('docdelta changes');
    expect(summary.rows.slice(-2).map((r) => r.cells.map((c) => c.text))).toEqual([['0', 'Deleted', 'sheet Old', 'Old'], ['1', 'Inserted', 'sheet New', '', 'New']].map((r) => r.filter((v) => v !== '')));
  });

  it('validate names the first problem of a broken result', async () => {
    await expect(cellsWriter.validate(editPart(b, 'xl/worksheets/sheet1.xml', (xml) => xml.replace('<row r="2">', '<row r="1">')))).rejects.toThrow(/row 1 comes after row 1/);
    await expect(cellsWriter.validate(editPart(b, 'xl/styles.xml', (xml) => xml.replace('</styleSheet>', '')))).rejects.toThrow(CorruptDocumentError);
    const files = unzipSync(b);
    delete files['xl/styles.xml'];
    await expect(cellsWriter.validate(zipSync(files))).rejects.toThrow(/points to a missing part 'xl\/styles.xml'/);
  });
});

describe('cells result writer (csv)', () => {
  const a = new TextEncoder().encode('id,name,qty\r\n1,apple,3\r\n2,pear,5\r\n3,plum,7\r\n');
  const b = new TextEncoder().encode('id,name,qty\r\n1,apple,4\r\n3,plum,7\r\n4,"fig, dried",1\r\n');

  it('styled: a change column, modified cells with their old value, deleted rows put back', async () => {
    const result = await compareToDocument({ source: { bytes: a, fileName: 'a.csv' }, target: { bytes: b, fileName: 'b.csv' } });
    expect(result.places).toEqual(['Sheet1!C2', 'Sheet1!3:3', 'Sheet1!4:4']);
    expect(new TextDecoder().decode(result.bytes)).toBe(',id,name,qty\r\nmodified,1,apple,4 [was: 3]\r\ndeleted,2,pear,5\r\n,3,plum,7\r\ninserted,4,"fig, dried",1\r\n');
  });

  it('clean: rejected changes are reverted', async () => {
    const result = await applyChanges({ source: { bytes: a, fileName: 'a.csv' }, target: { bytes: b, fileName: 'b.csv' }, decisions: [0, 1, 2].map((Id) => ({ Id, ComparisonAction: 'Reject' })) });
    expect(new TextDecoder().decode(result.bytes)).toBe('id,name,qty\r\n1,apple,3\r\n2,pear,5\r\n3,plum,7\r\n');
  });
});

describe('cells results open in LibreOffice Calc', () => {
  const soffice = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((p) => existsSync(p));
  it.skipIf(!soffice)('converts a styled result and an applied result to PDF and keeps the marks through a round trip', async () => {
    const source = new Uint8Array(readFileSync(`${FIXTURES}poi-xlsx-realworld-breakeven-charts-comments.xlsx`));
    const sheetPart = workbook(source).sheets.find((s) => s.name === 'Sell')!.part;
    const target = editPart(source, sheetPart, (xml) => xml.replace(/<c r="H4"([^>]*)><v>(\d+)<\/v>/, (_m, attrs: string, v: string) => `<c r="H4"${attrs}><v>${Number(v) + 1}</v>`));
    const styled = await compareToDocument({ source: { bytes: source, fileName: 'a.xlsx' }, target: { bytes: target, fileName: 'b.xlsx' }, settings: { GenerateSummaryPage: true } as never });
    expect(styled.places).toEqual(['Sell!H4']);
    const applied = await applyChanges({ source: { bytes: source, fileName: 'a.xlsx' }, target: { bytes: target, fileName: 'b.xlsx' }, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
    const dir = mkdtempSync(join(tmpdir(), 'cells-lo-'));
    try {
      writeFileSync(join(dir, 'styled.xlsx'), styled.bytes);
      writeFileSync(join(dir, 'applied.xlsx'), applied.bytes);
      const profile = `-env:UserInstallation=file://${join(dir, 'profile')}`;
      execFileSync(soffice!, [profile, '--headless', '--convert-to', 'pdf', '--outdir', join(dir, 'pdf'), join(dir, 'styled.xlsx'), join(dir, 'applied.xlsx')], { stdio: 'ignore', timeout: 120_000 });
      execFileSync(soffice!, [profile, '--headless', '--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', join(dir, 'round'), join(dir, 'styled.xlsx')], { stdio: 'ignore', timeout: 120_000 });
      expect(readFileSync(join(dir, 'pdf', 'styled.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
      expect(readFileSync(join(dir, 'pdf', 'applied.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
      const round = workbook(new Uint8Array(readFileSync(join(dir, 'round', 'styled.xlsx'))));
      const sell = round.sheets.find((s) => s.name === 'Sell')!;
      expect(round.styles[cell(sell, 'H4')!.style]).toMatchObject({ fill: 'BFDFBF', color: '008000' });
      expect(sell.comments.get('H4')).toMatch(/docdelta: \[0\] was: 525/);
      expect(round.sheets.map((s) => s.name)).toContain('docdelta changes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
  if (!soffice) console.warn('LibreOffice (soffice) is not installed: the Calc round-trip test of cells results is skipped');
});
