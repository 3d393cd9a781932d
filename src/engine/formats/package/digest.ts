import { createHash } from 'node:crypto';

/**
 * Content identity: the key of a part's content, and whether two contents are the same bytes.
 */

/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
export function sha1(data: Uint8Array | string): string {
  return createHash('sha1').update(data).digest('hex');
}

/** Whether two byte arrays hold the same bytes (Buffer's native comparison, no copy). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return (
    a.length === b.length &&
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength))
  );
}
