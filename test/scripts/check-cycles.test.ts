import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('../../scripts/check-cycles.mjs', import.meta.url).pathname;
const folders: string[] = [];

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'docdelta-cycles-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check:cycles', () => {
  it('passes a folder whose imports form no ring', () => {
    const dir = folderWith({
      'model.ts': 'export interface Page { width: number }\n',
      'reader.ts': "import type { Page } from './model';\nexport const read = (): Page => ({ width: 1 });\n",
      'diff.ts':
        "import type { Page } from './model';\nexport const same = (a: Page, b: Page) => a.width === b.width;\n",
    });
    expect(check(dir)).toEqual({ status: 0, output: expect.stringContaining('0 import cycles') });
  });

  it('fails on a ring closed by a type-only import and names its files', () => {
    const dir = folderWith({
      'index.ts': "import { same } from './diff';\nexport interface Page { width: number }\nexport { same };\n",
      'diff.ts':
        "import type { Page } from './index';\nexport const same = (a: Page, b: Page) => a.width === b.width;\n",
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('import cycle: diff.ts > index.ts');
  });

  it('fails on a ring closed by a lazily loaded module', () => {
    const dir = folderWith({
      'index.ts': "export const read = () => 1;\nexport const loadMerge = () => import('./merge');\n",
      'merge.ts': "import { read } from './index';\nexport const merge = () => read() + read();\n",
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('import cycle: index.ts > merge.ts');
  });

  it('says so in one line when the folder is missing', () => {
    const { status, output } = check(join(tmpdir(), 'docdelta-cycles-no-such-folder'));
    expect(status).toBe(2);
    expect(output.trim().split('\n')).toHaveLength(1);
  });
});
