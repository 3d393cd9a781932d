import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { buildXlsx, type CellSpec, type SheetSpec } from '../../../../scripts/fixtures/xlsx-builder';
import { DEFAULT_DIFF_OPTIONS } from '../../../../src/engine/diff/types';
import { CorruptDocumentError } from '../../../../src/engine/errors';
import { cellsDiff, cellsOptionsFrom, cellsReader, readCells } from '../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../src/engine/formats/cells/model';
import { formatNumber } from '../../../../src/engine/formats/cells/numfmt';
import type { TableBlock } from '../../../../src/engine/model/document';

function read(spec: Parameters<typeof buildXlsx>[0]) {
  return readCells(buildXlsx(spec), 'xlsx');
}

function diff(a: SheetSpec[], b: SheetSpec[], cellsOptions = cellsOptionsFrom({})) {
  return cellsDiff(read({ sheets: a }), read({ sheets: b }), DEFAULT_DIFF_OPTIONS, cellsOptions);
}

function grid(
  rows: number,
  cols: number,
  value: (r: number, c: number) => CellSpec = (r, c) => `r${r}c${c}`,
): CellSpec[][] {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => value(r, c)));
}

const summary = (changes: ReturnType<typeof diff>) =>
  changes.map((c) => `${c.kind} ${c.place}: ${c.text} → ${c.targetText}`);

