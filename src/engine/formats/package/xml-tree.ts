import { tokenizeXml, type TagAttributes } from './scan';
import { escapeXml } from './xml-escape';
import { prefixTable } from './namespaces';

/**
 * The one XML tree reader of the engine, for parts small enough to hold whole (document
 * bodies are streamed child by child, see StreamedContainer). It is built on the streaming
 * scanner (`scan.ts`), the engine's one XML tokenizer, so both readers make the same
 * well-formedness checks, give the same one-line errors and share the depth limit (#18).
 *
 * Element and attribute names are rewritten to canonical prefixes by namespace URI (a
 * vocabulary's map below, data only), so Strict OOXML, ODF written by other producers and
 * files that bound other prefixes read like ordinary ones; namespaces no map knows keep the
 * prefix the file used. Unprefixed attributes have no namespace and keep their name.
 *
 * An element holds its child elements and the concatenated text directly inside it
 * (WordprocessingML keeps text only in leaf elements, so the child index of an element is the
 * element-only index the model's locators use). Vocabularies with mixed content (ODF's
 * `text:p`) ask for `nodes` as well: text runs and child elements in document order.
 */
export class XmlElement {
  // Declared, and assigned in the constructor, rather than class fields: fields make V8 call an
  // initialiser function for every element, and a long part makes tens of thousands of them.
  declare readonly name: string;
  declare readonly attrs: Record<string, string>;
  declare children: XmlElement[];
  declare text: string;
  /** Text runs and child elements in document order; only with `mixed` (else undefined). */
  declare nodes?: XmlNode[];
  /** Element-child indexes from the root joined by `/` (the root's is ''); only with `paths`. */
  declare path?: string;
  constructor(name: string, attrs: Record<string, string>) {
    this.name = name;
    this.attrs = attrs;
    this.children = [];
    this.text = '';
    this.nodes = undefined;
    this.path = undefined;
  }

  attr(name: string): string | undefined {
    return this.attrs[name];
  }

  child(name: string): XmlElement | undefined {
    const children = this.children;
    for (let i = 0; i < children.length; i++) if (children[i].name === name) return children[i];
    return undefined;
  }
}

export type XmlNode = XmlElement | string;

// Reader vocabularies, made from the package layer's one namespace table (namespaces.ts).

/** WordprocessingML, DrawingML, VML and Office's extensions, OPC, and the ODF chart objects read with this tree. */
// prettier-ignore
export const OOXML_PREFIXES = prefixTable([
  'w', 'r', 'm', 'wp', 'a', 'pic', 'c', 'dgm', 'wps', 'wpg', 'wpc', 'mc', 'v', 'o', 'w10', 'w14', 'w15',
  'rel', 'ct', 'cp', 'dc', 'dcterms', 'ep',
  'office', 'style', 'text', 'table', 'draw', 'svg', 'chart', 'number',
]);

/** The OpenDocument vocabularies (`text:p`, `style:style`). */
// prettier-ignore
export const ODF_PREFIXES = prefixTable([
  'office', 'style', 'text', 'table', 'draw', 'fo', 'svg', 'meta', 'manifest', 'chart', 'dr3d', 'form', 'script',
  'number', 'presentation', 'xlink', 'dc', 'math',
]);

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

export interface XmlTreeOptions {
  /** Namespace URI → canonical prefix (OOXML_PREFIXES, ODF_PREFIXES). */
  prefixes: Readonly<Record<string, string>>;
  stream?: StreamedContainer;
  /** Keep `nodes` (text and elements in order) on every element. */
  mixed?: boolean;
  /** Set `path` on every element. */
  paths?: boolean;
  /** Canonical element names to count (tracked revisions), so no second walk is needed. */
  count?: ReadonlySet<string>;
}

export interface XmlTree {
  root: XmlElement;
  /** Elements met whose name is in `options.count`. */
  counted: number;
}

interface Scope {
  depth: number;
  renames: Map<string, string>;
}

