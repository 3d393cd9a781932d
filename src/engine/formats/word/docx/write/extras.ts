import type { EngineChange } from '../../../../diff/types';
import type { DocumentModel } from '../../../../model/document';
import type { ResultOptions } from '../../../writer';
import type { Document, Element } from './dom';
import { ELEMENT_NODE, insertAfter } from '../../../package/xml-dom';
import type { WordNames } from './dom';
import type { WordPackage } from './package';
import type { EditablePart } from './xml-part';
import { NAMESPACES } from '../../../package/namespaces';

/** The summary page, paper size and document properties of a result. */

const KINDS = ['Inserted', 'Deleted', 'Modified', 'Moved', 'StyleChanged'] as const;
const CELL_TEXT_LIMIT = 300;

/**
 * Appends, after a page break and before the final section properties, a heading "Summary of
 * changes", the number of changes of each type, and a table listing every change.
 */
export function appendSummaryPage(
  part: EditablePart,
  pkg: WordPackage,
  changes: readonly EngineChange[],
  _source: DocumentModel,
  _target: DocumentModel,
): void {
  const end = part.end();
  const near = end.before ?? end.after ?? end.parent;
  if (!near) return;
  const document = part.documentOf(near);
  const names = part.names;
  const hasHeading = /styleId="Heading1"/.test(pkg.zip.text('word/styles.xml') ?? '');
  const blocks: Element[] = [];
  const breakRun = run(document, names);
  breakRun.appendChild(names.create(document, 'br', { type: 'page' }));
  blocks.push(paragraph(document, names, [breakRun]));
  const heading = run(document, names, 'Summary of changes', !hasHeading);
  blocks.push(paragraph(document, names, [heading], hasHeading ? 'Heading1' : undefined));
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  blocks.push(paragraph(document, names, [run(document, names, `Total changes: ${changes.length}`)]));
  for (const kind of KINDS)
    blocks.push(paragraph(document, names, [run(document, names, `${kind}: ${counts.get(kind) ?? 0}`)]));
  if (changes.length) blocks.push(summaryTable(document, names, changes));
  blocks.push(paragraph(document, names, []));
  if (end.before) for (const block of blocks) end.before.parentNode!.insertBefore(block, end.before);
  else if (end.after) {
    let previous = end.after;
    for (const block of blocks) {
      insertAfter(block, previous);
      previous = block;
    }
  } else for (const block of blocks) end.parent!.appendChild(block);
}

function run(document: Document, names: WordNames, text?: string, bold = false): Element {
  const r = names.create(document, 'r');
  if (bold) {
    const rPr = names.create(document, 'rPr');
    rPr.appendChild(names.create(document, 'b'));
    rPr.appendChild(names.create(document, 'sz', { val: '32' }));
    r.appendChild(rPr);
  }
  if (text !== undefined) {
    const pieces = text.split(/(\t|\n)/);
    for (const piece of pieces) {
      if (piece === '\t') r.appendChild(names.create(document, 'tab'));
      else if (piece === '\n') r.appendChild(names.create(document, 'br'));
      else if (piece) r.appendChild(names.text(document, 't', piece));
    }
  }
  return r;
}

function paragraph(document: Document, names: WordNames, runs: Element[], style?: string): Element {
  const p = names.create(document, 'p');
  if (style) {
    const pPr = names.create(document, 'pPr');
    pPr.appendChild(names.create(document, 'pStyle', { val: style }));
    p.appendChild(pPr);
  }
  for (const r of runs) p.appendChild(r);
  return p;
}

