import { isAscii } from 'node:buffer';
import { decodeEntities } from '../package/scan';
import { MAX_XML_DEPTH } from '../shared/xml-depth';

/**
 * An XML tokenizer over a part's bytes, for the two parts of a workbook that are large and
 * regular: worksheets and shared strings. Why not the generic scanner (../package/scan): that
 * one reads a string, so a 70 MB worksheet was first decoded into a 70 MB string (held beside
 * its bytes), and it hands every tag to callbacks by name with an attribute view; here element
 * names become small codes compared by their bytes, attribute values are positions, and a
 * handler may take a whole element (`<c r="B2"><v>7</v></c>`) in one step. Values are cut out
 * as strings only where a reader keeps them.
 *
 * It accepts a strict subset of what the generic scanner accepts, and any departure from it
 * (or from the shapes a handler knows) ends the read with `UNUSUAL`: the caller then reads the
 * part with the generic scanner, which either reads it (so odd but legal parts read exactly as
 * before) or gives its usual one-line error (so damaged parts are refused exactly as before).
 * Hence no error messages here.
 */

/** Thrown when the part leaves the shapes read here; the caller falls back to the generic scanner. */
export const UNUSUAL = new Error('part read by the generic scanner instead');

export interface ByteXmlHandler {
  /**
   * A start tag, its attributes in `reader` until the next tag. `code`: the handler's code of
   * the element's local name (0: none). Returns -1, or the position after the element's end
   * when the handler read its content and end tag itself.
   */
  open(reader: ByteXmlReader, code: number, at: number, selfClosing: boolean, prefixed: boolean): number;
  /**
   * Right after a start tag was opened (not self-closing): the handler may read some of the
   * element's content itself. Returns where the reader goes on (`at` when it read nothing);
   * the element stays open.
   */
  content(reader: ByteXmlReader, code: number, at: number): number;
  /** Character data inside the root (`amp`: position of its first `&`, or -1). */
  text(reader: ByteXmlReader, start: number, end: number, amp: number): void;
  /** A CDATA section's content inside the root. */
  cdata(reader: ByteXmlReader, start: number, end: number): void;
  /** An element ends (self-closing ones too, right after `open`). */
  close(code: number): void;
}

const utf8 = new TextDecoder('utf-8');

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** An element name met in the part, by its bytes. */
interface KnownName {
  bytes: Uint8Array;
  code: number;
  prefixed: boolean;
}

export class ByteXmlReader {
  /** Attributes of the current start tag: name start, name end, value start, value end. */
  attributes = new Int32Array(64);
  attributeCount = 0;
  private readonly known: KnownName[] = [];
  /** Whether the bytes are a Buffer, whose latin1Slice cuts ASCII text fastest. */
  private latin1: boolean;
  /** Elements open at the end of the bytes read so far (see feed). */
  private readonly stack: KnownName[] = [];
  private seenRoot = false;
  private fed = false;
  /** The whole part as one string when asked for and all ASCII (its offsets are then the bytes'). */
  private readonly whole: string | undefined;

  /** `codes`: the handler's code for each element local name it cares about. */
  constructor(
    public bytes: Uint8Array,
    private readonly codes: Map<string, number>,
    options: { wholeText?: boolean } = {},
  ) {
    this.latin1 = Buffer.isBuffer(bytes);
    // A part whose values are mostly kept (shared strings): texts cut from one string are slices
    // of it, made in the JavaScript heap, rather than half a million separate decodes.
    if (options.wholeText && isAscii(bytes))
      this.whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  }

  /** The text of bytes `start`..`end` (UTF-8), with entity references decoded when `decode`. */
  text(start: number, end: number, decode = true): string {
    const b = this.bytes;
    let out: string | undefined;
    if (this.whole !== undefined) out = this.whole.slice(start, end);
    else if (end - start <= 64) {
      // Short ASCII (most values): no decoder.
      let ascii = true;
      for (let k = start; k < end && ascii; k++) ascii = b[k] < 128;
      if (ascii) {
        if (this.latin1)
          out = (b as unknown as { latin1Slice(from: number, to: number): string }).latin1Slice(start, end);
        else {
          out = '';
          for (let k = start; k < end; k++) out += String.fromCharCode(b[k]);
        }
      }
    }
    out ??= utf8.decode(b.subarray(start, end));
    return decode ? decodeEntities(out) : out;
  }

