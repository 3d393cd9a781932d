import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli';

/** The CLI as someone new to it meets it: mistakes and odd cases answered in words they can act on. */
const samples = join(__dirname, '..', 'fixtures', 'samples');
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-newcomer-'));
const root = join(__dirname, '..', '..');

describe('options the CLI does not know', () => {
  it('names the unknown option, the nearest valid one and where the options are listed', async () => {
    const { code, stdout, stderr } = await run(['changes', join(samples, 'policy-v1.docx'), join(samples, 'policy-v2.docx'), '--jsn']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe("docdelta: unknown option '--jsn' (did you mean '--json'?); 'docdelta changes --help' lists its options\n");
  });

  it('suggests nothing when nothing is close, and keeps the hint for a missing value', async () => {
    expect((await run(['info', 'x.docx', '--frobnicate'])).stderr).toBe("docdelta: unknown option '--frobnicate'; 'docdelta info --help' lists its options\n");
    expect((await run(['compare', 'a.docx', 'b.docx', '-o'])).stderr).toBe("docdelta: Option '-o, --output <value>' argument missing; 'docdelta compare --help' lists its options\n");
  });
});

describe('a reader that closes the pipe early', () => {
  it('`changes … --report r.html | head -1` prints one line, still writes the report and exits 0', () => {
    const lines = (word: string) => Array.from({ length: 20_000 }, (_, i) => `line ${i} ${word}\n`).join('');
    writeFileSync(join(tmp, 'l1.txt'), lines('alpha'));
    writeFileSync(join(tmp, 'l2.txt'), lines('beta'));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
    const cli = `'${process.execPath}' --import '${tsx}' '${join(root, 'src/cli/index.ts')}'`;
    // The output (~1 MB) is far past a pipe's buffer, so the CLI writes into a closed pipe.
    const shell = spawnSync('bash', ['-c', `set -o pipefail; ${cli} changes l1.txt l2.txt --report r.html | head -1`], { cwd: tmp, encoding: 'utf8' });
    expect(shell.stderr).toBe('');
    expect(shell.stdout).toBe('l1.txt → l2.txt: 20000 changes (20000 modified)\n');
    expect(shell.status).toBe(0);
    const report = readFileSync(join(tmp, 'r.html'), 'utf8');
    expect(report.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(report).toContain('20000 changes (20000 modified)');
    expect(report.trimEnd().endsWith('</html>')).toBe(true);
  }, 120_000);
});
