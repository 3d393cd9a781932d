import type OfficeCryptoModule from 'officecrypto-tool';
import type { ZipArchive } from '../archive/zip';
import { PasswordRequiredError, UnsupportedFormatError, WrongPasswordError } from '../errors';
import { withOdfMimetype } from '../formats/package/odf-type';
import { isEncryptedOdf } from './odf-detect';

type OfficeCrypto = typeof OfficeCryptoModule;

/**
 * Password-protected Office documents: an OLE compound file holding EncryptionInfo and
 * EncryptedPackage (ECMA-376 Agile or Standard encryption). officecrypto-tool does the
 * cryptography; it loads only when a protected file is met.
 */

/** True for an OLE compound file (D0 CF 11 E0 A1 B1 1A E1). */
export function isCompoundFile(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 8 &&
    bytes[0] === 0xd0 &&
    bytes[1] === 0xcf &&
    bytes[2] === 0x11 &&
    bytes[3] === 0xe0 &&
    bytes[4] === 0xa1 &&
    bytes[5] === 0xb1
  );
}

/**
 * The decrypted package of a protected Office document (OOXML in a compound file, or an
 * OpenDocument package with encrypted entries); an OpenDocument package without its `mimetype`
 * entry gets one, as every reader and writer expects; other bytes are returned unchanged.
 */
export async function unlockOfficeDocument(
  bytes: Uint8Array,
  password: string | undefined,
  archive?: ZipArchive,
): Promise<Uint8Array> {
  if (isEncryptedOdf(bytes, archive)) return (await import('./odf')).decryptOdfPackage(bytes, password, archive);
  if (!isCompoundFile(bytes)) return withOdfMimetype(bytes, archive).bytes;
  const crypto = await loadCrypto();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let encrypted: boolean;
  try {
    encrypted = crypto.isEncrypted(buffer);
  } catch {
    encrypted = false;
  }
  if (!encrypted) return bytes;
  if (password === undefined || password === '') throw new PasswordRequiredError();
  try {
    return new Uint8Array(await crypto.decrypt(buffer, { password }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password/i.test(message)) throw new WrongPasswordError();
    // Never echo the library's message verbatim: it is not about the user's file in user terms.
    throw new UnsupportedFormatError('the document uses an encryption this version cannot decrypt');
  }
}

/** Encrypts an Office package with a password (Agile AES-256 by default, as Office does). */
export async function encryptOfficeDocument(
  bytes: Uint8Array,
  password: string,
  kind: 'agile' | 'standard' = 'agile',
): Promise<Uint8Array> {
  const crypto = await loadCrypto();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Uint8Array(crypto.encrypt(buffer, kind === 'standard' ? { password, type: 'standard' } : { password }));
}

async function loadCrypto(): Promise<OfficeCrypto> {
  const module = (await import('officecrypto-tool')) as OfficeCrypto & { default?: OfficeCrypto };
  return module.default ?? module;
}
