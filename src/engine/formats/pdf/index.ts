import type { DiffOptions, EngineChange } from '../../diff/types';
import type { DocumentModel, ReaderWarning, Story } from '../../model/document';
import type { DocumentReader, ReadOptions } from '../reader';
import { diffPdfModels } from './diff';
import { extractFast, extractShared } from './extract-pool';
import { ReadBudget } from './extraction-settings';
import { layOutPages } from './body';
import { mayHaveFormFields, orphanWidgets, readFormFields } from './form-fields';
import { documentAbout } from './metadata';
import { countPdfPages } from './page-count';
import type { FormField, PdfFamilyData, ScannedPage } from './model';
import { extractPages } from './page-text';
import { junkTailWarning, openPdf, standardFontDirectory, type PdfDocument, type PdfPage } from './pdfjs';
import { isBlankPage, renderScannedPage } from './scanned';
import { DocumentLooks } from './text-style';

/**
 * PDF reader: the text of every page with its position, rebuilt into one body story of
 * paragraphs in reading order (columns found, headers and footers set apart), so text that
 * merely moved to another page is no change. Each word's page and box stay in familyData for
 * the differ, which gives every change its place on the page. Pages without a text layer are
 * rendered and compared as pictures.
 */

export type { ParagraphWords, PdfFamilyData, PdfPageInfo } from './model';
export { configurePdfExtraction, type PdfExtractionSettings } from './extract-pool';

export const pdfReader: DocumentReader = {
  family: 'pdf',
  formats: ['pdf'],
  async read(bytes: Uint8Array, format: string, options: ReadOptions): Promise<DocumentModel> {
    const document = new LazyPdf(bytes, options.password);
    const budget = new ReadBudget();
    try {
      return await budget.race(readDocument(document, format, bytes, options.password, budget));
    } finally {
      await document.destroy();
    }
  },
  diff(source: DocumentModel, target: DocumentModel, options: DiffOptions): EngineChange[] {
    return diffPdfModels(source, target, options);
  },
};

/**
 * The document opened with pdf.js on this thread when something here needs it: pages read here,
 * pages rendered as pictures, a page count the page tree does not plainly tell. When workers
 * read every page, this thread never loads pdf.js at all (its load and parse cost the calling
 * thread half a CPU second and ~50 MB on the 340-page bench pair).
 */
class LazyPdf {
  private opening: Promise<PdfDocument> | undefined;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly password: string | undefined,
  ) {}

  open(): Promise<PdfDocument> {
    this.opening ??= openPdf(this.bytes, this.password);
    return this.opening;
  }

  get opened(): boolean {
    return this.opening !== undefined;
  }

  async destroy(): Promise<void> {
    await this.opening?.then((document) => document.destroy()).catch(() => {});
  }
}

