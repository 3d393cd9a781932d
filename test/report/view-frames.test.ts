import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildXlsx, type CellSpec } from '../../scripts/fixtures/xlsx-builder';
import { enginePreviewRenderer } from '../../src/action/previews';
import { compareToDocument } from '../../src/engine/index';
import { renderPreviews } from '../../src/engine/preview/index';
import { compareVersions } from '../../src/engine/versions';
import type { DocumentView, ViewFrame } from '../../src/report/types';
import { compareForView } from '../../src/report/view';

/**
 * The frames of the document view sit on what changed, checked by the pixels of the drawn
 * preview under each frame: a changed cell and an inserted column are filled in a colour no other
 * cell has, and the frame must hold every pixel of that colour on its page and no other cell's text; a
 * changed Markdown line is the one long line among short ones, so a frame a line off holds no ink
 * on its right.
 */

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixels(view: DocumentView, side: 'old' | 'new', page: number): Promise<Pixels> {
  return decode(view[side].find((p) => p.page === page)!.bytes);
}

async function decode(png: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function rect(frame: ViewFrame, image: Pixels) {
  return {
    left: frame.x * image.width,
    top: frame.y * image.height,
    right: (frame.x + frame.width) * image.width,
    bottom: (frame.y + frame.height) * image.height,
  };
}

/** Bounding box of the pixels that pass `test`. */
function bounds(image: Pixels, test: (r: number, g: number, b: number) => boolean) {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 3;
      if (!test(image.data[i], image.data[i + 1], image.data[i + 2])) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x + 1);
      bottom = Math.max(bottom, y + 1);
    }
  return { left, top, right, bottom };
}

const YELLOW = (r: number, g: number, b: number) => r > 200 && g > 200 && b < 100;
const CYAN = (r: number, g: number, b: number) => r < 100 && g > 200 && b > 200;
const INK = (r: number, g: number, b: number) => r + g + b < 300;

/** A sheet of 30 rows × 8 columns of numbers, F26 filled yellow, and a cyan column B when `insert`. */
function sheet(f26: number, insert = false): Uint8Array {
  const rows: CellSpec[][] = [];
  for (let r = 1; r <= 30; r++) {
    const row: CellSpec[] = [...'ABCDEFGH'].map((column, c) =>
      r === 1 ? `Head ${column}` : column === 'F' && r === 26 ? { value: f26, fill: 'FFFF00' } : r * 10 + c,
    );
    if (insert) row.splice(1, 0, { value: r === 1 ? 'New' : r * 100, fill: '00FFFF' });
    rows.push(row);
  }
  return buildXlsx({ sheets: [{ name: 'Sheet1', rows }] });
}

type Side = { bytes: Uint8Array; fileName: string };

async function viewOf(before: Uint8Array, after: Uint8Array, extension: string) {
  const { comparison, view } = await compareForView(
    { bytes: before, fileName: `a.${extension}` },
    { bytes: after, fileName: `b.${extension}` },
  );
  expect(view).toBeDefined();
  return { changes: comparison.changes, view: view! };
}

/** The frame holds every pixel of the colour on its page, and is at most a few times its size. */
async function expectFrameOnColour(
  view: DocumentView,
  side: 'old' | 'new',
  frame: ViewFrame | undefined,
  colour: typeof YELLOW,
) {
  expect(frame, `a frame on the ${side} side`).toBeDefined();
  expectOnColour(await pixels(view, side, frame!.page), side, frame!, colour);
}

function expectOnColour(image: Pixels, side: string, frame: ViewFrame, colour: typeof YELLOW) {
  const filled = bounds(image, colour);
  expect(filled.right, 'the coloured cells are drawn').toBeGreaterThan(filled.left);
  const box = rect(frame!, image);
  const slack = 2;
  expect(box.left).toBeLessThanOrEqual(filled.left + slack);
  expect(box.top).toBeLessThanOrEqual(filled.top + slack);
  expect(box.right).toBeGreaterThanOrEqual(filled.right - slack);
  expect(box.bottom).toBeGreaterThanOrEqual(filled.bottom - slack);
  // Nothing else is written inside it: a frame over a neighbouring cell holds that cell's digits.
  let stray = 0;
  for (let y = Math.ceil(box.top); y < Math.floor(box.bottom); y++)
    for (let x = Math.ceil(box.left); x < Math.floor(box.right); x++) {
      const i = (y * image.width + x) * 3;
      const outside =
        x < filled.left - slack || x >= filled.right + slack || y < filled.top - slack || y >= filled.bottom + slack;
      if (outside && INK(image.data[i], image.data[i + 1], image.data[i + 2])) stray++;
    }
  expect(stray, `ink of other cells inside the ${side} frame`).toBe(0);
}

