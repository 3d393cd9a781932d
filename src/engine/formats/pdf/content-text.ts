import { inflateSync } from 'node:zlib';
import type { DocumentMetadata } from '../../model/document';
import { FontLoader, unsupported, type Glyph, type LoadedFont } from './content-fonts';
import type { PdfAbout } from './metadata';
import {
  CLASS,
  PdfFile,
  isDict,
  isName,
  isRef,
  linearizedPages,
  pdfEnd,
  type PdfDict,
  type PdfRef,
  type PdfValue,
} from './page-count';
import { hexColour, numberAt } from './page-content';
import type { PdfPageInfo, PdfTextStyle, RawPage, StyleSpan, TextItemLike } from './model';

/**
 * The positioned text of a PDF's pages read straight from their content streams, giving the
 * same text items as pdf.js's getTextContent (the same splitting into items, the same widths
 * and transforms) plus each item's look, for documents made of plain fonts. pdf.js's text
 * content costs 3–4 times what poppler's pdftotext spends on a whole document, because pdf.js
 * parses and converts every font program for rendering before it reads a glyph, and sends every
 * page through its message port; no maintained npm library extracts positioned text without
 * such a renderer (pdf2json and pdf-parse wrap pdf.js). So this is written by hand, after
 * pdf.js's own evaluator (its getTextContent state machine is followed step for step), on
 * page-count.ts's object reader.
 *
 * It decides per document: any page using what is not read here (Type3 or symbolic fonts
 * without ToUnicode, predefined CMaps, vertical writing, encryption, filters other than
 * FlateDecode, right-to-left text, colours told through colour spaces) throws UnsupportedPdf,
 * and the caller reads the whole document with pdf.js, as before.
 */

/** Form XObjects nested deeper than this are not read here. */
const MAX_FORM_DEPTH = 12;
/**
 * Forms painted on one page at most: a form that paints another many times, nested, multiplies
 * (a few kilobytes could ask for billions); past this the page is left to pdf.js.
 */
const MAX_FORMS_PAINTED = 10_000;

// pdf.js's factors of the font size for telling spaces between glyphs (evaluator.js).
const TRACKING_SPACE_FACTOR = 0.102;
const NOT_A_SPACE_FACTOR = 0.03;
const NEGATIVE_SPACE_FACTOR = -0.2;
const SPACE_IN_FLOW_MIN_FACTOR = 0.102;
const SPACE_IN_FLOW_MAX_FACTOR = 0.6;
const VERTICAL_SHIFT_RATIO = 0.25;

type Matrix = number[];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

/** The text state pdf.js keeps (TextState). */
class TextState {
  ctm: Matrix = IDENTITY;
  fontName: string | null = null;
  fontSize = 0;
  font: LoadedFont | null = null;
  textMatrix: Matrix = IDENTITY.slice();
  textLineMatrix: Matrix = IDENTITY.slice();
  charSpacing = 0;
  wordSpacing = 0;
  leading = 0;
  textHScale = 1;
  textRise = 0;

  clone(): TextState {
    const copy = Object.assign(new TextState(), this);
    copy.textMatrix = this.textMatrix.slice();
    copy.textLineMatrix = this.textLineMatrix.slice();
    return copy;
  }

  translateTextMatrix(x: number, y: number): void {
    const m = this.textMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }

  translateTextLineMatrix(x: number, y: number): void {
    const m = this.textLineMatrix;
    m[4] = m[0] * x + m[2] * y + m[4];
    m[5] = m[1] * x + m[3] * y + m[5];
  }

  carriageReturn(): void {
    this.translateTextLineMatrix(0, -this.leading);
    this.textMatrix = this.textLineMatrix.slice();
  }
}

class PdfName {
  constructor(readonly name: string) {}
}
class PdfString {
  constructor(readonly bytes: string) {}
}
type Operand = number | PdfName | PdfString | Operand[] | boolean | null | undefined;

/** What an item's characters look like: parallel to the NFKC text of its glyphs, white space left out. */
interface ItemLooks {
  text: string;
  /** Where each colour starts in `text`. */
  colours: { at: number; colour: string }[];
  font: PdfTextStyle;
}

/** Text gathered a few characters at a time into one growing array of UTF-16 code units. */
class TextBuffer {
  private codes = new Uint16Array(128);
  length = 0;

  add(text: string): void {
    const end = this.length + text.length;
    if (end > this.codes.length) {
      const larger = new Uint16Array(Math.max(end, 2 * this.codes.length));
      larger.set(this.codes.subarray(0, this.length));
      this.codes = larger;
    }
    for (let i = 0; i < text.length; i++) this.codes[this.length + i] = text.charCodeAt(i);
    this.length = end;
  }

  clear(): void {
    this.length = 0;
  }

  toString(): string {
    // In slices: a call takes as many arguments as the engine's stack allows.
    let text = '';
    for (let at = 0; at < this.length; at += 8192)
      text += String.fromCharCode.apply(
        null,
        this.codes.subarray(at, Math.min(this.length, at + 8192)) as unknown as number[],
      );
    return text;
  }
}

/** A text item as pdf.js builds it (textContentItem in evaluator.js). */
class ItemBuilder {
  initialized = false;
  /**
   * The text so far (each glyph's, and the spaces put in), made a string when the item is
   * flushed: a string grown a glyph at a time left a string behind per glyph, a sixth of all
   * that reading a document allocated.
   */
  readonly text = new TextBuffer();
  /** The NFKC text of its glyphs without white space (looks.text once flushed). */
  readonly shown = new TextBuffer();
  totalWidth = 0;
  totalHeight = 0;
  width = 0;
  height = 0;
  prevTransform: Matrix | null = null;
  prevTextRise = 0;
  textAdvanceScale = 0;
  spaceInFlowMin = 0;
  spaceInFlowMax = 0;
  trackingSpaceMin = Infinity;
  negativeSpaceMax = -Infinity;
  notASpace = -Infinity;
  transform: Matrix | null = null;
  fontName: string | null = null;
  looks: ItemLooks = { text: '', colours: [], font: {} };
}

