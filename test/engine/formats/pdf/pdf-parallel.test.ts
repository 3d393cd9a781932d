import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { WrongPasswordError } from '../../../../src/engine/errors';
import { configurePdfExtraction } from '../../../../src/engine/formats/pdf/extract-pool';
import { pdfReader, type PdfFamilyData } from '../../../../src/engine/formats/pdf/index';
import { listChanges } from '../../../../src/engine/index';
import type { DocumentModel } from '../../../../src/engine/model/document';

const FIXTURES = new URL('../../../fixtures/real/', import.meta.url);
const original = configurePdfExtraction({});
/** Pages worker threads read, counted here: the engine keeps no counter of its own. */
let workerPages = 0;
configurePdfExtraction({ onWorkerPages: (pages) => (workerPages += pages) });
const pdfPagesReadInWorkers = () => workerPages;

afterAll(() => {
  configurePdfExtraction(original);
});

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)));
}

const oneThread = () => configurePdfExtraction({ threads: 1, fastText: false });
/** Every run of 3 pages goes to a worker (pdf.js reads it); the calling thread reads only what a worker failed on. */
const workersOnly = () =>
  configurePdfExtraction({ threads: 2, minPages: 1, runPages: 3, callerReads: false, fastText: false });

async function readBothWays(
  bytes: Uint8Array,
  password?: string,
): Promise<{ single: DocumentModel; parallel: DocumentModel; pagesInWorkers: number }> {
  oneThread();
  const single = await pdfReader.read(bytes, 'pdf', { password });
  workersOnly();
  const before = pdfPagesReadInWorkers();
  const parallel = await pdfReader.read(bytes, 'pdf', { password });
  return { single, parallel, pagesInWorkers: pdfPagesReadInWorkers() - before };
}

const SENTENCE =
  'The committee reviewed the annual budget and agreed that the proposal needs more detail before the board can approve it';

/** Pages of wrapped paragraphs with a header and footer on each; page `blank` has nothing on it. */
async function report(pages: number, blank: number, edit = false): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = pdf.addPage([595, 842]);
    if (p === blank) continue;
    page.drawText('Quarterly report', { x: 72, y: 810, size: 9, font });
    page.drawText(`Page ${p}`, { x: 280, y: 30, size: 9, font });
    for (let line = 0; line < 12; line++) {
      let text = `Paragraph ${p}.${line}: ${SENTENCE}.`;
      if (edit && p === 7 && line === 4) text = text.replace('annual', 'yearly');
      page.drawText(text.slice(0, 90), { x: 72, y: 760 - line * 40, size: 10, font });
      page.drawText(text.slice(90), { x: 72, y: 746 - line * 40, size: 10, font });
    }
  }
  return pdf.save();
}

