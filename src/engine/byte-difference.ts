import { ZipArchive } from './archive/zip';
import { sameBytes } from './formats/package/digest';

/**
 * When two versions differ in bytes but the comparison finds no change, says what does differ,
 * so "no changes" is not read as "the commit did nothing": `no content changes; styles and
 * metadata differ (word/styles.xml, docProps/core.xml)`. Undefined when the bytes are equal.
 */
export function describeByteDifference(before: Uint8Array, after: Uint8Array): string | undefined {
  if (sameBytes(before, after)) return undefined;
  const parts = packageDifference(before, after);
  if (parts) {
    if (!parts.length) return 'no content changes; the package is stored differently (same parts, same contents)';
    const kinds = [...new Set(parts.map(partKind))];
    const shown = parts.slice(0, 4).join(', ') + (parts.length > 4 ? `, and ${parts.length - 4} more` : '');
    if (kinds.length === 1 && kinds[0] === 'metadata') return `metadata only (${shown})`;
    return `no content changes; ${joinWords(kinds)} differ (${shown})`;
  }
  const text = (bytes: Uint8Array) =>
    Buffer.from(bytes)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n');
  if (text(before) === text(after)) return 'no content changes; only line endings or the byte-order mark differ';
  return 'no content changes; the files differ in bytes the comparison does not read (layout, metadata or encoding)';
}

/** The parts of two packages whose contents differ, or undefined when either is not a readable ZIP. */
function packageDifference(before: Uint8Array, after: Uint8Array): string[] | undefined {
  let a: ZipArchive;
  let b: ZipArchive;
  try {
    a = new ZipArchive(before);
    b = new ZipArchive(after);
  } catch {
    return undefined;
  }
  const names = [...new Set([...a.names(), ...b.names()])].sort();
  const differing: string[] = [];
  try {
    for (const name of names) {
      if (!a.has(name) || !b.has(name) || !sameBytes(a.read(name), b.read(name))) differing.push(name);
    }
  } catch {
    return undefined;
  }
  return differing;
}

const KINDS: [RegExp, string][] = [
  [/(^|\/)(docProps\/|meta\.xml$|customXml\/|\[Content_Types\]\.xml$|META-INF\/)|\.rels$/, 'metadata'],
  [/(^|\/)(styles|stylesWithEffects|numbering|fontTable)\.xml$|(^|\/)theme\//, 'styles'],
  [/comments[^/]*\.xml$|commentsExtended|commentsIds|people\.xml$/, 'comment formatting'],
  [/(^|\/)(settings|webSettings)\.xml$|(^|\/)Configurations2\//, 'settings'],
  [/(^|\/)(media|Pictures|Thumbnails)\/|thumbnail/i, 'images'],
];

function partKind(name: string): string {
  return KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'markup the comparison reads as equal';
}

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
