import { ZipArchive } from '../../archive/zip';
import { CorruptDocumentError } from '../../errors';
import type { ReaderWarning } from '../../model/document';
import { excuseInheritedFlaws, malformedPartFlaw, type PackageFlaw } from '../shared/inherited-flaws';
import type { ResultOutput, ValidationInputs } from '../writer';
import { EditablePackage } from './editable-package';
import { ODF_MEDIA_TYPES } from './odf-linked-parts';
import { attr, childrenNamed, elementChildren, firstChildNamed, parseXml, qname } from './xml-dom';
import { NAMESPACES } from './namespaces';
import { checkXml } from './xml-check';
import { escapeXml } from './xml-escape';

/**
 * The ODF package around the edited parts: every entry not edited is copied as it was, in its
 * order, with `mimetype` first and stored; added parts are listed in the manifest.
 */

/** manifest.xml with entries added for parts it does not list yet. */
export function manifestWith(manifestXml: string, parts: { path: string; mediaType: string }[]): string {
  let out = manifestXml;
  for (const { path, mediaType } of parts) {
    const entry = `manifest:full-path="${escapeXml(path)}"`;
    if (out.includes(entry)) continue;
    out = out.replace(
      /<\/manifest:manifest>\s*$/,
      () => ` <manifest:file-entry ${entry} manifest:media-type="${escapeXml(mediaType)}"/>\n</manifest:manifest>`,
    );
  }
  return out;
}

const MANIFEST = 'META-INF/manifest.xml';
/** Parts a package may do without (ODF 1.3 part 2, 3.1 and 4): no reader needs them to open it. */
const OPTIONAL_PARTS = ['meta.xml', 'settings.xml', 'manifest.rdf'];

/**
 * A written ODF package with the target's unreadable extras repaired: an optional part that
 * does not parse (meta.xml, settings.xml, manifest.rdf) left out, and a manifest that is missing
 * or does not parse written anew from the parts. The writers copy such parts unread, and
 * LibreOffice refuses a package with any of them ("source file could not be loaded"), so without
 * this a result would open nowhere its target did not, no worse but no use either. Each repair is
 * a warning; a package with nothing to repair comes back as it was.
 */
export function repairOdfPackage(output: ResultOutput): ResultOutput {
  const archive = ZipArchive.of(output.bytes, output.archive);
  if (!archive.has('mimetype')) return { ...output, archive };
  const warnings = [...output.warnings];
  const dropped = OPTIONAL_PARTS.filter((part) => {
    const problem = archive.has(part) ? xmlProblem(archive.text(part) ?? '', part) : undefined;
    if (problem)
      warnings.push({
        code: 'unreadable-part-left-out',
        message: `${problem}; the result leaves it out, which readers allow (LibreOffice does not open the package with it)`,
      });
    return problem !== undefined;
  });
  const manifestProblem = archive.has(MANIFEST)
    ? xmlProblem(archive.text(MANIFEST) ?? '', MANIFEST)
    : 'the package has no META-INF/manifest.xml';
  if (!dropped.length && !manifestProblem) return { ...output, archive };
  const pkg = EditablePackage.open(output.bytes);
  for (const part of dropped) pkg.remove(part);
  if (manifestProblem) {
    pkg.put(MANIFEST, manifestFor(pkg));
    warnings.push({
      code: 'manifest-rewritten',
      message: `${manifestProblem}; the result has a manifest written anew from its parts`,
    });
  } else {
    const manifest = pkg.xmlPart(MANIFEST)!;
    for (const entry of elementChildren(manifest.root))
      if (entry.localName === 'file-entry' && dropped.includes(attr(entry, 'manifest:full-path') ?? '')) {
        manifest.root.removeChild(entry);
        manifest.markDirty();
      }
  }
  return { bytes: pkg.save(), warnings };
}

