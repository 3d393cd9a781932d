import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentInfo } from '../../../src/engine/index';
import { pdfPageCount } from '../../../src/engine/formats/pdf/pdfjs';
import { renderPreviews } from '../../../src/engine/preview/index';
import { convertToPdf, findSoffice } from '../../../src/engine/preview/office';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../../helpers/libreoffice';

const real = join(__dirname, '..', '..', 'fixtures', 'real');
const file = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(real, name))), fileName: name });
const soffice = findSoffice();
if (!soffice) console.warn('LibreOffice not found: the page-count agreement test is skipped');

/**
 * `info` counts the pages previews show: the files below are those where it disagreed with
 * LibreOffice's rendering (scripts/quality/page-count.ts measures the whole real-world set).
 */
describe("info's page count and the built-in previews", () => {
  it('count one page for a deck without slides, the blank page both renderers draw', async () => {
    for (const name of [
      'python-pptx-pptx-minimal-no-slides.pptx',
      'python-pptx-pptx-default-template-no-slides.pptx',
    ]) {
      const previews = await renderPreviews(file(name), { format: 'png', office: 'builtin' });
      expect(previews.pageCount).toBe(1);
      expect((await documentInfo(file(name))).PageCount).toBe(previews.pageCount);
    }
  });
});

describe.skipIf(!soffice)("info's page count and LibreOffice's rendering", () => {
  it(
    'agree on a deck with a hidden slide, sheets LibreOffice printed over several pages or not at all, and a Word file whose stored count is stale',
    async () => {
      const names = [
        // 10 slides, one hidden: LibreOffice's print export leaves it out (9 pages).
        'tika-pptx-various-10-slides.pptx',
        // One sheet that prints on 2 pages.
        'sheetjs-xlsx-pair-lonumbers-a-libreoffice.xlsx',
        // 3 sheets, 2 of them empty: printing gives 2 pages.
        'poi-xlsx-pair-conformance-a-transitional.xlsx',
        // docProps/app.xml says 7 pages (Word's count at its last save); LibreOffice lays out 9.
        'tika-docx-kitchen-sink-2006ml.docx',
        // No slides: LibreOffice draws one blank page.
        'python-pptx-pptx-minimal-no-slides.pptx',
      ];
      const pdfs = await convertToPdf(names.map(file), { soffice: soffice!, pagination: 'preview' });
      const rendered = await Promise.all(pdfs.map((pdf) => pdfPageCount(pdf)));
      const office = { soffice: soffice! };
      const info = await Promise.all(names.map(async (name) => (await documentInfo(file(name), { office })).PageCount));
      expect(info).toEqual(rendered);
      expect(rendered.slice(0, 3)).toEqual([10, 1, 3]);
      expect(rendered[4]).toBe(1);
      // Without LibreOffice the Word file's count is the one it stores.
      expect((await documentInfo(file(names[3]))).PageCount).toBe(7);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS * 2,
  );
});
