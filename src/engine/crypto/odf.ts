import { createCipheriv, createDecipheriv, createHash, pbkdf2Sync, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { DEFAULT_ARCHIVE_LIMITS, ZipArchive, crc32 } from '../archive/zip';
import { deflatedEntry, writeZip, type RawEntry } from '../archive/zip-writer';
import {
  ArchiveLimitError,
  CorruptDocumentError,
  PasswordRequiredError,
  UnsupportedFormatError,
  WrongPasswordError,
} from '../errors';
import { NAMESPACES } from '../formats/package/namespaces';
import {
  attr,
  children,
  createElement,
  parseXml,
  serializeXml,
  setAttr,
  type Document,
  type Element,
} from '../formats/package/xml-dom';

/**
 * Password-protected OpenDocument packages (ODF 1.2 part 3, §3.8 and §4.8): every part but
 * `mimetype` and `META-INF/` is deflated, then encrypted with AES-256-CBC under a key derived
 * by PBKDF2-HMAC-SHA1 from the SHA-256 of the password, and stored; the manifest says how, per
 * entry. Written by hand on node:crypto: no maintained npm library reads or writes this scheme
 * (LibreOffice is the reference; the tests open our results in it with the password).
 */

export { isEncryptedOdf } from './odf-detect';

const MANIFEST_NS = NAMESPACES.manifest[0];
const MANIFEST = 'META-INF/manifest.xml';
const AES256_CBC = 'http://www.w3.org/2001/04/xmlenc#aes256-cbc';
const SHA256 = 'http://www.w3.org/2000/09/xmldsig#sha256';
const SHA256_1K = `${MANIFEST_NS}#sha256-1k`;
const CHECKSUM_BYTES = 1024;

export interface OdfEncryptionOptions {
  /** PBKDF2 rounds; LibreOffice writes 100,000. */
  iterations?: number;
}

/**
 * Encrypts an ODF package with a password. Thumbnails are left out: a preview picture of an
 * encrypted document would show its first page to anyone.
 */
function readManifest(zip: ZipArchive): { manifest: Document; root: Element } {
  const manifestText = zip.text(MANIFEST);
  if (manifestText === undefined) throw new CorruptDocumentError('the OpenDocument package has no manifest');
  const manifest = parseXml(manifestText, MANIFEST);
  return { manifest, root: manifest.documentElement! };
}

export function encryptOdfPackage(bytes: Uint8Array, password: string, options: OdfEncryptionOptions = {}): Uint8Array {
  const zip = new ZipArchive(bytes);
  const { manifest, root } = readManifest(zip);
  const iterations = options.iterations ?? 100_000;
  // One salt and so one derived key for the package (PBKDF2 once, not per part); every part
  // still gets its own random IV.
  const salt = randomBytes(16);
  const key = deriveKey(password, salt, iterations, 32);
  const entriesByPath = new Map<string, Element>();
  for (const element of fileEntries(root)) entriesByPath.set(attr(element, 'manifest:full-path') ?? '', element);
  const out: RawEntry[] = [];
  const mimetype = zip.has('mimetype') ? zip.read('mimetype') : undefined;
  if (mimetype)
    out.push({
      name: 'mimetype',
      method: 0,
      crc: crc32(mimetype),
      compressedSize: mimetype.length,
      size: mimetype.length,
      data: mimetype,
    });
  for (const name of zip.names()) {
    if (name === 'mimetype' || name === MANIFEST) continue;
    if (name.startsWith('Thumbnails/')) {
      const entry = entriesByPath.get(name);
      entry?.parentNode?.removeChild(entry);
      continue;
    }
    const plain = zip.read(name);
    if (name.startsWith('META-INF/')) {
      out.push(deflatedEntry(name, plain));
      continue;
    }
    let entry = entriesByPath.get(name);
    if (!entry) {
      entry = createElement(manifest, 'manifest:file-entry', { 'manifest:full-path': name, 'manifest:media-type': '' });
      root.appendChild(entry);
    }
    const compressed = deflateRawSync(plain, { level: 6 });
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    // PKCS#7 padding is one of the paddings W3C XML Encryption's block padding allows.
    const encrypted = new Uint8Array(Buffer.concat([cipher.update(compressed), cipher.final()]));
    setAttr(entry, 'manifest:size', String(plain.length));
    for (const old of children(entry, 'manifest', 'encryption-data')) entry.removeChild(old);
    entry.appendChild(
      encryptionData(
        manifest,
        createHash('sha256').update(compressed.subarray(0, CHECKSUM_BYTES)).digest(),
        iv,
        salt,
        iterations,
      ),
    );
    out.push({
      name,
      method: 0,
      crc: crc32(encrypted),
      compressedSize: encrypted.length,
      size: encrypted.length,
      data: encrypted,
    });
  }
  out.splice(mimetype ? 1 : 0, 0, deflatedEntry(MANIFEST, new TextEncoder().encode(serializeXml(manifest))));
  return writeZip(out);
}

/**
 * The plain package of an encrypted ODF document. A wrong password shows as a checksum
 * mismatch on the first encrypted part; nothing of the password reaches a message.
 */
export function decryptOdfPackage(bytes: Uint8Array, password: string | undefined, archive?: ZipArchive): Uint8Array {
  const zip = ZipArchive.of(bytes, archive);
  const { manifest, root } = readManifest(zip);
  if (password === undefined || password === '') throw new PasswordRequiredError();
  const keys = new Map<string, Buffer>();
  const decrypted = new Map<string, Uint8Array>();
  let expanded = 0;
  for (const entry of fileEntries(root)) {
    const data = children(entry, 'manifest', 'encryption-data')[0];
    if (!data) continue;
    const name = attr(entry, 'manifest:full-path') ?? '';
    if (!zip.has(name)) continue;
    const algorithm = children(data, 'manifest', 'algorithm')[0];
    const derivation = children(data, 'manifest', 'key-derivation')[0];
    const startKey = children(data, 'manifest', 'start-key-generation')[0];
    const algorithmName = algorithm && attr(algorithm, 'manifest:algorithm-name');
    const derivationName = derivation && attr(derivation, 'manifest:key-derivation-name');
    const startKeyName = (startKey && attr(startKey, 'manifest:start-key-generation-name')) ?? 'SHA1';
    if (algorithmName !== AES256_CBC || derivationName !== 'PBKDF2' || !/sha256$/i.test(startKeyName)) {
      throw new UnsupportedFormatError(
        `the document is encrypted with ${algorithmName ?? 'an unnamed algorithm'}; AES-256-CBC with PBKDF2 (ODF 1.2) can be opened`,
      );
    }
    const saltText = attr(derivation, 'manifest:salt') ?? '';
    const iterations = Number(attr(derivation, 'manifest:iteration-count') ?? 0);
    const keySize = Number(attr(derivation, 'manifest:key-size') ?? 32) || 32;
    if (!Number.isInteger(iterations) || iterations < 1 || iterations > 10_000_000)
      throw new CorruptDocumentError(`the manifest's iteration count for '${name}' is not usable`);
    const cacheKey = `${saltText}/${iterations}/${keySize}`;
    let key = keys.get(cacheKey);
    if (!key) {
      key = deriveKey(password, Buffer.from(saltText, 'base64'), iterations, keySize);
      keys.set(cacheKey, key);
    }
    const iv = Buffer.from(attr(algorithm, 'manifest:initialisation-vector') ?? '', 'base64');
    const stored = zip.read(name);
    if (iv.length !== 16 || stored.length % 16 !== 0 || stored.length === 0)
      throw new CorruptDocumentError(`part '${name}' is not AES-CBC data`);
    const decipher = createDecipheriv(keySize === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, iv).setAutoPadding(false);
    const padded = Buffer.concat([decipher.update(stored), decipher.final()]);
    // W3C block padding: the last byte counts the padding bytes (whose values are arbitrary).
    const padding = padded[padded.length - 1];
    const checksumType = attr(data, 'manifest:checksum-type') ?? '';
    const checksum = attr(data, 'manifest:checksum');
    if (padding < 1 || padding > 16) throw new WrongPasswordError();
    const compressed = padded.subarray(0, padded.length - padding);
    if (checksum && /sha256-1k$/i.test(checksumType)) {
      const actual = createHash('sha256').update(compressed.subarray(0, CHECKSUM_BYTES)).digest('base64');
      if (actual !== checksum) throw new WrongPasswordError();
    }
    const limit = DEFAULT_ARCHIVE_LIMITS.maxTotalBytes - expanded;
    let plain: Uint8Array;
    try {
      plain = inflateRawSync(compressed, {
        maxOutputLength: Math.max(1, Math.min(limit, DEFAULT_ARCHIVE_LIMITS.maxEntryBytes) + 1),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw new ArchiveLimitError(`part '${name}' expands beyond the archive limits (zip bomb?)`);
      throw new WrongPasswordError();
    }
    expanded += plain.length;
    decrypted.set(name, plain);
    entry.removeChild(data);
    entry.removeAttributeNS(MANIFEST_NS, 'size');
  }
  const out: RawEntry[] = [];
  for (const raw of zip.rawEntries()) {
    if (raw.name === MANIFEST) out.push(deflatedEntry(MANIFEST, new TextEncoder().encode(serializeXml(manifest))));
    else if (decrypted.has(raw.name)) out.push(deflatedEntry(raw.name, decrypted.get(raw.name)!));
    else out.push(raw);
  }
  return writeZip(out);
}

function deriveKey(password: string, salt: Uint8Array, iterations: number, keySize: number): Buffer {
  const startKey = createHash('sha256').update(password, 'utf8').digest();
  return pbkdf2Sync(startKey, salt, iterations, keySize, 'sha1');
}

function encryptionData(document: Document, checksum: Buffer, iv: Buffer, salt: Buffer, iterations: number): Element {
  const element = (name: string, attributes: Record<string, string>) =>
    createElement(
      document,
      `manifest:${name}`,
      Object.fromEntries(Object.entries(attributes).map(([key, value]) => [`manifest:${key}`, value])),
    );
  const data = element('encryption-data', { 'checksum-type': SHA256_1K, checksum: checksum.toString('base64') });
  // LibreOffice's own order: algorithm, key-derivation, start-key-generation.
  data.appendChild(
    element('algorithm', { 'algorithm-name': AES256_CBC, 'initialisation-vector': iv.toString('base64') }),
  );
  data.appendChild(
    element('key-derivation', {
      'key-derivation-name': 'PBKDF2',
      'key-size': '32',
      'iteration-count': String(iterations),
      salt: salt.toString('base64'),
    }),
  );
  data.appendChild(element('start-key-generation', { 'start-key-generation-name': SHA256, 'key-size': '32' }));
  return data;
}

function fileEntries(root: Element): Element[] {
  return children(root, 'manifest', 'file-entry');
}
