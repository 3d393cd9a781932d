import type { RevisionDecision } from '../../../hooks';
import type { Element, Node } from './dom';
import { ancestor, ELEMENT_NODE, removeNode, renameElement, unwrap } from '../../../package/xml-dom';
import { descendantsW, firstW, isW, isWElement, WordNames } from './dom';
import { RevisionPackage } from './revision-scopes';

/**
 * Tracked revisions of a Word package, and accepting or rejecting them one by one: insertions,
 * deletions, moves (with their range markers), run/paragraph/table property changes, paragraph
 * marks and table rows. Rejecting a paragraph mark insertion (or accepting a mark deletion)
 * joins the paragraph to the next one, as Word does.
 */

export type RevisionKind =
  | 'insertion'
  | 'deletion'
  | 'moveFrom'
  | 'moveTo'
  | 'runProperties'
  | 'paragraphProperties'
  | 'properties'
  | 'paragraphMarkInserted'
  | 'paragraphMarkDeleted'
  | 'rowInserted'
  | 'rowDeleted'
  /** A cell inserted, deleted or merged vertically (`cellIns`, `cellDel`, `cellMerge`). */
  | 'cell'
  /** Numbering given to a paragraph (`w:numPr/w:ins`): rejecting it takes the numbering away. */
  | 'numberingInserted'
  /** An insertion or deletion mark in run properties outside a paragraph mark (math controls): only the mark goes. */
  | 'runMark';

export interface Revision {
  kind: RevisionKind;
  /** Element name without prefix (`ins`, `rPrChange`, …). */
  element: string;
  part: string;
  id?: string;
  author?: string;
  date?: string;
  /** Text the revision inserts or deletes (content revisions). */
  text: string;
}

export type { RevisionDecision };
/** `index` counts revisions in document order across the package (the order `listRevisions` gives). */
export type DecideRevision = (revision: Revision, index: number) => RevisionDecision;

const CONTENT = new Set(['ins', 'del', 'moveFrom', 'moveTo']);
const PROPERTY_CHANGES = new Set([
  'rPrChange',
  'pPrChange',
  'sectPrChange',
  'tblPrChange',
  'tblPrExChange',
  'tblGridChange',
  'trPrChange',
  'tcPrChange',
  'numberingChange',
]);
const CELL = new Set(['cellIns', 'cellDel', 'cellMerge']);
const RANGE_MARKERS = ['moveFromRangeStart', 'moveFromRangeEnd', 'moveToRangeStart', 'moveToRangeEnd'];
export interface Found {
  element: Element;
  revision: Revision;
}

function classify(element: Element, part: string, names: WordNames): Revision | undefined {
  if (!isWElement(element)) return undefined;
  const local = element.localName!;
  let kind: RevisionKind | undefined;
  if (CONTENT.has(local)) {
    const parent = element.parentNode as Element | null;
    if (parent && isW(parent, 'rPr') && parent.parentNode && isW(parent.parentNode, 'pPr')) {
      kind = local === 'ins' || local === 'moveTo' ? 'paragraphMarkInserted' : 'paragraphMarkDeleted';
    } else if (parent && isW(parent, 'trPr')) kind = local === 'ins' ? 'rowInserted' : 'rowDeleted';
    else if (parent && isW(parent, 'numPr')) kind = 'numberingInserted';
    else if (parent && isW(parent, 'rPr')) kind = 'runMark';
    else kind = local === 'ins' ? 'insertion' : local === 'del' ? 'deletion' : (local as 'moveFrom' | 'moveTo');
  } else if (local === 'rPrChange') kind = 'runProperties';
  else if (local === 'pPrChange') kind = 'paragraphProperties';
  else if (PROPERTY_CHANGES.has(local)) kind = 'properties';
  else if (CELL.has(local)) kind = 'cell';
  if (!kind) return undefined;
  const revision: Revision = { kind, element: local, part, text: '' };
  const id = names.get(element, 'id');
  const author = names.get(element, 'author');
  const date = names.get(element, 'date');
  if (id !== undefined) revision.id = id;
  if (author !== undefined) revision.author = author;
  if (date !== undefined) revision.date = date;
  if (kind === 'insertion' || kind === 'deletion' || kind === 'moveFrom' || kind === 'moveTo')
    revision.text = visibleText(element);
  else if (kind === 'rowInserted' || kind === 'rowDeleted')
    revision.text = visibleText(element.parentNode!.parentNode as Element);
  return revision;
}

export function visibleText(element: Element): string {
  let text = '';
  const walk = (e: Element) => {
    for (let n = e.firstChild; n; n = n.nextSibling) {
      if (n.nodeType !== ELEMENT_NODE) continue;
      if (isW(n, 't') || isW(n, 'delText')) text += n.textContent ?? '';
      else if (isW(n, 'tab')) text += '\t';
      else walk(n as Element);
    }
  };
  walk(element);
  return text;
}

