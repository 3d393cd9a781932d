import { ZipArchive } from '../../../../archive/zip';
import { readRelationships, relationshipOfType } from '../../../package/opc';
import type { Relationship, Relationships } from '../../../package/opc';
import type { Element } from './dom';
import { ELEMENT_NODE, R_NAMESPACES } from './dom';
import { FragmentedPart, WholePart } from './xml-part';
import type { EditablePart } from './xml-part';
import { deflatedEntry, readRawEntries, writeZip } from '../../../../archive/zip-writer';
import type { RawEntry } from '../../../../archive/zip-writer';

const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';

/**
 * A Word package opened for editing: parts are parsed only when asked for, and saving copies
 * every part nobody changed as its stored bytes.
 */
export class WordPackage {
  readonly zip: ZipArchive;
  readonly mainPart: string;
  private readonly raw: RawEntry[];
  private readonly parts = new Map<string, EditablePart>();
  private readonly replaced = new Map<string, Uint8Array>();
  private readonly relationshipCache = new Map<string, Relationships>();

  constructor(readonly bytes: Uint8Array) {
    this.zip = new ZipArchive(bytes);
    this.raw = readRawEntries(bytes);
    const rel = relationshipOfType(readRelationships(this.zip, ''), 'officeDocument');
    this.mainPart = rel && !rel.external && this.zip.has(rel.target) ? rel.target : 'word/document.xml';
  }

  has(name: string): boolean {
    return this.replaced.has(name) || this.zip.has(name);
  }

  text(name: string): string | undefined {
    const replaced = this.replaced.get(name);
    if (replaced) return new TextDecoder().decode(replaced);
    const part = this.parts.get(name);
    if (part?.dirty) return part.serialize();
    return this.zip.text(name);
  }

  /** The part opened for editing (the main part fragment by fragment, others whole). */
  part(name: string): EditablePart | undefined {
    let part = this.parts.get(name);
    if (!part) {
      const text = this.zip.text(name);
      if (text === undefined) return undefined;
      part = name === this.mainPart ? new FragmentedPart(name, text) : new WholePart(name, text);
      this.parts.set(name, part);
    }
    return part;
  }

  wholePart(name: string): WholePart | undefined {
    const part = this.part(name);
    return part instanceof WholePart ? part : undefined;
  }

  relationships(partName: string): Relationships {
    let rels = this.relationshipCache.get(partName);
    if (!rels) {
      rels = readRelationships(this.zip, partName);
      this.relationshipCache.set(partName, rels);
    }
    return rels;
  }

  /** Marks every part opened so far as changed (a result edits what it opened). */
  markOpenedDirty(): void {
    for (const part of this.parts.values()) part.markDirty();
  }

  /** Replaces (or adds) a part's bytes. */
  put(name: string, bytes: Uint8Array): void {
    this.replaced.set(name, bytes);
  }

  /** Adds a relationship to a part's .rels and returns its id. */
  addRelationship(partName: string, type: string, target: string, external: boolean): string {
    const relsName = relsPartOf(partName);
    let rels = this.wholePart(relsName);
    if (!rels) {
      this.put(
        relsName,
        new TextEncoder().encode(
          `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${REL_NS}"></Relationships>`,
        ),
      );
      this.parts.set(relsName, new WholePart(relsName, this.text(relsName)!));
      this.replaced.delete(relsName);
      rels = this.wholePart(relsName)!;
    }
    const existing = new Set<string>();
    for (let n = rels.root.firstChild; n; n = n.nextSibling)
      if (n.nodeType === ELEMENT_NODE) existing.add((n as Element).getAttribute('Id') ?? '');
    let k = 1;
    while (existing.has(`rIdDd${k}`)) k++;
    const id = `rIdDd${k}`;
    const element = rels.document.createElementNS(REL_NS, 'Relationship');
    element.setAttribute('Id', id);
    element.setAttribute('Type', type);
    element.setAttribute('Target', target);
    if (external) element.setAttribute('TargetMode', 'External');
    rels.root.appendChild(element);
    rels.markDirty();
    const map = this.relationships(partName);
    map.set(id, { id, type, target: external ? target : resolveFrom(partName, target), external });
    return id;
  }

  /** Makes sure the content types cover a part name (by its extension's Default). */
  coverContentType(partName: string, contentType: string): void {
    const types = this.wholePart('[Content_Types].xml');
    if (!types) return;
    const extension = partName.slice(partName.lastIndexOf('.') + 1).toLowerCase();
    for (let n = types.root.firstChild; n; n = n.nextSibling) {
      if (n.nodeType !== ELEMENT_NODE) continue;
      const e = n as Element;
      if (e.localName === 'Default' && (e.getAttribute('Extension') ?? '').toLowerCase() === extension) return;
      if (e.localName === 'Override' && e.getAttribute('PartName') === `/${partName}`) return;
    }
    const element = types.document.createElementNS(CT_NS, 'Override');
    element.setAttribute('PartName', `/${partName}`);
    element.setAttribute('ContentType', contentType);
    types.root.appendChild(element);
    types.markDirty();
  }

