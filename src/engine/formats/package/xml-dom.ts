import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { Document, Element, Node } from '@xmldom/xmldom';
import { CorruptDocumentError, MalformedXmlError } from '../../errors';
import { assertXmlDepth } from '../shared/xml-depth';
import { canonicalPrefix, isNamespacePrefix, NAMESPACES, XMLNS_NAMESPACE, type NamespacePrefix } from './namespaces';

export type { Document, Element, Node };

/**
 * Parsing and serialising the XML parts writers edit in place (@xmldom/xmldom), shared by every
 * family that writes a package: a part that is not well-formed is one CorruptDocumentError that
 * names it, never xmldom's multi-line message. xmldom has no depth limit: parts nested past
 * MAX_XML_DEPTH are refused before it builds them.
 */
export function parseXml(text: string, part: string): Document {
  assertXmlDepth(text, part);
  let problem: string | undefined;
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') {
        problem ??= message.split('\n')[0];
        throw new Error(message);
      }
    },
  });
  let document: Document;
  try {
    document = parser.parseFromString(text, 'text/xml');
  } catch (error) {
    throw new MalformedXmlError(
      part,
      problem ?? (error instanceof Error ? error.message.split('\n')[0] : String(error)),
    );
  }
  if (!document.documentElement) throw new CorruptDocumentError(`part '${part}' has no root element`);
  return document;
}

export function serializeXml(node: Node): string {
  return new XMLSerializer().serializeToString(node);
}

// The one DOM helper set of the writers, the merge and the crypto code. Elements and attributes
// are addressed by the canonical prefixes of the namespace table (namespaces.ts), whatever
// prefixes a file binds, so Strict OOXML and unusual prefixes edit like ordinary files. What is
// left in a family's own module (odf-dom.ts, Word's write/dom.ts) is vocabulary of that family.

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const CDATA_NODE = 4;

export function isElement(node: Node | null | undefined): node is Element {
  return !!node && node.nodeType === ELEMENT_NODE;
}

/** Element children, as a fresh array (xmldom's NodeLists are live). */
export function elementChildren(parent: Node): Element[] {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) if (n.nodeType === ELEMENT_NODE) out.push(n as Element);
  return out;
}

export function insertAfter(node: Node, reference: Node): void {
  reference.parentNode!.insertBefore(node, reference.nextSibling);
}

export function removeNode(node: Node): void {
  node.parentNode?.removeChild(node);
}

export function contains(ancestor: Node, node: Node): boolean {
  for (let n: Node | null = node; n; n = n.parentNode) if (n === ancestor) return true;
  return false;
}

/** The nearest ancestor (self excluded) for which the test holds, stopping at `stop`. */
export function ancestor(node: Node, test: (e: Element) => boolean, stop?: Node): Element | undefined {
  for (let n = node.parentNode; n && n !== stop; n = n.parentNode) {
    if (n.nodeType === ELEMENT_NODE && test(n as Element)) return n as Element;
  }
  return undefined;
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

// ---- Locator paths: element-child indexes from the root joined by `/` (the model's Locator.path).

/** Every element by its locator path. */
export function indexPaths(doc: Document): Map<string, Element> {
  const map = new Map<string, Element>();
  const visit = (element: Element, path: string) => {
    map.set(path, element);
    elementChildren(element).forEach((child, index) => visit(child, path ? `${path}/${index}` : String(index)));
  };
  visit(doc.documentElement!, '');
  return map;
}

/** The locator path of an element. */
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
    element = elementChildren(element)[Number(step)];
  }
  return element;
}

// ---- Matching by namespace (canonical prefix) and local name.

/** True for an element of this namespace and local name, whichever of the namespace's URIs it uses. */
export function is(node: Node | null | undefined, prefix: NamespacePrefix, local: string): node is Element {
  return (
    !!node &&
    node.nodeType === ELEMENT_NODE &&
    (node as Element).localName === local &&
    canonicalPrefix((node as Element).namespaceURI) === prefix
  );
}

/** True for an element of this namespace, any local name. */
export function isIn(node: Node | null | undefined, prefix: NamespacePrefix): node is Element {
  return !!node && node.nodeType === ELEMENT_NODE && canonicalPrefix((node as Element).namespaceURI) === prefix;
}

export function child(parent: Node | undefined, prefix: NamespacePrefix, local: string): Element | undefined {
  if (!parent) return undefined;
  for (let node = parent.firstChild; node; node = node.nextSibling) if (is(node, prefix, local)) return node;
  return undefined;
}

export function children(parent: Node | undefined, prefix: NamespacePrefix, local: string): Element[] {
  return parent ? elementChildren(parent).filter((e) => is(e, prefix, local)) : [];
}

/** First descendant with this name, depth first. */
export function descendant(parent: Node | undefined, prefix: NamespacePrefix, local: string): Element | undefined {
  if (!parent) return undefined;
  for (const element of elementChildren(parent)) {
    if (is(element, prefix, local)) return element;
    const found = descendant(element, prefix, local);
    if (found) return found;
  }
  return undefined;
}

/** Every descendant element (the parent excluded), in document order. */
export function descendantElements(parent: Node, into: Element[] = []): Element[] {
  for (const element of elementChildren(parent)) {
    into.push(element);
    descendantElements(element, into);
  }
  return into;
}