/** pdf.js's normalizeUnicode: NFKC on ligatures, spaces and other compatibility forms only. */
const NORMALIZE =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
const normalizeUnicode = (text: string) =>
  text.replace(NORMALIZE, (_, p1: string | undefined, p2: string) =>
    p1 ? p1.normalize('NFKC') : 'ſt'.repeat(p2.length),
  );
/** Characters pdf.js's bidi reads as right to left (or Arabic numbers): such text is left to pdf.js. */
const RIGHT_TO_LEFT = /[\u0590-\u08ac]/;
const WHITE = /\s/;

/** Reads the text of one content stream (and the forms it paints) into `items`. */
class TextReader {
  private readonly item = new ItemBuilder();
  private readonly scratch: Matrix = new Array<number>(6);
  private readonly twoLastChars = [' ', ' '];
  private twoLastCharsPos = 0;
  private textState: TextState;
  private currentTextState: TextState | null = null;
  private readonly stack: TextState[] = [];

  constructor(
    private readonly document: ContentText,
    private readonly resources: PdfDict | undefined,
    state: TextState,
    private readonly viewBox: number[],
    private readonly items: TextItemLike[],
    private readonly looks: Map<TextItemLike, ItemLooks>,
    private readonly depth: number,
    /** The colour text-style.ts's reading of pdf.js's operator list would have; forms do not save it. */
    private readonly colours: { current: string | undefined; saved: (string | undefined)[] },
    /** The forms being painted (outermost first) and how many were painted on this page. */
    private readonly forms: { path: number[]; painted: number },
  ) {
    this.textState = state;
  }

  private saveLastChar(char: string): boolean {
    const nextPos = (this.twoLastCharsPos + 1) % 2;
    const ret = this.twoLastChars[this.twoLastCharsPos] !== ' ' && this.twoLastChars[nextPos] === ' ';
    this.twoLastChars[this.twoLastCharsPos] = char;
    this.twoLastCharsPos = nextPos;
    return ret;
  }

  private shouldAddWhitespace(): boolean {
    return this.twoLastChars[this.twoLastCharsPos] !== ' ' && this.twoLastChars[(this.twoLastCharsPos + 1) % 2] === ' ';
  }

  private resetLastChars(): void {
    this.twoLastChars[0] = this.twoLastChars[1] = ' ';
    this.twoLastCharsPos = 0;
  }

  private pushWhitespace(width: number, transform: Matrix | null = this.item.prevTransform): void {
    // A copy: the builder's prevTransform is overwritten in place glyph after glyph.
    this.items.push({
      str: ' ',
      dir: 'ltr',
      width,
      height: 0,
      transform: transform ? transform.slice() : (undefined as unknown as number[]),
      fontName: this.item.fontName!,
    });
  }

  /**
   * ctm × textMatrix × [size × scale, 0, 0, size, 0, rise], as pdf.js multiplies them (the same
   * operations in the same order, zero terms included, so the numbers are the same), into `out`:
   * a scratch array for the per-glyph position test, a new one where an item keeps it.
   */
  private currentTextTransform(out: Matrix = new Array<number>(6)): Matrix {
    const { ctm, textMatrix: tm, fontSize, textHScale, textRise } = this.textState;
    const a = fontSize * textHScale;
    const i0 = tm[0] * a + tm[2] * 0;
    const i1 = tm[1] * a + tm[3] * 0;
    const i2 = tm[0] * 0 + tm[2] * fontSize;
    const i3 = tm[1] * 0 + tm[3] * fontSize;
    const i4 = tm[0] * 0 + tm[2] * textRise + tm[4];
    const i5 = tm[1] * 0 + tm[3] * textRise + tm[5];
    out[0] = ctm[0] * i0 + ctm[2] * i1;
    out[1] = ctm[1] * i0 + ctm[3] * i1;
    out[2] = ctm[0] * i2 + ctm[2] * i3;
    out[3] = ctm[1] * i2 + ctm[3] * i3;
    out[4] = ctm[0] * i4 + ctm[2] * i5 + ctm[4];
    out[5] = ctm[1] * i4 + ctm[3] * i5 + ctm[5];
    return out;
  }

  private ensureItem(): ItemBuilder {
    const { item, textState } = this;
    if (item.initialized) return item;
    item.fontName = textState.font!.name;
    const trm = (item.transform = this.currentTextTransform());
    item.width = item.totalWidth = 0;
    item.height = item.totalHeight = Math.hypot(trm[2], trm[3]);
    const scaleLineX = Math.hypot(textState.textLineMatrix[0], textState.textLineMatrix[1]);
    const scaleCtmX = Math.hypot(textState.ctm[0], textState.ctm[1]);
    item.textAdvanceScale = scaleCtmX * scaleLineX;
    const { fontSize } = textState;
    item.trackingSpaceMin = fontSize * TRACKING_SPACE_FACTOR;
    item.notASpace = fontSize * NOT_A_SPACE_FACTOR;
    item.negativeSpaceMax = fontSize * NEGATIVE_SPACE_FACTOR;
    item.spaceInFlowMin = fontSize * SPACE_IN_FLOW_MIN_FACTOR;
    item.spaceInFlowMax = fontSize * SPACE_IN_FLOW_MAX_FACTOR;
    item.looks = { text: '', colours: [], font: textState.font!.style };
    item.initialized = true;
    return item;
  }

