import { CorruptDocumentError } from '../../../../errors';
import { XmlPart } from '../../../package/editable-package';
import { ELEMENT_NODE, parseXml, serializeXml } from '../../../package/xml-dom';
import { W_NAMESPACES, WordNames, isW } from './dom';
import type { Document, Element } from './dom';
import { NAMESPACES } from '../../../package/namespaces';

/**
 * An XML part opened for editing, addressed by the reader's locator paths (element-child indexes
 * from the root element, as they were before any edit: every path is resolved before the first
 * change is made).
 *
 * The main document part can be ~6 MB; a full DOM of it costs seconds and most of a gigabyte in
 * xmldom. So it is never parsed whole: one linear scan finds where each child of w:body starts and
 * ends, and only the body children that a change touches are parsed, each as a small fragment
 * inside a wrapper element that repeats the root's namespace declarations. Serialising splices
 * the edited fragments back into the untouched text. Smaller parts (headers, notes, comments) are
 * parsed whole.
 */
export interface EditablePart {
  readonly name: string;
  readonly names: WordNames;
  /** Element at a locator path, or undefined when the path does not lead to one. */
  resolve(path: string): Element | undefined;
  /** Where appended body content goes: before the final w:sectPr, else after the last block. */
  end(): { before?: Element; after?: Element; parent?: Element };
  /** A document new nodes for `near` are created in. */
  documentOf(near: Element): Document;
  markDirty(): void;
  readonly dirty: boolean;
  /** The part's text after edits. */
  serialize(): string;
}

const FRAGMENT = 'docdelta-fragment';

/** Cached element children, valid while the tree is unchanged (paths are resolved first). */
class ChildIndex {
  private readonly cache = new WeakMap<Element, Element[]>();

  children(element: Element): Element[] {
    let list = this.cache.get(element);
    if (!list) {
      list = [];
      for (let n = element.firstChild; n; n = n.nextSibling) if (n.nodeType === ELEMENT_NODE) list.push(n as Element);
      this.cache.set(element, list);
    }
    return list;
  }

  descend(start: Element, indexes: readonly number[], from: number): Element | undefined {
    let element: Element | undefined = start;
    for (let k = from; k < indexes.length && element; k++) element = this.children(element)[indexes[k]];
    return element;
  }
}

function parsePath(path: string): number[] | undefined {
  if (path === '') return [];
  const parts = path.split('/').map(Number);
  return parts.every((n) => Number.isInteger(n) && n >= 0) ? parts : undefined;
}

/** A part parsed whole. */
export class WholePart extends XmlPart implements EditablePart {
  readonly names: WordNames;
  private readonly index = new ChildIndex();

  constructor(name: string, text: string) {
    super(name, text);
    this.names = WordNames.of(this.root);
  }

  resolve(path: string): Element | undefined {
    const indexes = parsePath(path);
    return indexes ? this.index.descend(this.root, indexes, 0) : undefined;
  }

  end(): { before?: Element; after?: Element; parent?: Element } {
    return { parent: this.root };
  }

  documentOf(): Document {
    return this.document;
  }
}

interface Unit {
  start: number;
  end: number;
  parsed?: { document: Document; wrapper: Element; element: Element };
}

/** The main document part, parsed body child by body child, on demand. */
export class FragmentedPart implements EditablePart {
  readonly names: WordNames;
  private readonly units: Unit[] = [];
  private bodyIndex = -1;
  private bodyContentEnd = -1;
  private declarations = '';
  private readonly index = new ChildIndex();
  private readonly parsedUnits: Unit[] = [];
  dirty = false;

  constructor(
    readonly name: string,
    private readonly text: string,
  ) {
    this.scan();
    const probe = parseXml(`<${FRAGMENT}${this.declarations}/>`, name).documentElement!;
    let namespace: string = NAMESPACES.w[0];
    for (const ns of W_NAMESPACES) if (probe.lookupPrefix(ns) !== null) namespace = ns;
    this.names = new WordNames(namespace, probe.lookupPrefix(namespace) ?? 'w');
  }

  get unitCount(): number {
    return this.units.length;
  }

