import { EngineError, UnsupportedFormatError } from '../errors';
import { detectFormat } from '../formats/registry';
import type { InputDocument } from '../read';
import { loadPdfJs, preparePdfJsGlobals } from '../native';
import { convertPagesToPdf, findSoffice, SOFFICE_HINT, type OfficePdf, type OfficeRunOptions } from './office';
import { renderPdfPages } from './pdf';
import { encodeRaster, type PreviewFormat, type RasterPage } from './raster';

/**
 * The redline as the preview: the styled result document (inserted, deleted, moved and restyled
 * words in the ItemsStyle colours) rendered by LibreOffice, so a reviewer reads the change in the
 * document's own layout. Changed pages are the pages whose drawing uses a change colour (read
 * from pdf.js's operator list, without rasterising); only those are rasterised, and each is cut
 * to the bands that hold the changes, at a width where body text is legible. A Word or ODF text
 * result on a warm LibreOffice is searched for the change colours there, and only its changed
 * pages are exported at all.
 */

export interface RedlineOptions {
  format: PreviewFormat;
  /** Pixels across a page and its crops (default 800: GitHub shows comment images up to that width unscaled). */
  width?: number;
  /** Change colours of the result as `RRGGBB` (its Inserted, Deleted and Changed ItemsStyle font colours). */
  colours: readonly string[];
  /** Changed pages rendered at most, first ones first (default all). */
  maxPages?: number;
  soffice?: string;
  timeoutMs?: number;
  poolSize?: number;
  profileRoot?: string;
  warm?: boolean;
  idleMs?: number;
}

export interface RedlineImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface RedlinePage {
  pageNumber: number;
  /** The whole page. */
  page: RedlineImage;
  /** Bands of the page holding the changes, top to bottom, with the pixel rows they cover. */
  crops: (RedlineImage & { top: number; bottom: number })[];
}

export interface RedlineResult {
  pages: RedlinePage[];
  /** Every page of the rendered result that shows a change (1-based), also those past maxPages. */
  changedPages: number[];
  pageCount: number;
  /** The rendered PDF, for callers that read its text layer. */
  pdf: Uint8Array;
  /** The result's pages the PDF holds, in order, when it holds only some (the changed ones); else undefined. */
  pdfPages?: number[];
}

const OFFICE_FAMILIES = new Set(['word', 'cells', 'slides', 'diagram']);

/** True when the redline of this document can be drawn by LibreOffice (an Office or ODF family). */
export function isOfficeDocument(input: InputDocument): boolean {
  try {
    const format = detectFormat(input.bytes, input.fileName);
    return OFFICE_FAMILIES.has(format.family) && format.key !== 'csv' && format.key !== 'tsv';
  } catch {
    return false;
  }
}

/** Renders the changed pages of a styled result document through LibreOffice. */
export async function renderRedline(result: InputDocument, options: RedlineOptions): Promise<RedlineResult> {
  const soffice = findSoffice(options.soffice);
  if (!soffice)
    throw new UnsupportedFormatError(
      `LibreOffice was not found${options.soffice ? ` at ${options.soffice}` : ''}; it draws redline previews: ${SOFFICE_HINT}`,
    );
  const runOptions: OfficeRunOptions = {
    soffice,
    timeoutMs: options.timeoutMs,
    poolSize: options.poolSize,
    profileRoot: options.profileRoot,
    warm: options.warm,
    idleMs: options.idleMs,
  };
  try {
    const rendered = await convertPagesToPdf(
      { bytes: result.bytes, fileName: result.fileName ?? 'result.docx' },
      { ...runOptions, colours: options.colours, maxPages: options.maxPages },
    );
    return await redlineOfPdf(rendered.pdf, options, rendered);
  } catch (error) {
    if (error instanceof EngineError && !error.fileName) error.fileName = result.fileName;
    throw error;
  }
}

/**
 * The redline pages of a result already rendered to PDF. `rendered` says what LibreOffice knew
 * when it exported only some pages: which ones, and the changed pages and page count of the
 * whole result.
 */
export async function redlineOfPdf(
  pdf: Uint8Array,
  options: Pick<RedlineOptions, 'format' | 'width' | 'colours' | 'maxPages'>,
  rendered: Omit<OfficePdf, 'pdf'> = {},
): Promise<RedlineResult> {
  const colours = options.colours.map(parseRgb);
  const inPdf = await pagesUsingColours(pdf, options.colours);
  const exported = rendered.pages;
  // PDF page n is the result's page exported[n - 1] when only some pages were exported.
  const resultPage = (n: number) => (exported ? exported[n - 1] : n);
  let changedPages = inPdf.changedPages.map(resultPage);
  let shownInPdf = options.maxPages === undefined ? inPdf.changedPages : inPdf.changedPages.slice(0, options.maxPages);
  if (exported && rendered.changedPages) {
    // LibreOffice found the changed pages; an exported one that draws no change colour after all is dropped.
    const blank = new Set(exported.filter((page) => !changedPages.includes(page)));
    changedPages = rendered.changedPages.filter((page) => !blank.has(page));
    shownInPdf = inPdf.changedPages;
  }
  const pageCount = exported ? (rendered.pageCount ?? Math.max(...exported)) : inPdf.pageCount;
  const width = options.width ?? 800;
  const raster = shownInPdf.length
    ? await renderPdfPages(pdf, { pages: shownInPdf, width, lenient: true })
    : { pages: [] };
  const pages: RedlinePage[] = [];
  for (const page of raster.pages) {
    const bands = changeBands(page, colours);
    const crops: RedlinePage['crops'] = [];
    for (const band of bands) {
      const height = band.bottom - band.top;
      const pixels = page.pixels.subarray(band.top * page.width * 4, band.bottom * page.width * 4);
      crops.push({
        bytes: await encodeRaster({ pixels, width: page.width, height }, options.format),
        width: page.width,
        height,
        top: band.top,
        bottom: band.bottom,
      });
    }
    pages.push({
      pageNumber: resultPage(page.pageNumber),
      page: { bytes: await encodeRaster(page, options.format), width: page.width, height: page.height },
      crops,
    });
  }
  return { pages, changedPages, pageCount, pdf, pdfPages: exported };
}

