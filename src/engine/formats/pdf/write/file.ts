import { inflateSync, unzlibSync } from 'fflate';
import { CorruptDocumentError, UnsupportedFormatError } from '../../../errors';
import { mapStrings, standardCipher, type ObjectCipher } from './encryption';
import {
  dict,
  lastIndexOf,
  name,
  PdfDict,
  PdfLexer,
  type PdfName,
  PdfNumber,
  PdfRef,
  PdfString,
  serialize,
  type PdfStream,
  type PdfValue,
} from './syntax';

/**
 * A PDF read the way a viewer reads it (cross-reference tables and streams followed through
 * /Prev and /XRefStm, objects in object streams, a scan of the whole file when the
 * cross-reference is broken) and changed by an incremental update: the original bytes stay as
 * they are and the new and changed objects are appended with a cross-reference section of the
 * original's kind whose /Prev points back (ISO 32000-1, 7.5.6). Hand-written because pdf-lib, the
 * library the project has, always rewrites the whole file and loses some real-world files
 * (linearized papers, pypdf and WeasyPrint output) on the way, and no maintained JavaScript
 * library writes incremental updates.
 */

/** Where an object is; a free object has offset -1, so an older section cannot bring it back. */
type XrefEntry =
  { kind: 'offset'; offset: number; gen: number } | { kind: 'compressed'; stream: number; index: number };

export class PdfFile {
  readonly trailer = new PdfDict();
  private readonly entries = new Map<number, XrefEntry>();
  private readonly objectStreams = new Map<number, Map<number, PdfValue>>();
  /** Each compressed object's place in its object stream, for a rebuilt cross-reference. */
  private readonly streamIndex = new Map<number, number>();
  /** Offset of the newest cross-reference section: the update's /Prev. */
  private startXref = -1;
  /** Whether the newest section is a cross-reference stream (the update then writes one too). */
  usesXrefStream = false;
  /** Whether the cross-reference had to be rebuilt from a scan of the file. */
  rebuilt = false;

  /** The file's encryption, when it has one that opens without a password. */
  cipher?: ObjectCipher;
  /** The object that holds the encryption dictionary: never encrypted itself. */
  private encryptNum = -1;

  /** `password`: the user password the target was read with, if it needed one. */
  constructor(
    readonly bytes: Uint8Array,
    private readonly password?: string,
  ) {
    try {
      this.readCrossReference();
      this.setUpEncryption();
      const root = this.resolve(this.trailer.get('Root'));
      if (!(root instanceof PdfDict) || !(this.resolve(root.get('Pages')) instanceof PdfDict))
        throw new CorruptDocumentError('no document catalog');
    } catch (error) {
      if (error instanceof UnsupportedFormatError) throw error;
      this.rebuild();
    }
  }

  private setUpEncryption(): void {
    this.cipher = undefined;
    const reference = this.trailer.get('Encrypt');
    if (reference === undefined) return;
    if (reference instanceof PdfRef) this.encryptNum = reference.num;
    const encrypt = this.resolve(reference);
    const id = this.trailer.get('ID');
    const first = Array.isArray(id) && id[0] instanceof PdfString ? id[0].bytes : new Uint8Array(0);
    this.cipher = encrypt instanceof PdfDict ? standardCipher(encrypt, first, this.password) : undefined;
    if (!this.cipher)
      throw new UnsupportedFormatError(
        'the target PDF is encrypted with a method the result writer does not support, or its password is not the user password; save an unencrypted copy first',
      );
  }

  /** The size the next new object number starts from. */
  get size(): number {
    const declared = this.trailer.get('Size');
    let size = declared instanceof PdfNumber ? declared.value : 0;
    for (const num of this.entries.keys()) size = Math.max(size, num + 1);
    return size;
  }

  get root(): PdfDict {
    const root = this.resolve(this.trailer.get('Root'));
    if (!(root instanceof PdfDict)) throw new CorruptDocumentError('the PDF has no document catalog');
    return root;
  }

  /** A value with references followed (a stream resolves to its dictionary). */
  resolve(value: PdfValue | undefined, depth = 0): PdfValue | undefined {
    if (!(value instanceof PdfRef)) return value;
    if (depth > 32) return undefined;
    const object = this.object(value.num);
    if (object === undefined) return undefined;
    return isStream(object) ? object.dict : this.resolve(object, depth + 1);
  }