  /** One pass over the text: where each w:body child starts and ends. */
  private scan(): void {
    const text = this.text;
    let depth = 0;
    let rootChildren = 0;
    let inBody = false;
    let pos = text.indexOf('<');
    let unitStart = -1;
    while (pos >= 0 && pos < text.length) {
      const next = text.charCodeAt(pos + 1);
      if (next === 63 /* ? */) {
        pos = text.indexOf('<', text.indexOf('?>', pos) + 2);
        continue;
      }
      if (next === 33 /* ! */) {
        if (text.startsWith('<!--', pos)) pos = text.indexOf('-->', pos) + 3;
        else if (text.startsWith('<![CDATA[', pos)) pos = text.indexOf(']]>', pos) + 3;
        else pos = text.indexOf('>', pos) + 1;
        if (pos <= 2) break;
        pos = text.indexOf('<', pos);
        continue;
      }
      // Find the end of the tag, stepping over quoted attribute values (they may hold '>').
      let end = pos + 1;
      for (;;) {
        const c = text.charCodeAt(end);
        if (c === 62 /* > */) break;
        if (c === 34 || c === 39) end = text.indexOf(c === 34 ? '"' : "'", end + 1);
        if (end < 0 || Number.isNaN(c))
          throw new CorruptDocumentError(`part '${this.name}' is not well-formed XML (unterminated tag)`);
        end++;
      }
      if (next === 47 /* / */) {
        depth--;
        if (depth === 2 && inBody && unitStart >= 0) {
          this.units.push({ start: unitStart, end: end + 1 });
          unitStart = -1;
        } else if (depth === 1 && inBody) {
          inBody = false;
          this.bodyContentEnd = pos;
        }
      } else {
        const selfClosing = text.charCodeAt(end - 1) === 47;
        if (depth === 0) this.declarations += namespaceDeclarations(text.slice(pos, end));
        else if (depth === 1) {
          const name = tagName(text, pos);
          if (name === 'body' || name.endsWith(':body')) {
            this.bodyIndex = rootChildren;
            inBody = !selfClosing;
            this.declarations += namespaceDeclarations(text.slice(pos, end));
          }
          rootChildren++;
        } else if (depth === 2 && inBody) {
          if (selfClosing) this.units.push({ start: pos, end: end + 1 });
          else unitStart = pos;
        }
        if (!selfClosing) depth++;
      }
      pos = text.indexOf('<', end + 1);
    }
    if (this.bodyIndex < 0) throw new CorruptDocumentError(`part '${this.name}' has no w:body`);
  }

  private unit(index: number): Unit['parsed'] {
    const unit = this.units[index];
    if (!unit) return undefined;
    if (!unit.parsed) {
      const document = parseXml(
        `<${FRAGMENT}${this.declarations}>${this.text.slice(unit.start, unit.end)}</${FRAGMENT}>`,
        this.name,
      );
      const wrapper = document.documentElement!;
      const element = this.index.children(wrapper)[0];
      unit.parsed = { document, wrapper, element };
      this.parsedUnits.push(unit);
    }
    return unit.parsed;
  }

  /** The element of body child `index` (its fragment is parsed on first use). */
  bodyChild(index: number): Element | undefined {
    return this.unit(index)?.element;
  }

  resolve(path: string): Element | undefined {
    const indexes = parsePath(path);
    if (!indexes || indexes.length < 2 || indexes[0] !== this.bodyIndex) return undefined;
    const unit = this.unit(indexes[1]);
    return unit ? this.index.descend(unit.element, indexes, 2) : undefined;
  }

  end(): { before?: Element; after?: Element; parent?: Element } {
    const last = this.units.length - 1;
    if (last < 0) return {};
    const element = this.bodyChild(last)!;
    if (isW(element, 'sectPr')) return { before: element };
    return { after: element };
  }

  documentOf(near: Element): Document {
    return near.ownerDocument!;
  }

  markDirty(): void {
    this.dirty = true;
  }

  /** Path of the w:body (for locators of body children). */
  get bodyPath(): string {
    return String(this.bodyIndex);
  }

  serialize(): string {
    if (!this.dirty) return this.text;
    const units = [...this.parsedUnits].sort((a, b) => a.start - b.start);
    const pieces: string[] = [];
    let at = 0;
    for (const unit of units) {
      pieces.push(this.text.slice(at, unit.start));
      pieces.push(fragmentInner(serializeXml(unit.parsed!.wrapper)));
      at = unit.end;
    }
    pieces.push(this.text.slice(at));
    return pieces.join('');
  }

  /** Text of the untouched part (for id scans). */
  get originalText(): string {
    return this.text;
  }

  get bodyEndOffset(): number {
    return this.bodyContentEnd;
  }
}

function fragmentInner(serialized: string): string {
  const open = serialized.indexOf('>');
  if (serialized.charCodeAt(open - 1) === 47) return '';
  const close = serialized.lastIndexOf(`</${FRAGMENT}>`);
  return serialized.slice(open + 1, close);
}

function tagName(text: string, pos: number): string {
  let end = pos + 1;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62) break;
    end++;
  }
  return text.slice(pos + 1, end);
}

function namespaceDeclarations(tag: string): string {
  let out = '';
  const pattern = /\sxmlns(?::[\w.-]+)?\s*=\s*(?:"[^"]*"|'[^']*')/g;
  for (let m = pattern.exec(tag); m; m = pattern.exec(tag)) out += m[0];
  return out;
}
