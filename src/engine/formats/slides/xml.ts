import type { Document, Element, Node } from '@xmldom/xmldom';
import { ELEMENT_NODE, elementChildren as elements, parseXml, serializeXml } from '../package/xml-dom';

/**
 * DOM helpers shared by the presentation reader and writer. Elements are matched by namespace
 * URI and local name, so Strict OOXML and unusual prefixes read like ordinary files.
 */

export type { Document, Element, Node };

export const NS = {
  p: ['http://schemas.openxmlformats.org/presentationml/2006/main', 'http://purl.oclc.org/ooxml/presentationml/main'],
  a: ['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'],
  r: [
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
    'http://purl.oclc.org/ooxml/officeDocument/relationships',
  ],
  mc: ['http://schemas.openxmlformats.org/markup-compatibility/2006'],
  rel: ['http://schemas.openxmlformats.org/package/2006/relationships'],
  ct: ['http://schemas.openxmlformats.org/package/2006/content-types'],
  draw: ['urn:oasis:names:tc:opendocument:xmlns:drawing:1.0'],
  svg: ['urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0'],
  text: ['urn:oasis:names:tc:opendocument:xmlns:text:1.0'],
  office: ['urn:oasis:names:tc:opendocument:xmlns:office:1.0'],
  presentation: ['urn:oasis:names:tc:opendocument:xmlns:presentation:1.0'],
  table: ['urn:oasis:names:tc:opendocument:xmlns:table:1.0'],
  style: ['urn:oasis:names:tc:opendocument:xmlns:style:1.0'],
  fo: ['urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0'],
  xlink: ['http://www.w3.org/1999/xlink'],
} as const;

export type Prefix = keyof typeof NS;

export { elements, parseXml, serializeXml };

export function is(node: Node | null | undefined, prefix: Prefix, local: string): node is Element {
  return (
    !!node &&
    node.nodeType === ELEMENT_NODE &&
    (node as Element).localName === local &&
    (NS[prefix] as readonly string[]).includes((node as Element).namespaceURI ?? '')
  );
}

export function child(parent: Node | undefined, prefix: Prefix, local: string): Element | undefined {
  if (!parent) return undefined;
  for (let node = parent.firstChild; node; node = node.nextSibling) if (is(node, prefix, local)) return node;
  return undefined;
}

export function children(parent: Node | undefined, prefix: Prefix, local: string): Element[] {
  return parent ? elements(parent).filter((e) => is(e, prefix, local)) : [];
}

/** First descendant with this name, depth first. */
export function descendant(parent: Node | undefined, prefix: Prefix, local: string): Element | undefined {
  if (!parent) return undefined;
  for (const element of elements(parent)) {
    if (is(element, prefix, local)) return element;
    const found = descendant(element, prefix, local);
    if (found) return found;
  }
  return undefined;
}

export function descendants(parent: Node, prefix: Prefix, local: string, into: Element[] = []): Element[] {
  for (const element of elements(parent)) {
    if (is(element, prefix, local)) into.push(element);
    descendants(element, prefix, local, into);
  }
  return into;
}

/** An attribute by namespace prefix and local name (`r:embed`), whatever prefix the file used. */
export function attrNs(element: Element | undefined, prefix: Prefix, local: string): string | undefined {
  if (!element) return undefined;
  for (const uri of NS[prefix]) {
    const value = element.getAttributeNS(uri, local);
    if (value !== null && value !== '') return value;
  }
  return undefined;
}

export function attr(element: Element | undefined, name: string): string | undefined {
  if (!element || !element.hasAttribute(name)) return undefined;
  return element.getAttribute(name) ?? undefined;
}

/** Element-index path from the document element (the model's Locator.path). */
export function elementPath(element: Element): string {
  const steps: number[] = [];
  let node: Node = element;
  while (node.parentNode && node.parentNode.nodeType === ELEMENT_NODE) {
    let index = 0;
    for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling)
      if (sibling.nodeType === ELEMENT_NODE) index++;
    steps.unshift(index);
    node = node.parentNode;
  }
  return steps.join('/');
}

/** The element at a locator path, or undefined when the path no longer leads anywhere. */
export function elementAt(document: Document, path: string): Element | undefined {
  let element: Element | undefined = document.documentElement ?? undefined;
  if (!element || path === '') return element;
  for (const step of path.split('/')) {
    if (!element) return undefined;
    element = elements(element)[Number(step)];
  }
  return element;
}
