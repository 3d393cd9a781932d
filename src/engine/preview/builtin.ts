import { UnsupportedFormatError } from '../errors';
import { DocumentLayout } from '../layout/flow';
import type { DocumentModel } from '../model/document';
import { loadCanvas, loadSharp } from '../native';
import { choosePages, pixelSize } from './pages';
import { paintPage } from './paint';
import type { RasterPage } from './raster';
import { pageToSvg } from './svg';

const DEFAULT_SCALE = 96 / 72;

/** Pages of a read document laid out by the built-in layout, as SVG. */
export function documentSvgPages(
  document: DocumentModel,
  options: PageOptions,
): { pageCount: number; pages: SvgPage[] } {
  return laidOutPages(document, options, (page, width, height) => ({ svg: pageToSvg(page, width, height) }));
}

/** The asked pages of the built-in layout, each drawn by `draw` at its pixel size. */
function laidOutPages<T extends object>(
  document: DocumentModel,
  options: PageOptions,
  draw: (page: DocumentLayout['pages'][number], width: number, height: number) => T,
) {
  const layout = new DocumentLayout(document);
  const pages = choosePages(options.pages, layout.pages.length, options.lenient).map((pageNumber) => {
    const page = layout.pages[pageNumber - 1];
    const size = pixelSize(page.width, page.height, options, DEFAULT_SCALE);
    return {
      pageNumber,
      ...draw(page, size.width, size.height),
      width: size.width,
      height: size.height,
      pageWidth: page.width,
      pageHeight: page.height,
    };
  });
  return { pageCount: layout.pages.length, pages };
}

export interface SvgPage {
  pageNumber: number;
  svg: string;
  width: number;
  height: number;
  pageWidth: number;
  pageHeight: number;
}

export interface PageOptions {
  pages?: readonly number[];
  width?: number;
  height?: number;
  /** Skip asked pages the document does not have instead of failing (change overlays). */
  lenient?: boolean;
}

/**
 * The built-in renderer: the layout painted on @napi-rs/canvas, which measures and draws with one
 * font (paint.ts); without the canvas, layout → SVG → pixels with sharp, whose font library may
 * substitute another font for the one the layout measured.
 */
export async function renderBuiltinPages(
  document: DocumentModel,
  options: PageOptions,
): Promise<{ pages: RasterPage[]; pageCount: number }> {
  const canvas = await loadCanvas();
  if (canvas.module) {
    const painter = canvas.module;
    return laidOutPages(document, options, (page, width, height) => ({
      pixels: paintPage(painter, page, width, height),
    }));
  }
  const sharp = await loadSharp();
  if (!sharp.module)
    throw new UnsupportedFormatError(`built-in previews are not available: ${sharp.reason}; ${canvas.reason}`);
  const { pageCount, pages: svgPages } = documentSvgPages(document, options);
  const pages: RasterPage[] = [];
  for (const page of svgPages) {
    const { data, info } = await sharp
      .module(Buffer.from(page.svg), { density: 72 })
      .resize(page.width, page.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    pages.push({
      pageNumber: page.pageNumber,
      width: info.width,
      height: info.height,
      pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
      pageWidth: page.pageWidth,
      pageHeight: page.pageHeight,
    });
  }
  return { pages, pageCount };
}
