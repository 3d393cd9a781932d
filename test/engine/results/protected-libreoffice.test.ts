import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareToDocument } from '../../../src/engine/index';
import { LIBREOFFICE_TEST_TIMEOUT_MS, TEST_PROFILE, withLibreOffice } from '../../helpers/libreoffice';

const samples = join(__dirname, '..', '..', 'fixtures', 'samples');
const script = join(__dirname, '..', '..', 'helpers', 'lo-open-with-password.py');
const input = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(samples, name))), fileName: name });
const hasUno =
  spawnSync('/usr/bin/python3', ['-c', 'import uno'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasUno) console.warn('LibreOffice with python3-uno is not installed: the protected-result open check is skipped');

describe('password-protected results in LibreOffice', () => {
  it.skipIf(!hasUno)(
    'open with the password and not with a wrong one',
    async () => {
      const work = mkdtempSync(join(tmpdir(), 'docdelta-lo-pw-'));
      const result = await compareToDocument({
        source: input('policy-v1.docx'),
        target: input('policy-v2.docx'),
        settings: { PasswordSaveOption: 'User', Password: 'Tr0ub4dor&3' },
      });
      const file = join(work, 'protected.docx');
      writeFileSync(file, result.bytes);
      // In the suite's LibreOffice turn, on its warm profile; spawnSync blocks, so its own timeout guards a hang.
      const open = (password: string, out: string) =>
        withLibreOffice(async () =>
          spawnSync('/usr/bin/python3', [script, file, password, join(work, out), TEST_PROFILE], {
            timeout: 300_000,
            encoding: 'utf8',
          }),
        );
      const right = await open('Tr0ub4dor&3', 'right.pdf');
      expect(right.status).toBe(0);
      expect(statSync(join(work, 'right.pdf')).size).toBeGreaterThan(1000);
      const wrong = await open('nope', 'wrong.pdf');
      expect(wrong.status).toBe(3);
      expect(existsSync(join(work, 'wrong.pdf'))).toBe(false);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
