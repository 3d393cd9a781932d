import { createHash } from 'node:crypto';
import pixelmatch from 'pixelmatch';

/**
 * Pixel comparison shared by images and scanned PDF pages: pixelmatch with a colour threshold
 * that follows SensitivityOfComparison (anti-aliased pixels never count), then the changed
 * pixels grouped into rectangles: connected components on a coarse grid of the diff mask,
 * merged while they lie close together.
 */

/** RGBA pixels, 4 bytes per pixel, rows top to bottom. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Changed pixels inside. */
  pixels: number;
}

/** pixelmatch's colour threshold for a sensitivity 0..100 (75 → 0.2; higher = stricter). */
export function colourThreshold(sensitivity: number): number {
  const s = Math.min(100, Math.max(0, sensitivity));
  return 0.05 + ((100 - s) / 100) * 0.6;
}

/** Fewest changed pixels a region needs to be reported (noise from re-encoding stays out). */
function minimumPixels(sensitivity: number, width: number, height: number): number {
  const area = width * height;
  const fraction = sensitivity >= 95 ? 0 : ((100 - sensitivity) / 100) * 0.0004;
  return Math.max(1, Math.round(area * fraction), sensitivity >= 95 ? 1 : 3);
}

/** Content hash of pixels (sha-1 hex), equal for equal pictures whatever their file format. */
export function rasterHash(raster: Raster): string {
  return createHash('sha1').update(`${raster.width}x${raster.height}:`).update(raster.data).digest('hex');
}

/** Rectangles of pixels that differ between two rasters of one size. */
export function changedRegions(a: Raster, b: Raster, sensitivity: number): Rectangle[] {
  const { width, height } = b;
  if (a.width !== width || a.height !== height) throw new Error('rasters of different sizes');
  const mask = new Uint8Array(width * height * 4);
  const count = pixelmatch(a.data, b.data, mask, width, height, {
    threshold: colourThreshold(sensitivity),
    includeAA: false,
    diffMask: true,
    diffColor: [255, 0, 0],
    alpha: 0,
  });
  if (count === 0) return [];
  const cell = Math.max(1, Math.round(Math.max(width, height) / 200));
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const grid = new Uint32Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const rowOffset = Math.floor(y / cell) * columns;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (mask[i + 3] !== 0 && mask[i] === 255 && mask[i + 1] === 0) grid[rowOffset + Math.floor(x / cell)]++;
    }
  }
  const reach = 2;
  const label = new Int32Array(columns * rows).fill(-1);
  const found: Rectangle[] = [];
  const stack: number[] = [];
  for (let start = 0; start < grid.length; start++) {
    if (!grid[start] || label[start] >= 0) continue;
    const id = found.length;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -1;
    let y1 = -1;
    let pixels = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const cx = at % columns;
      const cy = (at - cx) / columns;
      x0 = Math.min(x0, cx);
      x1 = Math.max(x1, cx);
      y0 = Math.min(y0, cy);
      y1 = Math.max(y1, cy);
      pixels += grid[at];
      for (let dy = -reach; dy <= reach; dy++) {
        const ny = cy + dy;
        if (ny < 0 || ny >= rows) continue;
        for (let dx = -reach; dx <= reach; dx++) {
          const nx = cx + dx;
          if (nx < 0 || nx >= columns) continue;
          const next = ny * columns + nx;
          if (grid[next] && label[next] < 0) {
            label[next] = id;
            stack.push(next);
          }
        }
      }
    }
    found.push({
      x: x0 * cell,
      y: y0 * cell,
      width: Math.min(width, (x1 + 1) * cell) - x0 * cell,
      height: Math.min(height, (y1 + 1) * cell) - y0 * cell,
      pixels,
    });
  }
  const minimum = minimumPixels(sensitivity, width, height);
  return mergeClose(found, cell * 4).filter((r) => r.pixels >= minimum);
}

/** Merges rectangles that overlap or lie within `gap` of each other, until none do. */
function mergeClose(rectangles: Rectangle[], gap: number): Rectangle[] {
  const list = [...rectangles];
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < list.length && !merged; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i];
        const b = list[j];
        if (
          a.x - gap <= b.x + b.width &&
          b.x - gap <= a.x + a.width &&
          a.y - gap <= b.y + b.height &&
          b.y - gap <= a.y + a.height
        ) {
          const x = Math.min(a.x, b.x);
          const y = Math.min(a.y, b.y);
          list[i] = {
            x,
            y,
            width: Math.max(a.x + a.width, b.x + b.width) - x,
            height: Math.max(a.y + a.height, b.y + b.height) - y,
            pixels: a.pixels + b.pixels,
          };
          list.splice(j, 1);
          merged = true;
          break;
        }
      }
    }
  }
  return list.sort((a, b) => a.y - b.y || a.x - b.x);
}