  object(num: number): PdfValue | PdfStream | undefined {
    const entry = this.entries.get(num);
    if (!entry) return undefined;
    if (entry.kind === 'compressed') return this.objectStream(entry.stream).get(num);
    if (entry.offset < 0) return undefined;
    const lexer = new PdfLexer(this.bytes, entry.offset);
    try {
      const object = lexer.indirectObject((length) => {
        const resolved = length instanceof PdfRef ? (length.num === num ? undefined : this.resolve(length)) : length;
        return resolved instanceof PdfNumber ? resolved.value : undefined;
      });
      if (object.num !== num) return undefined;
      const { cipher } = this;
      // Strings are held decrypted and encrypted again when an object is written back.
      if (!cipher || num === this.encryptNum) return object.value;
      const decrypt = (bytes: Uint8Array) => cipher.decryptString(bytes, num, entry.gen);
      if (isStream(object.value))
        return {
          dict: mapStrings(object.value.dict, decrypt) as PdfDict,
          raw: object.value.raw,
          encrypted: { num, gen: entry.gen },
        } as PdfStream;
      return mapStrings(object.value, decrypt);
    } catch {
      return undefined;
    }
  }

  /** The pages in document order, each with its reference. */
  pages(): { ref: PdfRef; dict: PdfDict }[] {
    const pages: { ref: PdfRef; dict: PdfDict }[] = [];
    const seen = new Set<number>();
    const walk = (ref: PdfValue | undefined) => {
      if (!(ref instanceof PdfRef) || seen.has(ref.num)) return;
      seen.add(ref.num);
      const node = this.resolve(ref);
      if (!(node instanceof PdfDict)) return;
      const kids = this.resolve(node.get('Kids'));
      if (Array.isArray(kids)) for (const kid of kids) walk(kid);
      else pages.push({ ref, dict: node });
    };
    walk(this.root.get('Pages'));
    return pages;
  }

  private readCrossReference(): void {
    const at = lastIndexOf(this.bytes, 'startxref');
    if (at < 0) throw new CorruptDocumentError('no startxref');
    const lexer = new PdfLexer(this.bytes, at + 9);
    let offset = Number(lexer.word());
    this.startXref = offset;
    const visited = new Set<number>();
    let newest = true;
    while (Number.isInteger(offset) && offset >= 0 && !visited.has(offset)) {
      visited.add(offset);
      const section = this.readSection(offset);
      if (newest) this.usesXrefStream = section.stream;
      newest = false;
      for (const [key, value] of section.trailer.entries)
        if (!this.trailer.entries.has(key)) this.trailer.set(key, value);
      const hybrid = section.trailer.get('XRefStm');
      if (hybrid instanceof PdfNumber && !visited.has(hybrid.value)) {
        visited.add(hybrid.value);
        this.readSection(hybrid.value);
      }
      const prev = section.trailer.get('Prev');
      offset = prev instanceof PdfNumber ? prev.value : -1;
    }
    this.trailer.entries.delete('Prev');
    this.trailer.entries.delete('XRefStm');
  }

