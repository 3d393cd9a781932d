import { crc32, deflateRawSync } from 'node:zlib';
import { ZipArchive } from './zip';

/**
 * ZIP writing for result packages. Parts the writer did not touch are copied as their original
 * compressed bytes (no inflate/deflate round trip: images and embedded files stay byte-identical
 * and cost nothing); changed and new parts are deflated once.
 */

/** An entry copied from the input package as it was stored. */
export interface RawEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** The stored (usually deflated) bytes. */
  data: Uint8Array;
}

/**
 * The stored entries of a package, in central-directory order (folders left out), through the
 * engine's one ZIP reader: the same name normalisation, duplicate and bounds checks as reading.
 */
export function readRawEntries(bytes: Uint8Array): RawEntry[] {
  return new ZipArchive(bytes).rawEntries();
}

/** An entry for content kept as it is (no compression): tiny parts, pictures, ODF's mimetype. */
export function storedEntry(name: string, content: Uint8Array): RawEntry {
  return {
    name,
    method: 0,
    crc: crc32(content) >>> 0,
    compressedSize: content.length,
    size: content.length,
    data: content,
  };
}

/** An entry for new or changed content, deflated. */
export function deflatedEntry(name: string, content: Uint8Array): RawEntry {
  // Tiny parts are stored: deflate would only add its header.
  if (content.length < 64) return storedEntry(name, content);
  const data = deflateRawSync(content, { level: 6 });
  return { name, method: 8, crc: crc32(content) >>> 0, compressedSize: data.length, size: content.length, data };
}

/**
 * A ZIP archive of new files, each deflated (tiny ones stored), in the order given: for archives
 * that are not documents (the translation service's bundle of .resx files). Dated 1980-01-01 like
 * every package the engine writes, so the same files give the same bytes.
 */
export function zipFiles(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const names = new Set<string>();
  for (const { name } of files) {
    if (names.has(name)) throw new Error(`two files named '${name}' in one archive`);
    names.add(name);
  }
  return writeZip(files.map((file) => deflatedEntry(file.name, file.bytes)));
}

/** Writes entries as a ZIP archive (UTF-8 names, a fixed DOS timestamp: 1980-01-01). */
export function writeZip(entries: readonly RawEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const names = entries.map((e) => encoder.encode(e.name));
  let localSize = 0;
  let centralSize = 0;
  entries.forEach((e, k) => {
    localSize += 30 + names[k].length + e.data.length;
    centralSize += 46 + names[k].length;
  });
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let p = 0;
  const DOS_DATE = (0 << 9) | (1 << 5) | 1;
  entries.forEach((e, k) => {
    offsets.push(p);
    view.setUint32(p, 0x04034b50, true);
    view.setUint16(p + 4, 20, true);
    view.setUint16(p + 6, 0x800, true);
    view.setUint16(p + 8, e.method, true);
    view.setUint16(p + 10, 0, true);
    view.setUint16(p + 12, DOS_DATE, true);
    view.setUint32(p + 14, e.crc, true);
    view.setUint32(p + 18, e.compressedSize, true);
    view.setUint32(p + 22, e.size, true);
    view.setUint16(p + 26, names[k].length, true);
    view.setUint16(p + 28, 0, true);
    out.set(names[k], p + 30);
    out.set(e.data, p + 30 + names[k].length);
    p += 30 + names[k].length + e.data.length;
  });
  const centralStart = p;
  entries.forEach((e, k) => {
    view.setUint32(p, 0x02014b50, true);
    view.setUint16(p + 4, 20, true);
    view.setUint16(p + 6, 20, true);
    view.setUint16(p + 8, 0x800, true);
    view.setUint16(p + 10, e.method, true);
    view.setUint16(p + 12, 0, true);
    view.setUint16(p + 14, DOS_DATE, true);
    view.setUint32(p + 16, e.crc, true);
    view.setUint32(p + 20, e.compressedSize, true);
    view.setUint32(p + 24, e.size, true);
    view.setUint16(p + 28, names[k].length, true);
    view.setUint32(p + 42, offsets[k], true);
    out.set(names[k], p + 46);
    p += 46 + names[k].length;
  });
  view.setUint32(p, 0x06054b50, true);
  view.setUint16(p + 8, entries.length, true);
  view.setUint16(p + 10, entries.length, true);
  view.setUint32(p + 12, p - centralStart, true);
  view.setUint32(p + 16, centralStart, true);
  return out;
}
