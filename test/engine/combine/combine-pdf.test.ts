import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { combineToDocument, InvalidOptionsError, readDocument } from '../../../src/engine/index';
import { documentToText } from '../../../src/report/textconv';
import { openPdf } from '../../../src/engine/formats/pdf/pdfjs';
import { pdfWriter } from '../../../src/engine/formats/pdf/write/index';

/** A one-page letter of the given lines, by the given author (the reviewer's name a combined result uses). */
async function letter(lines: string[], author: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((text, i) => page.drawText(text, { x: 72, y: 700 - i * 30, size: 12, font }));
  pdf.setAuthor(author);
  return pdf.save();
}

const SOURCE = [
  'The first line stays as it is.',
  'This sentence will be removed by one reviewer.',
  'The price of the blue bicycle is ten euros in the shop.',
];

async function reviewers() {
  const source = await letter(SOURCE, 'Owner');
  // Alice takes out the second line; Bob and Carol both change the price, differently; Carol also adds a line.
  const alice = await letter([SOURCE[0], SOURCE[2]], 'Alice Archer');
  const bob = await letter(
    [SOURCE[0], SOURCE[1], 'The price of the blue bicycle is twelve euros in the shop.'],
    'Bob Baker',
  );
  const carol = await letter(
    [SOURCE[0], SOURCE[1], 'The price of the blue bicycle is nine euros in the shop.', 'Delivery is free.'],
    'Carol Cole',
  );
  return {
    source: { bytes: source, fileName: 'letter.pdf' },
    targets: [
      { bytes: alice, fileName: 'alice.pdf' },
      { bytes: bob, fileName: 'bob.pdf' },
      { bytes: carol, fileName: 'carol.pdf' },
    ],
  };
}

interface Annotation {
  subtype: string;
  titleObj?: { str: string };
  contentsObj?: { str: string };
}

async function annotationsOf(bytes: Uint8Array): Promise<{ pages: number; annotations: Annotation[] }> {
  const document = await openPdf(bytes);
  try {
    const annotations: Annotation[] = [];
    for (let n = 1; n <= document.numPages; n++)
      annotations.push(...((await (await document.getPage(n)).getAnnotations()) as Annotation[]));
    return { pages: document.numPages, annotations: annotations.filter((a) => a.subtype !== 'Popup') };
  } finally {
    await document.destroy();
  }
}

describe('several targets, one PDF result', () => {
  it('is the source PDF with an annotation by each reviewer for each change, the conflict naming every version', async () => {
    const { source, targets } = await reviewers();
    const result = await combineToDocument({ source, targets });
    expect(result.extension).toBe('.pdf');
    expect(result.authors).toEqual(['Alice Archer', 'Bob Baker', 'Carol Cole']);
    // The original's bytes come first, untouched: the annotations are an incremental update.
    expect(Buffer.from(result.bytes.subarray(0, source.bytes.length)).equals(Buffer.from(source.bytes))).toBe(true);
    expect(result.bytes.length).toBeGreaterThan(source.bytes.length);
    await pdfWriter.validate(result.bytes);
    const reread = await readDocument({ bytes: result.bytes, fileName: 'result.pdf' });
    const original = await readDocument({ bytes: source.bytes, fileName: 'letter.pdf' });
    expect(documentToText(reread)).toBe(documentToText(original));
    expect(documentToText(reread)).toContain('ten euros');

    const { pages, annotations } = await annotationsOf(result.bytes);
    expect(pages).toBe(1);
    const notes = annotations.map((a): [string, string] => [a.titleObj?.str ?? '', a.contentsObj?.str ?? '']);
    // One annotation per change each reviewer made, by that reviewer.
    expect(annotations).toHaveLength(result.changes.length);
    expect(new Set(notes.map(([author]) => author))).toEqual(new Set(['Alice Archer', 'Bob Baker', 'Carol Cole']));
    const by = (author: string) => notes.filter(([who]) => who === author).map(([, note]) => note);
    expect(by('Alice Archer')).toEqual([
      expect.stringMatching(/^Deleted by Alice Archer \(alice\.pdf\): This sentence will be removed/),
    ]);
    expect(by('Carol Cole')).toContainEqual(
      expect.stringMatching(/^Inserted by Carol Cole \(carol\.pdf\): Delivery is free/),
    );
    // Bob and Carol changed "ten" differently: both notes are the conflict, with the original's words and both versions.
    const conflicts = notes.filter(([, note]) => note.startsWith('Conflict:'));
    expect(conflicts.map(([who]) => who).sort()).toEqual(['Bob Baker', 'Carol Cole']);
    for (const [, note] of conflicts) {
      expect(note).toContain('"ten"');
      expect(note).toContain('Bob Baker (bob.pdf) "twelve"');
      expect(note).toContain('Carol Cole (carol.pdf) "nine"');
    }
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0].versions.map((v) => v.text)).toEqual(['twelve', 'nine']);
  });

  it('leaves a rejected change out of the annotations in tracked mode', async () => {
    const { source, targets } = await reviewers();
    const result = await combineToDocument({
      source,
      targets,
      mode: 'tracked',
      decisions: [{ Id: 0, ComparisonAction: 'Reject' }],
    });
    expect(result.changes[0].Authors?.[0]).toBe('Alice Archer');
    const { annotations } = await annotationsOf(result.bytes);
    expect(annotations).toHaveLength(result.changes.length - 1);
    expect(annotations.map((a) => a.titleObj?.str)).not.toContain('Alice Archer');
  });

  it('refuses updates with several targets in one line: a PDF cannot apply them', async () => {
    const { source, targets } = await reviewers();
    const attempt = combineToDocument({ source, targets, mode: 'clean' });
    await expect(attempt).rejects.toBeInstanceOf(InvalidOptionsError);
    await expect(attempt).rejects.toThrow(/^a PDF combined result marks .*cannot apply them[^\n]*$/);
  });

  it.skipIf(spawnSync('qpdf', ['--version']).status !== 0)(
    'annotates a source encrypted with a user password in its encryption, opening with the same password',
    async () => {
      const { source, targets } = await reviewers();
      const work = mkdtempSync(join(tmpdir(), 'docdelta-combine-pdf-'));
      try {
        const plain = join(work, 'letter.pdf');
        const locked = join(work, 'locked.pdf');
        writeFileSync(plain, source.bytes);
        const args = ['--encrypt', 'user pw', 'owner pw', '256', '--', plain, locked];
        expect(spawnSync('qpdf', args).status).toBe(0);
        const bytes = new Uint8Array(readFileSync(locked));
        const result = await combineToDocument({
          source: { bytes, fileName: 'locked.pdf', password: 'user pw' },
          targets,
        });
        expect(Buffer.from(result.bytes.subarray(0, bytes.length)).equals(Buffer.from(bytes))).toBe(true);
        await pdfWriter.validate(result.bytes, { password: 'user pw' });
        const document = await openPdf(result.bytes, 'user pw');
        const annotations = (await (await document.getPage(1)).getAnnotations()) as Annotation[];
        await document.destroy();
        const authors = annotations.filter((a) => a.subtype !== 'Popup').map((a) => a.titleObj?.str);
        expect(new Set(authors)).toEqual(new Set(['Alice Archer', 'Bob Baker', 'Carol Cole']));
        await expect(openPdf(result.bytes)).rejects.toThrow();
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  );
});
