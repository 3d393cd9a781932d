import { ZipArchive, type ArchiveLimits } from '../../archive/zip';
import { CorruptDocumentError } from '../../errors';
import type { ReaderWarning } from '../../model/document';
import { readRelationships } from '../package/opc';
import type { Document, Element } from '@xmldom/xmldom';
import { elementChildren, parseXml } from '../package/xml-dom';
import { localName, OOXML_PREFIXES, readXmlTree, type XmlElement } from '../package/xml-tree';

/**
 * The parts of a Visio package (VSDX, VSDM, VSTX) that a comparison needs: the pages in the
 * order pages.xml lists them, with their size and part, and the masters by ID. Readers and
 * the result writer both start here, so they agree on which part is which page.
 *
 * The package's own parts and the parts a comparison reads are read with the package layer's
 * tree reader (`tree`); the writer edits page parts as DOMs (`xml`, and the DOM helpers at the
 * end of this file).
 */

/** Inches, Visio's internal unit for every cell value, to points. */
export const POINTS_PER_INCH = 72;

export interface VisioPage {
  /** Page/@ID. */
  id: string;
  /** Page/@Name (what Visio shows on the tab), else @NameU. */
  name: string;
  part: string;
  /** Page size in inches, from the PageSheet. */
  width: number;
  height: number;
  background: boolean;
}

export interface VisioMaster {
  id: string;
  name: string;
  part: string;
  /** The master's first top-level shape, which an instance with `Master=` inherits from. */
  top?: XmlElement;
  /** Every shape of the master by ID, for sub-shapes that name one with `MasterShape=`. */
  byId: Map<string, XmlElement>;
}

export class VisioPackage {
  readonly pages: VisioPage[] = [];
  readonly masters = new Map<string, VisioMaster>();
  readonly documentPart: string;
  readonly pagesPart: string;

  private constructor(
    readonly zip: ZipArchive,
    warnings: ReaderWarning[],
  ) {
    const rootRels = readRelationships(zip, '');
    const documentRel = [...rootRels.values()].find((rel) => rel.type.endsWith('/document') && !rel.external);
    this.documentPart = documentRel?.target ?? 'visio/document.xml';
    if (!zip.has(this.documentPart))
      throw new CorruptDocumentError(`the Visio package has no document part ('${this.documentPart}')`);
    const documentRels = readRelationships(zip, this.documentPart);
    const pagesRel = [...documentRels.values()].find((rel) => rel.type.endsWith('/pages'));
    this.pagesPart = pagesRel?.target ?? 'visio/pages/pages.xml';
    const mastersRel = [...documentRels.values()].find((rel) => rel.type.endsWith('/masters'));
    if (mastersRel && zip.has(mastersRel.target)) this.readMasters(mastersRel.target, warnings);
    this.readPages(warnings);
  }

  static open(bytes: Uint8Array, limits?: ArchiveLimits, warnings: ReaderWarning[] = []): VisioPackage {
    return new VisioPackage(new ZipArchive(bytes, limits), warnings);
  }

  /** Parses a part of the package as a DOM to edit; throws CorruptDocumentError when it is missing or malformed. */
  xml(part: string): Document {
    return parseXml(this.partText(part), part);
  }

  /**
   * Reads a part of the package (its root element, text kept in order: a shape's text runs
   * around its formatting markers); throws CorruptDocumentError when it is missing or malformed.
   */
  tree(part: string): XmlElement {
    return readXmlTree(this.partText(part), part, { prefixes: OOXML_PREFIXES, mixed: true }).root;
  }

  private partText(part: string): string {
    const text = this.zip.text(part);
    if (text === undefined) throw new CorruptDocumentError(`the Visio package has no part '${part}'`);
    return text;
  }

