import { Deflate, zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32, normalizeEntryName, ZipArchive } from '../../../src/engine/archive/zip';
import { ArchiveLimitError, CorruptDocumentError } from '../../../src/engine/errors';

describe('ZipArchive', () => {
  it('reads stored and deflated entries and lists names without folders', () => {
    const bytes = zipSync({
      'a.txt': [strToU8('stored'), { level: 0 }],
      'dir/b.xml': strToU8('<x>deflated</x>'.repeat(50)),
    });
    const zip = new ZipArchive(bytes);
    expect(zip.names()).toEqual(['a.txt', 'dir/b.xml']);
    expect(zip.text('a.txt')).toBe('stored');
    expect(zip.text('/dir/b.xml')).toBe('<x>deflated</x>'.repeat(50));
    expect(zip.text('missing.xml')).toBeUndefined();
  });

  it('refuses entry names that climb out of the package', () => {
    const bytes = zipSync({ '../evil.txt': strToU8('x') });
    expect(() => new ZipArchive(bytes)).toThrow(ArchiveLimitError);
    expect(() => new ZipArchive(bytes)).toThrow("unsafe entry name in package: '../evil.txt'");
    expect(normalizeEntryName('word/../../x')).toBeNull();
    expect(normalizeEntryName('C:/x')).toBeNull();
    expect(normalizeEntryName('word\\document.xml')).toBe('word/document.xml');
  });

  it('refuses two entries with the same name', () => {
    const one = zipSync({ 'x.xml': strToU8('1'), 'y.xml': strToU8('2') });
    // Rename y.xml to x.xml in both headers: same length, so offsets stay valid.
    const bytes = Buffer.from(one);
    let at = bytes.indexOf('y.xml');
    while (at >= 0) {
      bytes.write('x.xml', at);
      at = bytes.indexOf('y.xml', at + 1);
    }
    expect(() => new ZipArchive(new Uint8Array(bytes))).toThrow(/two entries named 'x.xml'/);
  });

  it('stops a zip bomb while inflating, before it fills memory', () => {
    // 64 MiB of zeros deflate to about 64 KiB; the limit is 8 MiB per entry.
    const chunks: Uint8Array[] = [];
    const deflate = new Deflate({ level: 9 }, (chunk) => chunks.push(chunk));
    const zeros = new Uint8Array(1024 * 1024);
    for (let i = 0; i < 64; i++) deflate.push(zeros, i === 63);
    const compressed = Buffer.concat(chunks);
    const bytes = storedZipWithDeflatedEntry('bomb.xml', compressed, 64 * 1024 * 1024);
    const zip = new ZipArchive(bytes, {
      maxEntries: 10,
      maxEntryBytes: 8 * 1024 * 1024,
      maxTotalBytes: 16 * 1024 * 1024,
      maxRatio: 100_000,
    });
    expect(() => zip.read('bomb.xml')).toThrow(/expands beyond 8388608 bytes/);
    const ratioLimited = new ZipArchive(bytes);
    expect(() => ratioLimited.read('bomb.xml')).toThrow(/compression ratio over 100:1/);
  });

  it('counts each entry once towards the total, however often it is read, and every distinct one', async () => {
    // One archive serves the reader, the writer and the validation: a part they each read (a
    // worksheet read without keeping it) expands to no more distinct bytes the third time.
    const part = new Uint8Array(600).fill(0x41);
    const bytes = zipSync({ 'a.xml': part, 'b.xml': part });
    const zip = new ZipArchive(bytes, { maxEntries: 10, maxEntryBytes: 1e6, maxTotalBytes: 1000, maxRatio: 100 });
    for (let i = 0; i < 3; i++) expect(zip.read('a.xml', { keep: false })).toHaveLength(600);
    await zip.inflating('a.xml', () => {});
    expect(() => zip.read('b.xml')).toThrow(/expands beyond 1000 bytes/);
  });

  it('refuses archives with more entries than the limit', () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < 20; i++) files[`f${i}.txt`] = strToU8('x');
    expect(
      () => new ZipArchive(zipSync(files), { maxEntries: 10, maxEntryBytes: 1e6, maxTotalBytes: 1e6, maxRatio: 100 }),
    ).toThrow(/20 entries \(limit 10\)/);
  });

  it('says a truncated package is truncated and a non-zip is not a zip', () => {
    const bytes = zipSync({ 'a.txt': strToU8('hello world') });
    expect(() => new ZipArchive(bytes.subarray(0, bytes.length - 30))).toThrow(
      new CorruptDocumentError('the ZIP package is truncated (no central directory)'),
    );
    expect(() => new ZipArchive(strToU8('just text'))).toThrow('the file is not a ZIP package');
  });

  it('detects damaged data by CRC', () => {
    const bytes = zipSync({ 'a.txt': [strToU8('hello world'), { level: 0 }] });
    const damaged = Buffer.from(bytes);
    const at = damaged.indexOf('hello');
    damaged[at] = 'j'.charCodeAt(0);
    expect(() => new ZipArchive(new Uint8Array(damaged)).read('a.txt')).toThrow(
      "part 'a.txt' is damaged (CRC mismatch)",
    );
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(strToU8('123456789'))).toBe(0xcbf43926);
  });
});

/** A one-entry ZIP whose entry is already deflated (so the test need not inflate to build it). */
function storedZipWithDeflatedEntry(name: string, deflated: Uint8Array, size: number): Uint8Array {
  const nameBytes = strToU8(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0, 14);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0, 16);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const cdOffset = local.length + nameBytes.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return new Uint8Array(Buffer.concat([local, nameBytes, deflated, central, nameBytes, end]));
}

describe('ZipArchive.rawEntries', () => {
  it('gives each entry as stored, with normalised names, so writers can copy parts byte for byte', () => {
    const bytes = zipSync({
      'word\\document.xml': strToU8('<w:document/>'.repeat(40)),
      'a.bin': [strToU8('stored'), { level: 0 }],
    });
    const entries = new ZipArchive(bytes).rawEntries();
    expect(entries.map((e) => [e.name, e.method])).toEqual([
      ['word/document.xml', 8],
      ['a.bin', 0],
    ]);
    expect(Buffer.from(entries[1].data).toString()).toBe('stored');
    expect(entries[0].size).toBe('<w:document/>'.length * 40);
  });
});