function summaryTable(document: Document, names: WordNames, changes: readonly EngineChange[]): Element {
  const table = names.create(document, 'tbl');
  const tblPr = names.create(document, 'tblPr');
  tblPr.appendChild(names.create(document, 'tblW', { w: '5000', type: 'pct' }));
  const borders = names.create(document, 'tblBorders');
  for (const side of ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'])
    borders.appendChild(names.create(document, side, { val: 'single', sz: '4', space: '0', color: 'auto' }));
  tblPr.appendChild(borders);
  table.appendChild(tblPr);
  const widths = [700, 1500, 3580, 3580];
  const grid = names.create(document, 'tblGrid');
  for (const w of widths) grid.appendChild(names.create(document, 'gridCol', { w: String(w) }));
  table.appendChild(grid);
  const row = (cells: string[], header: boolean) => {
    const tr = names.create(document, 'tr');
    cells.forEach((text, k) => {
      const tc = names.create(document, 'tc');
      const tcPr = names.create(document, 'tcPr');
      tcPr.appendChild(names.create(document, 'tcW', { w: String(widths[k]), type: 'dxa' }));
      tc.appendChild(tcPr);
      tc.appendChild(paragraph(document, names, [run(document, names, clip(text), header)]));
      tr.appendChild(tc);
    });
    table.appendChild(tr);
  };
  row(['Id', 'Type', 'Old text', 'New text'], true);
  changes.forEach((change, id) => row([String(id), change.kind, change.text, change.targetText], false));
  return table;
}

function clip(text: string): string {
  const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
  return clean.length > CELL_TEXT_LIMIT ? `${clean.slice(0, CELL_TEXT_LIMIT - 1)}…` : clean;
}

/** Sets every section's page size (points → twips), keeping each section's orientation. */
export function setPaperSize(text: string, size: { width: number; height: number }): string {
  const short = Math.round(Math.min(size.width, size.height) * 20);
  const long = Math.round(Math.max(size.width, size.height) * 20);
  return text.replace(
    /<((?:[\w.-]+:)?)pgSz\b([^>]*?)(\/?)>/g,
    (_all, prefix: string, attributes: string, close: string) => {
      const landscape = new RegExp(`\\s${prefix}orient="landscape"`).test(attributes);
      const kept = attributes.replace(new RegExp(`\\s${prefix}(?:w|h|code)="[^"]*"`, 'g'), '');
      const w = landscape ? long : short;
      const h = landscape ? short : long;
      return `<${prefix}pgSz ${prefix}w="${w}" ${prefix}h="${h}"${kept}${close}>`;
    },
  );
}

const DC = NAMESPACES.dc[0];
const CP = 'http://schemas.openxmlformats.org/package/2006/metadata/core-properties';

/** docProps/core.xml creator and last-modified-by, docProps/app.xml Company. */
export function setMetadata(pkg: WordPackage, metadata: ResultOptions['metadata']): void {
  if (metadata.author !== undefined || metadata.lastModifiedBy !== undefined) {
    const core = pkg.wholePart('docProps/core.xml');
    if (core) {
      if (metadata.author !== undefined) setProperty(core.root, DC, 'dc:creator', 'creator', metadata.author);
      if (metadata.lastModifiedBy !== undefined)
        setProperty(core.root, CP, 'cp:lastModifiedBy', 'lastModifiedBy', metadata.lastModifiedBy);
      core.markDirty();
    }
  }
  if (metadata.company !== undefined) {
    const app = pkg.wholePart('docProps/app.xml');
    if (app) {
      setProperty(app.root, app.root.namespaceURI ?? '', 'Company', 'Company', metadata.company);
      app.markDirty();
    }
  }
}

function setProperty(root: Element, namespace: string, qualified: string, local: string, value: string): void {
  let element: Element | undefined;
  for (let n = root.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === ELEMENT_NODE && (n as Element).localName === local && (n as Element).namespaceURI === namespace)
      element = n as Element;
  }
  if (!element) {
    const prefix = root.lookupPrefix(namespace);
    const name = namespace === root.namespaceURI && !root.prefix ? local : prefix ? `${prefix}:${local}` : qualified;
    element = root.ownerDocument!.createElementNS(namespace, name);
    root.appendChild(element);
  }
  while (element.firstChild) element.removeChild(element.firstChild);
  element.appendChild(root.ownerDocument!.createTextNode(value));
}