  /** One cross-reference section (table plus trailer, or stream); entries already known are newer and win. */
  private readSection(offset: number): { trailer: PdfDict; stream: boolean } {
    const lexer = new PdfLexer(this.bytes, offset);
    if (lexer.peekWord() === 'xref') {
      lexer.word();
      while (lexer.peekWord() !== 'trailer') {
        const first = Number(lexer.word());
        const count = Number(lexer.word());
        if (!Number.isInteger(first) || !Number.isInteger(count)) throw lexer.error('a cross-reference subsection');
        for (let i = 0; i < count; i++) {
          const entryOffset = Number(lexer.word());
          const gen = Number(lexer.word());
          const type = lexer.word();
          if (type === 'n' && !this.entries.has(first + i))
            this.entries.set(first + i, { kind: 'offset', offset: entryOffset, gen });
          else if (!this.entries.has(first + i)) this.entries.set(first + i, { kind: 'offset', offset: -1, gen });
        }
      }
      lexer.word();
      const trailer = lexer.value();
      if (!(trailer instanceof PdfDict)) throw lexer.error('a trailer dictionary');
      return { trailer, stream: false };
    }
    const object = lexer.indirectObject((length) => (length instanceof PdfNumber ? length.value : undefined));
    if (!isStream(object.value) || (object.value.dict.get('Type') as PdfName | undefined)?.name !== 'XRef')
      throw lexer.error('a cross-reference section');
    const { dict: xref } = object.value;
    const data = decodeStream(object.value);
    const widths = (xref.get('W') as PdfNumber[]).map((w) => w.value);
    const size = (xref.get('Size') as PdfNumber).value;
    const index = (
      (xref.get('Index') as PdfNumber[] | undefined) ?? [new PdfNumber('0'), new PdfNumber(String(size))]
    ).map((n) => n.value);
    const rowLength = widths.reduce((a, b) => a + b, 0);
    let row = 0;
    for (let k = 0; k < index.length; k += 2) {
      for (let i = 0; i < index[k + 1]; i++, row++) {
        const fields = [0, 1, 2].map((f) => {
          let value = 0;
          const start = row * rowLength + widths.slice(0, f).reduce((a, b) => a + b, 0);
          for (let b = 0; b < widths[f]; b++) value = value * 256 + (data[start + b] ?? 0);
          return value;
        });
        const type = widths[0] === 0 ? 1 : fields[0];
        const num = index[k] + i;
        if (this.entries.has(num)) continue;
        if (type === 1) this.entries.set(num, { kind: 'offset', offset: fields[1], gen: fields[2] });
        else if (type === 2) this.entries.set(num, { kind: 'compressed', stream: fields[1], index: fields[2] });
        else this.entries.set(num, { kind: 'offset', offset: -1, gen: fields[2] });
      }
    }
    return { trailer: xref, stream: true };
  }

  private objectStream(num: number): Map<number, PdfValue> {
    const cached = this.objectStreams.get(num);
    if (cached) return cached;
    const objects = new Map<number, PdfValue>();
    this.objectStreams.set(num, objects);
    const stream = this.object(num);
    if (!stream || !isStream(stream)) return objects;
    const at = (stream as PdfStream & { encrypted?: { num: number; gen: number } }).encrypted;
    const data = decodeStream(
      at && this.cipher ? { dict: stream.dict, raw: this.cipher.decryptStream(stream.raw, at.num, at.gen) } : stream,
    );
    const count = (stream.dict.get('N') as PdfNumber).value;
    const first = (stream.dict.get('First') as PdfNumber).value;
    const header = new PdfLexer(data);
    const offsets: [number, number][] = [];
    for (let i = 0; i < count; i++) offsets.push([Number(header.word()), Number(header.word())]);
    for (const [objectNum, offset] of offsets) {
      this.streamIndex.set(
        objectNum,
        this.streamIndex.has(objectNum)
          ? this.streamIndex.get(objectNum)!
          : offsets.findIndex(([n]) => n === objectNum),
      );
      try {
        objects.set(objectNum, new PdfLexer(data, first + offset).value());
      } catch {
        // One unreadable object does not hide the others.
      }
    }
    return objects;
  }

