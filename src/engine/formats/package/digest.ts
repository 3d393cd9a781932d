import { createHash } from 'node:crypto';

/** SHA-1 in hex: the content key of pictures, embedded files and blocks (identity, not security). */
export function sha1(data: Uint8Array | string): string {
  return createHash('sha1').update(data).digest('hex');
}