/** `counted`: the page count to read (pdf.js's, when read again), else the page tree's, else pdf.js's. */
async function readDocument(
  document: LazyPdf,
  format: string,
  bytes: Uint8Array,
  password: string | undefined,
  budget: ReadBudget,
  counted?: number,
): Promise<DocumentModel> {
  const warnings: ReaderWarning[] = [];
  const junk = junkTailWarning(bytes);
  if (junk) warnings.push({ code: 'pdf-junk-tail', message: junk });
  // pdf.js's count is the rule: the page tree's is taken only where it is plainly the same (page-count.ts).
  // The fast text path reads the whole document or none of it, and counts the pages of its page tree itself.
  const fast = counted === undefined ? await extractFast(bytes, budget) : undefined;
  const pageCount = fast?.about.pageCount ?? counted ?? countPdfPages(bytes) ?? (await document.open()).numPages;
  const emptyPageObjects = new Map<number, PdfPage>();
  const keepEmpty = (page: PdfPage, number: number) => emptyPageObjects.set(number, page);
  const looks = new DocumentLooks(bytes);
  const { laidOut, about: told } =
    fast ??
    (await (async () => {
      const shared = await extractShared(
        pageCount,
        { bytes, password, standardFonts: standardFontDirectory() },
        async (first, last) => extractPages(await document.open(), first, last, looks, keepEmpty, budget),
      );
      return { laidOut: layOutPages(shared.pages), about: shared.about };
    })());
  const about = told && !document.opened ? told : await documentAbout(await document.open());
  // Never seen, but pdf.js's count is the rule: read again by it.
  if (about.pageCount !== pageCount) return readDocument(document, format, bytes, password, budget, about.pageCount);
  const { pages, emptyPages } = laidOut;
  warnings.push(...laidOut.warnings);
  const pageObjects: PdfPage[] = [];
  // Pages read in a worker come back as data: their page objects, for rendering, are got here.
  for (const number of emptyPages)
    pageObjects.push(emptyPageObjects.get(number) ?? (await (await document.open()).getPage(number)));
  const { blocks: body, paragraphs, styles, repeated } = laidOut.body;
  const stories: Story[] = [{ kind: 'body', key: 'body', label: 'body', blocks: body }];
  if (repeated.headers.length) stories.push(repeatedStory('header', 'header (every page)', repeated.headers));
  if (repeated.footers.length) stories.push(repeatedStory('footer', 'footer (every page)', repeated.footers));

  const fields = mayHaveFormFields(bytes) ? await formFields(bytes, await document.open()) : [];
  const fieldPages = new Set(fields.map((f) => f.page));
  const scanned: ScannedPage[] = [];
  for (const [index, number] of emptyPages.entries()) {
    const page = pageObjects[index];
    // Fields are compared as fields: their widgets left out of the picture, so a page drawn only
    // by widgets is blank (not "scanned") and a changed value is not also a changed region.
    budget.check();
    const rendered = await renderScannedPage(page, number, warnings, fieldPages.has(number));
    page.cleanup();
    if (!rendered || isBlankPage(rendered)) continue;
    scanned.push(rendered);
    stories.push({
      kind: 'page',
      key: `page:${number}`,
      label: `page ${number} (no text layer)`,
      pageSize: { width: pages[number - 1].width, height: pages[number - 1].height },
      blocks: [
        {
          type: 'object',
          object: { kind: 'image', hash: rendered.hash, name: `page ${number} picture` },
          locator: { part: `page:${number}`, path: '' },
        },
      ],
    });
  }
  if (scanned.length) {
    warnings.push({
      code: 'pdf-scanned-pages',
      message: `${scanned.length === 1 ? `page ${scanned[0].page} has` : `pages ${scanned.map((s) => s.page).join(', ')} have`} no text layer (scanned); compared as pictures`,
    });
  }
  const familyData: PdfFamilyData = {
    kind: 'pdf',
    pages,
    paragraphs,
    styles,
    scanned,
    fields,
    encrypted: about.encrypted,
  };
  return {
    format,
    stories,
    metadata: about.metadata,
    pageCount: about.pageCount,
    pageSize: pages[0] ? { width: pages[0].width, height: pages[0].height } : undefined,
    warnings,
    familyData,
  };
}

/** pdf.js's fields, and the widgets of fields it does not list (a re-save that broke the field tree). */
async function formFields(bytes: Uint8Array, document: PdfDocument): Promise<FormField[]> {
  const listed = await readFormFields(document);
  const names = new Set(listed.map((f) => f.name));
  // A field's several widgets (a radio group's buttons) on the side that lost its tree are each
  // a field here: the differ gives them back to the field whose widgets sit at their places.
  const unlisted = orphanWidgets(bytes).filter((w) => !w.name || !names.has(w.name));
  return [...listed, ...unlisted];
}

function repeatedStory(kind: 'header' | 'footer', label: string, lines: string[]): Story {
  return {
    kind,
    key: kind,
    label,
    blocks: lines.map((text) => ({ type: 'paragraph', runs: [{ text, style: {} }] })),
  };
}
