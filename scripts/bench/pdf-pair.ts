/**
 * The generated PDF pair of the benchmarks: N pages of numbered prose paragraphs (pdf-lib, Times
 * 11 pt, a running header and page numbers), and a copy with one word changed in every 120th
 * paragraph and a paragraph inserted early, so every later line moves down the page.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

const SENTENCE =
  'The committee reviewed the annual budget and agreed that the proposal needs more detail before the board can approve it at the next meeting of the members';

export async function buildPdf(
  pages: number,
  edit: boolean,
): Promise<{ bytes: Uint8Array; edits: number; pages: number }> {
  // About 14.3 paragraphs fit on a page of the source.
  const paragraphCount = Math.round(pages * 14.3);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const size = 11;
  let page = pdf.addPage([595, 842]);
  let y = 760;
  let edits = 0;
  const paragraphs: string[] = [];
  for (let i = 0; i < paragraphCount; i++) {
    let text = `Section ${i + 1}. ${SENTENCE} number ${i}.`;
    if (edit && i % 120 === 60) {
      text = text.replace('annual', 'yearly');
      edits++;
    }
    paragraphs.push(text);
    if (edit && i === 5) {
      paragraphs.push(`An inserted paragraph that pushes every later line down the page. ${SENTENCE}.`);
      edits++;
    }
  }
  for (const paragraph of paragraphs) {
    const words = paragraph.split(' ');
    let line: string[] = [];
    const flush = () => {
      if (y < 80) {
        page = pdf.addPage([595, 842]);
        y = 760;
      }
      page.drawText(line.join(' '), { x: 72, y, size, font });
      y -= size * 1.2;
      line = [];
    };
    for (const word of words) {
      if ([...line, word].join(' ').length > 85) flush();
      line.push(word);
    }
    flush();
    y -= size * 0.8;
  }
  pdf.getPages().forEach((p, i) => {
    p.drawText('Annual Report of the Committee', { x: 72, y: 810, size: 9, font });
    p.drawText(`Page ${i + 1}`, { x: 280, y: 30, size: 9, font });
  });
  return { bytes: await pdf.save(), edits, pages: pdf.getPageCount() };
}
