import { createInflateRaw, crc32 as nativeCrc32, inflateRawSync } from 'node:zlib';
import { ArchiveLimitError, CorruptDocumentError, DamagedPartError } from '../errors';

/**
 * A ZIP reader for OOXML and ODF packages that refuses what a hostile or broken file could do:
 * entry names that climb out (`../`), duplicate names, more entries or more expanded bytes than
 * a document plausibly has (zip bombs), and entries whose CRC does not match. Entries are
 * inflated lazily, one at a time, by zlib with a cap on its output, so a lying size field
 * cannot make it allocate more than the limit.
 */

export interface ArchiveLimits {
  /** Most entries an archive may hold. */
  maxEntries: number;
  /** Most bytes one entry may expand to. */
  maxEntryBytes: number;
  /** Most bytes all entries read from one archive may expand to. */
  maxTotalBytes: number;
  /** Highest expanded/compressed ratio accepted for entries larger than 1 MiB. */
  maxRatio: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 20_000,
  maxEntryBytes: 512 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  // Real documents stay under 25:1 (the fixtures of test/fixtures/real); 100:1 leaves room and
  // refuses a bomb of a few MB from its declared size, before inflating.
  maxRatio: 100,
};

interface Entry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

export function crc32(data: Uint8Array): number {
  return nativeCrc32(data) >>> 0;
}

