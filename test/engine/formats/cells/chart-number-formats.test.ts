import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../src/engine/index';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';

/**
 * A chart axis's number format as its labels show it: a source-linked format (`sourceLinked="1"`)
 * draws the data's format, which Excel writes in formatCode beside the link; LibreOffice writes
 * the same format back unlinked.
 */

const REAL = fileURLToPath(new URL('../../../fixtures/real/', import.meta.url));
// Two chart sheets; each category axis is linked to its data's #,##0.
const CHARTS = `${REAL}poi-xlsx-realworld-breakeven-charts-comments.xlsx`;

const tmp = mkdtempSync(join(tmpdir(), 'docdelta-chart-formats-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const changesOf = async (a: Uint8Array, b: Uint8Array) =>
  (await compareFiles({ bytes: a, fileName: 'a.xlsx' }, { bytes: b, fileName: 'b.xlsx' })).changes.map(
    (c) => `${c.kind} ${c.place}: ${c.text} → ${c.targetText}`,
  );

function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  const before = strFromU8(files[part]);
  const after = edit(before);
  expect(after, `${part} was edited`).not.toBe(before);
  files[part] = strToU8(after);
  return zipSync(files);
}

const LINKED = '<c:numFmt formatCode="#,##0" sourceLinked="1"/>';

describe('chart axis number formats', () => {
  const original = new Uint8Array(readFileSync(CHARTS));

  it('a source-linked format written out unlinked is no change; another format, linked or not, is', async () => {
    const unlinked = editPart(original, 'xl/charts/chart1.xml', (xml) =>
      xml.replace(LINKED, '<c:numFmt formatCode="#,##0" sourceLinked="0"/>'),
    );
    expect(await changesOf(original, unlinked)).toEqual([]);
    const decimals = editPart(original, 'xl/charts/chart1.xml', (xml) =>
      xml.replace(LINKED, '<c:numFmt formatCode="#,##0.00" sourceLinked="0"/>'),
    );
    expect(await changesOf(original, decimals)).toEqual([
      expect.stringMatching(/^Modified .*category axis "Yearling Selling Weight" format #,##0;.* format #,##0\.00;/),
    ]);
    const linkedDecimals = editPart(original, 'xl/charts/chart1.xml', (xml) =>
      xml.replace(LINKED, '<c:numFmt formatCode="#,##0.00" sourceLinked="1"/>'),
    );
    expect(await changesOf(original, linkedDecimals)).toHaveLength(1);
  });

  it.skipIf(!SOFFICE)(
    'a workbook with charts re-saved by LibreOffice is no change; an axis format changed after is',
    async () => {
      await sofficeConvert([CHARTS], 'xlsx:Calc MS Excel 2007 XML', tmp);
      const resaved = new Uint8Array(readFileSync(join(tmp, 'poi-xlsx-realworld-breakeven-charts-comments.xlsx')));
      const chart = strFromU8(unzipSync(resaved)['xl/charts/chart1.xml']);
      // What LibreOffice does to the linked axis: the same format, no longer linked.
      expect(chart).toContain('<c:numFmt formatCode="#,##0" sourceLinked="0"/>');
      expect(chart).not.toContain('sourceLinked="1"');
      expect(await changesOf(original, resaved)).toEqual([]);
      const edited = editPart(resaved, 'xl/charts/chart2.xml', (xml) =>
        xml.replace('formatCode="#,##0" sourceLinked="0"', 'formatCode="0.0%" sourceLinked="0"'),
      );
      expect(await changesOf(original, edited)).toEqual([
        expect.stringMatching(/^Modified .*category axis "Calf Purchase Weight" format #,##0;.* format 0\.0%;/),
      ]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
