import type { ItemStyle } from '../../../writer';
import type { Document, Element, Node } from './dom';
import { ELEMENT_NODE, renameElement, wrapSiblings } from '../../../package/xml-dom';
import { firstW, isW, isWElement } from './dom';
import type { WordNames } from './dom';

/**
 * Markup a result adds to runs, paragraphs and rows: ItemsStyle formatting for styled results
 * and revision elements (with unique ids, author and date) for tracked ones.
 */

/** CT_RPr child order (Word rejects run properties out of schema order as unreadable). */
const RPR_ORDER = [
  'rStyle',
  'rFonts',
  'b',
  'bCs',
  'i',
  'iCs',
  'caps',
  'smallCaps',
  'strike',
  'dstrike',
  'outline',
  'shadow',
  'emboss',
  'imprint',
  'noProof',
  'snapToGrid',
  'vanish',
  'webHidden',
  'color',
  'spacing',
  'w',
  'kern',
  'position',
  'sz',
  'szCs',
  'highlight',
  'u',
  'effect',
  'bdr',
  'shd',
  'fitText',
  'vertAlign',
  'rtl',
  'cs',
  'em',
  'lang',
  'eastAsianLayout',
  'specVanish',
  'oMath',
];
const RPR_RANK = new Map(RPR_ORDER.map((name, k) => [name, k]));
/** Paragraph-mark run properties start with their revision marks. */
const MARK_REVISIONS = ['ins', 'del', 'moveFrom', 'moveTo'];

function rank(element: Element): number {
  if (!isWElement(element)) return 900;
  const local = element.localName!;
  if (MARK_REVISIONS.includes(local)) return -1;
  if (local === 'rPrChange') return 1000;
  return RPR_RANK.get(local) ?? 900;
}

/** The run's w:rPr, created as its first child when missing. */
export function runProperties(run: Element, names: WordNames): Element {
  const existing = firstW(run, 'rPr');
  if (existing) return existing;
  const rPr = names.create(run.ownerDocument!, 'rPr');
  run.insertBefore(rPr, run.firstChild);
  return rPr;
}

/** Sets (replaces) one run property in schema order. */
export function setRunProperty(
  rPr: Element,
  names: WordNames,
  local: string,
  attributes: Record<string, string> = {},
): void {
  for (let n = rPr.firstChild; n; n = n.nextSibling) {
    if (isW(n, local)) {
      rPr.removeChild(n);
      break;
    }
  }
  const element = names.create(rPr.ownerDocument!, local, attributes);
  const r = rank(element);
  for (let n = rPr.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === ELEMENT_NODE && rank(n as Element) > r) {
      rPr.insertBefore(element, n);
      return;
    }
  }
  rPr.appendChild(element);
}

export function removeRunProperty(rPr: Element, local: string): void {
  for (let n = rPr.firstChild; n; n = n.nextSibling) {
    if (isW(n, local)) {
      rPr.removeChild(n);
      return;
    }
  }
}

/**
 * Applies an ItemsStyle to a run (w:color, w:shd fill, bold, italic, underline, strike). With
 * `frame` (UseFramesForDelInsElements / MarkChangedContent), a run that shows a picture, chart or
 * embedded object also gets a border in the style's colour, so the changed object is framed.
 */
export function styleRun(run: Element, style: ItemStyle, names: WordNames, frame = false): void {
  const rPr = runProperties(run, names);
  if (frame && showsObject(run)) {
    setRunProperty(rPr, names, 'bdr', {
      val: 'single',
      sz: '12',
      space: '0',
      color: style.fontColor ?? style.highlightColor ?? 'auto',
    });
  }
  if (style.fontColor) setRunProperty(rPr, names, 'color', { val: style.fontColor });
  if (style.highlightColor) {
    // w:highlight takes only named colours and would win over the shading: drop it.
    removeRunProperty(rPr, 'highlight');
    setRunProperty(rPr, names, 'shd', { val: 'clear', color: 'auto', fill: style.highlightColor });
  }
  if (style.bold) {
    setRunProperty(rPr, names, 'b');
    setRunProperty(rPr, names, 'bCs');
  }
  if (style.italic) {
    setRunProperty(rPr, names, 'i');
    setRunProperty(rPr, names, 'iCs');
  }
  if (style.underline) setRunProperty(rPr, names, 'u', { val: 'single' });
  if (style.strikeThrough) setRunProperty(rPr, names, 'strike');
}