  private readPages(warnings: ReaderWarning[]) {
    const text = this.zip.text(this.pagesPart);
    if (text === undefined) throw new CorruptDocumentError(`the Visio package has no pages part ('${this.pagesPart}')`);
    const root = readXmlTree(text, this.pagesPart, { prefixes: OOXML_PREFIXES }).root;
    const rels = readRelationships(this.zip, this.pagesPart);
    for (const page of root.children) {
      if (localName(page.name) !== 'Page') continue;
      const name = page.attrs.Name || page.attrs.NameU || `Page-${this.pages.length + 1}`;
      const relId = relIdOf(page);
      const part = relId ? rels.get(relId)?.target : undefined;
      if (!part || !this.zip.has(part)) {
        warnings.push({
          code: 'diagram-page-missing',
          message: `page "${name}" has no contents part; it is not compared`,
          locator: { part: this.pagesPart, path: '' },
        });
        continue;
      }
      const sheet = page.children.find((e) => localName(e.name) === 'PageSheet');
      const width = sheet ? cellNumber(sheet, 'PageWidth') : undefined;
      const height = sheet ? cellNumber(sheet, 'PageHeight') : undefined;
      this.pages.push({
        id: page.attrs.ID ?? String(this.pages.length),
        name,
        part,
        width: width ?? 8.5,
        height: height ?? 11,
        background: page.attrs.Background === '1',
      });
    }
  }

  private readMasters(part: string, warnings: ReaderWarning[]) {
    const root = this.tree(part);
    const rels = readRelationships(this.zip, part);
    for (const master of root.children) {
      if (localName(master.name) !== 'Master') continue;
      const id = master.attrs.ID ?? '';
      const name = master.attrs.Name || master.attrs.NameU || `master ${id}`;
      const relId = relIdOf(master);
      const target = relId ? rels.get(relId)?.target : undefined;
      const entry: VisioMaster = { id, name, part: target ?? '', byId: new Map() };
      this.masters.set(id, entry);
      if (!target || !this.zip.has(target)) {
        warnings.push({
          code: 'diagram-master-missing',
          message: `master "${name}" has no contents part; shapes using it show only their own cells`,
          locator: { part, path: '' },
        });
        continue;
      }
      try {
        const contents = this.tree(target);
        const shapes = contents.children.find((e) => localName(e.name) === 'Shapes');
        if (shapes) {
          entry.top = shapes.children.find((e) => localName(e.name) === 'Shape');
          for (const shape of shapesBelow(shapes)) entry.byId.set(shape.attrs.ID ?? '', shape);
        }
      } catch (error) {
        warnings.push({
          code: 'diagram-master-unreadable',
          message: `master "${name}" could not be read (${(error as Error).message}); shapes using it show only their own cells`,
          locator: { part: target, path: '' },
        });
      }
    }
  }
}

/** The r:id of a Page's or Master's Rel child. */
function relIdOf(element: XmlElement): string | undefined {
  const rel = element.children.find((e) => localName(e.name) === 'Rel');
  if (!rel) return undefined;
  for (const [name, value] of Object.entries(rel.attrs)) if (localName(name) === 'id') return value;
  return undefined;
}

/** Every Shape element below a Shapes element, depth first. */
export function shapesBelow(shapes: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (container: XmlElement) => {
    for (const shape of container.children) {
      if (localName(shape.name) !== 'Shape') continue;
      out.push(shape);
      const children = shape.children.find((e) => localName(e.name) === 'Shapes');
      if (children) walk(children);
    }
  };
  walk(shapes);
  return out;
}

/** The Cell element named `name` directly inside a sheet (Shape, PageSheet). */
export function cellOf(sheet: XmlElement, name: string): XmlElement | undefined {
  for (const cell of sheet.children) if (localName(cell.name) === 'Cell' && cell.attrs.N === name) return cell;
  return undefined;
}

/** The number in a sheet's cell `name` (its V), when there is one. */
export function cellNumber(sheet: XmlElement, name: string): number | undefined {
  const value = cellOf(sheet, name)?.attrs.V;
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

// The same walks over the DOM of a page the writer edits.

/** Every Shape element below a Shapes element, depth first. */
export function descendantShapes(shapes: Element): Element[] {
  const out: Element[] = [];
  const walk = (container: Element) => {
    for (const shape of elementChildren(container)) {
      if (shape.localName !== 'Shape') continue;
      out.push(shape);
      const children = elementChildren(shape).find((e) => e.localName === 'Shapes');
      if (children) walk(children);
    }
  };
  walk(shapes);
  return out;
}

/** The Cell element named `name` directly inside a sheet (Shape, PageSheet). */
export function directCell(sheet: Element, name: string): Element | undefined {
  for (let n = sheet.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === 'Cell' && (n as Element).getAttribute('N') === name)
      return n as Element;
  }
  return undefined;
}
