import { SaxesParser } from 'saxes';
import type { SaxesTagPlain } from 'saxes';
import { CorruptDocumentError } from '../../errors';
import { MAX_XML_DEPTH, xmlTooDeep } from './xml-depth';
import { escapeXml } from '../package/xml-escape';

/**
 * A compact element tree built in one streaming pass over saxes events. WordprocessingML keeps
 * text only in leaf elements (w:t, m:t, w:instrText, …), so an element holds its child elements
 * and the concatenated text directly inside it; the child index of an element is then exactly
 * the element-only index the model's locators use.
 *
 * Element and attribute names are rewritten to canonical prefixes (`w:`, `r:`, `m:`, …) by
 * namespace URI, so Strict OOXML (purl.oclc.org namespaces) and documents that chose other
 * prefixes read like ordinary Transitional files.
 */
export class XmlElement {
  children: XmlElement[] = [];
  text = '';
  constructor(
    readonly name: string,
    readonly attrs: Record<string, string>,
  ) {}

  attr(name: string): string | undefined {
    return this.attrs[name];
  }

  child(name: string): XmlElement | undefined {
    const children = this.children;
    for (let i = 0; i < children.length; i++) if (children[i].name === name) return children[i];
    return undefined;
  }
}

const NAMESPACE_PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/officeDocument/2006/math': 'm',
  'http://purl.oclc.org/ooxml/officeDocument/math': 'm',
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'http://schemas.openxmlformats.org/drawingml/2006/picture': 'pic',
  'http://purl.oclc.org/ooxml/drawingml/picture': 'pic',
  'http://schemas.openxmlformats.org/drawingml/2006/chart': 'c',
  'http://purl.oclc.org/ooxml/drawingml/chart': 'c',
  'http://schemas.openxmlformats.org/drawingml/2006/diagram': 'dgm',
  'http://purl.oclc.org/ooxml/drawingml/diagram': 'dgm',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingGroup': 'wpg',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas': 'wpc',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'urn:schemas-microsoft-com:vml': 'v',
  'urn:schemas-microsoft-com:office:office': 'o',
  'urn:schemas-microsoft-com:office:word': 'w10',
  'http://schemas.microsoft.com/office/word/2010/wordml': 'w14',
  'http://schemas.microsoft.com/office/word/2012/wordml': 'w15',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
  'http://schemas.openxmlformats.org/package/2006/content-types': 'ct',
  'http://schemas.openxmlformats.org/package/2006/metadata/core-properties': 'cp',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dcterms',
  'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties': 'ep',
  'http://purl.oclc.org/ooxml/officeDocument/extendedProperties': 'ep',
  // OpenDocument, for the parts read with this tree (chart objects).
  'urn:oasis:names:tc:opendocument:xmlns:office:1.0': 'office',
  'urn:oasis:names:tc:opendocument:xmlns:style:1.0': 'style',
  'urn:oasis:names:tc:opendocument:xmlns:text:1.0': 'text',
  'urn:oasis:names:tc:opendocument:xmlns:table:1.0': 'table',
  'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0': 'draw',
  'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0': 'svg',
  'urn:oasis:names:tc:opendocument:xmlns:chart:1.0': 'chart',
  'urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0': 'number',
};

/** Elements that are tracked revisions; counted while parsing so no second walk is needed. */
const REVISION_ELEMENTS = new Set([
  'w:ins',
  'w:del',
  'w:moveFrom',
  'w:moveTo',
  'w:rPrChange',
  'w:pPrChange',
  'w:sectPrChange',
  'w:tblPrChange',
  'w:tblPrExChange',
  'w:tblGridChange',
  'w:trPrChange',
  'w:tcPrChange',
  'w:cellIns',
  'w:cellDel',
  'w:cellMerge',
  'w:numberingChange',
]);

export interface ParsedPart {
  root: XmlElement;
  /** Tracked-revision elements met in the part. */
  revisionCount: number;
}

/**
 * Hands the children of one container element (w:body) to a callback as each one closes,
 * instead of keeping them in the tree: a long document then never holds more than one block's
 * elements at a time, which keeps garbage collection cheap. `path` is the child's locator path.
 */
export interface StreamedContainer {
  /** Qualified (canonical) name of the container, a child of the root element. */
  name: string;
  onChild(element: XmlElement, path: string): void;
}

