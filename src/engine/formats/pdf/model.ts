import type { ReaderWarning, RunStyle } from '../../model/document';
import type { Raster } from '../shared/raster-regions';

/**
 * What the PDF family keeps beyond the common Document model (`DocumentModel.familyData`), and
 * the plain data its reading stages hand each other (on this thread or from an extraction
 * worker): pages, their words and lines, the looks of their text, scanned pages and form fields.
 */

export interface PdfPageInfo {
  /** Size as displayed (after /Rotate), in points. */
  width: number;
  height: number;
  /** User space → displayed space with the origin at the top left (pdf.js viewport transform). */
  transform: number[];
}

/** One page as pdf.js gives it: plain data, the same on this thread or from a worker. */
export interface RawPage {
  /** 1-based. */
  number: number;
  info: PdfPageInfo;
  /** The page's vertical extent in user space (its view box). */
  top: number;
  bottom: number;
  /** pdf.js's text items as they came, so the layout may use any of their fields. */
  items: TextItemLike[];
  /** Set when the page's text could not be read (it is then compared as a picture). */
  warning?: ReaderWarning;
}

export interface ExtractedPage {
  number: number;
  info: PdfPageInfo;
  text: PageText;
  warning?: ReaderWarning;
  /** No words: a scanned page, rendered later by whoever holds the document. */
  empty: boolean;
}

/** The part of a pdf.js TextItem the layout (layout.ts) reads. */
export interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
  dir?: string;
  /** pdf.js's id of the item's font. */
  fontName?: string;
  /** The look of the item's text, piece by piece (text-style.ts). */
  styles?: StyleSpan[];
}

export interface Word {
  text: string;
  page: number;
  x0: number;
  x1: number;
  /** Baseline. */
  y: number;
  size: number;
  rtl: boolean;
  /** Font and colour of the word's first character, when known. */
  style?: PdfTextStyle;
}

/** Words on one baseline, close enough together to be read as one piece of a line. */
export interface Fragment {
  words: Word[];
  page: number;
  x0: number;
  x1: number;
  y: number;
  size: number;
  /** Most of its words run right to left: `words` are in reading order, from the right. */
  rtl?: boolean;
}

export interface LaidOutParagraph {
  words: Word[];
  text: string;
  /** Character offsets of each word in `text`. */
  starts: number[];
}

export interface PageText {
  page: number;
  /** Page height in user space (for the header and footer zones). */
  top: number;
  bottom: number;
  fragments: Fragment[];
}

/** The look of a stretch of text, apart from its size (which each word carries). */
export interface PdfTextStyle {
  /** Font family without subset prefix and style suffix (`Carlito`, `LiberationSerif`). */
  font?: string;
  bold?: boolean;
  italic?: boolean;
  /** Fill colour, `RRGGBB` upper-case; absent when it could not be told. */
  color?: string;
}

/** Where an item's text takes a style: from character `at` (of `str`) to the next entry. */
export interface StyleSpan {
  at: number;
  style: PdfTextStyle;
}

/** The words of one body paragraph: character offsets, page and displayed box of each. */
export interface ParagraphWords {
  starts: Int32Array;
  ends: Int32Array;
  /** 1-based page of each word. */
  pages: Uint16Array;
  /** x, y, width, height of each word, displayed space, points from the top left. */
  boxes: Float32Array;
  /** Look of each word: an index into PdfFamilyData.styles. */
  styles: Uint16Array;
}

export interface PdfFamilyData {
  kind: 'pdf';
  pages: PdfPageInfo[];
  /** Parallel to the body story's blocks. */
  paragraphs: ParagraphWords[];
  /** The distinct looks of the body's words (font, weight, slant, size, colour). */
  styles: RunStyle[];
  /** Pages without a text layer, rendered small enough to keep in memory. */
  scanned: ScannedPage[];
  /** The form's fields (AcroForm), compared by name: their widgets draw outside the text layer. */
  fields?: FormField[];
  encrypted: boolean;
}

/** A page without a text layer, rendered to RGBA for a pixel comparison. */
export interface ScannedPage extends Raster {
  page: number;
  hash: string;
  /** Points per pixel, to turn pixel rectangles back into page boxes. */
  pointsPerPixel: number;
}

/**
 * A form's fields read as content: what a reviewer of a filled form wants to see is "Name: Smith →
 * Smyth", and the widgets that draw the values are annotations, outside the page's text layer.
 */
export interface FormField {
  /**
   * The field's fully qualified name (parent names joined by dots); empty for a widget that lost
   * its field (poppler 22's pdfunite writes a form's widgets without their /Parent), which is
   * known by its place and its appearance only.
   */
  name: string;
  /** Its value as text: a choice's several values joined by ", ", a check box's export value or "Off". */
  value: string;
  /** 1-based page of its first widget, 0 when it has none on a page. */
  page: number;
  /** Its first widget's rectangle in PDF user space: x0, y0, x1, y1 (bottom-left origin). */
  rect?: [number, number, number, number];
  /** The field's other widgets (a radio group's buttons), where pdf.js lists them. */
  others?: { page: number; rect: [number, number, number, number] }[];
}