/** Parses one package part; malformed XML is a CorruptDocumentError naming the part. */
export function readXmlTree(text: string, part: string, options: XmlTreeOptions): XmlTree {
  const { prefixes, stream, mixed, paths, count } = options;
  const stack: XmlElement[] = [];
  // Element-child counts of the open elements, so streamed children still get their index.
  const childCounts: number[] = [];
  let streamedContainerPath: string | undefined;
  let callbackError: unknown;
  // Prefix renames in force, innermost scope last; an empty map means names are kept as written.
  const scopes: Scope[] = [{ depth: -1, renames: new Map() }];
  let renames = scopes[0].renames;
  let root: XmlElement | undefined;
  let counted = 0;

  const open = (rawName: string, attributes: TagAttributes) => {
    const depth = stack.length;
    let attrs = attributes.record();
    let declares = false;
    if (attributes.count > 0) {
      for (const key in attrs) {
        if (key.charCodeAt(0) === 120 /* x */ && (key === 'xmlns' || key.startsWith('xmlns:'))) {
          declares = true;
          break;
        }
      }
    }
    if (declares) {
      const next = new Map(renames);
      for (const key in attrs) {
        if (key !== 'xmlns' && !key.startsWith('xmlns:')) continue;
        const prefix = key === 'xmlns' ? '' : key.slice(6);
        const canonical = prefixes[attrs[key]];
        if (canonical !== undefined && canonical !== prefix) next.set(prefix, canonical);
        else next.delete(prefix);
      }
      scopes.push({ depth, renames: next });
      renames = next;
    }
    let name = rawName;
    if (renames.size > 0) {
      name = rename(name, renames, true);
      const renamed: Record<string, string> = {};
      for (const key in attrs) renamed[key.includes(':') ? rename(key, renames, false) : key] = attrs[key];
      attrs = renamed;
    }
    if (count?.has(name)) counted++;
    const element = new XmlElement(name, attrs);
    if (mixed) element.nodes = [];
    const index = depth > 0 ? childCounts[depth - 1]++ : 0;
    if (paths) {
      const parentPath = depth > 0 ? stack[depth - 1].path : undefined;
      element.path = depth === 0 ? '' : parentPath ? `${parentPath}/${index}` : String(index);
    }
    if (depth === 1 && stream && name === stream.name) streamedContainerPath = String(index);
    // Streamed children are not attached: the callback takes them when they close.
    if (!(depth === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name)) {
      if (depth > 0) {
        const parent = stack[depth - 1];
        parent.children.push(element);
        parent.nodes?.push(element);
      } else root = element;
    }
    stack.push(element);
    childCounts.push(0);
  };

  const close = () => {
    const element = stack.pop()!;
    childCounts.pop();
    if (stack.length === 2 && streamedContainerPath !== undefined && stack[1].name === stream?.name) {
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
  };

  tokenizeXml(text, part, {
    open,
    text: (chunk) => {
      const top = stack[stack.length - 1];
      top.text += chunk;
      const nodes = top.nodes;
      if (nodes) {
        const last = nodes.length - 1;
        if (last >= 0 && typeof nodes[last] === 'string') nodes[last] += chunk;
        else nodes.push(chunk);
      }
    },
    close,
  });
  if (callbackError !== undefined) throw callbackError;
  return { root: root!, counted };
}

/** Tracked-revision elements of WordprocessingML, counted while an OOXML part is read. */
const REVISION_ELEMENTS: ReadonlySet<string> = new Set([
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

/** Reads one OOXML part (canonical OOXML prefixes, tracked revisions counted). */
export function parseXmlPart(text: string, part: string, stream?: StreamedContainer): ParsedPart {
  const { root, counted } = readXmlTree(text, part, { prefixes: OOXML_PREFIXES, stream, count: REVISION_ELEMENTS });
  return { root, revisionCount: counted };
}

/** Reads one ODF part (canonical ODF prefixes, mixed content and locator paths kept). */
export function parseOdfPart(text: string, part: string): XmlElement {
  return readXmlTree(text, part, { prefixes: ODF_PREFIXES, mixed: true, paths: true }).root;
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
  if (element.nodes) {
    let out = '';
    for (const node of element.nodes) out += typeof node === 'string' ? node : deepText(node);
    return out;
  }
  let text = element.text;
  for (const child of element.children) text += deepText(child);
  return text;
}

/** Child elements, all or those with one name (a new array). */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return name === undefined ? element.children.slice() : element.children.filter((child) => child.name === name);
}

/** The first child element with this name. */
export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return element.child(name);
}

/** Text runs and child elements in document order (the elements alone when read without `mixed`). */
export function nodesOf(element: XmlElement): readonly XmlNode[] {
  return element.nodes ?? element.children;
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
  if (element.nodes) {
    for (const node of element.nodes)
      if (typeof node === 'string') out += escapeXml(node);
      else if (!skip?.(node)) out += canonicalXml(node, skip);
    return `${out}</${element.name}>`;
  }
  if (element.children.length === 0) out += escapeXml(element.text);
  for (const child of element.children) if (!skip?.(child)) out += canonicalXml(child, skip);
  return `${out}</${element.name}>`;
}