  /** Index of the attribute named `name` (qualified, else by local name as the generic scanner finds it), or -1. */
  find(name: string): number {
    const b = this.bytes;
    const a = this.attributes;
    const length = name.length;
    let byLocal = -1;
    for (let k = 0; k < this.attributeCount; k++) {
      const s = a[k * 4];
      const e = a[k * 4 + 1];
      if (e - s === length && this.nameIs(s, name)) return k;
      if (byLocal < 0 && e - s > length && b[e - length - 1] === 58 /* : */ && this.nameIs(e - length, name))
        byLocal = k;
    }
    return byLocal;
  }

  private nameIs(at: number, name: string): boolean {
    for (let k = 0; k < name.length; k++) if (this.bytes[at + k] !== name.charCodeAt(k)) return false;
    return true;
  }

  /** The decoded value of attribute `k` (see find), or undefined for -1. */
  value(k: number): string | undefined {
    if (k < 0) return undefined;
    return this.text(this.attributes[k * 4 + 2], this.attributes[k * 4 + 3]);
  }

  run(handler: ByteXmlHandler): void {
    this.feed(handler, this.bytes);
    this.end();
  }

  /**
   * Reads the next piece of a part given in pieces (a worksheet as it is inflated), each ending
   * between two tags: positions then refer to this piece until the next. A piece cut inside a
   * comment, CDATA section or processing instruction ends the read with UNUSUAL (as damage
   * does), and the caller reads the part whole.
   */
  feed(handler: ByteXmlHandler, bytes: Uint8Array): void {
    this.bytes = bytes;
    this.latin1 = Buffer.isBuffer(bytes);
    const b = bytes;
    const n = b.length;
    const stack = this.stack;
    let i = 0;
    // TextDecoder drops one byte order mark and the sheet reader a second one.
    if (!this.fed)
      for (let boms = 0; boms < 2 && b[i] === 0xef && b[i + 1] === 0xbb && b[i + 2] === 0xbf; boms++) i += 3;
    this.fed = true;
    let seenRoot = this.seenRoot;
    while (i < n) {
      let lt = i;
      let amp = -1;
      while (lt < n && b[lt] !== 60 /* < */) {
        if (b[lt] === 38 /* & */ && amp < 0) amp = lt;
        lt++;
      }
      if (lt > i) {
        if (stack.length) handler.text(this, i, lt, amp);
        else for (let k = i; k < lt; k++) if (!isSpace(b[k])) throw UNUSUAL;
      }
      if (lt >= n) break;
      const next = b[lt + 1];
      if (next === 47 /* / */) {
        const open = stack.pop();
        if (!open) throw UNUSUAL;
        const name = open.bytes;
        let k = lt + 2;
        for (let m = 0; m < name.length; m++, k++) if (b[k] !== name[m]) throw UNUSUAL;
        while (k < n && isSpace(b[k])) k++;
        if (b[k] !== 62 /* > */) throw UNUSUAL;
        handler.close(open.code);
        i = k + 1;
        continue;
      }
      if (next === 33 /* ! */) {
        if (b[lt + 2] === 45 && b[lt + 3] === 45) {
          const close = this.indexOf3(45, 45, 62, lt + 4); // -->
          if (close < 0) throw UNUSUAL;
          i = close + 3;
        } else if (this.startsWith(lt, '<![CDATA[')) {
          const close = this.indexOf3(93, 93, 62, lt + 9); // ]]>
          if (close < 0) throw UNUSUAL;
          if (stack.length) handler.cdata(this, lt + 9, close);
          i = close + 3;
        } else throw UNUSUAL; // a doctype: left to the generic scanner
        continue;
      }
      if (next === 63 /* ? */) {
        const close = this.indexOf2(63, 62, lt + 2); // ?>
        if (close < 0) throw UNUSUAL;
        i = close + 2;
        continue;
      }
      // Start tag: name, then attributes up to `>` or `/>`.
      let k = lt + 1;
      while (k < n) {
        const c = b[k];
        if (c === 32 || c === 62 || c === 47 || c === 9 || c === 10 || c === 13) break;
        k++;
      }
      if (k === lt + 1 || k >= n) throw UNUSUAL;
      const name = this.nameAt(lt + 1, k);
      this.attributeCount = 0;
      let selfClosing = false;
      for (;;) {
        while (k < n && isSpace(b[k])) k++;
        if (k >= n) throw UNUSUAL;
        const c = b[k];
        if (c === 62) {
          k++;
          break;
        }
        if (c === 47) {
          if (b[k + 1] !== 62) throw UNUSUAL;
          selfClosing = true;
          k += 2;
          break;
        }
        k = this.attribute(k);
      }
      if (!stack.length && seenRoot) throw UNUSUAL;
      seenRoot = true;
      // The generic scanner refuses what nests past the limit; this reader leaves it to it.
      if (stack.length + 4 >= MAX_XML_DEPTH) throw UNUSUAL;
      const taken = handler.open(this, name.code, k, selfClosing, name.prefixed);
      if (taken >= 0) i = taken;
      else if (selfClosing) {
        handler.close(name.code);
        i = k;
      } else {
        stack.push(name);
        i = handler.content(this, name.code, k);
      }
    }
    this.seenRoot = seenRoot;
  }

