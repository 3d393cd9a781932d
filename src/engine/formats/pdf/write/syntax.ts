import { CorruptDocumentError } from '../../../errors';

/**
 * The PDF object syntax (ISO 32000-1, 7.3), read and written back unchanged: the result writer
 * edits a few objects of the target (a page's /Annots, the page tree) and appends them as an
 * incremental update, so every value it does not touch must come out as it went in. Numbers keep
 * their source text, strings their bytes (written back in hex, which needs no escaping).
 */

export type PdfValue = PdfName | PdfNumber | PdfString | PdfRef | PdfArray | PdfDict | boolean | null;

export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfNumber {
  constructor(readonly text: string) {}
  get value(): number {
    return Number(this.text);
  }
}
export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
export type PdfArray = PdfValue[];
export class PdfDict {
  readonly entries = new Map<string, PdfValue>();
  get(key: string): PdfValue | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: PdfValue): this {
    this.entries.set(key, value);
    return this;
  }
}

/** A stream object: its dictionary and its bytes as stored (still encoded). */
export interface PdfStream {
  dict: PdfDict;
  raw: Uint8Array;
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

const latin1 = (bytes: Uint8Array, start: number, end: number) => {
  let text = '';
  for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]);
  return text;
};

/** Reads PDF values from bytes, one at a time, from a position. */
export class PdfLexer {
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
  ) {}

  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos];
      if (WHITESPACE.has(byte)) this.pos++;
      else if (byte === 0x25)
        while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos++;
      else break;
    }
  }

  /** The next bare word (a keyword or number) without consuming it, or undefined at a delimiter. */
  peekWord(): string | undefined {
    this.skipSpace();
    let end = this.pos;
    while (end < this.bytes.length && isRegular(this.bytes[end])) end++;
    return end > this.pos ? latin1(this.bytes, this.pos, end) : undefined;
  }

  word(): string {
    const word = this.peekWord();
    if (word === undefined) throw this.error('a keyword');
    this.pos += word.length;
    return word;
  }

  expect(keyword: string): void {
    const word = this.word();
    if (word !== keyword) throw this.error(`'${keyword}'`);
  }

  error(what: string): CorruptDocumentError {
    return new CorruptDocumentError(`the PDF has a syntax error at byte ${this.pos}: expected ${what}`);
  }

  /** One value; `N G R` becomes a reference. */
  value(): PdfValue {
    this.skipSpace();
    const { bytes } = this;
    const byte = bytes[this.pos];
    if (byte === undefined) throw this.error('a value');
    if (byte === 0x2f) return this.name();
    if (byte === 0x28) return this.literalString();
    if (byte === 0x3c && bytes[this.pos + 1] === 0x3c) return this.dict();
    if (byte === 0x3c) return this.hexString();
    if (byte === 0x5b) {
      this.pos++;
      const items: PdfArray = [];
      for (;;) {
        this.skipSpace();
        if (bytes[this.pos] === 0x5d) break;
        if (this.pos >= bytes.length) throw this.error("']'");
        items.push(this.value());
      }
      this.pos++;
      return items;
    }
    const word = this.word();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word))
      throw new CorruptDocumentError(
        `the PDF has a syntax error at byte ${this.pos - word.length}: unexpected '${word.slice(0, 20)}'`,
      );
    if (/^\d+$/.test(word)) {
      const save = this.pos;
      const gen = this.peekWord();
      if (gen !== undefined && /^\d+$/.test(gen)) {
        this.pos += gen.length;
        if (this.peekWord() === 'R') {
          this.pos++;
          return new PdfRef(Number(word), Number(gen));
        }
      }
      this.pos = save;
    }
    return new PdfNumber(word);
  }

  private name(): PdfName {
    const { bytes } = this;
    let end = ++this.pos;
    while (end < bytes.length && isRegular(bytes[end])) end++;
    const raw = latin1(bytes, this.pos, end);
    this.pos = end;
    return new PdfName(raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }

  private dict(): PdfDict {
    this.pos += 2;
    const dict = new PdfDict();
    for (;;) {
      this.skipSpace();
      if (this.bytes[this.pos] === 0x3e && this.bytes[this.pos + 1] === 0x3e) break;
      if (this.pos >= this.bytes.length) throw this.error("'>>'");
      const key = this.value();
      if (!(key instanceof PdfName)) throw this.error('a name as a dictionary key');
      dict.set(key.name, this.value());
    }
    this.pos += 2;
    return dict;
  }

  private hexString(): PdfString {
    const { bytes } = this;
    const digits: number[] = [];
    this.pos++;
    while (this.pos < bytes.length && bytes[this.pos] !== 0x3e) {
      const byte = bytes[this.pos++];
      if (!WHITESPACE.has(byte)) digits.push(parseInt(String.fromCharCode(byte), 16));
    }
    this.pos++;
    if (digits.length % 2) digits.push(0);
    const out = new Uint8Array(digits.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = ((digits[2 * i] || 0) << 4) | (digits[2 * i + 1] || 0);
    return new PdfString(out);
  }

  private literalString(): PdfString {
    const { bytes } = this;
    const out: number[] = [];
    let depth = 1;
    this.pos++;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos++];
      if (byte === 0x28) depth++;
      else if (byte === 0x29 && --depth === 0) break;
      if (byte !== 0x5c) {
        out.push(byte);
        continue;
      }
      const next = bytes[this.pos++];
      const escapes: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
      if (escapes[next] !== undefined) out.push(escapes[next]);
      else if (next >= 0x30 && next <= 0x37) {
        let code = next - 0x30;
        for (let k = 0; k < 2 && bytes[this.pos] >= 0x30 && bytes[this.pos] <= 0x37; k++)
          code = code * 8 + bytes[this.pos++] - 0x30;
        out.push(code & 0xff);
      } else if (next === 0x0d) {
        if (bytes[this.pos] === 0x0a) this.pos++;
      } else if (next !== 0x0a) out.push(next);
    }
    return new PdfString(Uint8Array.from(out));
  }

  /**
   * An indirect object at the current position, `N G obj … endobj`; a stream's bytes are taken by
   * its /Length when that is a number and fits, else up to `endstream`.
   */
  indirectObject(length?: (value: PdfValue | undefined) => number | undefined): {
    num: number;
    gen: number;
    value: PdfValue | PdfStream;
  } {
    const num = Number(this.word());
    const gen = Number(this.word());
    this.expect('obj');
    const value = this.value();
    if (value instanceof PdfDict && this.peekWord() === 'stream') {
      this.pos += 6;
      if (this.bytes[this.pos] === 0x0d) this.pos++;
      if (this.bytes[this.pos] === 0x0a) this.pos++;
      const start = this.pos;
      const declared = length?.(value.get('Length'));
      let end: number;
      if (
        declared !== undefined &&
        declared >= 0 &&
        start + declared <= this.bytes.length &&
        /^\s*endstream/.test(latin1(this.bytes, start + declared, Math.min(this.bytes.length, start + declared + 20)))
      ) {
        end = start + declared;
      } else {
        end = indexOf(this.bytes, 'endstream', start);
        if (end < 0) throw this.error("'endstream'");
        // The end-of-line before `endstream` is not part of the data.
        if (this.bytes[end - 1] === 0x0a) end--;
        if (this.bytes[end - 1] === 0x0d) end--;
      }
      this.pos = end;
      this.expect('endstream');
      return { num, gen, value: { dict: value, raw: this.bytes.subarray(start, end) } };
    }
    return { num, gen, value };
  }
}

