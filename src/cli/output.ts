import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError } from './io';

/**
 * Writes a result file whole or not at all: into a temporary file beside it, then renamed over
 * the destination, so an error never leaves half a document behind. Refuses to overwrite an
 * input of the same run.
 */
export async function writeResultFile(path: string, bytes: Uint8Array | string, inputs: readonly string[]): Promise<void> {
  const target = resolve(path);
  if (inputs.some((input) => resolve(input) === target)) throw new UsageError(`${path}: refusing to overwrite an input document`);
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${path}: cannot be written (${code ?? 'error'})`);
  }
}
