import { ZipArchive, type ArchiveLimits } from '../../archive/zip';
import { CorruptDocumentError } from '../../errors';
import type { ReaderWarning } from '../../model/document';
import { readRelationships } from '../package/opc';
import type { Document, Element } from '@xmldom/xmldom';
import { elementChildren, parseXml } from '../package/xml-dom';

/**
 * The parts of a Visio package (VSDX, VSDM, VSTX) that a comparison needs: the pages in the
 * order pages.xml lists them, with their size and part, and the masters by ID. Readers and
 * the result writer both start here, so they agree on which part is which page.
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
  top?: Element;
  /** Every shape of the master by ID, for sub-shapes that name one with `MasterShape=`. */
  byId: Map<string, Element>;
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

  /** Parses a part of the package; throws CorruptDocumentError when it is missing or malformed. */
  xml(part: string): Document {
    const text = this.zip.text(part);
    if (text === undefined) throw new CorruptDocumentError(`the Visio package has no part '${part}'`);
    return parseXml(text, part);
  }

  private readPages(warnings: ReaderWarning[]) {
    const text = this.zip.text(this.pagesPart);
    if (text === undefined) throw new CorruptDocumentError(`the Visio package has no pages part ('${this.pagesPart}')`);
    const root = parseXml(text, this.pagesPart).documentElement!;
    const rels = readRelationships(this.zip, this.pagesPart);
    for (const page of elementChildren(root)) {
      if (page.localName !== 'Page') continue;
      const name = page.getAttribute('Name') || page.getAttribute('NameU') || `Page-${this.pages.length + 1}`;
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
      const sheet = elementChildren(page).find((e) => e.localName === 'PageSheet');
      const width = sheet ? numberCell(sheet, 'PageWidth') : undefined;
      const height = sheet ? numberCell(sheet, 'PageHeight') : undefined;
      this.pages.push({
        id: page.getAttribute('ID') ?? String(this.pages.length),
        name,
        part,
        width: width ?? 8.5,
        height: height ?? 11,
        background: page.getAttribute('Background') === '1',
      });
    }
  }

  private readMasters(part: string, warnings: ReaderWarning[]) {
    const root = this.xml(part).documentElement!;
    const rels = readRelationships(this.zip, part);
    for (const master of elementChildren(root)) {
      if (master.localName !== 'Master') continue;
      const id = master.getAttribute('ID') ?? '';
      const name = master.getAttribute('Name') || master.getAttribute('NameU') || `master ${id}`;
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
        const contents = this.xml(target).documentElement!;
        const shapes = elementChildren(contents).find((e) => e.localName === 'Shapes');
        if (shapes) {
          entry.top = elementChildren(shapes).find((e) => e.localName === 'Shape');
          for (const shape of descendantShapes(shapes)) entry.byId.set(shape.getAttribute('ID') ?? '', shape);
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
function relIdOf(element: Element): string | undefined {
  const rel = elementChildren(element).find((e) => e.localName === 'Rel');
  if (!rel) return undefined;
  for (const attribute of Array.from(rel.attributes)) if (attribute.localName === 'id') return attribute.value;
  return undefined;
}

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

export function numberCell(sheet: Element, name: string): number | undefined {
  const value = directCell(sheet, name)?.getAttribute('V');
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