/** Every descendant (the parent excluded) with this name, in document order. */
export function descendants(parent: Node, prefix: NamespacePrefix, local: string, into: Element[] = []): Element[] {
  for (const element of elementChildren(parent)) {
    if (is(element, prefix, local)) into.push(element);
    descendants(element, prefix, local, into);
  }
  return into;
}

/** An attribute by namespace and local name (`r`, `embed`); an empty value counts as none. */
export function attrNs(element: Element | undefined, prefix: NamespacePrefix, local: string): string | undefined {
  if (!element) return undefined;
  for (const uri of NAMESPACES[prefix]) {
    const value = element.getAttributeNS(uri, local);
    if (value !== null && value !== '') return value;
  }
  return undefined;
}

// ---- Canonical qualified names (`text:p`, `w:rPr`, `a:off`): one string per element or attribute.

/** Canonical qualified name of an element or attribute node; its own name when its namespace is not in the table. */
export function qname(node: Node): string {
  const local = (node as Element).localName ?? node.nodeName;
  const prefix = canonicalPrefix((node as Element).namespaceURI);
  return prefix ? `${prefix}:${local}` : node.nodeName;
}

export function childrenNamed(element: Node, name: string): Element[] {
  return elementChildren(element).filter((child) => qname(child) === name);
}

export function firstChildNamed(element: Node, name: string): Element | undefined {
  return elementChildren(element).find((child) => qname(child) === name);
}

function splitName(name: string): { prefix?: NamespacePrefix; local: string } {
  const colon = name.indexOf(':');
  const prefix = name.slice(0, colon);
  const local = name.slice(colon + 1);
  return colon > 0 && local && isNamespacePrefix(prefix) ? { prefix, local } : { local: name };
}

/** Attribute value by canonical name (`text:style-name`); an empty value is a value. */
export function attr(element: Element, name: string): string | undefined {
  const { prefix, local } = splitName(name);
  if (prefix)
    for (const uri of NAMESPACES[prefix])
      if (element.hasAttributeNS(uri, local)) return element.getAttributeNS(uri, local) ?? undefined;
  return element.hasAttribute(name) ? (element.getAttribute(name) ?? undefined) : undefined;
}

/**
 * The namespace URI and prefix a document binds (on its root) for a canonical prefix; when it
 * binds none, the canonical prefix is declared on the root for the table's first URI.
 */
function binding(doc: Document, prefix: NamespacePrefix): { uri: string; prefix: string } {
  const uris = NAMESPACES[prefix];
  if (prefix === 'xml') return { uri: uris[0], prefix };
  const root = doc.documentElement!;
  for (const uri of uris) {
    const bound = root.lookupPrefix(uri);
    if (bound) return { uri, prefix: bound };
  }
  root.setAttributeNS(XMLNS_NAMESPACE, `xmlns:${prefix}`, uris[0]);
  return { uri: uris[0], prefix };
}

/** Sets an attribute by canonical name, in the prefix the document binds for its namespace. */
export function setAttr(element: Element, name: string, value: string): void {
  const { prefix, local } = splitName(name);
  if (!prefix) {
    element.setAttribute(name, value);
    return;
  }
  const bound = binding(element.ownerDocument!, prefix);
  element.setAttributeNS(bound.uri, `${bound.prefix}:${local}`, value);
}

/** A new element by canonical name, with attributes by canonical name and children (strings become text). */
export function createElement(
  doc: Document,
  name: string,
  attrs: Record<string, string> = {},
  children: (Node | string)[] = [],
): Element {
  const { prefix, local } = splitName(name);
  let element: Element;
  if (prefix) {
    const bound = binding(doc, prefix);
    element = doc.createElementNS(bound.uri, `${bound.prefix}:${local}`);
  } else element = doc.createElement(name);
  for (const [key, value] of Object.entries(attrs)) setAttr(element, key, value);
  for (const child of children) element.appendChild(typeof child === 'string' ? doc.createTextNode(child) : child);
  return element;
}

/** xml:space="preserve", so leading and trailing spaces of the element's text survive. */
export function setPreserve(element: Element): void {
  element.setAttributeNS(NAMESPACES.xml[0], 'xml:space', 'preserve');
}

/**
 * Names of one namespace as one part writes them: the URI the part uses for it (transitional or
 * Strict) and the prefix it binds (none for a default namespace), so new elements look like the
 * part's own. OOXML parts are edited this way; ODF parts by canonical names (createElement).
 */
export class PartNames {
  constructor(
    readonly namespace: string,
    readonly prefix: string,
  ) {}

  /**
   * The names of `prefix`'s namespace as they are in scope at `element`: its own when it is in
   * that namespace, else the first of the namespace's URIs bound there, else the table's first
   * URI under the canonical prefix.
   */
  static of(element: Element, prefix: NamespacePrefix): PartNames {
    const uris: readonly string[] = NAMESPACES[prefix];
    const own = element.namespaceURI ?? '';
    if (uris.includes(own)) return new PartNames(own, element.prefix ?? element.lookupPrefix(own) ?? prefix);
    for (const uri of uris) {
      const bound = element.lookupPrefix(uri);
      if (bound) return new PartNames(uri, bound);
    }
    return new PartNames(uris[0], prefix);
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
}
