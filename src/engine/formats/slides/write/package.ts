import { zipSync, type Zippable } from 'fflate';
import type { ZipArchive } from '../../../archive/zip';
import { fixedZipTime } from '../../../archive/zip-writer';
import { CorruptDocumentError } from '../../../errors';
import {
  elements,
  parseRelationships,
  parseXml,
  partFolder,
  relationshipKind,
  relativeTarget,
  relsPartOf,
  serializeXml,
  type Document,
  type Relationship,
} from '../xml';

const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';

/**
 * An OOXML package opened for editing: parts are read lazily, XML parts edited as DOMs and
 * serialized on save; everything the writer does not touch is copied byte for byte.
 */
export class EditablePackage {
  private readonly files = new Map<string, Uint8Array>();
  private readonly documents = new Map<string, Document>();
  private readonly removed = new Set<string>();

  constructor(readonly zip: ZipArchive) {}

  has(part: string): boolean {
    return !this.removed.has(part) && (this.files.has(part) || this.documents.has(part) || this.zip.has(part));
  }

  names(): string[] {
    const all = new Set([...this.zip.names(), ...this.files.keys(), ...this.documents.keys()]);
    return [...all].filter((n) => !this.removed.has(n));
  }

  bytes(part: string): Uint8Array {
    const document = this.documents.get(part);
    if (document) return new TextEncoder().encode(serializeXml(document));
    const file = this.files.get(part);
    if (file) return file;
    return this.zip.read(part);
  }

  xml(part: string): Document {
    let document = this.documents.get(part);
    if (!document) {
      const text = new TextDecoder().decode(this.bytes(part));
      document = parseXml(text, part);
      this.documents.set(part, document);
    }
    return document;
  }

  put(part: string, bytes: Uint8Array) {
    this.removed.delete(part);
    this.documents.delete(part);
    this.files.set(part, bytes);
  }

  putXml(part: string, text: string) {
    this.removed.delete(part);
    this.files.delete(part);
    this.documents.set(part, parseXml(text, part));
  }

  remove(part: string) {
    this.removed.add(part);
  }

  relationships(part: string): Map<string, Relationship> {
    const rels = relsPartOf(part);
    return this.has(rels) ? parseRelationships(new TextDecoder().decode(this.bytes(rels)), part) : new Map();
  }

  /** Adds a relationship from `part` to `target` and returns its new id. */
  addRelationship(part: string, type: string, target: string): string {
    const relsName = relsPartOf(part);
    if (!this.has(relsName))
      this.putXml(
        relsName,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${REL_NS}"/>`,
      );
    const document = this.xml(relsName);
    const root = document.documentElement!;
    const ids = new Set(elements(root).map((e) => e.getAttribute('Id')));
    let n = ids.size + 1;
    while (ids.has(`rId${n}`)) n++;
    const rel = document.createElementNS(REL_NS, 'Relationship');
    rel.setAttribute('Id', `rId${n}`);
    rel.setAttribute('Type', type);
    rel.setAttribute('Target', relativeTarget(partFolder(part), target));
    root.appendChild(rel);
    return `rId${n}`;
  }

  /** Adds a relationship to something outside the package (a web link, a linked file). */
  addExternalRelationship(part: string, type: string, target: string): string {
    const id = this.addRelationship(part, type, target);
    const root = this.xml(relsPartOf(part)).documentElement!;
    const rel = elements(root).find((e) => e.getAttribute('Id') === id)!;
    rel.setAttribute('Target', target);
    rel.setAttribute('TargetMode', 'External');
    return id;
  }

  /** The id of an existing relationship of `part` with this type and target, if there is one. */
  findRelationship(part: string, type: string, target: string, external = false): string | undefined {
    for (const rel of this.relationships(part).values())
      if (rel.type === type && rel.target === target && rel.external === external) return rel.id;
    return undefined;
  }

  removeRelationship(part: string, id: string) {
    const relsName = relsPartOf(part);
    if (!this.has(relsName)) return;
    const root = this.xml(relsName).documentElement!;
    for (const rel of elements(root)) if (rel.getAttribute('Id') === id) root.removeChild(rel);
  }

