import { unlockOfficeDocument } from '../crypto/ooxml';
import { EngineError, errorMessage, InvalidOptionsError, UnsupportedFormatError } from '../errors';
import { detectFormat, type FormatDescription } from '../formats/registry';
import { readDocument, type InputDocument } from '../read';
import type { ReaderWarning } from '../model/document';
import type { DocumentModel } from '../model/document';
import { blankPageNote, isBlankPage, markBlankPage } from './blank';
import { renderBuiltinPages, type PageOptions } from './builtin';
import { renderImagePages } from './image';
import { loadSharp } from '../native';
import { legendOf } from './legend';
import { convertPagesToPdf, findSoffice, SOFFICE_HINT } from './office';
import { renderPdfPages } from './pdf';
import { encodeRaster, PREVIEW_FORMATS, type PreviewFormat, type RasterPage } from './raster';

/**
 * Page previews of any document the engine reads: PDF pages with pdf.js, images with sharp,
 * Office and ODF documents through LibreOffice when it is there and the built-in layout when
 * not, and change overlays (boxes of ChangeInfo records drawn on those pages).
 */

export interface PreviewOptions {
  /** 1-based pages; all pages when absent or empty. */
  pages?: number[];
  format: PreviewFormat;
  /** Pixels; one side alone keeps the aspect ratio, both fit the page inside that box. */
  width?: number;
  height?: number;
  /**
   * How Office and ODF documents are drawn: LibreOffice when installed (`auto`, the default),
   * always LibreOffice, or always the built-in layout (whose boxes match ChangeInfo's).
   */
  office?: 'auto' | 'libreoffice' | 'builtin';
  /** The soffice executable; the usual install places are tried when absent. */
  soffice?: string;
  /** LibreOffice time limit in milliseconds (default 60 s). */
  timeoutMs?: number;
}

