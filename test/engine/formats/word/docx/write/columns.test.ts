import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../../../../../scripts/fixtures/docx-builder';
import type { DocumentModel, TableBlock } from '../../../../../../src/engine/model/document';
import { partText, read, writeResult } from './helpers';

const INTRO = 'The price list below replaces every earlier list.';
const table = (rows: string[][]) => ({ type: 'table' as const, rows });
const doc = (rows: string[][]) => buildDocx({ body: [INTRO, table(rows)] });

const WITH_COLOUR = [
  ['Item', 'Colour', 'Price'],
  ['Desk', 'Oak', '200'],
  ['Chair', 'Black', '80'],
];
const WITHOUT_COLOUR = WITH_COLOUR.map((row) => [row[0], row[2]]);

/** Cell texts of the first table, row by row. */
function cells(model: DocumentModel): string[][] {
  const found = model.stories.find((s) => s.key === 'body')!.blocks.find((b) => b.type === 'table') as TableBlock;
  return found.rows.map((row) =>
    row.cells.map((cell) =>
      cell.blocks.map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : '')).join(''),
    ),
  );
}

function cellStyle(model: DocumentModel, row: number, column: number) {
  const found = model.stories.find((s) => s.key === 'body')!.blocks.find((b) => b.type === 'table') as TableBlock;
  const block = found.rows[row].cells[column].blocks[0];
  return block.type === 'paragraph' ? block.runs[0]?.style : undefined;
}

const gridColumns = (bytes: Uint8Array) => partText(bytes, 'word/document.xml').match(/<w:gridCol\b/g)?.length ?? 0;

describe('docx results: whole table columns', () => {
  it('styled: a deleted column goes back at its place, struck through, with its grid column', async () => {
    const result = await writeResult(doc(WITH_COLOUR), doc(WITHOUT_COLOUR), 'styled');
    expect(result.changes.map((c) => `${c.kind} ${c.unit}`)).toEqual(['Deleted column']);
    expect(result.warnings).toEqual([]);
    const written = read(result.bytes);
    expect(cells(written)).toEqual(WITH_COLOUR);
    expect(cellStyle(written, 1, 1)).toMatchObject({ strike: true });
    expect(cellStyle(written, 1, 0)?.strike).toBeFalsy();
    expect(gridColumns(result.bytes)).toBe(3);
  });

  it('clean: rejecting a column deletion puts the column back unmarked; accepting leaves it out', async () => {
    const rejected = await writeResult(doc(WITH_COLOUR), doc(WITHOUT_COLOUR), 'clean', { rejected: new Set([0]) });
    expect(cells(read(rejected.bytes))).toEqual(WITH_COLOUR);
    expect(cellStyle(read(rejected.bytes), 2, 1)?.strike).toBeFalsy();
    const accepted = await writeResult(doc(WITH_COLOUR), doc(WITHOUT_COLOUR), 'clean');
    expect(cells(read(accepted.bytes))).toEqual(WITHOUT_COLOUR);
  });

  it('clean: rejecting a column insertion takes its cells and grid column out', async () => {
    const result = await writeResult(doc(WITHOUT_COLOUR), doc(WITH_COLOUR), 'clean', { rejected: new Set([0]) });
    expect(result.changes.map((c) => `${c.kind} ${c.unit}`)).toEqual(['Inserted column']);
    expect(cells(read(result.bytes))).toEqual(WITHOUT_COLOUR);
    expect(gridColumns(result.bytes)).toBe(2);
  });

  it('a deleted column with an inserted row: paired rows get their cell back, the new row an empty one', async () => {
    const target = [...WITHOUT_COLOUR.slice(0, 2), ['Lamp', '35'], WITHOUT_COLOUR[2]];
    const result = await writeResult(doc(WITH_COLOUR), doc(target), 'clean', { rejected: new Set([0, 1]) });
    expect(result.changes.map((c) => `${c.kind} ${c.unit}`).sort()).toEqual(['Deleted column', 'Inserted row']);
    // Both rejected: the source comes back.
    expect(cells(read(result.bytes))).toEqual(WITH_COLOUR);
    const styled = await writeResult(doc(WITH_COLOUR), doc(target), 'styled');
    expect(cells(read(styled.bytes))).toEqual([WITH_COLOUR[0], WITH_COLOUR[1], ['Lamp', '', '35'], WITH_COLOUR[2]]);
  });

  it('tracked: the column is not put back, and the warning says why', async () => {
    const result = await writeResult(doc(WITH_COLOUR), doc(WITHOUT_COLOUR), 'tracked');
    expect(cells(read(result.bytes))).toEqual(WITHOUT_COLOUR);
    expect(result.warnings.map((w) => w.message).join('\n')).toContain(
      'Word has no revision mark for a deleted column',
    );
  });
});

describe('docx results: whole columns of a table with a merged title row', () => {
  const title = { blocks: ['Price list'], colSpan: 3 };
  const titled = (rows: string[][], span: number) =>
    buildDocx({ body: [INTRO, { type: 'table', rows: [[{ ...title, colSpan: span }], ...rows] }] });
  const spans = (bytes: Uint8Array) =>
    [...partText(bytes, 'word/document.xml').matchAll(/<w:gridSpan w:val="(\d+)"\/>/g)].map((m) => Number(m[1]));

  it('a deleted column goes back and the title spans it again (styled and rejected)', async () => {
    const source = titled(WITH_COLOUR, 3);
    const target = titled(WITHOUT_COLOUR, 2);
    const styled = await writeResult(source, target, 'styled');
    expect(styled.changes.map((c) => `${c.kind} ${c.unit}`)).toEqual(['Deleted column']);
    expect(cells(read(styled.bytes))).toEqual([['Price list'], ...WITH_COLOUR]);
    expect(spans(styled.bytes)).toEqual([3]);
    const rejected = await writeResult(source, target, 'clean', { rejected: new Set([0]) });
    expect(cells(read(rejected.bytes))).toEqual([['Price list'], ...WITH_COLOUR]);
    expect(spans(rejected.bytes)).toEqual([3]);
    expect(gridColumns(rejected.bytes)).toBe(3);
  });

  it('a rejected inserted column leaves the data rows and narrows the title', async () => {
    const result = await writeResult(titled(WITHOUT_COLOUR, 2), titled(WITH_COLOUR, 3), 'clean', {
      rejected: new Set([0]),
    });
    expect(result.changes.map((c) => `${c.kind} ${c.unit}`)).toEqual(['Inserted column']);
    expect(cells(read(result.bytes))).toEqual([['Price list'], ...WITHOUT_COLOUR]);
    expect(spans(result.bytes)).toEqual([2]);
    expect(gridColumns(result.bytes)).toBe(2);
  });
});
