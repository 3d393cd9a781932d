import { XmlPart } from '../../../package/editable-package';
import { ELEMENT_NODE, parseXml, serializeXml } from '../../../package/xml-dom';
import { scanBodyChildren, wrapperContent } from './body-children';
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
  private readonly units: Unit[];
  private readonly bodyIndex: number;
  private readonly bodyContentEnd: number;
  private readonly declarations: string;
  private readonly index = new ChildIndex();
  private readonly parsedUnits: Unit[] = [];
  dirty = false;

  constructor(
    readonly name: string,
    private readonly text: string,
  ) {
    ({
      units: this.units,
      bodyIndex: this.bodyIndex,
      bodyContentEnd: this.bodyContentEnd,
      declarations: this.declarations,
    } = scanBodyChildren(name, text));
    const probe = parseXml(`<${FRAGMENT}${this.declarations}/>`, name).documentElement!;
    let namespace: string = NAMESPACES.w[0];
    for (const ns of W_NAMESPACES) if (probe.lookupPrefix(ns) !== null) namespace = ns;
    this.names = new WordNames(namespace, probe.lookupPrefix(namespace) ?? 'w');
  }

  get unitCount(): number {
    return this.units.length;
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
      pieces.push(wrapperContent(serializeXml(unit.parsed!.wrapper), FRAGMENT));
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
