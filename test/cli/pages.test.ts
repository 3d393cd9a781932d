import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { readRenderedWords, tokenKey } from '../../src/engine/layout/anchor';
import { findSoffice } from '../../src/engine/preview/office';
import { run } from '../helpers/cli';
import { LIBREOFFICE_TEST_TIMEOUT_MS, sofficeConvert } from '../helpers/libreoffice';

/**
 * Whose pages `changes` prints: a Word page comes from LibreOffice's layout when it is there and
 * is otherwise marked as the estimate it is; a PDF's page is its own.
 */

const tmp = mkdtempSync(join(tmpdir(), 'docdelta-pages-'));
const real = join(__dirname, '..', 'fixtures', 'real');
const samples = join(__dirname, '..', 'fixtures', 'samples');

/** A report of about five pages, headed sections, large first-section text: pages an estimate gets wrong easily. */
async function report(edit: boolean): Promise<Uint8Array> {
  const children: Paragraph[] = [];
  for (let section = 1; section <= 6; section++) {
    children.push(new Paragraph({ text: `Section ${section} review`, heading: HeadingLevel.HEADING_1 }));
    for (let p = 1; p <= 9; p++) {
      const words = `In section ${section}, paragraph ${p} records what the committee found about the supplier's monthly figures and the way they were checked against the ledger`;
      const marked = edit && section === 5 && p === 4 ? `${words} by the Zanzibar auditors` : words;
      children.push(new Paragraph({ children: [new TextRun({ text: marked, size: section === 1 ? 32 : 22 })] }));
    }
  }
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

async function pair(): Promise<{ a: string; b: string }> {
  const a = join(tmp, 'report-a.docx');
  const b = join(tmp, 'report-b.docx');
  writeFileSync(a, await report(false));
  writeFileSync(b, await report(true));
  return { a, b };
}

describe('docdelta changes: whose pages', () => {
  it('marks the built-in layout’s Word pages as estimates (~page, PageSource estimate) and names the place', async () => {
    const { a, b } = await pair();
    const json = await run(['changes', a, b, '--json', '--office', 'builtin']);
    expect(json.code).toBe(0);
    const changes = JSON.parse(json.stdout);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ Type: 'Inserted', PageSource: 'estimate' });
    expect(changes[0].PageInfo).toEqual(expect.objectContaining({ PageNumber: expect.any(Number) }));
    const list = await run(['changes', a, b], { DOCDELTA_OFFICE: 'builtin' });
    expect(list.stdout).toMatch(/paragraph \d+ under "Section 5 review" \(~page \d+\)/);
  });

  it('gives a PDF’s own pages, unmarked', async () => {
    const a = join(real, 'pdfjs-pdf-pair-link-a-17-pages.pdf');
    const b = join(real, 'pdfjs-pdf-pair-link-b-17-pages-with-link.pdf');
    const changes = JSON.parse((await run(['changes', a, b, '--json'])).stdout);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change.PageSource).toBe('document');
    expect((await run(['changes', a, b])).stdout).not.toContain('~');
  });

  it('refuses an unknown --office or DOCDELTA_OFFICE, and --office libreoffice without it, in one line', async () => {
    const v1 = join(samples, 'policy-v1.docx');
    const v2 = join(samples, 'policy-v2.docx');
    const bad = await run(['changes', v1, v2, '--office', 'word']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("docdelta: --office 'word' is not one of auto, libreoffice, builtin\n");
    const env = await run(['changes', v1, v2], { DOCDELTA_OFFICE: 'soon' });
    expect(env.stderr).toBe("docdelta: DOCDELTA_OFFICE 'soon' is not one of auto, libreoffice, builtin\n");
    const nowhere = join(tmp, 'no-soffice');
    const missing = await run(['changes', v1, v2, '--office', 'libreoffice'], { DOCDELTA_SOFFICE: nowhere });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      new RegExp(`^docdelta: .*policy-v2\\.docx: LibreOffice was not found at ${nowhere}; .*\\n$`),
    );
    expect(missing.stdout).toBe('');
  });

  it.skipIf(!findSoffice())(
    'info counts Word pages in the layout --office names',
    async () => {
      // docProps/app.xml says 7 pages (Word's count at its last save); LibreOffice lays out 9.
      const docx = join(real, 'tika-docx-kitchen-sink-2006ml.docx');
      const pages = async (args: string[], env: Record<string, string> = {}) =>
        JSON.parse((await run(['info', docx, '--json', ...args], env)).stdout).PageCount;
      expect(await pages([])).toBe(9);
      expect(await pages(['--office', 'builtin'])).toBe(7);
      expect(await pages([], { DOCDELTA_OFFICE: 'builtin' })).toBe(7);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it('names DOCDELTA_SOFFICE and DOCDELTA_OFFICE in the help of every command that lays out pages', async () => {
    for (const command of ['changes', 'compare', 'preview', 'info']) {
      const { stdout } = await run([command, '--help']);
      expect(stdout).toContain('--office auto|libreoffice|builtin');
      expect(stdout).toContain('DOCDELTA_SOFFICE');
    }
  });

  it.skipIf(!findSoffice())(
    'prints the page LibreOffice draws the change on, by default, when it is installed',
    async () => {
      const { a, b } = await pair();
      const changes = JSON.parse((await run(['changes', a, b, '--json'])).stdout);
      expect(changes).toHaveLength(1);
      expect(changes[0].PageSource).toBe('libreoffice');
      // The truth: the page of LibreOffice's own PDF of the target holding the inserted word.
      const out = join(tmp, 'pdf');
      await sofficeConvert([b], 'pdf', out);
      const rendered = await readRenderedWords(new Uint8Array(readFileSync(join(out, 'report-b.pdf'))));
      const pages = rendered.words.filter((w) => w.key === tokenKey('Zanzibar')).map((w) => w.page);
      expect(pages).toHaveLength(1);
      expect(changes[0].PageInfo.PageNumber).toBe(pages[0]);
      const list = await run(['changes', a, b]);
      expect(list.stdout).toContain(`(page ${pages[0]})`);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );

  it.skipIf(!findSoffice())(
    'compare --preview draws Word pages with LibreOffice unless DOCDELTA_OFFICE says builtin',
    async () => {
      const v1 = join(samples, 'policy-v1.docx');
      const v2 = join(samples, 'policy-v2.docx');
      const images = async (office: string) => {
        const out = mkdtempSync(join(tmp, `preview-${office}-`));
        const { code, stdout } = await run(['compare', v1, v2, '-o', join(out, 'result.docx'), '--preview', out], {
          DOCDELTA_OFFICE: office,
        });
        expect(code).toBe(0);
        const files = [...stdout.matchAll(/^(\S+\.png): page (\d+)/gm)].map((m) => m[1]);
        expect(files.length).toBeGreaterThan(0);
        return files.map((file) => readFileSync(file));
      };
      const [libreoffice, builtin] = [await images('auto'), await images('builtin')];
      expect(libreoffice.length).toBe(builtin.length);
      // Pages drawn by two different renderers: no image the same.
      libreoffice.forEach((png, i) => expect(png.equals(builtin[i])).toBe(false));
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});
