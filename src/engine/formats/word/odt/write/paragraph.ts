import type { Document, Element, Node, Text } from '@xmldom/xmldom';
import {
  CDATA_NODE,
  createElement,
  elementChildren,
  insertAfter,
  isElement,
  qname,
  TEXT_NODE,
} from '../../../package/xml-dom';
import { SILENT_ELEMENTS } from '../silent-elements';

/**
 * Maps a paragraph's text, built exactly as the ODT reader builds it (ODF white-space
 * collapsing, text:s/text:tab/text:line-break, object labels), back to DOM nodes, and applies
 * edits at character offsets: insertions at a point, wrapping a range in a span, removing a range.
 */

/** Elements that contribute no text inside a paragraph: the reader's, and notes and comments, which are stories of their own. */
const SILENT = new Set([...SILENT_ELEMENTS, 'text:note', 'office:annotation']);

const SHAPES = new Set(
  [
    'rect',
    'line',
    'polyline',
    'polygon',
    'regular-polygon',
    'path',
    'circle',
    'ellipse',
    'connector',
    'caption',
    'measure',
    'custom-shape',
    'control',
    'page-thumbnail',
  ].map((local) => `draw:${local}`),
);

/** Elements a span or marker may sit in directly. */
const INLINE_CONTAINERS = new Set(['text:p', 'text:h', 'text:span', 'text:a']);

export interface CharEntry {
  node: Node;
  /** Raw offsets in a text node; 0..0 for atomic elements. */
  rawStart: number;
  atomic: boolean;
}

export interface ParagraphMap {
  text: string;
  chars: CharEntry[];
}

/** Object runs by element: the label the reader gave the object (its text in the paragraph). */
export type ObjectLabels = Map<Element, string>;

export function mapParagraph(paragraph: Element, objects: ObjectLabels): ParagraphMap {
  const chars: CharEntry[] = [];
  let text = '';
  let lastWasSpace = true;
  const atomic = (node: Node, value: string) => {
    for (const c of value) {
      for (let k = 0; k < c.length; k++) chars.push({ node, rawStart: 0, atomic: true });
      text += c;
    }
    lastWasSpace = false;
  };
  const walk = (node: Node) => {
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_NODE) {
      const raw = (node as Text).data;
      let i = 0;
      while (i < raw.length) {
        const c = raw[i];
        if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
          let j = i;
          while (j < raw.length && /[ \t\r\n]/.test(raw[j])) j++;
          if (!lastWasSpace) {
            chars.push({ node, rawStart: i, atomic: false });
            text += ' ';
          }
          lastWasSpace = true;
          i = j;
          continue;
        }
        chars.push({ node, rawStart: i, atomic: false });
        text += c;
        lastWasSpace = false;
        i++;
      }
      return;
    }
    if (!isElement(node)) return;
    const name = qname(node);
    if (SILENT.has(name)) return;
    switch (name) {
      case 'text:s': {
        const count = Math.min(1000, Math.max(1, Number(node.getAttributeNS(node.namespaceURI, 'c') || '1') || 1));
        atomic(node, ' '.repeat(count));
        return;
      }
      case 'text:tab':
        atomic(node, '\t');
        return;
      case 'text:line-break':
        atomic(node, '\n');
        return;
      case 'text:ruby': {
        const base = elementChildren(node).find((child) => qname(child) === 'text:ruby-base');
        if (base) for (const child of Array.from(base.childNodes)) walk(child);
        return;
      }
      case 'draw:g':
        for (const child of elementChildren(node)) walk(child);
        return;
    }
    if (name === 'draw:frame' || SHAPES.has(name)) {
      const label = objects.get(node);
      if (label !== undefined) atomic(node, label);
      return;
    }
    for (const child of Array.from(node.childNodes)) walk(child);
  };
  for (const child of Array.from(paragraph.childNodes)) walk(child);
  return { text, chars };
}

/** The node to insert next to or wrap for a leaf: out of fields and other non-span parents. */
function climb(node: Node, paragraph: Element): Node {
  let current = node;
  while (
    current.parentNode &&
    current.parentNode !== paragraph &&
    !(isElement(current.parentNode) && INLINE_CONTAINERS.has(qname(current.parentNode)))
  ) {
    current = current.parentNode;
  }
  return current;
}

