import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS, type EngineChange } from '../../../../src/engine/diff/types';
import { decodeBmp, encodeBmp } from '../../../../src/engine/formats/image/bmp';
import { imageReader, type ImageFamilyData } from '../../../../src/engine/formats/image/index';
import { imageWriter } from '../../../../src/engine/formats/image/write/index';
import type { ItemStyle, ResultOptions } from '../../../../src/engine/formats/writer';
import type { DocumentModel } from '../../../../src/engine/model/document';

const FIXTURES = new URL('../../../fixtures/real/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
const formatOf = (name: string) => (name.endsWith('.tif') ? 'tiff' : name.split('.').pop()!);
const read = (bytes: Uint8Array, format: string) => imageReader.read(bytes, format, {});
const readFixture = (name: string) => read(fixture(name), formatOf(name));
const diff = (a: DocumentModel, b: DocumentModel, sensitivity = 75): EngineChange[] =>
  imageReader.diff!(a, b, { ...DEFAULT_DIFF_OPTIONS, sensitivity });

/** A grey 200×100 PNG with optional filled rectangles drawn on it. */
async function picture(
  rects: { x: number; y: number; w: number; h: number }[] = [],
  width = 200,
  height = 100,
): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d0d0d0"/>${rects
    .map((r) => `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="#203080"/>`)
    .join('')}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const style = (colour: string): ItemStyle => ({
  highlightColor: colour,
  bold: false,
  italic: false,
  strikeThrough: false,
  underline: false,
  beginSeparator: '',
  endSeparator: '',
});
const OPTIONS: ResultOptions = {
  mode: 'styled',
  rejected: new Set(),
  inserted: style('0000FF'),
  deleted: style('FF0000'),
  changed: style('00FF00'),
  showDeleted: true,
  showInserted: true,
  summaryPage: false,
  markNested: false,
  frames: true,
  metadata: {},
  author: 'docdelta',
  date: '2026-01-01T00:00:00Z',
};

describe('imageReader', () => {
  it('reads the cat picture as the same pixels from PNG, BMP and TIFF', async () => {
    const png = await readFixture('tika-img-cat-100x75.png');
    for (const name of ['tika-img-cat-100x75.bmp', 'tika-img-cat-100x75.tif']) {
      const other = await readFixture(name);
      expect(other.stories[0].blocks[0]).toEqual(png.stories[0].blocks[0]);
      expect(diff(png, other)).toEqual([]);
    }
  });

  it('finds no region between the PNG and the palette-reduced GIF at the default sensitivity', async () => {
    expect(diff(await readFixture('tika-img-cat-100x75.png'), await readFixture('tika-img-cat-100x75.gif'))).toEqual(
      [],
    );
  });

  it('finds at most a few small regions between a JPEG and its re-encoded copy with edited metadata', async () => {
    const changes = diff(
      await readFixture('tika-img-pair-jpegmeta-a-original.jpg'),
      await readFixture('tika-img-pair-jpegmeta-b-xnview-resaved.jpg'),
    );
    expect(changes.length).toBeLessThanOrEqual(3);
    for (const change of changes) expect(change.box!.width * change.box!.height).toBeLessThan(102 * 76 * 0.05);
  });

  it('reads the two pages of a multi-page TIFF as two page stories', async () => {
    const model = await readFixture('tika-img-multipage.tif');
    expect(model.stories.map((s) => s.key)).toEqual(['page:1', 'page:2']);
    expect(model.stories[0].pageSize).toEqual({ width: 800, height: 600 });
    expect(diff(model, model)).toEqual([]);
  });

  it.each([
    'tika-img-cat-100x75.png',
    'tika-img-cat-100x75.gif',
    'tika-img-cat-100x75.bmp',
    'tika-img-cat-100x75.tif',
    'tika-img-cat-100x75-exif.jpg',
    'tika-img-pair-jpegmeta-a-original.jpg',
  ])('finds no change between %s and itself', async (name) => {
    const model = await readFixture(name);
    expect(diff(model, model)).toEqual([]);
  });

  it('reports each separate changed area as its own region with its box', async () => {
    const a = await read(await picture(), 'png');
    const b = await read(
      await picture([
        { x: 10, y: 20, w: 30, h: 15 },
        { x: 150, y: 60, w: 20, h: 20 },
      ]),
      'png',
    );
    const changes = diff(a, b);
    expect(changes.map((c) => c.kind)).toEqual(['Modified', 'Modified']);
    const [first, second] = changes.map((c) => c.box!);
    expect(first).toMatchObject({ page: 1, pageWidth: 200, pageHeight: 100 });
    expect(first.x).toBeLessThanOrEqual(10);
    expect(first.x + first.width).toBeGreaterThanOrEqual(40);
    expect(first.y).toBeLessThanOrEqual(20);
    expect(first.y + first.height).toBeGreaterThanOrEqual(35);
    expect(first.width).toBeLessThan(40);
    expect(second.x).toBeGreaterThanOrEqual(145);
    expect(second.x + second.width).toBeGreaterThanOrEqual(170);
    expect(changes[0].targetText).toMatch(/^region \d+×\d+ at \(\d+, \d+\)$/);
  });

  it('compares pictures of different sizes at the target size and says so in the place', async () => {
    const a = await read(await picture([], 100, 50), 'png');
    const b = await read(await picture([{ x: 100, y: 40, w: 40, h: 40 }]), 'png');
    const changes = diff(a, b);
    expect(changes).toHaveLength(1);
    expect(changes[0].place).toContain('compared at 200×100, the target size');
    expect(changes[0].box!.x).toBeGreaterThanOrEqual(95);
  });

  it('decodes and encodes uncompressed BMP pixel for pixel', () => {
    const raster = {
      width: 3,
      height: 2,
      data: new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255]),
    };
    expect(decodeBmp(encodeBmp(raster))).toEqual(raster);
  });
});

describe('imageWriter', () => {
  it('frames the changed region in the changed colour, in the target format', async () => {
    const sourceBytes = await picture();
    const targetBytes = await picture([{ x: 50, y: 30, w: 40, h: 30 }]);
    const [source, target] = [await read(sourceBytes, 'png'), await read(targetBytes, 'png')];
    const changes = diff(source, target);
    const output = await imageWriter.write({
      format: 'png',
      source: { bytes: sourceBytes, document: source },
      target: { bytes: targetBytes, document: target },
      changes,
      options: OPTIONS,
    });
    await imageWriter.validate(output.bytes);
    const { data, info } = await sharp(output.bytes).raw().toBuffer({ resolveWithObject: true });
    const box = changes[0].box!;
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(Math.round(box.x + box.width / 2), Math.round(box.y) - 1)).toEqual([0, 255, 0]);
    expect(at(5, 5)).toEqual([208, 208, 208]);
  });

  it('writes a BMP result for BMP pictures and keeps the target in clean mode', async () => {
    const source = await readFixture('tika-img-cat-100x75.bmp');
    const bytes = fixture('tika-img-cat-100x75.bmp');
    const output = await imageWriter.write({
      format: 'bmp',
      source: { bytes, document: source },
      target: { bytes, document: source },
      changes: [],
      options: OPTIONS,
    });
    expect(decodeBmp(output.bytes)).toEqual({
      width: 100,
      height: 75,
      data: (source.familyData as ImageFamilyData).pages[0].data,
    });
    const clean = await imageWriter.write({
      format: 'bmp',
      source: { bytes, document: source },
      target: { bytes, document: source },
      changes: [],
      options: { ...OPTIONS, mode: 'clean' },
    });
    expect(clean.bytes).toBe(bytes);
  });
});
