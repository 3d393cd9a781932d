import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildXlsx } from '../../../../scripts/fixtures/xlsx-builder';
import { readCells } from '../../../../src/engine/formats/cells/index';
import { compareFiles } from '../../../../src/engine/index';
import type { TableBlock } from '../../../../src/engine/model/document';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';

/**
 * Workbooks as LibreOffice writes them back without an edit: logical constants as `TRUE()` and
 * `FALSE()` formulas, the built-in short date written out as `m/d/yyyy`; and the 1904 date
 * system kept when Excel 2013's x15:workbookPr extension follows the main workbookPr.
 */

const REAL = fileURLToPath(new URL('../../../fixtures/real/', import.meta.url));
// Formulas of every category, one sheet each (a pivot table on 'Database').
const FORMULAS = 'sheetjs-xlsx-formula-stress-10-sheets.xlsx';

const tmp = mkdtempSync(join(tmpdir(), 'docdelta-libreoffice-resave-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const changesOf = async (a: Uint8Array, b: Uint8Array) =>
  (await compareFiles({ bytes: a, fileName: 'a.xlsx' }, { bytes: b, fileName: 'b.xlsx' })).changes.map(
    (c) => `${c.kind} ${c.place}: ${JSON.stringify(c.text)} → ${JSON.stringify(c.targetText)}`,
  );

function cellTexts(bytes: Uint8Array): Map<string, string> {
  const model = readCells(bytes, 'xlsx');
  const texts = new Map<string, string>();
  const table = model.stories[0].blocks[0] as TableBlock;
  for (const row of table.rows)
    for (const cell of row.cells)
      texts.set(
        cell.ref!,
        cell.blocks.map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : '')).join(''),
      );
  return texts;
}

function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  files[part] = strToU8(edit(strFromU8(files[part])));
  return zipSync(files);
}

