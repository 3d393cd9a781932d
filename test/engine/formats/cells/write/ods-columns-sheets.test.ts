import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildOds, type OdsCellSpec, type OdsWorkbookSpec } from '../../../../../scripts/fixtures/ods-builder';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook, SheetData } from '../../../../../src/engine/formats/cells/model';
import { applyChanges, compareToDocument } from '../../../../../src/engine/index';

/** Whole columns and sheets of the ods writer: put back (styled), and reverted (clean). */

function workbook(bytes: Uint8Array): CellsWorkbook {
  return readCells(bytes, 'ods').familyData as CellsWorkbook;
}

function texts(sheet: SheetData): string[][] {
  return sheet.rows.map((r) => r.cells.map((c) => `${String.fromCharCode(65 + c.col)}:${c.text}`));
}

function contentOf(bytes: Uint8Array): string {
  return strFromU8(unzipSync(bytes)['content.xml']);
}

const pair = (a: OdsWorkbookSpec, b: OdsWorkbookSpec) => ({
  source: { bytes: buildOds(a), fileName: 'a.ods' },
  target: { bytes: buildOds(b), fileName: 'b.ods' },
});

/** Four columns: a label, two values, and a formula over the third column. */
function rows(count: number, dropColumn?: number, dropRow?: number): OdsCellSpec[][] {
  const kept = Array.from({ length: count }, (_, r) => r).filter((r) => r !== dropRow);
  // Formulas name the row they are on in this file, as a real file renumbers them.
  return kept.map((r, k) => {
    const third = dropColumn === 1 ? 'B' : 'C';
    const row: OdsCellSpec[] = [
      `r${r + 1}`,
      r * 10 + 1,
      r * 10 + 2,
      { value: (r * 10 + 2) * 2, formula: `of:=[.${third}${k + 1}]*2` },
    ];
    return dropColumn === undefined ? row : row.filter((_, c) => c !== dropColumn);
  });
}

async function rejectAll(input: ReturnType<typeof pair>, count: number) {
  return applyChanges({
    ...input,
    decisions: Array.from({ length: count }, (_, Id) => ({ Id, ComparisonAction: 'Reject' as const })),
  });
}

