import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffModels, readDocument } from '../../../../src/engine/index';
import type { DocumentModel, ShapeBlock } from '../../../../src/engine/model/document';
import { buildPptx, fakePng, type TestSlide } from './build';

const FIXTURES = join(__dirname, '../../../fixtures/real');
const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(join(FIXTURES, name))), fileName: name });
const read = (name: string) => readDocument(fixture(name));
const deck = (slides: TestSlide[], name = 'deck.pptx') => readDocument({ bytes: buildPptx(slides), fileName: name });
const slides = (model: DocumentModel) => model.stories.filter((s) => s.kind === 'slide');

const ALL = [
  'poi-pptx-realworld-talk-23-slides.pptx',
  'tika-pptx-various-10-slides.pptx',
  'poi-pptx-cjk-japanese-table.pptx',
  'poi-pptx-grouped-shapes.pptx',
  'poi-pptx-pair-table-a-no-theme.pptx',
  'poi-pptx-pair-table-b-with-theme.pptx',
  'poi-pptx-pair-macro-a-plain.pptx',
  'poi-pptm-pair-macro-b-enabled.pptm',
  'odfdo-odp-pair-logo-a-without.odp',
  'odfdo-odp-pair-logo-b-with.odp',
];

describe('presentation reader on real decks', () => {
  it('reads the 23-slide talk with its notes, tables and grouped pictures', async () => {
    const model = await read('poi-pptx-realworld-talk-23-slides.pptx');
    expect(model.format).toBe('pptx');
    expect(slides(model)).toHaveLength(23);
    expect(model.pageCount).toBe(23);
    expect(model.stories.filter((s) => s.kind === 'notes').length).toBeGreaterThanOrEqual(14);
    const shapes = slides(model).flatMap((s) => s.blocks) as ShapeBlock[];
    const tables = shapes.filter((s) => s.blocks.some((b) => b.type === 'table'));
    expect(tables).toHaveLength(3);
  });

  it('reads slides, notes, comments, a chart, SmartArt, OLE objects and pictures of the tika deck', async () => {
    const model = await read('tika-pptx-various-10-slides.pptx');
    expect(slides(model)).toHaveLength(10);
    expect(slides(model)[1].label).toBe('slide 2 "Slide2Header"');
    const slide2 = slides(model)[1].blocks as ShapeBlock[];
    expect(slide2.find((s) => s.name === 'TextBox 6')?.box).toEqual({
      x: expect.closeTo(714.28, 1),
      y: expect.closeTo(194.07, 1),
      width: expect.closeTo(225.06, 1),
      height: expect.closeTo(29.08, 1),
    });
    const title = slide2.find((s) => s.placeholder === 'title')!;
    // The title's box comes from the layout, its size from the master's title style.
    expect(title.box).toEqual({ x: 66, y: 28.75, width: 828, height: expect.closeTo(104.375, 2) });
    const kinds = slides(model).flatMap((s) => (s.blocks as ShapeBlock[]).map((b) => b.object?.kind).filter(Boolean));
    expect(kinds).toContain('chart');
    expect(kinds).toContain('image');
    expect(
      model.stories
        .find((s) => s.key === 'notes:slide:3')
        ?.blocks.map((b) =>
          (b as ShapeBlock).blocks.map((p) => p.type === 'paragraph' && p.runs.map((r) => r.text).join('')).join(''),
        ),
    ).toEqual(['Notes for slide3']);
    const comments = model.stories.filter((s) => s.kind === 'comment');
    expect(comments[0]).toMatchObject({ key: 'comment:slide:1:author1-1', author: 'Timothy Allison' });
  });

  it('reads Japanese table text', async () => {
    const model = await read('poi-pptx-cjk-japanese-table.pptx');
    const text = JSON.stringify(slides(model).map((s) => s.blocks));
    expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(text).toContain('"type":"table"');
  });

  it('applies group transforms to grouped shapes', async () => {
    const model = await read('poi-pptx-grouped-shapes.pptx');
    const groups = (slides(model)[0].blocks as ShapeBlock[]).filter((s) => s.name?.startsWith('Group'));
    expect(groups).toHaveLength(11);
    for (const group of groups) {
      for (const member of group.blocks as ShapeBlock[]) {
        expect(member.box!.x).toBeGreaterThanOrEqual(group.box!.x - 1);
        expect(member.box!.x + member.box!.width).toBeLessThanOrEqual(group.box!.x + group.box!.width + 1);
      }
    }
  });

  it('reads ODP pages, frames and page size', async () => {
    const model = await read('odfdo-odp-pair-logo-b-with.odp');
    expect(model.format).toBe('odp');
    expect(slides(model)).toHaveLength(11);
    // 28 cm × 21 cm, from the master page's layout.
    expect(model.pageSize).toEqual({ width: expect.closeTo(793.7, 1), height: expect.closeTo(595.28, 1) });
    const first = slides(model)[0].blocks as ShapeBlock[];
    expect(first[0].box).toEqual({
      x: expect.closeTo(56.69, 1),
      y: expect.closeTo(199.96, 1),
      width: expect.closeTo(680.31, 1),
      height: expect.closeTo(110.35, 1),
    });
    expect(first[1].object?.kind).toBe('image');
  });

  it.each(ALL)('finds no changes comparing %s with itself', async (name) => {
    const model = await read(name);
    expect(await diffModels(model, await read(name))).toEqual([]);
  });
});

