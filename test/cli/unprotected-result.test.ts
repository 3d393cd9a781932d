import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli';

describe('a result whose format has no password', () => {
  it('is written unprotected, and compare and apply say so once on stderr', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'docdelta-unprotected-'));
    const [a, b, settings, decisions] = ['a.txt', 'b.txt', 'settings.json', 'decisions.json'].map((name) =>
      join(tmp, name),
    );
    writeFileSync(a, 'one\ntwo\n');
    writeFileSync(b, 'one\nthree\n');
    writeFileSync(settings, JSON.stringify({ PasswordSaveOption: 'User', Password: 'not-shown-anywhere' }));
    writeFileSync(decisions, JSON.stringify([{ Id: 0, ComparisonAction: 'Reject' }]));
    const line = 'docdelta: warning: txt files cannot carry a password; the result is not protected\n';
    const compared = await run(['compare', a, b, '-o', join(tmp, 'out.txt'), '--settings', settings]);
    expect(compared.code).toBe(0);
    expect(compared.stderr).toBe(line);
    expect(readFileSync(join(tmp, 'out.txt'), 'utf8')).toContain('three');
    const applied = await run([
      'apply',
      a,
      b,
      '--changes',
      decisions,
      '-o',
      join(tmp, 'applied.txt'),
      '--settings',
      settings,
    ]);
    expect(applied.code).toBe(0);
    expect(applied.stderr).toBe(line);
    expect(`${compared.stdout}${compared.stderr}${applied.stdout}${applied.stderr}`).not.toContain(
      'not-shown-anywhere',
    );
  });
});
