import type * as CanvasModule from '@napi-rs/canvas';
import type { LaidOutPage, PageItem, TextSpan } from '../layout/flow';
import { fontClass, textWidth } from '../layout/metrics';
import { drawingFonts, type DrawingFonts } from './fonts';

type Canvas = typeof CanvasModule;
type Context = CanvasModule.SKRSContext2D;

/** One word as the built-in renderer draws it: at `x` on baseline `y`, in `font` (points). */
export interface DrawnWord {
  x: number;
  y: number;
  text: string;
  /** The CSS font the word is both measured and drawn with. */
  font: string;
  size: number;
  width: number;
}

/**
 * The layout places lines with the fixed metrics of metrics.ts (so estimated pages do not depend
 * on the machine's fonts); each span is then drawn from its layout x in a font the machine has,
 * every word advanced by that font's own widths. A span the drawing font makes wider than the
 * layout's is set a little smaller to keep inside its place, so the boxes of its changes still
 * frame it; a narrower one keeps its size and ends early.
 */
function spanWords(context: Context, fonts: DrawingFonts, y: number, span: TextSpan): DrawnWord[] {
  const style = span.style;
  const family = fontClass(style.font);
  const bold = style.bold === true;
  const italic = style.italic === true;
  let size = span.size;
  context.font = fonts.font(family, size, bold, italic);
  const drawn = context.measureText(span.text).width;
  const room = textWidth(span.text, size, bold, family);
  if (drawn > room && drawn > 0) {
    size *= room / drawn;
    context.font = fonts.font(family, size, bold, italic);
  }
  const font = fonts.font(family, size, bold, italic);
  const words: DrawnWord[] = [];
  let x = span.x;
  for (const piece of span.text.match(/\s+|\S+/g) ?? []) {
    const width = context.measureText(piece).width;
    if (/\S/.test(piece)) words.push({ x, y, text: piece, font, size, width });
    x += width;
  }
  return words;
}

/** Where every word of a page is drawn (what the word-spacing tests measure). */
export function pageWords(canvas: Canvas, page: LaidOutPage): DrawnWord[] {
  const fonts = drawingFonts(canvas);
  const context = canvas.createCanvas(1, 1).getContext('2d');
  const words: DrawnWord[] = [];
  for (const item of page.items)
    if (item.kind === 'text') for (const span of item.spans) words.push(...spanWords(context, fonts, item.y, span));
  return words;
}

/** Draws one laid-out page onto a canvas of `pixelWidth` × `pixelHeight`; returns its RGBA pixels. */
export function paintPage(canvas: Canvas, page: LaidOutPage, pixelWidth: number, pixelHeight: number): Uint8Array {
  const fonts = drawingFonts(canvas);
  const surface = canvas.createCanvas(pixelWidth, pixelHeight);
  const context = surface.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, pixelWidth, pixelHeight);
  context.scale(pixelWidth / page.width, pixelHeight / page.height);
  for (const item of page.items) paintItem(context, fonts, item);
  const data = context.getImageData(0, 0, pixelWidth, pixelHeight).data;
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

function colour(hex: string | undefined): string | undefined {
  return hex && /^[0-9A-Fa-f]{6}$/.test(hex) ? `#${hex}` : undefined;
}

function paintItem(context: Context, fonts: DrawingFonts, item: PageItem): void {
  if (item.kind === 'rect') {
    const fill = colour(item.fill);
    if (fill) {
      context.fillStyle = fill;
      context.fillRect(item.x, item.y, item.width, item.height);
    }
    const stroke = colour(item.stroke);
    if (stroke) {
      context.strokeStyle = stroke;
      context.lineWidth = 0.75;
      context.strokeRect(item.x, item.y, item.width, item.height);
    }
    if (item.label) {
      const size = Math.max(6, Math.min(10, item.height * 0.5));
      context.font = fonts.font('sans', size, false, false);
      context.fillStyle = '#606060';
      context.textAlign = 'center';
      const label = clip(item.label, Math.floor(item.width / (size * 0.5)));
      context.fillText(label, item.x + item.width / 2, item.y + item.height / 2 + size * 0.35, item.width);
      context.textAlign = 'start';
    }
    return;
  }
  for (const span of item.spans) {
    if (span.text.length === 0) continue;
    const words = spanWords(context, fonts, item.y, span);
    if (words.length === 0) continue;
    const style = span.style;
    const start = span.x;
    const end = words[words.length - 1].x + words[words.length - 1].width;
    const size = words[0].size;
    if (style.highlight) {
      context.fillStyle = colour(style.highlight) ?? style.highlight.replace(/[^a-zA-Z]/g, '');
      context.fillRect(start, item.y - size * 0.85, end - start, size * 1.1);
    }
    context.fillStyle = colour(style.color) ?? '#000000';
    for (const word of words) {
      context.font = word.font;
      context.fillText(word.text, word.x, word.y);
    }
    const lines: number[] = [];
    if (style.underline && style.underline !== 'none') lines.push(item.y + size * 0.12);
    if (style.strike) lines.push(item.y - size * 0.3);
    for (const y of lines) {
      context.fillRect(start, y - size * 0.03, end - start, Math.max(0.5, size * 0.06));
    }
  }
}

function clip(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;
}
