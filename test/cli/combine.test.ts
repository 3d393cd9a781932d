import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { applyRevisions, listRevisions } from '../../src/engine/formats/word/docx/write/index';
import { readDocument } from '../../src/engine/index';
import { documentToText } from '../../src/report/textconv';
import { run } from '../helpers/cli';
import { SOURCE_PARAGRAPHS, threeReviewerCase } from '../helpers/reviewers';

const work = mkdtempSync(join(tmpdir(), 'docdelta-cli-combine-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const source = join(work, 'source.docx');
const targets = ['alice.docx', 'bob.docx', 'carol.docx'].map((name) => join(work, name));
let paragraphs: string[][] = [];

beforeAll(async () => {
  const made = await threeReviewerCase();
  writeFileSync(source, made.source.bytes);
  made.targets.forEach((t, k) => writeFileSync(targets[k], t.bytes));
  paragraphs = made.targets.map((t) => t.paragraphs);
});

async function textOf(bytes: Uint8Array): Promise<string[]> {
  const text = documentToText(await readDocument({ bytes, fileName: 'r.docx' }));
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('docdelta compare with several targets', () => {
  it('writes one combined file by default, tracked changes by each target author, and lists the conflict', async () => {
    const out = join(work, 'combined.docx');
    const { code, stdout, stderr } = await run(['compare', source, ...targets, '-o', out]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      `${out}: 5 changes (4 modified, 1 inserted) from 3 targets by Alice Archer, Bob Baker, Carol Cole\n` +
        `  conflict at paragraph 2 (changes 0, 1): "large" → Alice Archer "narrow" / Bob Baker "clear"\n`,
    );
    const bytes = new Uint8Array(readFileSync(out));
    expect(new Set(listRevisions(bytes).map((r) => r.author))).toEqual(
      new Set(['Alice Archer', 'Bob Baker', 'Carol Cole']),
    );
    // docdelta's own accept of Carol's revisions (rejecting the others) gives Carol's copy.
    const carol = applyRevisions(bytes, (r) => (r.author === 'Carol Cole' ? 'accept' : 'reject'));
    expect(await textOf(carol)).toEqual(paragraphs[2]);
    expect(await textOf(applyRevisions(bytes, () => 'reject'))).toEqual(SOURCE_PARAGRAPHS);
  });

  it('still writes one result per target into an existing folder', async () => {
    const folder = join(work, 'each');
    mkdirSync(folder);
    const { code } = await run(['compare', source, ...targets, '-o', folder, '--mode', 'tracked']);
    expect(code).toBe(0);
    expect(readdirSync(folder).sort()).toEqual(['alice.compared.docx', 'bob.compared.docx', 'carol.compared.docx']);
  });

  it('refuses options a combined result cannot honour, writing nothing', async () => {
    const out = join(work, 'refused.docx');
    const styled = await run(['compare', source, ...targets, '-o', out, '--mode', 'styled']);
    expect(styled.code).toBe(2);
    expect(styled.stderr).toMatch(/--mode styled: a combined result of several targets is tracked changes/);
    const author = await run(['compare', source, ...targets, '-o', out, '--author', 'X']);
    expect(author.code).toBe(2);
    expect(existsSync(out)).toBe(false);
  });

  it('an OpenDocument spreadsheet source with several targets names the format and writes nothing', async () => {
    const out = join(work, 'book-result.ods');
    const { buildOds } = await import('../../scripts/fixtures/ods-builder');
    const book = (v: number) => buildOds({ sheets: [{ name: 'S', rows: [['a', v]] }] });
    const paths = [1, 2, 3].map((v) => {
      const path = join(work, `book${v}.ods`);
      writeFileSync(path, book(v));
      return path;
    });
    const { code, stderr } = await run(['compare', ...paths, '-o', out]);
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/book1\.ods: one result for several targets is available for .*not yet for ods/);
    expect(existsSync(out)).toBe(false);
  });

  it('an Excel source with several targets writes one workbook noting each target on its changed cells', async () => {
    const out = join(work, 'book-result.xlsx');
    const { buildXlsx } = await import('../../scripts/fixtures/xlsx-builder');
    const book = (v: number) => buildXlsx({ sheets: [{ name: 'S', rows: [['a', v]] }] });
    const paths = [1, 2, 3].map((v) => {
      const path = join(work, `book${v}.xlsx`);
      writeFileSync(path, book(v));
      return path;
    });
    const { code, stderr } = await run(['compare', ...paths, '-o', out]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: expect.any(String) });
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(new Uint8Array(readFileSync(out)));
    const comments = Object.keys(files).find((name) => /^xl\/comments\d*\.xml$/.test(name));
    const xml = strFromU8(files[comments!]);
    expect(xml).toContain('Conflict:');
    expect(xml).toContain('book2.xlsx: 2');
    expect(xml).toContain('book3.xlsx: 3');
  });

  it('a PDF source with several targets writes one PDF: the source with an annotation by each target', async () => {
    const out = join(work, 'letter-result.pdf');
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const letter = async (price: string, author: string) => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const page = pdf.addPage([612, 792]);
      page.drawText('The first line stays as it is.', { x: 72, y: 700, size: 12, font });
      page.drawText(`The blue bicycle costs ${price} euros in the shop.`, { x: 72, y: 670, size: 12, font });
      pdf.setAuthor(author);
      return pdf.save();
    };
    const paths = await Promise.all(
      [
        ['letter.pdf', 'ten', 'Owner'],
        ['bob.pdf', 'twelve', 'Bob Baker'],
        ['carol.pdf', 'nine', 'Carol Cole'],
      ].map(async ([name, price, author]) => {
        const path = join(work, name);
        writeFileSync(path, await letter(price, author));
        return path;
      }),
    );
    const { code, stdout, stderr } = await run(['compare', ...paths, '-o', out]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('from 2 targets by Bob Baker, Carol Cole');
    expect(stdout).toMatch(/conflict at .*"ten" → Bob Baker "twelve" \/ Carol Cole "nine"/);
    const bytes = new Uint8Array(readFileSync(out));
    const original = readFileSync(paths[0]);
    expect(Buffer.from(bytes.subarray(0, original.length)).equals(original)).toBe(true);
    const { openPdf } = await import('../../src/engine/formats/pdf/pdfjs');
    const document = await openPdf(bytes);
    const annotations = (await (await document.getPage(1)).getAnnotations()) as {
      subtype: string;
      titleObj?: { str: string };
      contentsObj?: { str: string };
    }[];
    await document.destroy();
    const notes = annotations.filter((a) => a.subtype !== 'Popup').map((a) => [a.titleObj?.str, a.contentsObj?.str]);
    expect(notes.map(([author]) => author).sort()).toEqual(['Bob Baker', 'Carol Cole']);
    for (const [, note] of notes)
      expect(note).toMatch(/^Conflict: "ten" → Bob Baker \([^)]*bob\.pdf\) "twelve" \/ Carol Cole/);
  });

  it('apply with several targets takes per-target change Ids', async () => {
    const decisions = join(work, 'decisions.json');
    // Ids as `docdelta changes --json` numbers them across the three targets: Alice's word, Carol's new paragraph.
    const listed = await run(['changes', source, ...targets, '--json']);
    expect(listed.code).toBe(0);
    const changes = JSON.parse(listed.stdout).changes ?? JSON.parse(listed.stdout);
    expect(changes.map((c: { Authors: string[] }) => c.Authors.at(-1))).toEqual([
      targets[0],
      targets[1],
      targets[2],
      targets[2],
      targets[2],
    ]);
    writeFileSync(
      decisions,
      JSON.stringify([
        { Id: 0, ComparisonAction: 'Reject' },
        { Id: 4, ComparisonAction: 'Reject' },
      ]),
    );
    const out = join(work, 'applied.docx');
    const { code, stdout, stderr } = await run(['apply', source, ...targets, '--changes', decisions, '-o', out]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(`${out}: 3 change(s) of 3 targets kept, 2 rejected\n`);
    const bytes = new Uint8Array(readFileSync(out));
    expect(listRevisions(bytes)).toEqual([]);
    expect(await textOf(bytes)).toEqual([
      'The committee met on Tuesday to review the annual budget.',
      'The proposal was approved by a clear majority of members.',
      'Funding for the new library will start next autumn.',
      SOURCE_PARAGRAPHS[3],
    ]);
  });
});
