import type { ParagraphBlock } from '../../../../model/document';
import type { Document, Element, Node } from './dom';
import { ELEMENT_NODE, insertAfter, setPreserve } from '../../../package/xml-dom';
import { firstW, isW, isWElement, W_NAMESPACES } from './dom';
import type { EditablePart } from './xml-part';

/**
 * Maps a paragraph's text offsets (as the reader built them: the concatenation of its runs'
 * text) onto the w:r elements that hold them, and cuts runs at offsets. A reader TextRun's
 * locator is its w:r, so consecutive TextRuns with one locator are one element here.
 */

/** A piece of run content and the text offsets (inside its run) it accounts for. */
interface Segment {
  child: Element;
  start: number;
  end: number;
  kind: 'text' | 'atom' | 'zero' | 'properties';
}

export interface RunSpan {
  element: Element;
  /** Offsets in the paragraph's text. */
  start: number;
  end: number;
  /** Not a w:r, or a run whose content could not be matched with the reader's text: not cut. */
  atomic: boolean;
  segments?: Segment[];
}

const ONE_CHARACTER = new Set(['tab', 'ptab', 'cr', 'noBreakHyphen', 'sym']);
const NO_TEXT = new Set([
  'rPr',
  'delText',
  'delInstrText',
  'instrText',
  'fldChar',
  'lastRenderedPageBreak',
  'commentReference',
  'annotationRef',
  'footnoteRef',
  'endnoteRef',
  'separator',
  'continuationSeparator',
  'softHyphen',
]);
const PAGE_BREAK_LABEL = '[page break]';

/** The spans of a paragraph, in text order; runs whose element cannot be found are left out. */
export function paragraphSpans(paragraph: ParagraphBlock, part: EditablePart): RunSpan[] {
  const spans: RunSpan[] = [];
  let offset = 0;
  let k = 0;
  const runs = paragraph.runs;
  while (k < runs.length) {
    const locator = runs[k].locator;
    let length = 0;
    let j = k;
    while (j < runs.length && runs[j].locator?.path === locator?.path && runs[j].locator?.part === locator?.part) {
      length += runs[j].text.length;
      j++;
    }
    const element = locator && locator.part === part.name ? part.resolve(locator.path) : undefined;
    if (element) spans.push(spanOf(element, offset, offset + length));
    offset += length;
    k = j;
  }
  return spans;
}

function spanOf(element: Element, start: number, end: number): RunSpan {
  if (!isW(element, 'r')) return { element, start, end, atomic: true };
  const segments: Segment[] = [];
  let known = 0;
  let firstUnknown = -1;
  for (let n = element.firstChild; n; n = n.nextSibling) {
    if (n.nodeType !== ELEMENT_NODE) continue;
    const child = n as Element;
    const local = isWElement(child) ? child.localName! : '';
    let length: number | undefined = 0;
    let kind: Segment['kind'] = 'zero';
    if (local === 'rPr') kind = 'properties';
    else if (local === 't') {
      length = (child.textContent ?? '').length;
      kind = 'text';
    } else if (ONE_CHARACTER.has(local)) {
      length = 1;
      kind = 'atom';
    } else if (local === 'br') {
      length = child.getAttributeNS(child.namespaceURI, 'type') === 'page' ? PAGE_BREAK_LABEL.length : 1;
      kind = 'atom';
    } else if (!NO_TEXT.has(local)) {
      length = undefined;
      kind = 'atom';
    }
    if (length === undefined) {
      if (firstUnknown < 0) firstUnknown = segments.length;
      segments.push({ child, start: 0, end: 0, kind });
    } else {
      known += length;
      segments.push({ child, start: 0, end: length, kind });
    }
  }
  const residual = end - start - known;
  if (residual < 0 || (residual > 0 && firstUnknown < 0)) return { element, start, end, atomic: true };
  let at = 0;
  segments.forEach((segment, index) => {
    const length = index === firstUnknown ? residual : segment.end;
    segment.start = at;
    segment.end = at + length;
    at += length;
  });
  return { element, start, end, atomic: false, segments };
}

/** A copy of the run holding only its content in [from, to) (offsets inside the run). */
export function sliceRun(span: RunSpan, from: number, to: number, document: Document): Element {
  const run = span.element;
  if (span.atomic || !span.segments) return document.importNode(run, true) as Element;
  const copy = document.importNode(run, false) as Element;
  const total = span.end - span.start;
  for (const segment of span.segments) {
    const { child, start, end } = segment;
    if (segment.kind === 'properties') {
      copy.appendChild(document.importNode(child, true));
      continue;
    }
    if (end === start) {
      // Zero-width content (field characters, markers) goes with the slice it sits in.
      if ((start >= from && start < to) || (start === total && to === total))
        copy.appendChild(document.importNode(child, true));
      continue;
    }
    if (segment.kind === 'text') {
      const a = Math.max(start, from);
      const b = Math.min(end, to);
      if (b <= a) continue;
      const t = document.importNode(child, false) as Element;
      setPreserve(t);
      t.appendChild(document.createTextNode((child.textContent ?? '').slice(a - start, b - start)));
      copy.appendChild(t);
    } else if (start >= from && start < to) {
      copy.appendChild(document.importNode(child, true));
    }
  }
  return copy;
}

/** Cuts the spans at the given paragraph offsets, in place; returns the new span list. */
/**
 * Cuts runs at the offsets. Every piece keeps the run's properties; a recorded change of them
 * (w:rPrChange) is one revision per piece, so the pieces after the first take new ids from
 * `newId`, as revision ids must be unique in the document.
 */
