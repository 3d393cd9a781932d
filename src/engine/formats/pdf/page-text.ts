import type { ReaderWarning } from '../../model/document';
import { layOutPages, type LaidOutPages } from './body';
import { ContentText } from './content-text';
import { fragmentsOf, wordsFromItems } from './layout';
import type { ExtractedPage, PdfPageInfo, RawPage, TextItemLike } from './model';
import type { PdfAbout } from './metadata';
import type { PdfDocument, PdfPage } from './pdfjs';
import { addTextStyles, type DocumentLooks } from './text-style';
import { ArchiveLimitError } from '../../errors';
import type { ReadBudget } from './extraction-settings';

/**
 * The text of a run of pages, the same on this thread or in an extraction worker: each page's
 * words and lines are made from pdf.js's text items by the same code either way (a worker sends
 * them back packed, page-pack.ts).
 */

/** Pages whose text is read at once: each page's text travels through pdf.js's message port in steps. */
const PAGES_IN_FLIGHT = 4;

/**
 * Reads pages `first`..`last` (1-based, inclusive) in page order. `looks` is what this thread
 * knows of the document's looks. `keep` gets every page object while it is still open; `keep`
 * returning true keeps it open (else it is cleaned up).
 */
export async function readRawPages(
  document: PdfDocument,
  first: number,
  last: number,
  looks: DocumentLooks,
  keep?: (page: PdfPage, raw: RawPage) => boolean,
  budget?: ReadBudget,
): Promise<RawPage[]> {
  const read: RawPage[] = [];
  const readPage = async (number: number) => {
    budget?.check();
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const info: PdfPageInfo = { width: viewport.width, height: viewport.height, transform: [...viewport.transform] };
    let items: TextItemLike[] = [];
    let warning: ReaderWarning | undefined;
    try {
      const content = await page.getTextContent();
      items = content.items.filter((item) => 'str' in item) as TextItemLike[];
      await addTextStyles(page, items, looks);
    } catch (error) {
      warning = {
        code: 'pdf-page-text',
        message: `page ${number}: its text could not be read (${(error as Error).message ?? error}); compared as a picture`,
      };
    }
    const [, bottom, , top] = page.view;
    const raw: RawPage = { number, info, top, bottom, items, warning };
    read[number - first] = raw;
    if (!keep?.(page, raw)) page.cleanup();
  };
  let next = first;
  const pump = async () => {
    while (next <= last) await readPage(next++);
  };
  await Promise.all(Array.from({ length: Math.max(0, Math.min(PAGES_IN_FLIGHT, last - first + 1)) }, pump));
  return read;
}

/** A page's words grouped into fragments (lines), ready for the layout of the whole document. */
export function extractedPage(raw: RawPage): ExtractedPage {
  const words = wordsFromItems(raw.items, raw.number);
  return {
    number: raw.number,
    info: raw.info,
    text: { page: raw.number, top: raw.top, bottom: raw.bottom, fragments: fragmentsOf(words, raw.number) },
    warning: raw.warning,
    empty: words.length === 0,
  };
}

/**
 * Pages `first`..`last` read here. `keepEmpty` gets the page object of every page without
 * words (it is cleaned up otherwise), for rendering.
 */
export async function extractPages(
  document: PdfDocument,
  first: number,
  last: number,
  looks: DocumentLooks,
  keepEmpty?: (page: PdfPage, number: number) => void,
  budget?: ReadBudget,
): Promise<ExtractedPage[]> {
  const extracted: ExtractedPage[] = [];
  await readRawPages(
    document,
    first,
    last,
    looks,
    (page, raw) => {
      const laidOut = extractedPage(raw);
      extracted[raw.number - first] = laidOut;
      if (!laidOut.empty || !keepEmpty) return false;
      keepEmpty(page, raw.number);
      return true;
    },
    budget,
  );
  return extracted;
}

/** A whole document read by the fast text path (content-text.ts). */
export interface FastPages {
  pages: ExtractedPage[];
  about: PdfAbout;
}

/** A whole document read by the fast text path and laid out, with what it says of itself. */
export interface FastDocument {
  laidOut: LaidOutPages;
  about: PdfAbout;
}

/** readFastDocument, laid out (a worker's answer to a `fast` request, or the same read here). */
export function readFastLaidOut(bytes: Uint8Array, budget?: ReadBudget): FastDocument | undefined {
  const read = readFastDocument(bytes, budget);
  return read && { laidOut: layOutPages(read.pages), about: read.about };
}

/**
 * Every page of the document through the fast text path, or undefined when any part of it is
 * not read there (or anything fails): the whole document is then read by pdf.js, so one
 * document's pages never come from both paths.
 */
export function readFastDocument(bytes: Uint8Array, budget?: ReadBudget): FastPages | undefined {
  const reader = ContentText.open(bytes);
  if (!reader) return undefined;
  try {
    const pages: ExtractedPage[] = [];
    for (let number = 1; number <= reader.pageCount; number++) {
      budget?.check();
      pages.push(extractedPage(reader.page(number)));
    }
    return { pages, about: reader.about() };
  } catch (error) {
    if (error instanceof ArchiveLimitError) throw error;
    return undefined;
  }
}
