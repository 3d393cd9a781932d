import { PasswordRequiredError, UnsupportedFormatError } from '../../errors';
import type { DocumentMetadata } from '../../model/document';
import { localName, parseXmlPart } from './xml-tree';
import type { XmlElement } from './xml-tree';
import { partFolder, relsPartOf, resolvePartName } from './part-names';

/** One package relationship, its target resolved to a part name unless it is external. */
export interface Relationship {
  id: string;
  /** Relationship type URI (Transitional or Strict spelling). */
  type: string;
  /** Part name inside the package, or the raw target of an external relationship. */
  target: string;
  external: boolean;
}

export type Relationships = Map<string, Relationship>;

/** Anything parts can be read from: the ZIP reader, or an editable package with its edits. */
export interface PartReader {
  text(name: string): string | undefined;
}

/** The relationships of a part (`word/document.xml` → `word/_rels/document.xml.rels`; `` for the package's). */
export function readRelationships(reader: PartReader, partName: string): Relationships {
  return parseRelationships(reader.text(relsPartOf(partName)), partName);
}

/** Relationships from the text of a part's rels part, targets resolved to part names. */
export function parseRelationships(text: string | undefined, partName: string): Relationships {
  const relationships: Relationships = new Map();
  if (text === undefined) return relationships;
  const folder = partFolder(partName);
  const { root } = parseXmlPart(text, relsPartOf(partName));
  for (const element of root.children) {
    if (localName(element.name) !== 'Relationship') continue;
    const id = element.attr('Id');
    const target = element.attr('Target');
    if (!id || target === undefined) continue;
    const external = element.attr('TargetMode') === 'External';
    relationships.set(id, {
      id,
      type: element.attr('Type') ?? '',
      target: external ? target : resolvePartName(folder, target),
      external,
    });
  }
  return relationships;
}

/** The last segment of a relationship type (`…/relationships/slideLayout` → `slideLayout`), the same in both dialects. */
export function relationshipKind(type: string): string {
  return type.slice(type.lastIndexOf('/') + 1);
}

/** First relationship whose type ends with `/<kind>` (`styles`, `numbering`, …). */
export function relationshipOfType(relationships: Relationships, kind: string): Relationship | undefined {
  for (const rel of relationships.values()) if (rel.type.endsWith(`/${kind}`)) return rel;
  return undefined;
}

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Rejects an OLE2 compound file with the right error: Office wraps an encrypted OOXML package in
 * one (its `EncryptedPackage` stream), and Word 97-2003 `.doc` files are one too. Directory
 * entries store names as UTF-16LE, so a byte search for the name is enough to tell them apart.
 */
export function rejectCompoundFile(bytes: Uint8Array, password: string | undefined): void {
  if (bytes.length < 8 || !CFB_MAGIC.every((b, i) => bytes[i] === b)) return;
  if (containsUtf16Name(bytes, 'EncryptedPackage')) {
    if (password === undefined) throw new PasswordRequiredError();
    throw new UnsupportedFormatError('the document is encrypted; decrypting Word documents is not supported yet');
  }
  if (containsUtf16Name(bytes, 'WordDocument')) {
    throw new UnsupportedFormatError('the file is a Word 97-2003 binary .doc, not supported');
  }
  throw new UnsupportedFormatError('the file is an OLE2 compound file, not a Word package; not supported');
}

function containsUtf16Name(bytes: Uint8Array, name: string): boolean {
  const pattern = new Uint8Array(name.length * 2);
  for (let i = 0; i < name.length; i++) pattern[i * 2] = name.charCodeAt(i);
  const first = pattern[0];
  const last = bytes.length - pattern.length;
  outer: for (let i = 0; i <= last; i++) {
    if (bytes[i] !== first) continue;
    for (let k = 1; k < pattern.length; k++) if (bytes[i + k] !== pattern[k]) continue outer;
    return true;
  }
  return false;
}

/** Metadata from docProps/core.xml and docProps/app.xml (matched by local name: both dialects). */
export function readProperties(
  zip: PartReader,
  corePart: string,
  appPart: string,
): { metadata: DocumentMetadata; pageCount?: number } {
  const metadata: DocumentMetadata = {};
  let pageCount: number | undefined;
  const core = zip.text(corePart);
  if (core !== undefined) {
    for (const element of parseXmlPart(core, corePart).root.children) {
      const value = element.text.trim();
      if (!value) continue;
      switch (localName(element.name)) {
        case 'title':
          metadata.title = value;
          break;
        case 'creator':
          metadata.author = value;
          break;
        case 'lastModifiedBy':
          metadata.lastModifiedBy = value;
          break;
        case 'created':
          metadata.created = value;
          break;
        case 'modified':
          metadata.modified = value;
          break;
      }
    }
  }
  const app = zip.text(appPart);
  if (app !== undefined) {
    for (const element of parseXmlPart(app, appPart).root.children) {
      const value = element.text.trim();
      if (!value) continue;
      const name = localName(element.name);
      if (name === 'Pages' && /^\d+$/.test(value)) pageCount = Number(value);
      else if (name === 'Company') metadata.company = value;
    }
  }
  return { metadata, pageCount };
}

/** Reads and parses a part, or returns undefined when the package does not have it. */
export function readXmlPart(
  zip: PartReader,
  partName: string,
): { root: XmlElement; revisionCount: number } | undefined {
  const text = zip.text(partName);
  return text === undefined ? undefined : parseXmlPart(text, partName);
}
