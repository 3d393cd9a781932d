import type { Document, Element } from './dom';
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

/** A section's page setup as a string, to tell whether two sections are set up alike. */
function setupKey(sectPr: Element): string {
  const key = (element: Element): string =>
    `<${element.localName}${Array.from(element.attributes ?? [])
      .map((a) => ` ${a.localName}=${a.value}`)
      .sort()
      .join('')}>${elementKids(element).map(key).join('')}`;
  return setupChildren(sectPr).map(key).join('');
}

function elementKids(element: Element): Element[] {
  const out: Element[] = [];
  for (let n = element.firstChild; n; n = n.nextSibling) if (n.nodeType === ELEMENT_NODE) out.push(n as Element);
  return out;
}

/** A copy of a paragraph's properties for another package: without the section's header and footer references. */
function importParagraphProperties(document: Document, pPr: Element): Element {
  const copy = document.importNode(pPr, true) as Element;
  const sectPr = firstW(copy, 'sectPr');
  for (const child of sectPr ? elementKids(sectPr) : [])
    if (isW(child, 'headerReference') || isW(child, 'footerReference')) sectPr!.removeChild(child);
  return copy;
}

/**
 * A section break inserted or removed at a body paragraph, as Word tracks a changed paragraph
 * mark: the paragraph's text ends with the mark that holds the break, and an empty paragraph
 * after it holds the other side's mark; the target's mark is marked inserted, the source's
 * deleted. Accepting all keeps the target's mark on the text (an empty paragraph whose mark is
 * deleted joins the next one); rejecting all joins the text to the source's mark. The break is
 * never on the empty paragraph: LibreOffice drops an empty paragraph that holds only a section
 * break when it opens the file. The section that goes on after the paragraph records the
 * source's setup (w:sectPrChange) where it differs, so each side's section start comes back
 * too (`targetAfter`, `sourceAfter`: the sectPr of the section each side goes on with). False
 * when the paragraph has a break on both sides or on neither.
 */
export function trackSectionBreak(
  target: Element,
  source: Element,
  targetAfter: Element | undefined,
  sourceAfter: Element | undefined,
  mark: (paragraph: Element, kind: 'ins' | 'del') => void,
  stamp: RevisionStamp,
  names: WordNames,
): boolean {
  const targetPr = firstW(target, 'pPr');
  const sourcePr = firstW(source, 'pPr');
  const targetBreak = targetPr ? firstW(targetPr, 'sectPr') : undefined;
  const sourceBreak = sourcePr ? firstW(sourcePr, 'sectPr') : undefined;
  const parent = target.parentNode as Element | null;
  if (!targetBreak === !sourceBreak || !parent) return false;
  const document = target.ownerDocument!;
  const markOnly = names.create(document, 'p');
  parent.insertBefore(markOnly, target.nextSibling);
  if (targetBreak) {
    if (sourcePr) markOnly.appendChild(importParagraphProperties(document, sourcePr));
    mark(target, 'ins');
    mark(markOnly, 'del');
  } else {
    if (targetPr) {
      markOnly.appendChild(targetPr.cloneNode(true));
      target.removeChild(targetPr);
    }
    target.insertBefore(importParagraphProperties(document, sourcePr!), target.firstChild);
    mark(target, 'del');
    mark(markOnly, 'ins');
  }
  if (targetAfter && sourceAfter && setupKey(targetAfter) !== setupKey(sourceAfter))
    recordSectionChange(targetAfter, sourceAfter, stamp, names);
  return true;
}
