import { readFile, stat } from 'node:fs/promises';
import type { InputDocument } from '../engine/index';
import { UsageError } from './io';

/** Largest input the CLI reads into memory. */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;

/** Reads a document named on the command line; problems become one-line usage errors. */
export async function readInput(path: string, password?: string): Promise<InputDocument> {
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw new UsageError(`${path}: is a directory, not a document`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? 'error'})`);
  }
  if (size > MAX_INPUT_BYTES) throw new UsageError(`${path}: ${size} bytes is over the ${MAX_INPUT_BYTES}-byte limit`);
  const bytes = new Uint8Array(await readFile(path));
  return { bytes, fileName: path, password };
}
