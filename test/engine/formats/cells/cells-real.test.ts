import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS } from '../../../../src/engine/diff/types';
import { ArchiveLimitError, CorruptDocumentError } from '../../../../src/engine/errors';
import { cellsDiff, cellsReader } from '../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../src/engine/formats/cells/model';
import { cellsWriter } from '../../../../src/engine/formats/cells/write/index';
import { compareToDocument, diffModels, listChanges, readDocument } from '../../../../src/engine/index';
import type { DocumentModel, TableBlock } from '../../../../src/engine/model/document';

const FIXTURES = fileURLToPath(new URL('../../../fixtures/real/', import.meta.url));

function bytesOf(name: string): Uint8Array {
  return new Uint8Array(readFileSync(FIXTURES + name));
}

async function read(name: string): Promise<DocumentModel> {
  return cellsReader.read(bytesOf(name), name.split('.').pop()!, { fileName: name });
}

function book(model: DocumentModel): CellsWorkbook {
  return model.familyData as CellsWorkbook;
}

function cellText(model: DocumentModel, sheet: string, ref: string): string | undefined {
  const table = model.stories.find((s) => s.key === `sheet:${sheet}`)?.blocks[0] as TableBlock | undefined;
  for (const row of table?.rows ?? [])
    for (const cell of row.cells)
      if (cell.ref === ref)
        return cell.blocks.map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : '')).join('\n');
  return undefined;
}

async function diffPair(a: string, b: string) {
  return cellsDiff(await read(a), await read(b), DEFAULT_DIFF_OPTIONS);
}

