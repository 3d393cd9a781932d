import { describe, expect, it } from 'vitest';
import { ZipArchive } from '../../../../../../src/engine/archive/zip';
import { diffDocuments } from '../../../../../../src/engine/diff/compare';
import { applyOdfChanges, odtWriter } from '../../../../../../src/engine/formats/word/odt/write/index';
import { packageWithParts } from '../../../../../../src/engine/formats/package/editable-package';
import type { ResultMode } from '../../../../../../src/engine/formats/writer';
import { readDocument } from '../../../../../../src/engine/index';
import type { DocumentModel, TableBlock } from '../../../../../../src/engine/model/document';
import { resultOptionsFromSettings, type ResultSettingsInput } from '../../../../../../src/engine/result-settings';
import { tableDocument, WITH_COLOUR, WITHOUT_COLOUR } from './table-pairs';

const read = (bytes: Uint8Array) => readDocument({ bytes, fileName: 'doc.odt' });

async function writeResult(
  source: Uint8Array,
  target: Uint8Array,
  mode: ResultMode,
  extra: { rejected?: 'all' | number[]; settings?: ResultSettingsInput } = {},
) {
  const [a, b] = [await read(source), await read(target)];
  const changes = diffDocuments(a, b);
  const rejected = new Set(extra.rejected === 'all' ? changes.map((_, k) => k) : (extra.rejected ?? []));
  const options = resultOptionsFromSettings(extra.settings, {
    mode,
    rejected,
    author: 'Tester',
    date: new Date('2026-01-31T12:00:00Z'),
  });
  const output = await odtWriter.write({
    format: 'odt',
    source: { bytes: source, document: a },
    target: { bytes: target, document: b },
    changes,
    options,
  });
  await odtWriter.validate(output.bytes);
  const result = await read(output.bytes);
  return {
    ...output,
    changes,
    result,
    content: new ZipArchive(output.bytes).text('content.xml') ?? '',
    messages: output.warnings.map((w) => w.message).join('\n'),
  };
}

function firstTable(model: DocumentModel): TableBlock {
  return model.stories.find((s) => s.key === 'body')!.blocks.find((b) => b.type === 'table') as TableBlock;
}

/** Cell texts of the first table, row by row. */
function cells(model: DocumentModel): string[][] {
  return firstTable(model).rows.map((row) =>
    row.cells.map((cell) =>
      cell.blocks.map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : '')).join(''),
    ),
  );
}

/** Whether every run of a cell is struck through (the default deleted style). */
function struck(model: DocumentModel, row: number, column: number): boolean {
  const runs = firstTable(model).rows[row].cells[column].blocks.flatMap((b) => (b.type === 'paragraph' ? b.runs : []));
  return runs.length > 0 && runs.every((run) => run.style?.strike === true);
}

/** Column definitions of the first table as style names, repeats expanded. */
function columnStyles(content: string): string[] {
  const table = content.match(/<table:table [\s\S]*?<\/table:table>/)![0];
  return [...table.matchAll(/<table:table-column\b([^>]*)\/>/g)].flatMap(([, attrs]) => {
    const repeat = Number(attrs.match(/table:number-columns-repeated="(\d+)"/)?.[1] ?? '1');
    return Array<string>(repeat).fill(attrs.match(/table:style-name="([^"]+)"/)?.[1] ?? '');
  });
}

/** WITH_COLOUR with "Oak" spanning the Desk and Chair rows (Chair's colour cell covered). */
function buildMerged(): Uint8Array {
  const bytes = tableDocument(WITH_COLOUR);
  const content = new ZipArchive(bytes).text('content.xml')!;
  const merged = content
    .replace(
      '<table:table-cell office:value-type="string"><text:p>Oak</text:p>',
      '<table:table-cell office:value-type="string" table:number-rows-spanned="2"><text:p>Oak</text:p>',
    )
    .replace(
      '<table:table-cell office:value-type="string"><text:p>Black</text:p></table:table-cell>',
      '<table:covered-table-cell/>',
    );
  expect(merged).not.toEqual(content);
  return packageWithParts(bytes, new Map([['content.xml', merged]]));
}

const summary = (changes: { kind: string; unit: string }[]) => changes.map((c) => `${c.kind} ${c.unit}`).sort();