const utf8 = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/** True when the bytes start like a ZIP archive (local header or an empty archive's EOCD). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  );
}

export class ZipArchive {
  private readonly entries = new Map<string, Entry>();
  /** Every name in central-directory order, folders included. */
  private readonly order: string[] = [];
  private readonly cache = new Map<string, Uint8Array>();
  private expandedTotal = 0;
  /**
   * Entries already counted into `expandedTotal`: one opened archive serves every step of a
   * comparison (reader, writer, validation), and a part read again (a worksheet read with
   * `keep: false`) expands to no more distinct bytes than it did the first time.
   */
  private readonly counted = new Set<string>();

  /**
   * The archive of `bytes`: the one already opened from them when it is given (a comparison opens
   * each input once and hands the archive to every step), else a new one.
   */
  static of(bytes: Uint8Array, opened?: ZipArchive, limits?: ArchiveLimits): ZipArchive {
    return opened?.isOpenedFrom(bytes) ? opened : new this(bytes, limits);
  }

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
  ) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const eocd = findEndOfCentralDirectory(bytes, view);
    if (eocd < 0) {
      throw new CorruptDocumentError(
        looksLikeZip(bytes) ? 'the ZIP package is truncated (no central directory)' : 'the file is not a ZIP package',
      );
    }
    const count = view.getUint16(eocd + 10, true);
    const cdSize = view.getUint32(eocd + 12, true);
    const cdOffset = view.getUint32(eocd + 16, true);
    if (count === 0xffff || cdOffset === 0xffffffff) {
      throw new CorruptDocumentError('ZIP64 packages are not supported');
    }
    if (count > limits.maxEntries) {
      throw new ArchiveLimitError(`the package has ${count} entries (limit ${limits.maxEntries})`);
    }
    if (cdOffset + cdSize > bytes.length) {
      throw new CorruptDocumentError('the ZIP central directory lies outside the file (truncated?)');
    }
    let p = cdOffset;
    for (let i = 0; i < count; i++) {
      if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) {
        throw new CorruptDocumentError('the ZIP central directory is damaged');
      }
      const flags = view.getUint16(p + 8, true);
      const method = view.getUint16(p + 10, true);
      const crc = view.getUint32(p + 16, true);
      const compressedSize = view.getUint32(p + 20, true);
      const size = view.getUint32(p + 24, true);
      const nameLength = view.getUint16(p + 28, true);
      const extraLength = view.getUint16(p + 30, true);
      const commentLength = view.getUint16(p + 32, true);
      const localHeaderOffset = view.getUint32(p + 42, true);
      const rawName = bytes.subarray(p + 46, p + 46 + nameLength);
      const name = (flags & 0x800 ? utf8 : latin1).decode(rawName);
      p += 46 + nameLength + extraLength + commentLength;
      if (flags & 1) throw new CorruptDocumentError(`ZIP entry '${name}' is encrypted`);
      const normal = normalizeEntryName(name);
      if (normal === null)
        throw new ArchiveLimitError(
          `unsafe entry name in package: '${name.length > 60 ? `${name.slice(0, 60)}…` : name}'`,
        );
      if (normal.endsWith('/')) {
        if (!this.order.includes(normal)) this.order.push(normal);
        continue;
      }
      if (this.entries.has(normal)) {
        throw new CorruptDocumentError(`the package has two entries named '${normal}' (ambiguous part)`);
      }
      this.entries.set(normal, { name: normal, method, crc, compressedSize, size, localHeaderOffset });
      this.order.push(normal);
    }
  }

  /** Entry names (folders excluded), in central-directory order. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  /** Entry names in central-directory order with the folder entries (`Pictures/`) some ODF producers write. */
  namesWithFolders(): string[] {
    return [...this.order];
  }

  has(name: string): boolean {
    return this.entries.has(stripSlash(name));
  }

  /**
   * Frees the parts read so far; read again, they are inflated again. For an archive kept past the
   * step that needed its parts (an input's, after reading, when no writer follows).
   */
  forgetParts(): void {
    this.cache.clear();
  }

  /** Whether this archive was opened from exactly these bytes (the same array, not equal ones). */
  isOpenedFrom(bytes: Uint8Array): boolean {
    return this.bytes === bytes;
  }

  /** Declared uncompressed size of an entry, without reading it. */
  size(name: string): number | undefined {
    return this.entries.get(stripSlash(name))?.size;
  }

  /**
   * Every entry as stored (still compressed), in central-directory order with the same
   * normalised names and checks as `read`: writers copy the parts they do not change this way,
   * byte for byte, without inflating them.
   */
  rawEntries(): {
    name: string;
    method: number;
    crc: number;
    compressedSize: number;
    size: number;
    data: Uint8Array;
  }[] {
    return [...this.entries.values()].map((entry) => ({
      name: entry.name,
      method: entry.method,
      crc: entry.crc,
      compressedSize: entry.compressedSize,
      size: entry.size,
      data: this.storedBytes(entry),
    }));
  }

  /**
   * The entry's bytes; throws when missing, damaged or over a limit. `keep: false` leaves them
   * out of the cache: a large part read once (a worksheet) is then freed as soon as its reader is done.
   */
  read(name: string, options: { keep?: boolean } = {}): Uint8Array {
    const key = stripSlash(name);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const entry = this.entries.get(key);
    if (!entry) throw new CorruptDocumentError(`the package has no part '${key}'`);
    const data = this.inflate(entry);
    if (crc32(data) !== entry.crc) {
      throw new DamagedPartError(`part '${key}' is damaged (CRC mismatch)`, key);
    }
    if (options.keep !== false) this.cache.set(key, data);
    return data;
  }

  /**
   * A deflated entry inflated a piece at a time by zlib on libuv's threads, each piece handed to
   * `onPiece` as it comes, on this thread, while the next is inflated: a large part is never held
   * whole, and reading it overlaps inflating it. Rejects, having counted nothing, when the entry
   * is missing, stored, damaged or over a limit, or when `onPiece` throws: `read` then gives the
   * entry, or its error, as usual.
   */
  async inflating(name: string, onPiece: (piece: Buffer) => void, pieceBytes = 1 << 20): Promise<void> {
    const key = stripSlash(name);
    const entry = this.entries.get(key);
    if (!entry || entry.method !== 8) throw new CorruptDocumentError(`part '${key}' is not a deflated entry`);
    const compressed = this.storedBytes(entry);
    this.checkExpansion(entry, entry.size, compressed.length);
    const cap = this.inflationCap(entry, compressed.length);
    let total = 0;
    let crc = 0;
    await new Promise<void>((resolve, reject) => {
      const inflater = createInflateRaw({ chunkSize: pieceBytes });
      const queue: Buffer[] = [];
      let failed = false;
      let draining = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        inflater.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      // Pieces are read after zlib's callback returns (a microtask), which has by then set it
      // inflating the next one: read in the 'data' event itself, they would not overlap.
      const drain = () => {
        draining = false;
        try {
          while (!failed && queue.length) onPiece(queue.shift()!);
        } catch (error) {
          fail(error);
        }
      };
      inflater.on('data', (piece: Buffer) => {
        total += piece.length;
        if (total > cap) return fail(new DamagedPartError(`part '${key}' expands past its declared size`, key));
        crc = nativeCrc32(piece, crc);
        queue.push(piece);
        if (!draining) {
          draining = true;
          queueMicrotask(drain);
        }
      });
      inflater.on('error', fail);
      inflater.on('end', () => {
        drain();
        if (!failed) resolve();
      });
      inflater.end(compressed);
    });
    this.checkExpansion(entry, total, compressed.length);
    if (crc >>> 0 !== entry.crc) throw new DamagedPartError(`part '${key}' is damaged (CRC mismatch)`, key);
    this.count(entry, total);
  }

  /** The entry decoded as UTF-8 text (BOM removed), or undefined when absent. */
  text(name: string): string | undefined {
    if (!this.has(name)) return undefined;
    const text = utf8.decode(this.read(name));
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  /** The entry's stored bytes, after checking its local header and bounds. */
  private storedBytes(entry: Entry): Uint8Array {
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const p = entry.localHeaderOffset;
    if (p + 30 > this.bytes.length || view.getUint32(p, true) !== 0x04034b50) {
      throw new DamagedPartError(`part '${entry.name}' has a damaged local header`, entry.name);
    }
    const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) throw new DamagedPartError(`part '${entry.name}' is truncated`, entry.name);
    return this.bytes.subarray(start, end);
  }

  /** Throws when `expanded` bytes of the entry would be over a limit. */
  private checkExpansion(entry: Entry, expanded: number, compressedLength: number): void {
    const { maxEntryBytes, maxTotalBytes, maxRatio } = this.limits;
    if (expanded > maxEntryBytes) {
      throw new ArchiveLimitError(`part '${entry.name}' expands beyond ${maxEntryBytes} bytes (zip bomb?)`, entry.name);
    }
    if (!this.counted.has(entry.name) && this.expandedTotal + expanded > maxTotalBytes) {
      throw new ArchiveLimitError(`the package expands beyond ${maxTotalBytes} bytes (zip bomb?)`);
    }
    if (expanded > 1024 * 1024 && expanded / Math.max(1, compressedLength) > maxRatio) {
      throw new ArchiveLimitError(
        `part '${entry.name}' has a compression ratio over ${maxRatio}:1 (zip bomb?)`,
        entry.name,
      );
    }
  }

  /** Most bytes a deflated entry may inflate to: what the limits still allow, plus one byte so "exactly at the limit" passes. */
  private inflationCap(entry: Entry, compressedLength: number): number {
    const { maxEntryBytes, maxTotalBytes, maxRatio } = this.limits;
    return (
      Math.min(
        entry.size,
        maxEntryBytes,
        this.counted.has(entry.name) ? Infinity : maxTotalBytes - this.expandedTotal,
        compressedLength * maxRatio > 1024 * 1024 ? compressedLength * maxRatio : Infinity,
      ) + 1
    );
  }

  private inflate(entry: Entry): Uint8Array {
    const compressed = this.storedBytes(entry);
    const check = (expanded: number) => this.checkExpansion(entry, expanded, compressed.length);
    // The declared size is checked before anything is inflated, and caps the inflation: an
    // entry that expands past what it declares is damaged, so a bomb allocates no more than
    // its (already accepted) declared size.
    check(entry.size);
    let out: Uint8Array;
    if (entry.method === 0) {
      check(compressed.length);
      out = compressed.slice();
    } else if (entry.method === 8) {
      const cap = this.inflationCap(entry, compressed.length);
      try {
        // Output in one piece of the declared size (already accepted by the limits) rather than
        // zlib's 16 KB ones: a 70 MB worksheet is then neither thousands of pieces nor joined
        // into a second copy of itself (140 MB at once, and a tenth of a second).
        out = inflateRawSync(compressed, {
          maxOutputLength: Math.max(1, Math.min(cap, 2 ** 31 - 1)),
          chunkSize: Math.max(64, Math.min(cap, 2 ** 30)),
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') check(cap);
        throw new DamagedPartError(`part '${entry.name}' cannot be inflated (damaged data)`, entry.name);
      }
      check(out.length);
    } else {
      throw new DamagedPartError(
        `part '${entry.name}' uses unsupported compression method ${entry.method}`,
        entry.name,
      );
    }
    this.count(entry, out.length);
    return out;
  }

  private count(entry: Entry, expanded: number): void {
    if (this.counted.has(entry.name)) return;
    this.counted.add(entry.name);
    this.expandedTotal += expanded;
  }
}

function findEndOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  const min = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= min; i--) {
    if (view.getUint32(i, true) === 0x06054b50) return i;
  }
  return -1;
}

/** Canonical entry name, or null when the name could escape a folder it is extracted into. */
export function normalizeEntryName(name: string): string | null {
  const slashed = name.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed) || slashed.includes('\0')) return null;
  const parts = slashed.split('/');
  for (const part of parts) if (part === '..') return null;
  return parts.filter((part, i) => part !== '.' && (part !== '' || i === parts.length - 1)).join('/');
}

function stripSlash(name: string): string {
  return name.startsWith('/') ? name.slice(1) : name;
}
