import { CorruptDocumentError } from '../../errors';
import type { Raster } from '../shared/raster-regions';

/**
 * BMP, which sharp (libvips) neither reads nor writes: uncompressed Windows bitmaps with 1, 4,
 * 8 (palette), 16, 24 and 32 bits per pixel, bottom-up or top-down. RLE-compressed bitmaps are
 * refused with a one-line error.
 */

export function decodeBmp(bytes: Uint8Array): Raster {
  if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d)
    throw new CorruptDocumentError('not a BMP image (no BM signature)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bits = view.getUint16(28, true);
  const compression = headerSize >= 40 ? view.getUint32(30, true) : 0;
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0 || width * height > 100_000_000)
    throw new CorruptDocumentError(`a BMP image of unusable size ${width}×${height}`);
  // 3 = BI_BITFIELDS (masks), 0 = BI_RGB; RLE (1, 2) is not read.
  if (compression !== 0 && compression !== 3)
    throw new CorruptDocumentError(`a compressed BMP image (compression ${compression}) is not supported`);
  let masks = bits === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0x00ff0000, 0x0000ff00, 0x000000ff, 0];
  if (compression === 3) {
    const at = headerSize >= 52 ? 54 : 14 + headerSize;
    masks = [
      view.getUint32(at, true),
      view.getUint32(at + 4, true),
      view.getUint32(at + 8, true),
      headerSize >= 56 ? view.getUint32(66, true) : 0,
    ];
  }
  const paletteStart = 14 + headerSize;
  const palette = (index: number): [number, number, number] => {
    const at = paletteStart + index * 4;
    return at + 2 < bytes.length ? [bytes[at + 2], bytes[at + 1], bytes[at]] : [0, 0, 0];
  };
  const stride = Math.floor((bits * width + 31) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) throw new CorruptDocumentError('the BMP image is truncated');
  const out = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    const source = dataOffset + (topDown ? row : height - 1 - row) * stride;
    for (let x = 0; x < width; x++) {
      let r: number;
      let g: number;
      let b: number;
      if (bits === 24) {
        const at = source + x * 3;
        [b, g, r] = [bytes[at], bytes[at + 1], bytes[at + 2]];
      } else if (bits === 32 || bits === 16) {
        const value = bits === 32 ? view.getUint32(source + x * 4, true) : view.getUint16(source + x * 2, true);
        [r, g, b] = [channel(value, masks[0]), channel(value, masks[1]), channel(value, masks[2])];
      } else if (bits === 8 || bits === 4 || bits === 1) {
        const bitOffset = x * bits;
        const byte = bytes[source + (bitOffset >> 3)];
        const index = (byte >> (8 - bits - (bitOffset & 7))) & ((1 << bits) - 1);
        [r, g, b] = palette(index);
      } else {
        throw new CorruptDocumentError(`a BMP image with ${bits} bits per pixel is not supported`);
      }
      const o = (row * width + x) * 4;
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}

function channel(value: number, mask: number): number {
  if (!mask) return 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}

/** A 24-bit bottom-up BMP of RGBA pixels (alpha dropped onto white). */
export function encodeBmp(raster: Raster): Uint8Array {
  const { width, height, data } = raster;
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const size = 54 + stride * height;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out[0] = 0x42;
  out[1] = 0x4d;
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, stride * height, true);
  view.setInt32(38, 2835, true);
  view.setInt32(42, 2835, true);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const alpha = data[i + 3] / 255;
      const on = (c: number) => Math.round(c * alpha + 255 * (1 - alpha));
      out[row + x * 3] = on(data[i + 2]);
      out[row + x * 3 + 1] = on(data[i + 1]);
      out[row + x * 3 + 2] = on(data[i]);
    }
  }
  return out;
}
