import type { Document, Element, Node } from '@xmldom/xmldom';
import { ELEMENT_NODE, elementChildren, insertAfter, isElement, parseXml, serializeXml } from './xml-dom';

/**
 * DOM helpers for the ODT writer: parse and serialise parts with @xmldom/xmldom, address
 * elements by the reader's locator paths, and name elements by their canonical ODF prefixes
 * whatever prefixes the file binds.
 */

export const NS: Record<string, string> = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
  svg: 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0',
  meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
  manifest: 'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0',
  xlink: 'http://www.w3.org/1999/xlink',
  dc: 'http://purl.org/dc/elements/1.1/',
  xml: 'http://www.w3.org/XML/1998/namespace',
};

const PREFIX_BY_URI = new Map(Object.entries(NS).map(([prefix, uri]) => [uri, prefix]));
const XMLNS = 'http://www.w3.org/2000/xmlns/';

export const TEXT_NODE = 3;
export const CDATA_NODE = 4;

export { ELEMENT_NODE, elementChildren, insertAfter, isElement, parseXml, serializeXml };

/** Canonical qualified name (`text:p`) of an element or attribute node. */
export function qname(node: Node): string {
  const uri = (node as Element).namespaceURI;
  const local = (node as Element).localName ?? node.nodeName;
  const prefix = uri ? PREFIX_BY_URI.get(uri) : undefined;
  return prefix ? `${prefix}:${local}` : node.nodeName;
}

export function childrenNamed(element: Node, name: string): Element[] {
  return elementChildren(element).filter((child) => qname(child) === name);
}

export function firstChildNamed(element: Node, name: string): Element | undefined {
  return elementChildren(element).find((child) => qname(child) === name);
}

/** Every element by its locator path (element-child indexes from the root joined by `/`). */
export function indexPaths(doc: Document): Map<string, Element> {
  const map = new Map<string, Element>();
  const visit = (element: Element, path: string) => {
    map.set(path, element);
    elementChildren(element).forEach((child, index) => visit(child, path ? `${path}/${index}` : String(index)));
  };
  visit(doc.documentElement!, '');
  return map;
}

/** Attribute value by canonical name (`text:style-name`). */
export function attr(element: Element, name: string): string | undefined {
  const [prefix, local] = name.split(':');
  const uri = NS[prefix];
  if (uri && local && element.hasAttributeNS(uri, local)) return element.getAttributeNS(uri, local) ?? undefined;
  return element.hasAttribute(name) ? (element.getAttribute(name) ?? undefined) : undefined;
}

/** The prefix the document binds for a namespace, declaring the canonical one when unbound. */
function prefixFor(doc: Document, canonical: string): string {
  const uri = NS[canonical];
  const root = doc.documentElement!;
  if (canonical === 'xml') return 'xml';
  const bound = root.lookupPrefix(uri);
  if (bound) return bound;
  root.setAttributeNS(XMLNS, `xmlns:${canonical}`, uri);
  return canonical;
}

export function setAttr(element: Element, name: string, value: string): void {
  const [canonical, local] = name.split(':');
  const uri = NS[canonical];
  if (!uri || !local) {
    element.setAttribute(name, value);
    return;
  }
  const prefix = prefixFor(element.ownerDocument!, canonical);
  element.setAttributeNS(uri, `${prefix}:${local}`, value);
}

export function createElement(
  doc: Document,
  name: string,
  attrs: Record<string, string> = {},
  children: (Node | string)[] = [],
): Element {
  const [canonical, local] = name.split(':');
  const uri = NS[canonical];
  const element = uri ? doc.createElementNS(uri, `${prefixFor(doc, canonical)}:${local}`) : doc.createElement(name);
  for (const [key, value] of Object.entries(attrs)) setAttr(element, key, value);
  for (const child of children) element.appendChild(typeof child === 'string' ? doc.createTextNode(child) : child);
  return element;
}

/** ODF text content for a plain string: spaces that would collapse become text:s, tabs text:tab. */
export function odfTextNodes(doc: Document, text: string): Node[] {
  const out: Node[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push(doc.createTextNode(plain));
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ') {
      let j = i;
      while (j < text.length && text[j] === ' ') j++;
      const n = j - i;
      if (n === 1 && i > 0 && j < text.length) plain += ' ';
      else {
        flush();
        out.push(createElement(doc, 'text:s', n > 1 ? { 'text:c': String(n) } : {}));
      }
      i = j;
      continue;
    }
    if (c === '\t' || c === '\n' || c === '\r') {
      flush();
      if (c === '\t') out.push(createElement(doc, 'text:tab'));
      else if (c === '\n') out.push(createElement(doc, 'text:line-break'));
      i++;
      continue;
    }
    plain += c;
    i++;
  }
  flush();
  return out;
}

/** Nearest ancestor-or-self paragraph (text:p or text:h). */
export function paragraphOf(node: Node | null): Element | undefined {
  for (let n: Node | null = node; n; n = n.parentNode) {
    if (isElement(n) && (qname(n) === 'text:p' || qname(n) === 'text:h')) return n;
  }
  return undefined;
}

export function contains(ancestor: Node, node: Node): boolean {
  for (let n: Node | null = node; n; n = n.parentNode) if (n === ancestor) return true;
  return false;
}

/** Removes an element and then any list item or list it leaves without elements. */
export function removeBlock(element: Element): void {
  let parent = element.parentNode;
  parent?.removeChild(element);
  while (
    parent &&
    isElement(parent) &&
    ['text:list-item', 'text:list-header', 'text:list'].includes(qname(parent)) &&
    elementChildren(parent).filter((c) => qname(c) !== 'text:number').length === 0
  ) {
    const up: Node | null = parent.parentNode;
    up?.removeChild(parent);
    parent = up;
  }
}
