import { Encodings, Font as StandardFont } from '@pdf-lib/standard-fonts';
import { isDict, isName, isRef, type PdfDict, type PdfFile, type PdfValue } from './page-count';
import type { PdfTextStyle } from './model';
import { fontStyle } from './text-style';

/**
 * What content-text.ts needs of a font to place and read its text: each code's Unicode text and
 * advance width, and the font's name (for its look). Only what pdf.js would tell the same way
 * from the font's dictionary alone is read here; anything that needs the font program itself
 * (a built-in encoding, Type3 glyph procedures, a predefined CMap, vertical writing, a glyph name
 * no table here knows) throws UnsupportedPdf, and the whole document is read by pdf.js instead.
 */

export class UnsupportedPdf extends Error {
  constructor(reason: string) {
    super(`not read by the fast text path: ${reason}`);
    this.name = 'UnsupportedPdf';
  }
}

export function unsupported(reason: string): never {
  throw new UnsupportedPdf(reason);
}

export interface Glyph {
  /** pdf.js's `unicode` of the glyph. */
  unicode: string;
  /** `unicode` in NFKC without white space: how text-style.ts matches pdf.js's operator list to the text. */
  shown: string;
  /** Advance in glyph space (thousandths of the font size). */
  width: number;
  /** The code was a single byte 0x20 (word spacing applies). */
  isSpace: boolean;
  isWhitespace: boolean;
  isZeroWidthDiacritic: boolean;
  isInvisibleFormatMark: boolean;
}

export interface LoadedFont {
  /** The font's name as pdf.js's Font object has it (subset prefix included). */
  name: string;
  /** Its look (family, weight, slant), as text-style.ts tells it from pdf.js's font name. */
  style: PdfTextStyle;
  /** The glyphs of a shown string (its bytes as Latin-1 characters), in order. */
  glyphs(chars: string): Glyph[];
}

/** pdf.js's test of a glyph's Unicode text (getCharUnicodeCategory). */
const SPECIAL_CHAR = /^(\s)|(\p{Mn})|(\p{Cf})$/u;

/** Glyph name → Unicode text for the names of the encodings read here (WinAnsi, Standard) and a few more. */
const GLYPH_UNICODE = new Map<string, string>();
/** WinAnsiEncoding, code → glyph name, as pdf.js has it. */
const WIN_ANSI: string[] = [];
/** StandardEncoding's printable ASCII part (codes above 0x7E differ from Latin-1 and are not read here). */
const STANDARD: string[] = [];
{
  const mappings = (Encodings.WinAnsi as unknown as { unicodeMappings: Record<string, [number, string]> })
    .unicodeMappings;
  for (const [unicode, [code, name]] of Object.entries(mappings)) {
    WIN_ANSI[code] = name;
    if (!GLYPH_UNICODE.has(name)) GLYPH_UNICODE.set(name, String.fromCodePoint(Number(unicode)));
  }
  // pdf.js's WinAnsiEncoding fills a few of the gaps as these.
  for (const code of [127, 129, 141, 143, 144, 157]) WIN_ANSI[code] = 'bullet';
  WIN_ANSI[160] = 'space';
  WIN_ANSI[173] = 'hyphen';
  for (let code = 0x20; code < 0x7f; code++) STANDARD[code] = WIN_ANSI[code];
  STANDARD[0x27] = 'quoteright';
  STANDARD[0x60] = 'quoteleft';
  const extra: [string, number][] = [
    ['fi', 0xfb01],
    ['fl', 0xfb02],
    ['ff', 0xfb00],
    ['ffi', 0xfb03],
    ['ffl', 0xfb04],
    ['fraction', 0x2044],
    ['dotlessi', 0x131],
    ['Lslash', 0x141],
    ['lslash', 0x142],
    ['minus', 0x2212],
    ['quoteright', 0x2019],
    ['quoteleft', 0x2018],
    ['grave', 0x60],
    ['acute', 0xb4],
    ['breve', 0x2d8],
    ['dotaccent', 0x2d9],
    ['ring', 0x2da],
    ['hungarumlaut', 0x2dd],
    ['ogonek', 0x2db],
    ['caron', 0x2c7],
    ['nbspace', 0xa0],
    ['sfthyphen', 0xad],
  ];
  for (const [name, code] of extra) GLYPH_UNICODE.set(name, String.fromCodePoint(code));
}

