import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { formatByExtension } from '../engine/index';
import { UsageError } from './io';

/**
 * A result is written in its source's format: naming it as another known format (a DOCX result
 * as `.pdf`) would give a file nothing opens, so it is refused. Text formats may be named freely,
 * and so may a result named like its inputs: a macro-enabled workbook named `.xlsx` (Apache POI's
 * test files have one) gives a result no worse named than the files it came from.
 */
function checkExtension(path: string, extension: string, inputs: readonly string[]): void {
  const named = formatByExtension(path);
  const actual = formatByExtension(`result${extension}`);
  if (!named || !actual || named.key === actual.key || (named.family === 'text' && actual.family === 'text')) return;
  if (inputs.some((input) => extname(input).toLowerCase() === extname(path).toLowerCase())) return;
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
  if (extension) checkExtension(path, extension, inputs);
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
