import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli';

const samples = join(__dirname, '..', 'fixtures', 'samples');
const real = join(__dirname, '..', 'fixtures', 'real');
const v1 = join(samples, 'policy-v1.docx');
const v2 = join(samples, 'policy-v2.docx');
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-cli-git-'));

describe('docdelta textconv', () => {
  it('prints the document as text, the same every time, wrapped only with --wrap', async () => {
    const first = await run(['textconv', v2]);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe((await run(['textconv', v2])).stdout);
    expect(first.stdout).toContain('# Remote Work Policy\n');
    expect(first.stdout).toContain('Monitor | €200 | Once\n');
    const wrapped = await run(['textconv', v2, '--wrap', '30']);
    expect(wrapped.stdout.split('\n').length).toBeGreaterThan(first.stdout.split('\n').length);
  });

  it('fails with exit 2 on a corrupt file, but prints one line and exits 0 with --git', async () => {
    const broken = join(real, 'poi-docx-edge-truncated-zip.docx');
    const plain = await run(['textconv', broken]);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toMatch(/^docdelta: .*poi-docx-edge-truncated-zip.docx: /);
    const git = await run(['textconv', '--git', broken]);
    expect(git.code).toBe(0);
    expect(git.stdout).toMatch(/^\[docdelta cannot read this document: .+\]\n$/);
  });

  it('rejects a bad --wrap', async () => {
    expect((await run(['textconv', v1, '--wrap', 'x'])).code).toBe(2);
  });
});

describe('docdelta changes --report', () => {
  it('writes an HTML or Markdown report of the comparison it ran', async () => {
    const html = join(tmp, 'report.html');
    const md = join(tmp, 'report.md');
    expect((await run(['changes', v1, v2, '--report', html])).code).toBe(0);
    expect((await run(['changes', v1, v2, '--report', md])).code).toBe(0);
    expect(readFileSync(html, 'utf8')).toContain('<del>Draft</del> <ins class="mod">Approved</ins>');
    expect(readFileSync(md, 'utf8')).toContain('<del>Draft</del> → <ins>Approved</ins>');
    // No temporary file is left next to the report.
    expect(readdirSync(tmp).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to overwrite a compared document and unknown report types', async () => {
    const before = readFileSync(v1);
    const overwrite = await run(['changes', v1, v2, '--report', join(samples, '..', 'samples', 'policy-v1.docx')]);
    expect(overwrite.code).toBe(2);
    expect(overwrite.stderr).toContain('a report is .html or .md');
    const notes = join(samples, 'notes-v1.md');
    const notesBefore = readFileSync(notes);
    const same = await run(['changes', notes, join(samples, 'notes-v2.md'), '--report', notes]);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('is one of the compared documents');
    expect(readFileSync(notes)).toEqual(notesBefore);
    expect(readFileSync(v1)).toEqual(before);
  });

  it('leaves no partial file when the report cannot be written', async () => {
    const missingDir = join(tmp, 'no-such-dir', 'report.html');
    const result = await run(['changes', v1, v2, '--report', missingDir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('cannot write the report');
    expect(existsSync(join(tmp, 'no-such-dir'))).toBe(false);
  });
});

describe('docdelta difftool', () => {
  it('writes the HTML report and prints its path when no display is available', async () => {
    const { code, stdout } = await run(['difftool', v1, v2], { PATH: process.env.PATH });
    expect(code).toBe(0);
    const path = /^docdelta: report written to (.+\.html)\n$/.exec(stdout)?.[1];
    expect(path).toBeDefined();
    expect(readFileSync(path!, 'utf8')).toContain('<ins class="mod">Approved</ins>');
  });
});

describe('usage', () => {
  it('says in one line how to install git when install finds none', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'docdelta-no-git-'));
    const { code, stdout, stderr } = await run(['install', '--local'], { PATH: empty, HOME: empty });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'docdelta: git was not found on PATH: install git (Debian/Ubuntu: apt-get install git; others: https://git-scm.com/downloads)\n',
    );
  });

  it('lists the git commands', async () => {
    const { stdout } = await run(['--help']);
    for (const command of ['textconv', 'git-diff', 'install', 'uninstall', 'difftool'])
      expect(stdout).toContain(`  ${command} `);
  });
});