describe('ods writer: deleted and inserted columns', () => {
  const source: OdsWorkbookSpec = {
    sheets: [{ name: 'Data', rows: rows(5), columnWidths: ['1cm', '2cm', '3cm', '4cm'] }],
    namedRanges: [{ name: 'Totals', range: '$Data.$D$1:.$D$5' }],
  };
  const target: OdsWorkbookSpec = {
    sheets: [{ name: 'Data', rows: rows(5, 1), columnWidths: ['1cm', '3cm', '4cm'] }],
    namedRanges: [{ name: 'Totals', range: '$Data.$C$1:.$C$5' }],
  };
  const input = pair(source, target);

  it('styled: a deleted column is back at its place, marked and noted, with its width; cells right of it and references move', async () => {
    const result = await compareToDocument(input);
    expect(result.places).toEqual(['Data!B:B']);
    const sheet = workbook(result.bytes).sheets[0];
    expect(texts(sheet)).toEqual(texts(workbook(input.source.bytes).sheets[0]));
    // The formula right of it follows its cell: [.B2] in the target is [.C2] again.
    expect(sheet.rows[1].cells[3]).toMatchObject({ col: 3, formula: 'C2*2' });
    const xml = contentOf(result.bytes);
    expect(xml).toContain('table:cell-range-address="$Data.$D$1:.$D$5"');
    // B2 holds the text it showed, in a style filled with the deleted colour; B1 has the note.
    const b1 =
      /<table:table-row[^>]*><table:table-cell[^>]*>.*?<\/table:table-cell>(<table:table-cell [^>]*>.*?<\/table:table-cell>)/.exec(
        xml,
      )![1];
    expect(b1).toContain('<text:p>1</text:p>');
    expect(b1).toContain('docdelta: [0] deleted column B of the source');
    const style = /table:style-name="([^"]*)"/.exec(b1)![1];
    expect(xml).toMatch(
      new RegExp(
        `<style:style style:name="${style}" style:family="table-cell"[^>]*><style:table-cell-properties fo:background-color="#ffbfbf"`,
      ),
    );
    // The column definition is the source's (2 cm), its style carried under a free name: the target's co3 is 3 cm.
    const columns = [
      ...xml.matchAll(/<table:table-column table:style-name="([^"]*)"(?: table:number-columns-repeated="(\d+)")?/g),
    ].map((m) => [m[1], m[2]]);
    expect(
      columns
        .slice(0, 4)
        .map(
          ([name]) =>
            new RegExp(
              `style:name="${name}" style:family="table-column"><style:table-column-properties [^>]*style:column-width="([^"]*)"`,
            ).exec(xml)![1],
        ),
    ).toEqual(['1cm', '2cm', '3cm', '4cm']);
    // Calc's width holds: the padding column definition and cells gave up the column put back.
    expect(columns.reduce((n, [, repeat]) => n + Number(repeat ?? 1), 0)).toBe(16_384);
    // It is still listed on the summary sheet.
    expect(workbook(result.bytes).sheets.map((s) => s.name)).toEqual(['Data', 'docdelta changes']);
  });

  it('clean: rejecting the deletion restores the column with values and formulas (no change left); accepting gives the target', async () => {
    const rejected = await rejectAll(input, 1);
    expect(rejected.warnings.filter((w) => w.code === 'cells-reject-unsupported')).toEqual([]);
    expect(
      (await compareToDocument({ source: input.source, target: { bytes: rejected.bytes, fileName: 'c.ods' } })).changes,
    ).toEqual([]);
    const sheet = workbook(rejected.bytes).sheets[0];
    expect(sheet.rows[2].cells.map((c) => c.formula ?? c.text)).toEqual(['r3', '21', '22', 'C3*2']);
    expect(contentOf(rejected.bytes)).toContain('table:cell-range-address="$Data.$D$1:.$D$5"');
    const accepted = await applyChanges({ ...input, decisions: [] });
    expect(
      (await compareToDocument({ source: input.target, target: { bytes: accepted.bytes, fileName: 'c.ods' } })).changes,
    ).toEqual([]);
  });

  it('clean: rejecting an inserted column takes it out and moves what is right of it back', async () => {
    const inserted = pair(target, source);
    const compared = await compareToDocument(inserted);
    expect(compared.places).toEqual(['Data!B:B']);
    const rejected = await rejectAll(inserted, compared.changes.length);
    expect(
      (await compareToDocument({ source: inserted.source, target: { bytes: rejected.bytes, fileName: 'c.ods' } }))
        .changes,
    ).toEqual([]);
    const sheet = workbook(rejected.bytes).sheets[0];
    expect(sheet.rows[4].cells.map((c) => c.formula ?? c.text)).toEqual(['r5', '42', 'B5*2']);
    expect(contentOf(rejected.bytes)).toContain('table:cell-range-address="$Data.$C$1:.$C$5"');
  });

  it('a column put back with a deleted row: both come back, reject-all gives the source', async () => {
    const withRow = pair(source, { ...target, sheets: [{ ...target.sheets[0], rows: rows(5, 1, 2) }] });
    const compared = await compareToDocument(withRow);
    expect([...compared.places].sort()).toEqual(['Data!3:3', 'Data!B:B']);
    const rejected = await rejectAll(withRow, compared.changes.length);
    expect(
      (await compareToDocument({ source: withRow.source, target: { bytes: rejected.bytes, fileName: 'c.ods' } }))
        .changes,
    ).toEqual([]);
    const styled = workbook(compared.bytes).sheets[0];
    expect(styled.rows.map((r) => r.cells.map((c) => c.text).join(','))).toEqual([
      'r1,1,2,4',
      'r2,11,12,24',
      'r3,21,22,44',
      'r4,31,32,64',
      'r5,41,42,84',
    ]);
  });
});

