import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS, type EngineChange } from '../../../../src/engine/diff/types';
import { configurePdfExtraction, pdfReader } from '../../../../src/engine/formats/pdf/index';
import type { DocumentModel } from '../../../../src/engine/model/document';
import { run } from '../../../helpers/cli';

/**
 * Real PDFs from the test resources of pdf.js and qpdf (test/fixtures/pdf-corpus): a page deleted
 * by poppler's pdfseparate + pdfunite and by `qpdf --pages` is found (and nothing else), plain
 * re-saves by pdfunite and qpdf are no change, a form value changed with pdf-lib is one change
 * naming the field, and broken files are read as pdf.js recovers them or refused in one line.
 */

const tool = (name: string, flag: string) => spawnSync(name, [flag], { stdio: 'ignore' }).status === 0;
const hasPoppler = tool('pdfunite', '-v') && tool('pdfseparate', '-v');
const hasQpdf = tool('qpdf', '--version');
if (!hasPoppler)
  console.warn('poppler-utils (pdfseparate, pdfunite) is not installed: their deletions and re-saves are skipped');
if (!hasQpdf) console.warn('qpdf is not installed: its deletions and re-saves are skipped');

const CORPUS = new URL('../../../fixtures/pdf-corpus/', import.meta.url);
const path = (name: string) => new URL(name, CORPUS).pathname;
const fixture = (name: string) => new Uint8Array(readFileSync(path(name)));