  /** Content type a package declares for a part. */
  contentTypeOf(partName: string): string | undefined {
    const text = this.zip.text('[Content_Types].xml') ?? '';
    const override = new RegExp(`<(?:\\w+:)?Override[^>]*PartName="/${escapeRegExp(partName)}"[^>]*>`, 'i').exec(
      text,
    )?.[0];
    const extension = partName.slice(partName.lastIndexOf('.') + 1);
    const tag =
      override ??
      new RegExp(`<(?:\\w+:)?Default[^>]*Extension="${escapeRegExp(extension)}"[^>]*>`, 'i').exec(text)?.[0];
    return tag ? /ContentType="([^"]*)"/.exec(tag)?.[1] : undefined;
  }

  save(): Uint8Array {
    const encoder = new TextEncoder();
    const entries: RawEntry[] = [];
    const written = new Set<string>();
    for (const entry of this.raw) {
      written.add(entry.name);
      const replaced = this.replaced.get(entry.name);
      const part = this.parts.get(entry.name);
      if (replaced) entries.push(deflatedEntry(entry.name, replaced));
      else if (part?.dirty) entries.push(deflatedEntry(entry.name, encoder.encode(part.serialize())));
      else entries.push(entry);
    }
    for (const [name, bytes] of this.replaced) if (!written.has(name)) entries.push(deflatedEntry(name, bytes));
    for (const [name, part] of this.parts)
      if (!written.has(name) && !this.replaced.has(name) && part.dirty)
        entries.push(deflatedEntry(name, encoder.encode(part.serialize())));
    return writeZip(entries);
  }
}

export function relsPartOf(partName: string): string {
  const slash = partName.lastIndexOf('/');
  return `${partName.slice(0, slash + 1)}_rels/${partName.slice(slash + 1)}.rels`;
}

function resolveFrom(partName: string, target: string): string {
  const folder = partName.slice(0, partName.lastIndexOf('/') + 1);
  const out: string[] = [];
  for (const segment of (target.startsWith('/') ? target.slice(1) : folder + target).split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Carries content copied from the source package into the target: relationship ids it uses
 * (images, links, charts) are mapped to equal relationships of the target part, adding them —
 * and copying the parts they point at — when the target has none.
 */
export class RelationshipBridge {
  private readonly mapped = new Map<string, string | null>();

  constructor(
    private readonly source: WordPackage,
    private readonly sourcePart: string,
    private readonly target: WordPackage,
    private readonly targetPart: string,
  ) {}

  /** Rewrites r:* attributes under `element`; returns false when one could not be mapped. */
  carry(element: Element): boolean {
    let ok = true;
    const visit = (e: Element) => {
      for (const attribute of Array.from(e.attributes)) {
        if (!R_NAMESPACES.has(attribute.namespaceURI ?? '')) continue;
        const id = this.map(attribute.value);
        if (id === null) ok = false;
        else e.setAttributeNS(attribute.namespaceURI, attribute.name, id);
      }
      for (let n = e.firstChild; n; n = n.nextSibling) if (n.nodeType === ELEMENT_NODE) visit(n as Element);
    };
    visit(element);
    return ok;
  }

  private map(sourceId: string): string | null {
    const cached = this.mapped.get(sourceId);
    if (cached !== undefined) return cached;
    const rel = this.source.relationships(this.sourcePart).get(sourceId);
    const result = rel ? this.equivalent(rel) : null;
    this.mapped.set(sourceId, result);
    return result;
  }

  private equivalent(rel: Relationship): string | null {
    const targetRels = this.target.relationships(this.targetPart);
    for (const candidate of targetRels.values()) {
      if (candidate.type === rel.type && candidate.target === rel.target && candidate.external === rel.external) {
        if (rel.external || sameBytes(this.source, this.target, rel.target)) return candidate.id;
      }
    }
    if (rel.external) return this.target.addRelationship(this.targetPart, rel.type, rel.target, true);
    if (!this.source.zip.has(rel.target)) return null;
    // Copy the part under a name the target does not use yet.
    let name = rel.target;
    if (this.target.has(name) && !sameBytes(this.source, this.target, name)) {
      const dot = name.lastIndexOf('.');
      let k = 1;
      while (this.target.has(`${name.slice(0, dot)}_dd${k}${name.slice(dot)}`)) k++;
      name = `${name.slice(0, dot)}_dd${k}${name.slice(dot)}`;
    }
    if (!this.target.has(name)) {
      this.target.put(name, this.source.zip.read(rel.target));
      const type = this.source.contentTypeOf(rel.target);
      if (type) this.target.coverContentType(name, type);
    }
    return this.target.addRelationship(this.targetPart, rel.type, relativeTarget(this.targetPart, name), false);
  }
}

function sameBytes(a: WordPackage, b: WordPackage, name: string): boolean {
  if (!a.zip.has(name) || !b.zip.has(name)) return false;
  const x = a.zip.read(name);
  const y = b.zip.read(name);
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

function relativeTarget(fromPart: string, toPart: string): string {
  const folder = fromPart.slice(0, fromPart.lastIndexOf('/') + 1);
  if (toPart.startsWith(folder)) return toPart.slice(folder.length);
  return `/${toPart}`;
}
