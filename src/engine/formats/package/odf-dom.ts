import type { Document, Element, Node } from '@xmldom/xmldom';
import { createElement, elementChildren, isElement, qname } from './xml-dom';

/**
 * OpenDocument vocabulary over the package layer's DOM helpers (xml-dom.ts, which names
 * elements by the canonical prefixes of namespaces.ts): text content with ODF's space and tab
 * elements, the paragraph around a node, removing a block with the list around it.
 */

// The generic helpers formats/shared/odf-styles.ts and odf-repeat.ts take from here, until they
// import them from xml-dom.ts themselves (#19).
export {
  attr,
  createElement,
  elementChildren,
  firstChildNamed,
  insertAfter,
  isElement,
  parseXml,
  qname,
  setAttr,
} from './xml-dom';

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