function glyphUnicode(name: string): string | undefined {
  const known = GLYPH_UNICODE.get(name);
  if (known !== undefined) return known;
  const uni = /^uni([0-9A-F]{4})$/.exec(name) ?? /^u([0-9A-F]{4,6})$/.exec(name);
  if (uni) {
    const code = parseInt(uni[1], 16);
    if (code < 0xd800 || (code > 0xdfff && code <= 0x10ffff)) return String.fromCodePoint(code);
  }
  return undefined;
}

const STANDARD_14 = new Set([
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
]);

const standardWidths = new Map<string, Map<string, number>>();

/** Advance widths by glyph name of a standard-14 font (Adobe's metrics, as pdf.js has them). */
function standardMetrics(name: string): Map<string, number> {
  let widths = standardWidths.get(name);
  if (!widths) {
    widths = new Map(StandardFont.load(name as 'Times-Roman').CharMetrics.map((metric) => [metric.N, metric.WX]));
    standardWidths.set(name, widths);
  }
  return widths;
}

/** pdf.js's normalizeFontName. */
const normalizeFontName = (name: string) => name.replace(/[,_]/g, '-').replace(/\s/g, '');

const FLAG_SYMBOLIC = 4;
const FLAG_NONSYMBOLIC = 32;

export class FontLoader {
  private readonly byRef = new Map<number, LoadedFont>();
  private readonly byDict = new WeakMap<PdfDict, LoadedFont>();

  constructor(private readonly file: PdfFile) {}

  load(value: PdfValue | undefined): LoadedFont {
    if (isRef(value)) {
      let font = this.byRef.get(value.num);
      if (!font) this.byRef.set(value.num, (font = this.read(this.file.object(value.num))));
      return font;
    }
    if (!isDict(value)) return unsupported('a font that is not a dictionary');
    let font = this.byDict.get(value);
    if (!font) this.byDict.set(value, (font = this.read(value)));
    return font;
  }

  private dict(value: PdfValue | undefined): PdfDict | undefined {
    const resolved = this.file.resolve(value);
    return isDict(resolved) ? resolved : undefined;
  }

  private number(value: PdfValue | undefined): number | undefined {
    const resolved = this.file.resolve(value);
    return typeof resolved === 'number' ? resolved : undefined;
  }

  private read(value: PdfValue): LoadedFont {
    if (!isDict(value)) return unsupported('a font that is not a dictionary');
    const subtype = value.get('Subtype');
    if (isName(subtype, 'Type0')) return this.readComposite(value);
    if (isName(subtype, 'Type1') || isName(subtype, 'TrueType') || isName(subtype, 'MMType1'))
      return this.readSimple(value, subtype.name);
    return unsupported(`a ${isName(subtype) ? subtype.name : 'nameless'} font`);
  }

  /** pdf.js's choice between the descriptor's FontName and the font's BaseFont. */
  private fontName(dict: PdfDict, descriptor: PdfDict): string {
    const fontName = this.file.resolve(descriptor.get('FontName'));
    const baseFont = this.file.resolve(dict.get('BaseFont'));
    const fontString = isName(fontName) ? fontName.name : undefined;
    const baseString = isName(baseFont) ? baseFont.name : undefined;
    if (fontString !== baseString && fontString && baseString && baseString.startsWith(fontString)) return baseString;
    return fontString ?? baseString ?? unsupported('a font without a name');
  }

  private toUnicode(dict: PdfDict): Map<number, string> | undefined {
    const value = dict.get('ToUnicode');
    if (value === undefined) return undefined;
    if (!isRef(value)) return unsupported('a ToUnicode that is not a stream');
    return parseToUnicode(this.file.stream(value.num));
  }