export interface PreviewPage {
  pageNumber: number;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface PreviewResult {
  pages: PreviewPage[];
  pageCount: number;
  /** Which renderer drew the pages. */
  renderer: 'pdf' | 'image' | 'libreoffice' | 'builtin';
  warnings: ReaderWarning[];
}

export type { PreviewFormat };
export { parsePageSelection, MAX_PREVIEW_SIDE } from './pages';
export { encodeBmp } from './bmp';
export { PREVIEW_FORMATS };
// The rest of what the doors' previews use, so that engine/index's loadPreviews gives it all.
export { isOfficeDocument, renderRedline } from './redline';
export { flowsOntoPages, laidOutByBuiltin } from '../layout/rendered';

/** Renders the chosen pages of a document to PNG, JPEG or BMP. */
export async function renderPreviews(input: InputDocument, options: PreviewOptions): Promise<PreviewResult> {
  checkOptions(options);
  const raster = await rasterize(input, options, options);
  const pages: PreviewPage[] = [];
  for (const page of raster.pages)
    pages.push({
      pageNumber: page.pageNumber,
      bytes: await encodeRaster(page, options.format),
      width: page.width,
      height: page.height,
    });
  return { pages, pageCount: raster.pageCount, renderer: raster.renderer, warnings: raster.warnings };
}

function checkOptions(options: { format: string }): void {
  if (!PREVIEW_FORMATS.includes(options.format as PreviewFormat)) {
    throw new InvalidOptionsError(`preview format '${options.format}' is not one of ${PREVIEW_FORMATS.join(', ')}`);
  }
}

interface Rasterized {
  pages: RasterPage[];
  pageCount: number;
  renderer: PreviewResult['renderer'];
  warnings: ReaderWarning[];
}

const OFFICE_FAMILIES = new Set(['word', 'cells', 'slides', 'diagram']);

async function rasterize(
  input: InputDocument,
  pageOptions: PageOptions,
  options: Omit<PreviewOptions, 'format'>,
): Promise<Rasterized> {
  try {
    const bytes = await unlockOfficeDocument(input.bytes, input.password);
    const format = detectFormat(bytes, input.fileName);
    if (format.family === 'pdf')
      return {
        ...(await renderPdfPages(bytes, { ...pageOptions, password: input.password })),
        renderer: 'pdf',
        warnings: [],
      };
    if (format.family === 'image')
      return { ...(await renderImagePages(bytes, pageOptions)), renderer: 'image', warnings: [] };
    const warnings: ReaderWarning[] = [];
    if (
      OFFICE_FAMILIES.has(format.family) &&
      format.key !== 'csv' &&
      format.key !== 'tsv' &&
      (options.office ?? 'auto') !== 'builtin'
    ) {
      const viaOffice = await throughLibreOffice(bytes, format, input.fileName, pageOptions, options, warnings);
      if (viaOffice) {
        // Read only when a page came out blank, to say why; an unreadable document keeps its page as drawn.
        const read = () => readDocument({ bytes, fileName: input.fileName }).catch(() => undefined);
        return { ...viaOffice, pages: await markBlankPages(viaOffice.pages, format.family, read) };
      }
    }
    const document = await readDocument({ bytes, fileName: input.fileName });
    const builtin = await renderBuiltinPages(document, pageOptions);
    return {
      ...builtin,
      pages: await markBlankPages(builtin.pages, format.family, async () => document),
      renderer: 'builtin',
      warnings: [...warnings, ...document.warnings],
    };
  } catch (error) {
    if (error instanceof EngineError && !error.fileName) error.fileName = input.fileName;
    throw error;
  }
}

async function throughLibreOffice(
  bytes: Uint8Array,
  format: FormatDescription,
  fileName: string | undefined,
  pageOptions: PageOptions,
  options: Omit<PreviewOptions, 'format'>,
  warnings: ReaderWarning[],
): Promise<Rasterized | undefined> {
  const soffice = findSoffice(options.soffice);
  if (!soffice) {
    if (options.office === 'libreoffice')
      throw new UnsupportedFormatError(
        `LibreOffice was not found${options.soffice ? ` at ${options.soffice}` : ''}; it is needed for --office libreoffice: ${SOFFICE_HINT}`,
      );
    return undefined;
  }
  try {
    // A warm soffice exports only the pages asked for (Writer documents and decks); otherwise all of them.
    const asked = pageOptions.pages?.length ? [...new Set(pageOptions.pages)].sort((a, b) => a - b) : undefined;
    const rendered = await convertPagesToPdf(
      { bytes, fileName: fileName ?? `document.${format.key}` },
      { soffice, timeoutMs: options.timeoutMs, pages: asked },
    );
    const exported = rendered.pages;
    if (exported && rendered.pageCount !== undefined) {
      const raster = await renderPdfPages(rendered.pdf, { ...pageOptions, pages: undefined });
      const pages = raster.pages.map((page) => ({ ...page, pageNumber: exported[page.pageNumber - 1] }));
      return { pages, pageCount: rendered.pageCount, renderer: 'libreoffice', warnings };
    }
    return { ...(await renderPdfPages(rendered.pdf, pageOptions)), renderer: 'libreoffice', warnings };
  } catch (error) {
    if (options.office === 'libreoffice' || error instanceof InvalidOptionsError) throw error;
    warnings.push({
      code: 'preview-libreoffice-failed',
      message: `LibreOffice could not render the document (${errorMessage(error)}); the built-in renderer drew it instead`,
    });
    return undefined;
  }
}

/** Blank pages of an Office document with a note saying what they are (see blank.ts). */
async function markBlankPages(
  pages: RasterPage[],
  family: string,
  read: () => Promise<DocumentModel | undefined>,
): Promise<RasterPage[]> {
  if (!pages.some(isBlankPage)) return pages;
  const note = blankPageNote(await read(), family);
  return Promise.all(pages.map((page) => (isBlankPage(page) ? markBlankPage(page, note) : page)));
}

// ---- change overlays ----

/** What an overlay needs of a ChangeInfo record. */
export interface ChangeBox {
  Type: string;
  PageInfo: { PageNumber: number; Width: number; Height: number };
  Box: { X: number; Y: number; Width: number; Height: number };
}

/**
 * Frame colours as `RRGGBB`: the legend's (legend.ts), of which inserted, deleted and changed
 * (modified) follow the result's ItemsStyle font colours when a caller gives them.
 */
export interface OverlayColours {
  inserted: string;
  deleted: string;
  changed: string;
  moved: string;
  style: string;
}

export const DEFAULT_OVERLAY_COLOURS: OverlayColours = {
  inserted: legendOf('Inserted').colour,
  deleted: legendOf('Deleted').colour,
  changed: legendOf('Modified').colour,
  moved: legendOf('Moved').colour,
  style: legendOf('StyleChanged').colour,
};

export interface OverlayOptions extends Omit<PreviewOptions, 'pages'> {
  colours?: Partial<OverlayColours>;
  /**
   * LibreOffice's renderings of both documents, whose text layer the boxes were found in
   * (compareVersions with `office`): the pages are drawn from them, so the boxes sit on the words.
   */
  rendered?: { source: Uint8Array; target: Uint8Array };
}

/**
 * Office documents are drawn by the built-in layout here unless asked otherwise or given their
 * renderings: boxes are right only on pages of the layout they were found in.
 */
function overlayDefaults(options: OverlayOptions): OverlayOptions {
  return { ...options, office: options.office ?? 'builtin' };
}

function colourOf(type: string, colours: OverlayColours): string {
  const kind = legendOf(type).kind;
  return kind === 'modified' ? colours.changed : colours[kind];
}

/** Pages of one document with the boxes of the changes on them drawn; only pages with changes. */
export async function renderChangeOverlays(
  input: InputDocument,
  changes: readonly ChangeBox[],
  options: OverlayOptions,
): Promise<PreviewResult> {
  checkOptions(options);
  const wanted = [...new Set(changes.map((c) => c.PageInfo.PageNumber))].filter((p) => p >= 1);
  const colours = { ...DEFAULT_OVERLAY_COLOURS, ...options.colours };
  const raster = await rasterize(input, { ...options, pages: wanted, lenient: true }, overlayDefaults(options));
  const pages: PreviewPage[] = [];
  for (const page of raster.pages) {
    const framed = await drawBoxes(
      page,
      changes.filter((c) => c.PageInfo.PageNumber === page.pageNumber),
      colours,
    );
    pages.push({
      pageNumber: page.pageNumber,
      bytes: await encodeRaster(framed, options.format),
      width: framed.width,
      height: framed.height,
    });
  }
  return { pages, pageCount: raster.pageCount, renderer: raster.renderer, warnings: raster.warnings };
}

/**
 * For each changed page, one image: the source's page on the left with deletions framed, the
 * target's page on the right with everything else framed — what a reviewer looks at.
 */
export async function sideBySide(
  source: InputDocument,
  target: InputDocument,
  changes: readonly ChangeBox[],
  options: OverlayOptions,
): Promise<PreviewResult> {
  checkOptions(options);
  const colours = { ...DEFAULT_OVERLAY_COLOURS, ...options.colours };
  const isDeleted = (c: ChangeBox) => c.Type.toLowerCase() === 'deleted';
  const wanted = [...new Set(changes.map((c) => c.PageInfo.PageNumber))].filter((p) => p >= 1).sort((a, b) => a - b);
  const renderOptions = overlayDefaults(options);
  const pageOptions = { width: options.width, height: options.height, pages: wanted, lenient: true };
  const [left, right] = options.rendered
    ? await Promise.all([
        fromRendering(options.rendered.source, source, pageOptions),
        fromRendering(options.rendered.target, target, pageOptions),
      ])
    : await Promise.all([rasterize(source, pageOptions, renderOptions), rasterize(target, pageOptions, renderOptions)]);
  const sharp = await needSharp('side-by-side previews');
  const pages: PreviewPage[] = [];
  for (const pageNumber of wanted) {
    const sourcePage = left.pages.find((p) => p.pageNumber === pageNumber);
    const targetPage = right.pages.find((p) => p.pageNumber === pageNumber);
    const halves = [
      sourcePage
        ? await drawBoxes(
            sourcePage,
            changes.filter((c) => isDeleted(c) && c.PageInfo.PageNumber === pageNumber),
            colours,
          )
        : undefined,
      targetPage
        ? await drawBoxes(
            targetPage,
            changes.filter((c) => !isDeleted(c) && c.PageInfo.PageNumber === pageNumber),
            colours,
          )
        : undefined,
    ];
    const reference = halves[0] ?? halves[1];
    if (!reference) continue;
    const gap = 16;
    const header = 28;
    const halfWidth = Math.max(halves[0]?.width ?? 0, halves[1]?.width ?? 0);
    const width = halfWidth * 2 + gap;
    const height = header + Math.max(halves[0]?.height ?? 0, halves[1]?.height ?? 0);
    const titles = [
      `${source.fileName ? baseName(source.fileName) : 'source'} · page ${pageNumber}${sourcePage ? '' : ' (none)'}`,
      `${target.fileName ? baseName(target.fileName) : 'target'} · page ${pageNumber}${targetPage ? '' : ' (none)'}`,
    ];
    const labels = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${header}"><rect width="${width}" height="${header}" fill="#f3f3f3"/>` +
        titles
          .map(
            (t, i) =>
              `<text x="${i * (halfWidth + gap) + 8}" y="19" font-family="'Liberation Sans', Arial, sans-serif" font-size="14" fill="#333">${escapeText(t)}</text>`,
          )
          .join('') +
        '</svg>',
    );
    const composites = [{ input: labels, left: 0, top: 0 }];
    halves.forEach((half, i) => {
      if (half)
        composites.push({
          input: Buffer.from(half.pixels.buffer, half.pixels.byteOffset, half.pixels.length),
          raw: { width: half.width, height: half.height, channels: 4 },
          left: i * (halfWidth + gap),
          top: header,
        } as never);
    });
    const { data } = await sharp({ create: { width, height, channels: 4, background: '#d9d9d9' } })
      .composite(composites)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const combined = { pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height };
    pages.push({ pageNumber, bytes: await encodeRaster(combined, options.format), width, height });
  }
  return {
    pages,
    pageCount: Math.max(left.pageCount, right.pageCount),
    renderer: right.renderer,
    warnings: [...left.warnings, ...right.warnings],
  };
}

