import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../src/engine/index';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../../helpers/libreoffice';

/**
 * Colours compared as a reader sees them: a shared string's runs drawn in their own colours
 * whichever of the run or the cell style a writer keeps a colour in, and theme colours by the
 * colour the theme gives them (LibreOffice writes theme colours out as RGB).
 */

const REAL = fileURLToPath(new URL('../../../fixtures/real/', import.meta.url));
// Rich-text cells: 'rich test'!A1 has runs in C00000, the text colour and two tinted theme colours.
const RICH = `${REAL}poi-xlsx-pair-conformance-a-transitional.xlsx`;
// White theme text on dark fills, a tinted theme colour on a tinted theme fill, indexed fills.
const THEMED = `${REAL}poi-xlsx-realworld-breakeven-charts-comments.xlsx`;

const tmp = mkdtempSync(join(tmpdir(), 'docdelta-run-colors-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const changesOf = async (a: Uint8Array, b: Uint8Array) =>
  (await compareFiles({ bytes: a, fileName: 'a.xlsx' }, { bytes: b, fileName: 'b.xlsx' })).changes.map(
    (c) =>
      `${c.kind} ${c.place}: ${(c.styleChanges ?? []).map((s) => `${s.property} ${s.oldValue} → ${s.newValue}`).join(', ')}`,
  );

function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  files[part] = strToU8(edit(strFromU8(files[part])));
  return zipSync(files);
}

describe('cell colours as a reader sees them', () => {
  it('a theme colour is the colour its theme gives it, tint applied; another colour is still a change', async () => {
    const original = new Uint8Array(readFileSync(THEMED));
    // What LibreOffice writes for them: the theme's lt1 (white), accent2 darkened and lightened.
    const written = editPart(original, 'xl/styles.xml', (xml) =>
      xml
        .replace(/<color theme="0"\/>/g, '<color rgb="FFFFFFFF"/>')
        .replace(/<color theme="5" tint="-0.499984740745262"\/>/g, '<color rgb="FF632523"/>')
        .replace(/<fgColor theme="5" tint="0.79998168889431442"\/>/g, '<fgColor rgb="FFF2DCDB"/>')
        .replace(/<fgColor indexed="26"\/>/g, '<fgColor rgb="FFFFFFCC"/>'),
    );
    const styles = strFromU8(unzipSync(written)['xl/styles.xml']);
    for (const gone of ['<color theme="0"/>', '<color theme="5"', '<fgColor theme="5"', '<fgColor indexed="26"/>'])
      expect(styles).not.toContain(gone);
    expect(await changesOf(original, written)).toEqual([]);
    const grey = editPart(original, 'xl/styles.xml', (xml) =>
      xml.replace(/<color theme="0"\/>/g, '<color rgb="FFF0F0F0"/>'),
    );
    const changes = await changesOf(original, grey);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.includes('color FFFFFF → F0F0F0'))).toBe(true);
  });

  it("runs without a colour take the cell style's; runs with one keep it", async () => {
    const original = new Uint8Array(readFileSync(RICH));
    // D3 and D6 (the cells of font 8) have a colour in every run: the cell's own is drawn nowhere.
    const font8 = '<font><sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><charset val="204"/>';
    const cellColored = editPart(original, 'xl/styles.xml', (xml) =>
      xml.replace(font8, font8.replace('theme="1"', 'rgb="FF0070C0"')),
    );
    expect(strFromU8(unzipSync(cellColored)['xl/styles.xml'])).toContain(
      'FF0070C0"/><name val="Calibri"/><family val="2"/><charset',
    );
    expect(await changesOf(original, cellColored)).toEqual([]);
    // "hello, " with no run properties is drawn in the cell's colour: recolouring the run is seen.
    const runColored = editPart(original, 'xl/sharedStrings.xml', (xml) =>
      xml.replace(
        '<r><t xml:space="preserve">hello, </t></r>',
        '<r><rPr><color rgb="FF00B050"/></rPr><t xml:space="preserve">hello, </t></r>',
      ),
    );
    expect(await changesOf(original, runColored)).toEqual([
      expect.stringMatching(/^StyleChanged 'rich test'!\w+: color auto → 00B050 auto$/),
    ]);
  });

  it.skipIf(!SOFFICE)(
    'a rich-text workbook re-saved by LibreOffice is no change; a run recoloured after is',
    async () => {
      await sofficeConvert([RICH], 'xlsx:Calc MS Excel 2007 XML', tmp);
      const original = new Uint8Array(readFileSync(RICH));
      const resaved = new Uint8Array(readFileSync(join(tmp, 'poi-xlsx-pair-conformance-a-transitional.xlsx')));
      // LibreOffice moves the first run's colour into the cell style.
      expect(strFromU8(unzipSync(resaved)['xl/styles.xml'])).toContain('FFC00000');
      expect(await changesOf(original, resaved)).toEqual([]);
      const edited = editPart(resaved, 'xl/sharedStrings.xml', (xml) => xml.replace('FFC00000', 'FF00B050'));
      expect(await changesOf(original, edited)).toEqual([
        "StyleChanged 'rich test'!A1: color C00000 auto 984807 558ED5 → 00B050 auto 984807 558ED5",
      ]);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
