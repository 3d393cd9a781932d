import { readFileSync } from 'node:fs';
import * as canvas from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { DocumentLayout } from '../../../src/engine/layout/flow';
import type { DocumentModel } from '../../../src/engine/model/document';
import { renderPreviews } from '../../../src/engine/preview';
import { pageWords } from '../../../src/engine/preview/paint';
import { loadSharp } from '../../../src/engine/native';

/** Advance width of `text` in a CSS font, measured by Skia with the fonts the renderer sees. */
function realWidth(text: string, font: string): number {
  const context = canvas.createCanvas(10, 10).getContext('2d');
  context.font = font;
  return context.measureText(text).width;
}

function document(runs: { text: string; font?: string; bold?: boolean }[], heading?: number): DocumentModel {
  return {
    format: 'docx',
    stories: [
      {
        kind: 'body',
        key: 'body',
        label: 'body',
        blocks: [
          {
            type: 'paragraph',
            headingLevel: heading,
            runs: runs.map((r) => ({ text: r.text, style: { font: r.font, bold: r.bold } })),
          },
        ],
      },
    ],
    metadata: {},
    warnings: [],
  } as unknown as DocumentModel;
}

/**
 * Columns of one text line in a drawn page: the widths of the white runs between ink. A word gap
 * is a white run of at least `minGap` pixels; letters of one word leave less.
 */
export function whiteRuns(
  pixels: Uint8Array,
  width: number,
  top: number,
  bottom: number,
): { start: number; end: number }[] {
  const ink: boolean[] = [];
  for (let x = 0; x < width; x++) {
    let dark = false;
    for (let y = top; y < bottom && !dark; y++) {
      const i = (y * width + x) * 4;
      dark = Math.min(pixels[i], pixels[i + 1], pixels[i + 2]) < 160;
    }
    ink.push(dark);
  }
  const first = ink.indexOf(true);
  const last = ink.lastIndexOf(true);
  const runs: { start: number; end: number }[] = [];
  for (let x = first; x <= last; x++) {
    if (ink[x]) continue;
    const start = x;
    while (!ink[x]) x++;
    runs.push({ start, end: x });
  }
  return runs;
}

/** Bands of rows with ink: the text lines of a page, top to bottom. */
export function inkLines(pixels: Uint8Array, width: number, height: number): { top: number; bottom: number }[] {
  const lines: { top: number; bottom: number }[] = [];
  let top = -1;
  for (let y = 0; y <= height; y++) {
    let dark = false;
    for (let x = 0; y < height && x < width && !dark; x++) {
      const i = (y * width + x) * 4;
      dark = Math.min(pixels[i], pixels[i + 1], pixels[i + 2]) < 160;
    }
    if (dark && top < 0) top = y;
    if (!dark && top >= 0) {
      lines.push({ top, bottom: y });
      top = -1;
    }
  }
  return lines;
}

/** The built-in renderer's word spacing, checked on the fonts this process sees. */
export function describeWordSpacing(fontsLabel: string): void {
  describe(`built-in layout word spacing (${fontsLabel})`, () => {
    it.each([
      ['a bold Arial heading', document([{ text: 'New tool that invoked six', font: 'Arial' }], 1)],
      [
        'a Times New Roman paragraph',
        document([{ text: 'API virtual filessystems will use the disk encryption key', font: 'Times New Roman' }]),
      ],
      ['a bold run in no named font', document([{ text: 'Minimum wage will rise with the index', bold: true }])],
    ] as const)('leaves one space of the drawing font between the words of %s', (_name, model) => {
      // Where the built-in renderer draws each word, and the font it draws it in.
      const words = pageWords(canvas, new DocumentLayout(model).pages[0]);
      expect(words.length).toBeGreaterThanOrEqual(5);
      const space = realWidth(' ', words[0].font);
      expect(space).toBeGreaterThan(0);
      for (let i = 1; i < words.length; i++) {
        const previous = words[i - 1];
        // What is left between two words once the first is drawn in the real font: one space.
        const gap = words[i].x - (previous.x + realWidth(previous.text, previous.font));
        expect(Math.abs(gap - space), `gap after '${previous.text}'`).toBeLessThan(space * 0.15);
      }
    });

    it("separates the words of the demo's policy.docx in the drawn PNG", async () => {
      const sharp = (await loadSharp()).module!;
      const file = 'test/fixtures/samples/policy-v2.docx';
      const preview = await renderPreviews(
        { bytes: readFileSync(file), fileName: file },
        { format: 'png', office: 'builtin', pages: [1], width: 900 },
      );
      expect(preview.renderer).toBe('builtin');
      const { data, info } = await sharp(preview.pages[0].bytes)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = new Uint8Array(data.buffer, data.byteOffset, data.length);
      const lines = inkLines(pixels, info.width, info.height);
      // The page's lines, from the top: the header, the title, the first paragraph, a heading.
      const expected = [
        'Remote Work Policy',
        'This policy applies to all permanent employees and contractors from 1 March.',
        'Scope and eligibility',
      ];
      expect(lines.length).toBeGreaterThan(expected.length + 1);
      for (const [index, text] of expected.entries()) {
        const line = lines[index + 1];
        // At 900 px a page's 11 pt space is 4–6 px wide; letters of one word leave 0–2 px.
        const gaps = whiteRuns(pixels, info.width, line.top, line.bottom).filter((run) => run.end - run.start >= 3);
        expect(gaps.length, `word gaps in '${text}'`).toBe(text.split(' ').length - 1);
      }
    });
  });
}