/** Pages of LibreOffice's rendering of `input` made earlier; blank ones marked as rasterize() marks them. */
async function fromRendering(pdf: Uint8Array, input: InputDocument, pageOptions: PageOptions): Promise<Rasterized> {
  const rendered = await renderPdfPages(pdf, pageOptions);
  const read = () => readDocument(input).catch(() => undefined);
  let family = 'word';
  try {
    family = detectFormat(input.bytes, input.fileName).family;
  } catch {
    // Unlocked bytes were rendered; the family only picks the note's wording.
  }
  return {
    ...rendered,
    pages: await markBlankPages(rendered.pages, family, read),
    renderer: 'libreoffice',
    warnings: [],
  };
}

async function needSharp(what: string) {
  const sharp = await loadSharp();
  if (!sharp.module) throw new UnsupportedFormatError(`${what} are not available: ${sharp.reason}`);
  return sharp.module;
}

/** Frames each change's box (page units scaled to the raster), with a light fill. */
async function drawBoxes(
  page: RasterPage,
  changes: readonly ChangeBox[],
  colours: OverlayColours,
): Promise<RasterPage> {
  if (changes.length === 0) return page;
  const sharp = await needSharp('change overlays');
  const rects = changes.map((change) => {
    const sx = page.width / (change.PageInfo.Width || page.pageWidth);
    const sy = page.height / (change.PageInfo.Height || page.pageHeight);
    const pad = 2;
    const x = Math.max(0, change.Box.X * sx - pad);
    const y = Math.max(0, change.Box.Y * sy - pad);
    const w = Math.max(4, change.Box.Width * sx + 2 * pad);
    const h = Math.max(4, change.Box.Height * sy + 2 * pad);
    const colour = colourOf(change.Type, colours);
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="#${colour}" fill-opacity="0.12" stroke="#${colour}" stroke-width="2"/>`;
  });
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${page.width}" height="${page.height}">${rects.join('')}</svg>`,
  );
  const { data } = await sharp(Buffer.from(page.pixels.buffer, page.pixels.byteOffset, page.pixels.length), {
    raw: { width: page.width, height: page.height, channels: 4 },
  })
    .composite([{ input: svg, left: 0, top: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ...page, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
