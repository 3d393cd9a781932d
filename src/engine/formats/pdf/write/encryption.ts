import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import type { PdfName } from './syntax';
import { PdfDict, PdfNumber, PdfString, type PdfValue } from './syntax';

/**
 * The standard security handler (ISO 32000-1, 7.6.3; ISO 32000-2 for AES-256) opened with the
 * user password: empty for files that carry only an owner password restricting printing or
 * copying (many statements and reports; every viewer opens them without asking), or the one the
 * target was read with. The result opens the same way as the target: the update's strings and
 * streams are encrypted with the file's key, as its other objects are. Revisions 2–4 (RC4,
 * AES-128) and 5–6 (AES-256). Node's OpenSSL 3 has no RC4, hence the few lines of it here.
 */
export interface ObjectCipher {
  decryptString(bytes: Uint8Array, num: number, gen: number): Uint8Array;
  encryptString(bytes: Uint8Array, num: number, gen: number): Uint8Array;
  decryptStream(bytes: Uint8Array, num: number, gen: number): Uint8Array;
  encryptStream(bytes: Uint8Array, num: number, gen: number): Uint8Array;
}

const PADDING = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00,
  0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

type Method = 'rc4' | 'aes' | 'aes256' | 'identity';

/** The cipher of a file opened with `password` as its user password, or undefined when that does not open it. */
export function standardCipher(encrypt: PdfDict, id: Uint8Array, password = ''): ObjectCipher | undefined {
  const number = (key: string, fallback: number) => {
    const value = encrypt.get(key);
    return value instanceof PdfNumber ? value.value : fallback;
  };
  const bytes = (key: string) => {
    const value = encrypt.get(key);
    return value instanceof PdfString ? value.bytes : undefined;
  };
  if ((encrypt.get('Filter') as PdfName | undefined)?.name !== 'Standard') return undefined;
  const version = number('V', 0);
  const revision = number('R', 2);
  const owner = bytes('O');
  const user = bytes('U');
  if (!owner || !user) return undefined;
  if (version === 5 && (revision === 5 || revision === 6))
    return aes256Cipher(encrypt, user, revision, new TextEncoder().encode(password).subarray(0, 127));
  const padded = new Uint8Array(32);
  const given = Uint8Array.from(password, (c) => c.charCodeAt(0) & 0xff).subarray(0, 32);
  padded.set(given);
  padded.set(PADDING.subarray(0, 32 - given.length), given.length);
  if (revision < 2 || revision > 4 || ![1, 2, 4].includes(version)) return undefined;
  const length = revision === 2 ? 5 : number('Length', 40) / 8;
  let stringMethod: Method = 'rc4';
  let streamMethod: Method = 'rc4';
  if (version === 4) {
    const filters = encrypt.get('CF');
    const methodOf = (name: PdfValue | undefined): Method | undefined => {
      const key = (name as PdfName | undefined)?.name ?? 'Identity';
      if (key === 'Identity') return 'identity';
      const filter = filters instanceof PdfDict ? filters.get(key) : undefined;
      const cfm = filter instanceof PdfDict ? (filter.get('CFM') as PdfName | undefined)?.name : undefined;
      return cfm === 'V2' ? 'rc4' : cfm === 'AESV2' ? 'aes' : cfm === 'None' ? 'identity' : undefined;
    };
    const [strings, streams] = [methodOf(encrypt.get('StrF')), methodOf(encrypt.get('StmF'))];
    if (!strings || !streams) return undefined;
    [stringMethod, streamMethod] = [strings, streams];
  }
  const permissions = new Uint8Array(4);
  new DataView(permissions.buffer).setInt32(0, number('P', 0), true);
  const md5 = createHash('md5').update(padded).update(owner.subarray(0, 32)).update(permissions).update(id);
  if (revision >= 4 && encrypt.get('EncryptMetadata') === false) md5.update(Uint8Array.from([0xff, 0xff, 0xff, 0xff]));
  let key = new Uint8Array(md5.digest()).subarray(0, length);
  if (revision >= 3)
    for (let i = 0; i < 50; i++) key = new Uint8Array(createHash('md5').update(key).digest()).subarray(0, length);
  // The key is right when it turns the padding into /U (algorithms 4 and 5): the user password is empty.
  if (revision === 2) {
    if (!equal(rc4(key, PADDING), user.subarray(0, 32))) return undefined;
  } else {
    let check = rc4(key, new Uint8Array(createHash('md5').update(PADDING).update(id).digest()));
    for (let i = 1; i <= 19; i++)
      check = rc4(
        key.map((b) => b ^ i),
        check,
      );
    if (!equal(check, user.subarray(0, 16))) return undefined;
  }
  const objectKey = (num: number, gen: number, aes: boolean) => {
    const hash = createHash('md5')
      .update(key)
      .update(Uint8Array.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff]));
    if (aes) hash.update('sAlT');
    return new Uint8Array(hash.digest()).subarray(0, Math.min(length + 5, 16));
  };
  const apply =
    (method: Method, direction: 'encrypt' | 'decrypt') =>
    (data: Uint8Array, num: number, gen: number): Uint8Array => {
      if (method === 'identity') return data;
      if (method === 'rc4') return rc4(objectKey(num, gen, false), data);
      return aesCbc(direction, objectKey(num, gen, true), data, num, gen);
    };
  return {
    decryptString: apply(stringMethod, 'decrypt'),
    encryptString: apply(stringMethod, 'encrypt'),
    decryptStream: apply(streamMethod, 'decrypt'),
    encryptStream: apply(streamMethod, 'encrypt'),
  };
}

