import type { RunStyle } from '../model/document';

/**
 * Text widths for layout without a font engine: advance widths (per 1000 em) for ASCII of the
 * three families Word documents mostly name, each with its metric twin — Helvetica/Arial/Liberation Sans, Times New Roman/Liberation Serif (Cambria and
 * Georgia are set in it too), Courier New/Liberation Mono — regular and bold. Measured from the Liberation fonts, and fixed
 * so that estimated pages do not depend on the machine's fonts; the renderer draws each line in
 * a font the machine has and measures its words with that font (preview/paint.ts). Other
 * scripts use an average, CJK a full em.
 */
export type FontClass = 'sans' | 'serif' | 'mono';

/** The family of metrics a font name is drawn and measured with. */
export function fontClass(font: string | undefined): FontClass {
  if (!font) return 'sans';
  if (/mono|courier|consol|menlo|code/i.test(font)) return 'mono';
  if (
    /times|serif|roman|cambria|caladea|georgia|garamond|book|palatino|minion|century/i.test(font) &&
    !/sans/i.test(font)
  )
    return 'serif';
  return 'sans';
}

const SANS_BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

const SERIF_WIDTHS = [
  250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500,
  500, 500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333, 389, 722, 611, 889,
  722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333, 278, 333, 469, 500, 333, 444, 500, 444, 500,
  444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, 500, 500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480,
  200, 480, 541,
];

const SERIF_BOLD_WIDTHS = [
  250, 333, 555, 500, 500, 1000, 833, 278, 333, 333, 500, 570, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500,
  500, 500, 500, 333, 333, 570, 570, 570, 500, 930, 722, 667, 722, 722, 667, 611, 778, 778, 389, 500, 778, 667, 944,
  722, 778, 611, 778, 722, 556, 667, 722, 722, 1000, 722, 722, 667, 333, 278, 333, 581, 500, 333, 500, 556, 444, 556,
  444, 333, 500, 556, 278, 333, 556, 278, 833, 556, 500, 556, 556, 444, 389, 333, 556, 500, 722, 500, 500, 444, 394,
  220, 394, 520,
];

/** SVG font-family lists, the metric twin first. */
export const FONT_FAMILIES: Record<FontClass, string> = {
  sans: "'Liberation Sans', Arimo, Arial, Helvetica, 'DejaVu Sans Condensed', sans-serif",
  serif: "'Liberation Serif', Tinos, 'Times New Roman', Times, serif",
  mono: "'Liberation Mono', Cousine, 'Courier New', Courier, monospace",
};

const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

const TABLES: Record<FontClass, [readonly number[], readonly number[]]> = {
  sans: [ASCII_WIDTHS, SANS_BOLD_WIDTHS],
  serif: [SERIF_WIDTHS, SERIF_BOLD_WIDTHS],
  mono: [[], []],
};

export function charWidth(code: number, size: number, bold: boolean, family: FontClass = 'sans'): number {
  let units: number;
  if (family === 'mono' && code !== 9 && !(code >= 0x2e80 && code <= 0xffef)) units = 600;
  else if (code >= 32 && code <= 126) units = TABLES[family][bold ? 1 : 0][code - 32];
  else if (code === 9) units = 1112;
  else if (code >= 0x2e80 && code <= 0xffef) units = 1000;
  else units = family === 'serif' ? 500 : 556;
  return (units * size) / 1000;
}

export function textWidth(text: string, size: number, bold: boolean, family: FontClass = 'sans'): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += charWidth(text.charCodeAt(i), size, bold, family);
  return width;
}

export function isBold(style: RunStyle | undefined): boolean {
  return style?.bold === true;
}
