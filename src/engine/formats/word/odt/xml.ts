import { SaxesParser } from 'saxes';
import { CorruptDocumentError } from '../../../errors';
import { MAX_XML_DEPTH, xmlTooDeep } from '../../shared/xml-depth';

/**
 * A small element tree for ODF parts. Names are rewritten to the canonical ODF prefixes
 * (`text:p`, `style:style`) from their namespace URIs, so a producer that binds other prefixes
 * reads the same. Each element keeps its locator path (element-child indexes from the root).
 */

export interface XmlElement {
  /** Canonical qualified name (`text:p`); unknown namespaces keep the prefix the file used. */
  name: string;
  /** Attributes by canonical qualified name (`text:style-name`). */
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Element-child indexes from the root element joined by `/`; the root's path is ''. */
  path: string;
}

export type XmlNode = XmlElement | string;

const CANONICAL_PREFIXES: Record<string, string> = {
  'urn:oasis:names:tc:opendocument:xmlns:office:1.0': 'office',
  'urn:oasis:names:tc:opendocument:xmlns:style:1.0': 'style',
  'urn:oasis:names:tc:opendocument:xmlns:text:1.0': 'text',
  'urn:oasis:names:tc:opendocument:xmlns:table:1.0': 'table',
  'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0': 'draw',
  'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0': 'fo',
  'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0': 'svg',
  'urn:oasis:names:tc:opendocument:xmlns:meta:1.0': 'meta',
  'urn:oasis:names:tc:opendocument:xmlns:manifest:1.0': 'manifest',
  'urn:oasis:names:tc:opendocument:xmlns:chart:1.0': 'chart',
  'urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0': 'dr3d',
  'urn:oasis:names:tc:opendocument:xmlns:form:1.0': 'form',
  'urn:oasis:names:tc:opendocument:xmlns:script:1.0': 'script',
  'urn:oasis:names:tc:opendocument:xmlns:number:1.0': 'number',
  'urn:oasis:names:tc:opendocument:xmlns:presentation:1.0': 'presentation',
  'http://www.w3.org/1999/xlink': 'xlink',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://www.w3.org/1998/Math/MathML': 'math',
  'http://www.w3.org/XML/1998/namespace': 'xml',
};

const XMLNS_URI = 'http://www.w3.org/2000/xmlns/';

function canonicalName(uri: string, prefix: string, local: string): string {
  const known = CANONICAL_PREFIXES[uri];
  if (known) return `${known}:${local}`;
  return prefix ? `${prefix}:${local}` : local;
}

/** Parses one package part; malformed XML is a CorruptDocumentError naming the part. */
export function parseXmlPart(xml: string, part: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  const childCounts: number[] = [];
  let root: XmlElement | undefined;
  let failure: Error | undefined;
  let tooDeep = false;

  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    if (stack.length >= MAX_XML_DEPTH) {
      // Stops the parse at once: locator paths grow with depth, so 100,000 levels cost quadratic time.
      tooDeep = true;
      throw xmlTooDeep(part);
    }
    const attrs: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.uri === XMLNS_URI || attribute.name === 'xmlns') continue;
      attrs[attribute.uri ? canonicalName(attribute.uri, attribute.prefix, attribute.local) : attribute.local] =
        attribute.value;
    }
    const parent = stack[stack.length - 1];
    let path = '';
    if (parent) {
      const index = childCounts[childCounts.length - 1]++;
      path = parent.path ? `${parent.path}/${index}` : String(index);
    }
    const element: XmlElement = {
      name: canonicalName(tag.uri, tag.prefix, tag.local),
      attrs,
      children: [],
      path,
    };
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
    childCounts.push(0);
  });
  parser.on('closetag', () => {
    stack.pop();
    childCounts.pop();
  });
  const onText = (text: string) => {
    const parent = stack[stack.length - 1];
    if (!parent) return;
    const last = parent.children[parent.children.length - 1];
    if (typeof last === 'string') parent.children[parent.children.length - 1] = last + text;
    else parent.children.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (tooDeep) throw xmlTooDeep(part);
  if (failure || !root) {
    const detail = failure ? failure.message.split('\n')[0] : 'no root element';
    throw new CorruptDocumentError(`part '${part}' is not well-formed XML (${detail})`);
  }
  return root;
}

export function isElement(node: XmlNode): node is XmlElement {
  return typeof node !== 'string';
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const child of element.children) {
    if (typeof child !== 'string' && (name === undefined || child.name === name)) out.push(child);
  }
  return out;
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (typeof child !== 'string' && child.name === name) return child;
  }
  return undefined;
}

/** All text below an element, in document order. */
export function textContent(element: XmlElement): string {
  let out = '';
  for (const child of element.children) out += typeof child === 'string' ? child : textContent(child);
  return out;
}

/** A stable serialisation used to hash objects that have no bytes of their own (shapes). */
export function canonicalXml(element: XmlElement): string {
  const attrs = Object.keys(element.attrs)
    .sort()
    .map((key) => ` ${key}="${element.attrs[key]}"`)
    .join('');
  const inner = element.children.map((child) => (typeof child === 'string' ? child : canonicalXml(child))).join('');
  return `<${element.name}${attrs}>${inner}</${element.name}>`;
}
