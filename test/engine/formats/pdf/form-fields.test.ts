import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS, type EngineChange } from '../../../../src/engine/diff/types';
import { pdfReader } from '../../../../src/engine/formats/pdf/index';
import type { DocumentModel } from '../../../../src/engine/model/document';

/**
 * Forms read as forms: fields compared by name and value, pages drawn only by widgets not taken
 * for scans, and plain re-saves by poppler's pdfunite and by qpdf (which rewrite every object)
 * no change.
 */

const tool = (name: string) =>
  spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0 ||
  spawnSync(name, ['-v'], { stdio: 'ignore' }).status === 0;
const hasPdfunite = tool('pdfunite');
const hasQpdf = tool('qpdf');
if (!hasPdfunite) console.warn('poppler-utils (pdfunite) is not installed: the pdfunite re-save checks are skipped');
if (!hasQpdf) console.warn('qpdf is not installed: the qpdf re-save checks are skipped');

const work = mkdtempSync(join(tmpdir(), 'docdelta-pdf-forms-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const FIXTURES = new URL('../../../fixtures/real/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));

const read = (bytes: Uint8Array): Promise<DocumentModel> => pdfReader.read(bytes, 'pdf', {});
const diff = (a: DocumentModel, b: DocumentModel): EngineChange[] => pdfReader.diff!(a, b, DEFAULT_DIFF_OPTIONS);
const summary = (changes: EngineChange[]) => changes.map((c) => [c.kind, c.text, c.targetText, c.box?.page]);

/** A form made with pdf-lib: one page per entry, each page's fields and nothing else drawn. */
async function form(pages: Record<string, string>[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fields = document.getForm();
  for (const values of pages) {
    const page = document.addPage([400, 300]);
    let y = 230;
    for (const [name, value] of Object.entries(values)) {
      const field = fields.createTextField(name);
      if (value) field.setText(value);
      field.addToPage(page, { x: 55, y, width: 150, height: 24 });
      y -= 40;
    }
  }
  return document.save();
}

let counter = 0;
/** Runs a tool on `bytes` and returns what it wrote; `args` gets the input and output paths. */
function resave(bytes: Uint8Array, command: string, args: (input: string, output: string) => string[]): Uint8Array {
  const input = join(work, `in-${++counter}.pdf`);
  const output = join(work, `out-${counter}.pdf`);
  writeFileSync(input, bytes);
  const run = spawnSync(command, args(input, output), { encoding: 'utf8' });
  // qpdf exits 3 when it repaired something on the way (the fixtures' junk tails).
  if (run.status !== 0 && run.status !== 3) throw new Error(`${command}: ${run.stderr}`);
  return new Uint8Array(readFileSync(output));
}
const pdfunite = (bytes: Uint8Array) => resave(bytes, 'pdfunite', (i, o) => [i, o]);
const qpdf = (bytes: Uint8Array) => resave(bytes, 'qpdf', (i, o) => [i, o]);

describe('PDF form fields', () => {
  it('reports a changed value as one Modified naming the field, with the widget box', async () => {
    const a = await read(await form([{ Name: 'Smith', City: 'Paris' }]));
    const b = await read(await form([{ Name: 'Smyth', City: 'Paris' }]));
    const changes = diff(a, b);
    expect(summary(changes)).toEqual([['Modified', 'Name: Smith', 'Name: Smyth', 1]]);
    expect(changes[0].place).toBe('form field "Name"');
    // pdf-lib's widget at x 55, y 230 (bottom-left), 150×24, on a 300 pt high page; its border adds half a point.
    const box = changes[0].box!;
    for (const [got, want] of [
      [box.x, 55],
      [box.y, 46],
      [box.width, 150],
      [box.height, 24],
    ])
      expect(Math.abs(got - want)).toBeLessThanOrEqual(1);
  });

  it('reports an added and a removed field as Inserted and Deleted', async () => {
    const a = await read(await form([{ Name: 'Smith', City: 'Paris' }]));
    const b = await read(await form([{ Name: 'Smith', Country: 'France' }]));
    expect(summary(diff(a, b))).toEqual([
      ['Deleted', 'City: Paris', '', 1],
      ['Inserted', '', 'Country: France', 1],
    ]);
  });

  it('does not take a page drawn only by widgets for a scan, and finds one of two form pages deleted', async () => {
    const two = await form([{ Name: 'Smith' }, { City: 'Paris' }]);
    const a = await read(two);
    expect(a.warnings.map((w) => w.code)).not.toContain('pdf-scanned-pages');
    const b = await read(await form([{ Name: 'Smith' }]));
    expect(summary(diff(a, b))).toEqual([['Deleted', 'City: Paris', '', 2]]);
    expect(diff(a, a)).toEqual([]);
  });

  it.skipIf(!hasPdfunite)('reads a changed value from the widget when pdfunite broke the field tree', async () => {
    const a = await read(await form([{ Name: 'Smith', City: 'Paris' }]));
    const b = await read(pdfunite(await form([{ Name: 'Smyth', City: 'Paris' }])));
    expect(summary(diff(a, b))).toEqual([['Modified', 'Name: Smith', 'Name: Smyth', 1]]);
  });

  it.skipIf(!hasQpdf)('finds a form page deleted by qpdf', async () => {
    const two = await form([{ Name: 'Smith' }, { City: 'Paris' }]);
    const first = resave(two, 'qpdf', (i, o) => [i, '--pages', i, '1', '--', o]);
    expect(summary(diff(await read(two), await read(first)))).toEqual([['Deleted', 'City: Paris', '', 2]]);
  });
});

describe('plain re-saves of PDFs are no change', () => {
  const inputs = async (): Promise<[string, Uint8Array][]> => [
    ['a two-page form', await form([{ Name: 'Smith' }, { City: 'Paris' }])],
    ['a filled form (pdf.js)', fixture('pdfjs-pdf-pair-formfill-b-filled.pdf')],
    ['a prefilled IRS form', fixture('pdfjs-pdf-form-irs-1040-prefilled.pdf')],
    ['a scanned page', fixture('pdfjs-pdf-scanned-image-only.pdf')],
    ['a paper with 180 images', fixture('pdfjs-pdf-pair-annot-a-tracemonkey.pdf')],
  ];

  it.skipIf(!hasPdfunite)('by pdfunite', async () => {
    for (const [label, bytes] of await inputs()) {
      const before = await read(bytes);
      expect([label, diff(before, await read(pdfunite(bytes)))]).toEqual([label, []]);
    }
  });

  it.skipIf(!hasQpdf)('by qpdf', async () => {
    for (const [label, bytes] of await inputs()) {
      const before = await read(bytes);
      expect([label, diff(before, await read(qpdf(bytes)))]).toEqual([label, []]);
    }
  });

  it.skipIf(!hasPdfunite)('by pdfunite joining a file with itself, against the same join re-saved', async () => {
    const joined = resave(fixture('pdfjs-pdf-scanned-image-only.pdf'), 'pdfunite', (i, o) => [i, i, o]);
    expect(diff(await read(joined), await read(pdfunite(joined)))).toEqual([]);
  });
});
