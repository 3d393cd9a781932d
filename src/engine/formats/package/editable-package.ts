import type { Document, Element } from '@xmldom/xmldom';
import { ZipArchive, type ArchiveLimits } from '../../archive/zip';
import { deflatedEntry, storedEntry, writeZip, type RawEntry } from '../../archive/zip-writer';
import { CorruptDocumentError } from '../../errors';
import { parseRelationships, type Relationships } from './opc';
import { relativeTarget, relsPartOf } from './part-names';
import { elementChildren, parseXml, serializeXml } from './xml-dom';
import { NAMESPACES } from './namespaces';

const REL_NS = NAMESPACES.rel[0];
const CT_NS = NAMESPACES.ct[0];
const MANIFEST_NS = NAMESPACES.manifest[0];
const CONTENT_TYPES = '[Content_Types].xml';
const MANIFEST = 'META-INF/manifest.xml';
/** Already compressed: deflating them again costs time and gains nothing. */
const COMPRESSED_MEDIA = /\.(png|jpe?g|gif|webp|zip|odt|ods|odp|docx|xlsx|pptx)$/i;

/** A part opened for editing; its text is written back on save when it is dirty. */
export interface OpenedPart {
  readonly dirty: boolean;
  markDirty(): void;
  serialize(): string;
}

/** A part opened as a whole DOM (@xmldom/xmldom). */
export class XmlPart implements OpenedPart {
  readonly document: Document;
  readonly root: Element;
  dirty = false;

  constructor(
    readonly name: string,
    text: string,
  ) {
    this.document = parseXml(text, name);
    this.root = this.document.documentElement!;
  }

  markDirty(): void {
    this.dirty = true;
  }

  serialize(): string {
    return serializeXml(this.document);
  }
}

/**
 * A package (OPC: DOCX, XLSX, PPTX, VSDX; ODF: ODT, ODS, ODP) opened for editing, the one every
 * writer edits its result in. Parts are read on demand, replaced or added by name, or opened as
 * DOMs (or as a family's own kind of part) and serialized on save; relationships, content types
 * and the ODF manifest are edited here rather than by each family. Saving copies every entry
 * nobody changed as its stored bytes, in the input's order (folders included), through the one
 * ZIP writer, with `mimetype` first and stored as ODF requires.
 */
export class EditablePackage {
  private readonly replaced = new Map<string, Uint8Array>();
  private readonly opened = new Map<string, OpenedPart>();
  private readonly removed = new Set<string>();
  private readonly relationshipCache = new Map<string, { text: string | undefined; relationships: Relationships }>();

  constructor(readonly zip: ZipArchive) {}

  static open(bytes: Uint8Array, limits?: ArchiveLimits): EditablePackage {
    return new EditablePackage(new ZipArchive(bytes, limits));
  }

  has(name: string): boolean {
    return !this.removed.has(name) && (this.replaced.has(name) || this.opened.has(name) || this.zip.has(name));
  }

  /** Every part name: the input's in their order, then the added ones; removed ones left out. */
  names(): string[] {
    const out = new Set(this.zip.names());
    for (const name of this.replaced.keys()) out.add(name);
    for (const name of this.opened.keys()) out.add(name);
    return [...out].filter((name) => !this.removed.has(name));
  }

  /** The part's current bytes; throws CorruptDocumentError when the package has no such part. */
  bytes(name: string): Uint8Array {
    if (this.removed.has(name)) throw new CorruptDocumentError(`the package has no part '${name}'`);
    const replaced = this.replaced.get(name);
    if (replaced) return replaced;
    const part = this.opened.get(name);
    if (part?.dirty) return new TextEncoder().encode(part.serialize());
    return this.zip.read(name);
  }

  /** The part's current text (UTF-8, BOM removed), or undefined when the package has no such part. */
  text(name: string): string | undefined {
    if (this.removed.has(name)) return undefined;
    const replaced = this.replaced.get(name);
    if (replaced) return stripBom(new TextDecoder().decode(replaced));
    const part = this.opened.get(name);
    if (part?.dirty) return part.serialize();
    return this.zip.text(name);
  }

  /** The part's current text; throws CorruptDocumentError when the package has no such part. */
  textOf(name: string): string {
    const text = this.text(name);
    if (text === undefined) throw new CorruptDocumentError(`the package has no part '${name}'`);
    return text;
  }

  /** Replaces or adds a part. */
  put(name: string, content: Uint8Array | string): void {
    this.removed.delete(name);
    this.opened.delete(name);
    this.replaced.set(name, typeof content === 'string' ? new TextEncoder().encode(content) : content);
  }

  remove(name: string): void {
    this.replaced.delete(name);
    this.opened.delete(name);
    this.removed.add(name);
  }