  private updateAdvanceScale(): void {
    const { item, textState } = this;
    if (!item.initialized) return;
    const scaleLineX = Math.hypot(textState.textLineMatrix[0], textState.textLineMatrix[1]);
    const scaleCtmX = Math.hypot(textState.ctm[0], textState.ctm[1]);
    const scaleFactor = scaleCtmX * scaleLineX;
    if (scaleFactor === item.textAdvanceScale) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    item.width = 0;
    item.textAdvanceScale = scaleFactor;
  }

  private flush(): void {
    const { item } = this;
    if (!item.initialized) return;
    item.totalWidth += item.width * item.textAdvanceScale;
    const str = normalizeUnicode(item.text.toString());
    item.looks.text = item.shown.toString();
    if (RIGHT_TO_LEFT.test(str)) unsupported('right-to-left text');
    const built: TextItemLike = {
      str,
      dir: 'ltr',
      width: Math.abs(item.totalWidth),
      height: Math.abs(item.totalHeight),
      transform: item.transform!,
      fontName: item.fontName!,
    };
    this.items.push(built);
    this.looks.set(built, item.looks);
    item.initialized = false;
    item.text.clear();
    item.shown.clear();
  }

  private appendEOL(): void {
    this.resetLastChars();
    // An item that only ends a line has no text: the layout skips it, so it is not made.
    if (this.item.initialized) this.flush();
  }

  private addFakeSpaces(width: number, transform: Matrix | null, orientation: number): boolean {
    const { item } = this;
    if (orientation * item.spaceInFlowMin <= width && width <= orientation * item.spaceInFlowMax) {
      if (item.initialized) {
        this.resetLastChars();
        item.text.add(' ');
      }
      return false;
    }
    this.flush();
    this.resetLastChars();
    this.pushWhitespace(Math.abs(width), transform || this.currentTextTransform());
    return true;
  }

  private compareWithLastPosition(glyphWidth: number): boolean {
    const { item, textState, viewBox } = this;
    const currentTransform = this.currentTextTransform(this.scratch);
    let posX = currentTransform[4];
    let posY = currentTransform[5];
    if (posX + glyphWidth < viewBox[0] || posX > viewBox[2] || posY < viewBox[1] || posY > viewBox[3]) return false;
    if (!textState.font || !item.prevTransform) return true;
    let lastPosX = item.prevTransform[4];
    let lastPosY = item.prevTransform[5];
    if (lastPosX === posX && lastPosY === posY) return true;
    let rotate = -1;
    if (currentTransform[0] && currentTransform[1] === 0 && currentTransform[2] === 0)
      rotate = currentTransform[0] > 0 ? 0 : 180;
    else if (currentTransform[1] && currentTransform[0] === 0 && currentTransform[3] === 0)
      rotate = currentTransform[1] > 0 ? 90 : 270;
    switch (rotate) {
      case 0:
        break;
      case 90:
        [posX, posY] = [posY, posX];
        [lastPosX, lastPosY] = [lastPosY, lastPosX];
        break;
      case 180:
        [posX, posY, lastPosX, lastPosY] = [-posX, -posY, -lastPosX, -lastPosY];
        break;
      case 270:
        [posX, posY] = [-posY, -posX];
        [lastPosX, lastPosY] = [-lastPosY, -lastPosX];
        break;
      default:
        [posX, posY] = inverseRotation(posX, posY, currentTransform);
        [lastPosX, lastPosY] = inverseRotation(lastPosX, lastPosY, item.prevTransform);
    }
    const advanceX = (posX - lastPosX) / item.textAdvanceScale;
    const advanceY = posY - lastPosY;
    const orientation = Math.sign(item.width || item.totalWidth);
    if (advanceX < orientation * item.negativeSpaceMax) {
      if (Math.abs(advanceY) > 0.5 * item.height) {
        this.appendEOL();
        return true;
      }
      this.resetLastChars();
      this.flush();
      return true;
    }
    const textRiseDelta = textState.textRise - item.prevTextRise;
    const advanceYCorrected =
      textRiseDelta === 0 ? advanceY : advanceY - (currentTransform[3] / textState.fontSize) * textRiseDelta;
    if (Math.abs(advanceYCorrected) > item.height) {
      this.appendEOL();
      return true;
    }
    if (advanceX <= orientation * item.notASpace) this.resetLastChars();
    if (advanceX <= orientation * item.trackingSpaceMin) {
      if (this.shouldAddWhitespace()) {
        this.resetLastChars();
        this.flush();
        this.pushWhitespace(Math.abs(advanceX));
      } else item.width += advanceX;
    } else if (!this.addFakeSpaces(advanceX, item.prevTransform, orientation)) {
      if (item.text.length === 0) {
        this.resetLastChars();
        this.pushWhitespace(Math.abs(advanceX));
      } else item.width += advanceX;
    }
    if (Math.abs(advanceY) > item.height * VERTICAL_SHIFT_RATIO) this.flush();
    return true;
  }

