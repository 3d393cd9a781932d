import type { Document, Element } from '@xmldom/xmldom';
import { ZipArchive } from '../../../archive/zip';
import { CorruptDocumentError } from '../../../errors';
import { manifestWith, rebuildPackage, validateOdfPackage } from '../../word/odt/write/package';
import { readOdp } from '../odp';
import { attrNs, child, children, elements, parseXml, serializeXml } from '../xml';

/**
 * The two OpenDocument presentations a result is made from: the target's content.xml (and
 * styles.xml when a restored slide needs a common style it lacks) edited as DOMs, the source's
 * read to copy slides, shapes and paragraphs back. Copied content brings what it refers to: its
 * automatic styles (renamed when the target uses the name for something else), common styles
 * the target lacks, and pictures and embedded objects (renamed when the target has other bytes
 * under the name, and listed in the manifest).
 */

const MIMETYPE = 'application/vnd.oasis.opendocument.presentation';
const MEDIA_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', bmp: 'image/bmp', tif: 'image/tiff', tiff: 'image/tiff', wmf: 'image/x-wmf', emf: 'image/x-emf', xml: 'text/xml' };

export function isOdpPackage(bytes: Uint8Array): boolean {
  try {
    const zip = new ZipArchive(bytes);
    return !zip.has('[Content_Types].xml') && (zip.text('mimetype') ?? '').startsWith('application/vnd.oasis.opendocument.presentation');
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
  private readonly added = new Map<string, Uint8Array>();
  private readonly manifestAdditions: { path: string; mediaType: string }[] = [];
  private readonly copiedResources = new Map<string, string>();
  private readonly styleMap = new Map<string, string>();
  private readonly usedStyleNames = new Set<string>();

  constructor(
    sourceBytes: Uint8Array,
    private readonly targetBytes: Uint8Array,
  ) {
    this.sourceZip = new ZipArchive(sourceBytes);
    this.targetZip = new ZipArchive(targetBytes);
    this.content = parseXml(this.requireText(this.targetZip, 'content.xml'), 'content.xml');
    this.sourceContent = parseXml(this.requireText(this.sourceZip, 'content.xml'), 'content.xml');
    for (const container of [this.automaticStyles(this.content), ...this.styleContainers(this.stylesOfTarget())]) {
      for (const style of container ? elements(container) : []) {
        const name = attrNs(style, 'style', 'name');
        if (name) this.usedStyleNames.add(name);
      }
    }
  }

  private requireText(zip: ZipArchive, part: string): string {
    const text = zip.text(part);
    if (text === undefined) throw new CorruptDocumentError(`the OpenDocument package has no '${part}'`);
    return text;
  }

  stylesOfTarget(): Document | undefined {
    if (this.targetStyles === undefined && this.targetZip.has('styles.xml')) this.targetStyles = parseXml(this.targetZip.text('styles.xml')!, 'styles.xml');
    return this.targetStyles;
  }

  private stylesOfSource(): Document | undefined {
    if (this.sourceStyles === undefined && this.sourceZip.has('styles.xml')) this.sourceStyles = parseXml(this.sourceZip.text('styles.xml')!, 'styles.xml');
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
    return children(masters, 'style', 'master-page').map((m) => attrNs(m, 'style', 'name') ?? '').filter(Boolean);
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
   * pictures and objects made valid there.
   */
  importFromSource(node: Element): Element {
    const copy = this.content.importNode(node, true) as Element;
    this.fixReferences(copy);
    return copy;
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
        } else if (local === 'href' && attribute.namespaceURI === 'http://www.w3.org/1999/xlink') set(this.importResource(attribute.value));
      }
      for (const childElement of elements(element)) visit(childElement);
    };
    visit(root);
  }

  /** The target name for a style the source's content refers to, copying it over when needed. */
  private importStyle(name: string): string {
    const mapped = this.styleMap.get(name);
    if (mapped !== undefined) return mapped;
    const sourceStyle = elements(this.automaticStyles(this.sourceContent) ?? this.sourceContent.documentElement!).find((s) => attrNs(s, 'style', 'name') === name);
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
    const same = elements(targetAutomatic).find((s) => attrNs(s, 'style', 'name') === name);
    if (same && serializeXml(same) === serializeXml(copy)) return name;
    const finalName = same || this.usedStyleNames.has(name) ? this.freeStyleName(`${name}_dd`) : name;
    this.usedStyleNames.add(finalName);
    const nameAttribute = copy.getAttributeNodeNS('urn:oasis:names:tc:opendocument:xmlns:style:1.0', 'name');
    copy.setAttributeNS('urn:oasis:names:tc:opendocument:xmlns:style:1.0', nameAttribute?.name ?? 'style:name', finalName);
    targetAutomatic.appendChild(copy);
    this.styleMap.set(name, finalName);
    return finalName;
  }

  private ensureAutomaticStyles(): Element {
    const existing = this.automaticStyles(this.content);
    if (existing) return existing;
    const root = this.content.documentElement!;
    const container = this.content.createElementNS('urn:oasis:names:tc:opendocument:xmlns:office:1.0', `${root.prefix ? `${root.prefix}:` : ''}automatic-styles`);
    root.insertBefore(container, child(root, 'office', 'master-styles') ?? child(root, 'office', 'body') ?? null);
    return container;
  }

  /** A common style (styles.xml) the copied content uses: copied when the target lacks it. */
  private importCommonStyle(name: string) {
    if (this.usedStyleNames.has(name)) return;
    const sourceCommon = child(this.stylesOfSource()?.documentElement ?? undefined, 'office', 'styles');
    const style = sourceCommon ? elements(sourceCommon).find((s) => attrNs(s, 'style', 'name') === name) : undefined;
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

  /** The target path for a picture or object the copied content refers to. */
  private importResource(href: string): string {
    if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
    const dotSlash = href.startsWith('./');
    const path = href.replace(/^\.\//, '');
    const done = this.copiedResources.get(path);
    if (done !== undefined) return (dotSlash ? './' : '') + done;
    const sourceFiles = this.sourceZip.has(path) ? [path] : this.sourceZip.names().filter((n) => n.startsWith(`${path}/`));
    if (!sourceFiles.length) return href;
    const identical = sourceFiles.every((file) => this.targetZip.has(file) && equalBytes(this.targetZip.read(file), this.sourceZip.read(file)));
    let name = path;
    if (!identical) {
      const slash = path.lastIndexOf('/');
      const folder = slash < 0 ? '' : path.slice(0, slash + 1);
      const base = path.slice(slash + 1);
      for (let n = 1; this.pathTaken(name); n++) name = `${folder}dd${n}-${base}`;
      const sourceManifest = this.sourceManifestTypes();
      for (const file of sourceFiles) {
        const newFile = name + file.slice(path.length);
        this.added.set(newFile, this.sourceZip.read(file));
        const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
        this.manifestAdditions.push({ path: newFile, mediaType: sourceManifest.get(file) ?? MEDIA_TYPES[extension] ?? 'application/octet-stream' });
      }
      if (!this.sourceZip.has(path)) this.manifestAdditions.push({ path: `${name}/`, mediaType: sourceManifest.get(`${path}/`) ?? '' });
    }
    this.copiedResources.set(path, name);
    return (dotSlash ? './' : '') + name;
  }

  private pathTaken(path: string): boolean {
    return this.targetZip.has(path) || this.added.has(path) || this.targetZip.names().some((n) => n.startsWith(`${path}/`)) || [...this.added.keys()].some((n) => n.startsWith(`${path}/`));
  }

  private manifestTypes?: Map<string, string>;

  private sourceManifestTypes(): Map<string, string> {
    if (this.manifestTypes) return this.manifestTypes;
    const types = new Map<string, string>();
    const text = this.sourceZip.text('META-INF/manifest.xml');
    if (text) {
      for (const entry of elements(parseXml(text, 'META-INF/manifest.xml').documentElement!)) {
        const path = entry.getAttributeNS('urn:oasis:names:tc:opendocument:xmlns:manifest:1.0', 'full-path');
        if (path) types.set(path, entry.getAttributeNS('urn:oasis:names:tc:opendocument:xmlns:manifest:1.0', 'media-type') ?? '');
      }
    }
    this.manifestTypes = types;
    return types;
  }

  save(): Uint8Array {
    const replaced = new Map<string, string | Uint8Array>();
    replaced.set('content.xml', serializeXml(this.content));
    if (this.stylesEdited && this.targetStyles) replaced.set('styles.xml', serializeXml(this.targetStyles));
    for (const [name, bytes] of this.added) replaced.set(name, bytes);
    const manifest = this.targetZip.text('META-INF/manifest.xml');
    if (manifest && this.manifestAdditions.length) replaced.set('META-INF/manifest.xml', manifestWith(manifest, this.manifestAdditions));
    return rebuildPackage(this.targetBytes, replaced);
  }
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Checks a written presentation: the ODF package rules (mimetype first and stored, well-formed
 * parts, complete manifest, unique style names), a presentation mimetype, every picture a page
 * refers to present, unique page names, and a clean re-read by the ODP reader.
 */
export function validateOdpPackage(bytes: Uint8Array): void {
  validateOdfPackage(bytes);
  const zip = new ZipArchive(bytes);
  if (!(zip.text('mimetype') ?? '').startsWith(MIMETYPE)) throw new CorruptDocumentError('the result is not an OpenDocument presentation (mimetype)');
  const content = parseXml(zip.text('content.xml') ?? '', 'content.xml');
  const presentation = child(child(content.documentElement!, 'office', 'body'), 'office', 'presentation');
  if (!presentation) throw new CorruptDocumentError('content.xml has no office:presentation body');
  const names = new Set<string>();
  for (const page of children(presentation, 'draw', 'page')) {
    const name = attrNs(page, 'draw', 'name');
    if (name && names.has(name)) throw new CorruptDocumentError(`the page name '${name}' is used twice`);
    if (name) names.add(name);
  }
  for (const element of Array.from(content.getElementsByTagNameNS('*', '*') as unknown as ArrayLike<Element>)) {
    const href = element.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
    if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || element.localName === 'a') continue;
    const path = href.replace(/^\.\//, '');
    if (!zip.has(path) && !zip.names().some((n) => n.startsWith(`${path}/`))) throw new CorruptDocumentError(`content.xml refers to the missing part '${path}'`);
  }
  readOdp(bytes);
}