  private readSimple(dict: PdfDict, type: string): LoadedFont {
    const descriptor = this.dict(dict.get('FontDescriptor'));
    const toUnicode = this.toUnicode(dict);
    const firstChar = this.number(dict.get('FirstChar')) ?? 0;
    let name: string;
    let flags: number;
    let embedded = false;
    if (!descriptor) {
      const base = this.file.resolve(dict.get('BaseFont'));
      if (!isName(base)) return unsupported('a font without BaseFont');
      name = normalizeFontName(base.name);
      if (!STANDARD_14.has(name)) return unsupported(`the non-embedded font ${name}`);
      flags = FLAG_NONSYMBOLIC;
    } else {
      name = this.fontName(dict, descriptor);
      flags = this.number(descriptor.get('Flags')) ?? 0;
      embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.get(key) !== undefined);
    }

    // The encoding, as pdf.js's extractDataStructures chooses it.
    const differences: string[] = [];
    let baseEncoding: string | undefined;
    const encoding = this.file.resolve(dict.get('Encoding'));
    if (isDict(encoding)) {
      const base = encoding.get('BaseEncoding');
      if (isName(base)) baseEncoding = base.name;
      const list = this.file.resolve(encoding.get('Differences'));
      if (Array.isArray(list)) {
        let code = 0;
        for (const entry of list) {
          const item = this.file.resolve(entry);
          if (typeof item === 'number') code = item;
          else if (isName(item)) differences[code++] = item.name;
          else return unsupported('a Differences array with something else than codes and names');
        }
      }
    } else if (isName(encoding)) baseEncoding = encoding.name;
    else if (encoding !== undefined) return unsupported('an Encoding of an unknown kind');
    if (baseEncoding && !['MacRomanEncoding', 'MacExpertEncoding', 'WinAnsiEncoding'].includes(baseEncoding))
      baseEncoding = undefined;
    let codeNames: string[];
    if (baseEncoding === 'WinAnsiEncoding') codeNames = WIN_ANSI;
    else if (baseEncoding) return unsupported(`the ${baseEncoding}`);
    else if (flags & FLAG_SYMBOLIC) {
      // pdf.js would take MacRoman (or the font program's own encoding): readable here only through ToUnicode.
      if (!toUnicode) return unsupported('a symbolic font without ToUnicode');
      codeNames = [];
    } else if (type === 'TrueType' && !(flags & FLAG_NONSYMBOLIC)) codeNames = WIN_ANSI;
    else codeNames = STANDARD;
    if (embedded && !baseEncoding && !differences.length && !toUnicode && type !== 'TrueType')
      return unsupported('an embedded font with its own encoding');
    const nameOf = (code: number) => differences[code] ?? codeNames[code];

    // Widths, as pdf.js's extractWidths reads them.
    const widths: number[] = [];
    let defaultWidth = 0;
    const widthList = this.file.resolve(dict.get('Widths'));
    if (Array.isArray(widthList)) {
      widthList.forEach((entry, i) => {
        const width = this.file.resolve(entry);
        if (typeof width === 'number') widths[firstChar + i] = width;
      });
      defaultWidth = (descriptor && this.number(descriptor.get('MissingWidth'))) ?? 0;
    } else if (STANDARD_14.has(normalizeFontName(name))) {
      const metrics = standardMetrics(normalizeFontName(name));
      if (name.startsWith('Courier')) defaultWidth = 600;
      else
        for (let code = 0; code < 256; code++) {
          const glyph = nameOf(code);
          const width = glyph === undefined ? undefined : metrics.get(glyph);
          if (width) widths[code] = width;
        }
    } else return unsupported(`the font ${name} without Widths`);

