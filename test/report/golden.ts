import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

/**
 * Golden files: committed expected outputs a reviewer can read in `__outputs__`. They are
 * rewritten only with UPDATE_GOLDEN=1; otherwise the output must match them exactly.
 */
export const OUTPUTS = join(__dirname, '__outputs__');

export function expectGolden(name: string, actual: string): void {
  const path = join(OUTPUTS, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    return;
  }
  if (!existsSync(path))
    throw new Error(`missing golden file ${path}; run with UPDATE_GOLDEN=1 to create it, then review it`);
  expect(actual, `output differs from ${name} (UPDATE_GOLDEN=1 rewrites it)`).toBe(readFileSync(path, 'utf8'));
}
