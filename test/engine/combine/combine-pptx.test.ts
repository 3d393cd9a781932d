import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  combineToDocument,
  InvalidOptionsError,
  readDocument,
  UnsupportedFormatError,
} from '../../../src/engine/index';
import { blockText } from '../../../src/engine/model/document';
import { DECK_SOURCE, reviewPptx, threeReviewerDeck } from '../../helpers/reviewers';
import { LIBREOFFICE_TEST_TIMEOUT_MS, SOFFICE, sofficeConvert } from '../../helpers/libreoffice';

if (!SOFFICE) console.warn('LibreOffice (soffice) is not installed: opening the combined deck in Impress is skipped');

/** The slide comments of a deck as the reader gives them: [slide story, author, text]. */
async function commentsOf(bytes: Uint8Array): Promise<[string, string | undefined, string][]> {
  const model = await readDocument({ bytes, fileName: 'result.pptx' });
  return model.stories
    .filter((s) => s.kind === 'comment')
    .map((s) => [s.key.split(':').slice(1, 3).join(':'), s.author, s.blocks.map(blockText).join('\n')]);
}

/** The text runs of a slide, with the colour each carries. */
function runsOfSlide(bytes: Uint8Array, slide: number): { text: string; color?: string }[] {
  const xml = strFromU8(unzipSync(bytes)[`ppt/slides/slide${slide}.xml`]);
  return [...xml.matchAll(/<a:r>([\s\S]*?)<\/a:r>/g)].map((m) => ({
    text: /<a:t>([^<]*)<\/a:t>/.exec(m[1])?.[1] ?? '',
    color: /<a:solidFill><a:srgbClr val="([0-9A-F]{6})"/.exec(m[1])?.[1],
  }));
}

