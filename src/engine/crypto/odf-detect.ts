import { looksLikeZip, ZipArchive } from '../archive/zip';

/**
 * Whether bytes are a password-protected OpenDocument package, apart from `odf.ts` so that every
 * comparison can ask without loading the decryption and its XML DOM (most inputs are not protected).
 */

const MANIFEST = 'META-INF/manifest.xml';

/** True when the bytes (`archive`, when already opened from them) are an ODF package whose manifest declares encrypted entries. */
export function isEncryptedOdf(bytes: Uint8Array, archive?: ZipArchive): boolean {
  if (!looksLikeZip(bytes)) return false;
  try {
    const manifest = ZipArchive.of(bytes, archive).text(MANIFEST);
    return manifest !== undefined && /encryption-data/.test(manifest);
  } catch {
    return false;
  }
}
