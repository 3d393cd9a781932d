import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { mulberry32 } from '../quality/generate';

/** The quality corpus's generator: small, fast, seedable. */
export { mulberry32 };

/**
 * Seeded mutations of real documents, each the kind of damage or attack a reader must survive:
 * cut short, flipped bytes inside a ZIP entry's deflate stream, a part missing, elements nested
 * 100,000 deep, entity expansion ("billion laughs"), giant lines and cells, a broken PDF
 * cross-reference table, an image header that claims absurd dimensions.
 */

export type Rng = () => number;

export const MUTATIONS = [
  'truncate',
  'flip-deflate',
  'missing-part',
  'deep-nesting',
  'entity-expansion',
  'giant-line',
  'broken-xref',
  'bad-image-header',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

export interface Mutated {
  bytes: Uint8Array;
  /** What was done, for the report line. */
  detail: string;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
const xmlEntry = (name: string) => /\.(xml|rels|vml)$/i.test(name);
const imageEntry = (name: string) => /\.(png|jpe?g|gif|bmp)$/i.test(name);

/** Which mutations make sense for a file (a PDF has no ZIP entries, a CSV no XML). */
export function applicable(bytes: Uint8Array, fileName: string): Mutation[] {
  const out: Mutation[] = ['truncate', 'giant-line'];
  if (isZip(bytes)) {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(bytes);
    } catch {
      return out;
    }
    const names = Object.keys(entries);
    out.push('flip-deflate', 'missing-part');
    if (names.some(xmlEntry)) out.push('deep-nesting', 'entity-expansion');
    if (names.some(imageEntry)) out.push('bad-image-header');
  } else if (isPdf(bytes)) out.push('broken-xref');
  else if (/\.(png|jpe?g|gif|bmp)$/i.test(fileName)) out.push('bad-image-header');
  return out;
}

export function mutate(bytes: Uint8Array, fileName: string, mutation: Mutation, rng: Rng): Mutated {
  switch (mutation) {
    case 'truncate': {
      const at = Math.floor(bytes.length * (0.05 + rng() * 0.9));
      return { bytes: bytes.subarray(0, at), detail: `cut at ${at} of ${bytes.length} bytes` };
    }
    case 'flip-deflate':
      return flipInsideEntry(bytes, rng);
    case 'missing-part': {
      const entries = unzipSync(bytes);
      const name = pick(rng, Object.keys(entries));
      delete entries[name];
      return { bytes: zipSync(entries), detail: `without ${name}` };
    }
    case 'deep-nesting':
      return editXmlEntry(
        bytes,
        rng,
        (xml) => insertAfterRoot(xml, '<d>'.repeat(100_000) + '</d>'.repeat(100_000)),
        '100,000 nested elements in',
      );
    case 'entity-expansion':
      return editXmlEntry(bytes, rng, billionLaughs, 'entity expansion in');
    case 'giant-line':
      return giant(bytes, fileName, rng);
    case 'broken-xref':
      return brokenXref(bytes, rng);
    case 'bad-image-header':
      if (isZip(bytes)) {
        const entries = unzipSync(bytes);
        const name = pick(rng, Object.keys(entries).filter(imageEntry));
        entries[name] = badImageHeader(entries[name], rng);
        return { bytes: zipSync(entries), detail: `bad image header in ${name}` };
      }
      return { bytes: badImageHeader(bytes, rng), detail: 'bad image header' };
  }
}

/** Flips bytes inside one entry's stored (usually deflated) data, found through the central directory. */
function flipInsideEntry(bytes: Uint8Array, rng: Rng): Mutated {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  const copy = Uint8Array.from(bytes);
  if (eocd < 0) return { bytes: copy, detail: 'no central directory to find entries by' };
  const ranges: [string, number, number][] = [];
  let at = view.getUint32(eocd + 16, true);
  for (
    let k = view.getUint16(eocd + 10, true);
    k > 0 && at + 46 <= bytes.length && view.getUint32(at, true) === 0x02014b50;
    k--
  ) {
    const compressed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    const local = view.getUint32(at + 42, true);
    if (local + 30 <= bytes.length && compressed > 0) {
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      ranges.push([name, start, Math.min(start + compressed, bytes.length)]);
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  if (!ranges.length) return { bytes: copy, detail: 'no entry data to flip' };
  const [name, start, end] = pick(rng, ranges);
  const flips = 1 + Math.floor(rng() * 4);
  for (let k = 0; k < flips; k++) copy[start + Math.floor(rng() * (end - start))] ^= 1 + Math.floor(rng() * 255);
  return { bytes: copy, detail: `${flips} byte(s) flipped in ${name}'s data` };
}

/** The XML entries of a ZIP, none when it cannot be unpacked (the damaged fixtures). */
function xmlEntries(bytes: Uint8Array): string[] {
  try {
    return Object.keys(unzipSync(bytes)).filter(xmlEntry);
  } catch {
    return [];
  }
}

function editXmlEntry(bytes: Uint8Array, rng: Rng, edit: (xml: string) => string, what: string): Mutated {
  const entries = unzipSync(bytes);
  const name = pick(rng, Object.keys(entries).filter(xmlEntry));
  entries[name] = strToU8(edit(strFromU8(entries[name])));
  return { bytes: zipSync(entries), detail: `${what} ${name}` };
}

function insertAfterRoot(xml: string, inner: string): string {
  const root = xml.search(/<[A-Za-z_]/);
  if (root < 0) return xml + inner;
  const end = xml.indexOf('>', root) + 1;
  // A self-closing root gets the insertion as a sibling: damaged either way.
  return xml.slice(0, end) + inner + xml.slice(end);
}

/** Ten levels of ten-fold entities: a billion `lol`s if a parser expands them. */
function billionLaughs(xml: string): string {
  const entities = ['<!ENTITY lol "lol">'];
  for (let k = 1; k <= 9; k++) entities.push(`<!ENTITY lol${k} "${`&lol${k === 1 ? '' : k - 1};`.repeat(10)}">`);
  const declarationEnd = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  const body = xml.slice(declarationEnd);
  const root = /<([A-Za-z_][\w:.-]*)/.exec(body)?.[1] ?? 'r';
  return `${xml.slice(0, declarationEnd)}<!DOCTYPE ${root} [${entities.join('')}]>${insertAfterRoot(body, '&lol9;')}`;
}

/** A 16 MB line: a field for CSV, body text for mail and text, a text node in an XML part, junk before a PDF's end. */
function giant(bytes: Uint8Array, fileName: string, rng: Rng): Mutated {
  const size = 16 * 1024 * 1024;
  const kind = rng() < 0.5 ? 'one cell' : 'many cells';
  const line = kind === 'one cell' ? `"${'x'.repeat(size)}"` : '1,'.repeat(size / 2);
  if (/\.(csv|tsv)$/i.test(fileName))
    return { bytes: concat(bytes, strToU8(`\n${line}\n`)), detail: `a 16 MB line of ${kind} appended` };
  if (isZip(bytes) && xmlEntries(bytes).length)
    return editXmlEntry(bytes, rng, (xml) => insertAfterRoot(xml, 'x'.repeat(size)), 'a 16 MB text node in');
  return { bytes: concat(bytes, strToU8(`\n${'y'.repeat(size)}\n`)), detail: 'a 16 MB line appended' };
}

function brokenXref(bytes: Uint8Array, rng: Rng): Mutated {
  let text = Buffer.from(bytes).toString('latin1');
  const how = pick(rng, ['startxref points nowhere', 'xref offsets scrambled', 'trailer removed']);
  if (how === 'startxref points nowhere')
    text = text.replace(/startxref\s+\d+/g, `startxref\n${Math.floor(rng() * bytes.length)}`);
  else if (how === 'xref offsets scrambled')
    text = text.replace(/(\d{10}) (\d{5}) n/g, () => `${String(Math.floor(rng() * 1e10)).padStart(10, '0')} 00000 n`);
  else text = text.replace(/trailer\s*<<[\s\S]*?>>/g, '');
  return { bytes: new Uint8Array(Buffer.from(text, 'latin1')), detail: how };
}

/** Dimensions of 0 or near 2^31 in the header of a PNG, JPEG, GIF or BMP; other bytes are flipped. */
function badImageHeader(image: Uint8Array, rng: Rng) {
  const out = Uint8Array.from(image);
  const view = new DataView(out.buffer);
  const huge = rng() < 0.7;
  if (out[0] === 0x89 && out[1] === 0x50 && out.length >= 24) {
    view.setUint32(16, huge ? 0x7fffffff : 0);
    view.setUint32(20, huge ? 0x7fffffff : 0);
  } else if (out[0] === 0xff && out[1] === 0xd8) {
    for (let i = 2; i + 9 < out.length; i++) {
      if (out[i] === 0xff && out[i + 1] >= 0xc0 && out[i + 1] <= 0xc2) {
        view.setUint16(i + 5, huge ? 0xffff : 0);
        view.setUint16(i + 7, huge ? 0xffff : 0);
        break;
      }
    }
  } else if (out[0] === 0x47 && out[1] === 0x49 && out.length >= 10) {
    view.setUint16(6, huge ? 0xffff : 0, true);
    view.setUint16(8, huge ? 0xffff : 0, true);
  } else if (out[0] === 0x42 && out[1] === 0x4d && out.length >= 26) {
    view.setInt32(18, huge ? 0x7fffffff : 0, true);
    view.setInt32(22, huge ? 0x7fffffff : 0, true);
  } else if (out.length > 16) for (let k = 0; k < 8; k++) out[k + 8] ^= 0xff;
  return out;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
