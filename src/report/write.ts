import { randomBytes } from 'node:crypto';
import { realpath, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { renderHtml } from './html';
import { renderMarkdown } from './markdown';
import type { FileReport } from './types';

import { reportKind } from './kind';

export { reportKind };

export class ReportPathError extends Error {
  override name = 'ReportPathError';
}

/**
 * Writes a report next to its final name and renames it into place, so an error never leaves a
 * partial report; refuses to write over any of the compared documents.
 */
export async function writeReport(
  path: string,
  files: readonly FileReport[],
  protectedPaths: readonly string[],
  title?: string,
): Promise<void> {
  const kind = reportKind(path);
  if (!kind) throw new ReportPathError(`${path}: a report is .html or .md`);
  const target = await canonical(path);
  for (const source of protectedPaths) {
    if ((await canonical(source)) === target)
      throw new ReportPathError(`${path}: is one of the compared documents; choose another report name`);
  }
  const content = kind === 'html' ? renderHtml(files, { title }) : renderMarkdown(files, { title });
  await writeAtomically(path, content);
}

export async function writeAtomically(path: string, content: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, content);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The real path of a file (through symlinks) when it exists, else its absolute path. */
async function canonical(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    try {
      return join(await realpath(dirname(resolve(path))), basename(path));
    } catch {
      return resolve(path);
    }
  }
}
