import { UnsupportedFormatError } from '../errors';
import { encodeBmp } from './bmp';
import { loadCanvas, loadSharp } from '../native';

export type PreviewFormat = 'png' | 'jpeg' | 'bmp';

export const PREVIEW_FORMATS: readonly PreviewFormat[] = ['png', 'jpeg', 'bmp'];

/** One rendered page before encoding: RGBA pixels, and the page's own size in its units. */
export interface RasterPage {
  pageNumber: number;
  width: number;
  height: number;
  /** RGBA, row-major, `width * height * 4` bytes, opaque. */
  pixels: Uint8Array;
  /** Page size in points (pixels for images): the unit of ChangeInfo boxes on this page. */
  pageWidth: number;
  pageHeight: number;
}

/** Encodes raw RGBA: sharp for PNG and JPEG, the canvas when sharp is missing, our own BMP. */
export async function encodeRaster(
  page: Pick<RasterPage, 'pixels' | 'width' | 'height'>,
  format: PreviewFormat,
): Promise<Uint8Array> {
  if (format === 'bmp') return encodeBmp(page.pixels, page.width, page.height, 4);
  const sharp = await loadSharp();
  if (sharp.module) {
    const image = sharp.module(page.pixels, { raw: { width: page.width, height: page.height, channels: 4 } });
    const buffer =
      format === 'png'
        ? await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer()
        : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    return new Uint8Array(buffer);
  }
  const canvas = await loadCanvas();
  if (!canvas.module)
    throw new UnsupportedFormatError(
      `${format.toUpperCase()} previews need sharp or @napi-rs/canvas: ${sharp.reason}; ${canvas.reason}`,
    );
  const surface = canvas.module.createCanvas(page.width, page.height);
  const context = surface.getContext('2d');
  const data = context.createImageData(page.width, page.height);
  data.data.set(page.pixels);
  context.putImageData(data, 0, 0);
  return new Uint8Array(format === 'png' ? await surface.encode('png') : await surface.encode('jpeg', 85));
}