function showsObject(run: Element): boolean {
  for (const child of Array.from(run.childNodes)) {
    const local = (child as Element).localName;
    if (local === 'drawing' || local === 'pict' || local === 'object') return true;
    if (local === 'AlternateContent') return true;
  }
  return false;
}

/** A separator run (ItemsStyle Begin/EndSeparatorString) formatted like `like`. */
export function separatorRun(
  document: Document,
  text: string,
  like: Element | undefined,
  style: ItemStyle,
  names: WordNames,
): Element {
  const run = names.create(document, 'r');
  const rPr = like && firstW(like, 'rPr');
  if (rPr) run.appendChild(document.importNode(rPr, true));
  const change = run.firstChild && firstW(run.firstChild as Element, 'rPrChange');
  if (change) change.parentNode!.removeChild(change);
  run.appendChild(names.text(document, 't', text));
  styleRun(run, style, names);
  return run;
}

export interface RevisionStamp {
  author: string;
  date: string;
  /** Next free w:id (unique across the document's revisions, bookmarks and comments). */
  nextId: () => string;
}

export type RevisionKind = 'ins' | 'del' | 'moveFrom' | 'moveTo';

export function revisionElement(
  document: Document,
  kind: RevisionKind | 'rPrChange' | 'pPrChange' | 'sectPrChange',
  stamp: RevisionStamp,
  names: WordNames,
): Element {
  return names.create(document, kind, { id: stamp.nextId(), author: stamp.author, date: stamp.date });
}

/** Gives an existing revision element this result's id, author and date. */
export function restamp(element: Element, stamp: RevisionStamp, names: WordNames): void {
  names.set(element, 'id', stamp.nextId());
  names.set(element, 'author', stamp.author);
  names.set(element, 'date', stamp.date);
}

/** Text of deleted runs must be w:delText (and field codes w:delInstrText). */
export function toDeletedText(element: Element, names: WordNames): void {
  const visit = (e: Element) => {
    for (let n = e.firstChild; n;) {
      const next = n.nextSibling;
      if (isW(n, 't')) renameElement(n, names.namespace, names.q('delText'));
      else if (isW(n, 'instrText')) renameElement(n, names.namespace, names.q('delInstrText'));
      else if (n.nodeType === ELEMENT_NODE) visit(n as Element);
      n = next;
    }
  };
  visit(element);
}

const RUN_CONTAINERS = new Set(['hyperlink', 'smartTag', 'customXml', 'fldSimple', 'dir', 'bdo', 'sdtContent']);

/**
 * Wraps every run inside a container (a paragraph, or a copy of one) in revision elements of
 * one kind: consecutive runs share one wrapper; runs inside hyperlinks, fields and content
 * controls are wrapped where they are. Existing insertions inside an inserted paragraph become
 * this result's (so no w:ins ends up inside another).
 */
