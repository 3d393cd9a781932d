import type { PdfTextStyle, StyleSpan, TextItemLike } from './model';
import { PageContents } from './page-content';
import { loadPdfJs, type PdfPage } from './pdfjs';

/**
 * How the text of a page looks: the font (family, weight, slant) and the fill colour of every
 * piece of a pdf.js text item, so that a word made bold, italic or red between two versions is
 * reported as such. pdf.js's text content names each item's font only by an internal id; the
 * font's real name and the colour come with the page's operator list, whose text-showing
 * operators are matched to the text items character by character (both follow the content
 * stream's order).
 *
 * The operator list costs about as much as the text itself, so it is asked for only where it
 * tells something new: a page showing a font not seen before in the document, or a page whose
 * text's colour its content stream does not plainly tell (page-content.ts). Elsewhere every
 * item takes its font's known look and the page's one colour.
 */

/** The parts of a font object in `page.commonObjs` read here. */
interface FontLike {
  name?: string;
  bold?: boolean;
  black?: boolean;
  italic?: boolean;
}

const SUBSET_PREFIX = /^[A-Z]{6}\+/;
const BOLD = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i;
const ITALIC = /italic|oblique|slanted|inclined/i;
/** The style part of a PostScript font name: `-BoldItalic`, `,Bold`, `-BoldMT`, `-Regular`. */
const STYLE_SUFFIX =
  /[-,]?(?:(?:semi|demi|extra|ultra)?bold|black|heavy|italic|oblique|regular|roman|book|medium|light|mt|ps)+$/i;

/** The family, weight and slant of a font from its name (`ABCDEF+Carlito-BoldItalic`) and flags. */
export function fontStyle(font: FontLike | undefined): PdfTextStyle {
  const name = (font?.name ?? '').replace(SUBSET_PREFIX, '');
  const styleWords = name.slice(name.search(/[-,]/) + 1 || name.length);
  const family = name.replace(STYLE_SUFFIX, '') || undefined;
  return {
    font: family,
    bold: Boolean(font?.bold || font?.black || BOLD.test(styleWords) || BOLD.test(name)),
    italic: Boolean(font?.italic || ITALIC.test(styleWords) || ITALIC.test(name)),
  };
}

/**
 * What one thread has learnt of the looks of one open document: its fonts (by pdf.js's font id,
 * which is the document's own) and the reader of its pages' content. Lives as long as the
 * thread keeps the document open.
 */
export class DocumentLooks {
  readonly fonts = new Map<string, PdfTextStyle>();
  private contents: PageContents | undefined | null = null;
  /** One object per look, shared by every item that has it (cheaper to send between threads and to number). */
  private readonly looks = new Map<PdfTextStyle, Map<string | undefined, PdfTextStyle>>();

  constructor(private readonly bytes: Uint8Array) {}

  /** `font` in `color` (none: the font's look alone), the same object every time. */
  withColour(font: PdfTextStyle, color: string | undefined): PdfTextStyle {
    if (color === undefined) return font;
    let colours = this.looks.get(font);
    if (!colours) this.looks.set(font, (colours = new Map()));
    let look = colours.get(color);
    if (!look) colours.set(color, (look = { ...font, color }));
    return look;
  }

  /** The one colour of page `number`'s text when its content plainly tells it, else undefined. */
  textColour(number: number): string | undefined {
    if (this.contents === null) this.contents = PageContents.open(this.bytes);
    return this.contents?.textColour(number);
  }
}

/** The look of text whose font is not known. */
const NO_FONT: PdfTextStyle = Object.freeze({});

let ops: { setFont: number; showText: number; showSpacedText: number; fill: number; restore: number; save: number };

/**
 * Adds `styles` to the page's text items (in place): the font of each item, and the fill colour
 * from the operator list, matched to the items' characters in order. Where the two stop matching
 * (text pdf.js reordered, right to left) the colour is left unknown rather than guessed.
 */
export async function addTextStyles(page: PdfPage, items: TextItemLike[], looks: DocumentLooks): Promise<void> {
  if (!items.length) return;
  const fontIdOf = (item: TextItemLike) => (item as { fontName?: string }).fontName;
  const known = items.every((item) => {
    const id = fontIdOf(item);
    return !id || looks.fonts.has(id);
  });
  const pageColour = known ? looks.textColour(page.pageNumber) : undefined;
  if (pageColour !== undefined) {
    for (const item of items) {
      const at = item.str.search(/\S/);
      if (at < 0) continue;
      const id = fontIdOf(item);
      item.styles = [{ at, style: looks.withColour((id && looks.fonts.get(id)) || NO_FONT, pageColour) }];
    }
    return;
  }
  const pdfjs = await loadPdfJs();
  ops ??= {
    setFont: pdfjs.OPS.setFont,
    showText: pdfjs.OPS.showText,
    showSpacedText: pdfjs.OPS.showSpacedText,
    fill: pdfjs.OPS.setFillRGBColor,
    save: pdfjs.OPS.save,
    restore: pdfjs.OPS.restore,
  };
  const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  const fontOf = (id: string | undefined): PdfTextStyle => {
    if (!id) return NO_FONT;
    let style = looks.fonts.get(id);
    if (!style) {
      let font: FontLike | undefined;
      try {
        font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as FontLike) : undefined;
      } catch {
        font = undefined;
      }
      style = fontStyle(font);
      // A font pdf.js has not handed over (yet) is not remembered: a later page asks again.
      if (font) looks.fonts.set(id, style);
    }
    return style;
  };

  // The operator list's shown characters (white space left out) and the colour of each run of them.
  let shown = '';
  const colourAt: { at: number; color: string }[] = [];
  let colour = '000000';
  const saved: string[] = [];
  const { fnArray, argsArray } = list;
  for (let k = 0; k < fnArray.length; k++) {
    const fn = fnArray[k];
    if (fn === ops.fill) colour = String(argsArray[k][0]).replace('#', '').toUpperCase();
    else if (fn === ops.save) saved.push(colour);
    else if (fn === ops.restore) colour = saved.pop() ?? colour;
    else if (fn === ops.showText || fn === ops.showSpacedText) {
      const glyphs = argsArray[k][0] as unknown[];
      let text = '';
      for (const glyph of glyphs) {
        const unicode = (glyph as { unicode?: string } | null)?.unicode;
        if (typeof unicode === 'string') text += unicode;
      }
      text = text.normalize('NFKC').replace(/\s+/g, '');
      if (!text) continue;
      if (colourAt[colourAt.length - 1]?.color !== colour) colourAt.push({ at: shown.length, color: colour });
      shown += text;
    }
  }

  // Walk the items' characters alongside.
  let position = 0;
  let run = 0;
  let matching = true;
  for (const item of items) {
    const font = fontOf(fontIdOf(item));
    const spans: StyleSpan[] = [];
    const str = item.str;
    for (let i = 0; i < str.length; i++) {
      const ch = str[i];
      if (/\s/.test(ch)) continue;
      let color: string | undefined;
      if (matching) {
        const normalized = ch.normalize('NFKC');
        if (shown.startsWith(normalized, position)) {
          while (run + 1 < colourAt.length && colourAt[run + 1].at <= position) run++;
          color = colourAt[run]?.color;
          position += normalized.length;
        } else matching = false;
      }
      const last = spans[spans.length - 1];
      if (!last || last.style.color !== color) spans.push({ at: i, style: looks.withColour(font, color) });
    }
    if (spans.length) item.styles = spans;
  }
}
