/**
 * A 24-bit BMP (BITMAPINFOHEADER, bottom-up rows padded to 4 bytes) from raw pixels. sharp
 * cannot write BMP, and the format is small enough that writing it is simpler than a dependency.
 */
export function encodeBmp(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Uint8Array {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const imageBytes = rowBytes * height;
  const headerBytes = 14 + 40;
  const out = new Uint8Array(headerBytes + imageBytes);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // 'B'
  out[1] = 0x4d; // 'M'
  view.setUint32(2, out.length, true);
  view.setUint32(10, headerBytes, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(30, 0, true);
  view.setUint32(34, imageBytes, true);
  // 96 dpi in pixels per metre.
  view.setInt32(38, 3780, true);
  view.setInt32(42, 3780, true);
  for (let y = 0; y < height; y++) {
    const rowStart = headerBytes + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * channels;
      const to = rowStart + x * 3;
      let r = pixels[from];
      let g = pixels[from + 1];
      let b = pixels[from + 2];
      if (channels === 4) {
        // BMP has no alpha here: composite over white, as every other preview route does.
        const alpha = pixels[from + 3] / 255;
        r = Math.round(r * alpha + 255 * (1 - alpha));
        g = Math.round(g * alpha + 255 * (1 - alpha));
        b = Math.round(b * alpha + 255 * (1 - alpha));
      }
      out[to] = b;
      out[to + 1] = g;
      out[to + 2] = r;
    }
  }
  return out;
}
