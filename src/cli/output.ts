import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { formatByExtension } from '../engine/index';
import { UsageError } from './io';

/**
 * A result is written in its source's format: naming it as another known format (a DOCX result
 * as `.pdf`) would give a file nothing opens, so it is refused. Text formats may be named freely.
 */
function checkExtension(path: string, extension: string): void {
  const named = formatByExtension(path);
  const actual = formatByExtension(`result${extension}`);
  if (!named || !actual || named.key === actual.key || (named.family === 'text' && actual.family === 'text')) return;
  throw new UsageError(
    `${path}: the result is a ${extension} document (the source's format); name it with ${extension}`,
  );
}

/**
 * Writes a result file whole or not at all: into a temporary file beside it, then renamed over
 * the destination, so an error never leaves half a document behind. Refuses to overwrite an
 * input of the same run.
 */
export async function writeResultFile(
  path: string,
  bytes: Uint8Array | string,
  inputs: readonly string[],
  extension?: string,
): Promise<void> {
  const target = resolve(path);
  if (inputs.some((input) => resolve(input) === target))
    throw new UsageError(`${path}: refusing to overwrite an input document`);
  if (extension) checkExtension(path, extension);
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
