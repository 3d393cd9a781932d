import type SharpModule from 'sharp';
import type { DiffOptions, EngineChange } from '../../diff/types';
import { CorruptDocumentError, UnsupportedFormatError } from '../../errors';
import type { DocumentModel, ReaderWarning, Story } from '../../model/document';
import type { DocumentReader, ReadOptions } from '../reader';
import { decodeBmp } from './bmp';
import { diffImageModels } from './diff';
import { rasterHash } from '../shared/raster-regions';
import type { ImageFamilyData, ImagePage } from './model';

export type { ImageFamilyData, ImagePage } from './model';

/**
 * Image reader (png, jpg, gif, bmp, tiff, webp): each page (frame) decoded with sharp to RGBA
 * and kept for the pixel differ; the common model holds one `page` story per page with one
 * object block named by the pixels' hash, so the same picture in two formats is equal.
 */

/** Largest raster kept per page (pixels); bigger pictures are compared at a reduced size. */
const MAX_PIXELS = 16_000_000;

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp> | undefined;

/** sharp, loaded on first use; a one-line UnsupportedFormatError when it cannot load. */
export async function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(
    (module) => (module as unknown as { default?: Sharp }).default ?? (module as unknown as Sharp),
    (error: unknown) => {
      sharpModule = undefined;
      throw new UnsupportedFormatError(
        `images cannot be compared here: the sharp module did not load (${(error as Error)?.message?.split('\n')[0] ?? error})`,
      );
    },
  );
  return sharpModule;
}

export const imageReader: DocumentReader = {
  family: 'image',
  formats: ['png', 'jpg', 'gif', 'bmp', 'tiff', 'webp'],
  async read(bytes: Uint8Array, format: string, _options: ReadOptions): Promise<DocumentModel> {
    const warnings: ReaderWarning[] = [];
    const pages = await decodePages(bytes, format, warnings);
    const stories: Story[] = pages.map((page, index) => ({
      kind: 'page',
      key: `page:${index + 1}`,
      label: pages.length > 1 ? `page ${index + 1}` : 'picture',
      pageSize: { width: page.originalWidth, height: page.originalHeight },
      blocks: [
        {
          type: 'object',
          object: {
            kind: 'image',
            hash: rasterHash(page),
            name: `${page.originalWidth}×${page.originalHeight} picture`,
          },
          locator: { part: `page:${index + 1}`, path: '' },
        },
      ],
    }));
    const familyData: ImageFamilyData = { kind: 'image', pages };
    return {
      format,
      stories,
      metadata: {},
      pageCount: pages.length,
      pageSize: pages[0] ? { width: pages[0].originalWidth, height: pages[0].originalHeight } : undefined,
      warnings,
      familyData,
    };
  },
  diff(source: DocumentModel, target: DocumentModel, options: DiffOptions): EngineChange[] {
    return diffImageModels(source, target, options);
  },
};

async function decodePages(bytes: Uint8Array, format: string, warnings: ReaderWarning[]): Promise<ImagePage[]> {
  if (format === 'bmp') {
    const raster = decodeBmp(bytes);
    return [{ ...raster, originalWidth: raster.width, originalHeight: raster.height }];
  }
  const sharp = await loadSharp();
  let pageCount = 1;
  try {
    const metadata = await sharp(bytes).metadata();
    // Animated GIF and WebP frames are one picture in time, not pages: only TIFF pages count.
    if (format === 'tiff') pageCount = Math.max(1, metadata.pages ?? 1);
  } catch (error) {
    throw new CorruptDocumentError(`not a readable ${format.toUpperCase()} image (${firstLine(error)})`);
  }
  const pages: ImagePage[] = [];
  for (let page = 0; page < pageCount; page++) {
    try {
      const metadata = await sharp(bytes, { page }).metadata();
      const turned = (metadata.orientation ?? 1) >= 5;
      const width = (turned ? metadata.height : metadata.width) ?? 0;
      const height = (turned ? metadata.width : metadata.height) ?? 0;
      // Transparent pixels are seen on white, as a viewer shows them.
      let pipeline = sharp(bytes, { page, failOn: 'none' }).rotate().flatten({ background: '#ffffff' }).ensureAlpha();
      if (width * height > MAX_PIXELS) {
        const factor = Math.sqrt(MAX_PIXELS / (width * height));
        pipeline = pipeline.resize(Math.floor(width * factor), Math.floor(height * factor), { fit: 'fill' });
        warnings.push({
          code: 'image-scaled',
          message: `page ${page + 1} (${width}×${height}) is compared at a reduced size`,
        });
      }
      const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
      pages.push({
        width: info.width,
        height: info.height,
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        originalWidth: width || info.width,
        originalHeight: height || info.height,
      });
    } catch (error) {
      if (page === 0)
        throw new CorruptDocumentError(`not a readable ${format.toUpperCase()} image (${firstLine(error)})`);
      warnings.push({
        code: 'image-page',
        message: `page ${page + 1} could not be decoded and is left out (${firstLine(error)})`,
      });
    }
  }
  return pages;
}

/** sharp repeats libvips's messages over several lines; the first one says it. */
function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error)
    .split('\n')[0]
    .trim();
}