describe('document view frames on the drawn pages', () => {
  it('frames an edited F26 on F26 in both versions', async () => {
    const { changes, view } = await viewOf(sheet(2605), sheet(9999), 'xlsx');
    expect(changes.map((c) => [c.Type, c.Text, c.TargetText])).toEqual([
      ['Modified', 'Sheet1!F26: 2605', 'Sheet1!F26: 9999'],
    ]);
    await expectFrameOnColour(view, 'old', view.frames[0].old, YELLOW);
    await expectFrameOnColour(view, 'new', view.frames[0].new, YELLOW);
  });

  it('frames an inserted column B on column B alone', async () => {
    const { changes, view } = await viewOf(sheet(2605), sheet(2605, true), 'xlsx');
    expect(changes.map((c) => c.Type)).toEqual(['Inserted']);
    await expectFrameOnColour(view, 'new', view.frames[0].new, CYAN);
  });

  it('frames a changed Markdown line on that line', async () => {
    const long = (word: string) =>
      `The ${word} line of these notes runs on across the whole width of the page to its end.`;
    const notes = (word: string) =>
      ['# Notes', '', 'one', '', 'two', '', long(word), '', 'three', '', 'four', ''].join('\n');
    const { changes, view } = await viewOf(
      new TextEncoder().encode(notes('first')),
      new TextEncoder().encode(notes('second')),
      'md',
    );
    expect(changes.map((c) => [c.Type, c.Text, c.TargetText])).toEqual([['Modified', 'first', 'second']]);
    for (const side of ['old', 'new'] as const) {
      const frame = view.frames[0][side]!;
      const image = await pixels(view, side, frame.page);
      const box = rect(frame, image);
      // The long line's ink reaches far right of the short lines' around it; the frame's rows must hold it.
      const inkRight = bounds(
        {
          ...image,
          data: image.data.subarray(Math.floor(box.top) * image.width * 3, Math.ceil(box.bottom) * image.width * 3),
          height: Math.ceil(box.bottom) - Math.floor(box.top),
        },
        INK,
      );
      expect(inkRight.right, `${side}: ink in the frame's rows reaches past the short lines`).toBeGreaterThan(
        image.width / 2,
      );
      // And the word itself is inside the frame: ink in it.
      const inside = bounds(
        {
          data: Buffer.from(
            (await sharp(view[side].find((p) => p.page === frame.page)!.bytes)
              .removeAlpha()
              .extract({
                left: Math.floor(box.left),
                top: Math.floor(box.top),
                width: Math.max(1, Math.round(box.right - box.left)),
                height: Math.max(1, Math.round(box.bottom - box.top)),
              })
              .raw()
              .toBuffer()) as Buffer,
          ),
          width: Math.max(1, Math.round(box.right - box.left)),
          height: Math.max(1, Math.round(box.bottom - box.top)),
        },
        INK,
      );
      expect(inside.right, `${side}: the frame holds ink`).toBeGreaterThan(inside.left);
    }
  });
});

describe('compare --preview boxes on the built-in preview', () => {
  // The boxes `compare --preview` draws: the ChangeInfo Box of the built-in layout (precise), scaled to the page image.
  it.each([
    ['an edited F26', sheet(9999), YELLOW],
    ['an inserted column B', sheet(2605, true), CYAN],
  ] as const)('frames %s on its cells', async (_, after, colour) => {
    const result = await compareVersions(
      { bytes: sheet(2605), fileName: 'a.xlsx' },
      { bytes: after, fileName: 'b.xlsx' },
      { precise: true },
    );
    expect(result.changes).toHaveLength(1);
    const [change] = result.changes;
    const preview = await renderPreviews(
      { bytes: after, fileName: 'b.xlsx' },
      { format: 'png', width: 800, office: 'builtin', pages: [change.PageInfo.PageNumber] },
    );
    const image = await decode(preview.pages[0].bytes);
    expectOnColour(
      image,
      'target',
      {
        page: change.PageInfo.PageNumber,
        x: change.Box.X / change.PageInfo.Width,
        y: change.Box.Y / change.PageInfo.Height,
        width: change.Box.Width / change.PageInfo.Width,
        height: change.Box.Height / change.PageInfo.Height,
      },
      colour,
    );
  });
});

