import { DOMParser, type Element } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildOds } from '../../../../scripts/fixtures/ods-builder';
import { buildXlsx } from '../../../../scripts/fixtures/xlsx-builder';
import { readCells } from '../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../src/engine/formats/cells/model';
import { compareFiles, compareToDocument } from '../../../../src/engine/index';

/**
 * A sheet edited the way people edit one, all at once: renamed, a column inserted, a row deleted,
 * a row inserted, a row moved, cells edited. The differ must report exactly those edits, and the
 * styled results (xlsx and ods) must colour exactly the cells they concern — read back here from
 * the result files, by what each cell holds.
 */

const HEADER = ['Parcel', 'Zone', 'Units', 'Fee', 'Note'];
const ZONES = ['Residential', 'Commercial', 'Mixed use'];
const base = [
  HEADER,
  ...Array.from({ length: 14 }, (_, r) => [
    `P-${100 + r}`,
    ZONES[r % 3],
    r * 3 + 1,
    1000 + r * 17.5,
    `note for parcel ${r}`,
  ]),
];

function edited() {
  const rows = base.map((row) => [...row]);
  rows[4][2] = 999; // P-103 Units
  rows[9][4] = 'EDITED note'; // P-108 Note
  const moved = rows.splice(12, 1)[0]; // P-111 moves up
  rows.splice(2, 0, moved);
  rows.splice(6, 1); // P-104 deleted (index 6 after the move)
  rows.splice(10, 0, ['P-900', 'Commercial', 42, 4242.5, 'inserted parcel']);
  return rows.map((row, r) => [...row.slice(0, 2), r === 0 ? 'Owner' : `owner ${r}`, ...row.slice(2)]);
}

/** The look each cell of the result must have, by what it holds. */
function expectedLook(value: string, row: string[]): 'inserted' | 'deleted' | 'changed' | 'moved' | 'none' {
  // A cell of the inserted column in the moved row carries both marks: changed.
  if (value.startsWith('owner ') && row.includes('P-111')) return 'changed';
  if (value === 'Owner' || value.startsWith('owner ')) return 'inserted';
  if (row.includes('P-900')) return 'inserted';
  if (row.includes('P-104')) return 'deleted';
  if (value === '999' || value === 'EDITED note') return 'changed';
  if (row.includes('P-111')) return 'moved';
  return 'none';
}

describe('a sheet renamed with columns and rows inserted, deleted and moved and cells edited', () => {
  const sheets = (name: string, rows: (string | number)[][]) => [
    { name, rows },
    { name: 'Other', rows: [['unrelated', 1]] },
  ];

  it('is reported as those edits, each once', async () => {
    const a = buildXlsx({ sheets: sheets('Parcels', base) });
    const b = buildXlsx({ sheets: sheets('Parcels 2026', edited()) });
    const { changes } = await compareFiles({ bytes: a, fileName: 'a.xlsx' }, { bytes: b, fileName: 'b.xlsx' });
    expect(
      changes.map((c) => `${c.kind} ${c.unit} ${c.place}: ${c.text.split(' | ')[0]} → ${c.targetText.split(' | ')[0]}`),
    ).toEqual([
      "Modified story sheet Parcels renamed 'Parcels 2026': Parcels → Parcels 2026",
      "Inserted column 'Parcels 2026'!C:C:  → Owner",
      "Modified cell 'Parcels 2026'!D6: 10 → 999",
      'Deleted row Parcels!6:6: P-104 → ',
      "Modified cell 'Parcels 2026'!F10: note for parcel 8 → EDITED note",
      "Inserted row 'Parcels 2026'!11:11:  → P-900",
      "Moved row 'Parcels 2026'!3:3 moved from row 13: P-111 → P-111",
    ]);
  });

  it('the styled xlsx result colours exactly the cells of those edits', async () => {
    const a = buildXlsx({ sheets: sheets('Parcels', base) });
    const b = buildXlsx({ sheets: sheets('Parcels 2026', edited()) });
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.xlsx' },
      target: { bytes: b, fileName: 'b.xlsx' },
    });
    const book = readCells(result.bytes, 'xlsx').familyData as CellsWorkbook;
    const sheet = book.sheets.find((s) => s.name === 'Parcels 2026')!;
    const fills: Record<string, string | undefined> = {
      inserted: 'BFBFFF',
      deleted: 'FFBFBF',
      changed: 'BFDFBF',
      moved: 'BFDFBF',
      none: undefined,
    };
    let checked = 0;
    for (const row of sheet.rows) {
      const texts = row.cells.map((c) => c.text);
      for (const cell of row.cells) {
        expect({ cell: cell.text, fill: book.styles[cell.style]?.fill }).toEqual({
          cell: cell.text,
          fill: fills[expectedLook(cell.text, texts)],
        });
        checked++;
      }
    }
    // Every target cell plus the deleted row put back.
    expect(checked).toBe(edited().length * 6 + 5);
  });

  it('the styled ods result colours exactly the cells of those edits', async () => {
    const a = buildOds({ sheets: sheets('Parcels', base) });
    const b = buildOds({ sheets: sheets('Parcels 2026', edited()) });
    const result = await compareToDocument({
      source: { bytes: a, fileName: 'a.ods' },
      target: { bytes: b, fileName: 'b.ods' },
    });
    const doc = new DOMParser().parseFromString(strFromU8(unzipSync(result.bytes)['content.xml']), 'text/xml');
    const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
    const STYLE = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
    const FO = 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0';
    const fillOf = new Map<string, string>();
    for (const style of Array.from(doc.getElementsByTagNameNS(STYLE, 'style'))) {
      const props = style.getElementsByTagNameNS(STYLE, 'table-cell-properties')[0];
      const fill = props?.getAttributeNS(FO, 'background-color');
      if (fill && fill !== 'transparent')
        fillOf.set(style.getAttributeNS(STYLE, 'name') ?? '', fill.toUpperCase().replace('#', ''));
    }
    const table = Array.from(doc.getElementsByTagNameNS(TABLE, 'table')).find(
      (t) => t.getAttributeNS(TABLE, 'name') === 'Parcels 2026',
    )!;
    const fills: Record<string, string | undefined> = {
      inserted: 'BFBFFF',
      deleted: 'FFBFBF',
      changed: 'BFDFBF',
      moved: 'BFDFBF',
      none: undefined,
    };
    let checked = 0;
    for (const row of Array.from(table.getElementsByTagNameNS(TABLE, 'table-row'))) {
      // A cell's own paragraphs, not its annotation's.
      const textOf = (cell: Element) =>
        (Array.from(cell.childNodes) as Element[])
          .filter((n) => n.localName === 'p')
          .map((p) => p.textContent)
          .join('\n');
      const cells = Array.from(row.getElementsByTagNameNS(TABLE, 'table-cell')).filter((c) => textOf(c) !== '');
      const texts = cells.map(textOf);
      for (const cell of cells) {
        const text = textOf(cell);
        expect({ cell: text, fill: fillOf.get(cell.getAttributeNS(TABLE, 'style-name') ?? '') }).toEqual({
          cell: text,
          fill: fills[expectedLook(text, texts)],
        });
        checked++;
      }
    }
    expect(checked).toBe(edited().length * 6 + 5);
  });
});