describe('presentation differ on real pairs', () => {
  it('compares the PPTX and the macro-enabled PPTM of one deck as equal', async () => {
    const changes = await diffModels(
      await read('poi-pptx-pair-macro-a-plain.pptx'),
      await read('poi-pptm-pair-macro-b-enabled.pptm'),
    );
    expect(changes).toEqual([]);
  });

  it('reports the edited table text and the table style applied', async () => {
    const changes = await diffModels(
      await read('poi-pptx-pair-table-a-no-theme.pptx'),
      await read('poi-pptx-pair-table-b-with-theme.pptx'),
    );
    expect(changes.map((c) => [c.kind, c.text, c.targetText])).toEqual([
      ['Modified', 'abc', 'Abc def'],
      ['Inserted', '', 'klm nop'],
      ['StyleChanged', 'abc\ndef hij', 'Abc def\ndef hij klm nop'],
    ]);
    expect(changes[2].styleChanges).toEqual([
      { property: 'style', oldValue: '(none)', newValue: 'Light Style 2 - Accent 1' },
    ]);
    expect(changes[0].box).toMatchObject({ page: 1, pageWidth: 960, pageHeight: 540, x: 160, width: 640 });
  });

  it('finds only the logo pictures added to every ODP slide', async () => {
    const changes = await diffModels(
      await read('odfdo-odp-pair-logo-a-without.odp'),
      await read('odfdo-odp-pair-logo-b-with.odp'),
    );
    // Slide 8 of the second file carries the logo twice (two stacked frames).
    expect(changes).toHaveLength(12);
    expect(new Set(changes.map((c) => `${c.kind} ${c.unit}`))).toEqual(new Set(['Inserted object']));
    expect(changes.every((c) => c.targetText.startsWith('[image:'))).toBe(true);
    expect(new Set(changes.map((c) => c.box!.page))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
  });
});

describe('presentation differ on generated decks', () => {
  const base: TestSlide[] = [
    {
      shapes: [
        {
          id: 2,
          name: 'Title',
          text: 'Quarterly review of the sales team',
          box: [36, 20, 648, 80],
          placeholder: 'title',
        },
      ],
      notes: 'Say hello',
    },
    { shapes: [{ id: 2, name: 'Body', text: 'Revenue grew in every region this quarter', box: [36, 120, 648, 300] }] },
    {
      shapes: [{ id: 2, name: 'Body', text: 'Hiring plans for the next year are ambitious', box: [36, 120, 648, 300] }],
    },
    {
      shapes: [
        { id: 2, name: 'Body', text: 'Questions and answers with the whole audience', box: [36, 120, 648, 300] },
      ],
    },
  ];

  it('reports a reordered slide as one Moved change', async () => {
    const changes = await diffModels(await deck(base), await deck([base[0], base[3], base[1], base[2]]));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'Moved',
      unit: 'story',
      source: { story: 'slide:4' },
      target: { story: 'slide:2' },
    });
  });

  it('an edited slide right after where another one moved to is edited in place, not moved', async () => {
    const edited: TestSlide = {
      shapes: [{ id: 2, name: 'Body', text: 'Questions and answers with the whole team', box: [36, 120, 648, 300] }],
    };
    const changes = await diffModels(await deck(base), await deck([base[0], base[2], base[1], edited]));
    expect(changes.filter((c) => c.kind === 'Moved').map((c) => c.source?.story)).toHaveLength(1);
    expect(changes.find((c) => c.kind === 'Modified')).toMatchObject({
      source: { story: 'slide:4' },
      target: { story: 'slide:4' },
    });
  });

  it('reports inserted and deleted slides, and slides with only images', async () => {
    const picture: TestSlide = { shapes: [{ id: 2, name: 'Picture 1', image: fakePng(1), box: [100, 100, 200, 150] }] };
    const changes = await diffModels(await deck([base[0], base[1], base[2]]), await deck([base[0], picture, base[2]]));
    expect(changes.map((c) => [c.kind, c.unit, c.source?.story ?? c.target?.story])).toEqual([
      ['Deleted', 'story', 'slide:2'],
      ['Inserted', 'story', 'slide:2'],
    ]);
    expect(changes[1].targetText).toBe('[image: image1.png]');
    expect(changes[0].anchor).toEqual({ story: 'presentation', blockPath: [1] });
  });

  it('reports a replaced picture on an image-only slide', async () => {
    const a = await deck([{ shapes: [{ id: 2, name: 'Picture 1', image: fakePng(1), box: [100, 100, 200, 150] }] }]);
    const b = await deck([{ shapes: [{ id: 2, name: 'Picture 1', image: fakePng(7), box: [100, 100, 200, 150] }] }]);
    const changes = await diffModels(a, b);
    expect(changes.map((c) => [c.kind, c.unit])).toEqual([['Modified', 'object']]);
    expect(changes[0].box).toEqual({
      page: 1,
      pageWidth: 720,
      pageHeight: 540,
      x: 100,
      y: 100,
      width: 200,
      height: 150,
    });
  });

  it('reports moved and resized shapes with their boxes in points', async () => {
    const moved: TestSlide[] = [
      base[0],
      {
        shapes: [{ id: 2, name: 'Body', text: 'Revenue grew in every region this quarter', box: [60, 140, 648, 300] }],
      },
    ];
    const resized: TestSlide[] = [
      base[0],
      {
        shapes: [{ id: 2, name: 'Body', text: 'Revenue grew in every region this quarter', box: [36, 120, 500, 300] }],
      },
    ];
    const both: TestSlide[] = [
      base[0],
      {
        shapes: [{ id: 2, name: 'Body', text: 'Revenue grew in every region this quarter', box: [60, 140, 500, 200] }],
      },
    ];
    const original = await deck([base[0], base[1]]);
    const m = await diffModels(original, await deck(moved));
    expect(m.map((c) => c.kind)).toEqual(['Moved']);
    expect(m[0].box).toEqual({ page: 2, pageWidth: 720, pageHeight: 540, x: 60, y: 140, width: 648, height: 300 });
    expect((await diffModels(original, await deck(resized))).map((c) => c.kind)).toEqual(['Resized']);
    expect((await diffModels(original, await deck(both))).map((c) => c.kind)).toEqual(['MovedAndResized']);
  });

  it('maps grouped shapes through the group transform and diffs their text', async () => {
    const group = (text: string): TestSlide => ({
      shapes: [],
      group: {
        id: 5,
        box: [100, 100, 200, 100],
        child: [0, 0, 400, 200],
        shapes: [{ id: 6, name: 'Inner', text, box: [200, 100, 200, 100] }],
      },
    });
    const a = await deck([group('inside a group')]);
    const inner = (slides(a)[0].blocks[0] as ShapeBlock).blocks[0] as ShapeBlock;
    expect(inner.box).toEqual({ x: 200, y: 150, width: 100, height: 50 });
    const changes = await diffModels(a, await deck([group('inside the group')]));
    expect(changes.map((c) => [c.kind, c.text, c.targetText])).toEqual([['Modified', 'a', 'the']]);
    expect(changes[0].box).toMatchObject({ x: 200, y: 150, width: 100, height: 50 });
  });

  it('compares notes pages', async () => {
    const changed = [{ ...base[0], notes: 'Say goodbye' }, ...base.slice(1)];
    const changes = await diffModels(await deck(base), await deck(changed));
    expect(changes.map((c) => [c.kind, c.text, c.targetText, c.target?.story])).toEqual([
      ['Modified', 'hello', 'goodbye', 'notes:slide:1'],
    ]);
  });

  it('names a corrupt slide part in a one-line error', async () => {
    await expect(
      readDocument({ bytes: buildPptx(base, { corruptSlide: 2 }), fileName: 'broken.pptx' }),
    ).rejects.toThrow(/part 'ppt\/slides\/slide2\.xml' is not well-formed XML/);
  });
});