export function cutSpans(spans: readonly RunSpan[], cuts: readonly number[], newId?: () => string): RunSpan[] {
  const out: RunSpan[] = [];
  for (const span of spans) {
    const inside = span.atomic ? [] : cuts.filter((c) => c > span.start && c < span.end).sort((a, b) => a - b);
    if (!inside.length) {
      out.push(span);
      continue;
    }
    const bounds = [span.start, ...new Set(inside), span.end];
    const document = span.element.ownerDocument!;
    let previous: Element = span.element;
    const pieces: RunSpan[] = [];
    for (let k = 0; k + 1 < bounds.length; k++) {
      const slice = sliceRun(span, bounds[k] - span.start, bounds[k + 1] - span.start, document);
      if (k > 0 && newId) renumberPropertyChanges(slice, newId);
      insertAfter(slice, previous);
      previous = slice;
      pieces.push(spanOf(slice, bounds[k], bounds[k + 1]));
    }
    span.element.parentNode!.removeChild(span.element);
    out.push(...pieces);
  }
  return out;
}

function renumberPropertyChanges(run: Element, newId: () => string): void {
  const properties = firstW(run, 'rPr');
  if (!properties) return;
  for (let n = properties.firstChild; n; n = n.nextSibling)
    if (isW(n, 'rPrChange')) {
      const change = n as Element;
      for (const attribute of Array.from(change.attributes))
        if (attribute.localName === 'id' && W_NAMESPACES.has(attribute.namespaceURI ?? ''))
          change.setAttributeNS(attribute.namespaceURI, attribute.name, newId());
    }
}

/** Spans inside [start, end) (after cutting, each span is wholly in or out). */
export function spansIn(spans: readonly RunSpan[], start: number, end: number): RunSpan[] {
  return spans.filter((s) => s.end > start && s.start < end && s.end > s.start);
}

/** Copies of the runs holding the text [start, end), for putting it elsewhere. */
export function copyRange(spans: readonly RunSpan[], start: number, end: number, document: Document): Element[] {
  const out: Element[] = [];
  for (const span of spans) {
    if (span.end <= start || span.start >= end || span.end === span.start) continue;
    if (span.atomic) {
      if (span.start >= start) out.push(document.importNode(span.element, true) as Element);
      continue;
    }
    out.push(sliceRun(span, Math.max(start, span.start) - span.start, Math.min(end, span.end) - span.start, document));
  }
  return out;
}

export type InsertionPoint = { before: Node } | { after: Node } | { append: Element };

const REVISION_WRAPPERS = new Set(['ins', 'del', 'moveFrom', 'moveTo']);

/**
 * Where text that belongs at `offset` goes: before the run that starts there, else after the
 * run that ends there. Kept outside existing revision wrappers (w:ins …) so new content never
 * becomes part of somebody else's revision, and no revision nests in another.
 */
export function insertionPoint(
  spans: readonly RunSpan[],
  offset: number,
  paragraph: Element,
  newId: () => string,
): InsertionPoint {
  const starting = spans.find((s) => s.start === offset && s.end > s.start);
  if (starting) return { before: outOfWrappers(starting.element, paragraph, 'before', newId) };
  let previous: RunSpan | undefined;
  for (const span of spans) if (span.start < offset) previous = span;
  if (previous) return { after: outOfWrappers(previous.element, paragraph, 'after', newId) };
  const next = spans.find((s) => s.start >= offset);
  if (next) return { before: outOfWrappers(next.element, paragraph, 'before', newId) };
  return { append: paragraph };
}

/** The outermost revision wrapper around a node inside its paragraph, or the node itself. */
export function hoist(node: Element, paragraph: Element): Element {
  let result = node;
  for (let n = node.parentNode; n && n !== paragraph; n = n.parentNode) {
    if (isWElement(n) && REVISION_WRAPPERS.has((n as Element).localName!)) result = n as Element;
  }
  return result;
}

function siblingElement(node: Node, forward: boolean): Node | null {
  let n = forward ? node.nextSibling : node.previousSibling;
  while (n && n.nodeType !== ELEMENT_NODE) n = forward ? n.nextSibling : n.previousSibling;
  return n;
}

/**
 * A reference node for inserting next to `node` that lies outside any existing revision wrapper:
 * a wrapper the node sits in the middle of is split in two (the second half gets a new id), so
 * new content lands exactly at the offset and never inside somebody else's revision.
 */
function outOfWrappers(node: Element, paragraph: Element, side: 'before' | 'after', newId: () => string): Element {
  let reference: Element = node;
  for (;;) {
    const parent = reference.parentNode as Element | null;
    if (!parent || parent === paragraph) return reference;
    const wrapper = isWElement(parent) && REVISION_WRAPPERS.has(parent.localName!);
    const atEdge = !siblingElement(reference, side === 'after');
    if (atEdge) {
      reference = parent;
      continue;
    }
    if (!wrapper) return reference;
    // Split the wrapper: everything from the insertion point on moves into a copy after it.
    const second = parent.cloneNode(false) as Element;
    second.setAttributeNS(parent.namespaceURI, `${parent.prefix ? `${parent.prefix}:` : ''}id`, newId());
    let move: Node | null = side === 'before' ? reference : reference.nextSibling;
    while (move) {
      const next: Node | null = move.nextSibling;
      second.appendChild(move);
      move = next;
    }
    insertAfter(second, parent);
    return side === 'before' ? second : parent;
  }
}

export function place(nodes: readonly Node[], point: InsertionPoint): void {
  if ('before' in point) for (const node of nodes) point.before.parentNode!.insertBefore(node, point.before);
  else if ('after' in point) {
    let previous = point.after;
    for (const node of nodes) {
      insertAfter(node, previous);
      previous = node;
    }
  } else for (const node of nodes) point.append.appendChild(node);
}
