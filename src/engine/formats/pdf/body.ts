import type { Block, ReaderWarning, RunStyle } from '../../model/document';
import { paragraphsOf, regionsOf, removeRepeatedLines, type RepeatedLines } from './layout';
import type { ExtractedPage, PageText, ParagraphWords, PdfPageInfo, PdfTextStyle } from './model';

/** The body of a document laid out from its pages' lines: paragraphs in reading order, each word's place and look. */
export interface LaidOutBody {
  blocks: Block[];
  /** Parallel to `blocks`. */
  paragraphs: ParagraphWords[];
  styles: RunStyle[];
  repeated: RepeatedLines;
}

/**
 * What the reader keeps of a document's pages once they are laid out: plain data and a few typed
 * arrays, so that a worker which read and laid out a whole document sends it back cheaply.
 */
export interface LaidOutPages {
  /** Each page's displayed geometry, in page order. */
  pages: PdfPageInfo[];
  /** Pages whose text could not be read, in page order. */
  warnings: ReaderWarning[];
  /** Pages without words (1-based), for rendering as pictures. */
  emptyPages: number[];
  body: LaidOutBody;
}

/** Every page of a document, read, laid out into the body's paragraphs (the pages' words are let go). */
export function layOutPages(extracted: readonly ExtractedPage[]): LaidOutPages {
  const pages = extracted.map((page) => page.info);
  const warnings: ReaderWarning[] = [];
  for (const page of extracted) if (page.warning) warnings.push(page.warning);
  const emptyPages = extracted.filter((page) => page.empty).map((page) => page.number);
  const body = layOutBody(
    extracted.map((page) => page.text),
    pages,
  );
  return { pages, warnings, emptyPages, body };
}

/** The buffers under a laid-out body's word arrays, to transfer with it (one set per document). */
export function bodyBuffers(body: LaidOutBody): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const p of body.paragraphs)
    for (const array of [p.starts, p.ends, p.pages, p.boxes, p.styles]) buffers.add(array.buffer as ArrayBuffer);
  return [...buffers];
}

/**
 * Lays out every page's lines (`texts`, in page order; their headers and footers are taken out
 * of them) into the body's paragraphs. `pages` gives each page's displayed geometry.
 */
export function layOutBody(texts: PageText[], pages: readonly PdfPageInfo[]): LaidOutBody {
  const repeated = removeRepeatedLines(texts);
  const regions = texts.flatMap((page) => regionsOf(page.fragments));
  const laidOut = paragraphsOf(regions);
  const blocks: Block[] = [];
  const paragraphs: ParagraphWords[] = [];
  const styles = new StyleTable();
  // Every paragraph's arrays are views of one set per document: a typed array of its own per
  // paragraph cost a buffer each (five per paragraph, tens of thousands on the 340-page bench).
  let total = 0;
  for (const paragraph of laidOut) total += paragraph.words.length;
  const starts = new Int32Array(total);
  const ends = new Int32Array(total);
  const wordPages = new Uint16Array(total);
  const boxes = new Float32Array(total * 4);
  const looks = new Uint16Array(total);
  /** `page:N` of each page, one string for all its paragraphs. */
  const parts: string[] = [];
  let at = 0;
  for (const paragraph of laidOut) {
    const page = paragraph.words[0].page;
    const part = (parts[page] ??= `page:${page}`);
    blocks.push({
      type: 'paragraph',
      runs: [{ text: paragraph.text, style: {}, locator: { part, path: '' } }],
      locator: { part, path: '' },
    });
    const first = at;
    const words = paragraph.words;
    for (let i = 0; i < words.length; i++, at++) {
      const word = words[i];
      const start = paragraph.starts[i];
      starts[at] = start;
      // The paragraph's words are joined by one space: a word ends one before the next starts.
      ends[at] = i + 1 < words.length ? paragraph.starts[i + 1] - 1 : paragraph.text.length;
      wordPages[at] = word.page;
      setDisplayedBox(
        boxes,
        at * 4,
        pages[word.page - 1].transform,
        word.x0,
        word.y - 0.22 * word.size,
        word.x1,
        word.y + 0.8 * word.size,
      );
      looks[at] = styles.indexOf(word.style, word.size);
    }
    paragraphs.push({
      starts: starts.subarray(first, at),
      ends: ends.subarray(first, at),
      pages: wordPages.subarray(first, at),
      boxes: boxes.subarray(first * 4, at * 4),
      styles: looks.subarray(first, at),
    });
  }
  return { blocks, paragraphs, styles: styles.list, repeated };
}

/** Word looks numbered in order of first use, the same look always by the same number. */
class StyleTable {
  readonly list: RunStyle[] = [];
  private readonly numbers = new Map<string, number>();
  /** By the look object itself (the words of one text item share it) and size: no key built per word. */
  private readonly byObject = new Map<PdfTextStyle | undefined, Map<number, number>>();

  /** The last look asked for: the words of a line mostly share one. */
  private last: { style: PdfTextStyle | undefined; size: number; number: number } = {
    style: undefined,
    size: Number.NaN,
    number: 0,
  };

  indexOf(style: PdfTextStyle | undefined, size: number): number {
    const last = this.last;
    if (style === last.style && size === last.size) return last.number;
    const number = this.lookUp(style, size);
    last.style = style;
    last.size = size;
    last.number = number;
    return number;
  }

  private lookUp(style: PdfTextStyle | undefined, size: number): number {
    // Half points: the size is read back from a transform and carries rounding noise.
    const rounded = Math.round(size * 2) / 2;
    let sizes = this.byObject.get(style);
    if (!sizes) this.byObject.set(style, (sizes = new Map()));
    let number = sizes.get(rounded);
    if (number === undefined) sizes.set(rounded, (number = this.byValue(style, rounded)));
    return number;
  }

  private byValue(style: PdfTextStyle | undefined, rounded: number): number {
    const key = `${style?.font}|${style?.bold}|${style?.italic}|${style?.color}|${rounded}`;
    let number = this.numbers.get(key);
    if (number === undefined) {
      // More looks than an index holds (never in a real document): the rest share the last one.
      number = Math.min(this.list.length, 0xffff);
      if (number === this.list.length) {
        this.list.push({
          font: style?.font,
          bold: style?.bold,
          italic: style?.italic,
          color: style?.color,
          size: rounded,
        });
      }
      this.numbers.set(key, number);
    }
    return number;
  }
}

/**
 * A user-space rectangle in displayed coordinates (rotation applied, origin top-left), written as
 * x, y, width, height into `into` from `at`.
 */
function setDisplayedBox(
  into: Float32Array,
  at: number,
  transform: readonly number[],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  // Called for every word of both documents: plain arithmetic on the four corners, no arrays
  // (nor destructuring, which iterates until the function is optimised).
  const a = transform[0];
  const b = transform[1];
  const c = transform[2];
  const d = transform[3];
  const e = transform[4];
  const f = transform[5];
  const xa = a * x0 + c * y0 + e;
  const xb = a * x1 + c * y1 + e;
  const xc = a * x0 + c * y1 + e;
  const xd = a * x1 + c * y0 + e;
  const ya = b * x0 + d * y0 + f;
  const yb = b * x1 + d * y1 + f;
  const yc = b * x0 + d * y1 + f;
  const yd = b * x1 + d * y0 + f;
  const left = Math.min(xa, xb, xc, xd);
  const top = Math.min(ya, yb, yc, yd);
  into[at] = left;
  into[at + 1] = top;
  into[at + 2] = Math.max(xa, xb, xc, xd) - left;
  into[at + 3] = Math.max(ya, yb, yc, yd) - top;
}