/** The revisions under `root` with their elements, in document order. */
export function collectRevisions(root: Element, part: string, names = namesOf(root)): Found[] {
  const found: Found[] = [];
  const walk = (e: Element) => {
    for (let n = e.firstChild; n; n = n.nextSibling) {
      if (n.nodeType !== ELEMENT_NODE) continue;
      const revision = classify(n as Element, part, names);
      if (revision) found.push({ element: n as Element, revision });
      walk(n as Element);
    }
  };
  walk(root);
  return found;
}

/** The revisions of an element tree, in document order. */
export function listRevisionsIn(root: Element, part: string): Revision[] {
  return collectRevisions(root, part).map((f) => f.revision);
}

/** Word names of a part root, or of the first Word element under a wrapper of body fragments. */
export function namesOf(root: Element): WordNames {
  const wrapper: Node = root;
  if (isWElement(wrapper)) return WordNames.of(root);
  for (let n = root.firstChild; n; n = n.nextSibling) if (isWElement(n)) return WordNames.of(n);
  return WordNames.of(root);
}

/**
 * Applies decisions to the revisions under `root` (a part's root element, or a copied block).
 * Returns true when anything changed.
 */
/**
 * `removed` collects the comments, footnotes and endnotes whose reference a decision took away
 * (an insertion rejected, a deletion accepted), as `comment:3`, `footnote:2`; their parts drop
 * them.
 */
export function applyRevisionsIn(
  root: Element,
  part: string,
  decide: DecideRevision,
  firstIndex = 0,
  removed?: Set<string>,
): boolean {
  const names = namesOf(root);
  const found = collectRevisions(root, part, names);
  if (!found.length && !hasRangeMarkers(root)) return false;
  const merges: Element[] = [];
  const rows: Element[] = [];
  const cells: Element[] = [];
  let changed = false;
  // Innermost first: a deletion inside an insertion is settled before its container.
  for (let k = found.length - 1; k >= 0; k--) {
    const { element, revision } = found[k];
    const decision = decide(revision, firstIndex + k);
    if (decision === 'keep') continue;
    changed = true;
    const accept = decision === 'accept';
    const removes =
      ((revision.kind === 'insertion' || revision.kind === 'moveTo') && !accept) ||
      ((revision.kind === 'deletion' || revision.kind === 'moveFrom') && accept);
    if (removes && removed)
      for (const kind of ['comment', 'footnote', 'endnote'])
        for (const reference of descendantsW(element, `${kind}Reference`)) {
          const id = names.get(reference, 'id');
          if (id) removed.add(`${kind}:${id}`);
        }
    switch (revision.kind) {
      case 'insertion':
      case 'moveTo':
        if (accept) unwrap(element);
        else removeNode(element);
        break;
      case 'deletion':
      case 'moveFrom':
        if (accept) removeNode(element);
        else {
          restoreDeletedText(element, names);
          unwrap(element);
        }
        break;
      case 'paragraphMarkInserted':
      case 'paragraphMarkDeleted': {
        const paragraph = element.parentNode?.parentNode?.parentNode as Element | undefined;
        const joins = (revision.kind === 'paragraphMarkInserted') !== accept;
        removeNode(element);
        if (joins && paragraph && isW(paragraph, 'p')) merges.push(paragraph);
        break;
      }
      case 'rowInserted':
      case 'rowDeleted': {
        const row = element.parentNode?.parentNode as Element | undefined;
        const drop = (revision.kind === 'rowInserted') !== accept;
        removeNode(element);
        if (drop && row) rows.push(row);
        break;
      }
      case 'runProperties':
      case 'paragraphProperties':
      case 'properties':
        if (!accept) restoreProperties(element);
        removeNode(element);
        break;
      case 'cell': {
        const cell = element.parentNode?.parentNode as Element | undefined;
        const recorded = ancestor(element, (e) => isW(e, 'tcPrChange'));
        if (!recorded && cell && isW(cell, 'tc')) {
          if (isW(element, 'cellMerge')) setVerticalMerge(element, accept, names);
          else if (isW(element, 'cellDel') === accept) cells.push(cell);
        }
        removeNode(element);
        break;
      }
      case 'numberingInserted': {
        const numbering = element.parentNode as Element | null;
        removeNode(element);
        if (!accept && numbering) removeNode(numbering);
        break;
      }
      case 'runMark':
        removeNode(element);
        break;
    }
  }
  for (const cell of cells) removeCell(cell, names);
  for (const row of rows) {
    const table = row.parentNode as Element | null;
    removeNode(row);
    if (table && isW(table, 'tbl') && !firstW(table, 'tr')) removeNode(table);
  }
  // In document order, so a chain of joined paragraphs ends in the last one.
  merges.reverse();
  for (const paragraph of merges) joinWithNext(paragraph);
  settleRangeMarkers(root);
  return changed;
}

