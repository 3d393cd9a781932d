import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../src/engine/index';
import {
  SPLIT_TABLE_ADDED,
  STYLE_EDITS,
  TABLE_EDITS,
  type SplitTableFixture,
} from '../../../../scripts/fixtures/pdf-quality';
import { pdfReader } from '../../../../src/engine/formats/pdf/index';
import { fontStyle } from '../../../../src/engine/formats/pdf/text-style';
import { blockText } from '../../../../src/engine/model/document';

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

  describe('a table row split by a page break, the header row repeated after it (generated like the quality corpus)', () => {
    const split = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../fixtures/pdf-quality/split-table.json'), 'utf8'),
    ) as SplitTableFixture;

    it('reads every row as one paragraph, the split one whole, and the header row once', async () => {
      const model = await pdfReader.read(fixture('split-table-b.pdf').bytes, 'pdf', {});
      const paragraphs = model.stories.find((s) => s.key === 'body')!.blocks.map(blockText);
      for (const row of split.rows) expect(paragraphs.filter((p) => p === row.join(' '))).toHaveLength(1);
      // The split row's words sit on both pages.
      const words = model.familyData as { paragraphs: { pages: Uint16Array }[] };
      const at = paragraphs.indexOf(split.rows[split.row].join(' '));
      expect(new Set(words.paragraphs[at].pages)).toEqual(new Set(split.edits.map((e) => e.page)));
    });

    it('finds the word replaced before the break and the one after it once each, where the break falls elsewhere in b', async () => {
      const { changes } = await compareFiles(fixture('split-table-a.pdf'), fixture('split-table-b.pdf'));
      expect(changes.map((c) => [c.kind, c.text, c.targetText])).toEqual([
        ['Inserted', '', SPLIT_TABLE_ADDED],
        ...split.edits.map((e) => ['Modified', e.from, e.to]),
      ]);
      expect(changes.slice(1).map((c) => c.box?.page)).toEqual(split.edits.map((e) => e.page));
    });
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
