import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { docxWriter } from '../../src/engine/formats/word/docx/write/index';
import { WRITER_BUG_HINT } from '../../src/cli/main';
import { run } from '../helpers/cli';

/** The CLI as someone new to it meets it: mistakes and odd cases answered in words they can act on. */
const samples = join(__dirname, '..', 'fixtures', 'samples');
const real = join(__dirname, '..', 'fixtures', 'real');
const tmp = mkdtempSync(join(tmpdir(), 'docdelta-newcomer-'));
const root = join(__dirname, '..', '..');

describe('options the CLI does not know', () => {
  it('names the unknown option, the nearest valid one and where the options are listed', async () => {
    const { code, stdout, stderr } = await run([
      'changes',
      join(samples, 'policy-v1.docx'),
      join(samples, 'policy-v2.docx'),
      '--jsn',
    ]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      "docdelta: unknown option '--jsn' (did you mean '--json'?); 'docdelta changes --help' lists its options\n",
    );
  });

  it('suggests nothing when nothing is close, and keeps the hint for a missing value', async () => {
    expect((await run(['info', 'x.docx', '--frobnicate'])).stderr).toBe(
      "docdelta: unknown option '--frobnicate'; 'docdelta info --help' lists its options\n",
    );
    expect((await run(['compare', 'a.docx', 'b.docx', '-o'])).stderr).toBe(
      "docdelta: Option '-o, --output <value>' argument missing; 'docdelta compare --help' lists its options\n",
    );
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
    const shell = spawnSync('bash', ['-c', `set -o pipefail; ${cli} changes l1.txt l2.txt --report r.html | head -1`], {
      cwd: tmp,
      encoding: 'utf8',
    });
    expect(shell.stderr).toBe('');
    expect(shell.stdout).toBe('l1.txt → l2.txt: 20000 changes (20000 modified)\n');
    expect(shell.status).toBe(0);
    const report = readFileSync(join(tmp, 'r.html'), 'utf8');
    expect(report.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(report).toContain('20000 changes (20000 modified)');
    expect(report.trimEnd().endsWith('</html>')).toBe(true);
  }, 120_000);
});

describe('what the output says about the files', () => {
  const xlsxA = join(real, 'sheetjs-xlsx-pair-lonumbers-a-libreoffice.xlsx');
  const xlsxB = join(real, 'sheetjs-xlsx-pair-lonumbers-b-excel2010.xlsx');

  it('warns that a Word document and a PDF are of different families, compared by their text alone', async () => {
    const pdf = join(real, 'pdfjs-pdf-mixed-page-sizes.pdf');
    const { code, stderr } = await run(['changes', join(samples, 'policy-v1.docx'), pdf]);
    expect(code).toBe(0);
    expect(stderr).toBe(
      `docdelta: warning: ${join(samples, 'policy-v1.docx')} is a word-processing document and ${pdf} a PDF: documents of different families are compared by their text alone\n`,
    );
    expect((await run(['changes', join(samples, 'policy-v1.docx'), join(samples, 'policy-v2.docx')])).stderr).toBe('');
  });

  it('counts sheets, not pages, for a workbook in info and in change places', async () => {
    const info = await run(['info', xlsxA]);
    expect(info.stdout).toMatch(/\n {2}sheets: {4}\d+\n$/);
    expect(info.stdout).not.toContain('pages');
    const changes = await run(['changes', xlsxA, xlsxB]);
    expect(changes.stdout).toMatch(/\(sheet 1\)/);
    expect(changes.stdout).not.toMatch(/\(page \d+\)/);
    expect((await run(['info', join(samples, 'policy-v1.docx')])).stdout).toMatch(/\n {2}pages: {5}\d+\n$/);
  });

  it('--mode tracked on a spreadsheet says there is no such format and what the result holds', async () => {
    const { code, stderr } = await run(['compare', xlsxA, xlsxB, '-o', join(tmp, 'tracked.xlsx'), '--mode', 'tracked']);
    expect(code).toBe(0);
    expect(stderr).toContain(
      'docdelta: warning: spreadsheets have no tracked-changes format that Excel and Calc share: the result holds the target as it is (no change was rejected), without marks; --mode styled marks the changed cells\n',
    );
  });

  it('a result that fails validation is called a docdelta bug, with what still works and where to report it', async () => {
    const validate = vi.spyOn(docxWriter, 'validate').mockRejectedValue(new Error('w:ins without w:id'));
    try {
      const output = join(tmp, 'never.docx');
      const { code, stderr } = await run([
        'compare',
        join(samples, 'policy-v1.docx'),
        join(samples, 'policy-v2.docx'),
        '-o',
        output,
      ]);
      expect(code).toBe(2);
      expect(stderr).toBe(
        `docdelta: the written result failed validation, nothing was saved (w:ins without w:id). ${WRITER_BUG_HINT}\n`,
      );
      expect(stderr).toContain("'docdelta changes' still lists the changes");
      expect(existsSync(output)).toBe(false);
    } finally {
      validate.mockRestore();
    }
  });
});

describe('docdelta difftool and the browser', () => {
  const v1 = join(samples, 'policy-v1.docx');
  const v2 = join(samples, 'policy-v2.docx');
  /** A fake opener: a shell script that records its arguments, then exits with `status`. */
  const opener = (name: string, status: number) => {
    const bin = mkdtempSync(join(tmp, 'bin-'));
    writeFileSync(join(bin, name), `#!/bin/sh\necho "$@" > "${join(bin, 'called')}"\nexit ${status}\n`, {
      mode: 0o755,
    });
    return bin;
  };

  it('opens the report with $BROWSER, %s standing for the file', async () => {
    const bin = opener('show-report', 0);
    const temp = mkdtempSync(join(tmp, 'tmp-'));
    const { code, stdout, stderr } = await run(['difftool', v1, v2], {
      PATH: process.env.PATH,
      TMPDIR: temp,
      BROWSER: `${join(bin, 'show-report')} --new-tab %s`,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const path = /^docdelta: opened (.+\.html) with .*show-report\n$/.exec(stdout)?.[1];
    expect(readFileSync(join(bin, 'called'), 'utf8')).toBe(`--new-tab ${path}\n`);
    expect(readFileSync(path!, 'utf8')).toContain('<ins class="mod">Approved</ins>');
  });

  it('reports an opener that failed (xdg-open without a browser) instead of claiming it opened', async () => {
    const bin = opener('xdg-open', 3);
    const temp = mkdtempSync(join(tmp, 'tmp-'));
    const { code, stdout, stderr } = await run(['difftool', v1, v2], {
      PATH: `${bin}:${process.env.PATH}`,
      TMPDIR: temp,
      DISPLAY: ':0',
    });
    expect(code).toBe(0);
    expect(stderr).toBe('docdelta: could not open the browser (xdg-open exited with 3)\n');
    expect(stdout).toMatch(/^docdelta: report written to .+\.html\n$/);
    expect(readFileSync(join(bin, 'called'), 'utf8')).toMatch(/\.html\n$/);
  });

  it('keeps its reports in one folder and removes those older than a day', async () => {
    const temp = mkdtempSync(join(tmp, 'tmp-'));
    const first = await run(['difftool', v1, v2], { PATH: process.env.PATH, TMPDIR: temp });
    const old = /written to (.+\.html)/.exec(first.stdout)![1];
    utimesSync(old, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 2 * 86_400_000));
    const second = await run(['difftool', v1, v2], { PATH: process.env.PATH, TMPDIR: temp });
    const kept = /written to (.+\.html)/.exec(second.stdout)![1];
    expect(dirname(kept)).toBe(dirname(old));
    expect(readdirSync(temp)).toHaveLength(1);
    expect(readdirSync(dirname(kept))).toEqual([basename(kept)]);
  });
});

describe('different bytes, no change found', () => {
  const v1 = join(samples, 'policy-v1.docx');
  /** policy-v1.docx with some parts rewritten the way an editor rewrites them without touching the text. */
  const rewritten = (name: string, edits: Record<string, (xml: string) => string>) => {
    const entries = unzipSync(new Uint8Array(readFileSync(v1)));
    for (const [part, edit] of Object.entries(edits)) entries[part] = strToU8(edit(strFromU8(entries[part])));
    const path = join(tmp, name);
    writeFileSync(path, zipSync(entries));
    return path;
  };
  const restyled = rewritten('restyled.docx', {
    'word/styles.xml': (xml) =>
      xml.replace(
        '</w:styles>',
        '<w:style w:type="paragraph" w:styleId="Unused"><w:name w:val="Unused"/></w:style></w:styles>',
      ),
    'docProps/core.xml': (xml) =>
      xml.replace('</cp:coreProperties>', '<dc:subject>restyled</dc:subject></cp:coreProperties>'),
  });
  const retitled = rewritten('retitled.docx', {
    'docProps/core.xml': (xml) =>
      xml.replace('</cp:coreProperties>', '<dc:subject>new subject</dc:subject></cp:coreProperties>'),
  });

  it('changes says which parts differ and what they are', async () => {
    const { code, stdout } = await run(['changes', v1, restyled]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      `${v1} → ${restyled}: no changes\n  no content changes; metadata and styles differ (docProps/core.xml, word/styles.xml)\n`,
    );
    expect((await run(['changes', v1, retitled])).stdout).toBe(
      `${v1} → ${retitled}: no changes\n  metadata only (docProps/core.xml)\n`,
    );
    // Equal bytes say nothing more.
    expect((await run(['changes', v1, v1])).stdout).toBe(`${v1} → ${v1}: no changes\n`);
  });

  it('the git driver says so instead of a bare "no changes"', async () => {
    const { code, stdout } = await run(
      ['git-diff', 'policy.docx', v1, 'a'.repeat(40), '100644', restyled, 'b'.repeat(40), '100644'],
      { PATH: process.env.PATH },
    );
    expect(code).toBe(0);
    expect(stdout).toBe(
      'diff --docdelta a/policy.docx b/policy.docx\nno content changes; metadata and styles differ (docProps/core.xml, word/styles.xml)\n',
    );
  });
});

describe('a tiny page', () => {
  it('previews with a warning that the page itself is tiny, and a way to render it larger', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([3.84, 3.84]).drawText('x', { size: 2 });
    const file = join(tmp, 'stamp.pdf');
    writeFileSync(file, await pdf.save());
    const out = join(tmp, 'stamp-pages');
    const { code, stdout, stderr } = await run(['preview', file, '--out', out]);
    expect(code).toBe(0);
    const size = /: (\d+)x(\d+)\n$/.exec(stdout)!;
    expect(Number(size[1])).toBeLessThan(32);
    expect(stderr).toBe(
      `docdelta: warning: ${file}: page 1 is tiny (its image is ${size[1]}x${size[2]} px at the usual scale); --width or --height renders it larger\n`,
    );
    const larger = await run(['preview', file, '--out', out, '--width', '200']);
    expect(larger.stderr).toBe('');
    expect(larger.stdout).toMatch(/: 200x200\n$/);
  });
});
