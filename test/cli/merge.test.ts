import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../../scripts/fixtures/docx-builder';
import { readDocument } from '../../src/engine/index';
import { blockText } from '../../src/engine/model/document';
import { run } from '../helpers/cli';

const tmp = mkdtempSync(join(tmpdir(), 'docdelta-merge-cli-'));
const PARAGRAPHS = [
  'Payment terms',
  'Invoices are paid within thirty days of receipt.',
  'Late payments carry interest at two percent a month.',
  'Disputes go to the courts of Lisbon.',
];
const write = (name: string, paragraphs: string[]) => {
  const path = join(tmp, name);
  writeFileSync(path, buildDocx({ body: paragraphs }));
  return path;
};
const base = write('base.docx', PARAGRAPHS);
const ours = write('ours.docx', [
  PARAGRAPHS[0],
  'Invoices are paid within sixty days of receipt.',
  PARAGRAPHS[2],
  PARAGRAPHS[3],
]);
const theirs = write('theirs.docx', [
  PARAGRAPHS[0],
  PARAGRAPHS[1],
  PARAGRAPHS[2],
  'Disputes go to the courts of Porto.',
]);
const rival = write('rival.docx', [
  PARAGRAPHS[0],
  'Invoices are paid within ninety days of receipt.',
  PARAGRAPHS[2],
  PARAGRAPHS[3],
]);

const bodyOf = async (path: string) =>
  (await readDocument({ bytes: new Uint8Array(readFileSync(path)), fileName: path })).stories[0].blocks.map(blockText);

describe('docdelta merge', () => {
  it('writes the merged document and exits 0 when both sides merge cleanly', async () => {
    const out = join(tmp, 'merged.docx');
    const { code, stdout, stderr } = await run(['merge', base, ours, theirs, '-o', out]);
    expect(stderr).toBe('');
    expect(stdout).toBe(`${out}: merged 2 changes (1 from ours, 1 from theirs, 0 made on both sides)\n`);
    expect(code).toBe(0);
    expect(await bodyOf(out)).toEqual([
      PARAGRAPHS[0],
      'Invoices are paid within sixty days of receipt.',
      PARAGRAPHS[2],
      'Disputes go to the courts of Porto.',
    ]);
  });

  it('--json lists what was merged and what conflicts; conflicts exit 1 with the document written', async () => {
    const out = join(tmp, 'conflicted.docx');
    const { code, stdout } = await run(['merge', base, ours, rival, '-o', out, '--json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report).toEqual({
      output: out,
      clean: false,
      merged: [],
      conflicts: [{ kind: 'Modified', place: 'paragraph 2', ours: 'sixty', theirs: 'ninety' }],
    });
    expect(existsSync(out)).toBe(true);
  });

  it('bad input is one line, exit 2, and no file left behind', async () => {
    const broken = join(tmp, 'broken.docx');
    writeFileSync(broken, 'not a zip');
    const out = join(tmp, 'never.docx');
    const { code, stderr } = await run(['merge', base, broken, theirs, '-o', out]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^docdelta: .*broken\.docx: [^\n]+\n$/);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(tmp).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect((await run(['merge', base, ours, '-o', out])).stderr).toMatch(
      /^docdelta: merge needs a base, ours and theirs\n/,
    );
  });
});

describe('docdelta merge-driver', () => {
  it('merges in place over ours, naming the path git gave; wrong argument counts are usage errors', async () => {
    // git's temporary files have no extension: the format comes from %P.
    const [o, a, b] = ['O', 'A', 'B'].map((name, i) => {
      const path = join(tmp, `.merge_file_${name}`);
      writeFileSync(path, readFileSync([base, ours, theirs][i]));
      return path;
    });
    const { code, stderr } = await run(['merge-driver', o, a, b, '7', 'contracts/terms.docx']);
    expect(stderr).toBe(
      'docdelta: contracts/terms.docx: merged 2 changes (1 from ours, 1 from theirs, 0 made on both sides)\n',
    );
    expect(code).toBe(0);
    expect(await bodyOf(a)).toEqual([
      PARAGRAPHS[0],
      'Invoices are paid within sixty days of receipt.',
      PARAGRAPHS[2],
      'Disputes go to the courts of Porto.',
    ]);
    const usage = await run(['merge-driver', o, a]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^docdelta: merge-driver expects git's %O %A %B %L %P \(3 to 5 arguments\); got 2\n/);
  });
});
