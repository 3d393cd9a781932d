import type { Document as XDocument, Element as XElement, Node as XNode } from '@xmldom/xmldom';
import {
  ELEMENT_NODE,
  elementChildren,
  insertAfter,
  parseXml,
  removeNode as remove,
  serializeXml,
} from '../../../package/xml-dom';

/**
 * DOM helpers over @xmldom/xmldom for editing WordprocessingML in place. Elements are matched by
 * namespace URI and local name, so documents that use other prefixes (or Strict OOXML) edit like
 * ordinary ones; new elements take the prefix the part itself uses for the main namespace.
 */

export type Element = XElement;
export type Node = XNode;
export type Document = XDocument;

export const W_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
export const R_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  'http://purl.oclc.org/ooxml/officeDocument/relationships',
]);
export const MC_NAMESPACE = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
export const M_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/math',
  'http://purl.oclc.org/ooxml/officeDocument/math',
]);
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export { ELEMENT_NODE, elementChildren, insertAfter, parseXml, remove, serializeXml };

/** True for a WordprocessingML element with this local name. */
export function isW(node: Node | null | undefined, local: string): node is Element {
  return (
    !!node &&
    node.nodeType === ELEMENT_NODE &&
    (node as Element).localName === local &&
    W_NAMESPACES.has((node as Element).namespaceURI ?? '')
  );
}

export function isWElement(node: Node | null | undefined): node is Element {
  return !!node && node.nodeType === ELEMENT_NODE && W_NAMESPACES.has((node as Element).namespaceURI ?? '');
}

export function isMc(node: Node | null | undefined, local: string): node is Element {
  return (
    !!node &&
    node.nodeType === ELEMENT_NODE &&
    (node as Element).localName === local &&
    (node as Element).namespaceURI === MC_NAMESPACE
  );
}

export function firstW(element: Element, local: string): Element | undefined {
  for (let n = element.firstChild; n; n = n.nextSibling) if (isW(n, local)) return n;
  return undefined;
}

/** All descendants (element itself excluded) that are w:<local>, in document order. */
export function descendantsW(element: Element, local: string): Element[] {
  const out: Element[] = [];
  const walk = (e: Element) => {
    for (let n = e.firstChild; n; n = n.nextSibling) {
      if (n.nodeType !== ELEMENT_NODE) continue;
      if (isW(n, local)) out.push(n as Element);
      walk(n as Element);
    }
  };
  walk(element);
  return out;
}

/** The nearest ancestor (self excluded) for which the test holds, stopping at `stop`. */
export function ancestor(node: Node, test: (e: Element) => boolean, stop?: Node): Element | undefined {
  for (let n = node.parentNode; n && n !== stop; n = n.parentNode) {
    if (n.nodeType === ELEMENT_NODE && test(n as Element)) return n as Element;
  }
  return undefined;
}

/** Creates WordprocessingML elements with the prefix and namespace a part uses. */
export class WordNames {
  constructor(
    readonly namespace: string,
    readonly prefix: string,
  ) {}

  static of(element: Element): WordNames {
    const namespace = W_NAMESPACES.has(element.namespaceURI ?? '')
      ? element.namespaceURI!
      : 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
    const prefix = element.prefix ?? element.lookupPrefix(namespace) ?? 'w';
    return new WordNames(namespace, prefix);
  }

  q(local: string): string {
    return this.prefix ? `${this.prefix}:${local}` : local;
  }

  create(document: Document, local: string, attributes: Record<string, string | undefined> = {}): Element {
    const element = document.createElementNS(this.namespace, this.q(local));
    for (const [name, value] of Object.entries(attributes)) if (value !== undefined) this.set(element, name, value);
    return element;
  }

  set(element: Element, local: string, value: string): void {
    element.setAttributeNS(this.namespace, this.q(local), value);
  }

  get(element: Element, local: string): string | undefined {
    const value = element.getAttributeNS(this.namespace, local);
    return value === null || (value === '' && !element.hasAttributeNS(this.namespace, local)) ? undefined : value;
  }

  /** A w:t (or w:delText) holding text, keeping leading and trailing spaces. */
  text(document: Document, local: 't' | 'delText' | 'instrText' | 'delInstrText', text: string): Element {
    const element = this.create(document, local);
    element.setAttributeNS(XML_NAMESPACE, 'xml:space', 'preserve');
    element.appendChild(document.createTextNode(text));
    return element;
  }
}

export function setPreserve(element: Element): void {
  element.setAttributeNS(XML_NAMESPACE, 'xml:space', 'preserve');
}

/** Renames an element (DOM has no rename): a new element with the same attributes and children. */
export function renameElement(element: Element, namespace: string, qualifiedName: string): Element {
  const document = element.ownerDocument!;
  const renamed = document.createElementNS(namespace, qualifiedName);
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.namespaceURI) renamed.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    else renamed.setAttribute(attribute.name, attribute.value);
  }
  while (element.firstChild) renamed.appendChild(element.firstChild);
  element.parentNode?.replaceChild(renamed, element);
  return renamed;
}

/** Replaces an element by its children. */
export function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

/** Wraps consecutive siblings `first`..`last` in `wrapper`, placed where `first` was. */
export function wrapSiblings(first: Node, last: Node, wrapper: Element): void {
  const parent = first.parentNode!;
  parent.insertBefore(wrapper, first);
  let node: Node | null = first;
  while (node) {
    const next: Node | null = node.nextSibling;
    wrapper.appendChild(node);
    if (node === last) break;
    node = next;
  }
}
