import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx, type CellSpec } from '../../../../scripts/fixtures/xlsx-builder';
import { readCells } from '../../../../src/engine/formats/cells/index';
import type { CellsWorkbook } from '../../../../src/engine/formats/cells/model';
import { compareFiles } from '../../../../src/engine/index';

/**
 * Shared formulas as Excel stores them (`<f t="shared" ref=… si=…>` on the master, `<f t="shared"
 * si=…/>` on the others) read as Excel reads them: each cell's formula is the master's moved by
 * the cell's offset, for every reference form. A workbook holding them is compared with the same
 * workbook where every formula is written out, as a re-save by openpyxl or LibreOffice writes it.
 */

/** Cell → [formula as the master has it, formula the cell means]; masters first. */
const SHARED: { range: string; cells: [string, string][] }[] = [
  // Whole columns across: F:G seen one column right is G:H.
  {
    range: 'B1:C1',
    cells: [
      ['B1', 'SUM(F:G)'],
      ['C1', 'SUM(G:H)'],
    ],
  },
  // Whole rows down.
  {
    range: 'B2:B3',
    cells: [
      ['B2', 'SUM(3:4)'],
      ['B3', 'SUM(4:5)'],
    ],
  },
  // Absolute parts stay.
  {
    range: 'B4:C4',
    cells: [
      ['B4', 'SUM($F:G)+$A$1+A$1'],
      ['C4', 'SUM($F:H)+$A$1+B$1'],
    ],
  },
  {
    range: 'B5:B6',
    cells: [
      ['B5', 'SUM($3:4)+COUNT(F$1:G2)'],
      ['B6', 'SUM($3:5)+COUNT(F$1:G3)'],
    ],
  },
  // Ranges, sheet-qualified references, a string that looks like one.
  {
    range: 'B7:C8',
    cells: [
      ['B7', `Data!F:G&'My Data'!A1:B2&Data!3:3&"A1"`],
      ['C7', `Data!G:H&'My Data'!B1:C2&Data!3:3&"A1"`],
      ['B8', `Data!F:G&'My Data'!A2:B3&Data!4:4&"A1"`],
      ['C8', `Data!G:H&'My Data'!B2:C3&Data!4:4&"A1"`],
    ],
  },
];

function writtenOut(): Uint8Array {
  const rows: CellSpec[][] = Array.from({ length: 8 }, () => []);
  rows[0][0] = 'label';
  for (const group of SHARED)
    for (const [ref, formula] of group.cells) {
      const col = ref.charCodeAt(0) - 65;
      const row = Number(ref.slice(1)) - 1;
      rows[row][col] = { formula, value: 0 };
    }
  return buildXlsx({
    sheets: [
      { name: 'Sheet1', rows },
      { name: 'Data', rows: [[1, 2]] },
      { name: 'My Data', rows: [[3]] },
    ],
  });
}

/** The same workbook with each group stored as Excel stores a shared formula. */
function asShared(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(bytes);
  let xml = strFromU8(files['xl/worksheets/sheet1.xml']);
  SHARED.forEach((group, si) => {
    group.cells.forEach(([ref], k) => {
      const cell = new RegExp(`(<c r="${ref}"[^>]*>)<f>[^<]*</f>`);
      expect(xml).toMatch(cell);
      const master = group.cells[0][1].replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      xml = xml.replace(cell, (_, open: string) =>
        k === 0
          ? `${open}<f t="shared" ref="${group.range}" si="${si}">${master}</f>`
          : `${open}<f t="shared" si="${si}"/>`,
      );
    });
  });
  files['xl/worksheets/sheet1.xml'] = strToU8(xml);
  return zipSync(files);
}

function formulas(bytes: Uint8Array): Record<string, string> {
  const book = readCells(bytes, 'xlsx').familyData as CellsWorkbook;
  const out: Record<string, string> = {};
  const sheet = book.sheets[0];
  for (const group of SHARED)
    for (const [ref] of group.cells) {
      const col = ref.charCodeAt(0) - 65;
      const row = Number(ref.slice(1)) - 1;
      out[ref] = sheet.rows.find((r) => r.row === row)?.cells.find((c) => c.col === col)?.formula ?? '(none)';
    }
  return out;
}

describe('shared formulas', () => {
  const plain = writtenOut();
  const shared = asShared(plain);

  it('are expanded for whole columns, whole rows, absolute parts, ranges and sheet-qualified references', () => {
    expect(strFromU8(unzipSync(shared)['xl/worksheets/sheet1.xml'])).toContain('<f t="shared" si="0"/>');
    const expected = Object.fromEntries(SHARED.flatMap((group) => group.cells));
    expect(formulas(shared)).toEqual(expected);
    expect(formulas(plain)).toEqual(expected);
  });

  it('a re-save that writes each formula out is no change', async () => {
    const result = await compareFiles(
      { bytes: shared, fileName: 'excel.xlsx' },
      { bytes: plain, fileName: 'resaved.xlsx' },
    );
    expect(result.changes.map((c) => `${c.kind} ${c.place}: ${c.text} → ${c.targetText}`)).toEqual([]);
  });

  it('one pushed off the sheet is #REF!, as Excel shows it', () => {
    const files = unzipSync(buildXlsx({ sheets: [{ name: 'S', rows: [[{ formula: 'A1', value: 0 }]] }] }));
    const xml = strFromU8(files['xl/worksheets/sheet1.xml'])
      .replace(/<c r="A1"([^>]*)><f>A1<\/f>/, '<c r="A1"$1><f t="shared" ref="A1:XFD1" si="0">XFD1</f>')
      .replace('</row>', '<c r="B1"><f t="shared" si="0"/><v>0</v></c></row>');
    files['xl/worksheets/sheet1.xml'] = strToU8(xml);
    const book = readCells(zipSync(files), 'xlsx').familyData as CellsWorkbook;
    expect(book.sheets[0].rows[0].cells.map((c) => c.formula)).toEqual(['XFD1', '#REF!']);
  });
});