const work = mkdtempSync(join(tmpdir(), 'docdelta-pdf-corpus-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let counter = 0;

/** Runs `command` with `args` (given a fresh output path) and returns what it wrote there. */
function made(command: string, args: (output: string) => string[]): Uint8Array {
  const output = join(work, `out-${++counter}.pdf`);
  const result = spawnSync(command, args(output), { encoding: 'utf8' });
  // qpdf exits 3 when it repaired something on the way.
  if (result.status !== 0 && result.status !== 3) throw new Error(`${command}: ${result.stderr}`);
  return new Uint8Array(readFileSync(output));
}

/** The file without page `page`, by pdfseparate (one file a page) then pdfunite of the others. */
function deletedByPoppler(name: string, page: number): Uint8Array {
  const dir = mkdtempSync(join(work, 'pages-'));
  spawnSync('pdfseparate', [path(name), join(dir, 'p-%d.pdf')]);
  const pages = readdirSync(dir)
    .map((f) => Number(/^p-(\d+)\.pdf$/.exec(f)?.[1]))
    .filter((n) => n && n !== page)
    .sort((a, b) => a - b);
  return made('pdfunite', (output) => [...pages.map((n) => join(dir, `p-${n}.pdf`)), output]);
}

function deletedByQpdf(name: string, page: number, pages: number): Uint8Array {
  const kept = [page > 1 ? `1-${page - 1}` : '', page < pages ? `${page + 1}-z` : ''].filter(Boolean).join(',');
  return made('qpdf', (output) => [path(name), '--pages', path(name), kept, '--', output]);
}

const RESAVES: [string, boolean, (name: string) => Uint8Array][] = [
  ['pdfunite', hasPoppler, (name) => made('pdfunite', (output) => [path(name), output])],
  ['qpdf', hasQpdf, (name) => made('qpdf', (output) => [path(name), output])],
  [
    'qpdf --object-streams=generate',
    hasQpdf,
    (name) => made('qpdf', (output) => ['--object-streams=generate', path(name), output]),
  ],
  ['qpdf --qdf', hasQpdf, (name) => made('qpdf', (output) => ['--qdf', path(name), output])],
];

const read = (bytes: Uint8Array): Promise<DocumentModel> => pdfReader.read(bytes, 'pdf', {});
const diff = (a: DocumentModel, b: DocumentModel): EngineChange[] => pdfReader.diff!(a, b, DEFAULT_DIFF_OPTIONS);
const summary = (changes: EngineChange[]) => changes.map((c) => `${c.kind} ${c.place}: ${c.text} → ${c.targetText}`);

const cache = new Map<string, Promise<DocumentModel>>();
const source = (name: string) => cache.get(name) ?? cache.set(name, read(fixture(name))).get(name)!;

/** Multi-page files and the page deleted from each (one with text, one of a form, one scanned). */
const DELETIONS: [string, number, number][] = [
  ['pdfjs-TAMReview.pdf', 23, 2],
  ['pdfjs-pdkids.pdf', 55, 30],
  ['qpdf-form-filled-by-acrobat.pdf', 3, 2],
  ['qpdf-fields-two-pages.pdf', 2, 2],
  ['qpdf-hybrid-xref.pdf', 30, 2],
  ['qpdf-append-xref-loop.pdf', 30, 17],
  ['qpdf-fax-decode-parms.pdf', 10, 2],
];

/**
 * Every change is a deletion on the deleted page, or at the top of the next (the end of a paragraph
 * that ran on from it), and there is at least one.
 */
function expectOnlyPageDeleted(changes: EngineChange[], page: number): void {
  expect(changes.length, 'the deleted page is found').toBeGreaterThan(0);
  for (const change of changes) {
    const told = summary([change])[0];
    expect(change.kind, told).toBe('Deleted');
    const box = change.box!;
    if (box.page !== page) expect([box.page, box.y < box.pageHeight / 4], told).toEqual([page + 1, true]);
  }
  expect(changes.filter((c) => c.box?.page === page).length).toBeGreaterThan(0);
}

describe('PDF corpus: page deletions', () => {
  it.skipIf(!hasPoppler).each(DELETIONS)(
    '%s (%i pages) without page %i, by pdfseparate + pdfunite',
    async (name, _, page) => {
      expectOnlyPageDeleted(diff(await source(name), await read(deletedByPoppler(name, page))), page);
    },
  );

  it.skipIf(!hasQpdf).each(DELETIONS)('%s (%i pages) without page %i, by qpdf --pages', async (name, pages, page) => {
    expectOnlyPageDeleted(diff(await source(name), await read(deletedByQpdf(name, page, pages))), page);
  });

  it.skipIf(!hasQpdf)('tells the scanned page deleted by its picture, not by the pictures that moved up', async () => {
    const changes = diff(
      await source('qpdf-fax-decode-parms.pdf'),
      await read(deletedByQpdf('qpdf-fax-decode-parms.pdf', 2, 10)),
    );
    expect(summary(changes)).toEqual(['Deleted page 2 (picture): page 2 picture → ']);
  });
});

const RESAVED = [
  'pdfjs-TAMReview.pdf',
  'pdfjs-pdkids.pdf',
  'pdfjs-160F-2019.pdf',
  'qpdf-form-filled-by-acrobat.pdf',
  'qpdf-fields-two-pages.pdf',
  'qpdf-hybrid-xref.pdf',
  'qpdf-append-xref-loop.pdf',
  'qpdf-fax-decode-parms.pdf',
  'pdfjs-xref_command_missing.pdf',
  'qpdf-damaged-stream.pdf',
];

describe('PDF corpus: plain re-saves are no change', () => {
  for (const [label, available, resave] of RESAVES)
    it.skipIf(!available).each(RESAVED)(`%s re-saved by ${label}`, async (name) => {
      expect(summary(diff(await source(name), await read(resave(name))))).toEqual([]);
    });
});

/** The file with text field `field` set to `value` by pdf-lib (which rewrites its appearance). */
async function filled(name: string, field: string, value: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(fixture(name));
  document.getForm().getTextField(field).setText(value);
  return document.save();
}

describe('PDF corpus: form values changed with pdf-lib', () => {
  it.each([
    ['qpdf-form-filled-by-acrobat.pdf', 'Text Box 1', 'Smyth'],
    ['qpdf-fields-two-pages.pdf', 'text', 'abd'],
    ['pdfjs-160F-2019.pdf', 'A.NAT1', 'Smyth'],
  ])('%s: field "%s" set to "%s" is one Modified naming it', async (name, field, value) => {
    const changes = diff(await source(name), await read(await filled(name, field, value)));
    expect(changes.map((c) => [c.kind, c.place])).toEqual([['Modified', `form field "${field}"`]]);
    expect(changes[0].targetText).toBe(`${field}: ${value}`);
    expect(changes[0].box?.page).toBeGreaterThan(0);
  });

  it('a check box ticked with pdf-lib is one Modified naming it', async () => {
    const document = await PDFDocument.load(fixture('qpdf-form-filled-by-acrobat.pdf'));
    const box = document.getForm().getCheckBox('Check Box 1');
    if (box.isChecked()) box.uncheck();
    else box.check();
    const changes = diff(await source('qpdf-form-filled-by-acrobat.pdf'), await read(await document.save()));
    expect(changes.map((c) => [c.kind, c.place])).toEqual([['Modified', 'form field "Check Box 1"']]);
  });
});

describe('PDF corpus: broken files', () => {
  it.each(['pdfjs-xref_command_missing.pdf', 'qpdf-damaged-stream.pdf', 'qpdf-append-xref-loop.pdf'])(
    '%s is read as pdf.js recovers it: its text, no change against itself',
    async (name) => {
      const model = await source(name);
      const text = model.stories.flatMap((s) => s.blocks).filter((b) => b.type === 'paragraph');
      expect(text.length).toBeGreaterThan(0);
      expect(diff(model, await read(fixture(name)))).toEqual([]);
    },
  );

  it('a file with a fuzzed header and no readable trailer is refused in one line, exit 2', async () => {
    const broken = path('qpdf-bad-direct-root.pdf');
    const result = await run(['changes', broken, path('qpdf-hybrid-xref.pdf')]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(broken);
    expect(lines[0]).toContain('not a PDF');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('PDF corpus: the reading budget', () => {
  it('a document not read within the budget (made 1 ms here) ends in one line, and the next read is whole', async () => {
    const before = configurePdfExtraction({});
    configurePdfExtraction({ readBudgetMs: 1 });
    try {
      const book = path('pdfjs-pdkids.pdf');
      await expect(read(fixture('pdfjs-pdkids.pdf'))).rejects.toThrow(
        'could not be read within its reading budget of 1 ms',
      );
      const result = await run(['changes', book, book]);
      expect(result.code).not.toBe(0);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(book);
      expect(lines[0]).toContain('reading budget of 1 ms');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      configurePdfExtraction({ readBudgetMs: before.readBudgetMs });
    }
    expect((await read(fixture('pdfjs-pdkids.pdf'))).pageCount).toBe(55);
  });
});
