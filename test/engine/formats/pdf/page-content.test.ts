import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageContents, scanTextColour } from '../../../../src/engine/formats/pdf/page-content';
import { loadPdfJs, openPdf } from '../../../../src/engine/formats/pdf/pdfjs';

/**
 * The text colour read from a page's content stream by hand stands in for pdf.js's operator
 * list on most pages: wherever it answers, it must be the colour pdf.js's operator list gives
 * every piece of the page's text.
 */
const FIXTURES = join(import.meta.dirname, '../../../fixtures');

function pdfFixtures(dir = FIXTURES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pdfFixtures(path);
    return entry.name.endsWith('.pdf') && !/encrypted|password/.test(entry.name) ? [path] : [];
  });
}

/** Pages looked at per file: enough for every kind of page, few enough for a quick test. */
const PAGES_PER_FILE = 12;

describe('the text colour of a page from its content stream', () => {
  it('is the colour pdf.js’s operator list gives all of the page’s text, wherever it answers', async () => {
    const { OPS, AnnotationMode } = await loadPdfJs();
    let answered = 0;
    let pages = 0;
    for (const file of pdfFixtures()) {
      const bytes = new Uint8Array(readFileSync(file));
      const contents = PageContents.open(bytes);
      if (!contents) continue;
      const document = await openPdf(bytes);
      try {
        for (let number = 1; number <= Math.min(document.numPages, PAGES_PER_FILE); number++) {
          pages++;
          const told = contents.textColour(number);
          if (told === undefined) continue;
          answered++;
          const page = await document.getPage(number);
          const { fnArray, argsArray } = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
          const shown = new Set<string>();
          let colour = '000000';
          const saved: string[] = [];
          fnArray.forEach((fn, k) => {
            if (fn === OPS.setFillRGBColor) colour = String(argsArray[k][0]).slice(1).toUpperCase();
            else if (fn === OPS.save) saved.push(colour);
            else if (fn === OPS.restore) colour = saved.pop() ?? colour;
            else if (fn === OPS.showText || fn === OPS.showSpacedText) {
              const glyphs = argsArray[k][0] as ({ unicode?: string } | null)[];
              if (glyphs.some((glyph) => glyph?.unicode?.trim())) shown.add(colour);
            }
          });
          expect(
            [...shown].every((c) => c === told),
            `${file} page ${number}: ${told} / ${[...shown]}`,
          ).toBe(true);
          page.cleanup();
        }
      } finally {
        await document.destroy();
      }
    }
    // Most pages of the fixtures answer (the rest, with forms, CMYK or several colours, go to pdf.js).
    expect(answered).toBeGreaterThan(pages / 2);
  }, 120_000);

  it('says nothing where the colour is not plainly told', () => {
    const scan = (content: string, images: string[] = []) =>
      scanTextColour(new Uint8Array(Buffer.from(content, 'latin1')), (name) => images.includes(name));
    expect(scan('BT /F1 12 Tf (black) Tj ET')).toBe('000000');
    expect(scan('0.5 g BT (grey \\) still) Tj ET')).toBe('808080');
    // pdf.js's lexer reads 0.3 as 3 / 10: 76.5 rounds to even, 76 (4C); a sum of tenths would give 77.
    expect(scan('.3 .3 0.30 rg BT (a) Tj ET')).toBe('4C4C4C');
    expect(scan('1 0 0 rg 0 0 9 9 re f 0 g BT [(a) -20 (b)] TJ ET')).toBe('000000');
    expect(scan('q 1 0 0 rg BT (red) Tj ET Q BT (black) Tj ET')).toBeUndefined();
    expect(scan('q 0.2 g BT (a) Tj ET Q 0.2 g BT <0041> Tj ET /Im1 Do', ['Im1'])).toBe('333333');
    expect(scan('BT (a) Tj ET /Fm1 Do')).toBeUndefined();
    expect(scan('0 0 0 1 k BT (cmyk) Tj ET')).toBeUndefined();
    expect(scan('/CS0 cs 1 0 0 sc BT (a) Tj ET')).toBeUndefined();
    expect(scan('BI /W 1 /H 1 ID \x00) Tj EI BT (a) Tj ET')).toBeUndefined();
  });
});
