import type { DiffOptions, EngineChange } from '../../diff/types';
import type { DocumentModel } from '../../model/document';
import type { ImageFamilyData, ImagePage } from './model';
import { changedRegions, type Raster } from '../shared/raster-regions';

/**
 * Compares images page by page, pixel by pixel. Each separate area of changed pixels is one
 * Modified change whose box is that area in the target's pixels. Pictures of different sizes
 * are compared at `originalSize` (Settings.OriginalSize) when given, otherwise at the target's
 * size; the change's place says so.
 */

/** DiffOptions as the image differ reads them: Settings.OriginalSize may ride along. */
export type ImageDiffOptions = DiffOptions;

export function diffImageModels(
  source: DocumentModel,
  target: DocumentModel,
  options: ImageDiffOptions,
): EngineChange[] {
  const before = imageData(source)?.pages ?? [];
  const after = imageData(target)?.pages ?? [];
  const changes: EngineChange[] = [];
  const multi = Math.max(before.length, after.length) > 1;
  for (let index = 0; index < Math.max(before.length, after.length); index++) {
    const a = before[index];
    const b = after[index];
    const story = `page:${index + 1}`;
    const side = { story, blockPath: [0] };
    const place = multi ? `page ${index + 1}` : 'picture';
    if (a && b) {
      changes.push(...comparePages(a, b, index + 1, place, side, options));
    } else if (b && options.showInserted) {
      changes.push({
        kind: 'Inserted',
        unit: 'object',
        text: '',
        targetText: `${place} ${b.originalWidth}×${b.originalHeight}`,
        place,
        target: side,
        box: fullBox(b, index + 1),
      });
    } else if (a && options.showDeleted) {
      changes.push({
        kind: 'Deleted',
        unit: 'object',
        text: `${place} ${a.originalWidth}×${a.originalHeight}`,
        targetText: '',
        place,
        source: side,
        box: fullBox(a, index + 1),
      });
    }
  }
  return changes;
}

function imageData(model: DocumentModel): ImageFamilyData | undefined {
  const data = model.familyData as ImageFamilyData | undefined;
  return data?.kind === 'image' ? data : undefined;
}

function fullBox(page: ImagePage, number: number): NonNullable<EngineChange['box']> {
  return {
    page: number,
    pageWidth: page.originalWidth,
    pageHeight: page.originalHeight,
    x: 0,
    y: 0,
    width: page.originalWidth,
    height: page.originalHeight,
  };
}

function comparePages(
  a: ImagePage,
  b: ImagePage,
  number: number,
  place: string,
  side: { story: string; blockPath: number[] },
  options: ImageDiffOptions,
): EngineChange[] {
  let left: Raster = a;
  let right: Raster = b;
  let where = place;
  if (a.width !== b.width || a.height !== b.height) {
    const size =
      options.originalSize && options.originalSize.width > 0 && options.originalSize.height > 0
        ? options.originalSize
        : { width: b.width, height: b.height };
    left = resize(a, size.width, size.height);
    right = resize(b, size.width, size.height);
    where = `${place} (${a.originalWidth}×${a.originalHeight} and ${b.originalWidth}×${b.originalHeight} compared at ${size.width}×${size.height}${options.originalSize ? '' : ', the target size'})`;
  }
  // Boxes are reported in the target's own pixels, whatever size the comparison ran at.
  const sx = b.originalWidth / right.width;
  const sy = b.originalHeight / right.height;
  return changedRegions(left, right, options.sensitivity).map((region) => {
    const box = {
      page: number,
      pageWidth: b.originalWidth,
      pageHeight: b.originalHeight,
      x: region.x * sx,
      y: region.y * sy,
      width: region.width * sx,
      height: region.height * sy,
    };
    const text = `region ${Math.round(box.width)}×${Math.round(box.height)} at (${Math.round(box.x)}, ${Math.round(box.y)})`;
    return {
      kind: 'Modified',
      unit: 'object',
      text,
      targetText: text,
      place: where,
      source: side,
      target: side,
      box,
    } satisfies EngineChange;
  });
}

/** Bilinear resampling of RGBA pixels (the differ is synchronous, so no sharp here). */
export function resize(raster: Raster, width: number, height: number): Raster {
  if (raster.width === width && raster.height === height) return raster;
  const out = new Uint8Array(width * height * 4);
  const { data } = raster;
  const xRatio = raster.width / width;
  const yRatio = raster.height / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, (y + 0.5) * yRatio - 0.5);
    const y0 = Math.min(raster.height - 1, Math.floor(fy));
    const y1 = Math.min(raster.height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.max(0, (x + 0.5) * xRatio - 0.5);
      const x0 = Math.min(raster.width - 1, Math.floor(fx));
      const x1 = Math.min(raster.width - 1, x0 + 1);
      const wx = fx - x0;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) {
        const top = data[(y0 * raster.width + x0) * 4 + c] * (1 - wx) + data[(y0 * raster.width + x1) * 4 + c] * wx;
        const bottom = data[(y1 * raster.width + x0) * 4 + c] * (1 - wx) + data[(y1 * raster.width + x1) * 4 + c] * wx;
        out[o + c] = Math.round(top * (1 - wy) + bottom * wy);
      }
    }
  }
  return { width, height, data: out };
}
