import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeBmp } from '../../../src/engine/preview/bmp';
import { findSoffice } from '../../../src/engine/preview/office';
import {
  parsePageSelection,
  renderChangeOverlays,
  renderPreviews,
  sideBySide,
} from '../../../src/engine/preview/index';
import { renderBuiltinPages } from '../../../src/engine/preview/builtin';
import { LEGEND } from '../../../src/engine/preview/legend';
import { DocumentLayout } from '../../../src/engine/layout/flow';
import type { DocumentModel } from '../../../src/engine/model/document';
import { InvalidOptionsError, PasswordRequiredError, WrongPasswordError } from '../../../src/engine/errors';
import { LIBREOFFICE_TEST_TIMEOUT_MS } from '../../helpers/libreoffice';

const real = join(__dirname, '..', '..', 'fixtures', 'real');
const samples = join(__dirname, '..', '..', 'fixtures', 'samples');
const file = (dir: string, name: string) => ({ bytes: new Uint8Array(readFileSync(join(dir, name))), fileName: name });
const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];

async function decodeBmp(bytes: Uint8Array): Promise<{ width: number; height: number; rgb: number[] }> {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, image.width, image.height).data;
  const rgb: number[] = [];
  for (let i = 0; i < rgba.length; i += 4) rgb.push(rgba[i], rgba[i + 1], rgba[i + 2]);
  return { width: image.width, height: image.height, rgb };
}

function magic(bytes: Uint8Array, expected: number[]) {
  expect([...bytes.subarray(0, expected.length)]).toEqual(expected);
}

/** Not blank: some pixels are dark (text) and the image is not one flat colour. */
async function expectInk(bytes: Uint8Array) {
  const stats = await sharp(bytes).stats();
  expect(stats.channels[0].min).toBeLessThan(100);
  expect(stats.channels[0].stdev).toBeGreaterThan(5);
}

describe('parsePageSelection', () => {
  it('reads single pages and ranges, sorted and distinct', () => {
    expect(parsePageSelection('1,3-5')).toEqual([1, 3, 4, 5]);
    expect(parsePageSelection(' 5, 2-3 ,2 ')).toEqual([2, 3, 5]);
  });
  it('rejects malformed, zero and backwards selections with one line naming the problem', () => {
    expect(() => parsePageSelection('1,x')).toThrow("page selection '1,x' is not valid at 'x'; expected e.g. 1,3-5");
    expect(() => parsePageSelection('0')).toThrow('pages start at 1');
    expect(() => parsePageSelection('5-3')).toThrow('range 5-3 runs backwards');
    expect(() => parsePageSelection('')).toThrow(InvalidOptionsError);
  });
});

describe('encodeBmp', () => {
  it('writes a 24-bit BMP that sharp decodes to the same pixels', async () => {
    // 3 × 2 pixels: odd width exercises row padding.
    const rgba = new Uint8Array([
      255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255, 255, 255, 255, 255, 0, 0, 0, 0,
    ]);
    const bmp = encodeBmp(rgba, 3, 2, 4);
    expect(String.fromCharCode(bmp[0], bmp[1])).toBe('BM');
    expect(bmp.length).toBe(54 + 12 * 2);
    // libvips has no BMP loader; Skia (in @napi-rs/canvas) decodes it independently of our encoder.
    const decoded = await decodeBmp(bmp);
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    // The transparent last pixel is composited over white.
    expect(decoded.rgb).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 255, 255, 255, 255, 255, 255]);
  });
});