describe('PDF text read by page runs in worker threads', () => {
  it(
    'gives the same model as one thread, blank page included, with every page read in a worker',
    { timeout: 120_000 },
    async () => {
      const bytes = await report(14, 9);
      const { single, parallel, pagesInWorkers } = await readBothWays(bytes);
      expect(pagesInWorkers).toBe(14);
      expect(parallel).toEqual(single);
      const family = parallel.familyData as PdfFamilyData;
      expect(family.pages).toHaveLength(14);
      // The blank page, read in a worker, is an empty page like any other: no picture story for it.
      expect(parallel.stories.map((story) => story.key)).not.toContain('page:9');
      expect(family.paragraphs.some((words) => Array.from(words.pages).includes(14))).toBe(true);
    },
  );

  it(
    'lists the same changes for a pair read together with the workers as on one thread',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await Promise.all([report(14, 0), report(14, 0, true)]);
      const request = { source: { bytes: a, fileName: 'a.pdf' }, targets: [{ bytes: b, fileName: 'b.pdf' }] };
      oneThread();
      const single = await listChanges(request);
      workersOnly();
      const before = pdfPagesReadInWorkers();
      const parallel = await listChanges(request);
      expect(pdfPagesReadInWorkers() - before).toBe(28);
      expect(parallel).toEqual(single);
      expect(
        parallel.changes.map((change) => [change.Type, change.Text, change.TargetText, change.PageInfo.PageNumber]),
      ).toEqual([['Modified', 'annual', 'yearly', 7]]);
    },
  );

  it('reads an owner-password PDF of 41 pages the same way', { timeout: 120_000 }, async () => {
    const { single, parallel, pagesInWorkers } = await readBothWays(
      fixture('tika-pdf-text-heavy-41-pages-owner-password-only.pdf'),
    );
    expect(pagesInWorkers).toBe(41);
    expect((parallel.familyData as PdfFamilyData).encrypted).toBe(true);
    expect(parallel).toEqual(single);
  });

  it('passes the user password to the workers and still tells a wrong one', { timeout: 120_000 }, async () => {
    const bytes = fixture('pdfjs-pdf-encrypted-aes256-password-abc.pdf');
    const { single, parallel, pagesInWorkers } = await readBothWays(bytes, 'abc');
    expect(pagesInWorkers).toBe(1);
    expect(parallel).toEqual(single);
    workersOnly();
    await expect(pdfReader.read(bytes, 'pdf', { password: 'wrong' })).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it(
    'renders scanned pages read in a worker from the calling thread (encrypted, with a password)',
    { timeout: 120_000 },
    async () => {
      const { single, parallel, pagesInWorkers } = await readBothWays(
        fixture('pdfjs-pdf-scanned-jbig2-encrypted.pdf'),
        'ELXRTQWS',
      );
      expect(pagesInWorkers).toBe(parallel.pageCount);
      expect((parallel.familyData as PdfFamilyData).scanned.length).toBeGreaterThan(0);
      expect(parallel).toEqual(single);
    },
  );
});

describe('PDF worker pool limits', () => {
  it(
    'takes back a run a worker never answers, reads it here, and starts no more helpers than runs or 3',
    { timeout: 60_000 },
    async () => {
      const { Worker } = await import('node:worker_threads');
      let started = 0;
      // A worker that takes messages and never answers (as one stuck inside pdf.js would).
      const starter = () => {
        started++;
        return new Worker('setInterval(() => {}, 1000)', { eval: true });
      };
      const bytes = await report(6, 0);
      oneThread();
      const single = await pdfReader.read(bytes, 'pdf', {});
      configurePdfExtraction({
        threads: 16,
        minPages: 1,
        runPages: 3,
        callerReads: true,
        runTimeoutMs: 300,
        starter,
        fastText: false,
      });
      const before = pdfPagesReadInWorkers();
      const parallel = await pdfReader.read(bytes, 'pdf', {});
      expect(parallel).toEqual(single);
      expect(pdfPagesReadInWorkers() - before).toBe(0);
      // Two runs of 3 pages: one for this thread, one helper at most.
      expect(started).toBe(1);
      started = 0;
      const long = await report(30, 0);
      const longSingle = (oneThread(), await pdfReader.read(long, 'pdf', {}));
      configurePdfExtraction({
        threads: 16,
        minPages: 1,
        runPages: 3,
        callerReads: true,
        runTimeoutMs: 300,
        starter,
        fastText: false,
      });
      expect(await pdfReader.read(long, 'pdf', {})).toEqual(longSingle);
      expect(started).toBe(3);
      configurePdfExtraction({ starter: undefined, runTimeoutMs: original.runTimeoutMs });
    },
  );

  it(
    'reads a document here when the worker given it through the fast path never answers',
    { timeout: 60_000 },
    async () => {
      const { Worker } = await import('node:worker_threads');
      const starter = () => new Worker('setInterval(() => {}, 1000)', { eval: true });
      const bytes = await report(6, 0);
      oneThread();
      const single = await pdfReader.read(bytes, 'pdf', {});
      configurePdfExtraction({ threads: 2, minFastPages: 1, runTimeoutMs: 300, starter, fastText: true });
      const before = pdfPagesReadInWorkers();
      expect(await pdfReader.read(bytes, 'pdf', {})).toEqual(single);
      expect(pdfPagesReadInWorkers() - before).toBe(0);
      configurePdfExtraction({ starter: undefined, runTimeoutMs: original.runTimeoutMs });
    },
  );
});

describe('PDF text read by the fast path', () => {
  it(
    'reads one document of a pair in a worker and the other here, with the changes pdf.js alone gives',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await Promise.all([report(14, 0), report(14, 0, true)]);
      const request = { source: { bytes: a, fileName: 'a.pdf' }, targets: [{ bytes: b, fileName: 'b.pdf' }] };
      oneThread();
      const single = await listChanges(request);
      configurePdfExtraction({ threads: 2, minFastPages: 1, fastText: true });
      const before = pdfPagesReadInWorkers();
      const fast = await listChanges(request);
      expect(pdfPagesReadInWorkers() - before).toBe(14);
      expect(fast).toEqual(single);
    },
  );

  it(
    'reads a document longer than maxFastPages here, not in a worker whose heap it may not fit',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await Promise.all([report(14, 0), report(14, 0, true)]);
      const request = { source: { bytes: a, fileName: 'a.pdf' }, targets: [{ bytes: b, fileName: 'b.pdf' }] };
      oneThread();
      const single = await listChanges(request);
      configurePdfExtraction({ threads: 2, minFastPages: 1, maxFastPages: 13, fastText: true });
      const before = pdfPagesReadInWorkers();
      const fast = await listChanges(request);
      expect(pdfPagesReadInWorkers() - before).toBe(0);
      expect(fast).toEqual(single);
      configurePdfExtraction({ maxFastPages: original.maxFastPages });
    },
  );
});