    const cache = new Map<number, Glyph>();
    const glyphOf = (code: number): Glyph => {
      let glyph = cache.get(code);
      if (glyph) return glyph;
      let unicode = toUnicode?.get(code);
      if (unicode === undefined) {
        const glyphName = nameOf(code);
        unicode = glyphName === undefined ? undefined : glyphUnicode(glyphName);
        if (unicode === undefined)
          return unsupported(`code ${code} of ${name} has no known Unicode (${glyphName ?? 'no glyph name'})`);
      }
      if (unicode === '') unicode = String.fromCharCode(code);
      glyph = makeGlyph(unicode, widths[code] ?? defaultWidth, code === 0x20);
      cache.set(code, glyph);
      return glyph;
    };
    // Glyphs by code: a string's glyphs are looked up anew each time (strings rarely repeat in running text).
    const byCode: (Glyph | undefined)[] = new Array<Glyph | undefined>(256);
    return {
      name,
      style: fontStyle({ name }),
      glyphs(chars: string): Glyph[] {
        const glyphs = new Array<Glyph>(chars.length);
        for (let i = 0; i < chars.length; i++) {
          const code = chars.charCodeAt(i) & 0xff;
          glyphs[i] = byCode[code] ?? (byCode[code] = glyphOf(code));
        }
        return glyphs;
      },
    };
  }

  private readComposite(dict: PdfDict): LoadedFont {
    const encoding = dict.get('Encoding');
    if (!isName(encoding, 'Identity-H')) return unsupported('a composite font not in Identity-H');
    const descendants = this.file.resolve(dict.get('DescendantFonts'));
    const descendant = Array.isArray(descendants) ? this.dict(descendants[0]) : undefined;
    if (!descendant) return unsupported('a composite font without its descendant');
    const descriptor = this.dict(descendant.get('FontDescriptor'));
    if (!descriptor) return unsupported('a CID font without a descriptor');
    const toUnicode = this.toUnicode(dict);
    if (!toUnicode) return unsupported('a CID font without ToUnicode');
    const name = this.fontName(descendant, descriptor);
    const dw = this.number(descendant.get('DW'));
    const defaultWidth = dw === undefined ? 1000 : Math.ceil(dw);
    const widths: number[] = [];
    const list = this.file.resolve(descendant.get('W'));
    if (Array.isArray(list)) {
      for (let i = 0; i < list.length; i++) {
        let start = this.file.resolve(list[i++]);
        if (typeof start !== 'number' || !Number.isInteger(start)) break;
        const next = this.file.resolve(list[i]);
        if (Array.isArray(next)) {
          for (const entry of next) {
            const width = this.file.resolve(entry);
            if (typeof width === 'number') widths[start] = width;
            start++;
          }
        } else if (typeof next === 'number' && Number.isInteger(next)) {
          const width = this.file.resolve(list[++i]);
          if (typeof width !== 'number') continue;
          for (let cid = start; cid <= next; cid++) widths[cid] = width;
        } else break;
      }
    }
    const cache = new Map<number, Glyph>();
    const glyphOf = (code: number): Glyph => {
      let glyph = cache.get(code);
      if (glyph) return glyph;
      let unicode = toUnicode.get(code);
      if (unicode === undefined) return unsupported(`CID ${code} of ${name} has no Unicode`);
      if (unicode === '') unicode = String.fromCharCode(code);
      glyph = makeGlyph(unicode, widths[code] ?? defaultWidth, false);
      cache.set(code, glyph);
      return glyph;
    };
    return {
      name,
      style: fontStyle({ name }),
      glyphs(chars: string): Glyph[] {
        const glyphs: Glyph[] = [];
        // Identity-H: two bytes a code; pdf.js reads a lone last byte as a one-byte code.
        for (let i = 0; i < chars.length; i += 2)
          glyphs.push(
            glyphOf(i + 1 < chars.length ? (chars.charCodeAt(i) << 8) | chars.charCodeAt(i + 1) : chars.charCodeAt(i)),
          );
        return glyphs;
      },
    };
  }
}

const categories = new Map<string, [boolean, boolean, boolean]>();

