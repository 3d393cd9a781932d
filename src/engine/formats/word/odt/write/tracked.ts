import type { Element, Node } from '@xmldom/xmldom';
import { ZipArchive } from '../../../../archive/zip';
import {
  attr,
  contains,
  elementChildren,
  firstChildNamed,
  isElement,
  parseXml,
  qname,
  serializeXml,
} from '../../../package/xml-dom';
import { paragraphOf, removeBlock } from '../../../package/odf-dom';
import { packageWithParts } from '../../../package/editable-package';
import { NAMESPACES } from '../../../package/namespaces';

/**
 * Accepts or rejects ODF tracked changes (text:tracked-changes in content.xml): what LibreOffice
 * does with "Accept all" / "Reject all", for a decision per changed region.
 */

export interface OdfRegion {
  id: string;
  kind: 'insertion' | 'deletion' | 'format-change';
  author?: string;
  date?: string;
}

export type OdfDecision = 'accept' | 'reject';

const TEXT_NS = NAMESPACES.text[0];

export function listOdfChanges(bytes: Uint8Array): OdfRegion[] {
  const archive = new ZipArchive(bytes);
  const doc = parseXml(archive.text('content.xml') ?? '', 'content.xml');
  return Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'))
    .map(regionInfo)
    .filter((r): r is OdfRegion => !!r);
}

function regionInfo(region: Element): OdfRegion | undefined {
  const id = attr(region, 'text:id') ?? attr(region, 'xml:id');
  const change = elementChildren(region).find((c) =>
    ['text:insertion', 'text:deletion', 'text:format-change'].includes(qname(c)),
  );
  if (!id || !change) return undefined;
  const info = firstChildNamed(change, 'office:change-info');
  const creator = info ? firstChildNamed(info, 'dc:creator') : undefined;
  const date = info ? firstChildNamed(info, 'dc:date') : undefined;
  return {
    id,
    kind: qname(change).slice('text:'.length) as OdfRegion['kind'],
    author: creator?.textContent?.trim() || undefined,
    date: date?.textContent?.trim() || undefined,
  };
}

export function applyOdfChanges(bytes: Uint8Array, decide: (region: OdfRegion) => OdfDecision): Uint8Array {
  const archive = new ZipArchive(bytes);
  const doc = parseXml(archive.text('content.xml') ?? '', 'content.xml');
  const markers = (local: string) => Array.from(doc.getElementsByTagNameNS(TEXT_NS, local));
  const byId = (local: string, id: string) => markers(local).filter((m) => attr(m, 'text:change-id') === id);
  const regions = Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'));
  for (const region of regions) {
    const info = regionInfo(region);
    if (!info) continue;
    const decision = decide(info);
    const change = elementChildren(region).find((c) => qname(c) === `text:${info.kind}`)!;
    if (info.kind === 'insertion' && decision === 'reject') {
      const start = byId('change-start', info.id)[0];
      const end = byId('change-end', info.id)[0];
      if (start && end) removeBetween(start, end);
    } else if (info.kind === 'deletion') {
      if (decision === 'reject') for (const marker of byId('change', info.id)) restoreDeletion(marker, change);
      // LibreOffice 7 also writes deleted text in the body between change-start and change-end.
      const start = byId('change-start', info.id)[0];
      const end = byId('change-end', info.id)[0];
      if (decision === 'accept' && start && end) removeBetween(start, end);
    }
    for (const local of ['change', 'change-start', 'change-end'])
      for (const marker of byId(local, info.id)) marker.parentNode?.removeChild(marker);
    region.parentNode?.removeChild(region);
  }
  for (const container of Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'tracked-changes'))) {
    if (!elementChildren(container).length) container.parentNode?.removeChild(container);
  }
  return packageWithParts(bytes, new Map([['content.xml', serializeXml(doc)]]));
}

function nextSkipping(node: Node): Node | null {
  for (let n: Node | null = node; n; n = n.parentNode) if (n.nextSibling) return n.nextSibling;
  return null;
}

/** Removes everything between two marks; paragraphs the range crosses are joined. */
function removeBetween(start: Node, end: Node): void {
  const doomed: Node[] = [];
  let node = nextSkipping(start);
  while (node && node !== end) {
    if (contains(node, end)) {
      node = node.firstChild;
      continue;
    }
    doomed.push(node);
    node = nextSkipping(node);
  }
  // Marks of other changes inside the range stay, where the range ends.
  for (const n of doomed) {
    const marks = isElement(n)
      ? [n, ...Array.from(n.getElementsByTagNameNS(TEXT_NS, '*'))].filter((e) =>
          ['text:change', 'text:change-start', 'text:change-end'].includes(qname(e)),
        )
      : [];
    for (const mark of marks) end.parentNode!.insertBefore(mark, end);
    if (!marks.includes(n as Element)) n.parentNode?.removeChild(n);
  }
  const first = paragraphOf(start);
  const last = paragraphOf(end);
  if (first && last && first !== last) {
    while (last.firstChild) first.appendChild(last.firstChild);
    removeBlock(last);
  }
}

/** Splits a paragraph after a node inside it; returns the new paragraph holding what followed. */
function splitAfter(paragraph: Element, mark: Node): Element {
  const right = paragraph.cloneNode(false) as Element;
  for (const a of Array.from(right.attributes)) if (qname(a) === 'xml:id') right.removeAttributeNode(a);
  let node: Node = mark;
  let carry: Node | undefined;
  while (node !== paragraph) {
    const parent = node.parentNode!;
    const holder = parent === paragraph ? right : parent.cloneNode(false);
    if (carry) holder.appendChild(carry);
    while (node.nextSibling) holder.appendChild(node.nextSibling);
    if (parent !== paragraph) carry = holder;
    node = parent;
  }
  paragraph.parentNode!.insertBefore(right, paragraph.nextSibling);
  return right;
}

function restoreDeletion(marker: Element, deletion: Element): void {
  const content = elementChildren(deletion).filter((c) => qname(c) !== 'office:change-info');
  const doc = marker.ownerDocument!;
  const clone = (n: Node) => doc.importNode(n, true);
  const paragraph = paragraphOf(marker);
  if (content.length === 1 && ['text:p', 'text:h'].includes(qname(content[0]))) {
    for (const child of Array.from(content[0].childNodes)) marker.parentNode!.insertBefore(clone(child), marker);
    return;
  }
  if (!paragraph) {
    // A mark between blocks: the deleted blocks go back there.
    for (const block of content) marker.parentNode!.insertBefore(clone(block), marker);
    return;
  }
  const right = splitAfter(paragraph, marker);
  const firstBlock = content[0];
  const lastBlock = content[content.length - 1];
  if (isElement(firstBlock) && ['text:p', 'text:h'].includes(qname(firstBlock))) {
    for (const child of Array.from(firstBlock.childNodes)) marker.parentNode!.insertBefore(clone(child), marker);
  }
  let after: Node = paragraph;
  for (const block of content.slice(1, -1)) {
    const copy = clone(block);
    after.parentNode!.insertBefore(copy, after.nextSibling);
    after = copy;
  }
  if (content.length > 1 && ['text:p', 'text:h'].includes(qname(lastBlock))) {
    const children = Array.from(lastBlock.childNodes);
    for (let k = children.length - 1; k >= 0; k--) right.insertBefore(clone(children[k]), right.firstChild);
  }
}
