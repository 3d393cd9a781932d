import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { PDFObject } from 'pdf-lib';
import {
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFNumber,
  PDFRawStream,
  PDFStream,
  PDFString,
} from 'pdf-lib';

/**
 * Password protection of a finished PDF: the standard security handler, revision 6 (ISO
 * 32000-2 §7.6.4, AES-256). Applied to the final bytes, after the writer, so every PDF the
 * engine writes can be protected the same way.
 *
 * Written by hand over pdf-lib (already the engine's PDF object layer) and node:crypto: pdf-lib
 * cannot encrypt, and the maintained forks that can (for example @cantoo/pdf-lib) replace
 * pdf-lib whole and stop at revision 5, which ISO 32000-2 deprecates. qpdf and pdf.js read the
 * result in the tests.
 */

/** Every permission granted (bits 3–12 set; the reserved high bits are 1, as required). */
const ALL_PERMISSIONS = -4;

/**
 * pdf-lib's parser prints what it repairs (`Trying to parse invalid object…`, `Invalid object
 * ref…`) with console.warn and console.log: plain lines in the middle of a server's JSON log,
 * about a document the engine wrote itself. They are held back while it parses, which it does
 * without yielding to timers or I/O (ParseSpeeds.Fastest), so the window is the parse's own.
 */
async function withoutParserOutput<T>(work: () => Promise<T>): Promise<T> {
  const { warn, log } = console;
  console.warn = () => undefined;
  console.log = () => undefined;
  try {
    return await work();
  } finally {
    console.warn = warn;
    console.log = log;
  }
}

/**
 * `openWith`: the password the PDF itself opens with, when it is encrypted already (a result
 * annotated over a protected target keeps the target's encryption): it is written again without
 * it first, then protected with `password`.
 */
export async function encryptPdf(bytes: Uint8Array, password: string, openWith?: string): Promise<Uint8Array> {
  const load = (input: Uint8Array) =>
    withoutParserOutput(() => PDFDocument.load(input, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest }));
  let document: PDFDocument;
  try {
    document = await load(bytes);
  } catch (error) {
    // pdf-lib's errors are ES5 classes: instanceof does not see them, their name does.
    if ((error as Error | undefined)?.name !== 'EncryptedPDFError' && !/is encrypted/.test(String(error))) throw error;
    const { PdfFile } = await import('./file');
    document = await load(new PdfFile(bytes, openWith).decrypted());
  }
  const context = document.context;
  const fileKey = randomBytes(32);
  // The owner password is the user password: a result has one reader, who may do anything.
  const handler = securityHandler(fileKey, saslPrepped(password), saslPrepped(password), ALL_PERMISSIONS);
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    context.assign(ref, encryptObject(object, fileKey));
  }
  const encryptRef = context.register(handler(context.obj.bind(context)));
  context.trailerInfo.Encrypt = encryptRef;
  if (!context.trailerInfo.ID) {
    const id = PDFHexString.of(randomBytes(16).toString('hex'));
    context.trailerInfo.ID = context.obj([id, id]);
  }
  return document.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}

/** Strings and streams are encrypted with the file key alone (AESV3 mixes in no object number). */
function encryptObject(object: PDFObject, key: Buffer): PDFObject {
  if (object instanceof PDFString || object instanceof PDFHexString) {
    return PDFHexString.of(aes(key, object.asBytes()).toString('hex'));
  }
  if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) object.set(i, encryptObject(object.get(i), key));
    return object;
  }
  if (object instanceof PDFStream) {
    const dict = encryptObject(object.dict, key) as PDFDict;
    return PDFRawStream.of(dict, aes(key, object.getContents()));
  }
  if (object instanceof PDFDict) {
    for (const [name, value] of object.entries()) object.set(name, encryptObject(value, key));
    return object;
  }
  return object;
}

/** AES-256-CBC with a random IV in front and PKCS#5 padding (§7.6.3.1). */
function aes(key: Buffer, data: Uint8Array): Buffer {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([iv, cipher.update(data), cipher.final()]);
}

type ObjectMaker = PDFDocument['context']['obj'];

/** The Encrypt dictionary of revision 6 (Algorithms 8, 9 and 10). */
function securityHandler(
  fileKey: Buffer,
  user: Buffer,
  owner: Buffer,
  permissions: number,
): (obj: ObjectMaker) => PDFDict {
  const userValidationSalt = randomBytes(8);
  const userKeySalt = randomBytes(8);
  const U = Buffer.concat([hardenedHash(user, userValidationSalt), userValidationSalt, userKeySalt]);
  const UE = aesNoPadding(hardenedHash(user, userKeySalt), fileKey);
  const ownerValidationSalt = randomBytes(8);
  const ownerKeySalt = randomBytes(8);
  const O = Buffer.concat([hardenedHash(owner, ownerValidationSalt, U), ownerValidationSalt, ownerKeySalt]);
  const OE = aesNoPadding(hardenedHash(owner, ownerKeySalt, U), fileKey);
  const perms = Buffer.alloc(16);
  perms.writeInt32LE(permissions, 0);
  perms.writeUInt32LE(0xffffffff, 4);
  perms.write('Tadb', 8, 'latin1'); // T: the metadata stream is encrypted too
  randomBytes(4).copy(perms, 12);
  const cipher = createCipheriv('aes-256-ecb', fileKey, null).setAutoPadding(false);
  const Perms = Buffer.concat([cipher.update(perms), cipher.final()]);
  const hex = (value: Buffer) => PDFHexString.of(value.toString('hex'));
  return (obj) =>
    obj({
      Filter: 'Standard',
      V: 5,
      R: 6,
      Length: 256,
      CF: { StdCF: { AuthEvent: 'DocOpen', CFM: 'AESV3', Length: 32 } },
      StmF: 'StdCF',
      StrF: 'StdCF',
      O: hex(O),
      U: hex(U),
      OE: hex(OE),
      UE: hex(UE),
      P: PDFNumber.of(permissions),
      Perms: hex(Perms),
    }) as PDFDict;
}

/** AES-256-CBC with a zero IV and no padding, for the 32-byte file key (UE, OE). */
function aesNoPadding(key: Buffer, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, Buffer.alloc(16)).setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** Algorithm 2.B: the hash of revision 6 (SHA-256/384/512 rounds over AES-128 output). */
export function hardenedHash(password: Buffer, salt: Buffer, userKey: Buffer = Buffer.alloc(0)): Buffer {
  let k = createHash('sha256')
    .update(Buffer.concat([password, salt, userKey]))
    .digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat([password, k, userKey]);
    const block = Buffer.alloc(k1.length * 64);
    for (let i = 0; i < 64; i++) k1.copy(block, i * k1.length);
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    const e = Buffer.concat([cipher.update(block), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i];
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3])
      .update(e)
      .digest();
    if (round >= 63 && e[e.length - 1] <= round - 31) break;
  }
  return k.subarray(0, 32);
}

/** The password as revision 6 takes it: SASLprep (NFKC stands in for it), UTF-8, at most 127 bytes. */
function saslPrepped(password: string): Buffer {
  return Buffer.from(password.normalize('NFKC'), 'utf8').subarray(0, 127);
}
