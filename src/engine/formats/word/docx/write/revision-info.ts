import type { RevisionType } from '../../../hooks';
import type { Element, Node } from './dom';
import { ELEMENT_NODE, is } from '../../../package/xml-dom';
import { isW, isWElement, WordNames } from './dom';
import { RevisionPackage } from './revision-scopes';
import {
  applyRevisions,
  collectRevisions,
  namesOf,
  visibleText,
  type Revision,
  type RevisionDecision,
} from './revisions';

/**
 * Tracked revisions as a reviewer sees them in Word's list: a move is one revision (both ends,
 * with their paragraph marks), a paragraph mark inserted or deleted together with the text next to
 * it belongs to that text's revision, and a text box's fallback copy is not counted twice.
 */

export interface RevisionGroup {
  type: RevisionType;
  text: string;
  author?: string;
  date?: string;
  /** Indexes of the markup revisions (the `listRevisions` order) this revision is made of. */
  members: number[];
}

interface Item {
  index: number;
  revision: Revision;
  element: Element;
  type: RevisionType;
  /** Paragraph marks and fallback copies join another item when they can. */
  mark: boolean;
  fallback: boolean;
  paragraph: number;
  moveKey?: string;
  /** The property change whose recorded old properties hold this revision. */
  container?: Item;
  text: string;
  group?: RevisionGroup;
}

const TYPE_OF: Record<Revision['kind'], RevisionType | undefined> = {
  insertion: 'Insertion',
  deletion: 'Deletion',
  moveFrom: 'Moving',
  moveTo: 'Moving',
  runProperties: 'FormatChange',
  paragraphProperties: 'FormatChange',
  properties: 'FormatChange',
  paragraphMarkInserted: 'Insertion',
  paragraphMarkDeleted: 'Deletion',
  rowInserted: 'Insertion',
  rowDeleted: 'Deletion',
  cell: undefined,
  runMark: undefined,
  numberingInserted: 'FormatChange',
};

/** The revisions of a Word package, grouped, in document order. */
export function describeRevisions(bytes: Uint8Array): RevisionGroup[] {
  return groupItems(collectItems(bytes));
}

/**
 * Applies a decision per revision group (`decide` gets the group's position in
 * `describeRevisions`); markup revisions of no group are kept.
 */
export function applyRevisionGroups(
  bytes: Uint8Array,
  decide: (groupIndex: number) => RevisionDecision,
  groups = describeRevisions(bytes),
): Uint8Array {
  const byMember = new Map<number, RevisionDecision>();
  for (const [index, group] of groups.entries()) {
    const decision = decide(index);
    for (const member of group.members) byMember.set(member, decision);
  }
  return applyRevisions(bytes, (_revision, index) => byMember.get(index) ?? 'keep');
}

function collectItems(bytes: Uint8Array): Item[] {
  const items: Item[] = [];
  let paragraph = 0;
  let currentPart = '';
  // Open move ranges by side: range id -> name, carried across the fragments of one part.
  const openRanges = { moveFrom: new Map<string, string>(), moveTo: new Map<string, string>() };
  for (const scope of new RevisionPackage(bytes).scopes()) {
    if (scope.part !== currentPart) {
      currentPart = scope.part;
      paragraph += 2;
      openRanges.moveFrom.clear();
      openRanges.moveTo.clear();
    }
    const found = collectRevisions(scope.root, scope.part);
    const indexOf = new Map<Element, number>(found.map((f, k) => [f.element, k]));
    const names = namesOf(scope.root);
    const styles = /(^|\/)styles[^/]*\.xml$/.test(scope.part);
    const first = items.length;
    const walk = (element: Element, inFallback: boolean, inParagraph: number, container: Item | undefined) => {
      for (let n: Node | null = element.firstChild; n; n = n.nextSibling) {
        if (n.nodeType !== ELEMENT_NODE) continue;
        const child = n as Element;
        const own = isW(child, 'p') ? ++paragraph : inParagraph;
        const local = isWElement(child) ? child.localName! : '';
        if (local === 'moveFromRangeStart' || local === 'moveToRangeStart') {
          openRanges[local === 'moveFromRangeStart' ? 'moveFrom' : 'moveTo'].set(
            names.get(child, 'id') ?? '',
            names.get(child, 'name') ?? '',
          );
        } else if (local === 'moveFromRangeEnd' || local === 'moveToRangeEnd') {
          openRanges[local === 'moveFromRangeEnd' ? 'moveFrom' : 'moveTo'].delete(names.get(child, 'id') ?? '');
        }
        const k = indexOf.get(child);
        let item: Item | undefined;
        if (k !== undefined) {
          const revision = found[k].revision;
          const type = styles ? 'StyleDefinitionChange' : (typeOf(revision) ?? 'FormatChange');
          item = {
            index: first + k,
            revision,
            element: child,
            type,
            mark:
              revision.kind === 'paragraphMarkInserted' ||
              revision.kind === 'paragraphMarkDeleted' ||
              isMarkFormatting(child),
            fallback: inFallback,
            paragraph: own,
            text: textOf(child, revision),
          };
          if (container) item.container = container;
          if (type === 'Moving') {
            const side = local === 'moveTo' ? openRanges.moveTo : openRanges.moveFrom;
            const range = [...side.values()].pop();
            item.moveKey = range ? `range:${range}` : `by:${revision.author ?? ''}|${revision.date ?? ''}`;
          }
          items.push(item);
        }
        const changes = item && ['runProperties', 'paragraphProperties', 'properties'].includes(item.revision.kind);
        walk(child, inFallback || is(child, 'mc', 'Fallback'), own, changes ? item : container);
      }
    };
    walk(scope.root, false, paragraph, undefined);
  }
  return items;
}