describe("the Action's side-by-side previews", () => {
  // The Action draws old | new with boxes from its result's change list; the boxes must be those of
  // the layout the halves are drawn with, not the quick estimate the list carries by default.
  const FRAME = (r: number, g: number, b: number) => g > 90 && r < 90 && b < 90;

  /** The halves of a side-by-side image (header 28 px, 16 px between the halves). */
  async function halves(png: Uint8Array): Promise<[Pixels, Pixels]> {
    const { width, height } = await sharp(png).metadata();
    const half = (width! - 16) / 2;
    const cut = (left: number) =>
      sharp(png)
        .removeAlpha()
        .extract({ left, top: 28, width: half, height: height! - 28 })
        .raw()
        .toBuffer()
        .then((data) => ({ data, width: half, height: height! - 28 }));
    return Promise.all([cut(0), cut(half + 16)]);
  }

  async function sideBySidePreview(before: Side, after: Side) {
    const result = await compareToDocument({ source: before, target: after, mode: 'styled' });
    expect(result.changes).toHaveLength(1);
    const { images } = await enginePreviewRenderer({ office: 'builtin', view: 'side-by-side' }).render({
      before,
      after,
      changes: result.changes,
    });
    expect(images).toHaveLength(1);
    return halves(images[0].bytes);
  }

  it('frames a changed Markdown line on that line', async () => {
    const notes = (word: string) =>
      ['# Notes', '', 'one', '', '## Part two', '', '- two', '- three', '', `The ${word} line.`, '', 'four', ''].join(
        '\n',
      );
    const [before, after] = await sideBySidePreview(
      { bytes: new TextEncoder().encode(notes('first')), fileName: 'a/notes.md' },
      { bytes: new TextEncoder().encode(notes('second')), fileName: 'b/notes.md' },
    );
    const frame = bounds(after, FRAME);
    expect(frame.right, 'a frame is drawn').toBeGreaterThan(frame.left);
    // The changed line's rows: where the text of the two halves differs (the frame's own colour aside).
    const ink = (image: Pixels, i: number) =>
      INK(image.data[i], image.data[i + 1], image.data[i + 2]) &&
      !FRAME(image.data[i], image.data[i + 1], image.data[i + 2]);
    let top = Infinity;
    let bottom = -Infinity;
    for (let y = 0; y < after.height; y++)
      for (let x = 0; x < after.width; x++) {
        const i = (y * after.width + x) * 3;
        if (ink(before, i) === ink(after, i)) continue;
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
    expect(bottom, 'the halves differ on the changed line').toBeGreaterThan(top);
    expect(frame.top).toBeLessThanOrEqual(top);
    expect(frame.bottom).toBeGreaterThanOrEqual(bottom);
    expect(frame.bottom - frame.top, 'the frame holds one line').toBeLessThan(2 * (bottom - top) + 12);
  });

  it('frames an edited F26 on F26', async () => {
    const [, after] = await sideBySidePreview(
      { bytes: sheet(2605), fileName: 'a/book.xlsx' },
      { bytes: sheet(9999), fileName: 'b/book.xlsx' },
    );
    const frame = bounds(after, FRAME);
    expect(frame.right, 'a frame is drawn').toBeGreaterThan(frame.left);
    const cell = bounds(after, YELLOW);
    expect(frame.left).toBeLessThanOrEqual(cell.left + 2);
    expect(frame.top).toBeLessThanOrEqual(cell.top + 2);
    expect(frame.right).toBeGreaterThanOrEqual(cell.right - 2);
    expect(frame.bottom).toBeGreaterThanOrEqual(cell.bottom - 2);
    // One cell's frame: the fill is drawn behind the value only, a cell is under three times its size each way.
    expect(frame.bottom - frame.top, 'one row').toBeLessThan(3 * (cell.bottom - cell.top) + 6);
    expect(frame.right - frame.left, 'one column').toBeLessThan(3 * (cell.right - cell.left) + 6);
  });
});