export function wrapAllRuns(container: Element, kind: RevisionKind, stamp: RevisionStamp, names: WordNames): void {
  const document = container.ownerDocument!;
  let first: Node | undefined;
  let last: Node | undefined;
  const flush = () => {
    if (first && last) {
      const wrapper = revisionElement(document, kind, stamp, names);
      wrapSiblings(first, last, wrapper);
      if (kind === 'del' || kind === 'moveFrom') toDeletedText(wrapper, names);
    }
    first = last = undefined;
  };
  for (let n = container.firstChild; n;) {
    const next = n.nextSibling;
    if (isW(n, 'r')) {
      if (!first) first = n;
      last = n;
    } else if (n.nodeType === ELEMENT_NODE) {
      const local = isWElement(n) ? (n as Element).localName! : '';
      if (local === 'bookmarkStart' || local === 'bookmarkEnd' || local === 'proofErr') {
        // Markers between runs may sit inside the wrapper.
        if (first) last = n;
      } else {
        flush();
        if (RUN_CONTAINERS.has(local) || local === 'sdt')
          wrapAllRuns(
            local === 'sdt' ? (firstW(n as Element, 'sdtContent') ?? (n as Element)) : (n as Element),
            kind,
            stamp,
            names,
          );
        else if ((local === 'ins' || local === 'moveTo') && (kind === 'ins' || kind === 'moveTo'))
          restamp(n as Element, stamp, names);
      }
    } else if (first) last = n;
    n = next;
  }
  // A trailing marker must not end the wrapper if no run follows it: harmless either way.
  flush();
}

/** Wraps runs (listed in document order) in revision elements, one per run of siblings. */
export function wrapRuns(
  runs: readonly Element[],
  kind: RevisionKind,
  stamp: RevisionStamp,
  names: WordNames,
): Element[] {
  const wrappers: Element[] = [];
  let group: Element[] = [];
  const flush = () => {
    if (!group.length) return;
    const wrapper = revisionElement(group[0].ownerDocument!, kind, stamp, names);
    wrapSiblings(group[0], group[group.length - 1], wrapper);
    if (kind === 'del' || kind === 'moveFrom') toDeletedText(wrapper, names);
    wrappers.push(wrapper);
    group = [];
  };
  for (const run of runs) {
    const previous = group[group.length - 1];
    if (previous && nextElement(previous) !== run) flush();
    group.push(run);
  }
  flush();
  return wrappers;
}

function nextElement(node: Node): Node | null {
  let n = node.nextSibling;
  while (n && n.nodeType !== ELEMENT_NODE) n = n.nextSibling;
  return n;
}

/** The paragraph's w:pPr, created as its first child when missing. */
export function paragraphProperties(paragraph: Element, names: WordNames): Element {
  const existing = firstW(paragraph, 'pPr');
  if (existing) return existing;
  const pPr = names.create(paragraph.ownerDocument!, 'pPr');
  paragraph.insertBefore(pPr, paragraph.firstChild);
  return pPr;
}

/** Marks a paragraph's mark as inserted/deleted/moved (w:pPr/w:rPr/w:ins …), unless it already is. */
export function markParagraphMark(
  paragraph: Element,
  kind: RevisionKind,
  stamp: RevisionStamp,
  names: WordNames,
): void {
  const pPr = paragraphProperties(paragraph, names);
  let rPr = firstW(pPr, 'rPr');
  if (!rPr) {
    rPr = names.create(paragraph.ownerDocument!, 'rPr');
    const after = firstW(pPr, 'sectPr') ?? firstW(pPr, 'pPrChange');
    pPr.insertBefore(rPr, after ?? null);
  }
  for (const existing of MARK_REVISIONS) if (firstW(rPr, existing)) return;
  rPr.insertBefore(revisionElement(paragraph.ownerDocument!, kind, stamp, names), rPr.firstChild);
}

/** Marks a table row inserted or deleted (w:trPr/w:ins|w:del). */
export function markRow(row: Element, kind: 'ins' | 'del', stamp: RevisionStamp, names: WordNames): void {
  let trPr = firstW(row, 'trPr');
  if (!trPr) {
    trPr = names.create(row.ownerDocument!, 'trPr');
    const exceptions = firstW(row, 'tblPrEx');
    row.insertBefore(trPr, exceptions ? exceptions.nextSibling : row.firstChild);
  }
  if (firstW(trPr, 'ins') || firstW(trPr, 'del')) return;
  trPr.insertBefore(revisionElement(row.ownerDocument!, kind, stamp, names), firstW(trPr, 'trPrChange') ?? null);
}