  private buildTextContentItem(chars: string | null, extraSpacing: number): void {
    const { textState } = this;
    const current = this.currentTextState!;
    if (
      current !== textState &&
      (current.fontSize !== textState.fontSize ||
        (current.fontName !== textState.fontName && current.font?.name !== textState.font?.name))
    ) {
      this.flush();
      this.currentTextState = textState.clone();
    }
    const font = textState.font!;
    const baseCharSpacing = textState.charSpacing;
    if (chars === null) {
      const charSpacing = baseCharSpacing + extraSpacing;
      if (charSpacing) textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
      return;
    }
    const glyphs = font.glyphs(chars);
    const scale = 0.001 * textState.fontSize;
    const colour = this.colours.current;
    for (let i = 0, ii = glyphs.length; i < ii; i++) {
      const glyph: Glyph = glyphs[i];
      if (glyph.isInvisibleFormatMark) continue;
      let charSpacing = baseCharSpacing + (i + 1 === ii ? extraSpacing : 0);
      let scaledDim = glyph.width * scale;
      if (glyph.isSpace) charSpacing += textState.wordSpacing;
      if (glyph.isWhitespace) {
        charSpacing += scaledDim;
        textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
        this.saveLastChar(' ');
        continue;
      }
      if (!glyph.isZeroWidthDiacritic && !this.compareWithLastPosition(scaledDim)) {
        textState.translateTextMatrix(scaledDim * textState.textHScale, 0);
        continue;
      }
      const item = this.ensureItem();
      if (glyph.isZeroWidthDiacritic) scaledDim = 0;
      scaledDim *= textState.textHScale;
      textState.translateTextMatrix(scaledDim, 0);
      item.width += scaledDim;
      if (scaledDim) {
        item.prevTransform = this.currentTextTransform(item.prevTransform ?? new Array<number>(6));
        item.prevTextRise = textState.textRise;
      }
      if (this.saveLastChar(glyph.unicode)) item.text.add(' ');
      item.text.add(glyph.unicode);
      const { shown } = glyph;
      if (shown) {
        if (colour === undefined) unsupported('text in a colour not told by g or rg');
        const runs = item.looks.colours;
        if (runs.length === 0 || runs[runs.length - 1].colour !== colour) runs.push({ at: item.shown.length, colour });
        item.shown.add(shown);
      }
      if (charSpacing) textState.translateTextMatrix(charSpacing * textState.textHScale, 0);
    }
  }

  private setFont(name: string, size: number): void {
    const { textState } = this;
    if (textState.font && name === textState.fontName && size === textState.fontSize) return;
    textState.fontName = name;
    textState.fontSize = size;
    const fonts = this.resource('Font');
    if (!fonts || !fonts.has(name)) unsupported(`font ${name} not in the resources`);
    textState.font = this.document.fonts.load(fonts.get(name));
  }

  private resource(kind: string): PdfDict | undefined {
    const value = this.document.file.resolve(this.resources?.get(kind));
    return isDict(value) ? value : undefined;
  }

  private paintXObject(name: PdfName): void {
    this.flush();
    const ref = this.resource('XObject')?.get(name.name);
    if (!isRef(ref)) return unsupported('an XObject that is not a stream');
    const { file } = this.document;
    const dict = file.streamDictionary(ref.num);
    const subtype = dict.get('Subtype');
    if (!isName(subtype, 'Form')) return;
    if (this.depth >= MAX_FORM_DEPTH) return unsupported('forms nested too deep');
    // pdf.js refuses a form that paints itself (on the way down): so does this reader, by leaving the document to it.
    if (this.forms.path.includes(ref.num)) return unsupported('a form that paints itself');
    if (++this.forms.painted > MAX_FORMS_PAINTED) return unsupported('too many forms painted on a page');
    const state = this.textState.clone();
    const matrix = file.resolve(dict.get('Matrix'));
    if (Array.isArray(matrix) && matrix.length === 6 && matrix.every((n) => typeof n === 'number'))
      state.ctm = multiply(state.ctm, matrix as number[]);
    const resources = file.resolve(dict.get('Resources'));
    const reader = new TextReader(
      this.document,
      isDict(resources) ? resources : this.resources,
      state,
      this.viewBox,
      this.items,
      this.looks,
      this.depth + 1,
      this.colours,
      this.forms,
    );
    this.forms.path.push(ref.num);
    try {
      reader.read(file.stream(ref.num));
    } finally {
      this.forms.path.pop();
    }
  }

  private setFillColour(colour: string | undefined): void {
    this.colours.current = colour;
  }

