import { readFileSync, statSync } from 'node:fs';
import type { InputDocument } from '../engine/index';
import { UsageError } from './io';

/** Largest input the CLI reads into memory. */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;

/**
 * Reads a document named on the command line; problems become one-line usage errors. Read with
 * node:fs's synchronous calls: a command reads its few inputs one after the other anyway, and
 * node:fs/promises costs a run about 4 ms of CPU to load.
 */
export async function readInput(path: string, password?: string): Promise<InputDocument> {
  let size: number;
  try {
    const info = statSync(path);
    if (info.isDirectory()) throw new UsageError(`${path}: is a directory, not a document`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? 'error'})`);
  }
  if (size > MAX_INPUT_BYTES) throw new UsageError(`${path}: ${size} bytes is over the ${MAX_INPUT_BYTES}-byte limit`);
  const bytes = new Uint8Array(readFileSync(path));
  return { bytes, fileName: path, password };
}

/** Password options every reading command accepts; environment variables keep them out of `ps`. */
export const PASSWORD_OPTIONS = {
  'source-password': { type: 'string' },
  'target-password': { type: 'string' },
} as const;

export const PASSWORD_HELP = `  --source-password <pw>  password of a protected source (or DOCDELTA_SOURCE_PASSWORD)
  --target-password <pw>  password of protected targets (or DOCDELTA_TARGET_PASSWORD)`;

export function passwordsFrom(
  values: { 'source-password'?: string; 'target-password'?: string },
  env: Record<string, string | undefined>,
) {
  return {
    source: values['source-password'] ?? env.DOCDELTA_SOURCE_PASSWORD,
    target: values['target-password'] ?? env.DOCDELTA_TARGET_PASSWORD,
  };
}
