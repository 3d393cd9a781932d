import type { Element } from './dom';
import { ELEMENT_NODE } from '../../../package/xml-dom';
import { firstW, isW, isWElement } from './dom';
import type { WordNames } from './dom';
import { revisionElement } from './marks';
import type { RevisionStamp } from './marks';

/**
 * Page setup changes of a section, as Word tracks them: the section's sectPr keeps its new
 * setup and a w:sectPrChange holds the old one (CT_SectPrBase: no header or footer references,
 * which stay as they are).
 */

/** Children of a sectPr that are not page setup and so are neither recorded nor replaced. */
const NOT_SETUP = new Set(['headerReference', 'footerReference', 'sectPrChange']);

/**
 * The sectPr that ends at a paragraph: the one in its pPr, or the body's own when the paragraph
 * is the body's last (the reader puts the last section's setup there).
 */
export function sectionEndingAt(paragraph: Element): Element | undefined {
  const own = firstW(paragraph, 'pPr');
  const inParagraph = own ? firstW(own, 'sectPr') : undefined;
  if (inParagraph) return inParagraph;
  const body = paragraph.parentNode as Element | null;
  if (!body || !isW(body, 'body')) return undefined;
  for (let n = paragraph.nextSibling; n; n = n.nextSibling) {
    if (n.nodeType !== ELEMENT_NODE) continue;
    if (isW(n, 'sectPr')) return n as Element;
    if (isW(n, 'p') || isW(n, 'tbl') || isW(n, 'sdt')) return undefined;
  }
  return undefined;
}

function setupChildren(sectPr: Element): Element[] {
  const out: Element[] = [];
  for (let n = sectPr.firstChild; n; n = n.nextSibling) {
    if (n.nodeType !== ELEMENT_NODE) continue;
    const element = n as Element;
    if (isWElement(element) && NOT_SETUP.has(element.localName!)) continue;
    out.push(element);
  }
  return out;
}

/** Records the source's setup as the section's former one, unless it already carries a change. */
export function recordSectionChange(sectPr: Element, source: Element, stamp: RevisionStamp, names: WordNames): void {
  if (firstW(sectPr, 'sectPrChange')) return;
  const document = sectPr.ownerDocument!;
  const change = revisionElement(document, 'sectPrChange', stamp, names);
  const old = names.create(document, 'sectPr');
  for (const child of setupChildren(source)) old.appendChild(document.importNode(child, true));
  change.appendChild(old);
  sectPr.appendChild(change);
}

/** Gives the section the source's page setup, keeping its header and footer references. */
export function replaceSectionSetup(sectPr: Element, source: Element): void {
  const document = sectPr.ownerDocument!;
  for (const child of setupChildren(sectPr)) sectPr.removeChild(child);
  const anchor = firstW(sectPr, 'sectPrChange') ?? null;
  for (const child of setupChildren(source)) sectPr.insertBefore(document.importNode(child, true), anchor);
}
