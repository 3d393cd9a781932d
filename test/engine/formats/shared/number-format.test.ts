import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from '../../../../scripts/fixtures/xlsx-builder';
import { compareFiles } from '../../../../src/engine/index';
import { canonicalNumberFormat } from '../../../../src/engine/formats/shared/number-format';

/**
 * Number formats compare as Excel draws them: LibreOffice writes Excel's built-in formats and a
 * chart's axis format in its own spelling (`#,##0 ;[Red](#,##0)` as `#,##0_);[RED]\(#,##0\)`,
 * `[Red]` as `[RED]`, `General` as `GENERAL`), and that is no change; a format that draws
 * otherwise still is.
 */

const REAL = fileURLToPath(new URL('../../../fixtures/real/', import.meta.url));

describe('canonicalNumberFormat', () => {
  it.each([
    ['#,##0 ;(#,##0)', '#,##0_);\\(#,##0\\)'],
    ['#,##0 ;[Red](#,##0)', '#,##0_);[RED]\\(#,##0\\)'],
    ['General', 'GENERAL'],
    ['0.00;[Red]-0.00', '0.00;[RED]\\-0.00'],
    ['0;[Red]0', '0;[Color3]0'],
    ['"$"#,##0.00', '\\$#,##0.00'],
    ['[$-409]mmmm d, yyyy', '[$-409]mmmm\\ d", "yyyy'],
    ['dd.mm.yyyy', 'DD\\.MM\\.YYYY'],
    ['h:mm AM/PM', 'h:mm\\ AM/PM'],
    ['_-* #,##0.00_-;-* #,##0.00_-;_-* "-"??_-;_-@_-', '_-* #,##0.00_-;\\-* #,##0.00_-;_-* \\-??_-;_-@_-'],
    ['[$€-407]#,##0.00', '[$€-407]#,##0.00'],
  ])('%s and %s are drawn the same', (a, b) => {
    expect(canonicalNumberFormat(a)).toBe(canonicalNumberFormat(b));
  });

  it.each([
    ['0.00', '0.0'],
    ['#,##0', '0'],
    ['#,##0 ;[Red](#,##0)', '#,##0 ;[Blue](#,##0)'],
    ['0;[Red]0', '0;[Color10]0'],
    ['[$€-407]#,##0.00', '[$$-409]#,##0.00'],
    ['0 "USD"', '0 "usd"'],
    ['h:mm AM/PM', 'h:mm am/pm'],
    ['0,', '0\\,'],
    ['0.00', '0"."00'],
    ['0;-0', '0;-0;'],
    ['[>100]0;0.0', '[<100]0;0.0'],
  ])('%s and %s are not', (a, b) => {
    expect(canonicalNumberFormat(a)).not.toBe(canonicalNumberFormat(b));
  });
});

const changesOf = async (a: Uint8Array, b: Uint8Array, fileName = 'book.xlsx') =>
  (await compareFiles({ bytes: a, fileName }, { bytes: b, fileName })).changes.map(
    (c) => `${c.kind} ${c.place}: ${c.styleChanges?.map((s) => `${s.oldValue} → ${s.newValue}`).join(', ') ?? ''}`,
  );

function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  const before = strFromU8(files[part]);
  const after = edit(before);
  if (after === before) throw new Error(`the edit of ${part} changed nothing`);
  files[part] = strToU8(after);
  return zipSync(files);
}

describe('a workbook re-saved with its number formats in another spelling', () => {
  const book = (numberFormat: string) =>
    buildXlsx({
      sheets: [
        {
          name: 'Sheet',
          rows: [
            [
              { value: -525, numberFormat },
              { value: 525, numberFormat },
            ],
          ],
        },
      ],
    });
  /** The same cells with the built-in format id in place of a written-out code. */
  const builtIn = (id: number) =>
    editPart(book('0'), 'xl/styles.xml', (xml) =>
      xml.replace(/<numFmts[^]*?<\/numFmts>/, '').replace(/numFmtId="164"/g, `numFmtId="${id}"`),
    );

  it("Excel's built-in #,##0 ;[Red](#,##0) written out as LibreOffice writes it is no change", async () => {
    expect(await changesOf(builtIn(38), book('#,##0_);[RED]\\(#,##0\\)'))).toEqual([]);
    expect(await changesOf(builtIn(37), book('#,##0_);\\(#,##0\\)'))).toEqual([]);
  });

  it('another colour or another decimal count is still a change', async () => {
    expect(await changesOf(builtIn(38), book('#,##0_);[BLUE]\\(#,##0\\)'))).toHaveLength(2);
    expect(await changesOf(builtIn(38), book('#,##0.0_);[RED]\\(#,##0.0\\)'))).toHaveLength(2);
  });
});

describe("a chart's axis number format", () => {
  const file = 'poi-xlsx-realworld-breakeven-charts-comments.xlsx';
  const chart = 'xl/charts/chart1.xml';
  const original = new Uint8Array(readFileSync(REAL + file));
  const withFormat = (code: string) =>
    editPart(original, chart, (xml) => xml.replace('formatCode="0_);[Red]\\(0\\)"', `formatCode="${code}"`));

  it("in LibreOffice's spelling ([RED], a space for _)) is no change", async () => {
    expect(strFromU8(unzipSync(original)[chart])).toContain('formatCode="0_);[Red]\\(0\\)"');
    expect(await changesOf(original, withFormat('0_);[RED]\\(0\\)'), file)).toEqual([]);
    expect(await changesOf(original, withFormat('0 ;[Color3](0)'), file)).toEqual([]);
  });

  it('with another decimal count or colour is a change', async () => {
    expect(await changesOf(original, withFormat('0.0_);[Red]\\(0.0\\)'), file)).toHaveLength(1);
    expect(await changesOf(original, withFormat('0_);[Blue]\\(0\\)'), file)).toHaveLength(1);
    // A format's digits are not a cached number to compare by value.
    expect(await changesOf(withFormat('0.00'), withFormat('0.0'), file)).toHaveLength(1);
  });
});