const VERTICAL_MERGE: Record<string, string | undefined> = { rest: 'restart', cont: 'continue' };

/** A tracked vertical merge (`w:cellMerge`): accepted, the cell takes the merge it records; rejected, the merge it had (`vMergeOrig`). */
function setVerticalMerge(mark: Element, accept: boolean, names: WordNames): void {
  const properties = mark.parentNode as Element;
  const value = VERTICAL_MERGE[names.get(mark, accept ? 'vMerge' : 'vMergeOrig') ?? ''];
  for (const old of descendantsW(properties, 'vMerge')) if (old.parentNode === properties) removeNode(old);
  if (!value) return;
  const merge = names.create(properties.ownerDocument!, 'vMerge', value === 'restart' ? { val: 'restart' } : {});
  // Schema order: tcW, gridSpan, hMerge come before vMerge.
  let anchor: Node | null = properties.firstChild;
  while (
    anchor &&
    (anchor.nodeType !== ELEMENT_NODE ||
      isW(anchor, 'tcW') ||
      isW(anchor, 'gridSpan') ||
      isW(anchor, 'hMerge') ||
      isW(anchor, 'cnfStyle'))
  )
    anchor = anchor.nextSibling;
  properties.insertBefore(merge, anchor);
}

/**
 * A cell that goes (a deletion accepted, an insertion rejected) gives its grid columns to the
 * cell before it (or after it), as Word does, so the row still spans the table's grid.
 */
function removeCell(cell: Element, names: WordNames): void {
  const row = cell.parentNode as Element | null;
  if (!row) return;
  const siblingCell = (from: Node | null, forward: boolean): Element | undefined => {
    for (let n = from; n; n = forward ? n.nextSibling : n.previousSibling) if (isW(n, 'tc')) return n;
    return undefined;
  };
  const neighbour = siblingCell(cell.previousSibling, false) ?? siblingCell(cell.nextSibling, true);
  if (neighbour) {
    const span = (c: Element) => Number(names.get(firstW(firstW(c, 'tcPr') ?? c, 'gridSpan') ?? c, 'val') ?? 1) || 1;
    const total = span(neighbour) + span(cell);
    let properties = firstW(neighbour, 'tcPr');
    if (!properties) {
      properties = names.create(neighbour.ownerDocument!, 'tcPr');
      neighbour.insertBefore(properties, neighbour.firstChild);
    }
    let gridSpan = firstW(properties, 'gridSpan');
    if (!gridSpan) {
      gridSpan = names.create(neighbour.ownerDocument!, 'gridSpan');
      const width = firstW(properties, 'tcW');
      const cnf = firstW(properties, 'cnfStyle');
      properties.insertBefore(gridSpan, (width ?? cnf)?.nextSibling ?? properties.firstChild);
    }
    names.set(gridSpan, 'val', String(total));
  }
  removeNode(cell);
  if (!firstW(row, 'tc')) {
    const table = row.parentNode as Element | null;
    removeNode(row);
    if (table && isW(table, 'tbl') && !firstW(table, 'tr')) removeNode(table);
  }
}

function hasRangeMarkers(root: Element): boolean {
  return RANGE_MARKERS.some((m) => descendantsW(root, m).length > 0);
}

/** Move range markers stay only while a move of their kind is still tracked. */
function settleRangeMarkers(root: Element): void {
  for (const side of ['moveFrom', 'moveTo']) {
    if (descendantsW(root, side).length > 0) continue;
    for (const marker of [...descendantsW(root, `${side}RangeStart`), ...descendantsW(root, `${side}RangeEnd`)])
      removeNode(marker);
  }
}

function restoreDeletedText(element: Element, names: WordNames): void {
  for (const text of descendantsW(element, 'delText')) renameElement(text, names.namespace, names.q('t'));
  for (const text of descendantsW(element, 'delInstrText')) renameElement(text, names.namespace, names.q('instrText'));
}

/** Kept when property changes are rejected: what is not part of the recorded properties. */
const KEPT_ON_RESTORE = new Set([
  'rPr',
  'sectPr',
  'ins',
  'del',
  'moveFrom',
  'moveTo',
  'cellIns',
  'cellDel',
  'cellMerge',
  ...PROPERTY_CHANGES,
]);

