import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/engine/index';
import { blankPageNote, isBlankPage } from '../../../src/engine/preview/blank';
import { renderPreviews, sideBySide } from '../../../src/engine/preview/index';
import { findSoffice } from '../../../src/engine/preview/office';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../../helpers/libreoffice';

const real = join(__dirname, '..', '..', 'fixtures', 'real');
const file = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(real, name))), fileName: name });

const EMPTY = {
  'python-docx-docx-default-template.docx': 'Empty document: no text or pictures',
  'mammoth-docx-empty.docx': 'Empty document: no text or pictures',
  'python-pptx-pptx-default-template-no-slides.pptx': 'No slides: the presentation is empty',
  'python-pptx-pptx-minimal-no-slides.pptx': 'No slides: the presentation is empty',
};

async function decode(png: Uint8Array) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), width: info.width, height: info.height };
}

/** Grey pixels of the note in the middle band of the page (the dashed frame lies outside it). */
function notePixels(page: { pixels: Uint8Array; width: number; height: number }): number {
  let count = 0;
  const top = Math.floor(page.height * 0.4);
  const bottom = Math.ceil(page.height * 0.6);
  for (let y = top; y < bottom; y++)
    for (let x = Math.floor(page.width * 0.1); x < page.width * 0.9; x++) {
      const i = (y * page.width + x) * 4;
      if (page.pixels[i] < 180 && page.pixels[i] === page.pixels[i + 1] && page.pixels[i + 1] === page.pixels[i + 2])
        count++;
    }
  return count;
}

describe('previews of documents with nothing to draw', () => {
  it.each(Object.entries(EMPTY))('%s is said to be empty', async (name, note) => {
    expect(blankPageNote(await readDocument(file(name)), name.endsWith('.pptx') ? 'slides' : 'word')).toBe(note);
  });

  it('calls a blank page of a document with text a blank page', async () => {
    const deck = await readDocument({
      bytes: new Uint8Array(readFileSync(join(__dirname, '..', '..', 'fixtures', 'decks', 'minimal-opc-pair-a.pptx'))),
      fileName: 'deck.pptx',
    });
    expect(blankPageNote(deck, 'slides')).toBe('Blank page');
  });

  it.each(Object.keys(EMPTY))('built-in renderer: %s gets a page with the note, not a white page', async (name) => {
    const result = await renderPreviews(file(name), { format: 'png', office: 'builtin', width: 600 });
    expect(result.pages).toHaveLength(1);
    const page = await decode(result.pages[0].bytes);
    expect(isBlankPage(page)).toBe(false);
    expect(notePixels(page)).toBeGreaterThan(200);
  });

  const soffice = findSoffice();
  it.skipIf(!soffice)(
    'LibreOffice: the deck without slides gets the note on the empty page LibreOffice exports for it',
    async () => {
      const name = 'python-pptx-pptx-default-template-no-slides.pptx';
      const result = await renderPreviews(file(name), { format: 'png', office: 'libreoffice', width: 600 });
      expect(result.renderer).toBe('libreoffice');
      expect(result.pages).toHaveLength(1);
      const page = await decode(result.pages[0].bytes);
      expect(isBlankPage(page)).toBe(false);
      expect(notePixels(page)).toBeGreaterThan(200);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
  if (!soffice) console.warn('LibreOffice not found: the LibreOffice blank-preview test is skipped');

  it('leaves pages with something drawn on them as they are', () => {
    const pixels = new Uint8Array(40 * 40 * 4).fill(255);
    expect(isBlankPage({ pixels, width: 40, height: 40 })).toBe(true);
    pixels.set([0, 0, 0], (20 * 40 + 20) * 4);
    expect(isBlankPage({ pixels, width: 40, height: 40 })).toBe(false);
  });

  it("marks a blank page of LibreOffice's earlier rendering in a side-by-side image too", async () => {
    // The smallest PDF with one empty Letter page, as LibreOffice renders python-docx's template.
    const blankPdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const change = {
      Type: 'Inserted',
      PageInfo: { PageNumber: 1, Width: 612, Height: 792 },
      Box: { X: 72, Y: 72, Width: 200, Height: 14 },
    };
    const empty = file('python-docx-docx-default-template.docx');
    const result = await sideBySide(empty, empty, [change], {
      format: 'png',
      width: 400,
      rendered: { source: blankPdf, target: blankPdf },
    });
    const image = await decode(result.pages[0].bytes);
    const half = (image.width - 16) / 2;
    const left = await decode(
      await sharp(result.pages[0].bytes)
        .extract({ left: 0, top: 28, width: half, height: image.height - 28 })
        .png()
        .toBuffer(),
    );
    expect(notePixels(left)).toBeGreaterThan(100);
  });
});
