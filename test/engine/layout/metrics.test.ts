import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { documentSvgPages } from '../../../src/engine/preview/builtin';
import type { DocumentModel } from '../../../src/engine/model/document';

/** Real advance widths of the Liberation fonts (fonts-liberation), measured by Skia. */
function realWidth(text: string, size: number, bold: boolean, family: string): number {
  const context = createCanvas(10, 10).getContext('2d');
  context.font = `${bold ? 'bold ' : ''}${size}px "${family}"`;
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

describe('built-in layout word spacing', () => {
  it.each([
    [
      'a bold Arial heading',
      document([{ text: 'New tool that invoked six', font: 'Arial' }], 1),
      'Liberation Sans',
      true,
    ],
    [
      'a Times New Roman paragraph',
      document([{ text: 'API virtual filessystems will use the disk encryption key', font: 'Times New Roman' }]),
      'Liberation Serif',
      false,
    ],
    [
      'a bold run in no named font',
      document([{ text: 'Minimum wage will rise with the index', bold: true }]),
      'Liberation Sans',
      true,
    ],
  ] as const)('leaves one space of the drawing font between the words of %s', (_name, model, family, bold) => {
    // Where the built-in renderer draws each word: its SVG places every word at the layout's x.
    const svg = documentSvgPages(model, { pages: [1] }).pages[0].svg;
    const words = [...svg.matchAll(/<tspan x="([\d.]+)" font-size="([\d.]+)"[^>]*>([^<]+)<\/tspan>/g)].map((m) => ({
      x: Number(m[1]),
      size: Number(m[2]),
      word: m[3],
    }));
    expect(words.length).toBeGreaterThanOrEqual(5);
    const space = realWidth(' ', words[0].size, bold, family);
    for (let i = 1; i < words.length; i++) {
      const previous = words[i - 1];
      // What is left between two words once the first is drawn in the real font: one space.
      const gap = words[i].x - (previous.x + realWidth(previous.word, previous.size, bold, family));
      expect(Math.abs(gap - space), `gap after '${previous.word}'`).toBeLessThan(space * 0.15);
    }
  });
});
