import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encryptOfficeDocument, isCompoundFile, unlockOfficeDocument } from '../../src/engine/crypto/ooxml';
import { PasswordRequiredError, WrongPasswordError } from '../../src/engine/errors';
import { detectFormat, documentInfo, listChanges, readDocument } from '../../src/engine/index';
import { run } from '../helpers/cli';

const fixtures = join(__dirname, '..', 'fixtures');
const bytesOf = (path: string) => new Uint8Array(readFileSync(join(fixtures, path)));
const agile = 'real/poi-docx-edge-encrypted-agile-password-pass.docx';

describe('password-protected Office documents', () => {
  it('reads a real Agile-encrypted DOCX with its password', async () => {
    const document = await readDocument({ bytes: bytesOf(agile), fileName: 'x.docx', password: 'pass' });
    const text = document.stories[0].blocks
      .map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''))
      .join('\n');
    expect(text.length).toBeGreaterThan(10);
  });

  it('says password required without one and wrong password with a wrong one, naming the file, never the password', async () => {
    await expect(readDocument({ bytes: bytesOf(agile), fileName: 'x.docx' })).rejects.toThrow(PasswordRequiredError);
    const wrong = readDocument({ bytes: bytesOf(agile), fileName: 'x.docx', password: 'hunter2' });
    await expect(wrong).rejects.toThrow(WrongPasswordError);
    await expect(wrong).rejects.toMatchObject({ fileName: 'x.docx' });
    await expect(wrong).rejects.not.toThrow(/hunter2/);
  });

  it('decrypts a real Standard-encrypted workbook', async () => {
    const bytes = bytesOf('real/tika-xlsx-edge-encrypted-standard-password-tika.xlsx');
    const plain = await unlockOfficeDocument(bytes, 'tika');
    expect(detectFormat(plain, 'x.xlsx').key).toBe('xlsx');
    await expect(unlockOfficeDocument(bytes, 'nope')).rejects.toThrow(WrongPasswordError);
    await expect(unlockOfficeDocument(bytes, undefined)).rejects.toThrow(PasswordRequiredError);
  });

  it.each(['agile', 'standard'] as const)(
    'compares self-encrypted (%s) documents exactly like the plain ones',
    async (kind) => {
      const v1 = bytesOf('samples/policy-v1.docx');
      const v2 = bytesOf('samples/policy-v2.docx');
      const e1 = await encryptOfficeDocument(v1, 'sesame', kind);
      const e2 = await encryptOfficeDocument(v2, 'open up', kind);
      expect(isCompoundFile(e1)).toBe(true);
      const plain = await listChanges({ source: { bytes: v1 }, targets: [{ bytes: v2 }] });
      const protectedResult = await listChanges({
        source: { bytes: e1, password: 'sesame' },
        targets: [{ bytes: e2, password: 'open up' }],
      });
      expect(protectedResult.changes).toEqual(plain.changes);
      const info = await documentInfo({ bytes: e1, fileName: 'p.docx', password: 'sesame' });
      expect(info.Extension).toBe('.docx');
    },
  );

  it('the CLI takes passwords from flags or the environment and fails in one line without them', async () => {
    const file = join(fixtures, agile);
    const other = join(fixtures, 'samples/policy-v1.docx');
    expect((await run(['changes', file, other, '--source-password', 'pass', '--json'])).code).toBe(0);
    expect((await run(['changes', file, other, '--json'], { DOCDELTA_SOURCE_PASSWORD: 'pass' })).code).toBe(0);
    const missing = await run(['changes', file, other]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`docdelta: ${file}: the document is password-protected; a password is required\n`);
    const wrong = await run(['changes', file, other, '--source-password', 'letmein']);
    expect(wrong.stderr).toBe(`docdelta: ${file}: the password is wrong\n`);
    expect(wrong.stderr).not.toContain('letmein');
  });
});

describe('password-protected workbooks, decks and PDFs', () => {
  it.each([
    ['xlsx', 'real/poi-xlsx-pair-conformance-a-transitional.xlsx', 'standard'],
    ['xlsx', 'real/poi-xlsx-pair-conformance-a-transitional.xlsx', 'agile'],
    ['pptx', 'real/poi-pptx-pair-table-a-no-theme.pptx', 'agile'],
    ['pptx', 'real/poi-pptx-pair-table-a-no-theme.pptx', 'standard'],
  ] as const)(
    'a self-encrypted %s (%s, %s) reads as the plain file with its password, and not without',
    async (_kind, path, encryption) => {
      const plain = bytesOf(path);
      const locked = await encryptOfficeDocument(plain, 'pa55 word', encryption);
      await expect(readDocument({ bytes: locked, fileName: path })).rejects.toThrow(PasswordRequiredError);
      await expect(readDocument({ bytes: locked, fileName: path, password: 'nope' })).rejects.toThrow(
        WrongPasswordError,
      );
      const result = await listChanges({
        source: { bytes: plain, fileName: path },
        targets: [{ bytes: locked, fileName: path, password: 'pa55 word' }],
      });
      expect(result.changes).toEqual([]);
    },
  );

  const hasQpdf = spawnSync('qpdf', ['--version'], { stdio: 'ignore' }).status === 0;
  it.skipIf(!hasQpdf).each([
    ['RC4 40-bit', ['40']],
    ['RC4 128-bit', ['128', '--use-aes=n']],
    ['AES-128', ['128', '--use-aes=y']],
    ['AES-256', ['256']],
  ])('a PDF encrypted with %s by qpdf compares equal to the plain one with its password', async (_name, args) => {
    const plain = join(fixtures, 'real/pdfjs-pdf-pair-link-a-17-pages.pdf');
    const locked = join(mkdtempSync(join(tmpdir(), 'docdelta-pdf-')), 'locked.pdf');
    // qpdf refuses RC4 unless told it is wanted on purpose (it is: readers still meet it).
    const [bits, ...rest] = args;
    execFileSync('qpdf', [
      '--allow-weak-crypto',
      '--encrypt',
      'user pw',
      'owner pw',
      bits,
      ...rest,
      '--',
      plain,
      locked,
    ]);
    const bytes = new Uint8Array(readFileSync(locked));
    await expect(readDocument({ bytes, fileName: 'locked.pdf' })).rejects.toThrow(PasswordRequiredError);
    await expect(readDocument({ bytes, fileName: 'locked.pdf', password: 'wrong' })).rejects.toThrow(
      WrongPasswordError,
    );
    const result = await listChanges({
      source: { bytes: bytesOf('real/pdfjs-pdf-pair-link-a-17-pages.pdf'), fileName: 'plain.pdf' },
      targets: [{ bytes, fileName: 'locked.pdf', password: 'user pw' }],
    });
    expect(result.changes).toEqual([]);
  });
  if (!hasQpdf) console.warn('qpdf is not installed: self-encrypted PDF tests skipped (apt-get install qpdf)');
});
