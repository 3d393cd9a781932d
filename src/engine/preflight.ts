import { DEFAULT_ARCHIVE_LIMITS, looksLikeZip, ZipArchive } from './archive/zip';
import { isCompoundFile, unlockOfficeDocument } from './crypto/ooxml';
import { ArchiveLimitError } from './errors';
import { assertXmlDepth, XmlTooDeepError } from './formats/shared/xml-depth';

/** The bytes and name of a document, as the engine's operations take it. */
interface InputDocument {
  bytes: Uint8Array;
  fileName?: string;
  password?: string;
}

/** XML parts up to this size are inflated and scanned for depth; larger ones only have their expansion checked. */
const DEPTH_SCAN_BYTES = 64 * 1024 * 1024;

/**
 * The engine's archive and depth limits applied to a document before anything heavier sees it:
 * LibreOffice (info's page count, previews, conversions, viewer pages) has no zip-bomb or depth
 * limit of its own, and left to itself spends minutes and gigabytes on a package the engine's
 * readers refuse in milliseconds. Every entry's declared size and ratio are checked, every XML
 * part is inflated under the same caps as the readers use and scanned for nesting depth.
 *
 * Only these limits are enforced here: a document damaged in any other way (bad CRC, not a
 * ZIP at all, a wrong password) is left for the operation itself, which reports it in its own
 * words. Throws ArchiveLimitError or XmlTooDeepError, the errors the readers would throw.
 */
export async function checkDocumentLimits(input: InputDocument): Promise<void> {
  let bytes = input.bytes;
  if (isCompoundFile(bytes) || !looksLikeZip(bytes)) {
    // An encrypted package is checked as what LibreOffice will be given: the decrypted one.
    try {
      bytes = await unlockOfficeDocument(bytes, input.password);
    } catch {
      return;
    }
  }
  if (!looksLikeZip(bytes)) return;
  try {
    const archive = new ZipArchive(bytes);
    const entries = archive.rawEntries();
    const limits = DEFAULT_ARCHIVE_LIMITS;
    let declared = 0;
    for (const entry of entries) {
      declared += entry.size;
      if (entry.size > limits.maxEntryBytes)
        throw new ArchiveLimitError(`part '${entry.name}' expands beyond ${limits.maxEntryBytes} bytes (zip bomb?)`);
      if (entry.size > 1024 * 1024 && entry.size / Math.max(1, entry.compressedSize) > limits.maxRatio)
        throw new ArchiveLimitError(
          `part '${entry.name}' has a compression ratio over ${limits.maxRatio}:1 (zip bomb?)`,
        );
    }
    if (declared > limits.maxTotalBytes)
      throw new ArchiveLimitError(`the package expands beyond ${limits.maxTotalBytes} bytes (zip bomb?)`);
    for (const entry of entries) {
      if (!/\.(xml|rels)$/i.test(entry.name) || entry.size > DEPTH_SCAN_BYTES) continue;
      // read() caps inflation at the declared size, so a lying size field cannot get past this.
      assertXmlDepth(new TextDecoder().decode(archive.read(entry.name, { keep: false })), entry.name);
    }
  } catch (error) {
    if (error instanceof ArchiveLimitError || error instanceof XmlTooDeepError) {
      if (!error.fileName) error.fileName = input.fileName;
      throw error;
    }
  }
}
