import type { Document, Element } from '@xmldom/xmldom';
import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError } from '../../../errors';
import { manifestWith, validateOdfPackage } from '../../package/odf-package';
import { OdfLinkedParts } from '../../package/odf-linked-parts';
import { packageWithParts } from '../../package/editable-package';
import type { ReaderWarning } from '../../../model/document';
import type { ValidationInputs } from '../../writer';
import { attrNs, child, children, elementChildren, parseXml, serializeXml } from '../../package/xml-dom';
import { NAMESPACES } from '../../package/namespaces';

/**
 * The two OpenDocument presentations a result is made from: the target's content.xml (and
 * styles.xml when a restored slide needs a common style it lacks) edited as DOMs, the source's
 * read to copy slides, shapes and paragraphs back. Copied content brings what it refers to: its
 * automatic styles (renamed when the target uses the name for something else), common styles
 * the target lacks, and pictures and embedded objects (renamed when the target has other bytes
 * under the name, and listed in the manifest). Its ids (xml:id, draw:id, text:id) are renamed
 * when the target already uses them, with the references inside the copy (connectors,
 * animations) following.
 */

const MIMETYPE = 'application/vnd.oasis.opendocument.presentation';
const XML_NS = NAMESPACES.xml[0];
const DRAW_NS = NAMESPACES.draw[0];
const TEXT_NS = NAMESPACES.text[0];
const SMIL_NS = NAMESPACES.smil[0];
const PRESENTATION_NS = NAMESPACES.presentation[0];
const XLINK_NS = NAMESPACES.xlink[0];
/** Attributes that name an element uniquely (ODF's xml:id first, then the older draw:id and text:id). */
const ID_ATTRIBUTES: readonly (readonly [string, string])[] = [
  [XML_NS, 'id'],
  [DRAW_NS, 'id'],
  [TEXT_NS, 'id'],
];
/** Attributes holding the id, or a space-separated list of ids, of other elements. */
const ID_REFERENCES: readonly (readonly [string, string])[] = [
  [DRAW_NS, 'start-shape'],
  [DRAW_NS, 'end-shape'],
  [DRAW_NS, 'shape-id'],
  [DRAW_NS, 'nav-order'],
  [SMIL_NS, 'targetElement'],
  [PRESENTATION_NS, 'master-element'],
  [TEXT_NS, 'continue-list'],
];
/** SMIL timing values: `id.event` terms (`id3.click`, `id3.end+1s`) separated by semicolons. */
const ID_TIMINGS: readonly (readonly [string, string])[] = [
  [SMIL_NS, 'begin'],
  [SMIL_NS, 'end'],
];

function allElements(root: Element): Element[] {
  return [root, ...(Array.from(root.getElementsByTagNameNS('*', '*') as unknown as ArrayLike<Element>) as Element[])];
}

/** The values of the id attributes on an element and everything inside it. */
function idsIn(root: Element): string[] {
  const ids: string[] = [];
  for (const element of allElements(root)) {
    for (const [namespace, local] of ID_ATTRIBUTES) {
      const value = element.getAttributeNS(namespace, local);
      if (value) ids.push(value);
    }
  }
  return ids;
}