  contentType(part: string): string | undefined {
    const root = this.xml('[Content_Types].xml').documentElement!;
    for (const e of elements(root))
      if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`)
        return e.getAttribute('ContentType') ?? undefined;
    const extension = part.slice(part.lastIndexOf('.') + 1).toLowerCase();
    for (const e of elements(root))
      if (e.localName === 'Default' && e.getAttribute('Extension')?.toLowerCase() === extension)
        return e.getAttribute('ContentType') ?? undefined;
    return undefined;
  }

  setOverride(part: string, contentType: string) {
    const document = this.xml('[Content_Types].xml');
    const root = document.documentElement!;
    for (const e of elements(root))
      if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`) root.removeChild(e);
    const override = document.createElementNS(CT_NS, 'Override');
    override.setAttribute('PartName', `/${part}`);
    override.setAttribute('ContentType', contentType);
    root.appendChild(override);
  }

  removeOverride(part: string) {
    const root = this.xml('[Content_Types].xml').documentElement!;
    for (const e of elements(root))
      if (e.localName === 'Override' && e.getAttribute('PartName') === `/${part}`) root.removeChild(e);
  }

  /** A part name not used yet, like `ppt/slides/slide7.xml`. */
  freeName(folder: string, stem: string, extension: string): string {
    for (let n = 1; ; n++) {
      const name = `${folder}/${stem}${n}${extension}`;
      if (!this.has(name)) return name;
    }
  }

  save(): Uint8Array {
    const entries: Zippable = {};
    // [Content_Types].xml first, as some consumers expect.
    const names = this.names().sort((x, y) => (x === '[Content_Types].xml' ? -1 : y === '[Content_Types].xml' ? 1 : 0));
    for (const name of names) entries[name] = [this.bytes(name), { level: name.match(/\.(png|jpe?g|gif)$/i) ? 0 : 6 }];
    return zipSync(entries, { mtime: fixedZipTime() });
  }
}

/**
 * Copies a part of another package into this one under a fresh name, with the parts it refers
 * to (recursively, each once), and returns the new name. Slide layouts keep pointing at a layout
 * of this package: a copied slide must not bring a second master along.
 */
export function copyPartFrom(
  source: EditablePackage,
  target: EditablePackage,
  part: string,
  copied = new Map<string, string>(),
  layoutFallback?: string,
): string {
  const done = copied.get(part);
  if (done) return done;
  const slash = part.lastIndexOf('/');
  const dot = part.lastIndexOf('.');
  const stem = part.slice(slash + 1, dot > slash ? dot : undefined).replace(/\d+$/, '');
  const extension = dot > slash ? part.slice(dot) : '';
  const name = target.freeName(partFolder(part) || 'ppt', stem || 'part', extension);
  copied.set(part, name);
  const type = source.contentType(part);
  if (!type) throw new CorruptDocumentError(`the source part '${part}' has no content type`);
  target.put(name, source.bytes(part));
  if (target.contentType(name) !== type) target.setOverride(name, type);
  const rels = source.relationships(part);
  if (rels.size) {
    const relsDocument = parseXml(new TextDecoder().decode(source.bytes(relsPartOf(part))), relsPartOf(part));
    const root = relsDocument.documentElement!;
    for (const rel of elements(root)) {
      const info = rels.get(rel.getAttribute('Id') ?? '');
      if (!info || info.external) continue;
      const kind = relationshipKind(info.type);
      let newTarget: string | undefined;
      if (kind === 'slideLayout') newTarget = target.has(info.target) ? info.target : layoutFallback;
      else if (kind === 'notesSlide' || kind === 'comments' || kind === 'slide' || kind.endsWith('Comments'))
        newTarget = undefined;
      else if (source.has(info.target)) newTarget = copyPartFrom(source, target, info.target, copied, layoutFallback);
      if (!newTarget) {
        root.removeChild(rel);
        continue;
      }
      rel.setAttribute('Target', relativeTarget(partFolder(name), newTarget));
    }
    target.putXml(relsPartOf(name), serializeXml(relsDocument));
  }
  return name;
}
