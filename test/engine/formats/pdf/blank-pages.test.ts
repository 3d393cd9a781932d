import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { compareFiles } from '../../../../src/engine/index';

/** A PDF made by pdf-lib: `null` is a page left blank, a string a page with that line of text. */
async function pdf(pages: (string | null)[], figureOnPage?: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  pages.forEach((text, index) => {
    const page = document.addPage([300, 400]);
    if (text) page.drawText(text, { x: 40, y: 340, size: 12, font });
    if (index + 1 === figureOnPage)
      page.drawRectangle({ x: 60, y: 100, width: 120, height: 80, color: rgb(0.2, 0.3, 0.8) });
  });
  return document.save();
}

describe('PDF: blank pages', () => {
  it('a blank page that shifts by one when a page is deleted is no change and never called scanned', async () => {
    const source = await pdf([
      'Introduction to the report.',
      null,
      'Results of the second quarter.',
      null,
      'Conclusions and next steps.',
    ]);
    const target = await pdf([
      'Introduction to the report.',
      'Results of the second quarter.',
      null,
      'Conclusions and next steps.',
    ]);
    const result = await compareFiles({ bytes: source, fileName: 'a.pdf' }, { bytes: target, fileName: 'b.pdf' });
    expect(result.changes).toEqual([]);
    expect(result.warnings.map((warning) => warning.message).join('\n')).not.toMatch(/scanned|no text layer/);
  });

  it('a page with a drawing but no text is still compared as a picture', async () => {
    const source = await pdf(['Introduction to the report.', null]);
    const target = await pdf(['Introduction to the report.', null], 2);
    const result = await compareFiles({ bytes: source, fileName: 'a.pdf' }, { bytes: target, fileName: 'b.pdf' });
    expect(result.changes.map((change) => [change.kind, change.place])).toEqual([['Inserted', 'page 2 (picture)']]);
  });
});