  /**
   * The part opened for editing, made by `open` from its current text the first time it is asked
   * for; undefined when the package has no such part.
   */
  openPart<T extends OpenedPart>(name: string, open: (name: string, text: string) => T): T | undefined {
    const existing = this.opened.get(name);
    if (existing) return existing as T;
    const text = this.text(name);
    if (text === undefined) return undefined;
    const part = open(name, text);
    this.replaced.delete(name);
    this.opened.set(name, part);
    return part;
  }

  /** The part opened as a DOM (not marked as changed until someone marks it). */
  xmlPart(name: string): XmlPart | undefined {
    const part = this.openPart(name, (partName, text) => new XmlPart(partName, text));
    if (part && !(part instanceof XmlPart)) throw new Error(`part '${name}' is open as another kind of part`);
    return part;
  }

  /** The part's DOM, for editing: it is written back on save. Throws when the package has no such part. */
  xml(name: string): Document {
    const part = this.xmlPart(name);
    if (!part) throw new CorruptDocumentError(`the package has no part '${name}'`);
    part.markDirty();
    return part.document;
  }

  /** Marks every part opened so far as changed. */
  markOpenedDirty(): void {
    for (const part of this.opened.values()) part.markDirty();
  }

  /** A part name not used yet: `prefix` + n + `suffix` (`xl/comments` 3 `.xml`). */
  freeName(prefix: string, suffix: string): string {
    for (let n = 1; ; n++) if (!this.has(`${prefix}${n}${suffix}`)) return `${prefix}${n}${suffix}`;
  }

  /** Relationships of a part (`` for the package's own), targets resolved to part names. */
  relationships(part: string): Relationships {
    const relsName = relsPartOf(part);
    const text = this.text(relsName);
    const cached = this.relationshipCache.get(relsName);
    if (cached && cached.text === text) return cached.relationships;
    const relationships = parseRelationships(text, part);
    this.relationshipCache.set(relsName, { text, relationships });
    return relationships;
  }

  /** The id of a relationship of `part` with this type and target, if it has one. */
  findRelationship(part: string, type: string, target: string, external = false): string | undefined {
    for (const rel of this.relationships(part).values())
      if (rel.type === type && rel.target === target && rel.external === external) return rel.id;
    return undefined;
  }

  /**
   * Adds a relationship from `part` and returns its new id (`rId` + the first free number, or
   * `idPrefix` + one). `target` is a part name, written relative to `part`, or for an external
   * relationship the target as it is.
   */
  addRelationship(
    part: string,
    type: string,
    target: string,
    options: { external?: boolean; idPrefix?: string } = {},
  ): string {
    const relsName = relsPartOf(part);
    if (!this.has(relsName))
      this.put(
        relsName,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${REL_NS}"></Relationships>`,
      );
    const rels = this.xmlPart(relsName)!;
    const ids = new Set(elementChildren(rels.root).map((e) => e.getAttribute('Id')));
    const prefix = options.idPrefix ?? 'rId';
    let n = options.idPrefix ? 1 : ids.size + 1;
    while (ids.has(`${prefix}${n}`)) n++;
    const id = `${prefix}${n}`;
    const element = rels.document.createElementNS(REL_NS, 'Relationship');
    element.setAttribute('Id', id);
    element.setAttribute('Type', type);
    element.setAttribute('Target', options.external ? target : relativeTarget(part, target));
    if (options.external) element.setAttribute('TargetMode', 'External');
    rels.root.appendChild(element);
    rels.markDirty();
    return id;
  }

  removeRelationship(part: string, id: string): void {
    const rels = this.has(relsPartOf(part)) ? this.xmlPart(relsPartOf(part)) : undefined;
    if (!rels) return;
    for (const element of elementChildren(rels.root))
      if (element.getAttribute('Id') === id) {
        rels.root.removeChild(element);
        rels.markDirty();
      }
  }

  /** The content type [Content_Types].xml gives a part: its Override, else its extension's Default. */
  contentType(part: string): string | undefined {
    const types = this.contentTypes();
    if (!types) return undefined;
    const extension = extensionOf(part);
    let byDefault: string | undefined;
    for (const e of elementChildren(types.root)) {
      if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`)
        return e.getAttribute('ContentType') ?? undefined;
      if (e.localName === 'Default' && e.getAttribute('Extension')?.toLowerCase() === extension)
        byDefault ??= e.getAttribute('ContentType') ?? undefined;
    }
    return byDefault;
  }

  /** Gives a part this content type by an Override (replacing one it had). */
  setOverride(part: string, contentType: string): void {
    this.removeOverride(part);
    this.appendType('Override', { PartName: `/${part}`, ContentType: contentType });
  }

  /** Gives a part an Override with this content type unless it has an Override already. */
  addOverride(part: string, contentType: string): void {
    const types = this.contentTypes();
    if (!types) return;
    for (const e of elementChildren(types.root))
      if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`) return;
    this.appendType('Override', { PartName: `/${part}`, ContentType: contentType });
  }