describe('cells reader on real workbooks', () => {
  it('reads the break-even workbook: sheets in order, chart sheets by their charts, merges, comments, formulas', async () => {
    const model = await read('poi-xlsx-realworld-breakeven-charts-comments.xlsx');
    expect(model.stories.map((s) => s.label)).toEqual([
      'Intro',
      'Sell',
      'Selling price figure',
      'Buy',
      'Purchase price figure',
    ]);
    expect(model.stories.every((s) => s.kind === 'sheet')).toBe(true);
    expect(model.pageCount).toBe(5);
    const sell = book(model).sheets[1];
    // 12 merged ranges and the title H2:L2 centred across its row (drawn, and re-saved by LibreOffice, as merged).
    expect(sell.merges.length).toBe(13);
    expect(sell.merges).toContain('H2:L2');
    expect(sell.comments.size).toBe(16);
    expect(sell.rows.flatMap((r) => r.cells).filter((c) => c.formula).length).toBeGreaterThan(50);
    expect(model.warnings.map((w) => w.code)).toEqual([]);
    const figure = book(model).sheets[2];
    expect(figure.charts?.map((c) => c.name)).toHaveLength(1);
    expect(figure.charts?.[0].detail).toMatch(/^[\w -]*chart "Breakeven Yearling Selling Price"/);
  });

  it('reads the macro workbook: hidden sheet, comments, merged ranges; the table carries refs and formulas', async () => {
    const model = await read('poi-xlsm-realworld-vba-charts-comments.xlsm');
    expect(model.format).toBe('xlsm');
    const sheets = book(model).sheets;
    expect(sheets[0]).toMatchObject({ name: 'CCSInfo', hidden: true });
    expect(model.stories[0].hidden).toBe(true);
    // 87 merged ranges and 33 texts centred across the empty cells after them.
    expect(sheets.find((s) => s.name === 'Detailed_report')!.merges.length).toBe(87 + 33);
    expect(sheets.find((s) => s.name === 'General')!.comments.size).toBe(87);
    const table = model.stories.find((s) => s.key === 'sheet:General')!.blocks[0] as TableBlock;
    const withFormula = table.rows.flatMap((r) => r.cells).find((c) => c.formula);
    expect(withFormula?.ref).toMatch(/^[A-Z]+\d+$/);
  });

  it('reads the formula stress workbook: ten sheets, formulas with cached values and dates shown by format', async () => {
    const model = await read('sheetjs-xlsx-formula-stress-10-sheets.xlsx');
    expect(book(model).sheets.map((s) => s.name)).toEqual([
      'Database',
      'Date',
      'Engineering',
      'Finance',
      'Information',
      'Logical',
      'Lookup',
      'Math',
      'Statistical',
      'Text',
    ]);
    expect(cellText(model, 'Database', 'B3')).toBe('3');
    const dateSheet = book(model).sheets[1];
    const date = dateSheet.rows[1].cells[1];
    expect(date).toMatchObject({ formula: 'DATE(C2,D2,E2)', text: '6/9/2013', type: 'd' });
    expect(dateSheet.rows[3].cells[1].text).toBe('6:09 AM');
  });

  it('reads inline strings, an ISO date cell, booleans and XML escapes', async () => {
    const model = await read('sheetjs-xlsx-iso-date-cells-inline-strings.xlsx');
    const rows = book(model).sheets[0].rows;
    expect(rows[0].cells.map((c) => c.text)).toEqual(['String', 'てすと', `&'";<>`, '&amp;']);
    expect(rows[3].cells.map((c) => c.text)).toEqual(['Boolean', 'TRUE', 'FALSE']);
    expect(rows[4].cells[1]).toMatchObject({ type: 'd', text: '2/14/2014' });
    expect(book(model).sheets[0].comments.size).toBe(2);
  });

  it('reads a 50,000-row sheet with 50,000 merged ranges (its cells are empty, bordered only: no content rows)', async () => {
    const model = await read('poi-xlsx-long-50000-rows-50000-merges.xlsx');
    const sheet = book(model).sheets[0];
    expect(sheet.rows.length).toBe(0);
    expect(sheet.merges.length).toBe(50_000);
    expect(sheet.merges).toContain('A1:B1');
  });

  it('reads a row that runs through column XFD', async () => {
    const model = await read('poi-xlsx-wide-through-column-XFD.xlsx');
    const cells = book(model).sheets[0].rows.flatMap((r) => r.cells);
    expect(Math.max(...cells.map((c) => c.col))).toBe(16383);
  });

  it('reads OpenDocument sheets with their names and displayed text', async () => {
    const model = await read('odfdo-ods-two-sheets.ods');
    expect(model.stories.map((s) => s.key)).toEqual(['sheet:sheet1', 'sheet:sheet2']);
    expect(cellText(model, 'sheet1', 'A1')).toBe('col A');
    expect(cellText(model, 'sheet2', 'B2')).toBe('col B');
    expect(book(model).sheets[0].rows[1].cells.map((c) => [c.type, c.raw])).toEqual([
      ['n', '1'],
      ['n', '2'],
      ['n', '3'],
    ]);
  });

  it('reads CSV with a BOM, quoted line breaks and mixed line endings', async () => {
    const model = await read('sheetjs-csv-bom-quoted-crlf-and-lf.csv');
    const rows = book(model).sheets[0].rows;
    expect(rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['Normal', 'abc\ndef'],
      ['Formula', 'abc\ndef'],
      ['Test'],
    ]);
  });

  it('reads CSV with CR-only line endings and error literals', async () => {
    const model = await read('sheetjs-csv-cr-only-line-endings.csv');
    const rows = book(model).sheets[0].rows;
    expect(rows.length).toBe(14);
    expect(rows[2].cells[0]).toMatchObject({ text: '#DIV/0!', type: 'e' });
  });

  it('reads a zero-byte CSV as an empty workbook', async () => {
    const model = await read('sheetjs-csv-zero-byte.csv');
    expect(book(model).sheets[0].rows).toEqual([]);
    expect(model.stories[0]).toMatchObject({ key: 'sheet:Sheet1', blocks: [] });
  });

  it('gives clear errors for an empty ZIP and a duplicate ZIP entry', async () => {
    await expect(
      readDocument({ bytes: bytesOf('poi-xlsx-edge-empty-zip.xlsx'), fileName: 'empty.xlsx' }),
    ).rejects.toThrow(/the ZIP package is empty/);
    await expect(read('poi-xlsx-edge-duplicate-zip-entry.xlsx')).rejects.toThrow(CorruptDocumentError);
    await expect(read('poi-xlsx-edge-duplicate-zip-entry.xlsx')).rejects.toThrow(
      /two entries named 'xl\/worksheets\/sheet1.xml'/,
    );
  });

  it('stops at the archive limits it is given (a sheet that expands past them)', async () => {
    const bytes = bytesOf('poi-xlsx-long-50000-rows-50000-merges.xlsx');
    const tiny = { maxEntries: 100, maxEntryBytes: 64 * 1024, maxTotalBytes: 1024 * 1024, maxRatio: 1000 };
    await expect(cellsReader.read(bytes, 'xlsx', { fileName: 'long.xlsx', archiveLimits: tiny })).rejects.toThrow(
      ArchiveLimitError,
    );
  });
});