  /** The part is read to its end: every element closed. */
  end(): void {
    if (this.stack.length || !this.seenRoot) throw UNUSUAL;
  }

  /** Reads one attribute at `k` (its name's first byte); returns the position after its value. */
  private attribute(k: number): number {
    const b = this.bytes;
    const n = b.length;
    const nameStart = k;
    while (k < n) {
      const c = b[k];
      if (c === 61 /* = */ || isSpace(c)) break;
      if (c === 60 || c === 62 || c === 47 || c === 34 || c === 39) throw UNUSUAL;
      k++;
    }
    const nameEnd = k;
    while (k < n && isSpace(b[k])) k++;
    if (b[k] !== 61 || nameEnd === nameStart) throw UNUSUAL;
    k++;
    while (k < n && isSpace(b[k])) k++;
    const quote = b[k];
    if (quote !== 34 && quote !== 39) throw UNUSUAL;
    const valueStart = ++k;
    let amp = false;
    while (k < n && b[k] !== quote) {
      if (b[k] === 38) amp = true;
      k++;
    }
    if (k >= n) throw UNUSUAL;
    // An entity reference is checked as the generic scanner checks it (which throws on a bad one).
    if (amp) this.text(valueStart, k);
    const a = this.attributes;
    const count = this.attributeCount;
    const length = nameEnd - nameStart;
    for (let m = 0; m < count; m++) {
      const s = a[m * 4];
      if (a[m * 4 + 1] - s !== length) continue;
      let same = true;
      for (let q = 0; q < length && same; q++) same = b[s + q] === b[nameStart + q];
      if (same) throw UNUSUAL;
    }
    if ((count + 1) * 4 > a.length) {
      this.attributes = new Int32Array(a.length * 2);
      this.attributes.set(a);
    }
    const at = count * 4;
    this.attributes[at] = nameStart;
    this.attributes[at + 1] = nameEnd;
    this.attributes[at + 2] = valueStart;
    this.attributes[at + 3] = k;
    this.attributeCount = count + 1;
    return k + 1;
  }

  /** The element name at `start`..`end`, most recently met names first. */
  private nameAt(start: number, end: number): KnownName {
    const b = this.bytes;
    const known = this.known;
    const length = end - start;
    for (let k = 0; k < known.length; k++) {
      const name = known[k];
      const bytes = name.bytes;
      if (bytes.length !== length) continue;
      let at = 0;
      while (at < length && bytes[at] === b[start + at]) at++;
      if (at === length) {
        if (k > 0) {
          known[k] = known[0];
          known[0] = name;
        }
        return name;
      }
    }
    const text = this.text(start, end, false);
    const colon = text.indexOf(':');
    const name: KnownName = {
      bytes: b.slice(start, end),
      code: this.codes.get(colon < 0 ? text : text.slice(colon + 1)) ?? 0,
      prefixed: colon >= 0,
    };
    if (known.length < 64) known.push(name);
    return name;
  }

  startsWith(at: number, ascii: string): boolean {
    for (let k = 0; k < ascii.length; k++) if (this.bytes[at + k] !== ascii.charCodeAt(k)) return false;
    return true;
  }

  private indexOf2(x: number, y: number, from: number): number {
    const b = this.bytes;
    for (let k = b.indexOf(x, from); k >= 0; k = b.indexOf(x, k + 1)) if (b[k + 1] === y) return k;
    return -1;
  }

  private indexOf3(x: number, y: number, z: number, from: number): number {
    const b = this.bytes;
    for (let k = b.indexOf(x, from); k >= 0; k = b.indexOf(x, k + 1)) if (b[k + 1] === y && b[k + 2] === z) return k;
    return -1;
  }
}