  read(data: Uint8Array): void {
    const operands: Operand[] = [];
    const lexer = new ContentLexer(data);
    for (;;) {
      const token = lexer.next(operands);
      if (token === undefined) break;
      this.currentTextState ??= this.textState.clone();
      const { textState } = this;
      switch (token) {
        case 'Tf': {
          const name = operands[0];
          if (!(name instanceof PdfName)) unsupported('Tf without a font name');
          this.setFont(name.name, numberOperand(operands, 1));
          break;
        }
        case 'Ts':
          textState.textRise = numberOperand(operands, 0);
          break;
        case 'Tz':
          textState.textHScale = numberOperand(operands, 0) / 100;
          break;
        case 'TL':
          textState.leading = numberOperand(operands, 0);
          break;
        case 'Td':
          textState.translateTextLineMatrix(numberOperand(operands, 0), numberOperand(operands, 1));
          textState.textMatrix = textState.textLineMatrix.slice();
          break;
        case 'TD':
          textState.leading = -numberOperand(operands, 1);
          textState.translateTextLineMatrix(numberOperand(operands, 0), numberOperand(operands, 1));
          textState.textMatrix = textState.textLineMatrix.slice();
          break;
        case 'T*':
          textState.carriageReturn();
          break;
        case 'Tm':
          textState.textMatrix = [
            numberOperand(operands, 0),
            numberOperand(operands, 1),
            numberOperand(operands, 2),
            numberOperand(operands, 3),
            numberOperand(operands, 4),
            numberOperand(operands, 5),
          ];
          textState.textLineMatrix = [
            numberOperand(operands, 0),
            numberOperand(operands, 1),
            numberOperand(operands, 2),
            numberOperand(operands, 3),
            numberOperand(operands, 4),
            numberOperand(operands, 5),
          ];
          this.updateAdvanceScale();
          break;
        case 'Tc':
          textState.charSpacing = numberOperand(operands, 0);
          break;
        case 'Tw':
          textState.wordSpacing = numberOperand(operands, 0);
          break;
        case 'BT':
          textState.textMatrix = IDENTITY.slice();
          textState.textLineMatrix = IDENTITY.slice();
          break;
        case 'TJ': {
          if (!textState.font) unsupported('text shown without a font');
          const spaceFactor = -textState.fontSize / 1000;
          const elements = operands[0];
          if (!Array.isArray(elements)) break;
          let buffer = '';
          for (const element of elements) {
            if (element instanceof PdfString) buffer += element.bytes;
            else if (typeof element === 'number' && element !== 0) {
              this.buildTextContentItem(buffer, element * spaceFactor);
              buffer = '';
            }
          }
          if (buffer) this.buildTextContentItem(buffer, 0);
          break;
        }
        case 'Tj':
          if (!textState.font) unsupported('text shown without a font');
          if (operands[0] instanceof PdfString) this.buildTextContentItem(operands[0].bytes, 0);
          break;
        case "'":
          if (!textState.font) unsupported('text shown without a font');
          textState.carriageReturn();
          if (operands[0] instanceof PdfString) this.buildTextContentItem(operands[0].bytes, 0);
          break;
        case '"':
          if (!textState.font) unsupported('text shown without a font');
          textState.wordSpacing = numberOperand(operands, 0);
          textState.charSpacing = numberOperand(operands, 1);
          textState.carriageReturn();
          if (operands[2] instanceof PdfString) this.buildTextContentItem(operands[2].bytes, 0);
          break;
        case 'q':
          this.stack.push(textState);
          this.textState = textState.clone();
          this.colours.saved.push(this.colours.current);
          break;
        case 'Q': {
          const previous = this.stack.pop();
          if (previous) this.textState = previous;
          if (this.colours.saved.length) this.colours.current = this.colours.saved.pop();
          break;
        }
        case 'cm':
          textState.ctm = multiply(textState.ctm, [
            numberOperand(operands, 0),
            numberOperand(operands, 1),
            numberOperand(operands, 2),
            numberOperand(operands, 3),
            numberOperand(operands, 4),
            numberOperand(operands, 5),
          ]);
          break;
        case 'Do':
          if (operands[0] instanceof PdfName) this.paintXObject(operands[0]);
          break;
        case 'BMC':
        case 'BDC':
        case 'EMC':
          this.flush();
          break;
        case 'gs': {
          const name = operands[0];
          const state = name instanceof PdfName ? this.resource('ExtGState')?.get(name.name) : undefined;
          const dict = this.document.file.resolve(state);
          if (isDict(dict) && dict.has('Font')) unsupported('a font set through ExtGState');
          break;
        }
        case 'g':
          this.setFillColour(
            hexColour(numberOperand(operands, 0), numberOperand(operands, 0), numberOperand(operands, 0)),
          );
          break;
        case 'rg':
          this.setFillColour(
            hexColour(numberOperand(operands, 0), numberOperand(operands, 1), numberOperand(operands, 2)),
          );
          break;
        case 'k':
        case 'sc':
        case 'scn':
          this.setFillColour(undefined);
          break;
        case 'cs': {
          const space = operands[0];
          // Setting a device space sets its initial colour, black.
          this.setFillColour(
            space instanceof PdfName && (space.name === 'DeviceGray' || space.name === 'DeviceRGB')
              ? '000000'
              : undefined,
          );
          break;
        }
        case 'd0':
        case 'd1':
          unsupported('a glyph procedure');
      }
      operands.length = 0;
    }
    this.flush();
  }
}

function numberOperand(operands: Operand[], i: number): number {
  const value = operands[i];
  return typeof value === 'number' ? value : 0;
}

function inverseRotation(x: number, y: number, matrix: Matrix): [number, number] {
  const scale = Math.hypot(matrix[0], matrix[1]);
  return [(matrix[0] * x + matrix[1] * y) / scale, (matrix[2] * x + matrix[3] * y) / scale];
}

/** Tokens of a content stream: operands are pushed onto the given array, operators returned. */
class ContentLexer {
  private at = 0;
  /** The same bytes, for Latin-1 slices (Node's decoder, not a character at a time). */
  private readonly buffer: Buffer;
  /** A string's bytes once decoded (escapes, hex digits), made into one string at its end. */
  private scratch: Buffer = Buffer.allocUnsafe(256);

  constructor(private readonly data: Uint8Array) {
    this.buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  }

