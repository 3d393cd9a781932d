import { ZipArchive } from '../../archive/zip';
import { CorruptDocumentError } from '../../errors';
import { checkXml } from './xml-check';
import { malformedPartFlaw, type PackageFlaw } from '../shared/inherited-flaws';
import { readRelationships } from './opc';

/**
 * The package-level checks every written OPC result needs (Word, Visio): [Content_Types].xml
 * covers every part, every XML part is well-formed, and every internal relationship target
 * exists. `checkPart` lets a family check an XML part's content in the same pass: it parses the
 * part itself (with checkXml) and reports flaws or throws; parts it is not given are parsed here
 * for well-formedness only. A part that is not well-formed is a flaw (so one an input already
 * had can be excused); an unreadable package or a part past the depth limit throws. `pkg`: the
 * bytes, or the bytes with the archive already opened from them.
 */
export function opcPackageFlaws(
  pkg: Uint8Array | { bytes: Uint8Array; archive?: ZipArchive },
  checkPart?: (name: string, text: string, flaw: (key: string, message: string) => void) => void,
): PackageFlaw[] {
  const flaws: PackageFlaw[] = [];
  const flaw = (key: string, message: string) => flaws.push({ key, message });
  const { bytes, archive } = pkg instanceof Uint8Array ? { bytes: pkg, archive: undefined } : pkg;
  let zip: ZipArchive;
  try {
    zip = ZipArchive.of(bytes, archive);
  } catch (error) {
    throw new CorruptDocumentError(`the result is not a readable package (${(error as Error).message})`);
  }
  const types = zip.text('[Content_Types].xml');
  if (types === undefined) throw new CorruptDocumentError('the package has no [Content_Types].xml');
  const defaults = new Set<string>();
  const overrides = new Set<string>();
  // Parts without a content type can only be told when [Content_Types].xml itself parses.
  let typesRead = true;
  try {
    wellFormed(types, '[Content_Types].xml', (name, attributes) => {
      const local = name.slice(name.indexOf(':') + 1);
      if (local === 'Default' && attributes.Extension !== undefined) defaults.add(attributes.Extension.toLowerCase());
      if (local === 'Override' && attributes.PartName !== undefined)
        overrides.add(decodeName(attributes.PartName).replace(/^\//, '').toLowerCase());
    });
  } catch (error) {
    flaws.push(malformedPartFlaw(error));
    typesRead = false;
  }
  for (const name of zip.names()) {
    if (name === '[Content_Types].xml') continue;
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    if (typesRead && !overrides.has(name.toLowerCase()) && !defaults.has(extension))
      flaw(`untyped:${name}`, `part '${name}' has no content type in [Content_Types].xml`);
    if (!/\.(xml|rels|vml)$/i.test(name)) continue;
    const text = zip.text(name) ?? '';
    try {
      if (checkPart) checkPart(name, text, flaw);
      else wellFormed(text, name);
    } catch (error) {
      flaws.push(malformedPartFlaw(error));
      continue;
    }
    if (name.endsWith('.rels')) {
      const source = name.replace(/_rels\/([^/]*)\.rels$/, '$1');
      for (const rel of readRelationships(zip, source === '.rels' || name === '_rels/.rels' ? '' : source).values()) {
        if (!rel.external && rel.target && !zip.has(rel.target))
          flaw(
            `dangling:${name}>${rel.target}`,
            `relationship ${rel.id} of '${name}' points at missing part '${rel.target}'`,
          );
      }
    }
  }
  return flaws;
}

/** Checks a part strictly, handing each start tag to `onTag`; throws when it is not well-formed. */
function wellFormed(
  text: string,
  part: string,
  onTag?: (name: string, attributes: Record<string, string>) => void,
): void {
  checkXml(text, part, onTag ? { open: (tag) => onTag(tag.name, tag.attributes as Record<string, string>) } : {});
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