describe('ods writer: deleted and inserted sheets', () => {
  const data: OdsCellSpec[][] = [
    ['a', 1],
    ['b', 2],
  ];
  const notes: OdsCellSpec[][] = [['note', { value: 3, formula: 'of:=[$Data.B1]+[$Data.B2]' }]];
  const three: OdsWorkbookSpec = {
    sheets: [
      { name: 'Data', rows: data },
      { name: 'Notes', rows: notes },
      { name: 'End', rows: [['end']] },
    ],
  };
  const two: OdsWorkbookSpec = {
    sheets: [
      { name: 'Data', rows: data },
      { name: 'End', rows: [['end']] },
    ],
  };

  it('styled: a deleted sheet comes back at its source position with its formulas and a red tab', async () => {
    const input = pair(three, two);
    const result = await compareToDocument(input);
    expect(result.places).toEqual(['sheet Notes']);
    const book = workbook(result.bytes);
    expect(book.sheets.map((s) => s.name)).toEqual(['Data', 'Notes', 'End', 'docdelta changes']);
    expect(book.sheets[1].rows[0].cells.map((c) => c.formula ?? c.text)).toEqual(['note', 'Data!B1+Data!B2']);
    const xml = contentOf(result.bytes);
    const style = /<table:table table:name="Notes" table:style-name="([^"]*)"/.exec(xml)![1];
    expect(style).not.toBe('ta1');
    expect(xml).toMatch(
      new RegExp(
        `<style:style style:name="${style}" style:family="table"[^>]*><style:table-properties [^>]*tableooo:tab-color="#ff0000"`,
      ),
    );
  });

  it('clean: a rejected sheet deletion restores it; a rejected sheet insertion removes it and the named ranges into it', async () => {
    const deleted = pair(three, two);
    const restored = await rejectAll(deleted, 1);
    expect(
      (await compareToDocument({ source: deleted.source, target: { bytes: restored.bytes, fileName: 'c.ods' } }))
        .changes,
    ).toEqual([]);
    expect(workbook(restored.bytes).sheets.map((s) => s.name)).toEqual(['Data', 'Notes', 'End']);
    const inserted = pair(two, {
      ...three,
      namedRanges: [
        { name: 'InNotes', range: '$Notes.$B$1' },
        { name: 'InData', range: '$Data.$B$1:.$B$2' },
      ],
    });
    const compared = await compareToDocument(inserted);
    const removed = await rejectAll(inserted, compared.changes.length);
    expect(workbook(removed.bytes).sheets.map((s) => s.name)).toEqual(['Data', 'End']);
    const xml = contentOf(removed.bytes);
    expect(xml).not.toContain('InNotes');
    expect(xml).toContain('table:name="InData"');
    expect(xml).not.toContain('table:name="Notes"');
    // Accepting everything gives the target.
    const accepted = await applyChanges({ ...inserted, decisions: [] });
    expect(
      (await compareToDocument({ source: inserted.target, target: { bytes: accepted.bytes, fileName: 'c.ods' } }))
        .changes,
    ).toEqual([]);
  });

  it('a sheet whose automatic styles clash with the target keeps its own look under new names', async () => {
    // In the source, co2 is 5 cm on the deleted sheet; in the target, co2 is 1 cm.
    const a = buildOds({
      sheets: [
        { name: 'Data', rows: data },
        { name: 'Wide', rows: [['w']], columnWidths: ['5cm'] },
      ],
    });
    const b = buildOds({ sheets: [{ name: 'Data', rows: data, columnWidths: ['1cm'] }] });
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.ods' },
      target: { bytes: b, fileName: 'b.ods' },
    });
    const xml = contentOf(result.bytes);
    const table = /<table:table table:name="Wide".*?<\/table:table>/.exec(xml)![0];
    const column = /<table:table-column table:style-name="([^"]*)"/.exec(table)![1];
    expect(column).not.toBe('co2');
    expect(xml).toMatch(
      new RegExp(
        `<style:style style:name="${column}" style:family="table-column"><style:table-column-properties [^>]*style:column-width="5cm"`,
      ),
    );
    expect(/<table:table table:name="Data".*?<table:table-column table:style-name="([^"]*)"/.exec(xml)![1]).toBe('co2');
  });
});
