import type { Document, Element, Node } from '@xmldom/xmldom';
import { NAMESPACES } from '../../../package/namespaces';
import { ELEMENT_NODE, is, isIn, PartNames, setPreserve } from '../../../package/xml-dom';

/**
 * WordprocessingML vocabulary over the package layer's DOM helpers (xml-dom.ts): `w:` elements
 * matched by namespace URI and local name, so documents that use other prefixes (or Strict
 * OOXML) edit like ordinary ones, and new elements in the prefix the part itself uses.
 */

export type { Document, Element, Node };

export const W_NAMESPACES: ReadonlySet<string> = new Set(NAMESPACES.w);
export const R_NAMESPACES: ReadonlySet<string> = new Set(NAMESPACES.r);

/** True for a WordprocessingML element with this local name. */
export function isW(node: Node | null | undefined, local: string): node is Element {
  return is(node, 'w', local);
}

export function isWElement(node: Node | null | undefined): node is Element {
  return isIn(node, 'w');
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

/** Creates WordprocessingML elements with the prefix and namespace a part uses. */
export class WordNames extends PartNames {
  /** The names of the element's own part: its prefix even when it is not itself a `w:` element. */
  static override of(element: Element): WordNames {
    const namespace = W_NAMESPACES.has(element.namespaceURI ?? '') ? element.namespaceURI! : NAMESPACES.w[0];
    return new WordNames(namespace, element.prefix ?? element.lookupPrefix(namespace) ?? 'w');
  }

  /** A w:t (or w:delText) holding text, keeping leading and trailing spaces. */
  text(document: Document, local: 't' | 'delText' | 'instrText' | 'delInstrText', text: string): Element {
    const element = this.create(document, local);
    setPreserve(element);
    element.appendChild(document.createTextNode(text));
    return element;
  }
}
