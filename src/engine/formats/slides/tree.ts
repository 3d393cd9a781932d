import { prefixTable } from '../package/namespaces';
import { deepText, findDescendant, localName, OOXML_PREFIXES, readXmlTree, type XmlElement } from '../package/xml-tree';

/**
 * What the presentation readers (PPTX, ODP) need of the package layer's tree reader: parts read
 * into XmlElements with canonical prefixes, so Strict PresentationML and unusual prefixes read
 * like ordinary files, and locator paths on every element (ODF parts through `parseOdfPart`).
 * The writers edit parts in place through the package layer's DOM helpers (package/xml-dom.ts).
 */

export type { XmlElement };

/** PresentationML, with PowerPoint's threaded comments (p188: modernComment_*.xml and authors.xml). */
const PRESENTATIONML_PREFIXES: Readonly<Record<string, string>> = { ...OOXML_PREFIXES, ...prefixTable(['p', 'p188']) };

/**
 * Reads one PresentationML part. `mixed` keeps text and elements in order, for parts whose
 * text is read across elements (threaded comments).
 */
export function readPresentationPart(text: string, part: string, mixed = false): XmlElement {
  return readXmlTree(text, part, { prefixes: PRESENTATIONML_PREFIXES, paths: true, mixed }).root;
}

export function child(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  return parent?.child(name);
}

export function children(parent: XmlElement | undefined, name: string): XmlElement[] {
  return parent ? parent.children.filter((element) => element.name === name) : [];
}

/** First descendant with this name, depth first. */
export function descendant(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  return parent && findDescendant(parent, name);
}

/** An attribute as written (an empty value counts). */
export function attr(element: XmlElement | undefined, name: string): string | undefined {
  return element?.attrs[name];
}

/** A namespaced attribute by canonical name (`r:embed`); empty values count as absent. */
export function nsAttr(element: XmlElement | undefined, name: string): string | undefined {
  const value = element?.attrs[name];
  return value === '' ? undefined : value;
}

/** Local name of an element (`p:sp` → `sp`). */
export function local(element: XmlElement): string {
  return localName(element.name);
}

/** Whether the element is in a vocabulary, by canonical prefix (`p`). */
export function inVocabulary(element: XmlElement | undefined, prefix: string): boolean {
  return !!element && element.name.length > prefix.length && element.name.startsWith(`${prefix}:`);
}

/** All text inside the element, in document order (exact order needs the part read `mixed`). */
export function textContent(element: XmlElement | undefined): string | undefined {
  return element && deepText(element);
}

/** The element's locator path (parts are read with paths). */
export function pathOf(element: XmlElement): string {
  return element.path ?? '';
}

/** Whether the element has this canonical name. */
export function is(element: XmlElement | undefined, name: string): boolean {
  return element?.name === name;
}