/** Parses one package part; malformed XML is a CorruptDocumentError naming the part. */
export function parseXmlPart(text: string, part: string, stream?: StreamedContainer): ParsedPart {
  const parser = new SaxesParser<{ position: false; xmlns: false }>({ position: false, xmlns: false });
  const stack: XmlElement[] = [];
  // Element-child counts of the open elements, so streamed children still get their index.
  const childCounts: number[] = [];
  let streamedContainerPath: string | undefined;
  let callbackError: unknown;
  // Prefix renames in force, innermost scope last; an empty map means names are kept as written.
  const scopes: { depth: number; renames: Map<string, string> }[] = [{ depth: -1, renames: new Map() }];
  let renames = scopes[0].renames;
  let root: XmlElement | undefined;
  let revisionCount = 0;
  let tooDeep = false;

  // Namespace declarations are spotted per attribute: enumerating every element's attribute
  // object instead costs more than the whole rest of the parse.
  let declares = false;
  parser.on('attribute', (attribute) => {
    if (attribute.name.charCodeAt(0) === 120 && attribute.name.startsWith('xmlns')) declares = true;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    let attrs = tag.attributes;
    if (declares) {
      declares = false;
      const next = new Map(renames);
      for (const key in attrs) {
        if (!key.startsWith('xmlns')) continue;
        const prefix = key === 'xmlns' ? '' : key.slice(6);
        const canonical = NAMESPACE_PREFIXES[attrs[key]];
        if (canonical !== undefined && canonical !== prefix) next.set(prefix, canonical);
        else next.delete(prefix);
      }
      scopes.push({ depth: stack.length, renames: next });
      renames = next;
    }
    let name = tag.name;
    if (renames.size > 0) {
      name = rename(name, renames, true);
      const renamed: Record<string, string> = {};
      for (const key in attrs) renamed[key.includes(':') ? rename(key, renames, false) : key] = attrs[key];
      attrs = renamed;
    }
    if (REVISION_ELEMENTS.has(name)) revisionCount++;
    const element = new XmlElement(name, attrs);
    const depth = stack.length;
    if (depth >= MAX_XML_DEPTH) {
      tooDeep = true;
      throw xmlTooDeep(part);
    }
    const index = depth > 0 ? childCounts[depth - 1]++ : 0;
    if (depth === 1 && stream && name === stream.name) streamedContainerPath = String(index);
    // Streamed children are not attached: the callback takes them when they close.
    if (!(depth === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name)) {
      if (depth > 0) stack[depth - 1].children.push(element);
      else root = element;
    }
    stack.push(element);
    childCounts.push(0);
  });
  parser.on('text', (text: string) => {
    const top = stack[stack.length - 1];
    if (top) top.text += text;
  });
  parser.on('cdata', (text: string) => {
    const top = stack[stack.length - 1];
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    const element = stack.pop();
    childCounts.pop();
    if (stack.length === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name && element) {
      if (callbackError === undefined) {
        try {
          stream.onChild(element, `${streamedContainerPath}/${childCounts[1] - 1}`);
        } catch (error) {
          // Kept apart from XML errors so a reader error is not reported as malformed XML.
          callbackError = error;
        }
      }
    }
    if (scopes.length > 1 && scopes[scopes.length - 1].depth === stack.length) {
      scopes.pop();
      renames = scopes[scopes.length - 1].renames;
    }
  });
  let failure: string | undefined;
  parser.on('error', (error: Error) => {
    failure ??= error.message;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error);
  }
  if (callbackError !== undefined) throw callbackError;
  if (tooDeep) throw xmlTooDeep(part);
  if (failure !== undefined || !root) {
    const detail = (failure ?? 'no root element')
      .split('\n')[0]
      .replace(/^undefined:/, '')
      .trim();
    throw new CorruptDocumentError(`part '${part}' is not well-formed XML (${detail})`);
  }
  return { root, revisionCount };
}

function rename(qualified: string, renames: Map<string, string>, isElement: boolean): string {
  const colon = qualified.indexOf(':');
  if (colon < 0) {
    // Only elements take the default namespace; unprefixed attributes have none.
    const canonical = isElement ? renames.get('') : undefined;
    return canonical ? `${canonical}:${qualified}` : qualified;
  }
  const canonical = renames.get(qualified.slice(0, colon));
  return canonical ? canonical + qualified.slice(colon) : qualified;
}

/** Local name of a qualified name (`w:p` → `p`). */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** First descendant (depth-first, the element itself excluded) with the given name. */
export function findDescendant(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (child.name === name) return child;
    const found = findDescendant(child, name);
    if (found) return found;
  }
  return undefined;
}

/** All text of an element and its descendants, in document order. */
export function deepText(element: XmlElement): string {
  let text = element.text;
  for (const child of element.children) text += deepText(child);
  return text;
}

/**
 * A canonical serialisation (sorted attributes, no namespace declarations, no revision-session
 * ids) so two equal objects hash equal however their producer spelled them.
 */
export function canonicalXml(element: XmlElement, skip?: (element: XmlElement) => boolean): string {
  const keys = Object.keys(element.attrs)
    .filter((key) => !key.startsWith('xmlns') && !key.startsWith('w:rsid') && !key.startsWith('w14:'))
    .sort();
  let out = `<${element.name}`;
  for (const key of keys) out += ` ${key}="${escapeXml(element.attrs[key])}"`;
  out += '>';
  if (element.children.length === 0) out += escapeXml(element.text);
  for (const child of element.children) if (!skip?.(child)) out += canonicalXml(child, skip);
  return `${out}</${element.name}>`;
}
