import { CorruptDocumentError, errorMessage, UnsupportedFormatError } from '../errors';
import { loadSharp } from '../native';
import { choosePages, pixelSize } from './pages';
import type { RasterPage } from './raster';
import type { PageOptions } from './builtin';

/** Decodes and resizes an image (each frame of a multi-page TIFF or GIF is a page). */
export async function renderImagePages(
  bytes: Uint8Array,
  options: PageOptions,
): Promise<{ pages: RasterPage[]; pageCount: number }> {
  const sharp = await loadSharp();
  if (!sharp.module) throw new UnsupportedFormatError(`image previews are not available: ${sharp.reason}`);
  let pageCount: number;
  try {
    pageCount = (await sharp.module(bytes).metadata()).pages ?? 1;
  } catch (error) {
    throw new CorruptDocumentError(`the image could not be decoded (${errorMessage(error)})`);
  }
  const pages: RasterPage[] = [];
  for (const pageNumber of choosePages(options.pages, pageCount, options.lenient)) {
    const frame = sharp.module(bytes, { page: pageNumber - 1, limitInputPixels: 268_402_689 }).rotate();
    const decoded = await frame.metadata();
    // EXIF orientations 5-8 swap the sides once rotated.
    const swap = (decoded.orientation ?? 1) >= 5;
    const sourceWidth = swap ? decoded.height! : decoded.width!;
    const sourceHeight = swap ? decoded.width! : (decoded.pageHeight ?? decoded.height!);
    const size = pixelSize(sourceWidth, sourceHeight, options, 1);
    const { data, info } = await frame
      .resize(size.width, size.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    pages.push({
      pageNumber,
      width: info.width,
      height: info.height,
      pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
      pageWidth: sourceWidth,
      pageHeight: sourceHeight,
    });
  }
  return { pages, pageCount };
}