describe('odt results: whole table columns', () => {
  it('styled: a deleted column goes back at its place, struck through, with its column definition', async () => {
    const out = await writeResult(tableDocument(WITH_COLOUR), tableDocument(WITHOUT_COLOUR), 'styled');
    expect(summary(out.changes)).toEqual(['Deleted column']);
    expect(out.warnings).toEqual([]);
    expect(cells(out.result)).toEqual(WITH_COLOUR);
    for (let row = 0; row < WITH_COLOUR.length; row++) {
      expect(struck(out.result, row, 1), `row ${row + 1}, restored cell`).toBe(true);
      expect(struck(out.result, row, 0), `row ${row + 1}, kept cell`).toBe(false);
      expect(struck(out.result, row, 2), `row ${row + 1}, kept cell`).toBe(false);
    }
    // The target's repeated definition split around the source's own (2.5cm) column, copied under a new name.
    expect(columnStyles(out.content)).toEqual(['co1', 'dd-src-co2-1', 'co1']);
    expect(out.content).toMatch(
      /style:name="dd-src-co2-1" style:family="table-column"><style:table-column-properties style:column-width="2.5cm"\/>/,
    );
    // The last row's target cells were one repeated cell ("tbd" twice): split around the new one.
    expect(out.content).toContain(
      '<table:table-row><table:table-cell office:value-type="string"><text:p>tbd</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><text:span text:style-name="dd-del-1">Grey</text:span></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>tbd</text:p></table:table-cell></table:table-row>',
    );
  });

  it("styled: the first and the last column, with the cells' automatic styles carried over", async () => {
    const first = await writeResult(
      tableDocument(WITH_COLOUR, { cellStyle: 0 }),
      tableDocument(WITH_COLOUR.map((r) => r.slice(1))),
      'styled',
    );
    expect(summary(first.changes)).toEqual(['Deleted column']);
    expect(cells(first.result)).toEqual(WITH_COLOUR);
    expect(struck(first.result, 2, 0)).toBe(true);
    expect(struck(first.result, 2, 1)).toBe(false);
    // Every restored cell carries the source's cell style under its imported name.
    expect(
      first.content.match(
        /<table:table-cell office:value-type="string" table:style-name="dd-src-ce1-1"><text:p><text:span text:style-name="dd-del-1">/g,
      ),
    ).toHaveLength(WITH_COLOUR.length);
    expect(first.content).toMatch(
      /style:name="dd-src-ce1-1" style:family="table-cell"><style:table-cell-properties fo:background-color="#ffeeaa"\/>/,
    );
    expect(columnStyles(first.content)).toEqual(['dd-src-co1-1', 'co1', 'co1']);

    const last = await writeResult(
      tableDocument(WITH_COLOUR),
      tableDocument(WITH_COLOUR.map((r) => r.slice(0, 2))),
      'styled',
    );
    expect(summary(last.changes)).toEqual(['Deleted column']);
    expect(cells(last.result)).toEqual(WITH_COLOUR);
    expect(struck(last.result, 1, 2)).toBe(true);
    expect(struck(last.result, 1, 1)).toBe(false);
    expect(columnStyles(last.content)).toEqual(['co1', 'co1', 'dd-src-co1-1']);
  });

  it('styled without deleted content leaves the column out and says nothing', async () => {
    const out = await writeResult(tableDocument(WITH_COLOUR), tableDocument(WITHOUT_COLOUR), 'styled', {
      settings: { ShowDeletedContent: false },
    });
    expect(cells(out.result)).toEqual(WITHOUT_COLOUR);
    expect(out.warnings).toEqual([]);
  });

  it('clean: rejecting a column deletion puts the column back unmarked; accepting leaves it out', async () => {
    const rejected = await writeResult(tableDocument(WITH_COLOUR), tableDocument(WITHOUT_COLOUR), 'clean', {
      rejected: 'all',
    });
    expect(cells(rejected.result)).toEqual(WITH_COLOUR);
    expect(struck(rejected.result, 1, 1)).toBe(false);
    expect(rejected.content).not.toContain('dd-del');
    expect(columnStyles(rejected.content)).toEqual(['co1', 'dd-src-co2-1', 'co1']);
    expect(diffDocuments(await read(tableDocument(WITH_COLOUR)), rejected.result)).toEqual([]);
    const accepted = await writeResult(tableDocument(WITH_COLOUR), tableDocument(WITHOUT_COLOUR), 'clean');
    expect(cells(accepted.result)).toEqual(WITHOUT_COLOUR);
    expect(columnStyles(accepted.content)).toEqual(['co1', 'co1']);
  });

  it('clean: rejecting a column insertion takes its cells and its column definition out', async () => {
    const out = await writeResult(tableDocument(WITHOUT_COLOUR), tableDocument(WITH_COLOUR), 'clean', {
      rejected: 'all',
    });
    expect(summary(out.changes)).toEqual(['Inserted column']);
    expect(cells(out.result)).toEqual(WITHOUT_COLOUR);
    expect(columnStyles(out.content)).toEqual(['co1', 'co1']);
    expect(diffDocuments(await read(tableDocument(WITHOUT_COLOUR)), out.result)).toEqual([]);
    // A repeated definition loses one repeat, and so does a repeated cell over the inserted column.
    const narrow = [
      ['Item', 'Price'],
      ['Desk', '200'],
      ['tbd', 'tbd'],
    ];
    const wide = [
      ['Item', 'Colour', 'Price'],
      ['Desk', 'Oak', '200'],
      ['tbd', 'tbd', 'tbd'],
    ];
    const repeated = await writeResult(
      tableDocument(narrow),
      tableDocument(wide, {
        columns: '<table:table-column table:style-name="co1" table:number-columns-repeated="3"/>',
      }),
      'clean',
      { rejected: 'all' },
    );
    expect(summary(repeated.changes)).toEqual(['Inserted column']);
    expect(cells(repeated.result)).toEqual(narrow);
    expect(repeated.content).toContain(
      '<table:table-column table:style-name="co1" table:number-columns-repeated="2"/><table:table-header-rows>',
    );
    expect(repeated.content).toContain(
      '<table:table-row><table:table-cell office:value-type="string" table:number-columns-repeated="2"><text:p>tbd</text:p></table:table-cell></table:table-row>',
    );
    const accepted = await writeResult(tableDocument(WITHOUT_COLOUR), tableDocument(WITH_COLOUR), 'clean');
    expect(cells(accepted.result)).toEqual(WITH_COLOUR);
  });

  it('styled: an inserted column stays, its text marked as inserted', async () => {
    const out = await writeResult(tableDocument(WITHOUT_COLOUR), tableDocument(WITH_COLOUR), 'styled');
    expect(cells(out.result)).toEqual(WITH_COLOUR);
    const column = firstTable(out.result).rows.map(
      (row) => row.cells[1].blocks.flatMap((b) => (b.type === 'paragraph' ? b.runs : []))[0]?.style?.underline,
    );
    expect(column.every((underline) => !!underline)).toBe(true);
    expect(
      firstTable(out.result).rows[1].cells[0].blocks.flatMap((b) => (b.type === 'paragraph' ? b.runs : []))[0]?.style
        ?.underline,
    ).toBeFalsy();
  });

  it('a deleted column with an inserted row: paired rows get their cell back, the new row an empty one', async () => {
    const target = [...WITHOUT_COLOUR.slice(0, 2), ['Lamp', '35'], ...WITHOUT_COLOUR.slice(2)];
    const styled = await writeResult(tableDocument(WITH_COLOUR), tableDocument(target), 'styled');
    expect(summary(styled.changes)).toEqual(['Deleted column', 'Inserted row']);
    expect(styled.warnings).toEqual([]);
    expect(cells(styled.result)).toEqual([
      WITH_COLOUR[0],
      WITH_COLOUR[1],
      ['Lamp', '', '35'],
      WITH_COLOUR[2],
      WITH_COLOUR[3],
    ]);
    expect(struck(styled.result, 3, 1)).toBe(true);
    expect(struck(styled.result, 2, 0)).toBe(false);
    expect(columnStyles(styled.content)).toHaveLength(3);
    // Both rejected: the source comes back; both accepted: the target stays.
    const rejected = await writeResult(tableDocument(WITH_COLOUR), tableDocument(target), 'clean', { rejected: 'all' });
    expect(cells(rejected.result)).toEqual(WITH_COLOUR);
    const accepted = await writeResult(tableDocument(WITH_COLOUR), tableDocument(target), 'clean');
    expect(cells(accepted.result)).toEqual(target);
  });

  it('a deleted column with a deleted row: the row put back carries its own cell', async () => {
    const target = WITHOUT_COLOUR.filter((_, k) => k !== 2);
    const styled = await writeResult(tableDocument(WITH_COLOUR), tableDocument(target), 'styled');
    expect(summary(styled.changes)).toEqual(['Deleted column', 'Deleted row']);
    expect(cells(styled.result)).toEqual(WITH_COLOUR);
    expect(struck(styled.result, 2, 0)).toBe(true);
    const rejected = await writeResult(tableDocument(WITH_COLOUR), tableDocument(target), 'clean', { rejected: 'all' });
    expect(cells(rejected.result)).toEqual(WITH_COLOUR);
  });

  it('rows with merged cells keep the column out, with one warning', async () => {
    const title = (span: number) =>
      `<table:table-row><table:table-cell table:number-columns-spanned="${span}" office:value-type="string"><text:p>Prices 2026</text:p></table:table-cell><table:covered-table-cell table:number-columns-repeated="${span - 1}"/></table:table-row>`;
    const out = await writeResult(
      tableDocument(WITH_COLOUR, { before: title(3) }),
      tableDocument(WITHOUT_COLOUR, { before: title(2) }),
      'styled',
    );
    expect(summary(out.changes).filter((c) => c.endsWith('column'))).toEqual(['Deleted column']);
    expect(cells(out.result)).toEqual([['Prices 2026'], ...WITH_COLOUR]);
    expect(out.warnings.filter((w) => w.code === 'column').map((w) => w.message)).toEqual([
      'Deleted table 1, column 2: 1 row(s) with merged cells keep the column out',
    ]);
  });

  it("a deleted column's merged cells come back unmerged, with a warning", async () => {
    const out = await writeResult(buildMerged(), tableDocument(WITHOUT_COLOUR), 'styled');
    expect(summary(out.changes)).toEqual(['Deleted column']);
    expect(cells(out.result)).toEqual([WITH_COLOUR[0], WITH_COLOUR[1], ['Chair', '', '80'], WITH_COLOUR[3]]);
    expect(out.content).not.toContain('number-rows-spanned');
    expect(out.content).not.toContain('covered-table-cell');
    expect(out.messages).toContain('Deleted table 1, column 2: its merged cells are put back unmerged');
  });

  it('several column changes in one table: two deleted side by side, one inserted', async () => {
    const source = [
      ['Item', 'Colour', 'Size', 'Price'],
      ['Desk', 'Oak', 'Large', '200'],
      ['Chair', 'Black', 'Small', '80'],
    ];
    const target = [
      ['Item', 'Price', 'Stock'],
      ['Desk', '200', '4'],
      ['Chair', '80', '12'],
    ];
    const columns = '<table:table-column table:style-name="co1" table:number-columns-repeated="4"/>';
    const sourceBytes = tableDocument(source, { columns });
    const targetBytes = tableDocument(target, { columns: columns.replace('4', '3') });
    const styled = await writeResult(sourceBytes, targetBytes, 'styled');
    expect(summary(styled.changes)).toEqual(['Deleted column', 'Deleted column', 'Inserted column']);
    expect(cells(styled.result)).toEqual(source.map((row, k) => [...row, target[k][2]]));
    expect(columnStyles(styled.content)).toHaveLength(5);
    const rejected = await writeResult(sourceBytes, targetBytes, 'clean', { rejected: 'all' });
    expect(cells(rejected.result)).toEqual(source);
    expect(columnStyles(rejected.content)).toHaveLength(4);
    expect(diffDocuments(await read(sourceBytes), rejected.result)).toEqual([]);
  });

  it('tracked: the deleted column is not put back, and the warning says why', async () => {
    const out = await writeResult(tableDocument(WITH_COLOUR), tableDocument(WITHOUT_COLOUR), 'tracked');
    expect(cells(out.result)).toEqual(WITHOUT_COLOUR);
    expect(out.messages).toContain(
      'Deleted table 1, column 2: the column is not put back (ODF change tracking has no mark for a deleted table column)',
    );
    expect(columnStyles(out.content)).toEqual(['co1', 'co1']);
  });

  it("tracked: an inserted column's text is a tracked insertion, and the warning says the column stays", async () => {
    const out = await writeResult(tableDocument(WITHOUT_COLOUR), tableDocument(WITH_COLOUR), 'tracked');
    expect(cells(out.result)).toEqual(WITH_COLOUR);
    expect(out.messages).toContain('the column itself stays when rejected');
    expect(out.content).toContain(
      '<text:p><text:change-start text:change-id="dd-ct1"/>Colour<text:change-end text:change-id="dd-ct1"/></text:p>',
    );
    expect(out.content.match(/<text:insertion>/g)).toHaveLength(WITH_COLOUR.length);
    // Rejecting the tracked changes empties the column; accepting them keeps the target.
    expect(cells(await read(applyOdfChanges(out.bytes, () => 'reject')))).toEqual(
      WITH_COLOUR.map((row) => [row[0], '', row[2]]),
    );
    expect(cells(await read(applyOdfChanges(out.bytes, () => 'accept')))).toEqual(WITH_COLOUR);
  });
});
