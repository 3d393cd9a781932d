import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildOds, type OdsCellSpec } from '../../../../../scripts/fixtures/ods-builder';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../../src/engine/formats/cells/model';
import {
  CHART_RANGE_ATTRIBUTES,
  dropMarks,
  mapOdsFormula,
  shiftContentReferences,
  shiftOdsFormula,
  shiftRangeList,
  type SheetShifts,
} from '../../../../../src/engine/formats/cells/write/ods-references';
import { mapAreaIndexes } from '../../../../../src/engine/formats/cells/write/references';
import { applyChanges, compareToDocument } from '../../../../../src/engine/index';

const insertAt = (sheet: string, at: number, count = 1): SheetShifts =>
  new Map([[sheet, [{ sheet, axis: 'row' as const, at, count }]]]);

describe('moving ODF references', () => {
  it('moves columns and rows of one sheet independently (a column put back at B, a row at 3)', () => {
    const shifts: SheetShifts = new Map([
      [
        'S',
        [
          { sheet: 'S', axis: 'col', at: 1, count: 1 },
          { sheet: 'S', axis: 'row', at: 2, count: 1 },
        ],
      ],
    ]);
    expect(shiftOdsFormula('of:=[.C5]+[.A1]+[S.B2:.B9]', shifts, 'S')).toBe('of:=[.D6]+[.A1]+[S.C2:.C10]');
    expect(shiftRangeList('$S.$A$1:.$C$2 S.B4', shifts, undefined)).toBe('$S.$A$1:.$D$2 S.C5');
    const removed: SheetShifts = new Map([['S', [{ sheet: 'S', axis: 'col', at: 1, count: -1 }]]]);
    expect(shiftOdsFormula('of:=[.B2]+[.C2]', removed, 'S')).toBe('of:=[.#REF!]+[.B2]');
  });

  it('moves bracketed references on the shifted sheet, qualified or on the own sheet, and leaves strings alone', () => {
    const shifts = insertAt('Data', 4);
    expect(
      shiftOdsFormula('of:=SUM([.B1:.B9])+[.$B$5]+[.B4]+[Data.C7]+[$Data.$C$5:.$D$6]&"[.B5]"', shifts, 'Data'),
    ).toBe('of:=SUM([.B1:.B10])+[.$B$6]+[.B4]+[Data.C8]+[$Data.$C$6:.$D$7]&"[.B5]"');
    // On another sheet, an unqualified reference is to that sheet.
    expect(shiftOdsFormula('of:=[.B5]+[Data.B5]', shifts, 'Other')).toBe('of:=[.B5]+[Data.B6]');
    expect(shiftOdsFormula("of:=[$'My Data'.A5:.A6]", insertAt('My Data', 0, 2), undefined)).toBe(
      "of:=[$'My Data'.A7:.A8]",
    );
  });

  it('a removed row becomes #REF!, ranges over it shrink, a whole column stays whole', () => {
    const removed: SheetShifts = new Map([['Data', [{ sheet: 'Data', axis: 'row' as const, at: 4, count: -1 }]]]);
    expect(shiftOdsFormula('of:=[.B5]+[.B6]+SUM([.B1:.B9])', removed, 'Data')).toBe(
      'of:=[.#REF!]+[.B5]+SUM([.B1:.B8])',
    );
    expect(shiftOdsFormula('of:=SUM([.A1:.A1048576])', insertAt('Data', 3), 'Data')).toBe('of:=SUM([.A1:.A1048576])');
  });

  it('moves the references of formulas in Excel syntax (msoxl:)', () => {
    expect(shiftOdsFormula("msoxl:=SUM(B1:B9)+Data!C7+'Other'!C7", insertAt('Data', 4), 'Data')).toBe(
      "msoxl:=SUM(B1:B10)+Data!C8+'Other'!C7",
    );
  });

  it('leaves external references and ranges across sheets alone', () => {
    const shifts = insertAt('Data', 0);
    expect(shiftOdsFormula("of:=['file:///x.ods'#$Data.A5]+[Data.A1:Other.A2]", shifts, 'Data')).toBe(
      "of:=['file:///x.ods'#$Data.A5]+[Data.A1:Other.A2]",
    );
  });

  it('drops the marks of the writer whatever prefix the table namespace has', () => {
    expect(
      dropMarks('<t:table-row t:style-name="ro1" ddnew="1"><t:table-cell t:formula="ddkeep:of:=[.A1]"/></t:table-row>'),
    ).toBe('<t:table-row t:style-name="ro1"><t:table-cell t:formula="of:=[.A1]"/></t:table-row>');
  });

  it('moves the ranges of a chart object', () => {
    const chart =
      '<chart:plot-area table:cell-range-address="Data.A1:Data.B9"><chart:series chart:values-cell-range-address="Data.B2:Data.B9" chart:label-cell-address="Data.B1"/></chart:plot-area>';
    expect(shiftContentReferences(chart, insertAt('Data', 4), CHART_RANGE_ATTRIBUTES)).toBe(
      '<chart:plot-area table:cell-range-address="Data.A1:Data.B10"><chart:series chart:values-cell-range-address="Data.B2:Data.B10" chart:label-cell-address="Data.B1"/></chart:plot-area>',
    );
  });

  it('moves range-address lists and attributes in content.xml, skipping rows marked new', () => {
    expect(shiftRangeList('$Data.$B$1:.$B$8 Other.A5', insertAt('Data', 3), undefined)).toBe(
      '$Data.$B$1:.$B$9 Other.A5',
    );
    const xml =
      '<table:table table:name="Data"><table:table-row><table:table-cell table:formula="of:=[.A5]&amp;&quot;x&quot;"/></table:table-row>' +
      '<table:table-row ddnew="1"><table:table-cell table:formula="of:=[.A5]"/></table:table-row></table:table>' +
      '<table:named-expressions><table:named-range table:name="n" table:cell-range-address="$Data.$A$5" table:base-cell-address="$Data.$A$1"/></table:named-expressions>';
    expect(shiftContentReferences(xml, insertAt('Data', 2))).toBe(
      '<table:table table:name="Data"><table:table-row><table:table-cell table:formula="of:=[.A6]&amp;&quot;x&quot;"/></table:table-row>' +
        '<table:table-row><table:table-cell table:formula="of:=[.A5]"/></table:table-row></table:table>' +
        '<table:named-expressions><table:named-range table:name="n" table:cell-range-address="$Data.$A$6" table:base-cell-address="$Data.$A$1"/></table:named-expressions>',
    );
  });
});