function restoreProperties(change: Element): void {
  const properties = change.parentNode as Element | null;
  if (!properties) return;
  const old = Array.from(change.childNodes).find((n) => n.nodeType === ELEMENT_NODE) as Element | undefined;
  if (isW(change, 'numberingChange') || (isW(change, 'tblGridChange') && !old)) return;
  const keepMarkProperties = isW(change, 'pPrChange');
  // A section's former setup (CT_SectPrBase) has no header or footer references: they stay.
  const section = isW(change, 'sectPrChange');
  for (const child of Array.from(properties.childNodes)) {
    if (child === change || child.nodeType !== ELEMENT_NODE) continue;
    const local = isWElement(child) ? (child as Element).localName! : '';
    if (section && (local === 'headerReference' || local === 'footerReference')) continue;
    const kept =
      KEPT_ON_RESTORE.has(local) &&
      (local !== 'rPr' || keepMarkProperties) &&
      (local !== 'sectPr' || keepMarkProperties);
    if (!kept) properties.removeChild(child);
  }
  if (!old) return;
  const anchor = section ? change : firstKept(properties, change);
  for (const child of Array.from(old.childNodes)) properties.insertBefore(child, anchor);
}

/** First child that must stay after restored properties (mark properties, section, change). */
function firstKept(properties: Element, change: Element): Node {
  for (let n = properties.firstChild; n; n = n.nextSibling) {
    if (n === change) return n;
    if (isW(n, 'rPr') || isW(n, 'sectPr') || isW(n, 'trPrChange')) return n;
    if (isW(n, 'ins') || isW(n, 'del')) return n;
  }
  return change;
}

/**
 * A paragraph whose mark is gone joins the next paragraph (whose mark, and so whose properties,
 * survive). With no paragraph after it, it stays when it still has content and vanishes when not.
 */
function joinWithNext(paragraph: Element): void {
  if (!paragraph.parentNode) return;
  let next = paragraph.nextSibling;
  while (next && next.nodeType !== ELEMENT_NODE) next = next.nextSibling;
  if (next && isW(next, 'p')) {
    const nextProperties = firstW(next as Element, 'pPr');
    const anchor = nextProperties ? nextProperties.nextSibling : next.firstChild;
    for (const child of Array.from(paragraph.childNodes)) {
      if (isW(child, 'pPr')) continue;
      next.insertBefore(child, anchor);
    }
    removeNode(paragraph);
    return;
  }
  if (!hasContent(paragraph)) removeNode(paragraph);
}

function hasContent(paragraph: Element): boolean {
  let found = false;
  const walk = (e: Element) => {
    for (let n = e.firstChild; n && !found; n = n.nextSibling) {
      if (n.nodeType !== ELEMENT_NODE) continue;
      if (isW(n, 'pPr')) continue;
      if (isW(n, 'r')) {
        for (let c = n.firstChild; c; c = c.nextSibling) {
          if (
            c.nodeType === ELEMENT_NODE &&
            !isW(c, 'rPr') &&
            !isW(c, 'fldChar') &&
            !isW(c, 'instrText') &&
            !isW(c, 'lastRenderedPageBreak')
          )
            found = true;
        }
      } else walk(n as Element);
    }
  };
  walk(paragraph);
  return found;
}

/** The tracked revisions of a package's Word parts, in document order (main document first). */
export function listRevisions(bytes: Uint8Array): Revision[] {
  const out: Revision[] = [];
  for (const scope of new RevisionPackage(bytes).scopes()) out.push(...listRevisionsIn(scope.root, scope.part));
  return out;
}

/**
 * Accepts, rejects or keeps each tracked revision of a Word package (`decide` is asked once per
 * revision, with its index in the `listRevisions` order). Parts without revisions, and the
 * stretches of the main document without any, are copied unchanged.
 */
export function applyRevisions(bytes: Uint8Array, decide: DecideRevision): Uint8Array {
  const pkg = new RevisionPackage(bytes);
  let index = 0;
  const removed = new Set<string>();
  for (const scope of pkg.scopes()) {
    const count = collectRevisions(scope.root, scope.part).length;
    if (applyRevisionsIn(scope.root, scope.part, decide, index, removed)) scope.markChanged();
    const kind = ['comments', 'footnotes', 'endnotes'].find((k) => isW(scope.root, k));
    if (removed.size && kind && removeReferenced(scope.root, kind.slice(0, -1), removed)) scope.markChanged();
    index += count;
  }
  return pkg.save();
}

/**
 * Comments or notes whose reference is gone (their parts come after the parts that refer to
 * them): a note left without its mark would be given to another mark by readers that pair
 * notes with marks in order.
 */
function removeReferenced(root: Element, kind: string, keys: Set<string>): boolean {
  const names = namesOf(root);
  let removed = false;
  for (const item of descendantsW(root, kind))
    if (keys.has(`${kind}:${names.get(item, 'id') ?? ''}`)) {
      removeNode(item);
      removed = true;
    }
  return removed;
}