  /** Room for `needed` bytes in the scratch, keeping the first `used`. */
  private grow(used: number, needed: number): Buffer {
    if (needed > this.scratch.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, 2 * this.scratch.length));
      this.scratch.copy(larger, 0, 0, used);
      this.scratch = larger;
    }
    return this.scratch;
  }

  next(operands: Operand[]): string | undefined {
    for (;;) {
      const value = this.value(0);
      if (value === END) return undefined;
      if (value instanceof Operator) {
        if (value.name === 'BI') this.skipInlineImage();
        return value.name;
      }
      operands.push(value);
    }
  }

  private skipInlineImage(): void {
    const { data } = this;
    // The image data starts after `ID` and one white-space byte, and ends at `EI` between white space.
    for (;;) {
      const value = this.value(0);
      if (value === END) return;
      if (value instanceof Operator && value.name === 'ID') break;
    }
    let at = this.at + 1;
    for (;;) {
      at = data.indexOf(0x45, at);
      if (at < 0) unsupported('an inline image without EI');
      if (data[at + 1] === 0x49 && CLASS[data[at - 1]] === 1 && (at + 2 >= data.length || CLASS[data[at + 2]] !== 0))
        break;
      at++;
    }
    this.at = at + 2;
  }

  private value(depth: number): Operand | Operator | typeof END {
    const { data } = this;
    const length = data.length;
    if (depth > 64) unsupported('operands nested too deep');
    while (this.at < length) {
      const c = data[this.at];
      const kind = CLASS[c];
      if (kind === 1) {
        this.at++;
        continue;
      }
      if (kind === 2) {
        if (c === 0x25) {
          while (this.at < length && data[this.at] !== 10 && data[this.at] !== 13) this.at++;
          continue;
        }
        if (c === 0x2f) {
          const start = ++this.at;
          while (this.at < length && CLASS[data[this.at]] === 0) this.at++;
          let name = this.buffer.toString('latin1', start, this.at);
          if (name.includes('#'))
            name = name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          return new PdfName(name);
        }
        if (c === 0x28) return this.literalString();
        if (c === 0x3c) {
          if (data[this.at + 1] === 0x3c) {
            // A dictionary operand (marked-content properties): read and dropped.
            this.at += 2;
            for (;;) {
              this.skipSpace();
              if (this.at >= length) return END;
              if (data[this.at] === 0x3e && data[this.at + 1] === 0x3e) {
                this.at += 2;
                return null;
              }
              const inner = this.value(depth + 1);
              if (inner === END) return END;
            }
          }
          return this.hexString();
        }
        if (c === 0x5b) {
          this.at++;
          const array: Operand[] = [];
          for (;;) {
            this.skipSpace();
            if (this.at >= length) return array;
            if (data[this.at] === 0x5d) {
              this.at++;
              return array;
            }
            const inner = this.value(depth + 1);
            if (inner === END) return array;
            if (!(inner instanceof Operator)) array.push(inner);
          }
        }
        // A stray delimiter (`]`, `>`, `)`, braces): skipped.
        this.at++;
        continue;
      }
      const start = this.at;
      while (this.at < length && CLASS[data[this.at]] === 0) this.at++;
      if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e) return numberAt(data, start, this.at);
      // Operators are one to three bytes: looked up by their bytes, no string made.
      const size = this.at - start;
      if (size <= 3) {
        const code = data[start] | (size > 1 ? data[start + 1] << 8 : 0) | (size > 2 ? data[start + 2] << 16 : 0);
        return SHORT_OPERATORS.get(code) ?? shortOperator(code, this.buffer.toString('latin1', start, this.at));
      }
      const word = this.buffer.toString('latin1', start, this.at);
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
      return operator(word);
    }
    return END;
  }

  private skipSpace(): void {
    const { data } = this;
    while (this.at < data.length) {
      const c = data[this.at];
      if (CLASS[c] === 1) this.at++;
      else if (c === 0x25) while (this.at < data.length && data[this.at] !== 10 && data[this.at] !== 13) this.at++;
      else break;
    }
  }

  private hexString(): PdfString {
    const { data } = this;
    this.at++;
    const end = data.indexOf(0x3e, this.at);
    // Two digits a byte: the string is at most half as long as its digits.
    let scratch = this.grow(0, ((end < 0 ? data.length : end) - this.at + 1) >> 1);
    let used = 0;
    let high = -1;
    for (; this.at < data.length; this.at++) {
      const c = data[this.at];
      if (c === 0x3e) {
        this.at++;
        break;
      }
      const digit =
        c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;
      if (digit < 0) continue;
      if (high < 0) high = digit;
      else {
        scratch[used++] = high * 16 + digit;
        high = -1;
      }
    }
    if (high >= 0) {
      scratch = this.grow(used, used + 1);
      scratch[used++] = high * 16;
    }
    return new PdfString(scratch.toString('latin1', 0, used));
  }

  private literalString(): PdfString {
    const { data } = this;
    this.at++;
    // Most strings hold no escape, no nested parentheses and no carriage return: sliced as they are.
    const start = this.at;
    let plain = start;
    while (plain < data.length) {
      const c = data[plain];
      if (c === 0x29) {
        this.at = plain + 1;
        return new PdfString(this.buffer.toString('latin1', start, plain));
      }
      if (c === 0x28 || c === 0x5c || c === 0x0d) break;
      plain++;
    }
    let scratch: Buffer = this.scratch;
    let used = 0;
    let depth = 1;
    while (this.at < data.length) {
      // Each pass adds at most one byte.
      if (used === scratch.length) scratch = this.grow(used, used + 1);
      let c = data[this.at++];
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) break;
      else if (c === 0x5c) {
        c = data[this.at++];
        switch (c) {
          case 0x6e:
            scratch[used++] = 0x0a;
            continue;
          case 0x72:
            scratch[used++] = 0x0d;
            continue;
          case 0x74:
            scratch[used++] = 0x09;
            continue;
          case 0x62:
            scratch[used++] = 0x08;
            continue;
          case 0x66:
            scratch[used++] = 0x0c;
            continue;
          case 0x0d:
            if (data[this.at] === 0x0a) this.at++;
            continue;
          case 0x0a:
            continue;
          default:
            if (c >= 0x30 && c <= 0x37) {
              let value = c - 0x30;
              for (let k = 0; k < 2 && data[this.at] >= 0x30 && data[this.at] <= 0x37; k++)
                value = value * 8 + data[this.at++] - 0x30;
              scratch[used++] = value & 0xff;
              continue;
            }
            if (c === undefined) continue;
            scratch[used++] = c;
            continue;
        }
      } else if (c === 0x0d) {
        // An end of line inside a string reads as one line feed.
        if (data[this.at] === 0x0a) this.at++;
        scratch[used++] = 0x0a;
        continue;
      }
      scratch[used++] = c;
    }
    return new PdfString(scratch.toString('latin1', 0, used));
  }
}

const END = Symbol('end');
class Operator {
  constructor(readonly name: string) {}
}
/**
 * The content stream operators of one to three bytes, by their bytes (first lowest), named by
 * these literals so that the reader's `switch` compares them as the same strings.
 */
