import { inflateSync } from 'node:zlib';
import { CLASS, PdfFile, isDict, isName, isRef, pdfEnd, type PdfDict, type PdfRef, type PdfValue } from './page-count';

/**
 * The fill colour of a page's text told from its content stream alone, so that the text's look
 * needs pdf.js's operator list (which costs about as much as the text itself: every glyph sent
 * over pdf.js's message port, glyph outlines built) only on pages where the colour varies.
 * Written by hand because pdf.js exposes no page's raw content and no library scans one for a
 * few operators; it reads the file with page-count.ts's reader.
 *
 * It answers only when that is plainly certain: colours set by `g` or `rg` (pdf.js turns them
 * into the same hex value computed here), text shown only in the page's own content stream (a
 * form XObject, an inline image, a colour space, CMYK or a pattern make it say "don't know"), and
 * one colour for all of the page's text. Anything else is undefined and the caller asks pdf.js.
 */
export class PageContents {
  private constructor(
    private readonly file: PdfFile,
    private readonly pages: PdfDict[],
  ) {}

  /** The reader of `bytes`, or undefined when its page tree is not plainly readable (or it is encrypted). */
  static open(bytes: Uint8Array): PageContents | undefined {
    try {
      const file = new PdfFile(bytes.subarray(0, pdfEnd(bytes)), inflate);
      file.readXref();
      if (file.trailer.get('Encrypt') !== undefined) return undefined;
      const rootRef = file.trailer.get('Root');
      if (!isRef(rootRef)) return undefined;
      const catalog = file.object(rootRef.num);
      const pagesRef = isDict(catalog) ? catalog.get('Pages') : undefined;
      if (!isRef(pagesRef)) return undefined;
      const pages = pageLeaves(file, pagesRef);
      const root = file.object(pagesRef.num);
      const count = isDict(root) ? file.resolve(root.get('Count')) : undefined;
      // pdf.js numbers the pages the same way only when the tree is what its root says it is.
      return pages && pages.length === count ? new PageContents(file, pages) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The one fill colour (`RRGGBB`) of all text of page `number` (1-based), or undefined: several, or not told. */
  textColour(number: number): string | undefined {
    const page = this.pages[number - 1];
    if (!page) return undefined;
    try {
      const content = this.contentOf(page);
      return content && scanTextColour(content, (name) => this.isImage(page, name));
    } catch {
      return undefined;
    }
  }

  /** The page's content: its one stream, or its streams joined by a line break (as pdf.js joins them). */
  private contentOf(page: PdfDict): Uint8Array | undefined {
    const contents = this.file.resolve(page.get('Contents'));
    const refs = Array.isArray(contents) ? contents : [page.get('Contents')];
    const parts: Uint8Array[] = [];
    for (const part of refs) {
      if (!isRef(part)) return undefined;
      parts.push(this.file.stream(part.num), LINE_BREAK);
    }
    return parts.length === 2 ? parts[0] : Buffer.concat(parts);
  }

  /** Whether the XObject `name` of the page's (possibly inherited) resources is an image. */
  private isImage(page: PdfDict, name: string): boolean {
    let node: PdfValue | undefined = page;
    for (let depth = 0; isDict(node) && depth < 64; depth++) {
      const resources = this.file.resolve(node.get('Resources'));
      if (isDict(resources)) {
        const xobjects = this.file.resolve(resources.get('XObject'));
        const xobject = isDict(xobjects) ? xobjects.get(name) : undefined;
        if (!isRef(xobject)) return false;
        const dict = this.file.streamDictionary(xobject.num);
        return isName(dict.get('Subtype'), 'Image');
      }
      node = this.file.resolve(node.get('Parent'));
    }
    return false;
  }
}

const LINE_BREAK = new Uint8Array([10]);

/** FlateDecode with zlib: faster than page-count's fflate for a whole document's streams. */
const inflate = (raw: Uint8Array): Uint8Array => inflateSync(raw);

/** Leaves of the page tree in page order (their dictionaries), or undefined when it is not a plain tree. */
export function pageLeaves(file: PdfFile, root: PdfRef): PdfDict[] | undefined {
  const leaves: PdfDict[] = [];
  const visited = new Set<number>();
  const pending: PdfRef[] = [root];
  while (pending.length) {
    const ref = pending.pop()!;
    if (visited.has(ref.num)) return undefined;
    visited.add(ref.num);
    const node = file.object(ref.num);
    if (!isDict(node)) return undefined;
    const kids = file.resolve(node.get('Kids'));
    if (kids === undefined) {
      leaves.push(node);
      continue;
    }
    if (!Array.isArray(kids)) return undefined;
    for (let i = kids.length - 1; i >= 0; i--) {
      const kid = kids[i];
      if (!isRef(kid)) return undefined;
      pending.push(kid);
    }
  }
  return leaves;
}

/** An operator of up to three characters as a number (its bytes, first lowest); longer ones are 0. */
const code = (operator: string) => [...operator].reduceRight((sum, c) => sum * 256 + c.charCodeAt(0), 0);
const GRAY = code('g');
const RGB = code('rg');
const SAVE = code('q');
const RESTORE = code('Q');
const PAINT_XOBJECT = code('Do');
const SHOWS_TEXT = new Set(['Tj', 'TJ', "'", '"'].map(code));
/** Operators after which the text's colour is not plainly told from `g`/`rg` alone. */
const UNTOLD = new Set(['k', 'cs', 'sc', 'scn', 'BI'].map(code));

/**
 * The one fill colour in force wherever the content shows text, or undefined (several, or
 * untold). `isImage` says whether an XObject painted with `Do` is an image (which shows no text).
 * Runs over every page of both documents: bytes are compared as numbers, no token becomes a
 * string but names and numbers.
 */
export function scanTextColour(data: Uint8Array, isImage: (name: string) => boolean): string | undefined {
  const operands: number[] = [];
  // The last name operand, as offsets: only `Do` reads it.
  let nameStart = 0;
  let nameEnd = 0;
  let colour = '000000';
  const saved: string[] = [];
  let shown: string | undefined;
  const length = data.length;
  let at = 0;
  while (at < length) {
    const c = data[at];
    const kind = CLASS[c];
    if (kind === 1) {
      at++;
      continue;
    }
    if (kind === 2) {
      if (c === 0x25) {
        while (at < length && data[at] !== 10 && data[at] !== 13) at++;
      } else if (c === 0x28) {
        // A literal string: balanced parentheses, backslash escapes.
        let depth = 0;
        for (; at < length; at++) {
          const s = data[at];
          if (s === 0x5c) at++;
          else if (s === 0x28) depth++;
          else if (s === 0x29 && --depth === 0) break;
        }
        at++;
        operands.length = 0;
      } else if (c === 0x3c && data[at + 1] !== 0x3c) {
        const end = data.indexOf(0x3e, at);
        at = end < 0 ? length : end + 1;
        operands.length = 0;
      } else if (c === 0x2f) {
        nameStart = ++at;
        while (at < length && CLASS[data[at]] === 0) at++;
        nameEnd = at;
      } else at++;
      continue;
    }
    const start = at;
    while (at < length && CLASS[data[at]] === 0) at++;
    // Numbers: digits, sign or point first; read by hand (most tokens of a page are numbers).
    if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e) {
      operands.push(numberAt(data, start, at));
      continue;
    }
    const operator =
      at - start > 3
        ? 0
        : data[start] +
          (data[start + 1] << 8) * (at - start > 1 ? 1 : 0) +
          (data[start + 2] << 16) * (at - start > 2 ? 1 : 0);
    if (operator === GRAY && operands.length >= 1) {
      const v = operands[operands.length - 1];
      colour = hexColour(v, v, v);
    } else if (operator === RGB && operands.length >= 3) {
      const n = operands.length;
      colour = hexColour(operands[n - 3], operands[n - 2], operands[n - 1]);
    } else if (operator === SAVE) saved.push(colour);
    else if (operator === RESTORE) colour = saved.pop() ?? colour;
    else if (SHOWS_TEXT.has(operator)) {
      if (shown !== undefined && shown !== colour) return undefined;
      shown = colour;
    } else if (UNTOLD.has(operator)) return undefined;
    else if (operator === PAINT_XOBJECT && !isImage(latin1(data, nameStart, nameEnd))) return undefined;
    operands.length = 0;
  }
  return shown ?? colour;
}

/** `RRGGBB` as pdf.js computes it (components times 255 into a clamped byte, rounding half to even). */
export function hexColour(r: number, g: number, b: number): string {
  let hex = '';
  for (const v of Uint8ClampedArray.of(r * 255, g * 255, b * 255)) hex += v.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}

/**
 * A PDF number (`-12`, `.5`, `3.25`) computed as pdf.js's lexer does (all digits as an integer,
 * then divided by a power of ten), so that a colour component lands on the same side of a
 * rounding boundary (`0.3 g` is 76, not 77).
 */
export function numberAt(data: Uint8Array, start: number, end: number): number {
  let at = start;
  const negative = data[at] === 0x2d;
  if (negative || data[at] === 0x2b) at++;
  let value = 0;
  let divideBy = 0;
  for (; at < end; at++) {
    const c = data[at];
    if (c >= 0x30 && c <= 0x39) {
      value = value * 10 + c - 0x30;
      if (divideBy) divideBy *= 10;
    } else if (c === 0x2e && !divideBy) divideBy = 1;
    else break;
  }
  if (divideBy) value /= divideBy;
  return negative ? -value : value;
}

function latin1(data: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...data.subarray(start, end));
}
