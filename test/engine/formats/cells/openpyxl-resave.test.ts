import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { buildXlsx } from '../../../../scripts/fixtures/xlsx-builder';
import { chartIdentity } from '../../../../src/engine/formats/shared/chart';
import { compareFiles } from '../../../../src/engine/index';
import { linesAndFormulas } from './openpyxl-resave-spec';

/**
 * A workbook re-saved by openpyxl without an edit is no change: line endings in a cell, chart
 * caches written with other digits, formulas whose cached results were dropped, empty rows
 * whose styled empty cells were dropped.
 */

const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-openpyxl-resave-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A Python 3 that imports openpyxl (Debian's python3-openpyxl is under /usr/bin), if any. */
const PYTHON = ['python3', '/usr/bin/python3'].find(
  (python) => spawnSync(python, ['-c', 'import openpyxl'], { stdio: 'ignore' }).status === 0,
);

const changesOf = async (a: Uint8Array, b: Uint8Array) =>
  (await compareFiles({ bytes: a, fileName: 'a.xlsx' }, { bytes: b, fileName: 'b.xlsx' })).changes.map(
    (c) => `${c.kind} ${c.place}: ${JSON.stringify(c.text)} → ${JSON.stringify(c.targetText)}`,
  );

const chart = (values: string[]) =>
  `<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart><c:plotArea><c:barChart><c:ser><c:idx val="0"/><c:val><c:numRef><c:f>Sheet!$A$1:$A$${values.length}</c:f><c:numCache><c:ptCount val="${values.length}"/>${values.map((v, i) => `<c:pt idx="${i}"><c:v>${v}</c:v></c:pt>`).join('')}</c:numCache></c:numRef></c:val></c:ser></c:barChart></c:plotArea></c:chart></c:chartSpace>`;

describe('openpyxl re-saves', () => {
  it('CRLF written as LF and formulas without their cached results are no change (a real re-save)', async () => {
    const resaved = readFileSync(join(FIXTURES, 'openpyxl-resave', 'lines-and-formulas.resaved.xlsx'));
    const sheet = strFromU8(unzipSync(resaved)['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('line one\nline two');
    expect(sheet).toContain('<f>A1+B1</f><v></v>');
    expect(await changesOf(linesAndFormulas(), resaved)).toEqual([]);
    // Other text is still a change.
    const edited = buildXlsx({
      sheets: [
        {
          name: 'Sheet',
          rows: [
            [1, 2],
            ['line one\r\nline 2', 5, 6],
          ],
        },
      ],
    });
    const base = buildXlsx({
      sheets: [
        {
          name: 'Sheet',
          rows: [
            [1, 2],
            ['line one\r\nline two', 5, 6],
          ],
        },
      ],
    });
    expect(await changesOf(base, edited)).toEqual([
      'Modified Sheet!A2: "line one\\r\\nline two" → "line one\\r\\nline 2"',
    ]);
  });

  it('an empty row whose styled empty cells were dropped is no change; an emptied row still is', async () => {
    const source = buildXlsx({
      sheets: [{ name: 'Sheet', rows: [['a'], [{ bold: true }, { bold: true }], ['b']] }],
    });
    const files = unzipSync(source);
    const xml = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(xml).toMatch(/<row r="2"><c r="A2" s="\d+"><\/c><c r="B2" s="\d+"><\/c><\/row>/);
    // As openpyxl writes such a row: kept, without cells.
    files['xl/worksheets/sheet1.xml'] = strToU8(
      xml.replace(/<row r="2">.*?<\/row>/, '<row r="2" ht="7.5" customHeight="1"></row>'),
    );
    expect(await changesOf(source, zipSync(files))).toEqual([]);
    const emptied = buildXlsx({ sheets: [{ name: 'Sheet', rows: [['a'], ['x'], ['b']] }] });
    expect(await changesOf(emptied, zipSync(files))).toEqual(['Deleted Sheet!2:2: "x" → ""']);
  });

  it('chart cache numbers are compared by value', () => {
    const identity = (values: string[]) => chartIdentity(chart(values), 'xl/charts/chart1.xml')!.hash;
    expect(identity(['19.0', '192.53985241839572'])).toBe(identity(['19', '192.5398524183957']));
    expect(identity(['19', '20'])).not.toBe(identity(['19', '20.5']));
  });

  it.skipIf(!PYTHON)(
    'a real workbook with charts and comments re-saved by openpyxl gives no change but the rich text it drops (skipped without python3-openpyxl)',
    async () => {
      const original = join(FIXTURES, 'real', 'poi-xlsx-realworld-breakeven-charts-comments.xlsx');
      const resaved = join(tmp, 'resaved.xlsx');
      const run = spawnSync(
        PYTHON!,
        ['-c', 'import sys, openpyxl; openpyxl.load_workbook(sys.argv[1]).save(sys.argv[2])', original, resaved],
        { encoding: 'utf8' },
      );
      expect(run.status, run.stderr).toBe(0);
      // openpyxl keeps a rich-text cell's text, not its runs: the words Intro!B33 draws in blue turn black.
      const changes = await changesOf(readFileSync(original), readFileSync(resaved));
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatch(/^StyleChanged Intro!B33: "In the Sell and Buy sheets all blue numbers/);
    },
    120_000,
  );
});
