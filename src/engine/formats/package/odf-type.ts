import { looksLikeZip, ZipArchive } from '../../archive/zip';
import { EditablePackage } from './editable-package';

/**
 * The OpenDocument type of a package that lacks its `mimetype` entry (a package re-zipped by a
 * general ZIP tool, or written by a producer that skips it). LibreOffice opens such files: it
 * takes the type from the manifest's root entry, or failing that from the body content.xml
 * holds. So do we, with a warning.
 */

const BODY_TYPES: Record<string, string> = {
  text: 'application/vnd.oasis.opendocument.text',
  spreadsheet: 'application/vnd.oasis.opendocument.spreadsheet',
  presentation: 'application/vnd.oasis.opendocument.presentation',
};

/** The media type the package's manifest or content says it has, when it has no `mimetype` entry. */
export function odfTypeWithoutMimetype(zip: ZipArchive): string | undefined {
  if (zip.has('mimetype') || zip.has('[Content_Types].xml')) return undefined;
  const manifest = zip.has('META-INF/manifest.xml') ? (zip.text('META-INF/manifest.xml') ?? '') : '';
  for (const entry of manifest.matchAll(/<(?:[\w.-]+:)?file-entry\b[^>]*>/g)) {
    const path = /\s(?:[\w.-]+:)?full-path\s*=\s*["']([^"']*)["']/.exec(entry[0])?.[1];
    const type = /\s(?:[\w.-]+:)?media-type\s*=\s*["']([^"']*)["']/.exec(entry[0])?.[1];
    if (path === '/' && type?.startsWith('application/vnd.oasis.opendocument.')) return type.trim();
  }
  if (!zip.has('content.xml')) return undefined;
  // The body's first child names the kind; it follows the declarations and automatic styles.
  const content = zip.text('content.xml') ?? '';
  const body = /<(?:[\w.-]+:)?body\b[^>]*>\s*<(?:[\w.-]+:)?(text|spreadsheet|presentation)[\s/>]/.exec(content);
  return body ? BODY_TYPES[body[1]] : undefined;
}

/**
 * The package with a stored `mimetype` entry first when it is an OpenDocument file without one,
 * so readers and writers meet the package ODF describes; anything else is returned unchanged.
 * Cheap for the usual inputs: an ODF package names `mimetype` and an OOXML one
 * `[Content_Types].xml` in its first local header, and neither is opened.
 */
export function withOdfMimetype(bytes: Uint8Array, archive?: ZipArchive): { bytes: Uint8Array; mediaType?: string } {
  if (!looksLikeZip(bytes) || bytes.length < 30 || bytes[2] !== 3) return { bytes };
  const nameLength = bytes[26] | (bytes[27] << 8);
  const first = new TextDecoder('latin1').decode(bytes.subarray(30, 30 + nameLength));
  if (first === 'mimetype' || first === '[Content_Types].xml') return { bytes };
  let zip: ZipArchive;
  try {
    zip = ZipArchive.of(bytes, archive);
  } catch {
    // Not for this step to judge: the reader names what is wrong with the archive.
    return { bytes };
  }
  const mediaType = odfTypeWithoutMimetype(zip);
  if (!mediaType) return { bytes };
  const pkg = new EditablePackage(zip);
  pkg.put('mimetype', mediaType);
  return { bytes: pkg.save(), mediaType };
}

/** The warning a reader gives for a package read without its `mimetype` entry. */
export function missingMimetypeWarning(mediaType: string): { code: string; message: string } {
  return {
    code: 'odf-no-mimetype',
    message: `the package has no 'mimetype' entry; read as ${mediaType} from its manifest and content, as LibreOffice does`,
  };
}
