import { ZipArchive } from '../../../../archive/zip';
import { sameBytes } from '../../../package/digest';
import { EditablePackage } from '../../../package/editable-package';
import { relationshipOfType } from '../../../package/opc';
import type { Relationship } from '../../../package/opc';
import type { Element } from './dom';
import { ELEMENT_NODE } from '../../../package/xml-dom';
import { R_NAMESPACES } from './dom';
import { FragmentedPart, WholePart } from './xml-part';
import type { EditablePart } from './xml-part';

/**
 * A Word package opened for editing: the package layer's editable package, whose main part opens
 * fragment by fragment (it can be megabytes; see FragmentedPart) and other parts whole.
 */
export class WordPackage extends EditablePackage {
  readonly mainPart: string;

  /** `archive`: the one already opened from these bytes, when there is one. */
  constructor(bytes: Uint8Array, archive?: ZipArchive) {
    super(ZipArchive.of(bytes, archive));
    const rel = relationshipOfType(this.relationships(''), 'officeDocument');
    this.mainPart = rel && !rel.external && this.zip.has(rel.target) ? rel.target : 'word/document.xml';
  }

  /** The part opened for editing (the main part fragment by fragment, others whole). */
  part(name: string): EditablePart | undefined {
    return this.openPart<EditablePart>(name, (partName, text) =>
      partName === this.mainPart ? new FragmentedPart(partName, text) : new WholePart(partName, text),
    );
  }

  wholePart(name: string): WholePart | undefined {
    const part = this.part(name);
    return part instanceof WholePart ? part : undefined;
  }
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
        if (rel.external || samePart(this.source, this.target, rel.target)) return candidate.id;
      }
    }
    if (rel.external) return this.addRelationship(rel.type, rel.target, true);
    if (!this.source.zip.has(rel.target)) return null;
    // Copy the part under a name the target does not use yet.
    let name = rel.target;
    if (this.target.has(name) && !samePart(this.source, this.target, name)) {
      const dot = name.lastIndexOf('.');
      let k = 1;
      while (this.target.has(`${name.slice(0, dot)}_dd${k}${name.slice(dot)}`)) k++;
      name = `${name.slice(0, dot)}_dd${k}${name.slice(dot)}`;
    }
    if (!this.target.has(name)) {
      this.target.put(name, this.source.zip.read(rel.target));
      const type = this.source.contentType(rel.target);
      if (type) this.target.coverContentType(name, type);
    }
    return this.addRelationship(rel.type, name, false);
  }

  /** Ids of relationships the writer adds stand apart from the producer's (`rIdDd1`, …). */
  private addRelationship(type: string, target: string, external: boolean): string {
    return this.target.addRelationship(this.targetPart, type, target, { external, idPrefix: 'rIdDd' });
  }
}

function samePart(a: WordPackage, b: WordPackage, name: string): boolean {
  return a.zip.has(name) && b.zip.has(name) && sameBytes(a.zip.read(name), b.zip.read(name));
}