  /** Rebuilds the cross-reference from every `N G obj` in the file, the last definition winning, as viewers do. */
  private rebuild(): void {
    this.rebuilt = true;
    this.entries.clear();
    this.objectStreams.clear();
    const text = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).toString('latin1');
    const found = /(?<![\d])(\d+)\s+(\d+)\s+obj\b/g;
    const streams: number[] = [];
    for (let match = found.exec(text); match; match = found.exec(text)) {
      const num = Number(match[1]);
      this.entries.set(num, { kind: 'offset', offset: match.index, gen: Number(match[2]) });
    }
    for (const num of [...this.entries.keys()]) {
      const object = this.object(num);
      if (object && isStream(object) && (object.dict.get('Type') as PdfName | undefined)?.name === 'ObjStm')
        streams.push(num);
      if (object && isStream(object) && (object.dict.get('Type') as PdfName | undefined)?.name === 'XRef') {
        for (const [key, value] of object.dict.entries)
          if (['Root', 'Info', 'ID', 'Encrypt'].includes(key)) this.trailer.set(key, value);
      }
    }
    for (let at = text.indexOf('trailer'); at >= 0; at = text.indexOf('trailer', at + 7)) {
      try {
        const trailer = new PdfLexer(this.bytes, at + 7).value();
        if (trailer instanceof PdfDict)
          for (const [key, value] of trailer.entries)
            if (['Root', 'Info', 'ID', 'Encrypt'].includes(key)) this.trailer.set(key, value);
      } catch {
        // A damaged trailer: the catalog is looked for below.
      }
    }
    this.setUpEncryption();
    for (const stream of streams) {
      for (const num of this.objectStream(stream).keys())
        if (!this.entries.has(num))
          this.entries.set(num, { kind: 'compressed', stream, index: this.streamIndex.get(num) ?? 0 });
    }
    const root = this.resolve(this.trailer.get('Root'));
    if (!(root instanceof PdfDict) || !(this.resolve(root.get('Pages')) instanceof PdfDict)) {
      const catalog = [...this.entries.keys()].find((num) => {
        const object = this.resolve(new PdfRef(num, 0));
        return (
          object instanceof PdfDict &&
          (object.get('Type') as PdfName | undefined)?.name === 'Catalog' &&
          this.resolve(object.get('Pages')) instanceof PdfDict
        );
      });
      if (catalog === undefined) throw new CorruptDocumentError('the PDF has no document catalog with pages');
      this.trailer.set(
        'Root',
        new PdfRef(
          catalog,
          this.entries.get(catalog)!.kind === 'offset' ? (this.entries.get(catalog) as { gen: number }).gen : 0,
        ),
      );
    }
    const last = lastIndexOf(this.bytes, 'startxref');
    const offset = last < 0 ? NaN : Number(new PdfLexer(this.bytes, last + 9).peekWord());
    this.startXref = Number.isInteger(offset) ? offset : -1;
    this.usesXrefStream = false;
  }

  /**
   * The objects a rebuilt file's update must list again: its own cross-reference is broken, so
   * the update's section is the whole table (a reader that trusts it finds every object).
   */
  survivingEntries(): Map<number, XrefEntry> {
    return this.rebuilt
      ? new Map([...this.entries].filter(([, entry]) => entry.kind === 'compressed' || entry.offset >= 0))
      : new Map();
  }

  /**
   * The whole file written again without its encryption: every object it holds (those of object
   * streams as plain objects), strings and streams decrypted, a classic cross-reference table,
   * and a trailer without /Encrypt. What a result protected with another password starts from.
   */
  decrypted(): Uint8Array {
    const { cipher } = this;
    const encoder = new TextEncoder();
    const parts: Uint8Array[] = [];
    let offset = 0;
    const push = (chunk: Uint8Array | string) => {
      const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
      parts.push(bytes);
      offset += bytes.length;
    };
    push('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n');
    const offsets = new Map<number, { offset: number; gen: number }>();
    for (const [num, entry] of [...this.entries].sort((a, b) => a[0] - b[0])) {
      if (num === 0 || num === this.encryptNum) continue;
      const object = this.object(num);
      if (object === undefined) continue;
      let value: PdfValue | { dict: PdfDict; data: Uint8Array };
      if (isStream(object)) {
        const type = (object.dict.get('Type') as PdfName | undefined)?.name;
        if (type === 'XRef' || type === 'ObjStm') continue;
        const at = (object as PdfStream & { encrypted?: { num: number; gen: number } }).encrypted;
        value = {
          dict: object.dict,
          data: at && cipher ? cipher.decryptStream(object.raw, at.num, at.gen) : object.raw,
        };
      } else value = object;
      const gen = entry.kind === 'offset' ? entry.gen : 0;
      offsets.set(num, { offset, gen });
      push(`${num} ${gen} obj\n`);
      push(body(value));
      push('\nendobj\n');
    }
    const size = Math.max(0, ...offsets.keys()) + 1;
    let table = `xref\n0 ${size}\n0000000000 65535 f\r\n`;
    for (let num = 1; num < size; num++) {
      const at = offsets.get(num);
      table +=
        at === undefined
          ? '0000000000 00000 f\r\n'
          : `${String(at.offset).padStart(10, '0')} ${String(at.gen).padStart(5, '0')} n\r\n`;
    }
    const trailer = dict({ Size: new PdfNumber(String(size)) });
    for (const key of ['Root', 'Info', 'ID']) {
      const value = this.trailer.get(key);
      if (value !== undefined) trailer.set(key, value);
    }
    const xrefOffset = offset;
    push(`${table}trailer\n${serialize(trailer)}\nstartxref\n${xrefOffset}\n%%EOF\n`);
    const out = new Uint8Array(offset);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }

  /** An incremental update of this file. */
  update(): IncrementalUpdate {
    return new IncrementalUpdate(this, this.startXref);
  }
}