describe('renderPreviews: PDF', () => {
  it('renders page 1 of the tracemonkey paper to a 1000-px-wide PNG with text on it', async () => {
    const result = await renderPreviews(file(real, 'pdfjs-pdf-pair-annot-a-tracemonkey.pdf'), {
      format: 'png',
      width: 1000,
      pages: [1],
    });
    expect(result.renderer).toBe('pdf');
    expect(result.pageCount).toBe(14);
    expect(result.pages.map((p) => [p.pageNumber, p.width, p.height])).toEqual([[1, 1000, 1294]]);
    magic(result.pages[0].bytes, PNG);
    expect(await sharp(result.pages[0].bytes).metadata()).toMatchObject({ width: 1000, height: 1294, format: 'png' });
    await expectInk(result.pages[0].bytes);
  });

  it('keeps each page’s own aspect ratio when only the width is given', async () => {
    const result = await renderPreviews(file(real, 'pdfjs-pdf-mixed-page-sizes.pdf'), { format: 'png', width: 300 });
    // Letter portrait, 649 × 323 pt, Letter landscape.
    expect(result.pages.map((p) => [p.width, p.height])).toEqual([
      [300, 388],
      [300, 149],
      [300, 232],
    ]);
  });

  it('fits a page inside width × height and scales by height alone', async () => {
    const both = await renderPreviews(file(real, 'pdfjs-pdf-mixed-page-sizes.pdf'), {
      format: 'jpeg',
      width: 400,
      height: 400,
      pages: [3],
    });
    expect([both.pages[0].width, both.pages[0].height]).toEqual([400, 309]);
    magic(both.pages[0].bytes, JPEG);
    const tall = await renderPreviews(file(real, 'pdfjs-pdf-mixed-page-sizes.pdf'), {
      format: 'png',
      height: 200,
      pages: [2],
    });
    expect([tall.pages[0].width, tall.pages[0].height]).toEqual([402, 200]);
  });

  it('opens an AES-256 PDF with its password and tells a missing or wrong one apart', async () => {
    const input = file(real, 'pdfjs-pdf-encrypted-aes256-password-abc.pdf');
    const result = await renderPreviews({ ...input, password: 'abc' }, { format: 'bmp', width: 200 });
    expect(result.pages).toHaveLength(1);
    const decoded = await decodeBmp(result.pages[0].bytes);
    expect([decoded.width, decoded.height]).toEqual([200, result.pages[0].height]);
    expect(Math.min(...decoded.rgb)).toBeLessThan(100);
    await expect(renderPreviews(input, { format: 'png' })).rejects.toBeInstanceOf(PasswordRequiredError);
    await expect(renderPreviews({ ...input, password: 'nope' }, { format: 'png' })).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
  });

  it('names the pages a document does not have', async () => {
    await expect(
      renderPreviews(file(real, 'pdfjs-pdf-mixed-page-sizes.pdf'), { format: 'png', pages: [2, 7] }),
    ).rejects.toThrow('page 7 is not in the document, which has 3 pages');
  });

  it('refuses an unknown format and absurd sizes', async () => {
    const input = file(real, 'pdfjs-pdf-mixed-page-sizes.pdf');
    await expect(renderPreviews(input, { format: 'gif' as never })).rejects.toThrow(
      "preview format 'gif' is not one of png, jpeg, bmp",
    );
    await expect(renderPreviews(input, { format: 'png', width: 20_000 })).rejects.toThrow(
      'preview width 20000 is not a whole number of pixels from 1 to 10000',
    );
  });

  it('says a damaged PDF cannot be opened, in one line', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
    const error = (await renderPreviews({ bytes: broken, fileName: 'broken.pdf' }, { format: 'png' }).catch(
      (e: unknown) => e,
    )) as Error & { fileName?: string };
    expect(error.message).toMatch(/^the PDF could not be opened \(/);
    expect(error.message).not.toContain('\n');
    expect(error.fileName).toBe('broken.pdf');
  });
});

describe('renderPreviews: images', () => {
  it('converts a PNG to JPEG and BMP, resized with its aspect ratio', async () => {
    const jpeg = await renderPreviews(file(real, 'tika-img-cat-100x75.png'), { format: 'jpeg' });
    expect(jpeg.renderer).toBe('image');
    expect([jpeg.pages[0].width, jpeg.pages[0].height]).toEqual([100, 75]);
    magic(jpeg.pages[0].bytes, JPEG);
    const bmp = await renderPreviews(file(real, 'tika-img-cat-100x75.png'), { format: 'bmp', width: 200 });
    const decoded = await decodeBmp(bmp.pages[0].bytes);
    expect([decoded.width, decoded.height]).toEqual([200, 150]);
    expect(new Set(decoded.rgb).size).toBeGreaterThan(100);
  });
});

