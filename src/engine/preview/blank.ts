import { blockText, type DocumentModel } from '../model/document';
import { loadSharp } from '../native';
import type { RasterPage } from './raster';

/**
 * A page with nothing drawn on it reads as a broken preview: an empty template (python-docx's
 * default document, mammoth's empty.docx) or a deck without slides (python-pptx's default
 * template, where LibreOffice still exports one empty slide) renders as a white rectangle. Such
 * pages get a note in the middle saying what the reviewer is looking at.
 */

/** Channel values this close to the first pixel count as the same colour (JPEG-like noise, anti-aliasing). */
const UNIFORM_TOLERANCE = 6;

/** True when every pixel of the page has the colour of its first: nothing was drawn on it. */
export function isBlankPage(page: Pick<RasterPage, 'pixels' | 'width' | 'height'>): boolean {
  const { pixels } = page;
  if (pixels.length < 4) return true;
  const [r, g, b] = [pixels[0], pixels[1], pixels[2]];
  for (let i = 4; i < pixels.length; i += 4) {
    if (
      Math.abs(pixels[i] - r) > UNIFORM_TOLERANCE ||
      Math.abs(pixels[i + 1] - g) > UNIFORM_TOLERANCE ||
      Math.abs(pixels[i + 2] - b) > UNIFORM_TOLERANCE
    )
      return false;
  }
  return true;
}

/** What a blank page of this document is: a deck without slides, an empty document, or one blank page of many. */
export function blankPageNote(document: DocumentModel | undefined, family: string): string {
  if (!document) return 'Blank page';
  if (family === 'slides' && document.pageCount === 0) return 'No slides: the presentation is empty';
  const hasContent = document.stories.some((story) => story.blocks.some((block) => blockText(block).trim() !== ''));
  return hasContent ? 'Blank page' : 'Empty document: no text or pictures';
}

/**
 * The page with `note` written across its middle in grey, inside a dashed frame, so an image of
 * it cannot be mistaken for a preview that failed. Unchanged when sharp is missing.
 */
export async function markBlankPage(page: RasterPage, note: string): Promise<RasterPage> {
  const sharp = (await loadSharp()).module;
  if (!sharp) return page;
  const { width, height } = page;
  const fontSize = Math.max(10, Math.min(28, Math.round(width / 28)));
  const inset = Math.max(4, Math.round(Math.min(width, height) * 0.04));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="#b0b0b0" stroke-width="2" stroke-dasharray="10 6"/>` +
    `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="middle" font-family="'Liberation Sans', Arial, sans-serif" font-size="${fontSize}" fill="#707070">${escapeText(note)}</text>` +
    '</svg>';
  const { data } = await sharp(Buffer.from(page.pixels.buffer, page.pixels.byteOffset, page.pixels.length), {
    raw: { width, height, channels: 4 },
  })
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ...page, pixels: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
