/**
 * Content identity: the key of a part's content, and whether two contents are the same bytes.
 */

/**
 * node:crypto, loaded on first use: most documents hash nothing (no pictures, no embedded
 * objects), and loading the module costs a command-line run several milliseconds.
 */
const crypto = () => process.getBuiltinModule('node:crypto');

/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
export function sha1(data: Uint8Array | string): string {
  return crypto().createHash('sha1').update(data).digest('hex');
}

/** Whether two byte arrays hold the same bytes (Buffer's native comparison, no copy). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return (
    a.length === b.length &&
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength))
  );
}
