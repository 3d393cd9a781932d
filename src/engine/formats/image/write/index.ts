import { CorruptDocumentError } from '../../../errors';
import type { ReaderWarning } from '../../../model/document';
import type { ResultInput, ResultOutput, ResultWriter } from '../../writer';
import { decodeBmp, encodeBmp } from '../bmp';
import { loadSharp } from '../index';

/**
 * Image result: the target picture with each changed region framed in the ItemsStyle colour of
 * its kind, in the target's own format. A picture has nothing to accept or reject piecewise, so
 * the clean mode gives the target (or the source when every change is rejected).
 */
export const imageWriter: ResultWriter = {
  formats: ['png', 'jpg', 'gif', 'bmp', 'tiff', 'webp'],
  async write(input: ResultInput): Promise<ResultOutput> {
    const warnings: ReaderWarning[] = [];
    const { options, changes } = input;
    if (options.mode === 'clean') {
      const rejected = changes.filter((_, i) => options.rejected.has(i)).length;
      if (rejected === 0) return { bytes: input.target.bytes, warnings };
      if (rejected === changes.length) return { bytes: input.source.bytes, warnings };
      warnings.push({
        code: 'image-partial-reject',
        message: 'a picture cannot take back some of its changed regions and keep others; the target is kept',
      });
      return { bytes: input.target.bytes, warnings };
    }
    if (options.mode === 'tracked')
      warnings.push({
        code: 'image-tracked',
        message: 'pictures have no revisions; the changed regions are framed instead',
      });
    const pages = input.target.document.pageCount ?? 1;
    if (pages > 1)
      warnings.push({ code: 'image-pages', message: `only the first of ${pages} pages is framed in the result` });
    const frames = changes
      .map((change, index) => ({ change, index }))
      .filter(({ change }) => change.box && change.box.page === 1)
      .map(({ change }) => {
        const style =
          change.kind === 'Inserted' ? options.inserted : change.kind === 'Deleted' ? options.deleted : options.changed;
        const colour =
          style.highlightColor ??
          style.fontColor ??
          (change.kind === 'Inserted' ? '0000FF' : change.kind === 'Deleted' ? 'FF0000' : '00AA00');
        return { box: change.box!, colour };
      });
    const sharp = await loadSharp();
    const format = input.format;
    const base =
      format === 'bmp'
        ? bmpAsSharp(sharp, input.target.bytes)
        : // As the reader decodes it: a damaged or truncated picture is framed as far as it reads.
          sharp(input.target.bytes, { page: 0, failOn: 'none' }).rotate();
    const { width = 0, height = 0 } =
      format === 'bmp' ? decodeBmp(input.target.bytes) : await sharp(await base.clone().png().toBuffer()).metadata();
    const stroke = Math.max(2, Math.round(Math.min(width, height) / 150));
    const rects = frames
      .map(({ box, colour }) => {
        const x = Math.max(0, box.x - stroke / 2);
        const y = Math.max(0, box.y - stroke / 2);
        return `<rect x="${x}" y="${y}" width="${Math.min(width - x, box.width + stroke)}" height="${Math.min(height - y, box.height + stroke)}" fill="none" stroke="#${colour}" stroke-width="${stroke}"/>`;
      })
      .join('');
    const overlay = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects}</svg>`,
    );
    const framed = base.composite([{ input: overlay, top: 0, left: 0 }]);
    let bytes: Uint8Array;
    switch (format) {
      case 'bmp': {
        const { data, info } = await framed.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        bytes = encodeBmp({ width: info.width, height: info.height, data: new Uint8Array(data) });
        break;
      }
      case 'jpg':
        bytes = await framed.jpeg({ quality: 92 }).toBuffer();
        break;
      case 'tiff':
        bytes = await framed.tiff().toBuffer();
        break;
      case 'gif':
        bytes = await framed.gif().toBuffer();
        break;
      case 'webp':
        bytes = await framed.webp().toBuffer();
        break;
      default:
        bytes = await framed.png().toBuffer();
    }
    return { bytes: new Uint8Array(bytes), warnings };
  },
  async validate(bytes: Uint8Array): Promise<void> {
    try {
      if (bytes[0] === 0x42 && bytes[1] === 0x4d) {
        decodeBmp(bytes);
        return;
      }
      const sharp = await loadSharp();
      const { width, height } = await sharp(bytes).metadata();
      if (!width || !height) throw new Error('no size');
    } catch (error) {
      throw new CorruptDocumentError(`the written picture does not decode (${(error as Error)?.message ?? error})`);
    }
  },
};

function bmpAsSharp(sharp: Awaited<ReturnType<typeof loadSharp>>, bytes: Uint8Array) {
  const raster = decodeBmp(bytes);
  return sharp(Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength), {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  });
}