describe('cells differ on natural pairs', () => {
  it('the same serials in the 1900 and 1904 date systems are other dates, as Excel cached them', async () => {
    const changes = await diffPair(
      'sheetjs-xlsx-pair-datesystem-a-1900.xlsx',
      'sheetjs-xlsx-pair-datesystem-b-1904.xlsx',
    );
    // Column B holds the serials as dates; C and D Excel's TEXT of them, cached in each file.
    const dates = changes.map((c) => c.targetText).join(' ');
    expect(dates).toContain('1904-01-02');
    expect(dates).toContain('1934-06-03');
    expect(changes.map((c) => c.text).join(' ')).toContain('1930-06-02');
  });

  it('Transitional and Strict OOXML of one workbook: no changes', async () => {
    const a = await read('poi-xlsx-pair-conformance-a-transitional.xlsx');
    const b = await read('poi-xlsx-pair-conformance-b-strict.xlsx');
    expect(book(b).sheets.map((s) => s.name)).toEqual(['Sheet1', 'rich test', 'Sheet3']);
    expect(book(b).sheets[0].rows.length).toBe(book(a).sheets[0].rows.length);
    expect(cellsDiff(a, b, DEFAULT_DIFF_OPTIONS)).toEqual([]);
  });

  it('float noise (37.8 vs 37.799999999999997) is not a change at the default tolerance', async () => {
    expect(await diffPair('poi-xlsx-pair-floatnoise-a.xlsx', 'poi-xlsx-pair-floatnoise-b-ref.xlsx')).toEqual([]);
  });

  it('float noise shows up with a zero tolerance only where the display differs', async () => {
    const a = await read('poi-xlsx-pair-floatnoise-a.xlsx');
    const b = await read('poi-xlsx-pair-floatnoise-b-ref.xlsx');
    const raw = book(b)
      .sheets.flatMap((s) => s.rows.flatMap((r) => r.cells))
      .filter((c) => c.raw.length > 15);
    expect(raw.length).toBeGreaterThan(0);
    expect(cellsDiff(a, b, DEFAULT_DIFF_OPTIONS, { compareFormulas: true, numericTolerance: 0 })).toEqual([]);
  });

  it('LibreOffice vs Excel 2010 re-save: only the number formats Excel dropped while repairing (rows 20-24)', async () => {
    const changes = await diffPair(
      'sheetjs-xlsx-pair-lonumbers-a-libreoffice.xlsx',
      'sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx',
    );
    expect(changes.length).toBeGreaterThan(0);
    const rows = new Set(changes.map((c) => Number(/!([A-Z]+)(\d+)/.exec(c.place)![2])));
    expect([...rows].every((r) => r >= 20 && r <= 24)).toBe(true);
    expect(
      changes
        .filter((c) => c.kind === 'StyleChanged')
        .every((c) => c.styleChanges?.[0].newValue === 'number format General'),
    ).toBe(true);
  });

  it('the same merged-cells workbook as XLSX and ODS compares equal', async () => {
    expect(
      await diffPair('sheetjs-xlsx-pair-mergecells-a-excel.xlsx', 'sheetjs-ods-pair-mergecells-b-ods.ods'),
    ).toEqual([]);
  });

  it('is the differ the engine uses for two workbooks, and listChanges gives boxes on the sheet page', async () => {
    const result = await listChanges({
      source: { bytes: bytesOf('sheetjs-xlsx-pair-lonumbers-a-libreoffice.xlsx'), fileName: 'a.xlsx' },
      targets: [{ bytes: bytesOf('sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx'), fileName: 'b.xlsx' }],
    });
    expect(result.places[0]).toBe('Sheet1!B20');
    // The displayed value changed because the number format went, and says so as a style change.
    expect(result.changes[0]).toMatchObject({
      Type: 'StyleChanged',
      Text: 'Sheet1!B20: 001440',
      TargetText: 'Sheet1!B20: 1',
      PageInfo: { PageNumber: 1 },
      Box: { X: 48, Y: 285, Width: 48, Height: 15 },
    });
    const same = await diffModels(
      await read('poi-xlsx-pair-floatnoise-a.xlsx'),
      await read('poi-xlsx-pair-floatnoise-b-ref.xlsx'),
    );
    expect(same).toEqual([]);
  });

  it('one changed cell at column XFA of a 16,384-column row is one change', async () => {
    const bytes = bytesOf('poi-xlsx-wide-through-column-XFD.xlsx');
    const files = unzipSync(bytes);
    files['xl/worksheets/sheet1.xml'] = strToU8(
      strFromU8(files['xl/worksheets/sheet1.xml']).replace(
        /(<c r="XFA1"[^>]*><v>)([^<]*)/,
        (_m, open: string, v: string) => `${open}${v}9`,
      ),
    );
    const changes = cellsDiff(
      await read('poi-xlsx-wide-through-column-XFD.xlsx'),
      await cellsReader.read(zipSync(files), 'xlsx', {}),
      DEFAULT_DIFF_OPTIONS,
    );
    expect(changes.map((c) => [c.kind, c.place, c.text, c.targetText])).toEqual([
      ['Modified', 'Sheet1!XFA1', '1', '19'],
    ]);
  });

  it('a real workbook compared with itself has no changes', async () => {
    for (const name of [
      'sheetjs-xlsx-formula-stress-10-sheets.xlsx',
      'poi-xlsm-realworld-vba-charts-comments.xlsm',
      'odfdo-ods-two-sheets.ods',
    ]) {
      expect(await diffPair(name, name)).toEqual([]);
    }
  });
});