  /** Makes sure a part has a content type: by its extension's Default or an Override, else a new Override. */
  coverContentType(part: string, contentType: string): void {
    if (this.contentType(part) === undefined)
      this.appendType('Override', { PartName: `/${part}`, ContentType: contentType });
  }

  /** Makes sure an extension has a Default content type. */
  addDefault(extension: string, contentType: string): void {
    const types = this.contentTypes();
    if (!types) return;
    for (const e of elementChildren(types.root))
      if (e.localName === 'Default' && e.getAttribute('Extension')?.toLowerCase() === extension.toLowerCase()) return;
    this.appendType('Default', { Extension: extension, ContentType: contentType });
  }

  removeOverride(part: string): void {
    const types = this.contentTypes();
    if (!types) return;
    for (const e of elementChildren(types.root))
      if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`) {
        types.root.removeChild(e);
        types.markDirty();
      }
  }

  /** Lists a part in the ODF manifest (META-INF/manifest.xml) unless it is listed already. */
  addManifestEntry(path: string, mediaType: string): void {
    const manifest = this.xmlPart(MANIFEST);
    if (!manifest) return;
    for (const e of elementChildren(manifest.root))
      if (e.localName === 'file-entry' && e.getAttributeNS(MANIFEST_NS, 'full-path') === path) return;
    const prefix = manifest.root.lookupPrefix(MANIFEST_NS);
    const qualified = (local: string) => (prefix ? `${prefix}:${local}` : local);
    const entry = manifest.document.createElementNS(MANIFEST_NS, qualified('file-entry'));
    entry.setAttributeNS(MANIFEST_NS, qualified('full-path'), path);
    entry.setAttributeNS(MANIFEST_NS, qualified('media-type'), mediaType);
    manifest.root.appendChild(entry);
    manifest.markDirty();
  }

  /** The package as ZIP bytes: unchanged entries copied as stored, changed ones deflated once. */
  save(): Uint8Array {
    const raw = new Map(this.zip.rawEntries().map((entry) => [entry.name, entry]));
    const entries: RawEntry[] = [];
    const written = new Set<string>();
    const changed = (name: string): Uint8Array | undefined => {
      const replaced = this.replaced.get(name);
      if (replaced) return replaced;
      const part = this.opened.get(name);
      return part?.dirty ? new TextEncoder().encode(part.serialize()) : undefined;
    };
    const add = (name: string) => {
      if (written.has(name) || this.removed.has(name)) return;
      written.add(name);
      const content = changed(name);
      if (content)
        entries.push(COMPRESSED_MEDIA.test(name) ? storedEntry(name, content) : deflatedEntry(name, content));
      else if (name.endsWith('/')) entries.push(storedEntry(name, new Uint8Array(0)));
      else {
        const entry = raw.get(name);
        if (entry) entries.push(entry);
      }
    };
    // ODF: the mimetype entry comes first and is stored, so a reader can sniff the type at offset 38.
    if (this.has('mimetype')) {
      written.add('mimetype');
      entries.push(storedEntry('mimetype', this.bytes('mimetype')));
    }
    for (const name of this.zip.namesWithFolders()) add(name);
    for (const name of this.replaced.keys()) add(name);
    for (const [name, part] of this.opened) if (part.dirty) add(name);
    return writeZip(entries);
  }

  private contentTypes(): XmlPart | undefined {
    return this.has(CONTENT_TYPES) ? this.xmlPart(CONTENT_TYPES) : undefined;
  }

  private appendType(kind: 'Default' | 'Override', attributes: Record<string, string>): void {
    const types = this.contentTypes();
    if (!types) return;
    const element = types.document.createElementNS(CT_NS, kind);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    // Defaults before Overrides, as producers write them.
    const firstOverride =
      kind === 'Default' ? elementChildren(types.root).find((e) => e.localName === 'Override') : undefined;
    types.root.insertBefore(element, firstOverride ?? null);
    types.markDirty();
  }
}

/** A package with some parts replaced or added, everything else copied as stored (`archive`: the one opened from `bytes` already). */
export function packageWithParts(
  bytes: Uint8Array,
  parts: ReadonlyMap<string, string | Uint8Array>,
  archive?: ZipArchive,
): Uint8Array {
  const pkg = new EditablePackage(ZipArchive.of(bytes, archive));
  for (const [name, content] of parts) pkg.put(name, content);
  return pkg.save();
}

function extensionOf(part: string): string {
  const slash = part.lastIndexOf('/');
  const dot = part.lastIndexOf('.');
  return dot > slash ? part.slice(dot + 1).toLowerCase() : '';
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