export interface PointEdit {
  at: number;
  /** 0 closes (change-end, end separator), 1 is content, 2 opens (change-start). */
  prio: number;
  seq: number;
  nodes: () => Node[];
}

export interface WrapEdit {
  start: number;
  end: number;
  style: string;
  begin?: string;
  endText?: string;
}

export interface ParagraphEdits {
  part: string;
  /** The paragraph text the reader produced; edits are skipped when the DOM does not match it. */
  expected: string;
  points: PointEdit[];
  wraps: WrapEdit[];
  removes: { start: number; end: number }[];
  /** Attribute changes on the paragraph itself. */
  attrs: Record<string, string>;
}

export function applyParagraphEdits(
  doc: Document,
  paragraph: Element,
  edits: ParagraphEdits,
  objects: ObjectLabels,
): string | undefined {
  const first = mapParagraph(paragraph, objects);
  if (first.text !== edits.expected) return 'the paragraph in the file does not read as the model says';
  const length = first.text.length;
  const clamp = (n: number) => Math.max(0, Math.min(length, n));
  // Split text nodes at every boundary, right to left so earlier offsets stay valid.
  const boundaries = new Set<number>();
  for (const p of edits.points) boundaries.add(clamp(p.at));
  for (const w of edits.wraps) {
    boundaries.add(clamp(w.start));
    boundaries.add(clamp(w.end));
  }
  for (const r of edits.removes) {
    boundaries.add(clamp(r.start));
    boundaries.add(clamp(r.end));
  }
  for (const b of [...boundaries].sort((x, y) => y - x)) {
    if (b <= 0 || b >= length) continue;
    const entry = first.chars[b];
    if (!entry.atomic && entry.rawStart > 0) (entry.node as Text).splitText(entry.rawStart);
  }
  const map = mapParagraph(paragraph, objects);
  const leaf = (index: number) => climb(map.chars[index].node, paragraph);

  // Points: grouped by offset, in priority order; all go before the same leaf.
  const points = [...edits.points].sort((x, y) => clamp(x.at) - clamp(y.at) || x.prio - y.prio || x.seq - y.seq);
  let endCursor: Node | undefined;
  for (const point of points) {
    const at = clamp(point.at);
    for (const node of point.nodes()) {
      if (at < length) {
        const ref = leaf(at);
        ref.parentNode!.insertBefore(node, ref);
      } else if (length > 0) {
        const after = endCursor ?? leaf(length - 1);
        insertAfter(node, after);
        endCursor = node;
      } else {
        paragraph.appendChild(node);
      }
    }
  }

  for (const wrap of edits.wraps) {
    const start = clamp(wrap.start);
    const end = clamp(wrap.end);
    if (end <= start) continue;
    const leaves: Node[] = [];
    for (let k = start; k < end; k++) {
      const node = leaf(k);
      if (leaves[leaves.length - 1] !== node && !leaves.includes(node)) leaves.push(node);
    }
    const groups: Node[][] = [];
    for (const node of leaves) {
      const group = groups[groups.length - 1];
      if (group && group[group.length - 1].nextSibling === node) group.push(node);
      else groups.push([node]);
    }
    groups.forEach((group, index) => {
      const span = createElement(doc, 'text:span', { 'text:style-name': wrap.style });
      group[0].parentNode!.insertBefore(span, group[0]);
      for (const node of group) span.appendChild(node);
      if (index === 0 && wrap.begin) span.insertBefore(doc.createTextNode(wrap.begin), span.firstChild);
      if (index === groups.length - 1 && wrap.endText) span.appendChild(doc.createTextNode(wrap.endText));
    });
  }

  const removed = new Set<Node>();
  for (const range of edits.removes) {
    for (let k = clamp(range.start); k < clamp(range.end); k++) removed.add(leaf(k));
  }
  for (const node of removed) node.parentNode?.removeChild(node);

  for (const [name, value] of Object.entries(edits.attrs)) {
    const local = name.split(':')[1];
    const existing = Array.from(paragraph.attributes).find((a) => qname(a) === name);
    if (existing) paragraph.setAttributeNS(existing.namespaceURI, existing.name, value);
    else
      paragraph.setAttributeNS(
        paragraph.namespaceURI,
        paragraph.prefix ? `${paragraph.prefix}:${local}` : local,
        value,
      );
  }
  return undefined;
}
