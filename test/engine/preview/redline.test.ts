import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocx } from '../../../scripts/fixtures/docx-builder';
import { compareToDocument } from '../../../src/engine/index';
import { readRenderedWords } from '../../../src/engine/layout/anchor';
import { convertToPdf, findSoffice, officeProfiles, stopWarmOffice } from '../../../src/engine/preview/office';
import { findUnoPython } from '../../../src/engine/preview/office-bridge';
import { changeBands, pagesUsingColours, redlineOfPdf, renderRedline } from '../../../src/engine/preview/redline';
import { pdfPageCount } from '../../../src/engine/formats/pdf/pdfjs';

const soffice = findSoffice();
if (!soffice) console.warn('LibreOffice not found: the redline preview tests are skipped');

const COLOURS = ['0000FF', 'FF0000', '008000'];

/** 60 numbered paragraphs (three or four pages); a word replaced in paragraph 3, one inserted in paragraph 55. */
function pair() {
  const base = Array.from(
    { length: 60 },
    (_, i) =>
      `Paragraph ${i} says the committee reviewed the quarterly figures and agreed that the plan should continue as written.`,
  );
  const changed = [...base];
  changed[3] = changed[3].replace('quarterly', 'annual');
  changed[55] = changed[55].replace('the plan', 'the whole plan');
  const docx = (texts: string[]) => buildDocx({ body: texts.map((text) => ({ runs: [text] })) });
  return { source: docx(base), target: docx(changed) };
}

describe('changeBands', () => {
  const page = (width: number, height: number, paint: (x: number, y: number) => [number, number, number]) => {
    const pixels = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) pixels.set([...paint(x, y), 255], (y * width + x) * 4);
    return { pixels, width, height };
  };

  it('cuts a band around rows drawn in a change colour, with context, and joins near rows', () => {
    const red = page(100, 1100, (x, y) =>
      (y >= 300 && y < 310) || (y >= 330 && y < 340) ? [255, 0, 0] : y % 40 < 8 ? [0, 0, 0] : [255, 255, 255],
    );
    const bands = changeBands(red, [[255, 0, 0]]);
    expect(bands).toHaveLength(1);
    expect(bands[0].top).toBeLessThan(300);
    expect(bands[0].top).toBeGreaterThan(200);
    expect(bands[0].bottom).toBeGreaterThan(340);
    expect(bands[0].bottom).toBeLessThan(440);
  });

  it('keeps far-apart changes in separate bands, and gives the whole page when no change colour is drawn', () => {
    const blue = page(100, 1100, (_x, y) =>
      (y >= 100 && y < 110) || (y >= 900 && y < 910) ? [0, 0, 255] : [255, 255, 255],
    );
    expect(changeBands(blue, [[0, 0, 255]])).toHaveLength(2);
    expect(changeBands(blue, [[0, 128, 0]])).toEqual([{ top: 0, bottom: 1100 }]);
  });
});

