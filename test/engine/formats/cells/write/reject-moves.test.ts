import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildOds } from '../../../../../scripts/fixtures/ods-builder';
import { buildXlsx } from '../../../../../scripts/fixtures/xlsx-builder';
import { readCells } from '../../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../../src/engine/formats/cells/model';
import { applyChanges, listChanges } from '../../../../../src/engine/index';

/**
 * Rejecting a moved row or column puts it back where the source had it; accepting it keeps the
 * target's order. Read back by position, in each spreadsheet format the writers produce.
 */

type Table = (string | number)[][];

const SOURCE: Table = Array.from({ length: 8 }, (_, r) => [
  `id-${r + 1}`,
  `name ${r + 1}`,
  (r + 1) * 10,
  `note ${r + 1}`,
]);

const FORMATS = [
  { format: 'xlsx', build: (rows: Table) => buildXlsx({ sheets: [{ name: 'S', rows }] }) },
  { format: 'ods', build: (rows: Table) => buildOds({ sheets: [{ name: 'S', rows }] }) },
  {
    format: 'csv',
    build: (rows: Table) => strToU8(rows.map((row) => row.join(',')).join('\r\n') + '\r\n'),
  },
];

/** Every row's cell texts by position (empty cells as ''), as the format's reader reads them. */
function texts(bytes: Uint8Array, format: string): string[][] {
  const sheet = (readCells(bytes, format).familyData as CellsWorkbook).sheets[0];
  const out: string[][] = [];
  for (const row of sheet.rows) {
    const cells: string[] = [];
    for (const cell of row.cells) cells[cell.col] = cell.text;
    out[row.row] = Array.from(cells, (text) => text ?? '');
  }
  return Array.from(out, (row) => row ?? []);
}

const asText = (rows: Table) => rows.map((row) => row.map(String));

describe.each(FORMATS)('$format: a moved row or column', ({ format, build }) => {
  const fileName = `book.${format}`;
  const compare = async (target: Table, reject: (type: string, text: string) => boolean) => {
    const source = { bytes: build(SOURCE), fileName };
    const edited = { bytes: build(target), fileName };
    const { changes } = await listChanges({ source, targets: [edited] });
    const decisions = changes.map((c) => ({
      Id: c.Id,
      ComparisonAction: reject(c.Type, `${c.Text} ${c.TargetText}`) ? 'Reject' : 'Accept',
    }));
    const result = await applyChanges({ source, target: edited, decisions });
    return { changes, rows: texts(result.bytes, format), warnings: result.warnings ?? [] };
  };

  // Row 2 moved below row 6, row 4's value changed and a row inserted at the end.
  const rowMoved: Table = [SOURCE[0], SOURCE[2], [...SOURCE[3].slice(0, 2), 45, SOURCE[3][3]], SOURCE[4], SOURCE[5]];
  rowMoved.push(SOURCE[1], SOURCE[6], SOURCE[7], ['id-9', 'name 9', 90, 'note 9']);

  it('rejected: the row is back where the source had it, the other changes kept', async () => {
    const { changes, rows } = await compare(rowMoved, (type) => type === 'Moved');
    expect(changes.map((c) => c.Type).sort()).toEqual(['Inserted', 'Modified', 'Moved']);
    const expected = [...SOURCE.slice(0, 3), rowMoved[2], ...SOURCE.slice(4), rowMoved[8]];
    expect(rows).toEqual(asText(expected));
  });

  it('accepted: the target order stays, other rejected changes reverted around it', async () => {
    const { rows } = await compare(rowMoved, (type) => type !== 'Moved');
    expect(rows).toEqual(asText([SOURCE[0], ...SOURCE.slice(2, 6), SOURCE[1], ...SOURCE.slice(6)]));
  });

  // The "name" column moved after the numbers.
  const columnMoved: Table = SOURCE.map((row) => [row[0], row[2], row[1], row[3]]);

  it('rejected column move: the column is back in its source place', async () => {
    const { changes, rows } = await compare(columnMoved, (type) => type === 'Moved');
    expect(changes.map((c) => c.Type)).toEqual(['Moved']);
    expect(rows).toEqual(asText(SOURCE));
  });

  it('accepted column move: the target order stays', async () => {
    const { rows } = await compare(columnMoved, () => false);
    expect(rows).toEqual(asText(columnMoved));
  });
});