/** The package with a chart object whose series read `values` (listed in the manifest). */
function withChart(bytes: Uint8Array, values: string): Uint8Array {
  const files = unzipSync(bytes);
  const chart = `<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:chart="urn:oasis:names:tc:opendocument:xmlns:chart:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"><office:body><office:chart><chart:chart><chart:plot-area table:cell-range-address="${values}"><chart:series chart:values-cell-range-address="${values}" chart:label-cell-address="Data.B1"/></chart:plot-area></chart:chart></office:chart></office:body></office:document-content>`;
  const manifest = strFromU8(files['META-INF/manifest.xml']).replace(
    '</manifest:manifest>',
    '<manifest:file-entry manifest:full-path="Object 1/content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
  );
  return zipSync({
    mimetype: [files.mimetype, { level: 0 }],
    'content.xml': files['content.xml'],
    'styles.xml': files['styles.xml'],
    'Object 1/content.xml': strToU8(chart),
    'META-INF/manifest.xml': strToU8(manifest),
  });
}

describe('ods results move references when rows come back or go', () => {
  const contentOf = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)['content.xml']);
  const workbook = (bytes: Uint8Array) => readCells(bytes, 'ods').familyData as CellsWorkbook;
  const data = (n: number): OdsCellSpec[][] => Array.from({ length: n }, (_, r) => [`row ${r + 1}`, (r + 1) * 10]);
  // Source: 10 rows and a total below them; the target lost source row 4 and says so in its formulas.
  const sourceRows: OdsCellSpec[][] = [...data(10), ['total', { value: 550, formula: 'of:=SUM([.B1:.B10])' }]];
  const targetRows: OdsCellSpec[][] = [
    ...data(10).filter((_, r) => r !== 3),
    ['total', { value: 510, formula: 'of:=SUM([.B1:.B9])' }],
  ];
  const other = (ref: string): OdsCellSpec[][] => [['ninth', { value: 90, formula: `of:=[Data.${ref}]` }]];
  const a = buildOds({
    sheets: [
      { name: 'Data', rows: sourceRows },
      { name: 'Other', rows: other('B9') },
    ],
    namedRanges: [{ name: 'Values', range: '$Data.$B$1:.$B$10' }],
  });
  const b = buildOds({
    sheets: [
      { name: 'Data', rows: targetRows },
      { name: 'Other', rows: other('B8') },
    ],
    namedRanges: [{ name: 'Values', range: '$Data.$B$1:.$B$9' }],
  });
  const input = { source: { bytes: a, fileName: 'a.ods' }, target: { bytes: b, fileName: 'b.ods' } };

  it('styled: the row put back moves the total, the other sheet and the named range along', async () => {
    const result = await compareToDocument(input);
    expect(result.places).toEqual(['Data!4:4', 'Data!B10']);
    const xml = contentOf(result.bytes);
    expect(xml).toContain('table:formula="of:=SUM([.B1:.B10])"');
    expect(xml).toContain('table:formula="of:=[Data.B9]"');
    expect(xml).toContain('table:cell-range-address="$Data.$B$1:.$B$10"');
    expect(xml).not.toContain('ddnew');
    expect(result.warnings.map((w) => w.code)).not.toContain('cells-rows-renumbered');
    const sheet = workbook(result.bytes).sheets[0];
    expect(sheet.rows[10].cells[1].formula).toBe('SUM(B1:B10)');
  });

  it('the chart of the target follows its rows too', async () => {
    const result = await compareToDocument({
      ...input,
      target: { bytes: withChart(b, 'Data.B1:Data.B9'), fileName: 'b.ods' },
    });
    const chart = strFromU8(unzipSync(result.bytes)['Object 1/content.xml']);
    expect(chart).toContain('table:cell-range-address="Data.B1:Data.B10"');
    expect(chart).toContain('chart:values-cell-range-address="Data.B1:Data.B10"');
    expect(chart).toContain('chart:label-cell-address="Data.B1"');
    expect(result.warnings.map((w) => w.code)).not.toContain('cells-rows-renumbered');
  });

  it('clean: rejecting the deleted row gives back the source, formulas included', async () => {
    const compared = await compareToDocument(input);
    const clean = await applyChanges({
      ...input,
      decisions: compared.places.map((_, Id) => ({ Id, ComparisonAction: 'Reject' })),
    });
    const again = await compareToDocument({ source: input.source, target: { bytes: clean.bytes, fileName: 'c.ods' } });
    expect(again.changes).toEqual([]);
    expect(contentOf(clean.bytes)).toContain('table:cell-range-address="$Data.$B$1:.$B$10"');
  });

  it('carries a source formula through a row map: own-sheet, qualified and Excel-syntax references, other sheets left alone', () => {
    // Source row 2 is gone, rows below it move up one, rows above stay.
    const map = (area: string, sheet: string) =>
      sheet === 'S'
        ? mapAreaIndexes(area, 'row', (row) => (row === 2 ? undefined : row < 2 ? row : row - 1))
        : undefined;
    expect(mapOdsFormula('of:=SUM([.A1:.A5])+[$S.B4]+[T.A9]&"[.A9]"', 'S', map)).toBe(
      'of:=SUM([.A1:.A4])+[$S.B3]+[T.A9]&"[.A9]"',
    );
    expect(mapOdsFormula('of:=[.A3]', 'S', map)).toBe('of:=[.#REF!]');
    expect(mapOdsFormula('msoxl:=A4+T!A4', 'S', map)).toBe('msoxl:=A3+T!A4');
  });
});