describe('several targets, one PowerPoint result', () => {
  it("marks every reviewer's changes on the source deck and names each reviewer in a slide comment", async () => {
    const { source, targets } = await threeReviewerDeck();
    const result = await combineToDocument({ source, targets });
    expect(result.extension).toBe('.pptx');
    expect(result.authors).toEqual(['Alice Archer', 'Bob Baker', 'Carol Cole']);
    expect(result.changes.map((c) => [c.Id, c.Type, c.Text, c.TargetText, c.Authors])).toEqual([
      [0, 'Modified', 'large', 'narrow', ['Alice Archer', 'alice.pptx']],
      [1, 'Modified', 'large', 'clear', ['Bob Baker', 'bob.pptx']],
      [2, 'Modified', 'spring', 'autumn', ['Carol Cole', 'carol.pptx']],
      [3, 'Inserted', '', 'Questions\nThe next meeting is planned for June.', ['Carol Cole', 'carol.pptx']],
    ]);
    expect(result.conflicts).toEqual([
      {
        place: 'slide 1, shape 2 "Text 1", paragraph 1',
        ids: [0, 1],
        text: 'large',
        versions: [
          { author: 'Alice Archer', target: 'alice.pptx', text: 'narrow' },
          { author: 'Bob Baker', target: 'bob.pptx', text: 'clear' },
        ],
      },
    ]);

    // The source's words stay, struck through; each reviewer's words stand before them, in order.
    const runs = runsOfSlide(result.bytes, 1).filter((r) => r.text.trim());
    expect(runs.map((r) => r.text)).toEqual([
      'Quarterly review',
      'The proposal was approved by a ',
      'narrow',
      'clear',
      'large',
      ' majority of members.',
    ]);
    const [narrow, clear, large] = runs.slice(2, 5);
    // The default ItemsStyle: inserted words blue, deleted words red.
    expect([narrow.color, clear.color, large.color]).toEqual(['0000FF', '0000FF', 'FF0000']);
    expect(runs[1].color).not.toBe(narrow.color);
    expect(runs[1].color).not.toBe(large.color);

    expect(await commentsOf(result.bytes)).toEqual([
      [
        'slide:1',
        'Alice Archer',
        'Conflict: "large" → Alice Archer (alice.pptx) "narrow" / Bob Baker (bob.pptx) "clear"',
      ],
      ['slide:1', 'Bob Baker', 'Conflict: "large" → Alice Archer (alice.pptx) "narrow" / Bob Baker (bob.pptx) "clear"'],
      ['slide:2', 'Carol Cole', 'Carol Cole (carol.pptx): "spring" → "autumn"'],
      ['slide:3', 'Carol Cole', 'Carol Cole (carol.pptx): inserted this slide (slide 3 of the copy)'],
    ]);
    // The slide Carol added is copied in after the others and labelled with her name.
    const model = await readDocument({ bytes: result.bytes, fileName: 'result.pptx' });
    const third = model.stories.find((s) => s.key === 'slide:3')!;
    expect(third.blocks.map(blockText)).toEqual([
      'Questions',
      'The next meeting is planned for June.',
      '',
      'Inserted slide: Carol Cole (carol.pptx)',
    ]);
  });

  it('a reviewer who removed a slide: the slide is framed and labelled with the reviewer', async () => {
    const source = await reviewPptx(DECK_SOURCE, 'Olivia Owner');
    const dan = await reviewPptx([DECK_SOURCE[0]], 'Dan Drake');
    const erin = await reviewPptx(
      [['Quarterly review', 'The proposal was approved by a large majority of all members.'], DECK_SOURCE[1]],
      'Erin Ellis',
    );
    const result = await combineToDocument({
      source: { bytes: source, fileName: 'deck.pptx' },
      targets: [
        { bytes: dan, fileName: 'dan.pptx' },
        { bytes: erin, fileName: 'erin.pptx' },
      ],
    });
    expect(result.conflicts).toEqual([]);
    const model = await readDocument({ bytes: result.bytes, fileName: 'result.pptx' });
    expect(model.stories.filter((s) => s.kind === 'slide').map((s) => s.blocks.map(blockText).at(-1))).toEqual([
      'The proposal was approved by a large majority of all members.',
      'Deleted slide: Dan Drake (dan.pptx)',
    ]);
    expect(runsOfSlide(result.bytes, 1).find((r) => r.text.trim() === 'all')?.color).toBe('0000FF');
    expect(await commentsOf(result.bytes)).toEqual([
      ['slide:1', 'Erin Ellis', 'Erin Ellis (erin.pptx): inserted "all"'],
      ['slide:2', 'Dan Drake', 'Dan Drake (dan.pptx): deleted this slide'],
    ]);
  });

  it('text boxes two reviewers added at one place are both copied in, and the conflict gives both texts', async () => {
    const withBox = async (author: string, box?: string) => {
      const { default: PptxGenJS } = await import('pptxgenjs');
      const deck = new PptxGenJS();
      deck.author = author;
      const slide = deck.addSlide();
      slide.addText('Quarterly review', { x: 0.5, y: 0.4, w: 9, h: 1 });
      if (box) slide.addText(box, { x: 5, y: 3.5, w: 4, h: 1 });
      return new Uint8Array((await deck.write({ outputType: 'uint8array' })) as Uint8Array);
    };
    const result = await combineToDocument({
      source: { bytes: await withBox('Olivia Owner'), fileName: 'deck.pptx' },
      targets: [
        { bytes: await withBox('Ann Ames', 'A note from Ann'), fileName: 'ann.pptx' },
        { bytes: await withBox('Ben Burr', 'Ben says hi'), fileName: 'ben.pptx' },
      ],
    });
    expect(result.conflicts.map((c) => c.ids)).toEqual([[0, 1]]);
    const model = await readDocument({ bytes: result.bytes, fileName: 'result.pptx' });
    expect(model.stories.find((s) => s.key === 'slide:1')!.blocks.map(blockText)).toEqual([
      'Quarterly review',
      'A note from Ann',
      'Ben says hi',
    ]);
    const conflict = 'Conflict: Ann Ames (ann.pptx) "A note from Ann" / Ben Burr (ben.pptx) "Ben says hi"';
    expect(await commentsOf(result.bytes)).toEqual([
      ['slide:1', 'Ann Ames', conflict],
      ['slide:1', 'Ben Burr', conflict],
    ]);
    // Copied in with the inserted colour: the text and a dashed outline.
    const xml = strFromU8(unzipSync(result.bytes)['ppt/slides/slide1.xml']);
    expect(xml.match(/<a:prstDash val="dash"\/>/g)).toHaveLength(2);
    expect(
      runsOfSlide(result.bytes, 1)
        .filter((r) => r.color === '0000FF')
        .map((r) => r.text),
    ).toEqual(['A note from Ann', 'Ben says hi']);
  });

  it('updates, which would apply the changes, are refused in one line; rejected changes are left out', async () => {
    const { source, targets } = await threeReviewerDeck();
    const attempt = combineToDocument({ source, targets, mode: 'clean' });
    await expect(attempt).rejects.toBeInstanceOf(InvalidOptionsError);
    await expect(attempt).rejects.toThrow(/cannot apply them \(PowerPoint has no revisions/);
    // Rejected changes are left out of the marks and the comments.
    const marked = await combineToDocument({ source, targets, decisions: [{ Id: 1, ComparisonAction: 'Reject' }] });
    const comments = await commentsOf(marked.bytes);
    expect(comments.map((c) => c[1])).toEqual(['Alice Archer', 'Carol Cole', 'Carol Cole']);
    expect(comments[0][2]).toBe('Alice Archer (alice.pptx): "large" → "narrow"');
  });

  it.skipIf(!SOFFICE)(
    'LibreOffice opens the combined deck and shows each reviewer as a comment author',
    async () => {
      const { source, targets } = await threeReviewerDeck();
      const result = await combineToDocument({ source, targets });
      const folder = await mkdtemp(join(tmpdir(), 'docdelta-combine-pptx-'));
      try {
        await writeFile(join(folder, 'combined.pptx'), result.bytes);
        await sofficeConvert([join(folder, 'combined.pptx')], 'odp', folder);
        const content = strFromU8(unzipSync(await readFile(join(folder, 'combined.odp')))['content.xml']);
        expect(content.match(/<draw:page /g)).toHaveLength(3);
        const annotations = [...content.matchAll(/<(office|officeooo):annotation\b[\s\S]*?<\/\1:annotation>/g)].map(
          (m) => m[0],
        );
        expect(annotations.map((a) => /<dc:creator>([^<]*)<\/dc:creator>/.exec(a)?.[1])).toEqual([
          'Alice Archer',
          'Bob Baker',
          'Carol Cole',
          'Carol Cole',
        ]);
        expect(annotations[0]).toContain('Conflict:');
        expect(annotations[0]).toContain('clear');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    LIBREOFFICE_TEST_TIMEOUT_MS,
  );
});

it('an ODP deck is refused naming its format', async () => {
  const fixture = (name: string) =>
    readFile(join(__dirname, '../../fixtures/real', name)).then((b) => ({ bytes: new Uint8Array(b), fileName: name }));
  const source = await fixture('odfdo-odp-pair-logo-a-without.odp');
  const target = await fixture('odfdo-odp-pair-logo-b-with.odp');
  const attempt = combineToDocument({ source, targets: [target, target] });
  await expect(attempt).rejects.toBeInstanceOf(UnsupportedFormatError);
  await expect(attempt).rejects.toThrow(
    /odfdo-odp-pair-logo-a-without\.odp: one result for several targets .*not yet for odp/,
  );
});