export function isStream(value: PdfValue | PdfStream | undefined): value is PdfStream {
  return typeof value === 'object' && value !== null && 'raw' in value && (value as PdfStream).dict instanceof PdfDict;
}

/** A stream's data with FlateDecode (and its PNG or TIFF predictor) undone: what cross-reference and object streams use. */
function decodeStream(stream: PdfStream): Uint8Array {
  const filter = stream.dict.get('Filter');
  const filters = (Array.isArray(filter) ? filter : filter ? [filter] : []).map((f) => (f as PdfName).name);
  let data = stream.raw;
  for (const f of filters) {
    if (f !== 'FlateDecode' && f !== 'Fl')
      throw new CorruptDocumentError(`the PDF uses the filter ${f} for its structure`);
    try {
      data = unzlibSync(data);
    } catch {
      data = inflateSync(data.subarray(2));
    }
  }
  const parms = stream.dict.get('DecodeParms');
  const params = Array.isArray(parms) ? parms[0] : parms;
  if (params instanceof PdfDict) {
    const predictor = (params.get('Predictor') as PdfNumber | undefined)?.value ?? 1;
    if (predictor >= 10) data = unpredictPng(data, (params.get('Columns') as PdfNumber | undefined)?.value ?? 1);
  }
  return data;
}

function unpredictPng(data: Uint8Array, columns: number): Uint8Array {
  const rows = Math.floor(data.length / (columns + 1));
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (columns + 1)];
    for (let c = 0; c < columns; c++) {
      const raw = data[r * (columns + 1) + 1 + c];
      const left = c > 0 ? out[r * columns + c - 1] : 0;
      const up = r > 0 ? out[(r - 1) * columns + c] : 0;
      const upLeft = r > 0 && c > 0 ? out[(r - 1) * columns + c - 1] : 0;
      let value = raw;
      if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[r * columns + c] = value & 0xff;
    }
  }
  return out;
}

/** New and changed objects for one file, written after its bytes with their own cross-reference section. */
export class IncrementalUpdate {
  private readonly objects = new Map<number, { gen: number; body: Uint8Array }>();
  private next: number;

  constructor(
    private readonly file: PdfFile,
    private readonly prev: number,
  ) {
    this.next = file.size;
  }

  /** A number for an object written later with `set` (two objects that refer to each other). */
  reserve(): PdfRef {
    return new PdfRef(this.next++, 0);
  }

  /** A new object; its reference. */
  add(value: PdfValue | { dict: PdfDict; data: Uint8Array }): PdfRef {
    const ref = new PdfRef(this.next++, 0);
    this.set(ref, value);
    return ref;
  }

  /** An object that replaces the file's object of that number. */
  set(ref: PdfRef, value: PdfValue | { dict: PdfDict; data: Uint8Array }): void {
    const { cipher } = this.file;
    if (cipher) {
      const encrypt = (bytes: Uint8Array) => cipher.encryptString(bytes, ref.num, ref.gen);
      value = isStreamBody(value)
        ? { dict: mapStrings(value.dict, encrypt) as PdfDict, data: cipher.encryptStream(value.data, ref.num, ref.gen) }
        : mapStrings(value, encrypt);
    }
    this.objects.set(ref.num, { gen: ref.gen, body: body(value) });
  }