describe('cells differ on generated workbooks', () => {
  it('reports a changed cell with its reference, old and new value, and a box on the sheet page', () => {
    const rows = grid(10, 3, (r, c) => r * 10 + c);
    const edited = rows.map((row) => [...row]);
    edited[6][1] = 42;
    const changes = diff([{ name: 'Sheet1', rows }], [{ name: 'Sheet1', rows: edited }]);
    expect(summary(changes)).toEqual(['Modified Sheet1!B7: 61 → 42']);
    expect(changes[0]).toMatchObject({
      unit: 'cell',
      text: '61',
      targetText: '42',
      target: { story: 'sheet:Sheet1', blockPath: [0, 6, 1, 0] },
    });
    expect(changes[0].box).toEqual({ page: 1, pageWidth: 144, pageHeight: 150, x: 48, y: 90, width: 48, height: 15 });
  });

  it('an inserted row is one change, not a shift of every row below', () => {
    const rows = grid(200, 4);
    const inserted = [...rows.slice(0, 50), ['new', 'row', 'here', 1], ...rows.slice(50)];
    expect(summary(diff([{ name: 'S', rows }], [{ name: 'S', rows: inserted }]))).toEqual([
      'Inserted S!51:51:  → new | row | here | 1',
    ]);
  });

  it('a deleted row is one change anchored before the row that followed it', () => {
    const rows = grid(100, 4);
    const changes = diff([{ name: 'S', rows }], [{ name: 'S', rows: [...rows.slice(0, 30), ...rows.slice(31)] }]);
    expect(summary(changes)).toEqual(['Deleted S!31:31: r30c0 | r30c1 | r30c2 | r30c3 → ']);
    expect(changes[0].anchor).toMatchObject({ story: 'sheet:S', blockPath: [0, 30], locator: { path: 'row:30' } });
  });

  it('an inserted column is one change', () => {
    const rows = grid(40, 5);
    const wider = rows.map((row, r) => [...row.slice(0, 2), `x${r}`, ...row.slice(2)]);
    expect(summary(diff([{ name: 'S', rows }], [{ name: 'S', rows: wider }]))).toEqual([
      `Inserted S!C:C:  → ${Array.from({ length: 40 }, (_, r) => `x${r}`).join(' | ')}`,
    ]);
  });

  it('an inserted row and a changed cell below it: one row change and one cell change', () => {
    const rows = grid(30, 3);
    const edited = [...rows.slice(0, 5), ['a', 'b', 'c'], ...rows.slice(5)].map((row) => [...row]);
    edited[20][2] = 'changed';
    expect(summary(diff([{ name: 'S', rows }], [{ name: 'S', rows: edited }]))).toEqual([
      'Inserted S!6:6:  → a | b | c',
      'Modified S!C21: r19c2 → changed',
    ]);
  });

  it('formulas that only followed their moved cells are not changes; a real formula edit is, even with the same value', () => {
    const rows: CellSpec[][] = [[1], [2], [3], [{ value: 6, formula: 'SUM(A1:A3)' }], [{ value: 6, formula: 'A4*1' }]];
    const moved: CellSpec[][] = [
      ['header'],
      [1],
      [2],
      [3],
      [{ value: 6, formula: 'SUM(A2:A4)' }],
      [{ value: 6, formula: 'A5*1' }],
    ];
    expect(summary(diff([{ name: 'S', rows }], [{ name: 'S', rows: moved }]))).toEqual(['Inserted S!1:1:  → header']);
    const edited = rows.map((row) => [...row]);
    edited[4] = [{ value: 6, formula: 'A4+0' }];
    const changes = diff([{ name: 'S', rows }], [{ name: 'S', rows: edited }]);
    expect(summary(changes)).toEqual(['Modified S!A5 formula: =A4*1 → =A4+0']);
    expect(
      diff([{ name: 'S', rows }], [{ name: 'S', rows: edited }], cellsOptionsFrom({ CellsCompareFormulas: false })),
    ).toEqual([]);
  });

  it('merged cells across an inserted row follow the row; a new merge is a style change', () => {
    const rows = grid(10, 3);
    const withRow = [...rows.slice(0, 3), ['n', 'e', 'w'], ...rows.slice(3)];
    expect(
      summary(diff([{ name: 'S', rows, merges: ['A2:A6'] }], [{ name: 'S', rows: withRow, merges: ['A2:A7'] }])),
    ).toEqual(['Inserted S!4:4:  → n | e | w']);
    const changes = diff([{ name: 'S', rows, merges: ['A2:A6'] }], [{ name: 'S', rows, merges: ['A2:A6', 'B1:C1'] }]);
    expect(changes.map((c) => [c.kind, c.place, c.styleChanges?.[0].newValue])).toEqual([
      ['StyleChanged', 'S!B1:C1', 'merged'],
    ]);
  });

  it('reports style changes (bold, fill, number format) as StyleChanged', () => {
    const rows: CellSpec[][] = [['a', 1.5]];
    const styled: CellSpec[][] = [
      [
        { value: 'a', bold: true, fill: 'FFFF00' },
        { value: 1.5, numberFormat: '0.00' },
      ],
    ];
    const changes = diff([{ name: 'S', rows }], [{ name: 'S', rows: styled }]);
    expect(changes.map((c) => [c.kind, c.place, c.text, c.targetText])).toEqual([
      ['StyleChanged', 'S!A1', 'a', 'a'],
      // Same stored number, new format: the display changed through the style, reported once.
      ['StyleChanged', 'S!B1', '1.5', '1.50'],
    ]);
    expect(changes[0].styleChanges).toEqual([
      { property: 'bold', oldValue: 'false', newValue: 'true' },
      { property: 'highlight', oldValue: 'none', newValue: 'FFFF00' },
    ]);
  });

  it('recognises renamed, inserted, deleted and reordered sheets', () => {
    const one = { name: 'One', rows: grid(5, 2, (r, c) => `one${r}${c}`) };
    const two = { name: 'Two', rows: grid(5, 2, (r, c) => `two${r}${c}`) };
    const three = { name: 'Three', rows: grid(5, 2, (r, c) => `three${r}${c}`) };
    const gone = { name: 'Gone', rows: grid(3, 2, (r, c) => `gone${r}${c}`) };
    const fresh = { name: 'Fresh', rows: grid(3, 2, (r, c) => `fresh${r}${c}`) };
    const changes = diff([one, two, three, gone], [three, { ...two, name: 'Deux' }, one, fresh]);
    expect(changes.map((c) => `${c.kind} ${c.place}`).sort()).toEqual(
      [
        'Deleted sheet Gone',
        'Inserted sheet Fresh',
        'Modified sheet Two renamed Deux',
        'Moved sheet One moved from position 1 to 3',
        'Moved sheet Deux moved from position 2 to 2',
      ].sort(),
    );
  });

  it('a hidden sheet that became visible is a style change of the sheet', () => {
    const changes = diff(
      [
        { name: 'S', rows: [[1]], hidden: true },
        { name: 'T', rows: [[1]] },
      ],
      [
        { name: 'S', rows: [[1]] },
        { name: 'T', rows: [[1]] },
      ],
    );
    expect(changes.map((c) => [c.kind, c.place, c.styleChanges])).toEqual([
      ['StyleChanged', 'sheet S', [{ property: 'style', oldValue: 'hidden', newValue: 'visible' }]],
    ]);
  });

  it('numeric tolerance: a setting turns small differences into changes or not', () => {
    const a = [{ name: 'S', rows: [[{ value: 1.00001, numberFormat: '0.00' }]] }];
    const b = [{ name: 'S', rows: [[{ value: 1.00002, numberFormat: '0.00' }]] }];
    expect(diff(a, b)).toEqual([]);
    const looser = [{ name: 'S', rows: [[1.00001]] }];
    const tighter = [{ name: 'S', rows: [[1.00002]] }];
    expect(summary(diff(looser, tighter))).toEqual(['Modified S!A1: 1.00001 → 1.00002']);
    expect(diff(looser, tighter, cellsOptionsFrom({ CellsNumericTolerance: 1e-4 }))).toEqual([]);
    expect(() => cellsOptionsFrom({ CellsNumericTolerance: -1 })).toThrow(/CellsNumericTolerance/);
    // The reader's differ honours DiffOptions.cells (mapped from Settings.CellsNumericTolerance).
    const loose = { ...DEFAULT_DIFF_OPTIONS, cells: { numericTolerance: 1e-4 } };
    expect(cellsReader.diff!(read({ sheets: looser }), read({ sheets: tighter }), loose)).toEqual([]);
    expect(cellsReader.diff!(read({ sheets: looser }), read({ sheets: tighter }), DEFAULT_DIFF_OPTIONS)).toHaveLength(
      1,
    );
  });

  it('an empty workbook against one with a sheet of data', () => {
    const empty = read({ sheets: [{ name: 'Sheet1', rows: [] }] });
    expect(empty.stories[0].blocks).toEqual([]);
    const changes = cellsDiff(empty, read({ sheets: [{ name: 'Sheet1', rows: [['a']] }] }), DEFAULT_DIFF_OPTIONS);
    expect(summary(changes)).toEqual(['Inserted Sheet1!1:1:  → a']);
  });

  it('100 sheets: one changed cell in sheet 73 is the only change', () => {
    const sheets = Array.from({ length: 100 }, (_, k) => ({
      name: `S${k + 1}`,
      rows: grid(20, 3, (r, c) => `${k}-${r}-${c}`),
    }));
    const edited = sheets.map((s) => ({ ...s, rows: s.rows.map((row) => [...row]) }));
    edited[72].rows[4][2] = 'edited';
    const changes = diff(sheets, edited);
    // S73 is also a cell reference, so Excel quotes the sheet name, and so does the place.
    expect(summary(changes)).toEqual(["Modified 'S73'!C5: 72-4-2 → edited"]);
    expect(changes[0].box?.page).toBe(73);
  });

  it('streams a 1,000,000-cell sheet and builds its table only on demand', () => {
    const rows = grid(100_000, 10, (r, c) => r * 10 + c);
    const model = read({ sheets: [{ name: 'Big', rows }] });
    const sheet = (model.familyData as CellsWorkbook).sheets[0];
    expect(sheet.rows.length).toBe(100_000);
    expect(sheet.rows.reduce((n, r) => n + r.cells.length, 0)).toBe(1_000_000);
    expect(sheet.rows[99_999].cells[9].text).toBe('999999');
    const table = model.stories[0].blocks[0] as TableBlock;
    expect(table.rows[12].cells[3]).toMatchObject({
      ref: 'D13',
      blocks: [{ type: 'paragraph', runs: [{ text: '123' }] }],
    });
  }, 60_000);

  it('a corrupt sheet part is a CorruptDocumentError naming the part', () => {
    const files = {
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': strToU8(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1"><v>1</v></row></sheetData></worksheet>',
      ),
    };
    const bytes = zipSync(files);
    expect(() => readCells(bytes, 'xlsx')).toThrow(CorruptDocumentError);
    expect(() => readCells(bytes, 'xlsx')).toThrow(/part 'xl\/worksheets\/sheet1.xml' is not well-formed XML/);
  });

  it('reads Strict OOXML namespaces like Transitional', () => {
    const rows: CellSpec[][] = [
      ['a', 1],
      [{ value: 2, formula: 'B1*2' }, true],
    ];
    const strict = read({ sheets: [{ name: 'S', rows }], strict: true });
    expect((strict.familyData as CellsWorkbook).sheets[0].rows[1].cells.map((c) => [c.text, c.formula])).toEqual([
      ['2', 'B1*2'],
      ['TRUE', undefined],
    ]);
    expect(cellsDiff(read({ sheets: [{ name: 'S', rows }] }), strict, DEFAULT_DIFF_OPTIONS)).toEqual([]);
  });
});

