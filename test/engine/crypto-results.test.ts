import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptOdfPackage, encryptOdfPackage, isEncryptedOdf } from '../../src/engine/crypto/odf';
import { isCompoundFile } from '../../src/engine/crypto/ooxml';
import { PasswordRequiredError, WrongPasswordError } from '../../src/engine/errors';
import { applyChanges, compareToDocument, readDocument } from '../../src/engine/index';
import { loadPdfJs } from '../../src/engine/formats/pdf/pdfjs';

/**
 * Results protected with PasswordSaveOption, opened by the programs people open them with:
 * msoffcrypto-tool for OOXML of every family, LibreOffice for OpenDocument, qpdf and pdf.js for
 * PDF. Formats without a password of their own come back unprotected with a warning.
 */

const real = join(__dirname, '..', 'fixtures', 'real');
const input = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(real, name))), fileName: name });
const PASSWORD = 'Tr0ub4dor&3 ü';
const user = { PasswordSaveOption: 'User', Password: PASSWORD };
const work = mkdtempSync(join(tmpdir(), 'docdelta-protected-'));

const hasMsoffcrypto = spawnSync('msoffcrypto-tool', ['--help'], { stdio: 'ignore' }).status === 0;
const hasQpdf = spawnSync('qpdf', ['--version'], { stdio: 'ignore' }).status === 0;
const hasUno =
  spawnSync('/usr/bin/python3', ['-c', 'import uno'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasMsoffcrypto || !hasQpdf || !hasUno)
  console.warn(
    'msoffcrypto-tool, qpdf or LibreOffice with python3-uno missing: some protected-result checks are skipped (.ci/run installs them)',
  );

describe('protected OOXML results of every family', () => {
  it.skipIf(!hasMsoffcrypto).each([
    ['xlsx', 'poi-xlsx-pair-floatnoise-a.xlsx', 'poi-xlsx-pair-floatnoise-b-ref.xlsx'],
    ['pptx', 'poi-pptx-pair-table-a-no-theme.pptx', 'poi-pptx-pair-table-b-with-theme.pptx'],
    ['vsdx', 'poi-vsdx-basic.vsdx', 'poi-vsdx-basic.vsdx'],
  ])(
    '%s: Agile-encrypted, msoffcrypto-tool decrypts it with the password to the package the engine reads',
    async (kind, a, b) => {
      const result = await compareToDocument({ source: input(a), target: input(b), settings: user });
      expect(isCompoundFile(result.bytes)).toBe(true);
      expect(result.warnings.map((w) => w.code)).not.toContain('password-not-supported');
      const locked = join(work, `result.${kind}`);
      const plain = join(work, `plain.${kind}`);
      writeFileSync(locked, result.bytes);
      execFileSync('msoffcrypto-tool', ['-p', PASSWORD, locked, plain]);
      const document = await readDocument({ bytes: new Uint8Array(readFileSync(plain)), fileName: `plain.${kind}` });
      expect(document.format).toBe(kind);
      expect(spawnSync('msoffcrypto-tool', ['-p', 'wrong', locked, join(work, `wrong.${kind}`)]).status).not.toBe(0);
    },
  );
});

describe('protected OpenDocument results', () => {
  it('encrypts every part but mimetype and the manifest, and decrypts only with the password', () => {
    const odt = input('odfdo-odt-pair-diff-a.odt').bytes;
    const locked = encryptOdfPackage(odt, PASSWORD, { iterations: 1000 });
    expect(isEncryptedOdf(locked)).toBe(true);
    expect(new TextDecoder().decode(locked)).not.toContain('office:document-content');
    expect(() => decryptOdfPackage(locked, 'wrong')).toThrow(WrongPasswordError);
    expect(() => decryptOdfPackage(locked, undefined)).toThrow(PasswordRequiredError);
    expect(isEncryptedOdf(decryptOdfPackage(locked, PASSWORD))).toBe(false);
  });

  it('reads a document LibreOffice encrypted (AES-256, PBKDF2 100,000 rounds)', async () => {
    const document = await readDocument({ ...input('tika-odt-encrypted-password-tika.odt'), password: 'tika' });
    expect(JSON.stringify(document.stories)).toContain('Shhhhhhhhhhh!');
    await expect(readDocument({ ...input('tika-odt-encrypted-password-tika.odt'), password: 'nope' })).rejects.toThrow(
      WrongPasswordError,
    );
  });

  it.skipIf(!hasUno)(
    'odt, ods and odp results open in LibreOffice with the password, and not without it',
    async () => {
      const pairs = [
        ['odt', 'odfdo-odt-pair-diff-a.odt', 'odfdo-odt-pair-diff-b.odt'],
        ['ods', 'odfdo-ods-two-sheets.ods', 'odfdo-ods-two-sheets.ods'],
        ['odp', 'odfdo-odp-pair-logo-a-without.odp', 'odfdo-odp-pair-logo-b-with.odp'],
      ];
      const args: string[] = [];
      for (const [kind, a, b] of pairs) {
        const result = await compareToDocument({ source: input(a), target: input(b), settings: user });
        expect(isEncryptedOdf(result.bytes)).toBe(true);
        writeFileSync(join(work, `result.${kind}`), result.bytes);
        args.push(join(work, `result.${kind}`), join(work, `${kind}.pdf`));
      }
      const script = join(__dirname, '..', 'helpers', 'lo-open-with-password.py');
      const [first, firstOut, ...rest] = args;
      const right = spawnSync(
        '/usr/bin/python3',
        [script, first, PASSWORD, firstOut, join(work, 'profile-right'), ...rest],
        { timeout: 240_000, encoding: 'utf8' },
      );
      expect(right.stderr).toBe('');
      expect(right.status).toBe(0);
      for (const kind of ['odt', 'ods', 'odp']) expect(statSync(join(work, `${kind}.pdf`)).size).toBeGreaterThan(1000);
      const wrong = spawnSync(
        '/usr/bin/python3',
        [script, join(work, 'result.ods'), 'nope', join(work, 'wrong.pdf'), join(work, 'profile-wrong')],
        { timeout: 240_000, encoding: 'utf8' },
      );
      expect(wrong.status).toBe(3);
      expect(existsSync(join(work, 'wrong.pdf'))).toBe(false);
      // A refused password must not leave LibreOffice running behind the script.
      expect(spawnSync('pgrep', ['-f', join(work, 'profile-')], { encoding: 'utf8' }).stdout).toBe('');
    },
    300_000,
  );
});

describe('protected PDF results', () => {
  it.skipIf(!hasQpdf)(
    'use the standard security handler revision 6 (AES-256): qpdf needs and takes the password, pdf.js opens it',
    async () => {
      const result = await compareToDocument({
        source: input('tika-pdf-pair-rotation-a-upright.pdf'),
        target: input('tika-pdf-pair-rotation-b-rotated-90.pdf'),
        settings: user,
      });
      const locked = join(work, 'result.pdf');
      writeFileSync(locked, result.bytes);
      expect(spawnSync('qpdf', ['--requires-password', locked]).status).toBe(0);
      const shown = execFileSync('qpdf', [`--password=${PASSWORD}`, '--show-encryption', locked], { encoding: 'utf8' });
      expect(shown).toMatch(/R = 6/);
      expect(shown).toMatch(/stream encryption method: AESv3/);
      execFileSync('qpdf', [`--password=${PASSWORD}`, '--decrypt', locked, join(work, 'decrypted.pdf')]);
      expect(spawnSync('qpdf', ['--password=wrong', '--decrypt', locked, join(work, 'wrong.pdf')]).status).toBe(2);

      const pdfjs = await loadPdfJs();
      const opened = await pdfjs.getDocument({
        data: new Uint8Array(result.bytes),
        password: PASSWORD,
        isEvalSupported: false,
      }).promise;
      const page = await opened.getPage(1);
      const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
      expect(text.length).toBeGreaterThan(10);
      await opened.destroy();
      await expect(
        pdfjs.getDocument({ data: new Uint8Array(result.bytes), isEvalSupported: false }).promise,
      ).rejects.toMatchObject({ name: 'PasswordException' });
    },
  );
});

describe('results of formats without a password', () => {
  it('are written unprotected with a warning, never refused', async () => {
    const source = { bytes: new TextEncoder().encode('one\ntwo\n'), fileName: 'a.txt' };
    const target = { bytes: new TextEncoder().encode('one\nthree\n'), fileName: 'b.txt' };
    const result = await compareToDocument({ source, target, settings: user });
    expect(new TextDecoder().decode(result.bytes)).toContain('three');
    expect(result.warnings).toContainEqual({
      code: 'password-not-supported',
      message: 'txt files cannot carry a password; the result is not protected',
    });
    const updated = await applyChanges({
      source,
      target,
      settings: user,
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    expect(updated.warnings.map((w) => w.code)).toContain('password-not-supported');
  });
});