describe('XLSX re-saved by LibreOffice', () => {
  it('dates of a 1904 workbook whose workbookPr has an x15 extension after it are read in the 1904 system', () => {
    const bytes = readFileSync(`${REAL}sheetjs-xlsx-pair-datesystem-b-1904.xlsx`);
    expect(strFromU8(unzipSync(bytes)['xl/workbook.xml'])).toMatch(/<workbookPr date1904="1".*<x15:workbookPr /s);
    const texts = cellTexts(bytes);
    // Column C holds Excel's own TEXT(B, "YYYY-MM-DD") of each date as it cached it.
    for (const row of [1, 2, 3, 4, 5]) expect(texts.get(`B${row}`)).toBe(texts.get(`C${row}`));
    expect(texts.get('B1')).toBe('1904-01-02');
  });

  it('a logical constant written as TRUE() or FALSE() is no change; another formula still is', async () => {
    const constants = buildXlsx({ sheets: [{ name: 'Sheet', rows: [[true, false, 1]] }] });
    const asFormulas = buildXlsx({
      sheets: [
        {
          name: 'Sheet',
          rows: [[{ formula: 'TRUE()', value: true }, { formula: 'FALSE()', value: false }, 1]],
        },
      ],
    });
    expect(await changesOf(constants, asFormulas)).toEqual([]);
    const computed = buildXlsx({
      sheets: [{ name: 'Sheet', rows: [[{ formula: 'C1>0', value: true }, false, 1]] }],
    });
    expect(await changesOf(constants, computed)).toEqual(['Modified Sheet!A1 formula: "TRUE" → "=C1>0"']);
  });

  it('a logical constant written as TRUE() or FALSE() inside a formula is no change; swapping them still is', async () => {
    const book = (formula: string) => buildXlsx({ sheets: [{ name: 'Sheet', rows: [[1, { formula, value: true }]] }] });
    const excel = book('IF(A1>0,TRUE,FALSE)');
    expect(await changesOf(excel, book('IF(A1>0,TRUE(),FALSE())'))).toEqual([]);
    expect(await changesOf(excel, book('IF(A1>0,FALSE(),TRUE())'))).toEqual([
      'Modified Sheet!B1 formula: "=IF(A1>0,TRUE,FALSE)" → "=IF(A1>0,FALSE(),TRUE())"',
    ]);
  });

  it('a default argument written out, a function under the name that replaced it, `~` for the union are no change', async () => {
    const book = (formula: string) =>
      buildXlsx({ sheets: [{ name: 'Sheet', rows: [[45000, 2.5, { formula, value: 1 }]] }] });
    const same: [string, string][] = [
      ['WEEKNUM(A1)', 'WEEKNUM(A1,1)'],
      ['ROUND(B1)', 'ROUND(B1,0)'],
      ['HYPGEOMDIST(1,4,8,20)', '_xlfn.HYPGEOM.DIST(1,4,8,20,0)'],
      ['AREAS((A1:B1,A1))', 'AREAS((A1:B1~A1))'],
      ['VLOOKUP(B1,A1:B1,2)', 'VLOOKUP(B1,A1:B1,2,TRUE)'],
      ['IF(B1>1,WEEKNUM(MAX(A1,A1)),"(x,")', 'IF(B1>1,WEEKNUM(MAX(A1,A1),1),"(x,")'],
    ];
    for (const [excel, resaved] of same) expect(await changesOf(book(excel), book(resaved)), excel).toEqual([]);
    const changed: [string, string][] = [
      ['WEEKNUM(A1)', 'WEEKNUM(A1,2)'],
      ['HYPGEOMDIST(1,4,8,20)', '_xlfn.HYPGEOM.DIST(1,4,8,20,1)'],
      // An empty argument is given, not left to its default: FALSE, an exact match.
      ['VLOOKUP(B1,A1:B1,2)', 'VLOOKUP(B1,A1:B1,2,)'],
      ['SEARCH("~",A1)', 'SEARCH(",",A1)'],
    ];
    for (const [excel, edited] of changed) expect(await changesOf(book(excel), book(edited)), edited).toHaveLength(1);
  });

  it.skipIf(!SOFFICE)(
    'a workbook of formulas re-saved by LibreOffice: its formulas are no change',
    async () => {
      await sofficeConvert([`${REAL}${FORMULAS}`], 'xlsx:Calc MS Excel 2007 XML', tmp);
      const original = new Uint8Array(readFileSync(`${REAL}${FORMULAS}`));
      const resaved = new Uint8Array(readFileSync(join(tmp, FORMULAS)));
      const sheets = unzipSync(resaved);
      const formulas = Object.keys(sheets)
        .filter((part) => part.startsWith('xl/worksheets/sheet'))
        .map((part) => strFromU8(sheets[part]))
        .join('');
      // What LibreOffice rewrites.
      expect(formulas).toContain('WEEKNUM(B2,1)');
      expect(formulas).toContain('AREAS((B7:D14~E2~F4:H16))');
      expect(formulas).toContain('_xlfn.HYPGEOM.DIST(C34,D34,E34,F34,0)');
      // What stays: the pivot table LibreOffice lays out anew, and INFO("release"), which names the program.
      const changes = (await changesOf(original, resaved)).filter(
        (change) => !/ Database!/.test(change) && !change.includes('Information!B3:'),
      );
      expect(changes).toEqual([]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it("the built-in short date (id 14) is Excel's m/d/yyyy, as LibreOffice writes it out", async () => {
    const custom = buildXlsx({
      sheets: [{ name: 'Sheet', rows: [[{ value: 41684, numberFormat: 'm/d/yyyy' }]] }],
    });
    const builtIn = editPart(custom, 'xl/styles.xml', (xml) =>
      xml.replace(/<numFmts[^]*?<\/numFmts>/, '').replace(/numFmtId="164"/g, 'numFmtId="14"'),
    );
    expect(strFromU8(unzipSync(builtIn)['xl/styles.xml'])).toContain('numFmtId="14"');
    expect(cellTexts(builtIn).get('A1')).toBe('2/14/2014');
    expect(await changesOf(builtIn, custom)).toEqual([]);
    const twoDigits = editPart(custom, 'xl/styles.xml', (xml) => xml.replace('m/d/yyyy', 'm/d/yy'));
    expect(await changesOf(builtIn, twoDigits)).toHaveLength(1);
  });

  it("cells under a merged range take the look LibreOffice gives them (the top-left cell's): no change; the top-left cell's look still is", async () => {
    const sheet = (covered: { bold?: boolean; fill?: string }, anchor: { bold?: boolean } = {}) =>
      buildXlsx({
        sheets: [
          { name: 'Sheet', rows: [[{ value: 'Title', ...anchor }, covered, covered], ['x']], merges: ['A1:C1'] },
        ],
      });
    const plain = sheet({ fill: 'FFFFCC' });
    const asAnchor = sheet({ bold: true, fill: 'FFFFCC' });
    expect(await changesOf(plain, asAnchor)).toEqual([]);
    expect(await changesOf(plain, sheet({ fill: 'FFFFCC' }, { bold: true }))).toEqual([
      'StyleChanged Sheet!A1: "Title" → "Title"',
    ]);
    // Not merged, the same cells' looks are seen.
    const unmerged = (covered: { bold?: boolean; fill?: string }) =>
      buildXlsx({ sheets: [{ name: 'Sheet', rows: [[{ value: 'Title' }, covered, covered]] }] });
    expect(await changesOf(unmerged({ fill: 'FFFFCC' }), unmerged({ bold: true, fill: 'FFFFCC' }))).toHaveLength(2);
  });

  it('text centred across the empty cells after it is drawn as a merged range, which LibreOffice writes it as', async () => {
    const rows = [
      [{ value: 'Title', fill: 'FFFFCC' }, { fill: 'FFFFCC' }, { fill: 'FFFFCC' }],
      [{ value: 'x' }, 'y'],
    ];
    const merged = buildXlsx({ sheets: [{ name: 'Sheet', rows, merges: ['A1:C1'] }] });
    const centred = editPart(buildXlsx({ sheets: [{ name: 'Sheet', rows }] }), 'xl/styles.xml', (xml) =>
      xml.replace(
        /(<xf [^>]*applyFill="1")\/>/,
        '$1 applyAlignment="1"><alignment horizontal="centerContinuous"/></xf>',
      ),
    );
    expect(strFromU8(unzipSync(centred)['xl/styles.xml'])).toContain('centerContinuous');
    expect(await changesOf(merged, centred)).toEqual([]);
    // Left as it is, the title is no merged range: merging it is a change.
    const plain = buildXlsx({ sheets: [{ name: 'Sheet', rows }] });
    expect(await changesOf(plain, merged)).toEqual(['StyleChanged Sheet!A1:C1: "" → ""']);
  });
});