describe.skipIf(!soffice)('redline previews through LibreOffice', () => {
  afterAll(stopWarmOffice);
  it('shows the changed pages of the styled result, inserted and deleted words in their colours, cut to the changes', async () => {
    const { source, target } = pair();
    const result = await compareToDocument({
      source: { bytes: source, fileName: 'a.docx' },
      target: { bytes: target, fileName: 'b.docx' },
      mode: 'styled',
    });
    const [pdf] = await convertToPdf([{ bytes: result.bytes, fileName: 'result.docx' }], { soffice: soffice! });
    const redline = await redlineOfPdf(pdf, { format: 'png', colours: COLOURS, width: 800 });
    expect(redline.pageCount).toBeGreaterThanOrEqual(3);

    // The rendered text: each old and new word on the page of its change, in the words pdf.js reads.
    const words = (await readRenderedWords(pdf)).words;
    // The styled result writes the old word right before the new one (`quarterlyannual`): one word to pdf.js.
    const pageOf = (text: string) => words.filter((w) => w.key.includes(text)).map((w) => w.page);
    expect(pageOf('annual')).toEqual([1]);
    expect(pageOf('quarterly')).toContain(1);
    const [last] = pageOf('whole');
    expect(last).toBeGreaterThanOrEqual(3);
    // Paragraph 3's page and paragraph 55's; the pages between show no change.
    expect(redline.changedPages).toEqual([1, last]);

    // The deleted word struck through and the inserted one underlined: a long straight run of its colour across the word.
    const longestRun = async (
      pageIndex: number,
      word: (typeof words)[number],
      from: number,
      to: number,
      isColour: (r: number, g: number, b: number) => boolean,
    ) => {
      const { data: pixels, info: size } = await sharp(redline.pages[pageIndex].page.bytes)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const scale = size.width / 612;
      let longest = 0;
      for (
        let y = Math.floor((word.y + word.height * from) * scale);
        y <= Math.ceil((word.y + word.height * to) * scale);
        y++
      ) {
        let run = 0;
        for (let x = Math.floor(word.x * scale); x < Math.ceil((word.x + word.width) * scale); x++) {
          const i = (y * size.width + x) * size.channels;
          run = isColour(pixels[i], pixels[i + 1], pixels[i + 2]) ? run + 1 : 0;
          longest = Math.max(longest, run);
        }
      }
      return longest;
    };
    // Lines under a pixel thick are drawn anti-aliased: red or blue mixed with the white page.
    const isRed = (r: number, g: number, b: number) => r > 180 && r - g > 60 && r - b > 60;
    const isBlue = (r: number, g: number, b: number) => b > 180 && b - r > 60 && b - g > 60;
    const replaced = words.find((w) => w.page === 1 && w.key.includes('annual'))!;
    const inserted = words.find((w) => w.key === 'whole')!;
    // Strike line across the middle of the x-height; underline below the baseline.
    expect(await longestRun(0, replaced, 0.35, 0.75, isRed)).toBeGreaterThan(25);
    expect(await longestRun(1, inserted, 0.75, 1.15, isBlue)).toBeGreaterThan(20);
    expect(await longestRun(1, inserted, 0.35, 0.75, isRed)).toBeLessThan(10);

    // Crops: narrower than the page, at most 800 px wide, holding the change's red and blue ink.
    const first = redline.pages[0];
    expect(first.page.width).toBe(800);
    expect(first.crops).toHaveLength(1);
    const crop = first.crops[0];
    expect(crop.height).toBeLessThan(first.page.height / 3);
    const { data, info } = await sharp(crop.bytes).raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i] > 200 && data[i + 1] < 60 && data[i + 2] < 60) red++;
      if (data[i] < 60 && data[i + 1] < 60 && data[i + 2] > 200) blue++;
    }
    expect(red).toBeGreaterThan(20);
    expect(red + blue).toBeGreaterThan(40);

    // Through renderRedline on a warm soffice, LibreOffice finds the changed pages and exports only those.
    const warm = await renderRedline(
      { bytes: result.bytes, fileName: 'result.docx' },
      { format: 'png', colours: COLOURS },
    );
    expect(warm.changedPages).toEqual([1, last]);
    expect(warm.pageCount).toBe(redline.pageCount);
    expect(warm.pages.map((page) => page.pageNumber)).toEqual([1, last]);
    if (findUnoPython(soffice!)) {
      expect(warm.pdfPages).toEqual([1, last]);
      expect(await pdfPageCount(warm.pdf)).toBe(2);
    }
  });

  it('finds no changed page in a rendering that uses none of the change colours', async () => {
    const [pdf] = await convertToPdf([{ bytes: pair().source, fileName: 'plain.docx' }], { soffice: soffice! });
    expect((await pagesUsingColours(pdf, COLOURS)).changedPages).toEqual([]);
  });

  it('converts on another profile of the pool while one is held', async () => {
    // This process's own warm slot would hold the first profile: it stands down first.
    await stopWarmOffice();
    // A pool of its own: the shared one's first profile may be held by another test file meanwhile.
    const profileRoot = await mkdtemp(join(tmpdir(), 'docdelta-redline-pool-'));
    const [held] = officeProfiles({ poolSize: 2, profileRoot });
    await mkdir(`${held}.lock`);
    try {
      const [pdf] = await convertToPdf([{ bytes: pair().source, fileName: 'plain.docx' }], {
        soffice: soffice!,
        poolSize: 2,
        profileRoot,
        timeoutMs: 60_000,
      });
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      // The conversion ran on the other profile.
      expect(existsSync(officeProfiles({ poolSize: 2, profileRoot })[1])).toBe(true);
    } finally {
      await stopWarmOffice();
      await rm(profileRoot, { recursive: true, force: true });
    }
  });
});
