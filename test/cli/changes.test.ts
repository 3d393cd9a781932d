import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChangeInfo } from '../../src/model/records';
import { findSoffice } from '../../src/engine/preview/office';
import { run } from '../helpers/cli';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../helpers/libreoffice';

const samples = join(__dirname, '..', 'fixtures', 'samples');
const real = join(__dirname, '..', 'fixtures', 'real');
const v1 = join(samples, 'policy-v1.docx');
const v2 = join(samples, 'policy-v2.docx');
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-cli-'));

describe('docdelta changes', () => {
  it('writes a long --json list exactly as JSON.stringify with two-space indents, and an empty one as []', async () => {
    // 1,500 changed cells: the list is written in batches of 1,000, and must read as one array.
    const rows = (edited: boolean) =>
      Array.from({ length: 1500 }, (_, r) => `R${r},${edited ? `line "${r}"\tnew` : r}`).join('\n');
    const a = join(tmp, 'long-a.csv');
    const b = join(tmp, 'long-b.csv');
    writeFileSync(a, `Id,Value\n${rows(false)}\n`);
    writeFileSync(b, `Id,Value\n${rows(true)}\n`);
    const { code, stdout } = await run(['changes', a, b, '--json']);
    expect(code).toBe(0);
    const changes = JSON.parse(stdout) as unknown[];
    expect(changes).toHaveLength(1500);
    expect(stdout).toBe(`${JSON.stringify(changes, null, 2)}\n`);
    expect((await run(['changes', a, a, '--json'])).stdout).toBe('[]\n');
  });

  it('prints the API ChangeInfo array with --json', async () => {
    const { code, stdout, stderr } = await run(['changes', v1, v2, '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const changes = z.array(ChangeInfo).parse(JSON.parse(stdout));
    expect(changes.map((c) => c.Id)).toEqual(changes.map((_, i) => i));
    expect(changes.map((c) => c.Type)).toEqual([
      'Modified',
      'Inserted',
      'Modified',
      'Moved',
      'StyleChanged',
      'Inserted',
      'Modified',
      'Inserted',
    ]);
    const bold = changes.find((c) => c.Type === 'StyleChanged')!;
    expect(bold.StyleChangeInfo).toEqual([{ ChangedProperty: 'Bold', OldValue: 'false', NewValue: 'true' }]);
    expect(bold.TargetText).toBe('never');
    expect(changes[0]).toMatchObject({ ComparisonAction: 'None', Text: 'Draft', TargetText: 'Approved' });
    for (const c of changes) {
      expect(c.PageInfo?.PageNumber).toBeGreaterThanOrEqual(1);
      expect(c.Box.Width).toBeGreaterThan(0);
    }
  });

  it('prints a readable list with places and a summary line, without colour off a terminal', async () => {
    const { code, stdout } = await run(['changes', v1, v2]);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(`${v1} → ${v2}: 8 changes (3 modified, 3 inserted, 1 moved, 1 style)`);
    expect(stdout).toContain('table 1, row 4');
    expect(stdout).toContain('+ "Monitor | €200 | Once"');
    expect(stdout).not.toContain('\x1b[');
  });

  it('colours on a terminal, and never with NO_COLOR or --no-color', async () => {
    expect((await run(['changes', v1, v2], {}, true)).stdout).toContain('\x1b[34m');
    expect((await run(['changes', v1, v2], { NO_COLOR: '1' }, true)).stdout).not.toContain('\x1b[');
    expect((await run(['changes', v1, v2, '--no-color'], {}, true)).stdout).not.toContain('\x1b[');
  });

  it('filters by --change-type (any casing), keeping the Ids of the full list', async () => {
    const { stdout } = await run(['changes', v1, v2, '--json', '--change-type', 'inserted']);
    const changes = JSON.parse(stdout);
    expect(changes.map((c: { Type: string }) => c.Type)).toEqual(['Inserted', 'Inserted', 'Inserted']);
    expect(changes.map((c: { Id: number }) => c.Id)).toEqual([1, 5, 7]);
  });

  it('honours a settings file with any key casing', async () => {
    const settings = join(tmp, 'settings.json');
    writeFileSync(
      settings,
      JSON.stringify({ styleChangeDetection: false, headerFootersComparison: false, showDeletedContent: true }),
    );
    const { stdout } = await run(['changes', v1, v2, '--json', '--settings', settings]);
    const types = JSON.parse(stdout).map((c: { Type: string }) => c.Type);
    expect(types).not.toContain('StyleChanged');
    expect(types).toHaveLength(6);
  });

  it('compares one source with several targets, naming the target in Authors', async () => {
    const { stdout } = await run(['changes', v1, v2, v1, '--json']);
    const changes = JSON.parse(stdout);
    expect(changes).toHaveLength(8);
    expect(changes.every((c: { Authors: string[] }) => c.Authors.includes(v2))).toBe(true);
  });

  it('exits 1 with --exit-code when there are changes, 0 when there are none', async () => {
    expect((await run(['changes', v1, v2, '--exit-code'])).code).toBe(1);
    expect((await run(['changes', v1, v1, '--exit-code'])).code).toBe(0);
  });

  it('compares real documents saved by Word and LibreOffice', async () => {
    const odt = await run([
      'changes',
      join(real, 'odfdo-odt-pair-diff-a.odt'),
      join(real, 'odfdo-odt-pair-diff-b.odt'),
      '--json',
    ]);
    expect(JSON.parse(odt.stdout)).toEqual([expect.objectContaining({ Type: 'Modified', Text: 'A', TargetText: 'B' })]);
    const word = await run([
      'changes',
      join(real, 'poi-docx-pair-trackflag-a-off.docx'),
      join(real, 'poi-docx-pair-trackflag-b-on.docx'),
      '--json',
    ]);
    expect(JSON.parse(word.stdout)).toEqual([
      expect.objectContaining({ Type: 'Modified', Text: 'OFF', TargetText: 'ON' }),
    ]);
  });
});

// util-linux's script(1) gives the CLI a real terminal, whose width it reads itself.
const SCRIPT = ['/usr/bin/script', '/bin/script'].find((path) => existsSync(path));

describe('docdelta changes in a terminal', () => {
  it('wraps its list at the width of the terminal, between words, and at COLUMNS off one', async () => {
    const cli = join(__dirname, '..', '..', 'src', 'cli', 'index.ts');
    const tsx = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    if (SCRIPT) {
      const shown = spawnSync(
        SCRIPT,
        ['-qec', `stty cols 60; ${tsx} ${cli} changes --no-color ${v1} ${v2}`, '/dev/null'],
        {
          encoding: 'utf8',
          env: { ...process.env, COLUMNS: '' },
        },
      );
      expect(shown.status).toBe(0);
      // What the terminal shows: lines end with CR LF, the progress line is erased first.
      const lines = shown.stdout
        .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
        .split(/\r?\n/)
        .filter((line) => /^ +\d+\. |^ {6}/.test(line));
      expect(lines.length).toBeGreaterThan(16);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(60);
      expect(lines).toContain('      "Requests to work remotely are made through the staff');
    } else console.warn('skipped the terminal half: no script(1) (util-linux)');
    const { stdout } = await run(['changes', v1, v2], { COLUMNS: '50' });
    const body = stdout.trimEnd().split('\n').slice(1);
    for (const line of body) expect(line.length, line).toBeLessThanOrEqual(50);
    expect(body[0]).toBe('   1. modified header (section 1, default),');
    // Piped without COLUMNS: one record per line, for grep (pages from the built-in layout, so the line is the
    // same whether LibreOffice is installed or not, and marked as an estimate).
    expect((await run(['changes', v1, v2], { DOCDELTA_OFFICE: 'builtin' })).stdout).toContain(
      '   4. moved    paragraph 6 under "Scope and eligibility" (from paragraph 5 under "Scope and eligibility") (~page 1)',
    );
  });
});

describe('docdelta changes: bad input', () => {
  const oneLine = (stderr: string) => {
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  };

  it('a missing file: exit 2 and one line naming it', async () => {
    const { code, stderr } = await run(['changes', v1, join(tmp, 'nope.docx')]);
    expect(code).toBe(2);
    expect(stderr).toBe(`docdelta: ${join(tmp, 'nope.docx')}: no such file\n`);
  });

  it('a corrupt package: exit 2 and one line naming the file and the problem', async () => {
    const { code, stderr } = await run(['changes', join(real, 'poi-docx-edge-truncated-zip.docx'), v2]);
    expect(code).toBe(2);
    oneLine(stderr);
    expect(stderr).toContain('poi-docx-edge-truncated-zip.docx: the ZIP package is truncated');
  });

  it('a legacy binary Word file with a .docm name: unsupported, said plainly', async () => {
    const { code, stderr } = await run(['changes', join(real, 'poi-docm-edge-wrong-extension-is-word97.docm'), v2]);
    expect(code).toBe(2);
    oneLine(stderr);
    expect(stderr).toMatch(/Office 97-2003 binary/);
  });

  it('an encrypted document without a password: password required', async () => {
    const { code, stderr } = await run(['changes', join(real, 'poi-docx-edge-encrypted-agile-password-pass.docx'), v2]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/poi-docx-edge-encrypted-agile-password-pass\.docx: .*password/);
  });

  it('a zip bomb and a ../ entry are refused', async () => {
    const evil = join(tmp, 'evil.docx');
    writeFileSync(evil, zipSync({ '[Content_Types].xml': strToU8('<Types/>'), '../../etc/passwd': strToU8('x') }));
    const { code, stderr } = await run(['changes', evil, v2]);
    expect(code).toBe(2);
    expect(stderr).toContain("evil.docx: unsafe entry name in package: '../../etc/passwd'");
  });

  it('unknown flags, unknown commands, a bad change type and bad settings are usage errors', async () => {
    expect((await run(['changes', v1, v2, '--bogus'])).code).toBe(2);
    expect((await run(['frobnicate'])).stderr).toMatch(/unknown command 'frobnicate'/);
    expect((await run(['changes', v1, v2, '--change-type', 'Sideways'])).stderr).toMatch(
      /--change-type 'Sideways' is not one of None, Modified/,
    );
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, '{"DetailsLevel": "Huge"}');
    const result = await run(['changes', v1, v2, '--settings', bad]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /bad\.json: Invalid request body: DetailsLevel: expected one of Low, Middle, High, got "Huge"/,
    );
    expect((await run(['changes', v1])).code).toBe(2);
  });
});

describe('docdelta info and formats', () => {
  it('info gives format, extension, size and pages', async () => {
    const { code, stdout } = await run(['info', v1, '--json']);
    expect(code).toBe(0);
    const info = JSON.parse(stdout);
    expect(info).toMatchObject({ FileFormat: 'Microsoft Word Open XML Document', Extension: '.docx' });
    expect(info.Size).toBeGreaterThan(1000);
    expect(info.PageCount).toBeGreaterThanOrEqual(1);
    const odt = JSON.parse((await run(['info', join(real, 'odfdo-odt-pair-toc-a-headings.odt'), '--json'])).stdout);
    expect(odt.Extension).toBe('.odt');
  });

  it.skipIf(!findSoffice())(
    "info counts a Word document's pages as LibreOffice lays them out when it is installed",
    async () => {
      // docProps/app.xml says 7 pages (Word's count at its last save); LibreOffice lays out 9.
      const docx = join(real, 'tika-docx-kitchen-sink-2006ml.docx');
      const pages = async (env: Record<string, string>) =>
        JSON.parse((await run(['info', docx, '--json'], env)).stdout).PageCount;
      expect(await pages({})).toBe(9);
      expect(await pages({ DOCDELTA_SOFFICE: join(tmp, 'no-soffice-here') })).toBe(7);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it('formats lists every extension the engine reads', async () => {
    const { stdout } = await run(['formats', '--json']);
    const extensions = JSON.parse(stdout).Formats.map((f: { Extension: string }) => f.Extension);
    for (const e of ['.docx', '.docm', '.dotx', '.dotm', '.odt', '.txt', '.md', '.html', '.json'])
      expect(extensions).toContain(e);
  });
});

describe('docdelta changes: spreadsheet settings', () => {
  const a = join(real, 'poi-xlsx-pair-floatnoise-a.xlsx');
  it('maps --tolerance and --values-only onto the Settings the cells differ reads, and rejects a bad tolerance', async () => {
    expect(JSON.parse((await run(['changes', a, a, '--json', '--tolerance', '0.5', '--values-only'])).stdout)).toEqual(
      [],
    );
    const bad = await run(['changes', a, a, '--tolerance=-3']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("docdelta: --tolerance '-3' is not a number >= 0\n");
    // node's own multi-line message for an ambiguous flag value is folded into one line.
    const ambiguous = await run(['changes', a, a, '--tolerance', '-3']);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr.trim().split('\n')).toHaveLength(1);
  });
});
