import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { Document, Element, Node } from '@xmldom/xmldom';
import { CorruptDocumentError } from '../../errors';
import { assertXmlDepth } from '../shared/xml-depth';

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
    throw new CorruptDocumentError(
      `part '${part}' is not well-formed XML (${problem ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))})`,
    );
  }
  if (!document.documentElement) throw new CorruptDocumentError(`part '${part}' has no root element`);
  return document;
}

export function serializeXml(node: Node): string {
  return new XMLSerializer().serializeToString(node);
}

// The node helpers every family's DOM vocabulary (odf-dom.ts, Word's write/dom.ts, slides/xml.ts)
// builds on; matching names by namespace stays with each vocabulary.

export const ELEMENT_NODE = 1;

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