function typeOf(revision: Revision): RevisionType | undefined {
  if (revision.element === 'moveFrom' || revision.element === 'moveTo') return 'Moving';
  if (revision.kind === 'cell')
    return revision.element === 'cellIns' ? 'Insertion' : revision.element === 'cellDel' ? 'Deletion' : 'FormatChange';
  if (revision.kind === 'runMark') return revision.element === 'ins' ? 'Insertion' : 'Deletion';
  return TYPE_OF[revision.kind];
}

/** A formatting change of a paragraph mark (w:pPr/w:rPr/w:rPrChange). */
function isMarkFormatting(element: Element): boolean {
  const properties = element.parentNode;
  return isW(element, 'rPrChange') && isW(properties, 'rPr') && isW(properties.parentNode, 'pPr');
}

/** For content revisions their text; for formatting changes the text whose format changed. */
function textOf(element: Element, revision: Revision): string {
  if (revision.kind === 'rowInserted' || revision.kind === 'rowDeleted') {
    const row = element.parentNode!.parentNode as Element;
    return Array.from(row.childNodes)
      .filter((c) => isW(c, 'tc'))
      .map((c) => visibleText(c as Element))
      .join('\t');
  }
  if (revision.text) return revision.text;
  if (
    revision.kind === 'paragraphMarkInserted' ||
    revision.kind === 'paragraphMarkDeleted' ||
    revision.kind === 'runMark'
  )
    return '';
  const style = ancestorW(element, 'style');
  if (style) {
    const name = Array.from(style.childNodes).find((n) => isW(n, 'name')) as Element | undefined;
    return name ? (WordNames.of(name).get(name, 'val') ?? '') : '';
  }
  const properties: Node | null = element.parentNode;
  if (!properties || isW(properties, 'sectPr')) return '';
  if (isW(properties, 'rPr') && isW(properties.parentNode, 'pPr')) return '';
  const owner: Node | null | undefined = isW(properties, 'numPr')
    ? properties.parentNode?.parentNode
    : properties.parentNode;
  return owner && owner.nodeType === ELEMENT_NODE ? visibleText(owner as Element) : '';
}

/** The row revision (same type, author and date) of the table row a content revision is in. */
function rowOf(item: Item, rows: Map<Element, Item>): Item | undefined {
  const row = ancestorW(item.element, 'tr');
  const host = row ? rows.get(row) : undefined;
  if (
    !host ||
    host.type !== item.type ||
    host.revision.author !== item.revision.author ||
    host.revision.date !== item.revision.date
  )
    return undefined;
  return host;
}

function ancestorW(node: Node, local: string): Element | undefined {
  for (let n = node.parentNode; n; n = n.parentNode) if (isW(n, local)) return n;
  return undefined;
}