const SHORT_OPERATORS = new Map<number, Operator>(
  [
    ...['Tf', 'Ts', 'Tz', 'TL', 'Td', 'TD', 'T*', 'Tm', 'Tc', 'Tw', 'BT', 'ET', 'TJ', 'Tj', "'", '"', 'q', 'Q', 'cm'],
    ...['Do', 'BMC', 'BDC', 'EMC', 'gs', 'g', 'rg', 'G', 'RG', 'k', 'K', 'sc', 'scn', 'SC', 'SCN', 'cs', 'CS'],
    ...['d0', 'd1', 'BI', 'ID', 'EI', 'm', 'l', 'c', 'v', 'y', 'h', 're', 'S', 's', 'f', 'F', 'f*', 'B', 'B*'],
    ...['b', 'b*', 'n', 'W', 'W*', 'w', 'J', 'j', 'M', 'd', 'ri', 'i', 'sh', 'MP', 'DP', 'BX', 'EX'],
  ].map((name) => [[...name].reduceRight((sum, c) => sum * 256 + c.charCodeAt(0), 0), new Operator(name)]),
);

/** An operator of one to three bytes not in SHORT_OPERATORS. */
function shortOperator(code: number, word: string): Operator {
  if (SHORT_OPERATORS.size < 1024) SHORT_OPERATORS.set(code, new Operator(word));
  return SHORT_OPERATORS.get(code) ?? new Operator(word);
}

const operatorCache = new Map<string, Operator>();
function operator(word: string): Operator {
  let known = operatorCache.get(word);
  if (!known) {
    known = new Operator(word);
    if (operatorCache.size < 1024) operatorCache.set(word, known);
  }
  return known;
}

const LINE_BREAK = new Uint8Array([10]);

/** Style spans of an item from the looks of its glyphs, as text-style.ts builds them from pdf.js's operator list. */
function stylesOf(
  item: TextItemLike,
  looks: ItemLooks,
  withColour: (font: PdfTextStyle, colour: string | undefined) => PdfTextStyle,
): StyleSpan[] | undefined {
  const str = item.str;
  const runs = looks.colours;
  if (runs.length === 1) {
    // One colour (nearly every item): one span from the first character that is not white space.
    for (let i = 0; i < str.length; i++)
      if (!WHITE.test(str[i])) return [{ at: i, style: withColour(looks.font, runs[0].colour) }];
    return undefined;
  }
  const spans: StyleSpan[] = [];
  let position = 0;
  let run = 0;
  let matching = true;
  for (let i = 0; i < str.length; i++) {
    const ch = str[i];
    if (WHITE.test(ch)) continue;
    let colour: string | undefined;
    if (matching) {
      const normalized = ch.normalize('NFKC');
      if (looks.text.startsWith(normalized, position)) {
        while (run + 1 < runs.length && runs[run + 1].at <= position) run++;
        colour = runs[run]?.colour;
        position += normalized.length;
      } else matching = false;
    }
    const last = spans[spans.length - 1];
    if (!last || last.style.color !== colour) spans.push({ at: i, style: withColour(looks.font, colour) });
  }
  return spans.length ? spans : undefined;
}

/**
 * A document opened for the fast text path: its pages found in the page tree (which must be
 * exactly what its root's /Count says, as pdf.js would number them).
 */
export class ContentText {
  readonly fonts: FontLoader;
  private readonly looks = new Map<PdfTextStyle, Map<string | undefined, PdfTextStyle>>();

  private constructor(
    readonly file: PdfFile,
    private readonly pages: PdfDict[],
  ) {
    this.fonts = new FontLoader(file);
  }