describe('number formats', () => {
  it.each([
    [1234.5, '#,##0.00', '1,234.50'],
    [0.256, '0.0%', '25.6%'],
    [-5, '0;(0)', '(5)'],
    [0, '0.00;-0.00;"zero"', 'zero'],
    [12345.678, '0.00E+00', '1.23E+04'],
    [1.5, '# ?/?', '1 1/2'],
    [45000, 'yyyy-mm-dd', '2023-03-15'],
    [45000.75, 'h:mm AM/PM', '6:00 PM'],
    [1.5, '[h]:mm', '36:00'],
    [45000, 'dddd, mmmm d', 'Wednesday, March 15'],
    [37.799999999999997, 'General', '37.8'],
    [1234, '"$"#,##0', '$1,234'],
  ])('%s with %s shows %s', (value, code, shown) => {
    expect(formatNumber(value, code, false)).toBe(shown);
  });

  it('the 1904 date system shifts serials by 1462 days', () => {
    expect(formatNumber(45000 - 1462, 'yyyy-mm-dd', true)).toBe('2023-03-15');
  });
});

describe('OpenDocument and delimited text edge cases', () => {
  function ods(tableXml: string): Uint8Array {
    const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><office:automatic-styles><style:style style:name="ta2" style:family="table"><style:table-properties table:display="false"/></style:style></office:automatic-styles><office:body><office:spreadsheet>${tableXml}</office:spreadsheet></office:body></office:document-content>`;
    return zipSync({
      mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'),
      'content.xml': strToU8(content),
    });
  }

  it('expands repeated cells and rows that hold content, skips padding, reads spans, covered cells, notes and hidden tables', () => {
    const model = readCells(
      ods(
        '<table:table table:name="Data"><table:table-row><table:table-cell office:value-type="float" office:value="1.5" table:number-columns-spanned="2"><text:p>1.50</text:p></table:table-cell><table:covered-table-cell/><table:table-cell office:value-type="string" table:number-columns-repeated="3"><text:p>x<text:s text:c="2"/>y</text:p></table:table-cell></table:table-row>' +
          '<table:table-row table:number-rows-repeated="2"><table:table-cell office:value-type="boolean" office:boolean-value="true" table:formula="of:=[.A1]&gt;1"><text:p>TRUE</text:p><office:annotation><dc:creator>Ann</dc:creator><text:p>check</text:p></office:annotation></table:table-cell></table:table-row>' +
          '<table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="1024"/></table:table-row></table:table>' +
          '<table:table table:name="Secret" table:style-name="ta2"><table:table-row><table:table-cell office:value-type="string"><text:p>s</text:p></table:table-cell></table:table-row></table:table>',
      ),
      'ods',
    );
    const [data, secret] = (model.familyData as CellsWorkbook).sheets;
    expect(data.rows.map((r) => r.cells.map((c) => `${c.col}:${c.text}`))).toEqual([
      ['0:1.50', '2:x  y', '3:x  y', '4:x  y'],
      ['0:TRUE'],
      ['0:TRUE'],
    ]);
    expect(data.rows[1].cells[0]).toMatchObject({ type: 'b', raw: 'TRUE', formula: 'A1>1' });
    expect(data.merges).toEqual(['A1:B1']);
    expect(data.comments.get('A2')).toBe('check');
    expect(secret.hidden).toBe(true);
  });

  it('reads TSV with quoted tabs', () => {
    const model = readCells(new TextEncoder().encode('a\t"b\tc"\n1\t2\n'), 'tsv');
    expect((model.familyData as CellsWorkbook).sheets[0].rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['a', 'b\tc'],
      ['1', '2'],
    ]);
  });

  it('a CSV row inserted in the middle of a long file is one change', () => {
    const lines = Array.from({ length: 500 }, (_, k) => `${k},name ${k},${k * 3}`);
    const a = readCells(new TextEncoder().encode(lines.join('\n')), 'csv');
    const b = readCells(
      new TextEncoder().encode([...lines.slice(0, 250), 'new,row,1', ...lines.slice(250)].join('\r\n')),
      'csv',
    );
    expect(summary(cellsDiff(a, b, DEFAULT_DIFF_OPTIONS))).toEqual(['Inserted Sheet1!251:251:  → new | row | 1']);
  });
});