/** What is wrong with a part as a strict parser reads it, or undefined when it parses (empty placeholders do). */
function xmlProblem(text: string, part: string): string | undefined {
  if (!text.trim()) return undefined;
  try {
    checkXml(text, part);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Embedded objects (`Object 1/`) by their content's body element, as LibreOffice lists them. */
const OBJECT_TYPES: [RegExp, string][] = [
  [/<office:chart\b/, 'application/vnd.oasis.opendocument.chart'],
  [/<office:spreadsheet\b/, 'application/vnd.oasis.opendocument.spreadsheet'],
  [/<office:presentation\b/, 'application/vnd.oasis.opendocument.presentation'],
  [/<office:drawing\b/, 'application/vnd.oasis.opendocument.graphics'],
  [/<office:text\b/, 'application/vnd.oasis.opendocument.text'],
  [/<math\b|<math:math\b/, 'application/vnd.oasis.opendocument.formula'],
];

/** A manifest listing the package, every part and every embedded object's folder. */
function manifestFor(pkg: EditablePackage): string {
  const entries: [string, string][] = [['/', new TextDecoder().decode(pkg.bytes('mimetype')).trim()]];
  for (const name of pkg.names()) {
    if (name === 'mimetype' || name.startsWith('META-INF/') || name.endsWith('/')) continue;
    const folder = name.slice(0, name.lastIndexOf('/') + 1);
    if (folder && name === `${folder}content.xml`) {
      const content = pkg.text(name) ?? '';
      const type = OBJECT_TYPES.find(([pattern]) => pattern.test(content))?.[1];
      if (type) entries.push([folder, type]);
    }
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    entries.push([name, name.includes('.') ? (ODF_MEDIA_TYPES[extension] ?? '') : '']);
  }
  const lines = entries.map(
    ([path, type]) =>
      ` <manifest:file-entry manifest:full-path="${escapeXml(path)}" manifest:media-type="${escapeXml(type)}"/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="${NAMESPACES.manifest[0]}" manifest:version="1.2">\n${lines.join('\n')}\n</manifest:manifest>\n`;
}

/**
 * Checks a written ODT: mimetype first and stored, every XML part well-formed, every part listed
 * in the manifest, no duplicate style names, no duplicate change ids. Flaws the `inputs` already
 * had come back as warnings; the first one the writer made throws.
 */
export function validateOdfPackage(bytes: Uint8Array, inputs?: ValidationInputs): ReaderWarning[] {
  return excuseInheritedFlaws(odfPackageFlaws(bytes, inputs?.archives?.result), inputs, odfPackageFlaws);
}

/** The flaws of an ODF package a reader gets over (a part that does not parse among them); a package that is no ODF package at all throws. */
function odfPackageFlaws(bytes: Uint8Array, opened?: ZipArchive): PackageFlaw[] {
  const flaws: PackageFlaw[] = [];
  const flaw = (key: string, message: string) => flaws.push({ key, message });
  if (bytes.length < 30 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) {
    throw new CorruptDocumentError('the result is not a ZIP package');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const method = view.getUint16(8, true);
  const nameLength = view.getUint16(26, true);
  const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + nameLength));
  // Flaws rather than refusals: they are how an input may have come (a package re-zipped by a
  // general ZIP tool), and a writer that keeps them is no worse than its input.
  if (firstName !== 'mimetype') flaw('mimetype-not-first', `the first entry is '${firstName}', not 'mimetype'`);
  else if (method !== 0) flaw('mimetype-compressed', "the 'mimetype' entry is compressed; it must be stored");
  const archive = ZipArchive.of(bytes, opened);
  const docs = new Map<string, ReturnType<typeof parseXml>>();
  for (const name of archive.names()) {
    if (!/\.(xml|rdf)$/i.test(name)) continue;
    const text = archive.text(name) ?? '';
    // Producers leave empty placeholder parts (Configurations2/accelerator/current.xml).
    if (!text.trim()) continue;
    try {
      docs.set(name, parseXml(text, name));
    } catch (error) {
      // A part copied unread (settings.xml) may have been so in an input: then it is excused.
      flaws.push(malformedPartFlaw(error));
    }
  }
  // A manifest that is missing, or that does not parse (its flaw is recorded above), lists
  // nothing: an input may have come so (LibreOffice repairs such a package), so it is a flaw
  // the inputs can excuse rather than a refusal.
  const manifest = docs.get('META-INF/manifest.xml');
  if (!archive.has('META-INF/manifest.xml')) flaw('no-manifest', 'the package has no META-INF/manifest.xml');
  if (manifest) {
    const listed = new Set(
      childrenNamed(manifest.documentElement!, 'manifest:file-entry').map((e) => attr(e, 'manifest:full-path') ?? ''),
    );
    for (const name of archive.names()) {
      if (name === 'mimetype' || name.startsWith('META-INF/')) continue;
      if (!listed.has(name)) flaw(`unlisted:${name}`, `part '${name}' is not listed in META-INF/manifest.xml`);
    }
  }
  for (const part of ['content.xml', 'styles.xml']) {
    const doc = docs.get(part);
    if (!doc) continue;
    const root = doc.documentElement!;
    for (const container of ['office:automatic-styles', 'office:styles']) {
      const element = firstChildNamed(root, container);
      if (!element) continue;
      const names = new Set<string>();
      for (const style of elementChildren(element)) {
        const name = attr(style, 'style:name');
        if (!name) continue;
        const key = `${qname(style)}|${attr(style, 'style:family') ?? ''}|${name}`;
        if (names.has(key))
          flaw(`style:${part}:${container}:${key}`, `${part}: style '${name}' is defined twice in ${container}`);
        names.add(key);
      }
    }
    const ids = new Set<string>();
    const regions = Array.from(root.getElementsByTagNameNS(NAMESPACES.text[0], 'changed-region'));
    for (const region of regions) {
      const id = attr(region, 'text:id') ?? attr(region, 'xml:id');
      if (!id) {
        flaw(`change-without-id:${part}`, `${part}: a text:changed-region has no id`);
        continue;
      }
      if (ids.has(id)) flaw(`change-id:${part}:${id}`, `${part}: change id '${id}' is used twice`);
      ids.add(id);
    }
    const markers = ['change', 'change-start', 'change-end'].flatMap((local) =>
      Array.from(root.getElementsByTagNameNS(NAMESPACES.text[0], local)),
    );
    for (const marker of markers) {
      const id = attr(marker, 'text:change-id');
      if (!id || !ids.has(id))
        flaw(
          `unknown-change:${part}:${id ?? ''}`,
          `${part}: text:${marker.localName} refers to unknown change '${id ?? ''}'`,
        );
    }
  }
  return flaws;
}