describe('workbooks with flaws of their own', () => {
  it('writes a result from a target whose shared strings part is missing, warning that the flaw is inherited (fuzz seed 358)', async () => {
    const name = 'sheetjs-xlsx-pair-mergecells-a-excel.xlsx';
    const entries = unzipSync(bytesOf(name));
    expect(entries['xl/sharedStrings.xml']).toBeDefined();
    delete entries['xl/sharedStrings.xml'];
    const damaged = zipSync(entries);
    const result = await compareToDocument({
      source: { bytes: bytesOf(name), fileName: 'a.xlsx' },
      target: { bytes: damaged, fileName: 'b.xlsx' },
    });
    expect(result.warnings.filter((w) => w.code === 'inherited-flaw').map((w) => w.message)).toEqual([
      "the target document already had this flaw and the result keeps it: relationship rId4 of 'xl/_rels/workbook.xml.rels' points at missing part 'xl/sharedStrings.xml'",
    ]);
    expect((await readDocument({ bytes: result.bytes, fileName: 'result.xlsx' })).format).toBe('xlsx');
    // A flaw neither input had is still the writer's and refused.
    await expect(cellsWriter.validate(damaged, { source: bytesOf(name), target: bytesOf(name) })).rejects.toThrow(
      /relationship rId4 of 'xl\/_rels\/workbook\.xml\.rels' points at missing part 'xl\/sharedStrings\.xml'/,
    );
  });
});