  /** The reader of `bytes`, or undefined when the document is not one read here (encrypted, unusual structure). */
  static open(bytes: Uint8Array): ContentText | undefined {
    try {
      const file = new PdfFile(bytes.subarray(0, pdfEnd(bytes)), (raw) => inflateSync(raw));
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
      if (!pages || pages.length !== count) return undefined;
      // pdf.js takes a linearized file's /N for the page count: read here only where the two agree.
      const linearized = linearizedPages(file.bytes);
      return linearized === undefined || linearized === count ? new ContentText(file, pages) : undefined;
    } catch {
      return undefined;
    }
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** What the document says of itself (as metadata.ts reads it through pdf.js). */
  about(): PdfAbout {
    const metadata: DocumentMetadata = {};
    try {
      const info = this.file.resolve(this.file.trailer.get('Info'));
      if (isDict(info)) {
        const text = (key: string) => {
          const value = this.file.resolve(info.get(key));
          const decoded = typeof value === 'string' ? pdfString(value).trim() : '';
          return decoded || undefined;
        };
        metadata.title = text('Title');
        metadata.author = text('Author');
        metadata.created = text('CreationDate');
        metadata.modified = text('ModDate');
      }
    } catch {
      // An unreadable Info dictionary tells nothing, as with pdf.js.
    }
    return { pageCount: this.pages.length, metadata, encrypted: false };
  }

  /** The look `font` in `colour`, one object per look. */
  private withColour = (font: PdfTextStyle, colour: string | undefined): PdfTextStyle => {
    if (colour === undefined) return font;
    let colours = this.looks.get(font);
    if (!colours) this.looks.set(font, (colours = new Map()));
    let look = colours.get(colour);
    if (!look) colours.set(colour, (look = { ...font, color: colour }));
    return look;
  };

  /** Page `number` (1-based) as pdf.js would give it; throws UnsupportedPdf for what is not read here. */
  page(number: number): RawPage {
    const page = this.pages[number - 1];
    const { file } = this;
    const inherited = (key: string): PdfValue | undefined => {
      let node: PdfValue | undefined = page;
      for (let depth = 0; isDict(node) && depth < 64; depth++) {
        if (node.has(key)) return file.resolve(node.get(key));
        node = file.resolve(node.get('Parent'));
      }
      return undefined;
    };
    if (page.has('UserUnit')) unsupported('a page with a UserUnit');
    const rect = (value: PdfValue | undefined): number[] | undefined => {
      if (!Array.isArray(value) || value.length !== 4) return undefined;
      const n = value.map((v) => file.resolve(v));
      if (!n.every((v) => typeof v === 'number')) return undefined;
      const [x1, y1, x2, y2] = n as number[];
      return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
    };
    const mediaBox = rect(inherited('MediaBox')) ?? unsupported('a page without a MediaBox');
    const cropBox = rect(inherited('CropBox'));
    let view = mediaBox;
    if (cropBox) {
      const intersection = [
        Math.max(mediaBox[0], cropBox[0]),
        Math.max(mediaBox[1], cropBox[1]),
        Math.min(mediaBox[2], cropBox[2]),
        Math.min(mediaBox[3], cropBox[3]),
      ];
      if (intersection[0] < intersection[2] && intersection[1] < intersection[3]) view = intersection;
    }
    const rotateValue = inherited('Rotate');
    let rotate = typeof rotateValue === 'number' && rotateValue % 90 === 0 ? rotateValue % 360 : 0;
    if (rotate < 0) rotate += 360;
    const info = viewport(view, rotate);

    const resources = inherited('Resources');
    const contents = file.resolve(page.get('Contents'));
    const refs = Array.isArray(contents) ? contents : contents === undefined ? [] : [page.get('Contents')];
    const parts: Uint8Array[] = [];
    for (const part of refs) {
      if (!isRef(part)) unsupported('page content that is not a stream');
      parts.push(file.stream(part.num), LINE_BREAK);
    }
    const items: TextItemLike[] = [];
    const looks = new Map<TextItemLike, ItemLooks>();
    if (parts.length) {
      const data = parts.length === 2 ? parts[0] : Buffer.concat(parts);
      new TextReader(
        this,
        isDict(resources) ? resources : undefined,
        new TextState(),
        view,
        items,
        looks,
        0,
        {
          current: '000000',
          saved: [],
        },
        { path: [], painted: 0 },
      ).read(data);
    }
    for (const item of items) {
      const itemLooks = looks.get(item);
      if (!itemLooks) continue;
      const styles = stylesOf(item, itemLooks, this.withColour);
      if (styles) item.styles = styles;
    }
    return { number, info, top: view[3], bottom: view[1], items };
  }
}

/** pdf.js's PageViewport at scale 1: the displayed size and the transform to displayed space. */
function viewport(viewBox: number[], rotation: number): PdfPageInfo {
  const centerX = (viewBox[2] + viewBox[0]) / 2;
  const centerY = (viewBox[3] + viewBox[1]) / 2;
  let rotateA: number, rotateB: number, rotateC: number, rotateD: number;
  switch (rotation) {
    case 180:
      [rotateA, rotateB, rotateC, rotateD] = [-1, 0, 0, 1];
      break;
    case 90:
      [rotateA, rotateB, rotateC, rotateD] = [0, 1, 1, 0];
      break;
    case 270:
      [rotateA, rotateB, rotateC, rotateD] = [0, -1, -1, 0];
      break;
    default:
      [rotateA, rotateB, rotateC, rotateD] = [1, 0, 0, -1];
  }
  let offsetX: number, offsetY: number, width: number, height: number;
  if (rotateA === 0) {
    offsetX = Math.abs(centerY - viewBox[1]);
    offsetY = Math.abs(centerX - viewBox[0]);
    width = viewBox[3] - viewBox[1];
    height = viewBox[2] - viewBox[0];
  } else {
    offsetX = Math.abs(centerX - viewBox[0]);
    offsetY = Math.abs(centerY - viewBox[1]);
    width = viewBox[2] - viewBox[0];
    height = viewBox[3] - viewBox[1];
  }
  return {
    width,
    height,
    transform: [
      rotateA,
      rotateB,
      rotateC,
      rotateD,
      offsetX - rotateA * centerX - rotateC * centerY,
      offsetY - rotateB * centerX - rotateD * centerY,
    ],
  };
}

/** A text string of the document (Info) decoded as pdf.js's stringToPDFString does. */
function pdfString(bytes: string): string {
  if (bytes.startsWith('\xfe\xff')) return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
  if (bytes.startsWith('\xff\xfe')) return Buffer.from(bytes.slice(2), 'latin1').toString('utf16le');
  if (bytes.startsWith('\xef\xbb\xbf')) return Buffer.from(bytes.slice(3), 'latin1').toString('utf8');
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const code = bytes.charCodeAt(i);
    text += PDF_DOC[code] ?? bytes[i];
  }
  return text;
}

/** PDFDocEncoding where it is not Latin-1. */
const PDF_DOC: Record<number, string> = Object.fromEntries(
  [
    [0x18, 0x2d8, 0x2c7, 0x2c6, 0x2d9, 0x2dd, 0x2db, 0x2da, 0x2dc],
    [
      0x80, 0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x192, 0x2044, 0x2039, 0x203a, 0x2212, 0x2030, 0x201e,
      0x201c, 0x201d, 0x2018, 0x2019, 0x201a, 0x2122, 0xfb01, 0xfb02, 0x141, 0x152, 0x160, 0x178, 0x17d, 0x131, 0x142,
      0x153, 0x161, 0x17e,
    ],
    [0xa0, 0x20ac],
  ].flatMap(([first, ...codes]) => codes.map((code, i) => [first + i, String.fromCharCode(code)])),
);

/** Leaves of the page tree in page order, or undefined when it is not a plain tree. */
function pageLeaves(file: PdfFile, root: PdfRef): PdfDict[] | undefined {
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
