import type { Element, Node, Text } from '@xmldom/xmldom';
import { createElement, insertAfter, isElement, qname } from '../../package/xml-dom';
import { fieldText } from '../odp';

/**
 * Edits one ODF paragraph of a presentation at the character offsets the ODP reader gave its
 * text: wrapping a range in a styled span, putting nodes in at a point, removing a range. The
 * text is rebuilt exactly as the reader builds it (white space collapsed per text node, text:s,
 * text:tab, text:line-break, fields by their kind; bookmarks and annotations silent), so offsets from the change list
 * land on the characters they name. Edits are collected first and applied together: every edit
 * is resolved to DOM nodes before the first one changes the tree.
 */

const SILENT = new Set([
  'office:annotation',
  'office:annotation-end',
  'text:bookmark',
  'text:bookmark-start',
  'text:bookmark-end',
]);
const INLINE_CONTAINERS = new Set(['text:p', 'text:h', 'text:span', 'text:a']);

interface CharEntry {
  node: Node;
  /** Raw start and end of the character in a text node; 0..0 for atomic elements. */
  rawStart: number;
  rawEnd: number;
  atomic: boolean;
}

function mapParagraph(paragraph: Element): { text: string; chars: CharEntry[] } {
  const chars: CharEntry[] = [];
  let text = '';
  const atomic = (node: Node, value: string) => {
    for (const c of value) {
      chars.push({ node, rawStart: 0, rawEnd: 0, atomic: true });
      text += c;
    }
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3 || node.nodeType === 4) {
      const raw = (node as Text).data;
      const pattern = /[\t\n\r ]+|[^\t\n\r ]/gu;
      for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
        const value = /^[\t\n\r ]/.test(match[0]) ? ' ' : match[0];
        for (let k = 0; k < value.length; k++)
          chars.push({ node, rawStart: match.index, rawEnd: match.index + match[0].length, atomic: false });
        text += value;
      }
      return;
    }
    if (!isElement(node)) return;
    const name = qname(node);
    if (SILENT.has(name)) return;
    if (name === 'text:s')
      atomic(node, ' '.repeat(Math.max(1, Number(node.getAttributeNS(node.namespaceURI, 'c') ?? 1) || 1)));
    else if (name === 'text:tab') atomic(node, '\t');
    else if (name === 'text:line-break') atomic(node, '\n');
    else if (fieldText(name, node.getAttributeNS(node.namespaceURI, 'fixed') ?? undefined) !== undefined)
      atomic(node, fieldText(name, node.getAttributeNS(node.namespaceURI, 'fixed') ?? undefined)!);
    else for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
  };
  for (let child = paragraph.firstChild; child; child = child.nextSibling) walk(child);
  return { text, chars };
}

/** The paragraph's text as the ODP reader reads it. */
export function paragraphText(paragraph: Element): string {
  return mapParagraph(paragraph).text;
}

/** The node to wrap or insert next to for a character: lifted out of fields to an inline container. */
function climb(node: Node, paragraph: Element): Node {
  let current = node;
  while (
    current.parentNode &&
    current.parentNode !== paragraph &&
    !(isElement(current.parentNode) && INLINE_CONTAINERS.has(qname(current.parentNode)))
  )
    current = current.parentNode;
  return current;
}

interface Insertion {
  at: number;
  /** Put after the character before `at` (inheriting its formatting) rather than before the one at `at`. */
  afterPrevious: boolean;
  nodes: () => Node[];
}

export class ParagraphEditor {
  readonly text: string;
  private readonly insertions: Insertion[] = [];
  private readonly wraps: { start: number; end: number; style: string }[] = [];
  private readonly removals: { start: number; end: number }[] = [];

  constructor(readonly paragraph: Element) {
    this.text = mapParagraph(paragraph).text;
  }

  wrap(start: number, end: number, style: string) {
    this.wraps.push({ start, end, style });
  }

  insert(at: number, nodes: () => Node[], afterPrevious = false) {
    this.insertions.push({ at, nodes, afterPrevious });
  }

  remove(start: number, end: number) {
    this.removals.push({ start, end });
  }

  apply() {
    const length = this.text.length;
    const clamp = (n: number) => Math.max(0, Math.min(length, n));
    const first = mapParagraph(this.paragraph);
    const boundaries = new Set<number>();
    for (const i of this.insertions) boundaries.add(clamp(i.at));
    for (const range of [...this.wraps, ...this.removals]) boundaries.add(clamp(range.start)).add(clamp(range.end));
    // Split text nodes right to left, so the raw offsets of earlier characters stay valid.
    for (const boundary of [...boundaries].sort((x, y) => y - x)) {
      if (boundary <= 0 || boundary >= length) continue;
      const entry = first.chars[boundary];
      if (!entry.atomic && entry.rawStart > 0 && first.chars[boundary - 1].node === entry.node)
        (entry.node as Text).splitText(entry.rawStart);
    }
    const map = mapParagraph(this.paragraph);
    const leaves = map.chars.map((c) => climb(c.node, this.paragraph));
    const leafRange = (start: number, end: number) => [...new Set(leaves.slice(clamp(start), clamp(end)))];

    const cursors = new Map<number, Node>();
    for (const insertion of this.insertions) {
      const at = clamp(insertion.at);
      for (const node of insertion.nodes()) {
        const cursor = cursors.get(at);
        if (cursor) insertAfter(node, cursor);
        else if (length === 0) this.paragraph.appendChild(node);
        else if (at === length || (insertion.afterPrevious && at > 0)) insertAfter(node, leaves[at - 1]);
        else leaves[at].parentNode!.insertBefore(node, leaves[at]);
        cursors.set(at, node);
      }
    }
    for (const wrap of this.wraps) {
      const groups: Node[][] = [];
      for (const node of leafRange(wrap.start, wrap.end)) {
        const group = groups[groups.length - 1];
        if (group && group[group.length - 1].nextSibling === node) group.push(node);
        else groups.push([node]);
      }
      for (const group of groups) {
        const span = createElement(this.paragraph.ownerDocument!, 'text:span', { 'text:style-name': wrap.style });
        group[0].parentNode!.insertBefore(span, group[0]);
        for (const node of group) span.appendChild(node);
      }
    }
    for (const removal of this.removals)
      for (const node of leafRange(removal.start, removal.end)) node.parentNode?.removeChild(node);
  }
}

/** Wraps everything in a paragraph in one span (a whole deleted or restored paragraph). */
export function wrapWholeParagraph(paragraph: Element, style: string) {
  const span = createElement(paragraph.ownerDocument!, 'text:span', { 'text:style-name': style });
  while (paragraph.firstChild) span.appendChild(paragraph.firstChild);
  paragraph.appendChild(span);
}