function groupItems(items: Item[]): RevisionGroup[] {
  const groups: RevisionGroup[] = [];
  const open = (item: Item): RevisionGroup => {
    const group: RevisionGroup = { type: item.type, text: '', members: [] };
    if (item.revision.author !== undefined) group.author = item.revision.author;
    if (item.revision.date !== undefined) group.date = item.revision.date;
    groups.push(group);
    return group;
  };
  const join = (item: Item, group: RevisionGroup) => {
    item.group = group;
    group.members.push(item.index);
  };
  const moves = new Map<string, RevisionGroup>();
  const rows = new Map<Element, Item>();
  // Main copies first, so fallback copies and marks find their hosts.
  for (const item of items) {
    if (item.fallback || item.mark || item.container) continue;
    if (item.revision.kind === 'rowInserted' || item.revision.kind === 'rowDeleted')
      rows.set(item.element.parentNode!.parentNode as Element, item);
    const row = item.revision.kind === 'insertion' || item.revision.kind === 'deletion' ? rowOf(item, rows) : undefined;
    if (row) join(item, row.group!);
    else if (item.moveKey) {
      let group = moves.get(item.moveKey);
      if (!group) moves.set(item.moveKey, (group = open(item)));
      join(item, group);
    } else join(item, open(item));
  }
  const hosts = new Map<number, Item[]>();
  const twins = new Map<string, Item>();
  const twinKey = (i: Item) => `${i.revision.part}|${i.revision.element}|${i.revision.id}|${i.revision.author}`;
  for (const item of items) {
    if (!item.group) continue;
    const list = hosts.get(item.paragraph) ?? [];
    list.push(item);
    hosts.set(item.paragraph, list);
    if (!twins.has(twinKey(item))) twins.set(twinKey(item), item);
  }
  for (const item of items) {
    if (!item.fallback || item.group) continue;
    const twin = item.revision.id !== undefined ? twins.get(twinKey(item)) : undefined;
    if (twin) join(item, twin.group!);
  }
  // Last first, so that a run of inserted empty paragraphs joins the text after it.
  for (const item of [...items].reverse()) {
    if (item.group || item.container) continue;
    const host = item.mark ? markHost(item, hosts) : undefined;
    if (host) join(item, host.group!);
    else if (item.moveKey) {
      let group = moves.get(item.moveKey);
      if (!group) moves.set(item.moveKey, (group = open(item)));
      join(item, group);
    } else join(item, open(item));
    if (item.mark && !item.fallback) {
      const list = hosts.get(item.paragraph) ?? [];
      list.unshift(item);
      hosts.set(item.paragraph, list);
    }
  }
  // Ancestors first: a change's container is grouped before what it holds.
  for (const item of items) if (item.container) join(item, item.container.group!);
  // Groups in document order of their first member; texts in member order.
  const itemByIndex = new Map(items.map((i) => [i.index, i]));
  for (const group of groups) {
    group.members.sort((a, b) => a - b);
    const visible = group.members.map((m) => itemByIndex.get(m)!).filter((i) => !i.fallback && !i.mark);
    const rowItems = visible.filter((i) => i.revision.kind === 'rowInserted' || i.revision.kind === 'rowDeleted');
    const moveTo = visible.filter((i) => i.revision.element === 'moveTo');
    // A row says its cells' text itself; a move says what arrived.
    const sides = rowItems.length ? rowItems : group.type === 'Moving' && moveTo.length ? moveTo : visible;
    let text = '';
    let paragraph: number | undefined;
    for (const item of sides) {
      if (!item.text) continue;
      if (paragraph !== undefined && item.paragraph !== paragraph && text && !text.endsWith('\n')) text += '\n';
      text += item.text;
      paragraph = item.paragraph;
    }
    group.text = text;
  }
  return groups.sort((a, b) => a.members[0] - b.members[0]);
}

/**
 * The revision a paragraph mark belongs to: one of the same type, author and date in the same
 * paragraph, else the first in the next paragraph (typing Enter at the end of a paragraph marks
 * that paragraph's mark inserted and the new text the next one), else the last in the previous.
 */
function markHost(mark: Item, hosts: Map<number, Item[]>): Item | undefined {
  const alike = (h: Item) =>
    h.type === mark.type &&
    h.revision.part === mark.revision.part &&
    h.revision.author === mark.revision.author &&
    h.revision.date === mark.revision.date;
  const inParagraph = (offset: number) => (hosts.get(mark.paragraph + offset) ?? []).filter(alike);
  const same = inParagraph(0);
  if (same.length) return same[same.length - 1];
  const next = inParagraph(1);
  if (next.length) return next[0];
  const previous = inParagraph(-1);
  return previous[previous.length - 1];
}
