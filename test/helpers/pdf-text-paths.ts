import { ContentText } from '../../src/engine/formats/pdf/content-text';
import { UnsupportedPdf } from '../../src/engine/formats/pdf/content-fonts';
import type { ExtractedPage } from '../../src/engine/formats/pdf/model';
import { extractedPage, extractPages } from '../../src/engine/formats/pdf/page-text';
import { openPdf } from '../../src/engine/formats/pdf/pdfjs';
import { DocumentLooks } from '../../src/engine/formats/pdf/text-style';

/** One word as the layout sees it: text, box (rounded to a thousandth of a point), size and look. */
function wordsOf(page: ExtractedPage): string[] {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return page.text.fragments.flatMap((fragment) =>
    fragment.words.map((word) => {
      const style = word.style ?? {};
      return `${word.text} ${round(word.x0)}..${round(word.x1)}@${round(word.y)} ${round(word.size)} ${style.font}|${style.bold ? 'b' : ''}${style.italic ? 'i' : ''}|${style.color}`;
    }),
  );
}

export type TextPathComparison =
  { fast: 'unsupported'; reason: string } | { fast: 'read'; pages: number; differences: string[] };

/** Every page of `bytes` read by pdf.js and by the fast path, and where their words differ. */
export async function compareTextPaths(bytes: Uint8Array): Promise<TextPathComparison> {
  const reader = ContentText.open(bytes);
  if (!reader) return { fast: 'unsupported', reason: 'not opened' };
  let fast: ExtractedPage[];
  try {
    fast = Array.from({ length: reader.pageCount }, (_, i) => extractedPage(reader.page(i + 1)));
  } catch (error) {
    if (error instanceof UnsupportedPdf) return { fast: 'unsupported', reason: error.message };
    throw error;
  }
  const document = await openPdf(bytes);
  try {
    const slow = await extractPages(document, 1, document.numPages, new DocumentLooks(bytes));
    const differences: string[] = [];
    if (slow.length !== fast.length) differences.push(`${slow.length} pages against ${fast.length}`);
    for (let i = 0; i < Math.min(slow.length, fast.length); i++) {
      if (JSON.stringify(slow[i].info) !== JSON.stringify(fast[i].info))
        differences.push(`page ${i + 1} info ${JSON.stringify(slow[i].info)} against ${JSON.stringify(fast[i].info)}`);
      const a = wordsOf(slow[i]);
      const b = wordsOf(fast[i]);
      for (let k = 0; k < Math.max(a.length, b.length); k++)
        if (a[k] !== b[k]) {
          differences.push(`page ${i + 1} word ${k}: pdf.js «${a[k]}» fast «${b[k]}»`);
          break;
        }
    }
    return { fast: 'read', pages: fast.length, differences };
  } finally {
    await document.destroy();
  }
}
