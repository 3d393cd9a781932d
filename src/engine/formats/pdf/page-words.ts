import type { PageWord, PageWords } from '../hooks';
import { loadPdfJs, preparePdfJsGlobals } from '../../native';
import { wordsFromItems } from './layout';
import type { TextItemLike } from './model';

/** Reads the words of every page of a PDF with pdf.js. */
export async function readPageWords(pdf: Uint8Array): Promise<PageWords> {
  await preparePdfJsGlobals();
  const pdfjs = (await loadPdfJs()).module;
  if (!pdfjs) throw new Error('pdf.js could not be loaded to read the rendered pages');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: PageWords['pages'] = [];
    const words: PageWord[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      // User space at scale 1 with y flipped: the same points ChangeInfo boxes use.
      const viewport = page.getViewport({ scale: 1 });
      pages.push({ width: viewport.width, height: viewport.height });
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItemLike & typeof item => 'str' in item);
      for (const word of wordsFromItems(items, pageNumber)) {
        // Ascent about 0.8 of the size above the baseline, descent 0.2 below.
        const [x0, top] = viewport.convertToViewportPoint(word.x0, word.y + word.size * 0.8);
        const [x1, bottom] = viewport.convertToViewportPoint(word.x1, word.y - word.size * 0.2);
        words.push({
          text: word.text,
          page: pageNumber,
          x: Math.min(x0, x1),
          y: Math.min(top, bottom),
          width: Math.abs(x1 - x0),
          height: Math.abs(bottom - top),
        });
      }
      page.cleanup();
    }
    return { pages, words };
  } finally {
    await document.destroy();
  }
}