/** Where `text` (ASCII) first occurs in `bytes` at or after `from`, or -1. */
export function indexOf(bytes: Uint8Array, text: string, from = 0): number {
  // Node's native search: a damaged file may be megabytes of junk to look through.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(text, from, 'latin1');
}

/** Where `text` (ASCII) last occurs in `bytes` before `before`, or -1. */
export function lastIndexOf(bytes: Uint8Array, text: string, before = bytes.length): number {
  const start = Math.min(before, bytes.length) - text.length;
  if (start < 0) return -1;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf(text, start, 'latin1');
}

/** A value in PDF syntax. Strings go out in hex: any byte, no escaping to get wrong. */
export function serialize(value: PdfValue): string {
  if (value === null) return 'null';
  if (value === true || value === false) return String(value);
  if (value instanceof PdfNumber) return value.text;
  if (value instanceof PdfRef) return `${value.num} ${value.gen} R`;
  if (value instanceof PdfName)
    return `/${value.name.replace(/[^!-~]|[#()<>[\]{}/%]/g, (c) => `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}`;
  if (value instanceof PdfString)
    return `<${Array.from(value.bytes, (b) => b.toString(16).padStart(2, '0')).join('')}>`;
  if (Array.isArray(value)) return `[${value.map(serialize).join(' ')}]`;
  return `<<${[...value.entries].map(([key, item]) => `${serialize(new PdfName(key))} ${serialize(item)}`).join(' ')}>>`;
}

/** A number as PDF writes it: no exponent, at most four decimals. */
export function num(value: number): PdfNumber {
  const text = (Math.round(value * 10000) / 10000).toFixed(4).replace(/\.?0+$/, '');
  return new PdfNumber(text === '-0' ? '0' : text);
}

/** Text as a PDF text string: PDFDocEncoding where it is Latin-1, else UTF-16BE with its byte order mark. */
export function textString(text: string): PdfString {
  if (/^[\x20-\x7e\xa0-\xff\n\r\t]*$/.test(text)) return new PdfString(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  const out = [0xfe, 0xff];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out.push(code >> 8, code & 0xff);
  }
  return new PdfString(Uint8Array.from(out));
}

export function dict(entries: Record<string, PdfValue>): PdfDict {
  const result = new PdfDict();
  for (const [key, value] of Object.entries(entries)) result.set(key, value);
  return result;
}

export const name = (value: string) => new PdfName(value);
export const nums = (values: readonly number[]) => values.map(num);