  toBytes(): Uint8Array {
    const encoder = new TextEncoder();
    const original = this.file.bytes;
    const parts: Uint8Array[] = [original];
    let offset = original.length;
    const push = (chunk: Uint8Array | string) => {
      const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
      parts.push(bytes);
      offset += bytes.length;
    };
    if (original[original.length - 1] !== 0x0a && original[original.length - 1] !== 0x0d) push('\n');
    const offsets = new Map<number, { offset: number; gen: number }>();
    for (const [num, { gen, body: objectBody }] of [...this.objects].sort((a, b) => a[0] - b[0])) {
      offsets.set(num, { offset, gen });
      push(`${num} ${gen} obj\n`);
      push(objectBody);
      push('\nendobj\n');
    }
    const entries: Map<number, XrefEntry> = this.file.survivingEntries();
    for (const [num, { offset: at, gen }] of offsets) entries.set(num, { kind: 'offset', offset: at, gen });
    const trailer = dict({ Size: new PdfNumber(String(this.next)) });
    for (const key of ['Root', 'Info', 'ID', 'Encrypt']) {
      const value = this.file.trailer.get(key);
      if (value !== undefined) trailer.set(key, value);
    }
    if (this.prev >= 0 && !this.file.rebuilt) trailer.set('Prev', new PdfNumber(String(this.prev)));
    const xrefOffset = offset;
    if (this.file.usesXrefStream || [...entries.values()].some((entry) => entry.kind === 'compressed')) {
      const self = this.next++;
      trailer.set('Size', new PdfNumber(String(this.next)));
      entries.set(self, { kind: 'offset', offset: xrefOffset, gen: 0 });
      const numbers = [...entries.keys()].sort((a, b) => a - b);
      const rows = new Uint8Array(numbers.length * 7);
      numbers.forEach((num, i) => {
        const entry = entries.get(num)!;
        const [type, field, second] =
          entry.kind === 'offset' ? [1, entry.offset, entry.gen] : [2, entry.stream, entry.index];
        rows.set(
          [
            type,
            (field >>> 24) & 0xff,
            (field >>> 16) & 0xff,
            (field >>> 8) & 0xff,
            field & 0xff,
            (second >> 8) & 0xff,
            second & 0xff,
          ],
          i * 7,
        );
      });
      trailer
        .set('Type', name('XRef'))
        .set(
          'W',
          [1, 4, 2].map((w) => new PdfNumber(String(w))),
        )
        .set(
          'Index',
          runs(numbers).flatMap(([start, count]) => [new PdfNumber(String(start)), new PdfNumber(String(count))]),
        );
      push(`${self} 0 obj\n`);
      push(body({ dict: trailer, data: rows }));
      push('\nendobj\n');
    } else {
      const numbers = [...entries.keys()].sort((a, b) => a - b);
      let table = 'xref\n';
      if (this.file.rebuilt) table += '0 1\n0000000000 65535 f\r\n';
      for (const [start, count] of runs(numbers.filter((num) => num > 0))) {
        table += `${start} ${count}\n`;
        for (let num = start; num < start + count; num++) {
          const entry = entries.get(num) as { offset: number; gen: number };
          table += `${String(entry.offset).padStart(10, '0')} ${String(entry.gen).padStart(5, '0')} n\r\n`;
        }
      }
      push(`${table}trailer\n${serialize(trailer)}\n`);
    }
    push(`startxref\n${xrefOffset}\n%%EOF\n`);
    const out = new Uint8Array(offset);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

function isStreamBody(
  value: PdfValue | { dict: PdfDict; data: Uint8Array },
): value is { dict: PdfDict; data: Uint8Array } {
  return typeof value === 'object' && value !== null && !(value instanceof PdfDict) && 'data' in value;
}

function body(value: PdfValue | { dict: PdfDict; data: Uint8Array }): Uint8Array {
  const encoder = new TextEncoder();
  if (!isStreamBody(value)) return encoder.encode(serialize(value));
  const streamDict = new PdfDict();
  for (const [key, item] of value.dict.entries) if (key !== 'Length') streamDict.set(key, item);
  streamDict.set('Length', new PdfNumber(String(value.data.length)));
  const head = encoder.encode(`${serialize(streamDict)}\nstream\n`);
  const tail = encoder.encode('\nendstream');
  const out = new Uint8Array(head.length + value.data.length + tail.length);
  out.set(head);
  out.set(value.data, head.length);
  out.set(tail, head.length + value.data.length);
  return out;
}

/** Sorted numbers as [start, count] runs of consecutive numbers. */
function runs(numbers: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const num of numbers) {
    const last = out[out.length - 1];
    if (last && last[0] + last[1] === num) last[1]++;
    else out.push([num, 1]);
  }
  return out;
}