/**
 * Property changes this write recorded. A run or paragraph changed twice keeps the first record
 * (it holds the source's properties); one the target brought along (an earlier reviewer's) gives
 * way, since it holds properties the source does not have and reject-all must give the source.
 */
const recordedChanges = new WeakSet<Element>();

/** Whether a property change is there that this write made; one the document brought is dropped. */
function keepsOwnChange(properties: Element, name: 'rPrChange' | 'pPrChange'): boolean {
  const existing = firstW(properties, name);
  if (!existing) return false;
  if (recordedChanges.has(existing)) return true;
  properties.removeChild(existing);
  return false;
}

/** Records a run's former properties (w:rPrChange), unless this write already did. */
export function recordRunPropertiesChange(
  run: Element,
  oldProperties: Element | undefined,
  stamp: RevisionStamp,
  names: WordNames,
): void {
  const rPr = runProperties(run, names);
  if (keepsOwnChange(rPr, 'rPrChange')) return;
  const document = run.ownerDocument!;
  const change = revisionElement(document, 'rPrChange', stamp, names);
  recordedChanges.add(change);
  const old = names.create(document, 'rPr');
  if (oldProperties) {
    for (let n = oldProperties.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === ELEMENT_NODE && !isW(n, 'rPrChange') && !MARK_REVISIONS.some((m) => isW(n, m)))
        old.appendChild(document.importNode(n, true));
    }
  }
  change.appendChild(old);
  rPr.appendChild(change);
}

const PPR_KEPT = new Set(['rPr', 'sectPr', 'pPrChange']);

/** Records a paragraph's former properties (w:pPrChange), unless this write already did. */
export function recordParagraphPropertiesChange(
  paragraph: Element,
  oldProperties: Element | undefined,
  stamp: RevisionStamp,
  names: WordNames,
): void {
  const pPr = paragraphProperties(paragraph, names);
  if (keepsOwnChange(pPr, 'pPrChange')) return;
  const document = paragraph.ownerDocument!;
  const change = revisionElement(document, 'pPrChange', stamp, names);
  recordedChanges.add(change);
  const old = names.create(document, 'pPr');
  if (oldProperties) {
    for (let n = oldProperties.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === ELEMENT_NODE && !(isWElement(n) && PPR_KEPT.has((n as Element).localName!)))
        old.appendChild(document.importNode(n, true));
    }
  }
  change.appendChild(old);
  pPr.appendChild(change);
}

/** Replaces a paragraph's properties by the source's, keeping its mark properties and section. */
export function replaceParagraphProperties(paragraph: Element, source: Element | undefined, names: WordNames): void {
  const pPr = paragraphProperties(paragraph, names);
  const document = paragraph.ownerDocument!;
  for (const child of Array.from(pPr.childNodes)) {
    if (!(isWElement(child) && PPR_KEPT.has((child as Element).localName!))) pPr.removeChild(child);
  }
  if (!source) return;
  const anchor =
    pPr.firstChild && isW(pPr.firstChild, 'rPr')
      ? pPr.firstChild
      : (firstW(pPr, 'rPr') ?? firstW(pPr, 'sectPr') ?? null);
  for (let n = source.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === ELEMENT_NODE && !(isWElement(n) && PPR_KEPT.has((n as Element).localName!)))
      pPr.insertBefore(document.importNode(n, true), anchor);
  }
}

/** Replaces a run's properties by a copy of `source` (or none). */
export function replaceRunProperties(run: Element, source: Element | undefined): void {
  const existing = firstW(run, 'rPr');
  if (existing) run.removeChild(existing);
  if (source) {
    const copy = run.ownerDocument!.importNode(source, true) as Element;
    const change = firstW(copy, 'rPrChange');
    if (change) copy.removeChild(change);
    run.insertBefore(copy, run.firstChild);
  }
}
