import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyRevisions, listRevisions } from '../../src/engine/formats/word/docx/write/index';
import { readDocument } from '../../src/engine/index';
import type { DocumentModel } from '../../src/engine/model/document';
import { blockText } from '../../src/engine/model/document';
import { run } from '../helpers/cli';

const samples = join(__dirname, '..', 'fixtures', 'samples');
const real = join(__dirname, '..', 'fixtures', 'real');
const v1 = join(samples, 'policy-v1.docx');
const v2 = join(samples, 'policy-v2.docx');
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-compare-'));
const hasMsoffcrypto = spawnSync('msoffcrypto-tool', ['--help']).status === 0;

async function textOf(bytes: Uint8Array, fileName: string, password?: string): Promise<string> {
  const document: DocumentModel = await readDocument({ bytes, fileName, password });
  return document.stories.map((s) => s.blocks.map(blockText).join('\n')).join('\n---\n');
}
const fileText = (path: string) => textOf(new Uint8Array(readFileSync(path)), path);

describe('docdelta compare', () => {
  it('writes a styled DOCX redline with deleted text put back and reports the counts', async () => {
    const out = join(tmp, 'styled.docx');
    const { code, stdout, stderr } = await run(['compare', v1, v2, '-o', out]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(`${out}: 8 changes (3 modified, 3 inserted, 1 moved, 1 style)\n`);
    const text = await fileText(out);
    for (const kept of ['January', 'March', 'Draft', 'Approved', 'Monitor', '€3035']) expect(text).toContain(kept);
  });

  it('writes tracked changes that accept to the target and reject to the source', async () => {
    const out = join(tmp, 'tracked.docx');
    expect((await run(['compare', v1, v2, '-o', out, '--mode', 'tracked', '--author', 'Reviewer'])).code).toBe(0);
    const bytes = new Uint8Array(readFileSync(out));
    const revisions = listRevisions(bytes);
    expect(revisions.length).toBeGreaterThanOrEqual(8);
    expect(revisions.every((r) => r.author === 'Reviewer')).toBe(true);
    expect(
      await textOf(
        applyRevisions(bytes, () => 'accept'),
        'a.docx',
      ),
    ).toBe(await fileText(v2));
    expect(
      await textOf(
        applyRevisions(bytes, () => 'reject'),
        'r.docx',
      ),
    ).toBe(await fileText(v1));
  });

  it('appends a summary page whose counts equal the change list', async () => {
    const settings = join(tmp, 'summary.json');
    writeFileSync(settings, JSON.stringify({ generateSummaryPage: true }));
    const out = join(tmp, 'summary.docx');
    expect((await run(['compare', v1, v2, '-o', out, '--settings', settings])).code).toBe(0);
    const text = await fileText(out);
    expect(text).toContain('Summary of changes');
    expect(text).toContain('Total changes: 8');
    expect(text).toMatch(/Modified: 3[\s\S]*Inserted: 3|Inserted: 3[\s\S]*Modified: 3/);
    expect(text).toContain('Moved: 1');
  });

  it('writes ODT and Markdown results in their own formats', async () => {
    const odt = join(tmp, 'odt.odt');
    expect(
      (
        await run([
          'compare',
          join(real, 'odfdo-odt-pair-diff-a.odt'),
          join(real, 'odfdo-odt-pair-diff-b.odt'),
          '-o',
          odt,
          '--mode',
          'tracked',
        ])
      ).code,
    ).toBe(0);
    expect(await fileText(odt)).toContain('content B');
    const md = join(tmp, 'notes.md');
    expect((await run(['compare', join(samples, 'notes-v1.md'), join(samples, 'notes-v2.md'), '-o', md])).code).toBe(0);
    const text = readFileSync(md, 'utf8');
    expect(text).toContain('[-optional-][+recommended+]');
    expect(text).toContain('[+New dark theme for the editor.+]');
  });

  it('protects the result with a password when PasswordSaveOption asks for it', async () => {
    const settings = join(tmp, 'protect.json');
    writeFileSync(settings, JSON.stringify({ PasswordSaveOption: 'User', Password: 'open sesame' }));
    const out = join(tmp, 'protected.docx');
    const result = await run(['compare', v1, v2, '-o', out, '--settings', settings]);
    expect(result.code).toBe(0);
    const bytes = new Uint8Array(readFileSync(out));
    expect(Buffer.from(bytes.subarray(0, 4)).toString('hex')).toBe('d0cf11e0');
    await expect(readDocument({ bytes, fileName: 'p.docx' })).rejects.toThrow(/password is required/);
    expect(await textOf(bytes, 'p.docx', 'open sesame')).toContain('Approved');
    // An independent implementation (Debian's msoffcrypto-tool) must decrypt it too.
    if (hasMsoffcrypto) {
      const plain = join(tmp, 'decrypted.docx');
      execFileSync('msoffcrypto-tool', [out, plain, '-p', 'open sesame']);
      expect(await fileText(plain)).toBe(await textOf(bytes, 'p.docx', 'open sesame'));
    } else
      console.warn(
        'msoffcrypto-tool is not installed: independent decryption check skipped (apt-get install python3-msoffcrypto-tool)',
      );
  });

  it('compares password-protected documents into a result (decrypted, or protected again on request)', async () => {
    const locked = join(real, 'poi-docx-edge-encrypted-agile-password-pass.docx');
    const out = join(tmp, 'from-protected.docx');
    const result = await run([
      'compare',
      locked,
      locked,
      '-o',
      out,
      '--source-password',
      'pass',
      '--target-password',
      'pass',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(Buffer.from(readFileSync(out).subarray(0, 2)).toString()).toBe('PK');
    const settings = join(tmp, 'protect-source.json');
    writeFileSync(settings, JSON.stringify({ PasswordSaveOption: 'Source' }));
    const again = join(tmp, 'protected-again.docx');
    expect(
      (
        await run([
          'compare',
          locked,
          locked,
          '-o',
          again,
          '--source-password',
          'pass',
          '--target-password',
          'pass',
          '--settings',
          settings,
        ])
      ).code,
    ).toBe(0);
    expect(await textOf(new Uint8Array(readFileSync(again)), 'p.docx', 'pass')).toBe(
      await textOf(new Uint8Array(readFileSync(out)), 'o.docx'),
    );
  });

  it('refuses to name a result as another known format', async () => {
    const wrong = await run(['compare', v1, v2, '-o', join(tmp, 'result.pdf')]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toBe(
      `docdelta: ${join(tmp, 'result.pdf')}: the result is a .docx document (the source's format); name it with .docx\n`,
    );
    expect(existsSync(join(tmp, 'result.pdf'))).toBe(false);
  });

  it('names a result like its inputs when they are misnamed themselves (a macro-enabled workbook named .xlsx, fuzz seed 677)', async () => {
    const misnamed = join(real, 'poi-xlsx-realworld-breakeven-charts-comments.xlsx');
    const out = join(tmp, 'breakeven-result.xlsx');
    const written = await run(['compare', misnamed, misnamed, '-o', out]);
    expect(written.stderr).toBe('');
    expect(written.code).toBe(0);
    expect((await run(['info', out])).stdout).toContain('xlsm');
  });

  it('leaves no file behind when comparing fails, and never overwrites an input', async () => {
    const out = join(tmp, 'never.docx');
    const failed = await run(['compare', v1, join(real, 'poi-docx-edge-truncated-zip.docx'), '-o', out]);
    expect(failed.code).toBe(2);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(tmp).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const overwrite = await run(['compare', v1, v2, '-o', v2]);
    expect(overwrite.code).toBe(2);
    expect(overwrite.stderr).toContain('refusing to overwrite an input document');
    expect((await run(['compare', v1, v2])).stderr).toContain('compare needs -o <result>');
    expect((await run(['compare', v1, v2, '-o', out, '--mode', 'wild'])).stderr).toContain(
      "--mode 'wild' is not one of styled, tracked",
    );
  });
});

describe('docdelta apply', () => {
  it('reverts rejected changes and keeps the others, with no markup', async () => {
    const list = JSON.parse((await run(['changes', v1, v2, '--json'])).stdout);
    const january = list.find((c: { Text: string }) => c.Text === 'January');
    const decisions = list.map((c: { Id: number }) => ({
      ...c,
      ComparisonAction: c.Id === january.Id ? 'Reject' : 'Accept',
    }));
    const file = join(tmp, 'decisions.json');
    writeFileSync(file, JSON.stringify(decisions));
    const out = join(tmp, 'applied.docx');
    const { code, stdout } = await run(['apply', v1, v2, '--changes', file, '-o', out]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${out}: 7 change(s) kept, 1 rejected\n`);
    const text = await fileText(out);
    expect(text).toContain('from 1 January');
    expect(text).toContain('and contractors');
    expect(text).not.toContain('March');
    expect(listRevisions(new Uint8Array(readFileSync(out)))).toEqual([]);
  });

  it('an empty decision list returns the target unchanged; unknown Ids are an error naming them', async () => {
    const empty = join(tmp, 'empty.json');
    writeFileSync(empty, '[]');
    const out = join(tmp, 'same.docx');
    expect((await run(['apply', v1, v2, '--changes', empty, '-o', out])).code).toBe(0);
    expect(await fileText(out)).toBe(await fileText(v2));
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, JSON.stringify({ changes: [{ id: 99, comparisonAction: 'reject' }] }));
    const result = await run(['apply', v1, v2, '--changes', bad, '-o', join(tmp, 'x.docx')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown change Id 99 \(the comparison has 8 changes, Ids 0–7\)/);
    expect(existsSync(join(tmp, 'x.docx'))).toBe(false);
  });
});