/** The links of content.xml to parts of its package, as the package names them (no `./`). */
function packageLinks(content: Document): Set<string> {
  const links = new Set<string>();
  for (const element of allElements(content.documentElement!)) {
    const href = element.getAttributeNS(XLINK_NS, 'href');
    if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || element.localName === 'a') continue;
    links.add(href.replace(/^\.\//, ''));
  }
  return links;
}

function missingParts(zip: ZipArchive, links: Iterable<string>): string[] {
  const names = zip.names();
  return [...links].filter((path) => !zip.has(path) && !names.some((n) => n.startsWith(`${path}/`)));
}

/** xml:id and draw:id values that more than one element of content.xml carries. */
function duplicateIds(content: Document): string[] {
  const owners = new Map<string, Element>();
  const duplicates = new Set<string>();
  for (const element of allElements(content.documentElement!)) {
    for (const [namespace, local] of ID_ATTRIBUTES.slice(0, 2)) {
      const id = element.getAttributeNS(namespace, local);
      if (!id) continue;
      const owner = owners.get(id);
      if (owner && owner !== element) duplicates.add(id);
      owners.set(id, element);
    }
  }
  return [...duplicates];
}

interface DeckFlaws {
  missingParts: string[];
  duplicateIds: string[];
}

function flawsOf(zip: ZipArchive, content: Document): DeckFlaws {
  return { missingParts: missingParts(zip, packageLinks(content)), duplicateIds: duplicateIds(content) };
}

/**
 * What the decks a result was written from already had wrong: links with nothing behind them
 * (LibreOffice writes `./ObjectReplacements/` for objects saved from PowerPoint without a
 * replacement picture) and ids used twice. The result keeps the target's flaws and brings the
 * source's along with the content it copies back, so validation leaves the flaws of either deck
 * alone and refuses only what the writer broke. A deck that cannot be read excuses nothing.
 */
function inheritedFlaws(inputs: ValidationInputs | undefined): DeckFlaws {
  const inherited: DeckFlaws = { missingParts: [], duplicateIds: [] };
  for (const side of ['source', 'target'] as const) {
    const bytes = inputs?.[side];
    if (!bytes) continue;
    let flaws: DeckFlaws;
    try {
      const zip = ZipArchive.of(bytes, inputs?.archives?.[side]);
      flaws = flawsOf(zip, parseXml(zip.text('content.xml') ?? '', 'content.xml'));
    } catch {
      continue;
    }
    inherited.missingParts.push(...flaws.missingParts);
    inherited.duplicateIds.push(...flaws.duplicateIds);
  }
  return inherited;
}

export function isOdpPackage(bytes: Uint8Array, archive?: ZipArchive): boolean {
  try {
    const zip = ZipArchive.of(bytes, archive);
    return (
      !zip.has('[Content_Types].xml') &&
      (zip.text('mimetype') ?? '').startsWith('application/vnd.oasis.opendocument.presentation')
    );
  } catch {
    return false;
  }
}

export class OdpPackages {
  readonly sourceZip: ZipArchive;
  readonly targetZip: ZipArchive;
  readonly content: Document;
  readonly sourceContent: Document;
  private targetStyles?: Document;
  private sourceStyles?: Document;
  private stylesEdited = false;
  private readonly linkedParts: OdfLinkedParts;
  private readonly styleMap = new Map<string, string>();
  private readonly usedStyleNames = new Set<string>();
  private readonly usedIds = new Set<string>();

  constructor(
    sourceBytes: Uint8Array,
    private readonly targetBytes: Uint8Array,
    opened: { source?: ZipArchive; target?: ZipArchive } = {},
  ) {
    this.sourceZip = ZipArchive.of(sourceBytes, opened.source);
    this.targetZip = ZipArchive.of(targetBytes, opened.target);
    this.linkedParts = new OdfLinkedParts(this.sourceZip, this.targetZip);
    this.content = parseXml(this.requireText(this.targetZip, 'content.xml'), 'content.xml');
    this.sourceContent = parseXml(this.requireText(this.sourceZip, 'content.xml'), 'content.xml');
    for (const container of [this.automaticStyles(this.content), ...this.styleContainers(this.stylesOfTarget())]) {
      for (const style of container ? elementChildren(container) : []) {
        const name = attrNs(style, 'style', 'name');
        if (name) this.usedStyleNames.add(name);
      }
    }
    for (const id of idsIn(this.content.documentElement!)) this.usedIds.add(id);
  }

  private requireText(zip: ZipArchive, part: string): string {
    const text = zip.text(part);
    if (text === undefined) throw new CorruptDocumentError(`the OpenDocument package has no '${part}'`);
    return text;
  }

  stylesOfTarget(): Document | undefined {
    if (this.targetStyles === undefined && this.targetZip.has('styles.xml'))
      this.targetStyles = parseXml(this.targetZip.text('styles.xml')!, 'styles.xml');
    return this.targetStyles;
  }

  private stylesOfSource(): Document | undefined {
    if (this.sourceStyles === undefined && this.sourceZip.has('styles.xml'))
      this.sourceStyles = parseXml(this.sourceZip.text('styles.xml')!, 'styles.xml');
    return this.sourceStyles;
  }

  private styleContainers(document: Document | undefined): (Element | undefined)[] {
    const root = document?.documentElement ?? undefined;
    return [child(root, 'office', 'styles'), child(root, 'office', 'automatic-styles')];
  }

  automaticStyles(document: Document): Element | undefined {
    return child(document.documentElement!, 'office', 'automatic-styles');
  }

  /** Master page names of the target, first the default one. */
  masterPages(): string[] {
    const masters = child(this.stylesOfTarget()?.documentElement ?? undefined, 'office', 'master-styles');
    return children(masters, 'style', 'master-page')
      .map((m) => attrNs(m, 'style', 'name') ?? '')
      .filter(Boolean);
  }

  /** A style name no part of the target uses yet. */
  freeStyleName(base: string): string {
    let name = base;
    for (let n = 2; this.usedStyleNames.has(name); n++) name = `${base}_${n}`;
    this.usedStyleNames.add(name);
    return name;
  }

  /**
   * Imports a node of the source's content.xml into the target's, with its style references,
   * pictures, objects and ids made valid there. A copy taking the place of a target element
   * (`replacing`) may keep that element's ids, so the target's references to it (animations,
   * connectors) still find it.
   */
  importFromSource(node: Element, replacing?: Element): Element {
    const copy = this.content.importNode(node, true) as Element;
    this.fixReferences(copy);
    if (replacing) for (const id of idsIn(replacing)) this.usedIds.delete(id);
    this.renameClashingIds(copy);
    return copy;
  }

  private renameClashingIds(root: Element) {
    const renamed = new Map<string, string>();
    const kept = new Set<string>();
    const copied = allElements(root);
    for (const element of copied) {
      for (const [namespace, local] of ID_ATTRIBUTES) {
        const attribute = element.getAttributeNodeNS(namespace, local);
        if (!attribute?.value || kept.has(attribute.value)) continue;
        let fresh = renamed.get(attribute.value);
        if (fresh === undefined) {
          if (!this.usedIds.has(attribute.value)) {
            kept.add(attribute.value);
            this.usedIds.add(attribute.value);
            continue;
          }
          fresh = attribute.value;
          for (let n = 1; this.usedIds.has(fresh); n++) fresh = `${attribute.value}-dd${n}`;
          renamed.set(attribute.value, fresh);
          this.usedIds.add(fresh);
        }
        element.setAttributeNS(namespace, attribute.name, fresh);
      }
    }
    if (!renamed.size) return;
    const rename = (id: string) => renamed.get(id) ?? id;
    for (const element of copied) {
      for (const [namespace, local] of ID_REFERENCES) {
        const attribute = element.getAttributeNodeNS(namespace, local);
        if (attribute)
          element.setAttributeNS(namespace, attribute.name, attribute.value.split(/(\s+)/).map(rename).join(''));
      }
      for (const [namespace, local] of ID_TIMINGS) {
        const attribute = element.getAttributeNodeNS(namespace, local);
        if (attribute)
          element.setAttributeNS(
            namespace,
            attribute.name,
            attribute.value.replace(
              /(^|;)(\s*)([^;.\s]+)\./g,
              (_, start: string, space: string, id: string) => `${start}${space}${rename(id)}.`,
            ),
          );
      }
    }
  }

  private fixReferences(root: Element) {
    const visit = (element: Element) => {
      for (const attribute of Array.from(element.attributes)) {
        const local = attribute.localName ?? attribute.name;
        const set = (value: string) => {
          if (value !== attribute.value) element.setAttributeNS(attribute.namespaceURI, attribute.name, value);
        };
        if (local.endsWith('style-name') && attribute.value) set(this.importStyle(attribute.value));
        else if (local === 'master-page-name') {
          const masters = this.masterPages();
          if (masters.length && !masters.includes(attribute.value)) set(masters[0]);
        } else if (local === 'href' && attribute.namespaceURI === NAMESPACES.xlink[0])
          set(this.linkedParts.hrefFor(attribute.value));
      }
      for (const childElement of elementChildren(element)) visit(childElement);
    };
    visit(root);
  }

  /** The target name for a style the source's content refers to, copying it over when needed. */
  private importStyle(name: string): string {
    const mapped = this.styleMap.get(name);
    if (mapped !== undefined) return mapped;
    const sourceStyle = elementChildren(
      this.automaticStyles(this.sourceContent) ?? this.sourceContent.documentElement!,
    ).find((s) => attrNs(s, 'style', 'name') === name);
    if (!sourceStyle) {
      this.styleMap.set(name, name);
      this.importCommonStyle(name);
      return name;
    }
    // Reserve the name first: styles may refer to each other.
    this.styleMap.set(name, name);
    const copy = this.content.importNode(sourceStyle, true) as Element;
    this.fixReferences(copy);
    const targetAutomatic = this.ensureAutomaticStyles();
    const same = elementChildren(targetAutomatic).find((s) => attrNs(s, 'style', 'name') === name);
    if (same && serializeXml(same) === serializeXml(copy)) return name;
    const finalName = same || this.usedStyleNames.has(name) ? this.freeStyleName(`${name}_dd`) : name;
    this.usedStyleNames.add(finalName);
    const nameAttribute = copy.getAttributeNodeNS(NAMESPACES.style[0], 'name');
    copy.setAttributeNS(NAMESPACES.style[0], nameAttribute?.name ?? 'style:name', finalName);
    targetAutomatic.appendChild(copy);
    this.styleMap.set(name, finalName);
    return finalName;
  }

  private ensureAutomaticStyles(): Element {
    const existing = this.automaticStyles(this.content);
    if (existing) return existing;
    const root = this.content.documentElement!;
    const container = this.content.createElementNS(
      NAMESPACES.office[0],
      `${root.prefix ? `${root.prefix}:` : ''}automatic-styles`,
    );
    root.insertBefore(container, child(root, 'office', 'master-styles') ?? child(root, 'office', 'body') ?? null);
    return container;
  }

  /** A common style (styles.xml) the copied content uses: copied when the target lacks it. */
  private importCommonStyle(name: string) {
    if (this.usedStyleNames.has(name)) return;
    const sourceCommon = child(this.stylesOfSource()?.documentElement ?? undefined, 'office', 'styles');
    const style = sourceCommon
      ? elementChildren(sourceCommon).find((s) => attrNs(s, 'style', 'name') === name)
      : undefined;
    const targetStyles = this.stylesOfTarget();
    const targetCommon = child(targetStyles?.documentElement ?? undefined, 'office', 'styles');
    if (!style || !targetStyles || !targetCommon) return;
    this.usedStyleNames.add(name);
    const copy = targetStyles.importNode(style, true) as Element;
    targetCommon.appendChild(copy);
    this.stylesEdited = true;
    const parent = attrNs(copy, 'style', 'parent-style-name');
    if (parent) this.importCommonStyle(parent);
  }

  save(): Uint8Array {
    const replaced = new Map<string, string | Uint8Array>();
    replaced.set('content.xml', serializeXml(this.content));
    if (this.stylesEdited && this.targetStyles) replaced.set('styles.xml', serializeXml(this.targetStyles));
    for (const [name, bytes] of this.linkedParts.added) replaced.set(name, bytes);
    const manifest = this.targetZip.text('META-INF/manifest.xml');
    if (manifest && this.linkedParts.manifestAdditions.length)
      replaced.set('META-INF/manifest.xml', manifestWith(manifest, this.linkedParts.manifestAdditions));
    return packageWithParts(this.targetBytes, replaced, this.targetZip);
  }
}

/**
 * Checks a written presentation: the ODF package rules (mimetype first and stored, well-formed
 * parts, complete manifest, unique style names), a presentation mimetype, every picture a page
 * refers to present and every xml:id / draw:id used once (flaws the `inputs` decks already had
 * excepted), unique page names. The engine reads the result back with its ODP reader right after.
 */
export function validateOdpPackage(bytes: Uint8Array, inputs?: ValidationInputs): ReaderWarning[] {
  const warnings = validateOdfPackage(bytes, inputs);
  const zip = ZipArchive.of(bytes, inputs?.archives?.result);
  if (!(zip.text('mimetype') ?? '').startsWith(MIMETYPE))
    throw new CorruptDocumentError('the result is not an OpenDocument presentation (mimetype)');
  const content = parseXml(zip.text('content.xml') ?? '', 'content.xml');
  const presentation = child(child(content.documentElement!, 'office', 'body'), 'office', 'presentation');
  if (!presentation) throw new CorruptDocumentError('content.xml has no office:presentation body');
  const names = new Set<string>();
  for (const page of children(presentation, 'draw', 'page')) {
    const name = attrNs(page, 'draw', 'name');
    if (name && names.has(name)) throw new CorruptDocumentError(`the page name '${name}' is used twice`);
    if (name) names.add(name);
  }
  const flaws = flawsOf(zip, content);
  // The decks are read only when the result has a flaw to excuse: most results have none.
  const inherited =
    flaws.missingParts.length || flaws.duplicateIds.length
      ? inheritedFlaws(inputs)
      : { missingParts: [], duplicateIds: [] };
  const missing = flaws.missingParts.find((path) => !inherited.missingParts.includes(path));
  if (missing !== undefined) throw new CorruptDocumentError(`content.xml refers to the missing part '${missing}'`);
  const duplicate = flaws.duplicateIds.find((id) => !inherited.duplicateIds.includes(id));
  if (duplicate !== undefined) throw new CorruptDocumentError(`content.xml uses the id '${duplicate}' twice`);
  return warnings;
}
