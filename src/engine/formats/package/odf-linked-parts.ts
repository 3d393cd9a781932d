import type { ZipArchive } from '../../archive/zip';
import { sameBytes } from './digest';
import { childElements, parseOdfPart } from './xml-tree';

/** Media types of an ODF package's parts by extension, for manifest entries (what LibreOffice writes). */
export const ODF_MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  wmf: 'image/x-wmf',
  emf: 'image/x-emf',
  xml: 'text/xml',
  rdf: 'application/rdf+xml',
};

/**
 * Carries what content copied from a source ODF package links to — a picture, or an embedded
 * object's sub-document folder (a formula, a chart) — into the result built on the target package.
 * A name the target already uses for other bytes gets a free one: LibreOffice numbers objects
 * "Object 1", "Object 2" in every file, so the same name in two documents is usually another object.
 */
export class OdfLinkedParts {
  /** Parts to add to the result, by path. */
  readonly added = new Map<string, Uint8Array>();
  /** Manifest entries for the added parts and folders. */
  readonly manifestAdditions: { path: string; mediaType: string }[] = [];
  private readonly copied = new Map<string, string>();
  private manifestTypes?: Map<string, string>;

  constructor(
    private readonly sourceZip: ZipArchive,
    private readonly targetZip: ZipArchive,
  ) {}

  /** The href to use in the result for a link of copied source content. */
  hrefFor(href: string): string {
    if (!href || href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
    const dotSlash = href.startsWith('./');
    const path = href.replace(/^\.\//, '');
    const done = this.copied.get(path);
    if (done !== undefined) return (dotSlash ? './' : '') + done;
    const sourceFiles = this.sourceZip.has(path)
      ? [path]
      : this.sourceZip.names().filter((n) => n.startsWith(`${path}/`));
    // A link to nothing in the source stays one; validation knows the source had it.
    if (!sourceFiles.length) return href;
    const identical = sourceFiles.every(
      (file) => this.targetZip.has(file) && sameBytes(this.targetZip.read(file), this.sourceZip.read(file)),
    );
    let name = identical ? path : (this.sameBytesElsewhere(sourceFiles) ?? path);
    if (!identical && name === path) {
      const slash = path.lastIndexOf('/');
      const folder = slash < 0 ? '' : path.slice(0, slash + 1);
      const base = path.slice(slash + 1);
      for (let n = 1; this.pathTaken(name); n++) name = `${folder}dd${n}-${base}`;
      const sourceManifest = this.sourceManifestTypes();
      for (const file of sourceFiles) {
        const newFile = name + file.slice(path.length);
        this.added.set(newFile, this.sourceZip.read(file));
        const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
        this.manifestAdditions.push({
          path: newFile,
          mediaType: sourceManifest.get(file) ?? ODF_MEDIA_TYPES[extension] ?? 'application/octet-stream',
        });
      }
      if (!this.sourceZip.has(path))
        this.manifestAdditions.push({ path: `${name}/`, mediaType: sourceManifest.get(`${path}/`) ?? '' });
    }
    this.copied.set(path, name);
    return (dotSlash ? './' : '') + name;
  }

  /** A single picture's part already in the result under another name with the same bytes. */
  private sameBytesElsewhere(sourceFiles: string[]): string | undefined {
    if (sourceFiles.length !== 1 || !this.sourceZip.has(sourceFiles[0])) return undefined;
    const bytes = this.sourceZip.read(sourceFiles[0]);
    for (const name of this.targetZip.names()) {
      if (
        name.endsWith('/') ||
        name === 'mimetype' ||
        name.startsWith('META-INF/') ||
        name.startsWith('Thumbnails/') ||
        this.targetZip.size(name) !== bytes.length
      )
        continue;
      if (sameBytes(this.targetZip.read(name), bytes)) return name;
    }
    for (const [name, added] of this.added) if (sameBytes(added, bytes)) return name;
    return undefined;
  }

  private pathTaken(path: string): boolean {
    return (
      this.targetZip.has(path) ||
      this.added.has(path) ||
      this.targetZip.names().some((n) => n.startsWith(`${path}/`)) ||
      [...this.added.keys()].some((n) => n.startsWith(`${path}/`))
    );
  }

  private sourceManifestTypes(): Map<string, string> {
    if (this.manifestTypes) return this.manifestTypes;
    const types = new Map<string, string>();
    const text = this.sourceZip.text('META-INF/manifest.xml');
    try {
      const entries = text ? childElements(parseOdfPart(text, 'META-INF/manifest.xml'), 'manifest:file-entry') : [];
      for (const entry of entries) {
        const path = entry.attrs['manifest:full-path'];
        if (path) types.set(path, entry.attrs['manifest:media-type'] ?? '');
      }
    } catch {
      // The readers get over an unreadable manifest (a warning); media types then come from file names.
    }
    this.manifestTypes = types;
    return types;
  }
}
