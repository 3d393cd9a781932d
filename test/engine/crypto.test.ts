import { readFileSync } from 'node:fs';
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
    const text = document.stories[0].blocks.map((b) => (b.type === 'paragraph' ? b.runs.map((r) => r.text).join('') : '')).join('\n');
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

  it.each(['agile', 'standard'] as const)('compares self-encrypted (%s) documents exactly like the plain ones', async (kind) => {
    const v1 = bytesOf('samples/policy-v1.docx');
    const v2 = bytesOf('samples/policy-v2.docx');
    const e1 = await encryptOfficeDocument(v1, 'sesame', kind);
    const e2 = await encryptOfficeDocument(v2, 'open up', kind);
    expect(isCompoundFile(e1)).toBe(true);
    const plain = await listChanges({ source: { bytes: v1 }, targets: [{ bytes: v2 }] });
    const protectedResult = await listChanges({ source: { bytes: e1, password: 'sesame' }, targets: [{ bytes: e2, password: 'open up' }] });
    expect(protectedResult.changes).toEqual(plain.changes);
    const info = await documentInfo({ bytes: e1, fileName: 'p.docx', password: 'sesame' });
    expect(info.Extension).toBe('.docx');
  });

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
