import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareToDocument } from '../../../../../src/engine/index';
import { openPdf } from '../../../../../src/engine/formats/pdf/pdfjs';
import { renderPdfPages } from '../../../../../src/engine/preview/pdf';

/**
 * PDF results a reader can read: the marks are drawn alike by poppler (pdftoppm) and pdf.js,
 * the marked words stay legible under them, and every PDF the reader reads gets a result that
 * qpdf finds no worse than the target (the result is the target's bytes plus an update).
 */

const PRODUCERS = join(__dirname, '..', '..', '..', '..', 'fixtures', 'pdf-producers');
const REAL = join(__dirname, '..', '..', '..', '..', 'fixtures', 'real');
const input = (folder: string, name: string) => ({
  bytes: new Uint8Array(readFileSync(join(folder, name))),
  fileName: name,
});
const tool = (name: string) =>
  spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0 ||
  spawnSync(name, ['-v'], { stdio: 'ignore' }).status === 0;
const hasPoppler = tool('pdftoppm');
const hasQpdf = tool('qpdf');
if (!hasPoppler) console.warn('poppler-utils is not installed: the poppler rendering check of PDF results is skipped');
if (!hasQpdf) console.warn('qpdf is not installed: the qpdf check of PDF results is skipped');
const work = mkdtempSync(join(tmpdir(), 'docdelta-pdf-results-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Pixels per point of the renders. */
const SCALE = 2;

interface Raster {
  width: number;
  height: number;
  /** RGB or RGBA, row by row. */
  pixels: Uint8Array;
  channels: number;
}

/** Page 1 by poppler, as a binary PPM (P6). */
function renderPoppler(bytes: Uint8Array, name: string): Raster {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  const run = spawnSync(
    'pdftoppm',
    ['-r', String(72 * SCALE), '-f', '1', '-l', '1', '-singlefile', file, join(work, name)],
    { encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  const ppm = readFileSync(join(work, `${name}.ppm`));
  const header = ppm.toString('latin1', 0, 64).match(/^P6\s+(\d+)\s+(\d+)\s+255\s/)!;
  return {
    width: Number(header[1]),
    height: Number(header[2]),
    pixels: new Uint8Array(ppm.subarray(header[0].length)),
    channels: 3,
  };
}

async function renderPdfJs(bytes: Uint8Array, pageWidth: number): Promise<Raster> {
  const { pages } = await renderPdfPages(bytes, { pages: [1], width: Math.round(pageWidth * SCALE) });
  return { width: pages[0].width, height: pages[0].height, pixels: pages[0].pixels, channels: 4 };
}

interface BoxStats {
  /** Share of pixels darker than text grey. */
  dark: number;
  /** Share of pixels light enough to be paper. */
  light: number;
  /** Mean colour of the light pixels. */
  paper: [number, number, number];
  /** Share of strongly red pixels. */
  red: number;
}

/** What a box of the page (user-space rectangle, origin bottom left) looks like in a render. */
function statsOf(raster: Raster, [x0, y0, x1, y1]: number[], pageHeight: number): BoxStats {
  const left = Math.ceil(x0 * SCALE) + 1;
  const right = Math.floor(x1 * SCALE) - 1;
  const top = Math.ceil((pageHeight - y1) * SCALE) + 1;
  const bottom = Math.floor((pageHeight - y0) * SCALE) - 1;
  let dark = 0;
  let light = 0;
  let red = 0;
  const paper = [0, 0, 0];
  let total = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const at = (y * raster.width + x) * raster.channels;
      const [r, g, b] = [raster.pixels[at], raster.pixels[at + 1], raster.pixels[at + 2]];
      const luminance = 0.299 * r + 0.587 * g + 0.114 * b;
      total++;
      if (luminance < 100) dark++;
      if (luminance > 150) {
        light++;
        paper[0] += r;
        paper[1] += g;
        paper[2] += b;
      }
      if (r > 150 && g < 110 && b < 110) red++;
    }
  }
  return {
    dark: dark / total,
    light: light / total,
    paper: paper.map((c) => c / Math.max(1, light)) as [number, number, number],
    red: red / total,
  };
}

interface Annotation {
  subtype: string;
  rect: number[];
  color: Uint8ClampedArray | null;
}

describe('PDF results a reader can read', () => {
  for (const pair of ['weasyprint', 'latex-linearized']) {
    it.skipIf(!hasPoppler)(
      `poppler and pdf.js draw the marks of the ${pair} pair alike and the marked words stay legible`,
      async () => {
        const target = input(PRODUCERS, `${pair}-b.pdf`);
        const result = await compareToDocument({ source: input(PRODUCERS, `${pair}-a.pdf`), target });
        const document = await openPdf(result.bytes);
        const page = await document.getPage(1);
        const [, , pageWidth, pageHeight] = page.view;
        const annotations = (await page.getAnnotations()) as Annotation[];
        await document.destroy();
        expect(annotations.map((a) => a.subtype).sort()).toEqual(['Caret', 'Highlight', 'Highlight', 'Popup', 'Popup']);
        const renders = {
          poppler: {
            result: renderPoppler(result.bytes, `${pair}-result`),
            target: renderPoppler(target.bytes, `${pair}-target`),
          },
          pdfjs: {
            result: await renderPdfJs(result.bytes, pageWidth),
            target: await renderPdfJs(target.bytes, pageWidth),
          },
        };
        for (const [renderer, { result: marked, target: plain }] of Object.entries(renders)) {
          for (const highlight of annotations.filter((a) => a.subtype === 'Highlight')) {
            const under = statsOf(marked, highlight.rect, pageHeight);
            const before = statsOf(plain, highlight.rect, pageHeight);
            const where = `${renderer}, highlight at ${highlight.rect.map(Math.round).join(',')}`;
            // The words are still there, as dark as without the mark: no band painted over them.
            expect(before.dark, where).toBeGreaterThan(0.03);
            expect(under.dark, where).toBeGreaterThan(before.dark * 0.8);
            // Most of the box is still light paper, tinted with the mark's colour.
            expect(under.light, where).toBeGreaterThan(0.4);
            const [r, g, b] = under.paper;
            const [cr, cg, cb] = Array.from(highlight.color!);
            expect(Math.max(r, g, b) - Math.min(r, g, b), `${where}: tinted`).toBeGreaterThan(30);
            // The tint leans the way of the annotation's colour (the darkest channel of the colour is the darkest of the paper).
            const darkestOfColour = [cr, cg, cb].indexOf(Math.min(cr, cg, cb));
            expect([r, g, b][darkestOfColour], `${where}: tint`).toBe(Math.min(r, g, b));
          }
          const caret = annotations.find((a) => a.subtype === 'Caret')!;
          expect(statsOf(marked, caret.rect, pageHeight).red, `${renderer}: caret drawn`).toBeGreaterThan(0.02);
        }
      },
      60_000,
    );
  }

  it.skipIf(!hasQpdf)(
    'every PDF the reader reads gets a result: the target bytes unchanged, an update after them, qpdf no less happy than with the target',
    async () => {
      const base = input(PRODUCERS, 'weasyprint-a.pdf');
      const targets: { bytes: Uint8Array; fileName: string; password?: string }[] = [
        ...[
          'latex-linearized-b.pdf',
          'incremental-b.pdf',
          'pypdf-b.pdf',
          'weasyprint-b.pdf',
          'encrypted-aes256-owner-only-b.pdf',
          'encrypted-aes128-owner-only-b.pdf',
        ].map((name) => input(PRODUCERS, name)),
        ...[
          'pdfjs-pdf-form-irs-1040-prefilled.pdf',
          'tika-pdf-pair-rotation-b-rotated-90.pdf',
          'pdfjs-pdf-pair-formfill-a-empty.pdf',
          'pdfjs-pdf-mixed-page-sizes.pdf',
          // RC4 with an owner password only: the update's notes are encrypted with the file's key.
          'tika-pdf-text-heavy-41-pages-owner-password-only.pdf',
        ].map((name) => input(REAL, name)),
        // AES-256 with a user password: the result opens with the same password.
        { ...input(REAL, 'pdfjs-pdf-encrypted-aes256-password-abc.pdf'), password: 'abc' },
      ];
      for (const target of targets) {
        const result = await compareToDocument({ source: base, target, settings: { GenerateSummaryPage: true } });
        expect(result.changes.length, target.fileName).toBeGreaterThan(0);
        expect(
          Buffer.from(result.bytes.subarray(0, target.bytes.length)).equals(Buffer.from(target.bytes)),
          `${target.fileName}: target bytes kept`,
        ).toBe(true);
        const file = join(work, `result-${target.fileName}`);
        writeFileSync(file, result.bytes);
        writeFileSync(join(work, target.fileName), target.bytes);
        // qpdf exits 0 when all is well, 3 with warnings, 2 with errors.
        const password = target.password ? [`--password=${target.password}`] : [];
        const before = spawnSync('qpdf', ['--check', ...password, join(work, target.fileName)], {
          encoding: 'utf8',
        }).status!;
        const after = spawnSync('qpdf', ['--check', ...password, file], { encoding: 'utf8' });
        expect(
          after.status === 0 || after.status === before,
          `${target.fileName}: ${after.stdout}${after.stderr}`,
        ).toBe(true);
        const document = await openPdf(result.bytes, target.password);
        const original = await openPdf(target.bytes, target.password);
        // The summary's pages come after the target's (several for the IRS form's ~240 field changes).
        expect(document.numPages, target.fileName).toBeGreaterThan(original.numPages);
        // The notes read back as written (in encrypted files: encrypted with the right key).
        const notes = [];
        for (let n = 1; n <= original.numPages; n++)
          notes.push(
            ...(
              (await (await document.getPage(n)).getAnnotations()) as {
                contentsObj?: { str: string };
                titleObj?: { str: string };
              }[]
            ).filter((a) => a.titleObj?.str === 'docdelta'),
          );
        expect(notes.length, target.fileName).toBeGreaterThan(0);
        for (const note of notes)
          expect(note.contentsObj?.str, target.fileName).toMatch(
            /^(Inserted|Deleted|Changed from|Modified|Moved|StyleChanged): ./,
          );
        const summary = (await (await document.getPage(original.numPages + 1)).getTextContent()).items
          .map((i) => ('str' in i ? i.str : ''))
          .join(' ');
        expect(summary, target.fileName).toContain('Summary of changes');
        await Promise.all([document.destroy(), original.destroy()]);
      }
    },
    120_000,
  );

  it.skipIf(!hasQpdf)(
    'a target with a damaged cross-reference gets a result written against a scan of its objects, with a full table',
    async () => {
      const good = input(PRODUCERS, 'weasyprint-b.pdf');
      // A comment line after the header moves every object 40 bytes past where the table says it is.
      const header = good.bytes.indexOf(0x0a) + 1;
      const damaged = Buffer.concat([
        good.bytes.subarray(0, header),
        Buffer.from(`%${'x'.repeat(38)}\n`),
        good.bytes.subarray(header),
      ]);
      const result = await compareToDocument({
        source: input(PRODUCERS, 'weasyprint-a.pdf'),
        target: { bytes: new Uint8Array(damaged), fileName: 'damaged.pdf' },
      });
      expect(result.warnings.map((w) => w.code)).toContain('pdf-xref-rebuilt');
      writeFileSync(join(work, 'damaged.pdf'), damaged);
      writeFileSync(join(work, 'damaged-result.pdf'), result.bytes);
      expect(spawnSync('qpdf', ['--check', join(work, 'damaged.pdf')]).status).toBe(3);
      // The update's own table lists every object: qpdf reads the result without repairing it.
      const after = spawnSync('qpdf', ['--check', join(work, 'damaged-result.pdf')], { encoding: 'utf8' });
      expect(after.status, after.stdout + after.stderr).toBe(0);
      const document = await openPdf(result.bytes);
      expect(
        ((await (await document.getPage(1)).getAnnotations()) as { subtype: string }[]).map((a) => a.subtype).sort(),
      ).toEqual(['Caret', 'Highlight', 'Highlight', 'Popup', 'Popup']);
      await document.destroy();
    },
  );

  it.skipIf(!hasQpdf).each([
    ['RC4 40-bit', ['40']],
    ['RC4 128-bit', ['128', '--use-aes=n']],
    ['AES-128', ['128', '--use-aes=y']],
    ['AES-256', ['256']],
  ])(
    'a target encrypted with %s and a user password gets a result that opens with the same password',
    async (_name, args) => {
      const plain = join(PRODUCERS, 'weasyprint-b.pdf');
      const locked = join(work, `locked-${args.join('')}.pdf`);
      const [bits, ...rest] = args;
      // qpdf refuses RC4 unless told it is wanted on purpose (it is: readers still meet it).
      expect(
        spawnSync('qpdf', [
          '--allow-weak-crypto',
          '--encrypt',
          'user pw',
          'owner pw',
          bits,
          ...rest,
          '--',
          plain,
          locked,
        ]).status,
      ).toBe(0);
      const target = { bytes: new Uint8Array(readFileSync(locked)), fileName: 'locked.pdf', password: 'user pw' };
      const result = await compareToDocument({ source: input(PRODUCERS, 'weasyprint-a.pdf'), target });
      writeFileSync(`${locked}.result.pdf`, result.bytes);
      const check = spawnSync('qpdf', ['--check', '--password=user pw', `${locked}.result.pdf`], { encoding: 'utf8' });
      expect(check.status, check.stdout + check.stderr).toBe(0);
      expect(spawnSync('qpdf', ['--check', `${locked}.result.pdf`]).status).toBe(2);
      const document = await openPdf(result.bytes, 'user pw');
      const notes = ((await (await document.getPage(1)).getAnnotations()) as { contentsObj?: { str: string } }[]).map(
        (a) => a.contentsObj?.str,
      );
      expect(notes).toContain('Changed from: ten');
      await document.destroy();
    },
  );
});
