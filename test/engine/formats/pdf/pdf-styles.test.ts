import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../src/engine/index';
import { STYLE_EDITS, TABLE_EDITS } from '../../../../scripts/fixtures/pdf-quality';
import { fontStyle } from '../../../../src/engine/formats/pdf/text-style';

const fixture = (name: string) => ({
  bytes: readFileSync(join(import.meta.dirname, '../../../fixtures/pdf-quality', name)),
  fileName: name,
});

describe('PDF: formatting and tables (LibreOffice conversions)', () => {
  it('reports words made bold, italic, red, bigger or set in another font as StyleChanged naming the property', async () => {
    const { changes } = await compareFiles(fixture('styles-a.pdf'), fixture('styles-b.pdf'));
    expect(changes.map((c) => c.kind)).toEqual(STYLE_EDITS.map(() => 'StyleChanged'));
    changes.forEach((change, k) => {
      const edit = STYLE_EDITS[k];
      expect(change.targetText).toContain(edit.words);
      expect(change.styleChanges?.map((s) => s.property)).toEqual([edit.property]);
      expect(change.box?.page).toBe(1);
    });
    const [bold, , colour, size, font] = changes.map((c) => c.styleChanges![0]);
    expect(bold).toEqual({ property: 'bold', oldValue: 'false', newValue: 'true' });
    expect(colour).toEqual({ property: 'color', oldValue: '000000', newValue: 'C00000' });
    expect(size).toEqual({ property: 'size', oldValue: '11', newValue: '15' });
    expect(font).toEqual({ property: 'font', oldValue: 'LiberationSerif', newValue: 'DejaVuSans' });
  });

  it('finds a word replaced inside wrapped table cells on any page, the repeated header row no change', async () => {
    const { changes } = await compareFiles(fixture('table-a.pdf'), fixture('table-b.pdf'));
    expect(changes.map((c) => [c.kind, c.text, c.targetText])).toEqual(
      TABLE_EDITS.map((edit) => ['Modified', edit.from, edit.to]),
    );
    expect(changes[1].box!.page).toBeGreaterThan(1);
  });
});

describe("PDF: a font's family, weight and slant from its name", () => {
  it.each([
    ['BAAAAA+LiberationSerif', { font: 'LiberationSerif', bold: false, italic: false }],
    ['CAAAAA+LiberationSerif-BoldItalic', { font: 'LiberationSerif', bold: true, italic: true }],
    ['TimesNewRomanPS-BoldMT', { font: 'TimesNewRomanPS', bold: true, italic: false }],
    ['Arial,Italic', { font: 'Arial', bold: false, italic: true }],
    ['Helvetica-Oblique', { font: 'Helvetica', bold: false, italic: true }],
    ['ABCDEF+Carlito-Bold', { font: 'Carlito', bold: true, italic: false }],
  ])('%s', (name, expected) => {
    expect(fontStyle({ name })).toEqual(expected);
  });

  it("takes pdf.js's flags where the name says nothing", () => {
    expect(fontStyle({ name: 'F1', bold: true, italic: true })).toEqual({ font: 'F1', bold: true, italic: true });
  });
});