/** AES-CBC as PDF uses it: the initialisation vector first, then the PKCS#7-padded data. */
function aesCbc(
  direction: 'encrypt' | 'decrypt',
  key: Uint8Array,
  data: Uint8Array,
  num: number,
  gen: number,
): Uint8Array {
  const algorithm = key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc';
  if (direction === 'decrypt') {
    if (data.length < 32) return new Uint8Array(0);
    const decipher = createDecipheriv(algorithm, key, data.subarray(0, 16));
    return new Uint8Array(Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]));
  }
  // A fixed initialisation vector per object: the same result for the same input, a different
  // one for each object.
  const iv = new Uint8Array(createHash('md5').update(key).update(`docdelta-iv ${num} ${gen}`).digest());
  const cipher = createCipheriv(algorithm, key, iv);
  return new Uint8Array(Buffer.concat([iv, cipher.update(data), cipher.final()]));
}

/** Revisions 5 and 6 (AES-256): the file key is /UE unwrapped with the hash of the empty password, when /U confirms it. */
function aes256Cipher(
  encrypt: PdfDict,
  user: Uint8Array,
  revision: number,
  password: Uint8Array,
): ObjectCipher | undefined {
  const wrapped = encrypt.get('UE');
  if (!(wrapped instanceof PdfString) || user.length < 48) return undefined;
  const hash = (salt: Uint8Array) =>
    revision === 5
      ? new Uint8Array(createHash('sha256').update(password).update(salt).digest())
      : hardenedHash(password, salt);
  if (!equal(hash(user.subarray(32, 40)), user.subarray(0, 32))) return undefined;
  const decipher = createDecipheriv('aes-256-cbc', hash(user.subarray(40, 48)), new Uint8Array(16)).setAutoPadding(
    false,
  );
  const key = new Uint8Array(Buffer.concat([decipher.update(wrapped.bytes.subarray(0, 32)), decipher.final()]));
  const methodOf = (name: PdfValue | undefined): Method | undefined => {
    const filterName = (name as PdfName | undefined)?.name ?? 'Identity';
    if (filterName === 'Identity') return 'identity';
    const filters = encrypt.get('CF');
    const filter = filters instanceof PdfDict ? filters.get(filterName) : undefined;
    const cfm = filter instanceof PdfDict ? (filter.get('CFM') as PdfName | undefined)?.name : undefined;
    return cfm === 'AESV3' ? 'aes256' : cfm === 'None' ? 'identity' : undefined;
  };
  const [strings, streams] = [methodOf(encrypt.get('StrF')), methodOf(encrypt.get('StmF'))];
  if (!strings || !streams) return undefined;
  const apply = (method: Method, direction: 'encrypt' | 'decrypt') => (data: Uint8Array, num: number, gen: number) =>
    method === 'identity' ? data : aesCbc(direction, key, data, num, gen);
  return {
    decryptString: apply(strings, 'decrypt'),
    encryptString: apply(strings, 'encrypt'),
    decryptStream: apply(streams, 'decrypt'),
    encryptStream: apply(streams, 'encrypt'),
  };
}

/** Algorithm 2.B (ISO 32000-2, 7.6.4.3.4) for the user password (no user key data). */
function hardenedHash(password: Uint8Array, salt: Uint8Array): Uint8Array {
  let k = new Uint8Array(createHash('sha256').update(password).update(salt).digest());
  for (let round = 0; ; round++) {
    const unit = password.length + k.length;
    const block = new Uint8Array(unit * 64);
    for (let i = 0; i < 64; i++) {
      block.set(password, i * unit);
      block.set(k, i * unit + password.length);
    }
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    const e = new Uint8Array(Buffer.concat([cipher.update(block), cipher.final()]));
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i];
    k = new Uint8Array(
      createHash(['sha256', 'sha384', 'sha512'][sum % 3])
        .update(e)
        .digest(),
    );
    // Rounds count from 1 here, as pdf.js and qpdf count them.
    if (round + 1 >= 64 && e[e.length - 1] <= round + 1 - 32) break;
  }
  return k.subarray(0, 32);
}

/** Every string in a value, passed through `transform` (objects are encrypted string by string). */
export function mapStrings(value: PdfValue, transform: (bytes: Uint8Array) => Uint8Array): PdfValue {
  if (value instanceof PdfString) return new PdfString(transform(value.bytes));
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, transform));
  if (value instanceof PdfDict) {
    const out = new PdfDict();
    for (const [key, item] of value.entries) out.set(key, mapStrings(item, transform));
    return out;
  }
  return value;
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const state = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + state[i] + key[i % key.length]) & 0xff;
    [state[i], state[j]] = [state[j], state[i]];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + state[i]) & 0xff;
    [state[i], state[j]] = [state[j], state[i]];
    out[k] = data[k] ^ state[(state[i] + state[j]) & 0xff];
  }
  return out;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
