import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../../helpers/libreoffice';
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

/** The table as sheet S; workbooks get a sheet R whose formula reads S!`ref`. */
const FORMATS = [
  {
    format: 'xlsx',
    build: (rows: Table, ref: string) =>
      buildXlsx({
        sheets: [
          { name: 'S', rows },
          { name: 'R', rows: [[{ value: 40, formula: `S!${ref}*2` }]] },
        ],
      }),
  },
  {
    format: 'ods',
    build: (rows: Table, ref: string) =>
      buildOds({
        sheets: [
          { name: 'S', rows },
          { name: 'R', rows: [[{ value: 40, formula: `of:=[S.${ref}]*2` }]] },
        ],
      }),
  },
  {
    format: 'csv',
    build: (rows: Table) => strToU8(rows.map((row) => row.join(',')).join('\r\n') + '\r\n'),
  },
];

/** Every row's cell texts by position (empty cells as ''), as the format's reader reads them; R's formula. */
function read(bytes: Uint8Array, format: string): { rows: string[][]; formula?: string } {
  const [sheet, formulas] = (readCells(bytes, format).familyData as CellsWorkbook).sheets;
  const out: string[][] = [];
  for (const row of sheet.rows) {
    const cells: string[] = [];
    for (const cell of row.cells) cells[cell.col] = cell.text;
    out[row.row] = Array.from(cells, (text) => text ?? '');
  }
  return { rows: Array.from(out, (row) => row ?? []), formula: formulas?.rows[0]?.cells[0]?.formula };
}

const asText = (rows: Table) => rows.map((row) => row.map(String));

/** Workbooks with a rejected move, for LibreOffice to read (`xlsx-row` → result and its rows as read here). */
const movedBack = new Map<string, { bytes: Uint8Array; rows: string[][] }>();

describe.each(FORMATS)('$format: a moved row or column', ({ format, build }) => {
  const fileName = `book.${format}`;
  const workbook = format !== 'csv';
  /** `refs`: where R's formula points in the source and in the target (a cell that moved). */
  const compare = async (target: Table, refs: [string, string], reject: (type: string) => boolean) => {
    const source = { bytes: build(SOURCE, refs[0]), fileName };
    const edited = { bytes: build(target, refs[1]), fileName };
    const { changes } = await listChanges({ source, targets: [edited] });
    const decisions = changes.map((c) => ({ Id: c.Id, ComparisonAction: reject(c.Type) ? 'Reject' : 'Accept' }));
    const result = await applyChanges({ source, target: edited, decisions });
    return { changes, bytes: result.bytes, ...read(result.bytes, format) };
  };

  // Row 2 moved below row 6 with its note edited, row 4's value changed and a row inserted at the end.
  const movedRow = [...SOURCE[1].slice(0, 3), 'note 2 edited'];
  const rowMoved: Table = [SOURCE[0], SOURCE[2], [...SOURCE[3].slice(0, 2), 45, SOURCE[3][3]], SOURCE[4], SOURCE[5]];
  rowMoved.push(movedRow, SOURCE[6], SOURCE[7], ['id-9', 'name 9', 90, 'note 9']);

  it('rejected: the row is back where the source had it, with the changes kept in it and around it', async () => {
    const { changes, bytes, rows, formula } = await compare(rowMoved, ['C2', 'C6'], (type) => type === 'Moved');
    expect(changes.map((c) => c.Type).sort()).toEqual(['Inserted', 'Modified', 'Modified', 'Moved']);
    expect(rows).toEqual(asText([SOURCE[0], movedRow, SOURCE[2], rowMoved[2], ...SOURCE.slice(4), rowMoved[8]]));
    // A reference to the moved row follows it back.
    if (workbook) expect(formula).toBe('S!C2*2');
    if (workbook) movedBack.set(`${format}-row`, { bytes, rows });
  });

  it('rejected with the changes in it: the row is back as the source had it', async () => {
    const { rows } = await compare(rowMoved, ['C2', 'C6'], (type) => type !== 'Inserted');
    expect(rows).toEqual(asText([...SOURCE, rowMoved[8]]));
  });

  it('accepted: the target order stays, other rejected changes reverted around it', async () => {
    const { rows, formula } = await compare(rowMoved, ['C2', 'C6'], (type) => type !== 'Moved');
    expect(rows).toEqual(asText([SOURCE[0], ...SOURCE.slice(2, 6), SOURCE[1], ...SOURCE.slice(6)]));
    if (workbook) expect(formula).toBe('S!C6*2');
  });

  // The "name" column moved after the numbers.
  const columnMoved: Table = SOURCE.map((row) => [row[0], row[2], row[1], row[3]]);

  it('rejected column move: the column is back in its source place', async () => {
    const { changes, bytes, rows, formula } = await compare(columnMoved, ['B2', 'C2'], (type) => type === 'Moved');
    expect(changes.map((c) => c.Type)).toEqual(['Moved']);
    expect(rows).toEqual(asText(SOURCE));
    // A reference to the moved column follows it back.
    if (workbook) expect(formula).toBe('S!B2*2');
    if (workbook) movedBack.set(`${format}-column`, { bytes, rows });
  });

  it('accepted column move: the target order stays', async () => {
    const { rows, formula } = await compare(columnMoved, ['B2', 'C2'], () => false);
    expect(rows).toEqual(asText(columnMoved));
    if (workbook) expect(formula).toBe('S!C2*2');
  });
});

describe('workbooks with a row or column move rejected', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-reject-moves-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'read the same in LibreOffice, row by row',
    async () => {
      if (!SOFFICE) {
        console.warn('LibreOffice is not installed: skipping the read-back check');
        return;
      }
      expect([...movedBack.keys()].sort()).toEqual(['ods-column', 'ods-row', 'xlsx-column', 'xlsx-row']);
      const files = [...movedBack].map(([name, { bytes }]) => {
        const file = join(dir, `moved-back-${name}.${name.split('-')[0]}`);
        writeFileSync(file, bytes);
        return file;
      });
      await sofficeConvert(files, 'csv', dir);
      for (const [name, { rows }] of movedBack) {
        const csv = join(dir, `moved-back-${name}.csv`);
        expect(existsSync(csv), name).toBe(true);
        const lines = readFileSync(csv, 'utf8').trim().split(/\r?\n/);
        expect(lines, name).toEqual(rows.map((row) => row.join(',')));
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