/** Pages whose drawing sets the fill or stroke colour to one of `colours` (text, strike lines, cell fills). */
export async function pagesUsingColours(
  pdf: Uint8Array,
  colours: readonly string[],
): Promise<{ changedPages: number[]; pageCount: number }> {
  await preparePdfJsGlobals();
  const pdfjs = (await loadPdfJs()).module;
  if (!pdfjs) throw new UnsupportedFormatError('pdf.js could not be loaded to read the rendered redline');
  const wanted = new Set(colours.map((c) => `#${c.toLowerCase()}`));
  const colourOps = new Set([pdfjs.OPS.setFillRGBColor, pdfjs.OPS.setStrokeRGBColor]);
  const document = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const changedPages: number[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const list = await page.getOperatorList();
      const uses = list.fnArray.some(
        (fn, i) => colourOps.has(fn) && wanted.has(String((list.argsArray[i] as unknown[])[0]).toLowerCase()),
      );
      if (uses) changedPages.push(pageNumber);
      page.cleanup();
    }
    return { changedPages, pageCount: document.numPages };
  } finally {
    await document.destroy();
  }
}

function parseRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace(/^#/, ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Pixels this close to a change colour in every channel count as drawn in it (anti-aliased edges do not). */
const COLOUR_TOLERANCE = 24;

/**
 * Horizontal bands of a page around the rows drawn in a change colour: rows closer than a few
 * lines join one band, and each band gets a margin of about two lines of context above and
 * below. No such rows (a change drawn only in an image, say) gives the whole page.
 */
export function changeBands(
  page: Pick<RasterPage, 'pixels' | 'width' | 'height'>,
  colours: readonly [number, number, number][],
): { top: number; bottom: number }[] {
  const { pixels, width, height } = page;
  const marked: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    let hits = 0;
    for (let x = 0; x < width && hits < 2; x++) {
      const i = row + x * 4;
      for (const [r, g, b] of colours) {
        if (
          Math.abs(pixels[i] - r) <= COLOUR_TOLERANCE &&
          Math.abs(pixels[i + 1] - g) <= COLOUR_TOLERANCE &&
          Math.abs(pixels[i + 2] - b) <= COLOUR_TOLERANCE
        ) {
          hits++;
          break;
        }
      }
    }
    if (hits >= 2) marked.push(y);
  }
  if (!marked.length) return [{ top: 0, bottom: height }];
  // A line of body text at this scale: about 1/55 of an A4 page's height.
  const line = Math.max(12, Math.round(height / 55));
  const margin = line * 2;
  const joinGap = line * 4;
  const bands: { top: number; bottom: number }[] = [];
  let start = marked[0];
  let end = marked[0];
  for (const y of marked.slice(1)) {
    if (y - end > joinGap) {
      bands.push({ top: start, bottom: end + 1 });
      start = y;
    }
    end = y;
  }
  bands.push({ top: start, bottom: end + 1 });
  // Edges move on to the nearest blank row, so no line of text is cut in half.
  const blank = (y: number) => {
    const row = y * width * 4;
    for (let x = 0; x < width * 4; x += 4)
      if (pixels[row + x] < 200 || pixels[row + x + 1] < 200 || pixels[row + x + 2] < 200) return false;
    return true;
  };
  const upToBlank = (y: number) => {
    for (let k = 0; k < line && y > 0 && !blank(y); k++) y--;
    return y;
  };
  const downToBlank = (y: number) => {
    for (let k = 0; k < line && y < height && !blank(y - 1); k++) y++;
    return y;
  };
  const padded = bands.map((b) => ({
    top: upToBlank(Math.max(0, b.top - margin)),
    bottom: downToBlank(Math.min(height, b.bottom + margin)),
  }));
  // Padding can make neighbours touch: join them, so no row is shown twice.
  const joined: { top: number; bottom: number }[] = [];
  for (const band of padded) {
    const last = joined[joined.length - 1];
    if (last && band.top <= last.bottom) last.bottom = Math.max(last.bottom, band.bottom);
    else joined.push({ ...band });
  }
  return joined;
}
