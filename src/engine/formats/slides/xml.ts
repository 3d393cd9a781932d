import type { Element } from '@xmldom/xmldom';
import { NAMESPACES, type NamespacePrefix } from '../package/namespaces';

/**
 * The DOM helpers the presentation readers (pptx.ts, odp.ts) take, by the names they use: the
 * package layer's one set (xml-dom.ts, namespaces.ts). The writers import xml-dom.ts directly;
 * this module goes once the readers are ported onto the XML tree reader (#19).
 */

export type { Document, Element, Node } from '@xmldom/xmldom';
export {
  attrNs,
  child,
  children,
  descendant,
  descendants,
  elementAt,
  elementPath,
  elementChildren as elements,
  is,
  parseXml,
  serializeXml,
} from '../package/xml-dom';

export const NS = NAMESPACES;
export type Prefix = NamespacePrefix;

/** An attribute by its name as written (no namespace lookup). */
export function attr(element: Element | undefined, name: string): string | undefined {
  if (!element || !element.hasAttribute(name)) return undefined;
  return element.getAttribute(name) ?? undefined;
}