describe('renderPreviews: Office documents', () => {
  it('draws a DOCX with the built-in renderer: heading, text and table on one Letter page', async () => {
    const result = await renderPreviews(file(samples, 'policy-v1.docx'), { format: 'png', office: 'builtin' });
    expect(result.renderer).toBe('builtin');
    expect(result.pages.map((p) => [p.pageNumber, p.width, p.height])).toEqual([[1, 816, 1056]]);
    magic(result.pages[0].bytes, PNG);
    await expectInk(result.pages[0].bytes);
  });

  const soffice = findSoffice();
  it.skipIf(!soffice)(
    'draws a DOCX through LibreOffice',
    async () => {
      const result = await renderPreviews(file(samples, 'policy-v1.docx'), {
        format: 'png',
        width: 600,
        office: 'libreoffice',
        timeoutMs: 300_000,
      });
      expect(result.renderer).toBe('libreoffice');
      expect(result.pages[0].width).toBe(600);
      expect(result.pages[0].height).toBe(776);
      await expectInk(result.pages[0].bytes);
      // One page asked for: that page, numbered as in the document; one beyond the end: said so.
      const last = await renderPreviews(file(samples, 'policy-v1.docx'), {
        format: 'png',
        width: 600,
        office: 'libreoffice',
        pages: [result.pageCount],
      });
      expect(last.pages.map((page) => page.pageNumber)).toEqual([result.pageCount]);
      expect(last.pageCount).toBe(result.pageCount);
      await expect(
        renderPreviews(file(samples, 'policy-v1.docx'), {
          format: 'png',
          office: 'libreoffice',
          pages: [result.pageCount + 1],
        }),
      ).rejects.toThrow(/not in the document/);
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
  if (!soffice) console.warn('LibreOffice not found: the LibreOffice preview test is skipped');
});

const sheetModel: DocumentModel = {
  format: 'xlsx',
  metadata: {},
  warnings: [],
  stories: [
    {
      kind: 'sheet',
      key: 'sheet:Budget',
      label: 'Budget',
      blocks: [
        {
          type: 'table',
          rows: [
            {
              cells: ['Item', 'Q1', 'Q2'].map((t, i) => ({
                ref: `${'ABC'[i]}1`,
                blocks: [{ type: 'paragraph' as const, runs: [{ text: t, style: { bold: true } }] }],
              })),
            },
            {
              cells: ['Rent', '1200', '1250'].map((t, i) => ({
                ref: `${'ABC'[i]}2`,
                blocks: [{ type: 'paragraph' as const, runs: [{ text: t, style: {} }] }],
              })),
            },
          ],
        },
      ],
    },
  ],
};

const slideModel: DocumentModel = {
  format: 'pptx',
  metadata: {},
  warnings: [],
  pageSize: { width: 720, height: 405 },
  stories: [1, 2].map((n) => ({
    kind: 'slide' as const,
    key: `slide:${n}`,
    label: `slide ${n}`,
    blocks: [
      {
        type: 'shape' as const,
        id: '2',
        placeholder: 'title',
        box: { x: 36, y: 20, width: 648, height: 60 },
        blocks: [{ type: 'paragraph' as const, runs: [{ text: `Slide ${n} title`, style: { color: 'C00000' } }] }],
      },
      {
        type: 'shape' as const,
        id: '3',
        box: { x: 400, y: 120, width: 280, height: 200 },
        blocks: [],
        object: { kind: 'image' as const, hash: 'abc', name: 'chart.png' },
      },
    ],
  })),
};

describe('built-in renderer: sheets and slides (hand-made models)', () => {
  it('draws a sheet as a grid on a landscape page with the cells where the layout says', async () => {
    const layout = new DocumentLayout(sheetModel);
    expect(layout.pages.map((p) => [p.width, p.height])).toEqual([[792, 612]]);
    const cell = layout.locate('sheet:Budget', [0, 1, 2, 0]);
    // Header row at y 36, then 16-pt rows: row 2 of the sheet starts at 68.
    expect(cell).toMatchObject({ pageNumber: 1, y: 68, height: 16 });
    const { pages } = await renderBuiltinPages(sheetModel, { width: 792 });
    expect([pages[0].width, pages[0].height]).toEqual([792, 612]);
    const png = await sharp(pages[0].pixels, { raw: { width: 792, height: 612, channels: 4 } })
      .png()
      .toBuffer();
    await expectInk(png);
  });

  it('draws each slide as a page of the slide size with shapes at their boxes', async () => {
    const layout = new DocumentLayout(slideModel);
    expect(layout.pages).toHaveLength(2);
    expect(layout.locate('slide:2', [1])).toEqual({
      pageNumber: 2,
      pageWidth: 720,
      pageHeight: 405,
      x: 400,
      y: 120,
      width: 280,
      height: 200,
    });
    const { pages } = await renderBuiltinPages(slideModel, { pages: [2], width: 720 });
    expect(pages.map((p) => [p.pageNumber, p.width, p.height])).toEqual([[2, 720, 405]]);
    // The title text is red (C00000): some pixels in the title box are strongly red.
    const { data } = await sharp(pages[0].pixels, { raw: { width: 720, height: 405, channels: 4 } })
      .extract({ left: 36, top: 20, width: 648, height: 60 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] > 150 && data[i + 1] < 80 && data[i + 2] < 80) red++;
    expect(red).toBeGreaterThan(20);
  });
});

describe('change overlays', () => {
  it('frames a change box on the PDF page it names, in the ItemsStyle colour', async () => {
    const input = file(real, 'pdfjs-pdf-pair-annot-a-tracemonkey.pdf');
    const change = {
      Type: 'Inserted',
      PageInfo: { PageNumber: 2, Width: 612, Height: 792 },
      Box: { X: 100, Y: 100, Width: 200, Height: 50 },
    };
    const result = await renderChangeOverlays(input, [change], {
      format: 'png',
      width: 612,
      colours: { inserted: '00FF00' },
    });
    expect(result.pages.map((p) => p.pageNumber)).toEqual([2]);
    // The frame's 2-px stroke is centred on x = 98 (2 px outside the box): pixels 97 and 98.
    const { data } = await sharp(result.pages[0].bytes)
      .extract({ left: 97, top: 125, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0, 255, 0]);
  });

  it('frames every kind of change in the colour of the one legend the reports use', async () => {
    const input = file(real, 'pdfjs-pdf-pair-annot-a-tracemonkey.pdf');
    const changes = LEGEND.map((entry, i) => ({
      Type: entry.type,
      PageInfo: { PageNumber: 2, Width: 612, Height: 792 },
      Box: { X: 100, Y: 100 + i * 100, Width: 200, Height: 50 },
    }));
    const result = await renderChangeOverlays(input, changes, { format: 'png', width: 612 });
    const { data, info } = await sharp(result.pages[0].bytes).raw().toBuffer({ resolveWithObject: true });
    for (const [i, entry] of LEGEND.entries()) {
      const at = ((125 + i * 100) * info.width + 97) * info.channels;
      const hex = [...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('');
      expect(hex.toUpperCase(), entry.kind).toBe(entry.colour);
    }
    // The five colours are five: no two kinds look alike.
    expect(new Set(LEGEND.map((entry) => entry.colour)).size).toBe(LEGEND.length);
  });

  it('puts source and target pages side by side, one image per changed page', async () => {
    const changes = [
      {
        Type: 'Deleted',
        PageInfo: { PageNumber: 1, Width: 612, Height: 792 },
        Box: { X: 72, Y: 72, Width: 100, Height: 14 },
      },
      {
        Type: 'Inserted',
        PageInfo: { PageNumber: 1, Width: 612, Height: 792 },
        Box: { X: 72, Y: 100, Width: 100, Height: 14 },
      },
    ];
    const result = await sideBySide(file(samples, 'policy-v1.docx'), file(samples, 'policy-v2.docx'), changes, {
      format: 'png',
      width: 400,
    });
    expect(result.pages.map((p) => [p.pageNumber, p.width, p.height])).toEqual([[1, 816, 28 + 518]]);
    const { data, info } = await sharp(result.pages[0].bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 816 + x) * info.channels, (y * 816 + x) * info.channels + 3),
    ];
    // Deleted frame on the left half in red, inserted on the right half in blue.
    const scale = 400 / 612;
    expect(pixel(Math.floor(72 * scale - 2), 28 + Math.round(79 * scale))).toEqual([255, 0, 0]);
    expect(pixel(416 + Math.floor(72 * scale - 2), 28 + Math.round(107 * scale))).toEqual([0, 0, 255]);
  });
});
