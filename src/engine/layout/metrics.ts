import type { RunStyle } from '../model/document';

/**
 * Text widths for layout without a font engine: Helvetica's advance widths (per 1000 em) for
 * ASCII, which Arial and Liberation Sans share, so the built-in renderer's SVG text (drawn in
 * those fonts) lands where the layout put it. Other scripts use an average, CJK a full em.
 */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
  584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
  278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
  500, 334, 260, 334, 584,
];

export function charWidth(code: number, size: number, bold: boolean): number {
  let units: number;
  if (code >= 32 && code <= 126) units = ASCII_WIDTHS[code - 32];
  else if (code === 9) units = 1112;
  else if (code >= 0x2e80 && code <= 0xffef) units = 1000;
  else units = 556;
  return (units * (bold ? 1.06 : 1) * size) / 1000;
}

export function textWidth(text: string, size: number, bold: boolean): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += charWidth(text.charCodeAt(i), size, bold);
  return width;
}

export function isBold(style: RunStyle | undefined): boolean {
  return style?.bold === true;
}