function makeGlyph(unicode: string, width: number, isSpace: boolean): Glyph {
  let category = categories.get(unicode);
  if (!category) {
    const groups = SPECIAL_CHAR.exec(unicode);
    category = [Boolean(groups?.[1]), Boolean(groups?.[2]), Boolean(groups?.[3])];
    categories.set(unicode, category);
  }
  return {
    unicode,
    shown: unicode.normalize('NFKC').replace(/\s+/g, ''),
    width,
    isSpace,
    isWhitespace: category[0],
    isZeroWidthDiacritic: category[1],
    isInvisibleFormatMark: category[2],
  };
}

/**
 * A ToUnicode CMap's bfchar and bfrange entries (code → text), read as pdf.js reads them:
 * destinations are UTF-16BE, a range with one destination increments its last byte.
 */
export function parseToUnicode(data: Uint8Array): Map<number, string> {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const map = new Map<number, string>();
  const hex = (token: string) => Buffer.from(token.length % 2 ? token + '0' : token, 'hex').toString('latin1');
  const code = (token: string) => (token ? parseInt(token, 16) : Number.NaN);
  const sections = /begin(bfchar|bfrange)([\s\S]*?)end\1/g;
  for (const [, kind, body] of text.matchAll(sections)) {
    const tokens = [...body.matchAll(/<([0-9A-Fa-f\s]*)>|\[|\]|\/[^\s/<>[\]()]+/g)].map((m) =>
      m[1] !== undefined ? m[1].replace(/\s/g, '') : m[0],
    );
    let i = 0;
    const next = () => (i < tokens.length ? tokens[i++] : unsupported('a truncated ToUnicode CMap'));
    while (i < tokens.length) {
      if (kind === 'bfchar') {
        const source = code(next());
        const target = next();
        if (target.startsWith('/') || target === '[' || Number.isNaN(source))
          return unsupported('a ToUnicode bfchar to a name');
        map.set(source, utf16(hex(target)));
        continue;
      }
      const low = code(next());
      const high = code(next());
      if (Number.isNaN(low) || Number.isNaN(high) || high - low > 0xffff) return unsupported('a bad ToUnicode range');
      const target = next();
      if (target === '[') {
        for (let c = low; c <= high; c++) {
          const entry = next();
          if (entry === ']' || entry.startsWith('/')) return unsupported('a bad ToUnicode range array');
          map.set(c, utf16(hex(entry)));
        }
        if (next() !== ']') return unsupported('a bad ToUnicode range array');
        continue;
      }
      if (target.startsWith('/') || target === ']') return unsupported('a bad ToUnicode range');
      let destination = hex(target);
      const last = destination.length - 1;
      for (let c = low; c <= high; c++) {
        map.set(c, utf16(destination));
        const nextByte = destination.charCodeAt(last) + 1;
        destination =
          nextByte > 0xff
            ? destination.slice(0, last - 1) + String.fromCharCode(destination.charCodeAt(last - 1) + 1) + '\x00'
            : destination.slice(0, last) + String.fromCharCode(nextByte);
      }
    }
  }
  return map;
}

/** A destination's bytes (as Latin-1 characters) read as UTF-16BE, surrogate pairs joined (pdf.js's way). */
function utf16(bytes: string): string {
  if (bytes.length === 1) return bytes;
  if (bytes.length % 2) return unsupported('an odd-length ToUnicode destination');
  const points: number[] = [];
  for (let k = 0; k < bytes.length; k += 2) {
    const w1 = (bytes.charCodeAt(k) << 8) | bytes.charCodeAt(k + 1);
    if ((w1 & 0xf800) !== 0xd800) {
      points.push(w1);
      continue;
    }
    k += 2;
    const w2 = (bytes.charCodeAt(k) << 8) | bytes.charCodeAt(k + 1);
    points.push(((w1 & 0x3ff) << 10) + (w2 & 0x3ff) + 0x10000);
  }
  return String.fromCodePoint(...points);
}
